import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';
import type { StoredFlight, StoredPlace } from '../../db/schema/trips.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { localOf } from '../../../shared/time.js';
import { reservationTitle } from '../trips/timeline.js';

type Component = InstanceType<typeof ICAL.Component>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

/** A moment as stored: an instant and the zone it was set in. */
export interface FeedMoment {
  at: Date;
  zone: string;
}

/** What every item of a feed has: a stable id, and when it was made and last changed. */
interface Versioned {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedTrip extends Versioned {
  title: string;
  address: string;
  confirmationNumber: string;
  start: FeedMoment | null;
  end: FeedMoment | null;
}

export interface FeedReservation extends Versioned {
  tripTitle: string;
  type: ReservationType;
  provider: string;
  reservationNumber: string;
  status: string;
  start: FeedMoment;
  end: FeedMoment | null;
  startPlace: StoredPlace;
  endPlace: StoredPlace;
  notes: string;
  flight: StoredFlight | null;
}

export interface FeedEvent extends Versioned {
  title: string;
  start: FeedMoment;
  end: FeedMoment | null;
  place: string;
  address: string;
  confirmation: string;
}

export interface FeedAssignment extends Versioned {
  name: string;
  customer: string | null;
  start: FeedMoment;
  end: FeedMoment | null;
}

export interface FeedContent {
  /** The calendar's name in the calendar app. */
  name: string;
  /** The host of the app's public origin: the right side of every UID. */
  host: string;
  trips: readonly FeedTrip[];
  reservations: readonly FeedReservation[];
  events: readonly FeedEvent[];
  assignments: readonly FeedAssignment[];
}

/** How often a subscribed calendar is asked to look again (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL). */
export const FEED_REFRESH = 'PT1H';

const timezones = new Map<string, Component | null>();
/** The zone's VTIMEZONE (from the tz database, as `@touch4it/ical-timezones` keeps it), or null for UTC and zones it lacks. */
function vtimezone(zone: string): Component | null {
  let component = timezones.get(zone);
  if (component === undefined) {
    const text = zone === 'UTC' || zone === 'Etc/UTC' ? null : getVtimezoneComponent(zone);
    component = text ? new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${text}END:VCALENDAR`) as unknown[]).getFirstSubcomponent('vtimezone') : null;
    timezones.set(zone, component);
  }
  return component;
}

/**
 * Builds the feed: every timed item at its wall-clock time in its own zone (a flight departs in
 * its departure airport's and lands in its arrival airport's), with that zone's VTIMEZONE; trips
 * and stays as all-day events ending the day after their last day, as iCalendar's all-day ends
 * are exclusive. UIDs are the records' ids, so a change updates the event a calendar already has,
 * and SEQUENCE grows with every change.
 */
export function feedCalendar(content: FeedContent): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Travel & Work Tracker//Calendar feed//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('name', content.name);
  calendar.addPropertyWithValue('x-wr-calname', content.name);
  // Written with VALUE=DURATION, as RFC 7986 has it.
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString(FEED_REFRESH));
  calendar.addPropertyWithValue('x-published-ttl', FEED_REFRESH);

  const used = new Map<string, Timezone>();
  /** The moment as an iCalendar time at its wall clock in its zone, or in UTC for a zone with no VTIMEZONE. */
  const timeOf = ({ at, zone }: FeedMoment) => {
    const component = vtimezone(zone);
    if (!component) return ICAL.Time.fromJSDate(at, true);
    let timezone = used.get(zone);
    if (!timezone) {
      timezone = new ICAL.Timezone(component);
      used.set(zone, timezone);
    }
    // Offsets are whole minutes, so the seconds are the same on every wall clock.
    const time = ICAL.Time.fromDateTimeString(`${localOf(at, zone)}:${String(at.getUTCSeconds()).padStart(2, '0')}`);
    time.zone = timezone;
    return time;
  };
  const dayOf = ({ at, zone }: FeedMoment, after = 0) => {
    const day = ICAL.Time.fromDateString(localOf(at, zone).slice(0, 10));
    day.adjust(after, 0, 0, 0);
    return day;
  };

  const events: Component[] = [];
  const add = (kind: string, item: Versioned, fill: (event: InstanceType<typeof ICAL.Event>) => void) => {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = `${kind}-${item.id}@${content.host}`;
    // Seconds from the record's making to its last change: grows with every change of it.
    event.sequence = Math.max(0, Math.floor((item.updatedAt.getTime() - item.createdAt.getTime()) / 1000));
    component.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(item.updatedAt, true));
    component.addPropertyWithValue('last-modified', ICAL.Time.fromJSDate(item.updatedAt, true));
    fill(event);
    events.push(component);
  };
  const describe = (event: InstanceType<typeof ICAL.Event>, lines: (string | false | null | undefined)[]) => {
    const text = lines.filter(Boolean).join('\n');
    if (text) event.description = text;
  };

  for (const trip of content.trips) {
    const { start, end } = trip;
    if (!start) continue;
    add('trip', trip, (event) => {
      event.summary = trip.title;
      event.startDate = dayOf(start);
      event.endDate = dayOf(end ?? start, 1);
      if (trip.address) event.location = trip.address;
      describe(event, [trip.confirmationNumber && `Confirmation: ${trip.confirmationNumber}`]);
      event.component.addPropertyWithValue('transp', 'TRANSPARENT');
    });
  }

  for (const r of content.reservations) {
    add('reservation', r, (event) => {
      const flight = r.flight;
      const confirmation = r.reservationNumber && `Confirmation: ${r.reservationNumber}`;
      if (r.type === 'lodging') {
        // A stay: all-day from check-in to check-out, both days shown.
        event.summary = r.provider || r.startPlace.name || 'Stay';
        event.startDate = dayOf(r.start);
        event.endDate = dayOf(r.end ?? r.start, 1);
        event.location = placeText(r.startPlace);
        event.component.addPropertyWithValue('transp', 'TRANSPARENT');
        describe(event, [
          `Check-in: ${localOf(r.start.at, r.start.zone).replace('T', ' ')}`,
          r.end && `Check-out: ${localOf(r.end.at, r.end.zone).replace('T', ' ')}`,
          confirmation,
          `Trip: ${r.tripTitle}`,
          r.notes,
        ]);
      } else {
        event.summary = summaryOf(r);
        event.startDate = timeOf(r.start);
        if (r.end) event.endDate = timeOf(r.end);
        event.location = flight
          ? [flight.departureAirport || r.startPlace.name, flight.departureTerminal && `Terminal ${flight.departureTerminal}`, flight.departureGate && `Gate ${flight.departureGate}`].filter(Boolean).join(', ')
          : placeText(r.startPlace);
        describe(event, [
          flight?.seat && `Seat: ${flight.seat}`,
          flight?.arrivalTerminal && `Arrival terminal: ${flight.arrivalTerminal}`,
          !flight && r.endPlace.name && r.endPlace.name !== r.startPlace.name && `To: ${placeText(r.endPlace)}`,
          confirmation,
          `Trip: ${r.tripTitle}`,
          r.notes,
        ]);
      }
      if (r.status === 'cancelled') event.component.addPropertyWithValue('status', 'CANCELLED');
      if (r.startPlace.latitude !== null && r.startPlace.longitude !== null) {
        event.component.addPropertyWithValue('geo', [r.startPlace.latitude, r.startPlace.longitude]);
      }
    });
  }

  for (const e of content.events) {
    add('event', e, (event) => {
      event.summary = e.title;
      event.startDate = timeOf(e.start);
      if (e.end) event.endDate = timeOf(e.end);
      const location = [e.place, e.address].filter(Boolean).join(', ');
      if (location) event.location = location;
      describe(event, [e.confirmation && `Confirmation: ${e.confirmation}`]);
    });
  }

  for (const a of content.assignments) {
    add('assignment', a, (event) => {
      event.summary = a.customer ? `${a.name} (${a.customer})` : a.name;
      event.startDate = timeOf(a.start);
      if (a.end) event.endDate = timeOf(a.end);
      describe(event, [a.customer && `Customer: ${a.customer}`]);
    });
  }

  for (const timezone of used.values()) calendar.addSubcomponent(timezone.component);
  for (const event of events) calendar.addSubcomponent(event);
  return calendar.toString() + '\r\n';
}

/** A place as a calendar's location line: its name and address. */
const placeText = (place: StoredPlace) => [place.name, place.address].filter(Boolean).join(', ');

/** The timeline's title of a reservation ('UA 1542 BOS → ORD'), with the route of one that goes from a place to another ('ICE 1003 London St Pancras → Berlin Hbf'). */
function summaryOf(r: FeedReservation): string {
  const { startPlace: from, endPlace: to } = r;
  if (r.flight || !from.name || !to.name || from.name === to.name) return reservationTitle(r);
  return [r.provider, `${from.name} → ${to.name}`].filter(Boolean).join(' ');
}
