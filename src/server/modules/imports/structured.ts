// schema.org reservations as senders embed them (JSON-LD or microdata), tolerating the broken
// variants real mails carry: types with or without the schema.org prefix, no @context, a Flight
// without its reservation, an airport given as a string, an airline as a name, dates without a
// zone or with a malformed offset, checkinDate for checkinTime.
import { isTimeZone } from '../../../shared/account.js';
import { localOf } from '../../../shared/time.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { airportOf } from '../../places/airports.js';
import { found, noFlight, noPlace, type Found, type FoundPlace, type FoundTime } from './found.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeOf = (v: unknown) => (isObject(v) ? str(v['@type']).replace(/^https?:\/\/schema\.org\//i, '') : '');
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : isObject(v) ? str(v.name ?? v['@value']) : '');

const TYPES: Record<string, ReservationType> = {
  FlightReservation: 'flight',
  LodgingReservation: 'lodging',
  RentalCarReservation: 'rentalCar',
  TrainReservation: 'train',
  BusReservation: 'bus',
  BoatReservation: 'boat',
  FoodEstablishmentReservation: 'restaurant',
  EventReservation: 'event',
};
/** Things sent without their reservation, and the reservation they stand for. */
const BARE: Record<string, string> = { Flight: 'FlightReservation', LodgingBusiness: 'LodgingReservation', Hotel: 'LodgingReservation', TrainTrip: 'TrainReservation', BusTrip: 'BusReservation' };

/** Every object in the data, arrays and @graph flattened. */
function objects(data: unknown): Json[] {
  if (Array.isArray(data)) return data.flatMap(objects);
  if (!isObject(data)) return [];
  if (Array.isArray(data['@graph'])) return objects(data['@graph']);
  return [data];
}

/**
 * A schema.org date-time as the wall time of the place: written with an offset (or Z) and the
 * place's zone known (or the value's own), the instant is shown in that zone; else the wall time as written.
 */
export function timeOf(value: unknown, placeZone: string | null, defaultTime = '00:00'): FoundTime | null {
  const text = str(value);
  // KDE Itinerary's date-times name their zone beside the value.
  const named = isObject(value) ? str(value.timezone) : '';
  const zone = placeZone ?? (isTimeZone(named) ? named : null);
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?/.exec(text);
  if (!m?.[1]) return null;
  const wall = `${m[1]}T${m[2] ?? defaultTime}`;
  if (m[2] && m[3] && zone) {
    const offset = m[3] === 'Z' ? '+00:00' : m[3].length === 5 ? `${m[3].slice(0, 3)}:${m[3].slice(3)}` : m[3];
    const instant = new Date(`${wall}:00${offset}`);
    if (!Number.isNaN(instant.getTime())) return { local: localOf(instant, zone), zone };
  }
  return { local: wall, zone };
}

function addressOf(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (!isObject(v)) return '';
  return [v.streetAddress, [v.postalCode, v.addressLocality].map(str).filter(Boolean).join(' '), v.addressRegion, v.addressCountry].map(str).filter(Boolean).join(', ');
}

/** An airport given as an object, a code or a name. */
function airport(v: unknown): { code: string; place: FoundPlace } {
  const raw = isObject(v) ? str(v.iataCode) : str(v);
  const code = /^[a-z]{3}$/i.test(raw) && airportOf(raw) ? raw.toUpperCase() : '';
  const name = isObject(v) ? str(v.name) : code ? '' : raw;
  return { code, place: { ...noPlace(), name: name || (airportOf(code)?.name ?? ''), address: isObject(v) ? addressOf(v.address) : '', code } };
}

const place = (v: unknown): FoundPlace => ({ ...noPlace(), name: str(v), address: isObject(v) ? addressOf(v.address) : '' });

