import { instantOf } from '../../../shared/time.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { schemaOrgTypes } from '../../../shared/reservations.js';

/** A wall-clock time as a confirmation gives it, and its zone when the place is known. */
export interface FoundTime {
  /** `YYYY-MM-DDTHH:mm` */
  local: string;
  zone: string | null;
}

export interface FoundPlace {
  name: string;
  address: string;
  /** An airport's code, or a station's when one is given. */
  code: string;
}

export interface FoundFlight {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  departureTerminal: string;
  arrivalTerminal: string;
  departureGate: string;
  arrivalGate: string;
  seat: string;
}

/**
 * One reservation read from a confirmation, whatever the reader: the import's one model, close to
 * schema.org's (see toSchemaOrg) and to our reservations (the import maps it onto one).
 */
export interface Found {
  type: ReservationType;
  reservationNumber: string;
  /** Airline, hotel, rental company, railway or organiser. */
  provider: string;
  /** The hotel's, restaurant's or event's name. */
  name: string;
  /** Departure, check-in, pick-up or start. */
  start: FoundTime | null;
  /** Arrival, check-out or drop-off. */
  end: FoundTime | null;
  startPlace: FoundPlace;
  endPlace: FoundPlace;
  flight: FoundFlight | null;
  /** A train's or bus's number. */
  vehicleNumber: string;
  cancelled: boolean;
  /**
   * The fields a reader put in without reading them ('start.time', 'end.time', 'start.zone',
   * 'end.zone', 'year'): the preview asks the user to confirm them before they are saved.
   */
  guessed?: string[];
  /** The trip of the source it belongs to, when the source holds several (a TripIt calendar's trip name). */
  trip?: string;
}

export const noPlace = (): FoundPlace => ({ name: '', address: '', code: '' });

export function found(type: ReservationType, parts: Partial<Found> = {}): Found {
  return {
    type,
    reservationNumber: '',
    provider: '',
    name: '',
    start: null,
    end: null,
    startPlace: noPlace(),
    endPlace: noPlace(),
    flight: null,
    vehicleNumber: '',
    cancelled: false,
    ...parts,
  };
}

/** The names of the fields whose flag is set: `guesses({ 'start.time': !time })`. */
export const guesses = (flags: Record<string, boolean>) => Object.keys(flags).filter((name) => flags[name]);

export const noFlight = (): FoundFlight => ({
  airlineCode: '',
  airlineName: '',
  flightNumber: '',
  departureAirport: '',
  arrivalAirport: '',
  departureTerminal: '',
  arrivalTerminal: '',
  departureGate: '',
  arrivalGate: '',
  seat: '',
});

/** `2026-03-16T07:05:00-04:00`: the wall time with the zone's offset then, or bare when the zone is unknown. */
export function isoWithOffset(time: FoundTime): string {
  const wall = `${time.local}:00`;
  if (!time.zone) return wall;
  const at = instantOf(time.local, time.zone);
  if (!at) return wall;
  const offsetMinutes = Math.round((Date.parse(`${time.local}:00Z`) - at.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const dropEmpty = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined));

/** Schema.org's names for a ground or water journey, its ends and its vehicle's number (a boat's has none). */
const groundTrips = {
  train: { trip: 'TrainTrip', station: 'TrainStation', from: 'departureStation', to: 'arrivalStation', number: 'trainNumber' },
  bus: { trip: 'BusTrip', station: 'BusStop', from: 'departureBusStop', to: 'arrivalBusStop', number: 'busNumber' },
  boat: { trip: 'BoatTrip', station: 'BoatTerminal', from: 'departureBoatTerminal', to: 'arrivalBoatTerminal', number: undefined },
} as const;

/** The reservation as schema.org JSON-LD, as the command line prints it. */
export function toSchemaOrg(r: Found): Record<string, unknown> {
  const time = (t: FoundTime | null) => (t ? isoWithOffset(t) : undefined);
  const base = dropEmpty({
    '@context': 'http://schema.org',
    '@type': schemaOrgTypes[r.type],
    reservationNumber: r.reservationNumber,
    reservationStatus: r.cancelled ? 'http://schema.org/ReservationCancelled' : 'http://schema.org/ReservationConfirmed',
  });
  const place = (type: string, p: FoundPlace) =>
    dropEmpty({ '@type': type, name: p.name, iataCode: type === 'Airport' ? p.code : undefined, address: p.address || undefined });
  switch (r.type) {
    case 'flight': {
      const f = r.flight ?? noFlight();
      return {
        ...base,
        reservationFor: dropEmpty({
          '@type': 'Flight',
          flightNumber: f.flightNumber,
          airline: dropEmpty({ '@type': 'Airline', iataCode: f.airlineCode, name: f.airlineName }),
          departureAirport: place('Airport', { ...r.startPlace, code: f.departureAirport }),
          arrivalAirport: place('Airport', { ...r.endPlace, code: f.arrivalAirport }),
          departureTime: time(r.start),
          arrivalTime: time(r.end),
          departureTerminal: f.departureTerminal,
          arrivalTerminal: f.arrivalTerminal,
          departureGate: f.departureGate,
          arrivalGate: f.arrivalGate,
        }),
        airplaneSeat: f.seat || undefined,
      };
    }
    case 'lodging':
      return {
        ...base,
        reservationFor: place('LodgingBusiness', { ...r.startPlace, name: r.name || r.startPlace.name }),
        checkinTime: time(r.start),
        checkoutTime: time(r.end),
      };
    case 'rentalCar':
      return {
        ...base,
        reservationFor: dropEmpty({ '@type': 'RentalCar', rentalCompany: r.provider ? { '@type': 'Organization', name: r.provider } : undefined }),
        pickupTime: time(r.start),
        dropoffTime: time(r.end),
        pickupLocation: place('Place', r.startPlace),
        dropoffLocation: place('Place', r.endPlace),
      };
    case 'train':
    case 'bus':
    case 'boat': {
      const { trip, station, from, to, number } = groundTrips[r.type];
      return {
        ...base,
        reservationFor: dropEmpty({
          '@type': trip,
          ...(number ? { [number]: r.vehicleNumber } : {}),
          provider: r.provider ? { '@type': 'Organization', name: r.provider } : undefined,
          [from]: place(station, r.startPlace),
          [to]: place(station, r.endPlace),
          departureTime: time(r.start),
          arrivalTime: time(r.end),
        }),
      };
    }
    default:
      return {
        ...base,
        reservationFor: dropEmpty({
          '@type': r.type === 'restaurant' ? 'FoodEstablishment' : 'Event',
          name: r.name,
          startDate: time(r.start),
          endDate: time(r.end),
          location: r.startPlace.name || r.startPlace.address ? place('Place', r.startPlace) : undefined,
        }),
      };
  }
}
