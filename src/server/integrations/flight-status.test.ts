import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceCache } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { recordedAeroDataBox, recordedAviationstack } from '../test/recorded/flights.js';
import { startRecordedService, type RecordedService } from '../test/recorded-service.js';
import { servicesOff } from './config.js';
import { flightStatus, flightTtlMs, type FlightQuery, type FlightServiceKey } from './flight-status.js';
import { ServiceError } from './http.js';

let aero: RecordedService;
let stack: RecordedService;
beforeAll(async () => {
  [aero, stack] = await Promise.all([startRecordedService(recordedAeroDataBox), startRecordedService(recordedAviationstack)]);
});
afterAll(() => Promise.all([aero.close(), stack.close()]));
beforeEach(async () => {
  aero.reset();
  stack.reset();
  await (await testDatabase()).db.delete(serviceCache);
});

// 2026-03-05 is before the US moves its clocks (EST, -05:00); London is on GMT.
const query: FlightQuery = { airlineCode: 'UA', flightNumber: '100', date: '2026-03-05', departureAirport: 'JFK', departsAt: new Date('2026-03-06T00:00:00Z') };
const aeroKey: FlightServiceKey = { provider: 'aerodatabox', key: 'rapid-key-0001' };
const stackKey: FlightServiceKey = { provider: 'aviationstack', key: 'stack-key-0002' };

async function ctx(timeoutMs = 2000) {
  const flights = { aerodatabox: aero.baseUrl, aviationstack: stack.baseUrl };
  return { db: (await testDatabase()).db, services: { ...servicesOff, timeoutMs, flights } };
}
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof ServiceError ? error.reason : error));

/** What both services say of the recorded flight, in the spec's terms. */
const expected = {
  status: 'delayed',
  departure: { terminal: '7', gate: 'B22', scheduled: { at: '2026-03-06T00:00:00.000Z', local: '2026-03-05T19:00' }, estimated: { at: '2026-03-06T00:45:00.000Z', local: '2026-03-05T19:45' } },
  arrival: { terminal: '2', gate: null, scheduled: { at: '2026-03-06T07:05:00.000Z', local: '2026-03-06T07:05' }, estimated: { at: '2026-03-06T07:50:00.000Z', local: '2026-03-06T07:50' } },
  delayMinutes: 45,
};

describe('flight-status adapter', () => {
  it('asks AeroDataBox by number and local date with the RapidAPI headers, and reads the delay, terminals and gates', async () => {
    const answer = await flightStatus(await ctx(), aeroKey, query);
    expect(answer.value).toEqual(expected);
    const request = aero.state.requests[0];
    expect(request?.url.pathname).toBe('/flights/number/UA100/2026-03-05');
    expect(request?.headers['x-rapidapi-key']).toBe('rapid-key-0001');
    expect(request?.headers['x-rapidapi-host']).toBe(new URL(aero.baseUrl).host);
  });

  it("asks aviationstack with the key, number and date, and reads its wall-clock times in the airports' zones", async () => {
    const answer = await flightStatus(await ctx(), stackKey, query);
    expect(answer.value).toEqual(expected);
    const asked = stack.state.requests[0]?.url;
    expect(asked?.pathname).toBe('/flights');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ access_key: 'stack-key-0002', flight_iata: 'UA100', flight_date: '2026-03-05' });
    expect(aero.state.requests).toHaveLength(0);
  });

  it('keeps an answer (5 minutes within a day of departure, else 6 hours) and gives it stale when the service then fails', async () => {
    const c = await ctx();
    const first = await flightStatus(c, aeroKey, query);
    expect((await flightStatus(c, aeroKey, query)).stale).toBe(false);
    expect(aero.state.requests).toHaveLength(1);
    await c.db.update(serviceCache).set({ expiresAt: new Date(Date.now() - 1000) });
    aero.state.mode = 'fail';
    expect(await flightStatus(c, aeroKey, query)).toEqual({ ...first, stale: true });
    const now = new Date('2026-03-05T12:00:00Z');
    expect(flightTtlMs(new Date('2026-03-06T00:00:00Z'), now)).toBe(5 * 60_000);
    expect(flightTtlMs(new Date('2026-03-07T00:00:00Z'), now)).toBe(6 * 60 * 60_000);
  });

  it.each([
    ['aerodatabox', 'fail', 'unavailable'],
    ['aerodatabox', 'malformed', 'malformed'],
    ['aerodatabox', 'rate-limited', 'rate-limited'],
    ['aviationstack', 'fail', 'unavailable'],
    ['aviationstack', 'malformed', 'malformed'],
    ['aviationstack', 'rate-limited', 'rate-limited'],
  ] as const)('%s answering %s: throws %s', async (provider, mode, reason) => {
    (provider === 'aerodatabox' ? aero : stack).state.mode = mode;
    expect(await failure(flightStatus(await ctx(), provider === 'aerodatabox' ? aeroKey : stackKey, query))).toBe(reason);
  });

  it.each([['aerodatabox'], ['aviationstack']] as const)('%s: gives up on time, waits out one 429, and reads an empty answer as no flight', async (provider) => {
    const server = provider === 'aerodatabox' ? aero : stack;
    const key = provider === 'aerodatabox' ? aeroKey : stackKey;
    server.state.mode = 'hang';
    expect(await failure(flightStatus(await ctx(300), key, query))).toBe('timeout');
    server.state.mode = 'rate-limited-once';
    server.state.retryAfter = '0.2';
    expect((await flightStatus(await ctx(), key, query)).value?.status).toBe('delayed');
    server.state.mode = 'empty';
    expect((await flightStatus(await ctx(), key, { ...query, date: '2026-03-07' })).value).toBeNull();
  });

  it('is off without a key or with the chosen service turned off', async () => {
    const c = await ctx();
    expect(await failure(flightStatus(c, null, query))).toBe('off');
    const off = { ...c, services: { ...c.services, flights: { aerodatabox: undefined, aviationstack: stack.baseUrl } } };
    expect(await failure(flightStatus(off, aeroKey, query))).toBe('off');
    expect(aero.state.requests).toHaveLength(0);
  });
});
