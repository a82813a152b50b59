import { useEffect, useState } from 'react';

/**
 * The browser's clock (epoch milliseconds), read again every `everyMs` (a minute): labels that
 * count from now ('Start in 2 days', overdue, the trip under way's countdown) stay true while the
 * page is open. A test or an end-to-end run that moves the browser's clock moves this too.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
