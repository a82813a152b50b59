/** Today's date (YYYY-MM-DD) on the clocks of `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  // Sweden writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The charts' dates when none were chosen: the last twelve months to today, starting on the first
 * of a month, so every month's bar is a whole month (this one up to today).
 */
export function defaultRange(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Eleven months back from this one, counted in months since year 0.
  const start = year * 12 + (month - 1) - 11;
  const from = `${String(Math.floor(start / 12)).padStart(4, '0')}-${String((start % 12) + 1).padStart(2, '0')}-01`;
  return { from, to: today };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address (?from=&to=) when it is a valid one, else the default. */
export function rangeFrom(params: URLSearchParams, today: string): { from: string; to: string } {
  const from = params.get('from');
  const to = params.get('to');
  return from && to && ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { from, to } : defaultRange(today);
}
