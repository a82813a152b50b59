import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/account.js';
import type { FlightStatusAnswer } from '../../../shared/flight-status.js';
import { messages } from '../../../shared/messages.js';
import type { Reservation } from '../../../shared/reservations.js';
import { localOf } from '../../../shared/time.js';
import type { Trip } from '../../../shared/trips.js';
import { serviceCache } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { servicesOff } from '../../integrations/config.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { TEST_AUTH_SECRET, testApp } from '../../test/harness.js';
import { flightServiceKey, sealPlainFlightKeys } from '../account/flight-service.service.js';
import { recordedAeroDataBox, recordedAviationstack } from '../../test/recorded/flights.js';
import { startRecordedService, type RecordedService } from '../../test/recorded-service.js';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const HOUR_MS = 3_600_000;
type Browser = ReturnType<typeof browser>;

let aero: RecordedService;
let stack: RecordedService;
beforeAll(async () => {
  [aero, stack] = await Promise.all([startRecordedService(recordedAeroDataBox), startRecordedService(recordedAviationstack)]);
});
afterAll(() => Promise.all([aero.close(), stack.close()]));
beforeEach(() => {
  aero.reset();
  stack.reset();
});

async function signedIn() {
  const services = { ...servicesOff, timeoutMs: 1500, flights: { aerodatabox: aero.baseUrl, aviationstack: stack.baseUrl } };
  const { app, database } = await testApp({ services });
  await database.db.delete(serviceCache);
  const { user } = await createUser(database.db);
  const b = browser(app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { app, database, b, user };
}

/** The user's row as the database holds it, as text. */
const storedRow = async (database: Awaited<ReturnType<typeof testApp>>['database'], userId: string) =>
  JSON.stringify(await database.db.select().from(users).where(eq(users.id, userId)));

async function create<T>(b: Browser, path: string, body: unknown): Promise<T> {
  const res = await b.json(path, 'POST', body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const at = (hours: number, zone: string) => ({ local: localOf(new Date(Date.now() + hours * HOUR_MS), zone), zone });

/** United 100 JFK → LHR departing in `hours` hours, gate B20 on the booking; and a hotel. */
async function booked(b: Browser, hours = 3) {
  const trip = await create<Trip>(b, '/api/v1/trips', { title: 'London' });
  const flight = await create<Reservation>(b, '/api/v1/reservations', {
    tripId: trip.id, type: 'flight', start: at(hours, NY), end: at(hours + 7, LONDON),
    flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: 'JFK', arrivalAirport: 'LHR', departureGate: 'B20' },
  });
  const hotel = await create<Reservation>(b, '/api/v1/reservations', { tripId: trip.id, type: 'lodging', start: at(hours + 10, LONDON), end: at(hours + 40, LONDON) });
  return { flight, hotel };
}

const statusOf = async (b: Browser, id: string) => {
  const res = await b.request(`/api/v1/reservations/${id}/flight-status`);
  expect(res.status).toBe(200);
  return (await res.json()) as FlightStatusAnswer;
};
const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error: { message: string } }).error.message];
const notAvailable = { available: false, message: messages.flightInformationNotAvailable };
const setKey = (b: Browser, provider: string, key: string) => b.json('/api/v1/account/flight-service', 'PUT', { provider, key });

