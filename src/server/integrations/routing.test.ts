import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceCache, serviceSlots } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { recordedGeocoder } from '../test/recorded/geocoder.js';
import { recordedRouting } from '../test/recorded/routing.js';
import { startRecordedService, type RecordedMode, type RecordedService } from '../test/recorded-service.js';
import { servicesOff } from './config.js';
import { geocode } from './geocoder.js';
import { ServiceError } from './http.js';
import { drivingDistance } from './routing.js';

let geocoder: RecordedService;
let osrm: RecordedService;
beforeAll(async () => {
  [geocoder, osrm] = await Promise.all([startRecordedService(recordedGeocoder), startRecordedService(recordedRouting)]);
});
afterAll(async () => Promise.all([geocoder.close(), osrm.close()]));

/** No kept answers and no turns to wait for. */
async function forget() {
  const { db } = await testDatabase();
  await db.delete(serviceCache).where(inArray(serviceCache.service, ['routing', 'geocode:photon']));
  await db.delete(serviceSlots).where(inArray(serviceSlots.service, [`routing:${osrm.baseUrl}`, `geocoder:${geocoder.baseUrl}`]));
}
beforeEach(async () => {
  geocoder.reset();
  osrm.reset();
  await forget();
});

async function context(timeoutMs = 3000) {
  const services = { ...servicesOff, timeoutMs, geocoder: { kind: 'photon' as const, baseUrl: geocoder.baseUrl }, routing: { baseUrl: osrm.baseUrl } };
  return { db: (await testDatabase()).db, services };
}

describe('drivingDistance (OSRM)', () => {
  it('geocodes both ends, asks OSRM for the route between their coordinates, and gives miles to one decimal', async () => {
    expect(await drivingDistance(await context(), '233 South Wacker Drive, Chicago', 'Milwaukee')).toEqual({ miles: 91.8 });
    expect(osrm.state.requests).toHaveLength(1);
    const [request] = osrm.state.requests;
    if (!request) throw new Error('OSRM was not asked');
    const asked = request.url;
    expect(asked.pathname).toBe('/route/v1/driving/-87.63591,41.87888;-87.92250,43.03499');
    expect(asked.searchParams.get('overview')).toBe('false');
    expect(request.headers['user-agent']).toBe(servicesOff.userAgent);
  });

  it('keeps a distance for good: asked again, OSRM is not asked even when it is down', async () => {
    await drivingDistance(await context(), 'Willis Tower', 'Milwaukee');
    osrm.state.mode = 'fail';
    expect(await drivingDistance(await context(), 'willis tower', 'milwaukee')).toEqual({ miles: 91.8 });
    expect(osrm.state.requests).toHaveLength(1);
  });

  it("says there is no route on OSRM's NoRoute, and which end was not found", async () => {
    osrm.state.mode = 'empty';
    expect(await drivingDistance(await context(), 'Chicago', 'Brandenburger Tor')).toEqual({ miles: null, notFound: 'route' });
    expect(await drivingDistance(await context(), 'Nowhere', 'Chicago')).toEqual({ miles: null, notFound: 'from' });
    expect(await drivingDistance(await context(), 'Chicago', 'nowhere land')).toEqual({ miles: null, notFound: 'to' });
  });

  it.each<[RecordedMode, ServiceError['reason']]>([
    ['fail', 'unavailable'],
    ['malformed', 'malformed'],
    ['rate-limited', 'rate-limited'],
    ['hang', 'timeout'],
  ])('gives a ServiceError when OSRM answers %s, and keeps nothing', async (mode, reason) => {
    // Both ends already found: the short deadline is OSRM's alone, not the geocoder's turns.
    await Promise.all([geocode(await context(), 'Willis Tower'), geocode(await context(), 'Milwaukee')]);
    osrm.state.mode = mode;
    osrm.state.retryAfter = '30';
    const error = await drivingDistance(await context(600), 'Willis Tower', 'Milwaukee').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).reason).toBe(reason);
    const { db } = await testDatabase();
    expect(await db.$count(serviceCache, eq(serviceCache.service, 'routing'))).toBe(0);
  });

  it('is off without routing or without a geocoder, asking nothing', async () => {
    const ctx = await context();
    await expect(drivingDistance({ ...ctx, services: { ...ctx.services, routing: undefined } }, 'Chicago', 'Milwaukee')).rejects.toMatchObject({ reason: 'off' });
    await expect(drivingDistance({ ...ctx, services: { ...ctx.services, geocoder: undefined } }, 'Chicago', 'Milwaukee')).rejects.toMatchObject({ reason: 'off' });
    expect(osrm.state.requests).toHaveLength(0);
  });
});
