import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The browser's clock (epoch milliseconds), read again once a minute: what the active trip is
 * looked up at and its countdown runs from. A test or an end-to-end run that moves the browser's
 * clock moves this too.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
