import { Temporal } from 'temporal-polyfill';
import type { Airport, Flight, Reservation } from '../../../../shared/reservations.js';
import { zoned, type Zoned } from '../../../../shared/time.js';
import type { Trip } from '../../../../shared/trips.js';

/** Test data for the reservation editor, section and list (used by tests only). */

export const TRIP_ID = '5b0f3c2e-8d4a-4c1b-9e7f-2a6d1c3b4e5f';

/** The moment a wall-clock time in `zone` names, as the API answers it. */
export const at = (local: string, zone: string): Zoned => zoned(new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds), zone);

export function buildTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: TRIP_ID,
    title: 'London workshop',
    customer: null,
    project: null,
    address: 'London',
    start: at('2026-11-20T18:00', 'Europe/London'),
    startEvent: '',
    end: at('2026-11-27T17:00', 'Europe/London'),
    endEvent: '',
    estimatedCostMinor: null,
    budgetMinor: null,
    currency: 'USD',
    paid: false,
    confirmationNumber: '',
    spentMinor: 0,
    homeCurrency: 'USD', unconvertedReceipts: 0, receivedMinor: null,
    workHours: 0,
    travelHours: 0,
    contacts: [],
    quickLinks: [],
    tags: [],
    properties: [],
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export const airports: Airport[] = [
  { iata: 'JFK', name: 'John F Kennedy International Airport', city: 'New York', country: 'United States', zone: 'America/New_York', latitude: 40.63980103, longitude: -73.77890015 },
  { iata: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom', zone: 'Europe/London', latitude: 51.4706, longitude: -0.461941 },
];

/** The airports whose code, city or name holds `search`, as GET /api/v1/airports answers. */
export const searchAirports = (search: string) => {
  const q = search.toLowerCase();
  return airports.filter((a) => [a.iata, a.city, a.name].some((text) => text.toLowerCase().includes(q)));
};

const place = (name = '', address = '') => ({ name, address, latitude: null, longitude: null });

export const buildFlight = (overrides: Partial<Flight> = {}): Flight => ({
  airlineCode: 'UA',
  airlineName: 'United Airlines',
  flightNumber: '100',
  departureAirport: 'JFK',
  arrivalAirport: 'LHR',
  departureTerminal: '7',
  departureGate: '',
  arrivalTerminal: '2',
  arrivalGate: '',
  seat: '14A',
  status: null,
  estimatedDeparture: null,
  estimatedArrival: null,
  ...overrides,
});

let serial = 0;

export function buildReservation(overrides: Partial<Reservation> = {}): Reservation {
  serial += 1;
  return {
    id: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
    trip: { id: TRIP_ID, title: 'London workshop' },
    type: 'lodging',
    provider: 'The Savoy',
    reservationNumber: 'SV-1',
    status: 'confirmed',
    start: at('2026-11-21T15:00', 'Europe/London'),
    end: at('2026-11-25T11:00', 'Europe/London'),
    startPlace: place('The Savoy', 'Strand, London'),
    endPlace: place(),
    costMinor: 120_000,
    currency: 'GBP',
    notes: '',
    flight: null,
    hidden: false,
    miles: null,
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** UA 100 from New York (18:00 EST) to London (07:10 GMT the next morning). */
export const buildFlightReservation = (overrides: Partial<Reservation> = {}) =>
  buildReservation({
    type: 'flight',
    provider: 'United Airlines',
    reservationNumber: 'UA-CONF',
    start: at('2026-11-20T18:00', 'America/New_York'),
    end: at('2026-11-21T07:10', 'Europe/London'),
    startPlace: { name: 'John F Kennedy International Airport', address: 'New York, United States', latitude: 40.64, longitude: -73.78 },
    endPlace: { name: 'London Heathrow Airport', address: 'London, United Kingdom', latitude: 51.47, longitude: -0.46 },
    costMinor: 85_000,
    currency: 'USD',
    flight: buildFlight(),
    miles: 3451,
    ...overrides,
  });
