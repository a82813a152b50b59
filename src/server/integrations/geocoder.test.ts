import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceCache, serviceSlots } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { recordedGeocoder } from '../test/recorded/geocoder.js';
import { startRecordedService, type RecordedMode, type RecordedService } from '../test/recorded-service.js';
import { servicesOff } from './config.js';
import { geocode, searchPlaces, type ServiceContext } from './geocoder.js';
import { ServiceError } from './http.js';

let service: RecordedService;
beforeAll(async () => {
  service = await startRecordedService(recordedGeocoder);
});
afterAll(async () => service.close());

/** No kept answers, and no turn waited for: each test's asks reach the recorded server at once. */
async function forget() {
  const { db } = await testDatabase();
  await db.delete(serviceCache).where(inArray(serviceCache.service, ['places:photon', 'places:nominatim', 'geocode:photon', 'geocode:nominatim']));
  await db.delete(serviceSlots).where(eq(serviceSlots.service, `geocoder:${service.baseUrl}`));
}
beforeEach(async () => {
  service.reset();
  await forget();
});

async function contextOf(kind: 'photon' | 'nominatim', timeoutMs = 2000): Promise<ServiceContext> {
  return { db: (await testDatabase()).db, services: { ...servicesOff, timeoutMs, geocoder: { kind, baseUrl: service.baseUrl } } };
}

const whiteHouse = {
  street: '1600 Pennsylvania Avenue Northwest',
  city: 'Washington',
  region: 'District of Columbia',
  zip: '20500',
  country: 'United States',
  latitude: 38.8976763,
  longitude: -77.0365298,
};

describe.each(['photon', 'nominatim'] as const)('the geocoder (%s)', (kind) => {
  it('turns the recorded answer into places with their address parts and coordinates', async () => {
    const { value, stale } = await searchPlaces(await contextOf(kind), '1600 Pennsylvania Avenue, Washington');
    expect(stale).toBe(false);
    expect(value).toHaveLength(1);
    expect(value[0]).toMatchObject(whiteHouse);
    expect(value[0]?.label).toContain('White House');
    const [asked] = service.state.requests;
    if (!asked) throw new Error('the geocoder was not asked');
    expect(asked.url.pathname).toBe(kind === 'photon' ? '/api' : '/search');
    expect(asked.url.searchParams.get('q')).toBe('1600 Pennsylvania Avenue, Washington');
    expect(asked.headers['user-agent']).toBe(servicesOff.userAgent);
  });

  it('writes the house number where the country writes it', async () => {
    expect(await geocode(await contextOf(kind), 'Brandenburger Tor, Berlin')).toMatchObject({ street: 'Pariser Platz 1', zip: '10117', city: 'Berlin', country: 'Germany' });
  });

  it('gives a city found by its name as the city', async () => {
    expect(await geocode(await contextOf(kind), 'Milwaukee')).toMatchObject({ city: 'Milwaukee', region: 'Wisconsin', street: '' });
  });

  it('answers nothing found for an empty result, and keeps that too', async () => {
    service.state.mode = 'empty';
    expect((await searchPlaces(await contextOf(kind), 'Brandenburger Tor')).value).toEqual([]);
    expect(await geocode(await contextOf(kind), 'Brandenburger Tor')).toBeNull();
    service.state.mode = 'fail';
    expect(await geocode(await contextOf(kind), 'brandenburger   tor')).toBeNull();
    expect(service.state.requests).toHaveLength(2);
  });

  it('keeps answers for good: the same address asked again, however typed, does not reach the server', async () => {
    const ctx = await contextOf(kind);
    const first = await searchPlaces(ctx, 'Willis Tower, Chicago');
    service.state.mode = 'fail';
    const again = await searchPlaces(ctx, '  willis tower  chicago ');
    expect(again.value).toEqual(first.value);
    expect(service.state.requests).toHaveLength(1);
  });

  it.each<[RecordedMode, ServiceError['reason']]>([
    ['fail', 'unavailable'],
    ['malformed', 'malformed'],
    ['rate-limited', 'rate-limited'],
    ['hang', 'timeout'],
  ])('gives a ServiceError when the server answers %s, and keeps nothing', async (mode, reason) => {
    service.state.mode = mode;
    service.state.retryAfter = '30';
    const error = await searchPlaces(await contextOf(kind, 500), 'Chicago').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).reason).toBe(reason);
    service.state.mode = 'ok';
    await forget();
    expect((await searchPlaces(await contextOf(kind), 'Chicago')).value.length).toBeGreaterThan(0);
  });

  it('is off without a configured geocoder, asking nothing', async () => {
    const ctx = { db: (await testDatabase()).db, services: servicesOff };
    await expect(searchPlaces(ctx, 'Chicago')).rejects.toMatchObject({ reason: 'off' });
    await expect(geocode(ctx, 'Chicago')).rejects.toMatchObject({ reason: 'off' });
    expect(service.state.requests).toHaveLength(0);
  });
});

describe('the recorded geocoder', () => {
  it('answers any query: a made-up place, the same each time, or nothing for "nowhere"', async () => {
    const ctx = await contextOf('photon');
    const [made] = (await searchPlaces(ctx, '42 Elm Street')).value;
    expect(made).toMatchObject({ city: 'Springfield', region: 'Illinois', country: 'United States' });
    await forget();
    expect((await searchPlaces(ctx, '42 elm street!')).value).toHaveLength(1);
    await forget();
    expect((await searchPlaces(ctx, 'Nowhere at all')).value).toEqual([]);
  });
});
