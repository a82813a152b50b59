import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { localOf } from '../../../shared/time.js';
import type { Trip } from '../../../shared/trips.js';
import type { TripWeather } from '../../../shared/weather.js';
import { serviceCache } from '../../db/schema/services.js';
import { servicesOff, type ServicesConfig } from '../../integrations/config.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { recordedWeather } from '../../test/recorded/weather.js';
import { startRecordedService, type RecordedService } from '../../test/recorded-service.js';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;
/** The tests' clock: 23:41 in New York and already the next day in London, the night before New York springs forward. */
const NOW = new Date('2026-03-08T04:41:00Z');
type Browser = ReturnType<typeof browser>;

/** Photon's answer for Edinburgh, as recorded. */
const photon = {
  ok: { type: 'FeatureCollection', features: [{ geometry: { coordinates: [-3.1883, 55.9533] }, properties: { name: 'Edinburgh', city: 'Edinburgh', country: 'United Kingdom' } }] },
  empty: { type: 'FeatureCollection', features: [] },
};

let weather: RecordedService;
let geocoder: RecordedService;
beforeAll(async () => {
  [weather, geocoder] = await Promise.all([startRecordedService(recordedWeather), startRecordedService((url) => (url.pathname === '/api' ? photon : undefined))]);
});
afterAll(() => Promise.all([weather.close(), geocoder.close()]));
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  weather.reset();
  geocoder.reset();
});

async function signedIn(services: Partial<ServicesConfig> = {}) {
  const { app, database } = await testApp({ services: { ...servicesOff, timeoutMs: 1500, weather: { baseUrl: weather.baseUrl }, ...services } });
  await database.db.delete(serviceCache);
  const { user } = await createUser(database.db);
  const b = browser(app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { app, database, b };
}

async function create<T>(b: Browser, path: string, body: unknown): Promise<T> {
  const res = await b.json(path, 'POST', body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** `days` after today in New York, at `time` in `zone`: one calendar for both ends of a flight. */
const inDays = (days: number, zone: string, time = '09:00') => ({ local: `${new Date(Date.parse(localOf(new Date(), NY).slice(0, 10)) + days * DAY_MS).toISOString().slice(0, 10)}T${time}`, zone });

/** New York → London and back, starting in `startIn` days and lasting `length` days. */
async function roundTrip(b: Browser, startIn: number, length: number, address = '') {
  const trip = await create<Trip>(b, '/api/v1/trips', { title: 'London', address, start: inDays(startIn, NY, '08:00'), end: inDays(startIn + length, NY, '20:00') });
  const fly = (from: string, to: string, start: { local: string; zone: string }, end: { local: string; zone: string }) =>
    create(b, '/api/v1/reservations', { tripId: trip.id, type: 'flight', start, end, flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: from, arrivalAirport: to } });
  await fly('JFK', 'LHR', inDays(startIn, NY, '10:00'), inDays(startIn + 1, LONDON, '07:00'));
  await fly('LHR', 'JFK', inDays(startIn + length, LONDON, '11:00'), inDays(startIn + length, NY, '14:00'));
  return trip;
}

const weatherOf = async (b: Browser, tripId: string) => {
  const res = await b.request(`/api/v1/trips/${tripId}/weather`);
  expect(res.status).toBe(200);
  return (await res.json()) as TripWeather;
};
const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error: { message: string } }).error.message];

