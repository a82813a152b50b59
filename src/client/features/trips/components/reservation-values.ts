import type { FormErrors } from '@mantine/form';
import { messages } from '../../../../shared/messages.js';
import type { Place as FoundPlace } from '../../../../shared/places.js';
import { fromMinorUnits } from '../../../../shared/money.js';
import {
  ImportedReservationInputSchema,
  ReservationInputSchema,
  transportTypes,
  type Airport,
  type Place,
  type Reservation,
  type ReservationType,
} from '../../../../shared/reservations.js';
import { instantOf, type Zoned } from '../../../../shared/time.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';

export type FlightValues = {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  departureTerminal: string;
  departureGate: string;
  arrivalTerminal: string;
  arrivalGate: string;
  seat: string;
  status: string | null;
  estimatedDeparture: ZonedValue;
  estimatedArrival: ZonedValue;
};

/** The editor's values, shaped as the API's input so its field errors land on the same paths. */
export type ReservationValues = {
  tripId: string | null;
  type: ReservationType;
  provider: string;
  reservationNumber: string;
  status: Reservation['status'];
  start: ZonedValue;
  end: ZonedValue;
  startPlace: Place;
  endPlace: Place;
  cost: string;
  currency: string;
  notes: string;
  flight: FlightValues;
};

/** What a new reservation starts from: its trip, and the trip's start and currency when known. */
export interface ReservationDefaults {
  tripId: string | null;
  start: ZonedValue;
  currency: string;
}

const emptyPlace = (): Place => ({ name: '', address: '', latitude: null, longitude: null });
const zonedValue = (at: Zoned | null | undefined, zone: string): ZonedValue => (at ? { local: at.local, zone: at.zone } : { local: '', zone });

/** A transport or a rental car ends somewhere else than it starts. */
export const hasEndPlace = (type: ReservationType) => transportTypes.includes(type) || type === 'rentalCar';

/** The provider field's label for each kind: who the reservation is with. */
export function providerLabel(type: ReservationType): string {
  if (type === 'flight') return 'Airline';
  if (type === 'lodging') return 'Hotel';
  if (type === 'rentalCar') return 'Rental company';
  if (type === 'restaurant') return 'Restaurant';
  if (type === 'event') return 'Organizer';
  return transportTypes.includes(type) ? 'Operator' : 'Provider';
}

/** The start and end fields' labels for each kind ('Departure'/'Arrival', 'Check-in'/'Check-out', …). */
export function timeLabels(type: ReservationType): { start: string; end: string } {
  if (transportTypes.includes(type)) return { start: 'Departure', end: 'Arrival' };
  if (type === 'lodging') return { start: 'Check-in', end: 'Check-out' };
  if (type === 'rentalCar') return { start: 'Pick-up', end: 'Drop-off' };
  return { start: 'Start', end: 'End' };
}

/** The form's values for a reservation, or for a new one from `defaults`. */
export function reservationValuesOf(defaults: ReservationDefaults, r?: Reservation): ReservationValues {
  const zone = r?.start.zone ?? defaults.start.zone;
  const f = r?.flight;
  return {
    tripId: r?.trip.id ?? defaults.tripId,
    type: r?.type ?? 'flight',
    provider: r?.provider ?? '',
    reservationNumber: r?.reservationNumber ?? '',
    status: r?.status ?? 'confirmed',
    start: r ? zonedValue(r.start, zone) : defaults.start,
    end: zonedValue(r?.end, r?.end?.zone ?? zone),
    startPlace: r ? { ...r.startPlace } : emptyPlace(),
    endPlace: r ? { ...r.endPlace } : emptyPlace(),
    cost: r?.costMinor == null ? '' : fromMinorUnits(r.costMinor, r.currency),
    currency: r?.currency ?? defaults.currency,
    notes: r?.notes ?? '',
    flight: {
      airlineCode: f?.airlineCode ?? '',
      airlineName: f?.airlineName ?? '',
      flightNumber: f?.flightNumber ?? '',
      departureAirport: f?.departureAirport ?? '',
      arrivalAirport: f?.arrivalAirport ?? '',
      departureTerminal: f?.departureTerminal ?? '',
      departureGate: f?.departureGate ?? '',
      arrivalTerminal: f?.arrivalTerminal ?? '',
      arrivalGate: f?.arrivalGate ?? '',
      seat: f?.seat ?? '',
      status: f?.status ?? null,
      estimatedDeparture: zonedValue(f?.estimatedDeparture, r?.start.zone ?? zone),
      estimatedArrival: zonedValue(f?.estimatedArrival, r?.end?.zone ?? zone),
    },
  };
}