describe('GET /api/v1/reservations/{id}/flight-status', () => {
  it("answers 401 without a session, 'Reservation not found' for a bad id or another user's, 'Flight not found' for a hotel", async () => {
    const { app, database, b } = await signedIn();
    const { flight, hotel } = await booked(b);
    expect((await browser(app).request(`/api/v1/reservations/${flight.id}/flight-status`)).status).toBe(401);
    expect(await errorOf(await b.request('/api/v1/reservations/not-a-uuid/flight-status'))).toEqual([404, messages.notFound('Reservation')]);
    expect(await errorOf(await b.request(`/api/v1/reservations/${hotel.id}/flight-status`))).toEqual([404, messages.notFound('Flight')]);
    const { user } = await createUser(database.db);
    const other = browser(app);
    await other.signIn(user.email, TEST_PASSWORD);
    expect(await errorOf(await other.request(`/api/v1/reservations/${flight.id}/flight-status`))).toEqual([404, messages.notFound('Reservation')]);
  });

  it("says 'Flight information not available.' without a key, asking nothing", async () => {
    const { b } = await signedIn();
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toEqual(notAvailable);
    expect(aero.state.requests.length + stack.state.requests.length).toBe(0);
  });

  it("with the user's AeroDataBox key: the delay, the changed gate, terminals and times, asked once in 5 minutes", async () => {
    const { b } = await signedIn();
    expect((await setKey(b, 'aerodatabox', 'rapid-secret-9a7f')).status).toBe(200);
    const { flight } = await booked(b);
    const answer = await statusOf(b, flight.id);
    expect(answer).toMatchObject({ available: true, provider: 'aerodatabox', status: 'delayed', delayMinutes: 45, gateChanged: true, stale: false });
    if (!answer.available) throw new Error('not available');
    expect(answer.departure).toMatchObject({ terminal: '7', gate: 'B22' });
    expect(answer.departure.estimated?.local.slice(11)).toBe('19:45');
    expect(answer.arrival).toMatchObject({ terminal: '2', gate: null });
    await statusOf(b, flight.id);
    expect(aero.state.requests).toHaveLength(1);
    expect(aero.state.requests[0]?.headers['x-rapidapi-key']).toBe('rapid-secret-9a7f');
  });

  it("with an aviationstack key: the same flight from the other service", async () => {
    const { b } = await signedIn();
    await setKey(b, 'aviationstack', 'stack-secret-1234');
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toMatchObject({ available: true, provider: 'aviationstack', status: 'delayed', delayMinutes: 45 });
    expect(stack.state.requests[0]?.url.searchParams.get('access_key')).toBe('stack-secret-1234');
  });

  it.each(['fail', 'malformed', 'rate-limited', 'hang', 'empty'] as const)("says 'Flight information not available.' when the service answers %s", async (mode) => {
    const { b } = await signedIn();
    await setKey(b, 'aerodatabox', 'rapid-secret-9a7f');
    aero.state.mode = mode;
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toEqual(notAvailable);
  });

  it('answers after one 429, and does not ask about a flight that landed days ago', async () => {
    const { b } = await signedIn();
    await setKey(b, 'aerodatabox', 'rapid-secret-9a7f');
    aero.state.mode = 'rate-limited-once';
    aero.state.retryAfter = '0.2';
    const { flight } = await booked(b);
    expect((await statusOf(b, flight.id)).available).toBe(true);
    aero.reset();
    const { flight: old } = await booked(b, -24 * 5);
    expect(await statusOf(b, old.id)).toEqual(notAvailable);
    expect(aero.state.requests).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/v1/account/flight-service', () => {
  it('keeps the key, shows only its last four characters, and forgets it', async () => {
    const { app, b } = await signedIn();
    expect((await browser(app).json('/api/v1/account/flight-service', 'PUT', { provider: 'aerodatabox', key: 'x'.repeat(20) })).status).toBe(401);
    expect((await setKey(b, 'aerodatabox', 'short')).status).toBe(400);
    expect((await setKey(b, 'other', 'long-enough-key')).status).toBe(400);
    const res = await setKey(b, 'aviationstack', 'stack-secret-1234');
    expect(await res.json()).toEqual({ provider: 'aviationstack', keyEnding: '1234' });
    const profileText = await (await b.request('/api/v1/account/profile')).text();
    expect(profileText).not.toContain('stack-secret');
    expect((JSON.parse(profileText) as Profile).flightService).toEqual({ provider: 'aviationstack', keyEnding: '1234' });
    expect((await b.request('/api/v1/account/flight-service', { method: 'DELETE' })).status).toBe(204);
    expect(((await (await b.request('/api/v1/account/profile')).json()) as Profile).flightService).toBeNull();
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toEqual(notAvailable);
  });

  it('keeps the key sealed at rest: the row does not contain it, and the flight status is asked with it', async () => {
    const { b, database, user } = await signedIn();
    await setKey(b, 'aerodatabox', 'rapid-secret-9a7f');
    const row = await storedRow(database, user.id);
    expect(row).not.toContain('rapid-secret');
    expect(row).toContain('9a7f');
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toMatchObject({ available: true, provider: 'aerodatabox' });
    expect(aero.state.requests[0]?.headers['x-rapidapi-key']).toBe('rapid-secret-9a7f');
  });

  it('seals a key kept in plain text before keys were sealed, at start, and it keeps working', async () => {
    const { b, database, user } = await signedIn();
    await database.db.execute(sql`update users set flight_service = ${JSON.stringify({ provider: 'aviationstack', key: 'stack-secret-1234' })}::jsonb where id = ${user.id}`);
    expect(await storedRow(database, user.id)).toContain('stack-secret-1234');
    expect(await sealPlainFlightKeys(database.db, TEST_AUTH_SECRET)).toBeGreaterThanOrEqual(1);
    expect(await storedRow(database, user.id)).not.toContain('stack-secret');
    expect(await sealPlainFlightKeys(database.db, TEST_AUTH_SECRET)).toBe(0);
    expect(((await (await b.request('/api/v1/account/profile')).json()) as Profile).flightService).toEqual({ provider: 'aviationstack', keyEnding: '1234' });
    const { flight } = await booked(b);
    expect(await statusOf(b, flight.id)).toMatchObject({ available: true, provider: 'aviationstack' });
    expect(stack.state.requests[0]?.url.searchParams.get('access_key')).toBe('stack-secret-1234');
    // Another server secret opens nothing: the user would enter the key again.
    expect(await flightServiceKey(database.db, 'another-secret', user.id)).toBeNull();
  });
});
