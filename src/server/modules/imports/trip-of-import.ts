// What a trip made from an import gets: its reservations in time order and a title of where and
// when ('Chicago, Mar 16–19'). Pure, so that it is tested without the readers or a database.
import { transportTypes } from '../../../shared/reservations.js';
import { instantOf } from '../../../shared/time.js';
import { airportOf } from '../../places/airports.js';
import type { Found, FoundTime } from './found.js';

/** A time's instant; a time whose zone is not known yet counts as if it were UTC, so it still sorts. */
function instantMs(time: FoundTime): number {
  const at = (time.zone ? instantOf(time.local, time.zone) : undefined)?.getTime() ?? Date.parse(`${time.local}:00Z`);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}

/** The reservations by their start instant, those without a start last; ties keep the readers' order. */
export function inTimeOrder(found: Found[]): Found[] {
  const key = (r: Found) => (r.start ? instantMs(r.start) : Number.POSITIVE_INFINITY);
  return found.toSorted((a, b) => key(a) - key(b));
}

/**
 * Where the trip goes: the arrival of its first transport (the airport's city, else the station's
 * or stop's name), else the first hotel's name, else the first reservation's place.
 */
function destinationOf(ordered: Found[]): string {
  const leg = ordered.find((r) => transportTypes.includes(r.type));
  if (leg) return (leg.flight && airportOf(leg.flight.arrivalAirport)?.city) || leg.endPlace.name;
  const stay = ordered.find((r) => r.type === 'lodging');
  if (stay) return stay.name || stay.startPlace.name;
  const first = ordered[0];
  return first ? first.startPlace.name || first.name : '';
}

const dayFormats = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  withYear: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * 'Mar 16–19', 'Mar 30–Apr 2', 'Mar 16': the trip's first and last local days, the year added
 * only when one of them is not in `today`'s year ('Dec 30, 2026–Jan 2, 2027').
 */
export function dayRange(first: string, last: string, today: Date): string {
  const from = Date.parse(`${first}T00:00Z`);
  const to = Math.max(from, Date.parse(`${last}T00:00Z`));
  if (Number.isNaN(to)) return '';
  const thisYear = [from, to].every((ms) => new Date(ms).getUTCFullYear() === today.getUTCFullYear());
  // Intl puts a thin space each side of the dash; a range of days is written closed up.
  return (thisYear ? dayFormats.short : dayFormats.withYear).formatRange(from, to).replace(/\s?–\s?/u, '–');
}

/** The days the reservations span: the first start's local day, and the latest end's (or start's). */
function daysOf(ordered: Found[]): { first: string; last: string } | undefined {
  const first = ordered[0]?.start;
  if (!first) return undefined;
  const ends = ordered.flatMap((r) => {
    const end = r.end ?? r.start;
    return end ? [end] : [];
  });
  const last = ends.reduce((latest, end) => (instantMs(end) > instantMs(latest) ? end : latest), first);
  return { first: first.local.slice(0, 10), last: last.local.slice(0, 10) };
}

/**
 * A new trip's title: its destination and days ('Chicago, Mar 16–19'). Without a place, the mail's
 * subject (without its Fwd:/Re:) stands for the destination, else 'Imported trip'.
 */
export function tripTitle(ordered: Found[], { subject, today }: { subject: string; today: Date }): string {
  const cleanSubject = subject.replace(/^(?:(?:fwd?|re|wg|aw|tr)\s*:\s*)+/i, '').trim();
  const days = daysOf(ordered);
  const where = destinationOf(ordered) || cleanSubject || 'Imported trip';
  return [where, days ? dayRange(days.first, days.last, today) : ''].filter(Boolean).join(', ').slice(0, 200);
}