const optionalZoned = (value: ZonedValue) => (value.local ? value : null);

/** What Save sends: an empty end, cost or estimate as null; flight fields only for a flight; an end place only where there is one. */
export function reservationBodyOf(v: ReservationValues) {
  const { estimatedDeparture, estimatedArrival, ...flight } = v.flight;
  return {
    tripId: v.tripId ?? '',
    type: v.type,
    provider: v.provider,
    reservationNumber: v.reservationNumber,
    status: v.status,
    start: v.start,
    end: optionalZoned(v.end),
    startPlace: v.startPlace,
    endPlace: hasEndPlace(v.type) ? v.endPlace : emptyPlace(),
    cost: v.cost.trim() === '' ? null : v.cost,
    currency: v.currency,
    notes: v.notes,
    flight:
      v.type === 'flight'
        ? { ...flight, status: flight.status || null, estimatedDeparture: optionalZoned(estimatedDeparture), estimatedArrival: optionalZoned(estimatedArrival) }
        : null,
  };
}

const instant = (value: ZonedValue) => (value.local ? instantOf(value.local, value.zone) : undefined);

/**
 * The errors the API would give, in the spec's words; a missing trip or start is a missing field.
 * The end is compared with the start as instants, each in its own zone, and also while another
 * field is wrong (the schema checks the order only once every field is valid).
 */
export function validateReservation(values: ReservationValues, { withTrip = true } = {}): FormErrors {
  // An import's reservations go into the import's trip: they name none of their own.
  const errors = schemaErrors(withTrip ? ReservationInputSchema : ImportedReservationInputSchema, reservationBodyOf(values));
  if (withTrip && !values.tripId) errors.tripId = messages.fieldRequired;
  if (!values.start.local) errors['start.local'] = messages.fieldRequired;
  // A time whose zone could not be read (an import) needs one chosen.
  if (values.start.local && !values.start.zone) errors['start.zone'] = messages.fieldRequired;
  if (values.end.local && !values.end.zone) errors['end.zone'] = messages.fieldRequired;
  const start = instant(values.start);
  const end = instant(values.end);
  if (start && end && end < start) errors['end.local'] ??= messages.dateNotValid;
  return errors;
}

/** A place where an airport is: its name, city and country, and its coordinates. */
export const airportPlace = (airport: Airport, previous: Place): Place => ({
  name: airport.name,
  address: [airport.city, airport.country].filter(Boolean).join(', ') || previous.address,
  latitude: airport.latitude,
  longitude: airport.longitude,
});

/** A place whose address the geocoder found: the address as found, and where it is; the name kept. */
export const foundPlace = (found: Pick<FoundPlace, 'label' | 'latitude' | 'longitude'>, previous: Place): Place => ({
  name: previous.name,
  address: found.label,
  latitude: found.latitude,
  longitude: found.longitude,
});

/** A place whose address is typed by hand: where it is is no longer known (the map asks the geocoder). */
export const typedAddress = (address: string, previous: Place): Place => ({ name: previous.name, address, latitude: null, longitude: null });

/** How an airport reads in its field: 'JFK — John F Kennedy International Airport, New York'. */
export const airportLabel = (airport: Pick<Airport, 'iata' | 'name' | 'city'>) =>
  `${airport.iata} — ${airport.name}${airport.city ? `, ${airport.city}` : ''}`;
