import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceCache } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { recordedWeather } from '../test/recorded/weather.js';
import { startRecordedService, type RecordedService } from '../test/recorded-service.js';
import { servicesOff } from './config.js';
import { ServiceError } from './http.js';
import { forecast } from './weather.js';

let server: RecordedService;
beforeAll(async () => {
  server = await startRecordedService(recordedWeather);
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  await (await testDatabase()).db.delete(serviceCache);
});

const edinburgh = { latitude: 55.95331, longitude: -3.18829, from: '2026-03-08', to: '2026-03-10' };

async function ctx(timeoutMs = 2000) {
  return { db: (await testDatabase()).db, services: { ...servicesOff, timeoutMs, weather: { baseUrl: server.baseUrl } } };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof ServiceError ? error.reason : error));

describe('Open-Meteo forecast adapter', () => {
  it('asks for the daily forecast in °F at the rounded place for the dates, and reads its days', async () => {
    const answer = await forecast(await ctx(), edinburgh);
    expect(answer.stale).toBe(false);
    expect(answer.value).toEqual([
      { date: '2026-03-08', code: 3, summary: 'Overcast', maxF: 48.2, minF: 39.6, precipitationChance: 20 },
      { date: '2026-03-09', code: 61, summary: 'Light rain', maxF: 45.5, minF: 38.1, precipitationChance: 80 },
      { date: '2026-03-10', code: 0, summary: 'Clear sky', maxF: 51.3, minF: 36.9, precipitationChance: 0 },
    ]);
    const asked = server.state.requests[0]?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      latitude: '55.95', longitude: '-3.19', daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
      timezone: 'auto', temperature_unit: 'fahrenheit', start_date: '2026-03-08', end_date: '2026-03-10',
    });
    expect(server.state.requests[0]?.headers['user-agent']).toBe(servicesOff.userAgent);
  });

  it('keeps an answer one hour: the same place (to two decimals) and dates do not ask again', async () => {
    const c = await ctx();
    const first = await forecast(c, edinburgh);
    const second = await forecast(c, { ...edinburgh, latitude: 55.9529 });
    expect(second.value).toEqual(first.value);
    expect(server.state.requests).toHaveLength(1);
    await forecast(c, { ...edinburgh, to: '2026-03-11' });
    expect(server.state.requests).toHaveLength(2);
  });

  it('gives the last answer, marked stale, when the service fails after its hour', async () => {
    const c = await ctx();
    const first = await forecast(c, edinburgh);
    await c.db.update(serviceCache).set({ expiresAt: new Date(Date.now() - 1000) });
    server.state.mode = 'fail';
    const again = await forecast(c, edinburgh);
    expect(again).toEqual({ value: first.value, fetchedAt: first.fetchedAt, stale: true });
  });

  it.each([
    ['fail', 'unavailable'],
    ['malformed', 'malformed'],
    ['rate-limited', 'rate-limited'],
  ] as const)('throws when the service answers %s (%s), and keeps nothing', async (mode, reason) => {
    server.state.mode = mode;
    expect(await failure(forecast(await ctx(), edinburgh))).toBe(reason);
    server.state.mode = 'ok';
    await forecast(await ctx(), edinburgh);
    expect(server.state.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('gives up within its time when the service does not answer', async () => {
    server.state.mode = 'hang';
    const started = Date.now();
    expect(await failure(forecast(await ctx(300), edinburgh))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('waits out one 429 with Retry-After and then answers', async () => {
    server.state.mode = 'rate-limited-once';
    server.state.retryAfter = '0.2';
    const answer = await forecast(await ctx(), edinburgh);
    expect(answer.value).toHaveLength(3);
    expect(server.state.requests).toHaveLength(2);
  });

  it('reads an answer without days as no days, and is off without a base URL', async () => {
    server.state.mode = 'empty';
    expect((await forecast(await ctx(), edinburgh)).value).toEqual([]);
    const off = { ...(await ctx()), services: servicesOff };
    expect(await failure(forecast(off, edinburgh))).toBe('off');
  });
});
