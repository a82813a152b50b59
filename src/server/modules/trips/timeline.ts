import { gapKinds, itineraryEventTypes, type ItineraryEvent, type Timeline, type TimelineEntry, type TimelineGap } from '../../../shared/itinerary.js';
import { reservationTypes, transportTypes, type Reservation } from '../../../shared/reservations.js';
import { daysBetween, localOf, type Zoned } from '../../../shared/time.js';

/**
 * A trip's itinerary as a timeline, computed from its reservations and the user's own events:
 * pure functions of what the database holds, so the timeline, the active-trip widget and the
 * travel proposals read the same entries.
 */
export interface ItinerarySource {
  trip: { start: Zoned | null; end: Zoned | null; address: string };
  reservations: readonly Reservation[];
  events: readonly ItineraryEvent[];
  homeZone: string;
}

const abbreviations = new Map<string, Intl.DateTimeFormat>();
/** The zone's short name at that instant as en-US writes it: 'EST', 'EDT', 'GMT+1'. */
export function zoneAbbreviation(at: Date, zone: string): string {
  let format = abbreviations.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    abbreviations.set(zone, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

const DAY_MS = 86_400_000;
/** The calendar date `days` after `date`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** What a reservation is called on the timeline: 'UA 100 JFK → LHR' for a flight, else its provider. */
export function reservationTitle(r: Pick<Reservation, 'provider' | 'type'> & {
  flight: Pick<NonNullable<Reservation['flight']>, 'airlineCode' | 'flightNumber' | 'departureAirport' | 'arrivalAirport'> | null;
  startPlace: { name: string };
}): string {
  if (r.flight) {
    const number = [r.flight.airlineCode, r.flight.flightNumber].filter(Boolean).join(' ');
    const route = r.flight.departureAirport && r.flight.arrivalAirport ? `${r.flight.departureAirport} → ${r.flight.arrivalAirport}` : '';
    const title = [number, route].filter(Boolean).join(' ');
    if (title) return title;
  }
  return r.provider || r.startPlace.name || reservationTypes[r.type];
}

const endKinds = {
  flight: ['departure', 'arrival'],
  train: ['departure', 'arrival'],
  bus: ['departure', 'arrival'],
  boat: ['departure', 'arrival'],
  lodging: ['check-in', 'check-out'],
  rentalCar: ['pick-up', 'drop-off'],
  restaurant: ['start', null],
  event: ['start', null],
  other: ['start', null],
} as const;

/** The moments of a reservation: departure and arrival, check-in and check-out, pick-up and drop-off, or its start. */
function reservationEntries(r: Reservation, homeZone: string): TimelineEntry[] {
  const [first, second] = endKinds[r.type];
  const title = reservationTitle(r);
  const common = {
    source: 'reservation' as const,
    recordId: r.id,
    type: r.type,
    title,
    confirmation: r.reservationNumber,
    costMinor: r.costMinor,
    currency: r.currency,
    cancelled: r.status === 'cancelled',
    hidden: r.hidden,
    flight: r.flight,
  };
  const at = (z: Zoned) => ({ at: z.at, zone: z.zone, local: z.local, abbreviation: zoneAbbreviation(new Date(z.at), z.zone), home: localOf(new Date(z.at), homeZone) });
  const entries: TimelineEntry[] = [
    { ...common, key: `${r.id}:${first}`, kind: first, ...at(r.start), dayOffset: 0, place: r.startPlace.name, address: r.startPlace.address },
  ];
  if (second && r.end) {
    // A transport ends where it arrives, a stay or a car where it began unless another place is given.
    const place = r.endPlace.name || r.endPlace.address ? r.endPlace : r.startPlace;
    entries.push({
      ...common,
      key: `${r.id}:${second}`,
      kind: second,
      ...at(r.end),
      // Only an arrival says '+1': a check-out days later is the stay's length, not a surprise.
      dayOffset: second === 'arrival' ? daysBetween(r.start.local.slice(0, 10), r.end.local.slice(0, 10)) : 0,
      place: place.name,
      address: place.address,
      // The cost and confirmation belong to the reservation once, on its first moment.
      costMinor: null,
    });
  }
  return entries;
}

function eventEntry(e: ItineraryEvent, homeZone: string): TimelineEntry {
  return {
    key: `event:${e.id}`,
    source: 'event',
    recordId: e.id,
    type: e.type,
    kind: null,
    title: e.title || itineraryEventTypes[e.type],
    at: e.start.at,
    zone: e.start.zone,
    local: e.start.local,
    abbreviation: zoneAbbreviation(new Date(e.start.at), e.start.zone),
    home: localOf(new Date(e.start.at), homeZone),
    dayOffset: 0,
    place: e.place,
    address: e.address,
    confirmation: e.confirmation,
    costMinor: e.costMinor,
    currency: e.currency,
    cancelled: false,
    hidden: false,
    flight: null,
  };
}

/** Every moment of the itinerary in order of its instant (hidden flights included, marked). */
export function timelineEntries(source: ItinerarySource): TimelineEntry[] {
  const entries = [
    ...source.reservations.flatMap((r) => reservationEntries(r, source.homeZone)),
    ...source.events.map((e) => eventEntry(e, source.homeZone)),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.key.localeCompare(b.key));
}

const live = (r: Reservation) => r.status !== 'cancelled';
/** The local dates a reservation spans at its two ends. */
const span = (r: Reservation) => ({ from: r.start.local.slice(0, 10), to: (r.end ?? r.start).local.slice(0, 10) });

/** The trip's first and last local dates: its own, else those of its itinerary. */
function tripDates(source: ItinerarySource, entries: readonly TimelineEntry[]) {
  const first = source.trip.start?.local.slice(0, 10) ?? entries[0]?.local.slice(0, 10);
  const last = source.trip.end?.local.slice(0, 10) ?? entries.at(-1)?.local.slice(0, 10);
  return first && last && first <= last ? { first, last } : undefined;
}

/**
 * What is missing or wrong: a night between the first and last day with neither lodging nor an
 * overnight journey; a rental car not returned by the trip's end; two stays that overlap.
 * Cancelled reservations count for nothing; a hidden flight still carries the traveller.
 */
export function timelineGaps(source: ItinerarySource, entries: readonly TimelineEntry[]): TimelineGap[] {
  const gaps: TimelineGap[] = [];
  const booked = source.reservations.filter(live);
  const stays = booked.filter((r) => r.type === 'lodging').sort((a, b) => Date.parse(a.start.at) - Date.parse(b.start.at));
  const journeys = booked.filter((r) => transportTypes.includes(r.type));
  const dates = tripDates(source, entries);
  if (dates) {
    const slept = (night: string) =>
      stays.some((r) => span(r).from <= night && night < span(r).to) || journeys.some((r) => span(r).from <= night && night < span(r).to);
    for (let night = dates.first; night < dates.last; night = addDays(night, 1)) {
      if (!slept(night)) gaps.push({ kind: 'no-lodging', date: night, message: gapKinds['no-lodging'], reservationIds: [] });
    }
  }
  const tripEnd = source.trip.end ? Date.parse(source.trip.end.at) : undefined;
  for (const car of booked.filter((r) => r.type === 'rentalCar')) {
    if (!car.end || (tripEnd !== undefined && Date.parse(car.end.at) > tripEnd)) {
      const date = (car.end ?? source.trip.end ?? car.start).local.slice(0, 10);
      gaps.push({ kind: 'car-not-returned', date, message: gapKinds['car-not-returned'], reservationIds: [car.id] });
    }
  }
  stays.forEach((a, i) => {
    for (const b of stays.slice(i + 1)) {
      if (a.end && Date.parse(b.start.at) < Date.parse(a.end.at)) {
        gaps.push({ kind: 'lodging-overlap', date: b.start.local.slice(0, 10), message: gapKinds['lodging-overlap'], reservationIds: [a.id, b.id] });
      }
    }
  });
  return gaps;
}

/** The timeline: entries by local day, each day with its gaps, days in order. */
export function buildTimeline(source: ItinerarySource): Timeline {
  const entries = timelineEntries(source);
  const gaps = timelineGaps(source, entries);
  const days = new Map<string, Timeline['days'][number]>();
  const day = (date: string) => {
    let found = days.get(date);
    if (!found) {
      found = { date, entries: [], gaps: [] };
      days.set(date, found);
    }
    return found;
  };
  for (const entry of entries) day(entry.local.slice(0, 10)).entries.push(entry);
  for (const gap of gaps) day(gap.date).gaps.push(gap);
  return {
    homeZone: source.homeZone,
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    hiddenCount: source.reservations.filter((r) => r.hidden).length,
  };
}
