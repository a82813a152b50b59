// TripIt's calendar feed, and the .ics its trips give to calendars: one event per flight, train,
// activity…, and one per check-in, check-out, pick-up and drop-off, each at its instant in UTC; the
// wall-clock time and its zone's abbreviation are in the description, under a line naming the kind
// ('[Flight] LH401 JFK to FRA', '[Rail] DB - Frankfurt (Main) Hbf to Hamburg Hbf', '[Lodging]
// Arrive Hotel Atlantic'). The trip itself is an all-day event, which is no reservation.
import type ICAL from 'ical.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { localOf } from '../../../shared/time.js';
import { airportOf } from '../../places/airports.js';
import { zoneOfPlace } from '../../places/cities.js';
import { found, noFlight, noPlace, type Found, type FoundPlace } from './found.js';

type Component = InstanceType<typeof ICAL.Component>;

const kinds: Record<string, ReservationType> = {
  flight: 'flight',
  rail: 'train',
  lodging: 'lodging',
  car: 'rentalCar',
  cruise: 'boat',
  restaurant: 'restaurant',
  activity: 'event',
  meeting: 'event',
  concert: 'event',
  theater: 'event',
  tour: 'event',
  transport: 'other',
  parking: 'other',
};

const text = (event: Component, name: string) => String(event.getFirstPropertyValue(name) ?? '');
/** The description's lines, trimmed: each is read on its own. */
const linesOf = (description: string) => description.split('\n').map((line) => line.trim());
/** '[Rail] DB - Frankfurt (Main) Hbf to Hamburg Hbf': the kind and the rest. */
function kindLine(lines: readonly string[]): { kind: string; rest: string } | undefined {
  for (const line of lines) {
    const m = /^\[([a-z ]{2,20})\](.*)$/i.exec(line);
    if (m) return { kind: (m[1] ?? '').trim().toLowerCase(), rest: (m[2] ?? '').trim() };
  }
  return undefined;
}
/** The first line that starts with `label` (a word or a pattern of one), without it. */
function after(lines: readonly string[], label: RegExp): string | undefined {
  for (const line of lines) {
    const m = label.exec(line);
    if (m) return line.slice(m[0].length).trim();
  }
  return undefined;
}

/** Whether a calendar is TripIt's: its events' UIDs are TripIt's and their descriptions name their kinds. */
export function isTripIt(events: readonly Component[]): boolean {
  return events.some((e) => /@tripit\.com$/i.test(text(e, 'uid')) && kindLine(linesOf(text(e, 'description'))) !== undefined);
}

/** The wall-clock times the description gives ('22:00  EDT', '10:00 PM EDT'), in order, as minutes of the day. */
function localTimes(lines: readonly string[]): number[] {
  const times: number[] = [];
  for (const line of lines) {
    const m = /^(\d{1,2}):(\d{2})(?: ?([ap]m))? +(?:[a-z]{2,5}|gmt[+-]\d{1,2}(?::\d{2})?)$/i.exec(line);
    if (!m) continue;
    let hour = Number(m[1]) % 24;
    if (m[3]) hour = (hour % 12) + (/p/i.test(m[3]) ? 12 : 0);
    times.push(hour * 60 + Number(m[2]));
  }
  return times;
}

/** Minutes east of UTC that a wall-clock time of the day shows at an instant. */
function offsetShown(instant: Date, minutesOfDay: number): number {
  let offset = minutesOfDay - (instant.getUTCHours() * 60 + instant.getUTCMinutes());
  while (offset <= -720) offset += 1440;
  while (offset > 840) offset -= 1440;
  return offset;
}

const offsetOf = (instant: Date, zone: string) => Math.round((Date.parse(`${localOf(instant, zone)}:00Z`) - instant.getTime()) / 60_000);

/**
 * The zone of a moment: the first of the places' zones whose clock shows the time the description
 * gives; else a fixed offset of the tz database (`Etc/GMT-2` is UTC+2), marked as guessed.
 */
function zoneAt(instant: Date, shown: number | undefined, candidates: readonly (string | null | undefined)[]): { zone: string; guessed: boolean } {
  const offset = shown === undefined ? undefined : offsetShown(instant, shown);
  for (const zone of candidates) if (zone && (offset === undefined || offsetOf(instant, zone) === offset)) return { zone, guessed: offset === undefined };
  if (offset === undefined) return { zone: 'UTC', guessed: true };
  if (offset === 0) return { zone: 'UTC', guessed: false };
  if (offset % 60 === 0) return { zone: `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset / 60)}`, guessed: true };
  return { zone: 'UTC', guessed: true };
}

