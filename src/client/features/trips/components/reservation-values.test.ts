import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { ReservationType } from '../../../../shared/reservations.js';
import { reservationTitle } from './reservation-display.js';
import { buildFlight, buildFlightReservation, buildReservation, TRIP_ID } from './reservation-test-fixtures.js';
import { foundPlace, providerLabel, reservationBodyOf, reservationValuesOf, timeLabels, typedAddress, validateReservation } from './reservation-values.js';

const defaults = { tripId: TRIP_ID, start: { local: '2026-11-20T18:00', zone: 'Europe/London' }, currency: 'USD' };

describe('reservation form values', () => {
  it('names the provider and the two times by the kind of reservation', () => {
    const kinds: ReservationType[] = ['flight', 'lodging', 'rentalCar', 'train', 'boat', 'restaurant', 'event', 'other'];
    expect(kinds.map(providerLabel)).toEqual([
      'Airline', 'Hotel', 'Rental company', 'Operator', 'Operator', 'Restaurant', 'Organizer', 'Provider',
    ]);
    expect(timeLabels('bus')).toEqual({ start: 'Departure', end: 'Arrival' });
    expect(timeLabels('lodging')).toEqual({ start: 'Check-in', end: 'Check-out' });
    expect(timeLabels('rentalCar')).toEqual({ start: 'Pick-up', end: 'Drop-off' });
    expect(timeLabels('event')).toEqual({ start: 'Start', end: 'End' });
  });

  it("keeps where a chosen address is, and forgets it once the address is typed over", () => {
    const hotel = { name: 'Strand Hotel', address: '1 Str', latitude: null, longitude: null };
    const found = foundPlace({ label: '1 Strand, WC2N 5EJ London, United Kingdom', latitude: 51.5079, longitude: -0.1235 }, hotel);
    expect(found).toEqual({ name: 'Strand Hotel', address: '1 Strand, WC2N 5EJ London, United Kingdom', latitude: 51.5079, longitude: -0.1235 });
    expect(typedAddress('2 Strand, London', found)).toEqual({ name: 'Strand Hotel', address: '2 Strand, London', latitude: null, longitude: null });
  });

  it('sends a saved flight back as it was, each time in its own zone', () => {
    const flight = buildFlightReservation();
    const body = reservationBodyOf(reservationValuesOf(defaults, flight));
    expect(body).toMatchObject({
      tripId: TRIP_ID,
      start: { local: '2026-11-20T18:00', zone: 'America/New_York' },
      end: { local: '2026-11-21T07:10', zone: 'Europe/London' },
      cost: '850.00',
      currency: 'USD',
      flight: { airlineCode: 'UA', flightNumber: '100', estimatedDeparture: null, estimatedArrival: null },
    });
    expect(validateReservation(reservationValuesOf(defaults, flight))).toEqual({});
  });

  it('sends no flight fields, no end place and no empty end or cost for a hotel', () => {
    const values = { ...reservationValuesOf(defaults), type: 'lodging' as const };
    values.endPlace = { name: 'Left over', address: '', latitude: null, longitude: null };
    const body = reservationBodyOf(values);
    expect(body.flight).toBeNull();
    expect(body.end).toBeNull();
    expect(body.cost).toBeNull();
    expect(body.endPlace).toEqual({ name: '', address: '', latitude: null, longitude: null });
  });

  it('asks for the trip and the start, and compares the ends as instants', () => {
    const values = reservationValuesOf({ ...defaults, tripId: null, start: { local: '', zone: 'Europe/London' } });
    expect(validateReservation(values)).toMatchObject({ tripId: messages.fieldRequired, 'start.local': messages.fieldRequired });

    // 17:00 in New York is 22:00 in London: after a 21:00 London start, though it reads earlier.
    const later = { ...reservationValuesOf(defaults), start: { local: '2026-11-20T21:00', zone: 'Europe/London' }, end: { local: '2026-11-20T17:00', zone: 'America/New_York' } };
    expect(validateReservation(later)['end.local']).toBeUndefined();
    const earlier = { ...later, end: { local: '2026-11-20T15:00', zone: 'America/New_York' } };
    expect(validateReservation(earlier)['end.local']).toBe(messages.dateNotValid);
  });

  it('names a flight by its number and route, anything else by its provider', () => {
    expect(reservationTitle(buildFlightReservation())).toBe('UA 100 JFK → LHR');
    expect(reservationTitle(buildFlightReservation({ flight: buildFlight({ airlineCode: '', flightNumber: '', arrivalAirport: '' }) }))).toBe('United Airlines');
    expect(reservationTitle(buildReservation({ provider: '', startPlace: { name: '', address: '', latitude: null, longitude: null } }))).toBe('Lodging');
  });
});
