import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mapTexts, type TripMap } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import type { Trip } from '../../../shared/trips.js';
import { servicesOff } from '../../integrations/config.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { startRecordedService, type RecordedService } from '../../test/recorded-service.js';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
type Browser = ReturnType<typeof browser>;

/** Photon's answers for a street in Edinburgh and one in London, as recorded; nothing for anything else. */
const feature = (coordinates: [number, number], properties: Record<string, string>) => ({ geometry: { coordinates }, properties });
const photon = {
  edinburgh: {
    type: 'FeatureCollection',
    features: [feature([-3.1883, 55.9533], { name: 'Princes Street', street: 'Princes Street', housenumber: '1', postcode: 'EH2 2EQ', city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom' })],
  },
  london: {
    type: 'FeatureCollection',
    features: [feature([-0.1235, 51.5079], { name: 'Strand', street: 'Strand', housenumber: '1', postcode: 'WC2N 5EJ', city: 'London', state: 'England', country: 'United Kingdom' })],
  },
  empty: { type: 'FeatureCollection', features: [] },
};
const answerTo = (query: string) => (query.includes('Princes Street') ? photon.edinburgh : query.includes('Strand') ? photon.london : photon.empty);

let geocoder: RecordedService;
beforeAll(async () => {
  geocoder = await startRecordedService((url) => (url.pathname === '/api' ? { ok: answerTo(url.searchParams.get('q') ?? ''), empty: photon.empty } : undefined));
});
afterAll(() => geocoder.close());
beforeEach(() => geocoder.reset());

/** The app with the geocoder on (the recorded Photon) or off, and a signed-in browser. */
async function signedIn(geocoding: boolean) {
  const services = { ...servicesOff, geocoder: geocoding ? { kind: 'photon' as const, baseUrl: geocoder.baseUrl } : undefined };
  const { app, database } = await testApp({ services });
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

/** New York → London by air, a hotel without coordinates, a train to Edinburgh, a car there; one cancelled flight. */
async function plannedTrip(b: Browser, address: string) {
  const trip = await create<Trip>(b, '/api/v1/trips', { title: 'UK workshop', address, start: { local: '2026-03-05T17:00', zone: NY }, end: { local: '2026-03-10T16:00', zone: NY } });
  const reserve = (body: Record<string, unknown>) => create(b, '/api/v1/reservations', { tripId: trip.id, ...body });
  await reserve({ type: 'flight', start: { local: '2026-03-05T19:00', zone: NY }, end: { local: '2026-03-06T07:05', zone: LONDON }, flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: 'JFK', arrivalAirport: 'LHR' } });
  await reserve({ type: 'lodging', provider: 'Strand Hotel', start: { local: '2026-03-06T14:00', zone: LONDON }, end: { local: '2026-03-08T11:00', zone: LONDON }, startPlace: { name: 'Strand Hotel', address: '1 Strand, London' } });
  await reserve({
    type: 'train', start: { local: '2026-03-08T12:00', zone: LONDON }, end: { local: '2026-03-08T16:30', zone: LONDON },
    startPlace: { name: "King's Cross", address: 'London N1 9AL', latitude: 51.5308, longitude: -0.1238 },
    endPlace: { name: 'Waverley', address: 'Edinburgh EH1 1BB', latitude: 55.952, longitude: -3.1893 },
  });
  await reserve({ type: 'flight', status: 'cancelled', start: { local: '2026-03-08T13:00', zone: LONDON }, end: { local: '2026-03-08T14:20', zone: LONDON }, flight: { airlineCode: 'BA', flightNumber: '1440', departureAirport: 'LHR', arrivalAirport: 'CDG' } });
  return trip;
}

const mapOf = async (b: Browser, tripId: string) => {
  const res = await b.request(`/api/v1/trips/${tripId}/map`);
  expect(res.status).toBe(200);
  return (await res.json()) as TripMap;
};

describe('GET /api/v1/trips/{id}/map', () => {
  it("answers 401 without a session, and 'Trip not found' for a bad id and for another user's trip", async () => {
    const { app, database, b } = await signedIn(false);
    const trip = await create<Trip>(b, '/api/v1/trips', { title: 'Mine' });
    expect((await browser(app).request(`/api/v1/trips/${trip.id}/map`)).status).toBe(401);
    // A malformed id is a trip that does not exist, as on every route of the trips (the sweep expects it).
    const bad = await b.request('/api/v1/trips/not-a-uuid/map');
    expect([bad.status, ((await bad.json()) as { error: { message: string } }).error.message]).toEqual([404, messages.notFound('Trip')]);
    const { user } = await createUser(database.db);
    const other = browser(app);
    await other.signIn(user.email, TEST_PASSWORD);
    const res = await other.request(`/api/v1/trips/${trip.id}/map`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.notFound('Trip'));
  });

  it('lists the places in order with a flight arc and ground legs; without a geocoder the address is unplaced and nothing is asked', async () => {
    const { b } = await signedIn(false);
    const trip = await plannedTrip(b, 'Edinburgh');
    const map = await mapOf(b, trip.id);
    expect(map.places.map((p) => p.name)).toEqual(['John F Kennedy International Airport', 'London Heathrow Airport', "King's Cross", 'Waverley']);
    expect(map.unplaced).toEqual(['Strand Hotel', 'Edinburgh']);
    expect(map.note).toBeNull();
    expect(map.legs.map((l) => [l.kind, l.from, l.to])).toEqual([
      ['flight', 'John F Kennedy International Airport', 'London Heathrow Airport'],
      ['ground', 'London Heathrow Airport', "King's Cross"],
      ['ground', "King's Cross", 'Waverley'],
    ]);
    const [flight, , train] = map.legs;
    // The arc: many points, bowing north of both ends over the Atlantic.
    expect(flight?.points.length).toBeGreaterThan(10);
    expect(Math.max(...(flight?.points ?? []).map((p) => p[0]))).toBeGreaterThan(52);
    expect(train?.points).toEqual([[51.5308, -0.1238], [55.952, -3.1893]]);
    expect(geocoder.state.requests).toHaveLength(0);
  });

  it("places the trip's address after the itinerary and a hotel's typed address where it is, asking the geocoder once for each", async () => {
    const { b } = await signedIn(true);
    const trip = await plannedTrip(b, '1 Princes Street, Edinburgh');
    const map = await mapOf(b, trip.id);
    expect(map.places.map((p) => p.name)).toEqual(['John F Kennedy International Airport', 'London Heathrow Airport', 'Strand Hotel', "King's Cross", 'Waverley', '1 Princes Street, Edinburgh']);
    expect(map.places[2]).toMatchObject({ address: '1 Strand, London', latitude: 51.5079, longitude: -0.1235 });
    // The trip's address as the geocoder's label words it.
    expect(map.places.at(-1)).toMatchObject({ latitude: 55.9533, longitude: -3.1883 });
    expect(map.places.at(-1)?.address).toContain('EH2 2EQ Edinburgh');
    expect(map.legs.map((l) => [l.kind, l.from, l.to])).toEqual([
      ['flight', 'John F Kennedy International Airport', 'London Heathrow Airport'],
      ['ground', 'London Heathrow Airport', 'Strand Hotel'],
      ['ground', 'Strand Hotel', "King's Cross"],
      ['ground', "King's Cross", 'Waverley'],
    ]);
    expect(map.unplaced).toEqual([]);
    expect(map.note).toBeNull();
    await mapOf(b, trip.id);
    expect(geocoder.state.requests.map((r) => r.url.searchParams.get('q'))).toEqual(['1 Princes Street, Edinburgh', '1 Strand, London']);
  });

  it("places the user's own event at its address, in its moment's order", async () => {
    const { b } = await signedIn(true);
    const trip = await create<Trip>(b, '/api/v1/trips', { title: 'London dinner' });
    await create(b, `/api/v1/trips/${trip.id}/events`, { type: 'meeting', title: 'Dinner with the client', place: 'Simpson’s', address: '100 Strand, London', start: { local: '2026-03-06T19:00', zone: LONDON } });
    await create(b, '/api/v1/reservations', { tripId: trip.id, type: 'flight', start: { local: '2026-03-05T19:00', zone: NY }, end: { local: '2026-03-06T07:05', zone: LONDON }, flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: 'JFK', arrivalAirport: 'LHR' } });
    const map = await mapOf(b, trip.id);
    expect(map.places.map((p) => p.name)).toEqual(['John F Kennedy International Airport', 'London Heathrow Airport', 'Simpson’s']);
    expect(map.places[2]).toMatchObject({ address: '100 Strand, London', latitude: 51.5079, longitude: -0.1235 });
    expect(map.legs.map((l) => [l.kind, l.to])).toEqual([['flight', 'London Heathrow Airport'], ['ground', 'Simpson’s']]);
  });

  it('lists an address the geocoder does not know among the places not on the map', async () => {
    const { b } = await signedIn(true);
    const trip = await plannedTrip(b, 'Nowhere Lane 9');
    const map = await mapOf(b, trip.id);
    expect(map.unplaced).toEqual(['Nowhere Lane 9']);
    expect(map.places.map((p) => p.name)).toContain('Strand Hotel');
    expect(map.note).toBeNull();
  });

  it('still answers when the geocoder fails: the address is left out with a note', async () => {
    const { b } = await signedIn(true);
    geocoder.state.mode = 'fail';
    const trip = await plannedTrip(b, '10 Downing Street, London');
    const map = await mapOf(b, trip.id);
    expect(map.places).toHaveLength(4);
    expect(map.unplaced).toEqual(['Strand Hotel', '10 Downing Street, London']);
    expect(map.note).toBe(mapTexts.addressesNotOnMap);
    // The trip's address is asked first; once the geocoder has failed the hotel's is not tried.
    expect(geocoder.state.requests).toHaveLength(1);
  });

  it('draws a flight over the Pacific the short way, its markers on the ends of the arc', async () => {
    const { b } = await signedIn(false);
    const trip = await create<Trip>(b, '/api/v1/trips', { title: 'Tokyo' });
    await create(b, '/api/v1/reservations', { tripId: trip.id, type: 'flight', start: { local: '2026-04-01T17:00', zone: 'Asia/Tokyo' }, end: { local: '2026-04-01T10:00', zone: 'America/Los_Angeles' }, flight: { airlineCode: 'UA', flightNumber: '838', departureAirport: 'HND', arrivalAirport: 'SFO' } });
    const map = await mapOf(b, trip.id);
    const [tokyo, sanFrancisco] = map.places;
    const points = map.legs[0]?.points ?? [];
    expect(points[0]).toEqual([tokyo?.latitude, tokyo?.longitude]);
    expect(points.at(-1)).toEqual([sanFrancisco?.latitude, sanFrancisco?.longitude]);
    expect(sanFrancisco?.longitude).toBeGreaterThan(180);
    expect(map.unplaced).toEqual([]);
  });
});