function flightOf(r: Json, f: Json): Found {
  const from = airport(f.departureAirport);
  const to = airport(f.arrivalAirport);
  const airline = f.airline ?? f.provider;
  let airlineCode = isObject(airline) ? str(airline.iataCode) : '';
  let number = str(f.flightNumber);
  const joined = /^([A-Z0-9]{2})\s*(\d{1,4}[A-Z]?)$/.exec(number);
  if (joined && (!airlineCode || joined[1] === airlineCode)) {
    airlineCode = joined[1] ?? '';
    number = joined[2] ?? '';
  }
  return found('flight', {
    start: timeOf(f.departureTime, airportOf(from.code)?.zone ?? null),
    end: timeOf(f.arrivalTime, airportOf(to.code)?.zone ?? null),
    startPlace: from.place,
    endPlace: to.place,
    provider: str(airline),
    flight: {
      ...noFlight(),
      airlineCode: airlineCode.toUpperCase(),
      airlineName: str(airline),
      flightNumber: number.replace(/^0+(?=\d)/, ''),
      departureAirport: from.code,
      arrivalAirport: to.code,
      departureTerminal: str(f.departureTerminal),
      arrivalTerminal: str(f.arrivalTerminal),
      departureGate: str(f.departureGate),
      arrivalGate: str(f.arrivalGate),
      seat: str(r.airplaneSeat ?? (isObject(r.reservedTicket) ? (r.reservedTicket.ticketedSeat as Json | undefined)?.seatNumber : '')),
    },
  });
}

function reservationOf(r: Json): Found | undefined {
  let type = typeOf(r);
  let reservation = r;
  if (BARE[type]) {
    reservation = { '@type': BARE[type], reservationFor: r };
    type = BARE[type] ?? type;
  }
  const kind = TYPES[type];
  if (!kind) return undefined;
  const forList = Array.isArray(reservation.reservationFor) ? reservation.reservationFor : [reservation.reservationFor];
  const f: Json = forList.find(isObject) ?? {};
  let result: Found;
  switch (kind) {
    case 'flight':
      result = flightOf(reservation, f);
      break;
    case 'lodging': {
      const name = str(f.name);
      result = found('lodging', {
        name,
        provider: name,
        start: timeOf(reservation.checkinTime ?? reservation.checkinDate, null, '15:00'),
        end: timeOf(reservation.checkoutTime ?? reservation.checkoutDate, null, '11:00'),
        startPlace: { ...noPlace(), name, address: addressOf(f.address) },
      });
      break;
    }
    case 'rentalCar':
      result = found('rentalCar', {
        provider: str(f.rentalCompany ?? reservation.provider ?? f.brand),
        name: str(f.name ?? f.model),
        start: timeOf(reservation.pickupTime, null),
        end: timeOf(reservation.dropoffTime, null),
        startPlace: place(reservation.pickupLocation),
        endPlace: place(reservation.dropoffLocation),
      });
      break;
    case 'train':
    case 'bus':
    case 'boat': {
      const [from, to] = kind === 'train' ? ['departureStation', 'arrivalStation'] : kind === 'bus' ? ['departureBusStop', 'arrivalBusStop'] : ['departureBoatTerminal', 'arrivalBoatTerminal'];
      result = found(kind, {
        provider: str(f.provider),
        vehicleNumber: str(f.trainNumber ?? f.busNumber ?? f.name),
        start: timeOf(f.departureTime, null),
        end: timeOf(f.arrivalTime, null),
        startPlace: place(f[from ?? '']),
        endPlace: place(f[to ?? '']),
      });
      break;
    }
    default:
      result = found(kind, {
        name: str(f.name),
        start: timeOf(f.startDate ?? reservation.startTime, null),
        end: timeOf(f.endDate ?? reservation.endTime, null),
        startPlace: { ...place(f.location ?? f), name: str(isObject(f.location) ? f.location.name : f.name) },
      });
  }
  result.reservationNumber = str(reservation.reservationNumber ?? reservation.reservationId);
  result.cancelled = /cancel/i.test(str(reservation.reservationStatus));
  return result;
}

/** The reservations in schema.org data. */
export function readStructured(data: unknown[]): Found[] {
  return data.flatMap(objects).flatMap((o) => {
    const r = reservationOf(o);
    return r ? [r] : [];
  });
}