describe('GET /api/v1/trips/{id}/weather', () => {
  it("answers 401 without a session, and 'Trip not found' for a bad id and for another user's trip", async () => {
    const { app, database, b } = await signedIn();
    const trip = await create<Trip>(b, '/api/v1/trips', { title: 'Mine' });
    expect((await browser(app).request(`/api/v1/trips/${trip.id}/weather`)).status).toBe(401);
    expect(await errorOf(await b.request('/api/v1/trips/not-a-uuid/weather'))).toEqual([404, messages.notFound('Trip')]);
    const { user } = await createUser(database.db);
    const other = browser(app);
    await other.signIn(user.email, TEST_PASSWORD);
    expect(await errorOf(await other.request(`/api/v1/trips/${trip.id}/weather`))).toEqual([404, messages.notFound('Trip')]);
    expect(weather.state.requests).toHaveLength(0);
  });

  it("forecasts the trip's days at the last place arrived at before the flight home, once an hour", async () => {
    const { b } = await signedIn();
    const trip = await roundTrip(b, 2, 3);
    const answer = await weatherOf(b, trip.id);
    expect(answer.place?.name).toBe('London Heathrow Airport');
    expect(answer.message).toBeNull();
    expect(answer.stale).toBe(false);
    expect(answer.days.map((d) => d.date)).toEqual([2, 3, 4, 5].map((n) => inDays(n, NY).local.slice(0, 10)));
    expect(answer.days[1]).toMatchObject({ code: 61, summary: 'Light rain', maxF: 45.5, minF: 38.1, precipitationChance: 80 });
    await weatherOf(b, trip.id);
    expect(weather.state.requests).toHaveLength(1);
  });

  it("uses the trip's address found by the geocoder, and only the days within the next 16", async () => {
    const { b } = await signedIn({ geocoder: { kind: 'photon', baseUrl: geocoder.baseUrl } });
    const trip = await roundTrip(b, 10, 20, 'Edinburgh');
    const answer = await weatherOf(b, trip.id);
    expect(answer.place).toEqual({ name: 'Edinburgh', latitude: 55.9533, longitude: -3.1883 });
    expect(answer.days).toHaveLength(6);
    expect(weather.state.requests[0]?.url.searchParams.get('latitude')).toBe('55.95');
  });

  it.each(['fail', 'malformed', 'rate-limited', 'hang', 'empty'] as const)('says the weather is not available when the service answers %s', async (mode) => {
    const { b } = await signedIn();
    weather.state.mode = mode;
    const trip = await roundTrip(b, 1, 2);
    const answer = await weatherOf(b, trip.id);
    expect(answer).toMatchObject({ days: [], message: messages.weatherUnavailable, fetchedAt: null });
  });

  it('answers after one 429 with Retry-After, and gives the last forecast, stale, when the service then fails', async () => {
    const { b, database } = await signedIn();
    weather.state.mode = 'rate-limited-once';
    weather.state.retryAfter = '0.2';
    const trip = await roundTrip(b, 1, 2);
    const first = await weatherOf(b, trip.id);
    expect(first.days).toHaveLength(3);
    await database.db.update(serviceCache).set({ expiresAt: new Date(Date.now() - 1000) });
    weather.state.mode = 'fail';
    expect(await weatherOf(b, trip.id)).toEqual({ ...first, stale: true });
  });

  it('says plainly why there is no forecast, without asking the service', async () => {
    const { b } = await signedIn();
    expect((await weatherOf(b, (await roundTrip(b, -10, 3)).id)).message).toBe(messages.weatherTripOver);
    expect((await weatherOf(b, (await roundTrip(b, 20, 3)).id)).message).toBe(messages.weatherNotYet);
    expect((await weatherOf(b, (await create<Trip>(b, '/api/v1/trips', { title: 'Some day' })).id)).message).toBe(messages.weatherNoDates);
    const nowhere = await create<Trip>(b, '/api/v1/trips', { title: 'Somewhere', start: inDays(1, NY), end: inDays(2, NY) });
    expect(await weatherOf(b, nowhere.id)).toEqual({ place: null, days: [], message: messages.weatherNoPlace, fetchedAt: null, stale: false });
    expect(weather.state.requests).toHaveLength(0);
    const { b: off } = await signedIn({ weather: undefined });
    expect((await weatherOf(off, (await roundTrip(off, 1, 2)).id)).message).toBe(messages.weatherUnavailable);
  });
});