/** The zones a place's name or address may be in: the city its name or one of its address's parts names. */
const zonesOf = (place: FoundPlace) =>
  [place.name, ...place.address.split(/[,;]/).map((part) => part.split(' ').filter((word) => !/^\d+$/.test(word)).join(' ').trim())].filter(Boolean).map(zoneOfPlace);

/** 'Depart Frankfurt (Main) Hbf Am Hauptbahnhof, 60329 Frankfurt …' with its place's name known: the rest is its address. */
function placeOf(line: string | undefined, name: string): FoundPlace {
  const rest = (line ?? '').trim();
  const address = name && rest.startsWith(name) ? rest.slice(name.length).trim() : rest;
  return { ...noPlace(), name: name || rest, address: address === name ? '' : address };
}


/** One TripIt event as a reservation, or undefined for the trip's own all-day event and what names no kind. */
function readEvent(event: Component): (Found & { half?: 'first' | 'second' }) | undefined {
  const lines = linesOf(text(event, 'description').replace(/\r/g, ''));
  const kind = kindLine(lines);
  const start = event.getFirstPropertyValue('dtstart');
  if (!kind || !start || typeof start !== 'object' || !('toJSDate' in start) || start.isDate) return undefined;
  const type = kinds[kind.kind] ?? 'other';
  const summary = text(event, 'summary').trim();
  const location = text(event, 'location').trim();
  const startAt = start.toJSDate();
  const endValue = event.getFirstPropertyValue('dtend');
  const endAt = endValue && typeof endValue === 'object' && 'toJSDate' in endValue ? endValue.toJSDate() : undefined;
  const [shownStart, shownEnd] = localTimes(lines);
  const reference = /^[a-z0-9][\w.-]{3,}/i.exec(after(lines, /^confirmation(?: ?(?:#|no\.?|number))? ?:?/i) ?? '')?.[0] ?? '';
  const r = found(type, { reservationNumber: reference });
  const guessed: string[] = [];
  const moment = (at: Date, shown: number | undefined, candidates: readonly (string | null | undefined)[], which: 'start' | 'end') => {
    const { zone, guessed: guess } = zoneAt(at, shown, candidates);
    if (guess) guessed.push(`${which}.zone`);
    return { local: localOf(at, zone), zone };
  };

  const flight = /^([A-Z0-9]{2}) ?(\d{1,4}) +([A-Z]{3}) to ([A-Z]{3})\b/.exec(summary);
  const half = /^(?:check-?out|drop[- ]?off)\b/i.test(summary) || /^(?:depart|drop)/i.test(kind.rest) ? 'second' : /^(?:check-?in|pick[- ]?up)\b/i.test(summary) ? 'first' : undefined;
  const departs = after(lines, /^depart /i);
  const arrives = after(lines, /^arrive /i);
  if (type === 'flight' && flight) {
    const [, airline = '', number = '', from = '', to = ''] = flight;
    const departure = airportOf(from);
    const arrival = airportOf(to);
    r.flight = { ...noFlight(), airlineCode: airline, flightNumber: number, departureAirport: from, arrivalAirport: to };
    r.flight.seat = /^\d{1,3}[a-k]\b/i.exec(after(lines, /^seats? ?: ?/i) ?? '')?.[0] ?? '';
    r.flight.departureTerminal = /\bterminal (\w+)/i.exec(departs ?? '')?.[1] ?? '';
    r.flight.arrivalTerminal = /\bterminal (\w+)/i.exec(arrives ?? '')?.[1] ?? '';
    r.provider = airline;
    r.startPlace = { name: departure?.name ?? from, address: '', code: from };
    r.endPlace = { name: arrival?.name ?? to, address: '', code: to };
    r.start = moment(startAt, shownStart, [departure?.zone], 'start');
    if (endAt && endAt.getTime() !== startAt.getTime()) r.end = moment(endAt, shownEnd, [arrival?.zone], 'end');
  } else if (type === 'lodging' || type === 'rentalCar') {
    // A check-in or a pick-up (the first half), or a check-out or a drop-off (the second): paired after.
    const name = /^(?:check-?in|check-?out|pick[- ]?up|drop[- ]?off)\b/i.test(summary) ? summary.slice(summary.indexOf(':') + 1).trim() : summary;
    if (type === 'lodging') r.name = name;
    else r.provider = name;
    r.startPlace = { ...noPlace(), name: type === 'lodging' ? name : location, address: location };
    const at = moment(startAt, shownStart, zonesOf(r.startPlace), 'start');
    if (half === 'second') {
      r.end = at;
      if (guessed.length) guessed.splice(0, guessed.length, 'end.zone');
    } else r.start = at;
  } else {
    // '<provider> - <from> to <to>' for rail and ground transport; else the event's own name.
    const dash = summary.indexOf(' - ');
    const journey = dash >= 0 ? summary.slice(dash + 3) : summary;
    const to = journey.indexOf(' to ');
    if (to > 0 && (type === 'train' || type === 'boat' || type === 'other')) {
      r.provider = dash >= 0 ? summary.slice(0, dash).trim() : '';
      r.startPlace = placeOf(departs, journey.slice(0, to).trim());
      r.endPlace = placeOf(arrives, journey.slice(to + 4).trim());
    } else {
      // An activity's own name is where it is ('Miniatur Wunderland'); its place gives the address.
      r.name = summary;
      r.startPlace = { ...noPlace(), name: summary, address: location };
    }
    const begins = moment(startAt, shownStart, zonesOf(r.startPlace), 'start');
    r.start = begins;
    if (endAt && endAt.getTime() !== startAt.getTime()) {
      // Ending where it starts, with no time of its own given: in the start's zone, as sure as that.
      r.end = r.endPlace.name || shownEnd !== undefined ? moment(endAt, shownEnd, [...zonesOf(r.endPlace), begins.zone], 'end') : { local: localOf(endAt, begins.zone), zone: begins.zone };
    }
  }
  if (guessed.length) r.guessed = guessed;
  return { ...r, half };
}

/**
 * The reservations of a TripIt calendar: a stay from its check-in and check-out events (matched by
 * the hotel's name), a rental from its pick-up and drop-off (by the company's), each other event
 * as it is.
 */
export function readTripIt(events: readonly Component[]): Found[] {
  const startOf = (event: Component) => {
    const value = event.getFirstPropertyValue('dtstart');
    return value && typeof value === 'object' && 'toJSDate' in value ? value.toJSDate().getTime() : 0;
  };
  // In time order, so that a check-in comes before its check-out.
  const read = [...events].sort((a, b) => startOf(a) - startOf(b)).map(readEvent).filter((r): r is NonNullable<typeof r> => r !== undefined);
  const out: Found[] = [];
  const open = new Map<string, Found>();
  const trips = tripsOf(events);
  const keyOf = (r: Found) => `${r.type}\u0000${(r.type === 'lodging' ? r.name : r.provider).toLowerCase()}`;
  for (const { half, ...r } of read) {
    if (half === 'first') {
      open.set(keyOf(r), r);
      out.push(r);
    } else if (half === 'second') {
      const first = open.get(keyOf(r));
      if (first && !first.end) {
        first.end = r.end;
        first.reservationNumber ||= r.reservationNumber;
        if (r.guessed?.length) first.guessed = [...(first.guessed ?? []), ...r.guessed];
        open.delete(keyOf(r));
      } else out.push(r);
    } else out.push(r);
  }
  for (const r of out) {
    const day = (r.start ?? r.end)?.local.slice(0, 10) ?? '';
    const trip = trips.find((t) => day >= t.first && day < t.end);
    if (trip) r.trip = trip.name;
  }
  return out;
}

/** The calendar's trips: TripIt writes each as an all-day event (its name, and an end day that is not in it). */
function tripsOf(events: readonly Component[]) {
  return events.flatMap((event) => {
    const start = event.getFirstPropertyValue('dtstart');
    const end = event.getFirstPropertyValue('dtend');
    if (!start || typeof start !== 'object' || !('isDate' in start) || !start.isDate) return [];
    const first = start.toString().slice(0, 10);
    const last = end && typeof end === 'object' && 'isDate' in end && end.isDate ? end.toString().slice(0, 10) : first;
    // A trip's last day is in it whatever the calendar says (an end on the start day is one day).
    const through = new Date(Date.parse(`${last > first ? last : first}T00:00Z`) + (last > first ? 0 : 86_400_000)).toISOString().slice(0, 10);
    return [{ name: text(event, 'summary').trim() || first, first, end: through }];
  });
}
