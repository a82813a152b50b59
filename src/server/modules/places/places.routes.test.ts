import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Distance, PlaceSearch } from '../../../shared/places.js';
import { messages } from '../../../shared/messages.js';
import { serviceCache, serviceSlots } from '../../db/schema/services.js';
import { servicesOff, type ServicesConfig } from '../../integrations/config.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp, testDatabase } from '../../test/harness.js';
import { recordedGeocoder } from '../../test/recorded/geocoder.js';
import { recordedRouting } from '../../test/recorded/routing.js';
import { startRecordedService, type RecordedService } from '../../test/recorded-service.js';

let geocoder: RecordedService;
let osrm: RecordedService;
beforeAll(async () => {
  [geocoder, osrm] = await Promise.all([startRecordedService(recordedGeocoder), startRecordedService(recordedRouting)]);
});
afterAll(async () => Promise.all([geocoder.close(), osrm.close()]));
beforeEach(async () => {
  geocoder.reset();
  osrm.reset();
  const { db } = await testDatabase();
  await db.delete(serviceCache).where(inArray(serviceCache.service, ['places:photon', 'geocode:photon', 'routing']));
  await db.delete(serviceSlots).where(inArray(serviceSlots.service, [`geocoder:${geocoder.baseUrl}`, `routing:${osrm.baseUrl}`]));
});

const recordedServices = (): ServicesConfig => ({
  ...servicesOff,
  timeoutMs: 3000,
  geocoder: { kind: 'photon', baseUrl: geocoder.baseUrl },
  routing: { baseUrl: osrm.baseUrl },
});

/** A signed-in browser of an app with these services. */
async function signedIn(services: ServicesConfig = recordedServices()) {
  const ctx = await testApp({ services });
  const { user } = await createUser(ctx.database.db);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { ...ctx, b };
}
const read = async <T>(res: Response) => (await res.json()) as T;

describe('GET /api/v1/places', () => {
  it('needs a signed-in user', async () => {
    const { app } = await testApp({ services: recordedServices() });
    expect((await browser(app).request('/api/v1/places?search=Chicago')).status).toBe(401);
    expect((await browser(app).request('/api/v1/places/distance?from=Chicago&to=Milwaukee')).status).toBe(401);
    expect(geocoder.state.requests).toHaveLength(0);
  });

  it('refuses an empty search', async () => {
    const { b } = await signedIn();
    for (const query of ['', '?search=', '?search=%20%20']) {
      const res = await b.request(`/api/v1/places${query}`);
      expect(res.status, query).toBe(400);
      const body = await read<{ error: { issues: { path: string; message: string }[] } }>(res);
      expect(body.error.issues).toContainEqual(expect.objectContaining({ path: 'search', message: 'This field is required' }));
    }
  });

  it('answers the places the geocoder found', async () => {
    const { b } = await signedIn();
    const res = await b.request(`/api/v1/places?${new URLSearchParams({ search: '1600 Pennsylvania' })}`);
    expect(res.status).toBe(200);
    const body = await read<PlaceSearch>(res);
    expect(body.unavailable).toBeNull();
    expect(body.items).toEqual([
      {
        label: 'White House, 1600 Pennsylvania Avenue Northwest, 20500 Washington, District of Columbia, United States',
        street: '1600 Pennsylvania Avenue Northwest',
        city: 'Washington',
        region: 'District of Columbia',
        zip: '20500',
        country: 'United States',
        latitude: 38.8976763,
        longitude: -77.0365298,
      },
    ]);
  });

  it('says the search is not available when the geocoder is off, or fails', async () => {
    const off = await signedIn(servicesOff);
    expect(await read<PlaceSearch>(await off.b.request('/api/v1/places?search=Chicago'))).toEqual({ items: [], unavailable: messages.addressSearchUnavailable });
    const { b } = await signedIn();
    geocoder.state.mode = 'fail';
    const res = await b.request('/api/v1/places?search=Chicago');
    expect(res.status).toBe(200);
    expect(await read<PlaceSearch>(res)).toEqual({ items: [], unavailable: messages.addressSearchUnavailable });
  });
});

describe('GET /api/v1/places/distance', () => {
  it('needs both ends', async () => {
    const { b } = await signedIn();
    const res = await b.request('/api/v1/places/distance?from=Chicago');
    expect(res.status).toBe(400);
    const body = await read<{ error: { issues: { path: string; message: string }[] } }>(res);
    expect(body.error.issues).toContainEqual(expect.objectContaining({ path: 'to', message: 'This field is required' }));
  });

  it('answers the driving miles', async () => {
    const { b } = await signedIn();
    const res = await b.request(`/api/v1/places/distance?${new URLSearchParams({ from: 'Willis Tower, Chicago', to: 'Milwaukee' })}`);
    expect(res.status).toBe(200);
    expect(await read<Distance>(res)).toEqual({ miles: 91.8, unavailable: null });
  });

  it('says why there are no miles: a place not found, no route, the service off or failing', async () => {
    const { b } = await signedIn();
    const ask = async (from: string, to: string) => read<Distance>(await b.request(`/api/v1/places/distance?${new URLSearchParams({ from, to })}`));
    expect(await ask('Nowhere', 'Chicago')).toEqual({ miles: null, unavailable: messages.distancePlaceNotFound('Nowhere') });
    osrm.state.mode = 'empty';
    expect(await ask('Chicago', 'Brandenburger Tor')).toEqual({ miles: null, unavailable: messages.distanceNoRoute });
    osrm.state.mode = 'fail';
    expect(await ask('Chicago', 'Milwaukee')).toEqual({ miles: null, unavailable: messages.distanceUnavailable });
    const off = await signedIn(servicesOff);
    expect(await read<Distance>(await off.b.request('/api/v1/places/distance?from=Chicago&to=Milwaukee'))).toEqual({ miles: null, unavailable: messages.distanceUnavailable });
  });
});
