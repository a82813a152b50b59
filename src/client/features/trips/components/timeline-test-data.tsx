// Shared by the itinerary's component tests: a rendering frame, the trip's one itinerary answer and a
// New York → London → Edinburgh timeline.
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { type Itinerary, ItinerarySchema, type Timeline, type TimelineEntry } from '../../../../shared/itinerary.js';
import { authRoutes, json, type StubRoutes, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

export const TRIP_ID = '7d2c86a1-3b1e-4a57-9c43-0b9a4f0e6a11';
export const FLIGHT_ID = '0e5a3c1d-2b4f-4e6a-8c9d-1f2e3a4b5c6d';
export const HOTEL_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const HIDDEN_FLIGHT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const EVENT_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

/** The one call that answers a trip's reservations, events, timeline, summary and travel proposals. */
export const ITINERARY = `/api/v1/trips/${TRIP_ID}/itinerary`;

/**
 * The itinerary's answer: by default a trip with nothing in it (no reservations or events, an empty
 * timeline, a zero summary, no proposals, the profile's buffers); `overrides` replaces whole parts.
 * Checked against the API's schema, so a test cannot stub an answer the client would refuse.
 */
export function buildItinerary(overrides: Partial<Itinerary> = {}): Itinerary {
  return ItinerarySchema.parse({
    reservations: [],
    events: [],
    timeline: { homeZone: 'Europe/London', hiddenCount: 0, days: [] },
    summary: { trips: 1, nightsAway: 0, flights: 0, milesFlown: 0, workHours: 0, travelHours: 0, spent: [] },
    proposals: { bufferBeforeMinutes: 60, bufferAfterMinutes: 30, items: [] },
    ...overrides,
  });
}

/** The API's stubs every itinerary component needs: the session and the profile (home Europe/London, GBP). */
export const baseRoutes = (): StubRoutes => ({
  ...authRoutes(() => testSession),
  'GET /api/v1/account/profile': () => json(testProfile),
});

/** Renders `element` on a page of its own, with the app's providers and the confirmation modals. */
export function renderPart(element: ReactNode) {
  return renderRoutes('/part', [{ path: '/part', element: <ModalsProvider>{element}</ModalsProvider> }]);
}

export function buildEntry(overrides: Partial<TimelineEntry> & Pick<TimelineEntry, 'key' | 'recordId' | 'at' | 'local' | 'abbreviation' | 'home'>): TimelineEntry {
  return {
    source: 'reservation',
    type: 'other',
    kind: null,
    title: 'Entry',
    zone: 'Europe/London',
    dayOffset: 0,
    place: '',
    address: '',
    confirmation: '',
    costMinor: null,
    currency: 'GBP',
    cancelled: false,
    hidden: false,
    flight: null,
    ...overrides,
  };
}

const flight = (overrides: Partial<NonNullable<TimelineEntry['flight']>> = {}): NonNullable<TimelineEntry['flight']> => ({
  airlineCode: 'BA',
  airlineName: 'British Airways',
  flightNumber: '178',
  departureAirport: 'JFK',
  arrivalAirport: 'LHR',
  departureTerminal: '7',
  departureGate: 'B32',
  arrivalTerminal: '5',
  arrivalGate: '',
  seat: '12A',
  status: null,
  estimatedDeparture: null,
  estimatedArrival: null,
  ...overrides,
});

/**
 * BA 178 leaves New York at 19:05 EDT on Monday and lands in London at 07:05 GMT on Tuesday (+1);
 * a hotel in London; on Wednesday a hidden flight to Edinburgh, a dinner of the user's own, and a night without lodging.
 */
export function buildTimeline(): Timeline {
  return {
    homeZone: 'Europe/London',
    hiddenCount: 1,
    days: [
      {
        date: '2026-03-16',
        gaps: [],
        entries: [
          buildEntry({
            key: `${FLIGHT_ID}:departure`,
            recordId: FLIGHT_ID,
            type: 'flight',
            kind: 'departure',
            title: 'BA 178 New York to London',
            at: '2026-03-16T23:05:00.000Z',
            zone: 'America/New_York',
            local: '2026-03-16T19:05',
            abbreviation: 'EDT',
            home: '2026-03-16T23:05',
            place: 'John F. Kennedy International Airport',
            confirmation: 'XK7P2Q',
            flight: flight({ status: 'delayed' }),
          }),
        ],
      },
      {
        date: '2026-03-17',
        gaps: [],
        entries: [
          buildEntry({
            key: `${FLIGHT_ID}:arrival`,
            recordId: FLIGHT_ID,
            type: 'flight',
            kind: 'arrival',
            title: 'BA 178 New York to London',
            at: '2026-03-17T07:05:00.000Z',
            local: '2026-03-17T07:05',
            abbreviation: 'GMT',
            home: '2026-03-17T07:05',
            dayOffset: 1,
            place: 'London Heathrow',
            flight: flight({ status: 'delayed' }),
          }),
          buildEntry({
            key: `${HOTEL_ID}:check-in`,
            recordId: HOTEL_ID,
            type: 'lodging',
            kind: 'check-in',
            title: 'The Savoy',
            at: '2026-03-17T15:00:00.000Z',
            local: '2026-03-17T15:00',
            abbreviation: 'GMT',
            home: '2026-03-17T15:00',
            address: 'Strand, London WC2R 0EZ',
          }),
        ],
      },
      {
        date: '2026-03-18',
        gaps: [{ kind: 'no-lodging', date: '2026-03-18', message: 'No lodging for the night of 03/18/2026 in Edinburgh', reservationIds: [] }],
        entries: [
          buildEntry({
            key: `${HIDDEN_FLIGHT_ID}:departure`,
            recordId: HIDDEN_FLIGHT_ID,
            type: 'flight',
            kind: 'departure',
            title: 'BA 1446 London to Edinburgh',
            at: '2026-03-18T10:00:00.000Z',
            local: '2026-03-18T10:00',
            abbreviation: 'GMT',
            home: '2026-03-18T10:00',
            hidden: true,
            flight: flight({ flightNumber: '1446', departureAirport: 'LHR', arrivalAirport: 'EDI' }),
          }),
          buildEntry({
            key: `event:${EVENT_ID}`,
            source: 'event',
            recordId: EVENT_ID,
            type: 'meeting',
            title: 'Dinner with the client',
            at: '2026-03-18T19:30:00.000Z',
            local: '2026-03-18T19:30',
            abbreviation: 'GMT',
            home: '2026-03-18T19:30',
            place: 'Dishoom',
          }),
        ],
      },
    ],
  };
}
