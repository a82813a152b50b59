import { Temporal } from 'temporal-polyfill';
import { localOf, zoned } from '../../../../shared/time.js';
import type { Timecard, Week } from '../../../../shared/timecards.js';

let serial = 0;

/** A finished (or, with `end: null`, running) entry, from wall-clock times in `zone`; home is London as in testProfile. */
export function buildTimecard(overrides: { start?: string; end?: string | null; zone?: string } & Partial<Omit<Timecard, 'start' | 'end'>> = {}): Timecard {
  const { start: startLocal = '2026-06-15T09:00', end: endLocal = '2026-06-15T17:00', zone = 'Europe/London', ...rest } = overrides;
  const at = (local: string) => new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds);
  const start = at(startLocal);
  const end = endLocal === null ? null : at(endLocal);
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    type: 'labor',
    project: null,
    assignment: null,
    customer: null,
    trip: null,
    start: zoned(start, zone),
    end: end ? zoned(end, zone) : null,
    home: { zone: 'Europe/London', start: localOf(start, 'Europe/London'), end: end ? localOf(end, 'Europe/London') : null },
    day: startLocal.slice(0, 10),
    hours: ((end ?? new Date()).getTime() - start.getTime()) / 3_600_000,
    startLocation: '',
    endLocation: '',
    tags: [],
    properties: [],
    updatedAt: start.toISOString(),
    ...rest,
  };
}

/** The Monday-first week holding `date`, with `entries` (those of other weeks left out) and its summaries. */
export function buildWeek(date: string, entries: Timecard[] = []): Week {
  const day = Temporal.PlainDate.from(date);
  const first = day.subtract({ days: day.dayOfWeek - 1 });
  const days = Array.from({ length: 7 }, (_, i) => first.add({ days: i }).toString());
  const mine = entries.filter((e) => days.includes(e.day));
  const finished = mine.filter((e) => e.end !== null);
  const sum = (list: Timecard[], type: Timecard['type']) => list.filter((e) => e.type === type).reduce((s, e) => s + e.hours, 0);
  return {
    weekStart: days[0] ?? date,
    days,
    entries: mine,
    daily: days.map((d) => ({ date: d, labor: sum(finished.filter((e) => e.day === d), 'labor'), travel: sum(finished.filter((e) => e.day === d), 'travel') })),
    projects: finished.length ? [{ projectId: null, projectNumber: null, projectName: null, assignmentId: null, assignmentName: null, labor: sum(finished, 'labor'), travel: sum(finished, 'travel') }] : [],
    totals: { labor: sum(finished, 'labor'), travel: sum(finished, 'travel') },
  };
}
