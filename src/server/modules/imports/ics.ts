// Calendar invitations (.ics): each event is read as text (summary, description, location) and
// its start and end are taken from DTSTART and DTEND, which calendars keep exactly.
import ICAL from 'ical.js';
import { isTimeZone } from '../../../shared/account.js';
import { instantOf, localOf } from '../../../shared/time.js';
import { airportOf } from '../../places/airports.js';
import { found, noPlace, type Found, type FoundTime } from './found.js';
import { readStructured } from './structured.js';
import { readText, referencesIn } from './text-reader.js';
import { isTripIt, readTripIt } from './tripit.js';

type Component = InstanceType<typeof ICAL.Component>;

/** A DTSTART or DTEND as an instant when it names one (UTC, or an IANA TZID), else its wall time. */
function whenOf(event: Component, name: string): { instant?: Date; local?: string; zone?: string } | undefined {
  const property = event.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!value || typeof value !== 'object' || !('toString' in value)) return undefined;
  const text = String(value);
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!m?.[1]) return undefined;
  const wall = `${m[1]}T${m[2] ?? '00:00'}`;
  if (text.endsWith('Z')) return { instant: new Date(`${wall}:00Z`) };
  const tzid = property?.getParameter('tzid');
  const zone = typeof tzid === 'string' && isTimeZone(tzid) ? tzid : undefined;
  if (zone) return { instant: instantOf(wall, zone), zone };
  return { local: wall };
}

/** The zone of a place an event names by code ('Hamburg (ZMB)', 'FRA'; not one inside a reference, 'SCH-3391'), when the dataset knows it. */
const zoneNamedIn = (text: string) =>
  [...text.matchAll(/(?<![\w-])([A-Z]{3})(?![\w-])/g)].map((m) => airportOf(m[1] ?? '')?.zone).find((z): z is string => Boolean(z)) ?? null;

/**
 * The longest content line read, unfolded (32 KiB): no reservation's text is longer, and ical.js's
 * unescaping of a crafted 2 MB one takes seconds.
 */
const MAX_LINE = 32 * 1024;

/** `source` with each content line (a line and its folded continuations) cut at MAX_LINE. */
function capped(source: string): string {
  const out: string[] = [];
  let length = 0;
  for (const line of source.split(/\r?\n/)) {
    if (line[0] !== ' ' && line[0] !== '\t') length = 0;
    const room = MAX_LINE - length;
    if (room <= 0) continue;
    let kept = line;
    if (line.length > room) {
      kept = line.slice(0, room);
      // Not half an escape: drop a backslash the cut left alone at the end.
      let slashes = 0;
      while (slashes < kept.length && kept[kept.length - 1 - slashes] === '\\') slashes += 1;
      if (slashes % 2 === 1) kept = kept.slice(0, -1);
    }
    length += kept.length;
    out.push(kept);
  }
  return out.join('\r\n');
}

/** A TEXT value's escapes undone ('\,' to ',', '\n' to a line break), as ical.js leaves them in a property it does not know. */
const unescaped = (text: string) => text.replace(/\\([\\;,n])/gi, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/**
 * The reservations a calendar keeps as schema.org data beside an event, as KDE Itinerary's export
 * does (X-KDE-KITINERARY-RESERVATION): exact where the event's own text is a summary.
 */
function keptReservations(event: Component): Found[] {
  const kept = event.getFirstPropertyValue('x-kde-kitinerary-reservation');
  if (typeof kept !== 'string') return [];
  try {
    return readStructured([JSON.parse(unescaped(kept))]);
  } catch {
    return [];
  }
}

export function readIcs(source: string): Found[] {
  const calendar = new ICAL.Component(ICAL.parse(capped(source)) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  if (isTripIt(events)) return readTripIt(events);
  const out: Found[] = [];
  for (const event of events) {
    const kept = keptReservations(event);
    if (kept.length > 0) {
      out.push(...kept);
      continue;
    }
    const summary = String(event.getFirstPropertyValue('summary') ?? '');
    const description = String(event.getFirstPropertyValue('description') ?? '');
    const location = String(event.getFirstPropertyValue('location') ?? '');
    const text = [summary, description, location ? `Location: ${location}` : ''].join('\n');
    const start = whenOf(event, 'dtstart');
    const end = whenOf(event, 'dtend');
    const reference = start?.instant ?? new Date();
    const read = readText(text, { reference, day: start?.local?.slice(0, 10) ?? (start?.instant ? localOf(start.instant, start.zone ?? 'UTC').slice(0, 10) : undefined) });
    const place = (zone: string | null | undefined, when: typeof start): FoundTime | null => {
      if (!when) return null;
      if (when.local) return { local: when.local, zone: zone ?? null };
      const z = zone ?? when.zone ?? 'UTC';
      return when.instant ? { local: localOf(when.instant, z), zone: z } : null;
    };
    if (read.length === 1 && read[0]) {
      // One reservation: the calendar's times are exact, in the zones of its places.
      const r = read[0];
      // Else the calendar's own zone (TZID), and only then a code the text names.
      const fallback = (when: typeof start) => when?.zone ?? zoneNamedIn(text);
      const startZone = r.start?.zone ?? r.end?.zone ?? fallback(start);
      const endZone = r.end?.zone ?? r.start?.zone ?? fallback(end);
      r.start = place(startZone, start) ?? r.start;
      r.end = place(endZone, end) ?? r.end;
      if (/\b(?:train|zug|rail)\b/i.test(summary) && r.type === 'flight') r.type = 'train';
      out.push(r);
    } else if (read.length > 1) {
      out.push(...read);
    } else if (start) {
      const kind = /\b(?:train|zug|rail)\b/i.test(summary) ? 'train' : /\b(?:hotel|stay|check-?in)\b/i.test(summary) ? 'lodging' : 'event';
      out.push(
        found(kind, {
          name: summary,
          // A booking's number its description gives ('Bookingnummer: SJ-40917').
          reservationNumber: referencesIn(text)[0]?.value ?? '',
          start: place(start.zone ?? null, start),
          end: place(start.zone ?? null, end),
          startPlace: { ...noPlace(), name: kind === 'lodging' ? summary : location, address: location },
        }),
      );
    }
  }
  return out;
}
