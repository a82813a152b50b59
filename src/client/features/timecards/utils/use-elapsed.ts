import { useEffect, useState } from 'react';
import { formatElapsed } from './week-labels.js';

/** The time since `startedAt` ('0:05:09'), ticking every second; null without a start. */
export function useElapsed(startedAt: string | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Until the first tick the time may be stale; the elapsed time shows 0:00:00 rather than less.
    if (!startedAt) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [startedAt]);
  return startedAt ? formatElapsed((now - new Date(startedAt).getTime()) / 1000) : null;
}
