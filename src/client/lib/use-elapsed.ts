import { useEffect, useState } from 'react';

/** '1:05:09' for a number of seconds: the running timer's elapsed time. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${mm}:${ss}`;
}

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
