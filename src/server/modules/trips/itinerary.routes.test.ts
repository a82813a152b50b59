import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActiveTrip, Itinerary, ItineraryEvent, Timeline, TimelineEntry, TravelSummary } from '../../../shared/itinerary.js';
import type { Reservation } from '../../../shared/reservations.js';
import type { Timecard, Week } from '../../../shared/timecards.js';
import type { Trip } from '../../../shared/trips.js';
import { notes } from '../../db/schema/record-parts.js';
import { itineraryEvents } from '../../db/schema/trips.js';
import { signedInUser } from '../../test/factories.js';
import { greatCircleMiles, milesBetween } from '../../places/airports.js';

const read = async <T>(res: Response) => (await res.json()) as T;
type Browser = Awaited<ReturnType<typeof signedInUser>>['b'];

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const home = { timeZone: NY, currency: 'USD', firstDayOfWeek: 0 as const, travelBufferBeforeMinutes: 60, travelBufferAfterMinutes: 30 };

async function create<T>(b: Browser, path: string, body: unknown): Promise<T> {
  const res = await b.json(path, 'POST', body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return read<T>(res);
}

/**
 * New York → London overnight (US clocks still on EST), two nights in London, a short flight to
 * Edinburgh, a car and one hotel night there, and home on 03/10 after the US moved to EDT on 03/08.
 */
async function plannedTrip(b: Browser) {
  const customer = await create<{ id: string }>(b, '/api/v1/customers', { name: 'Acme' });
  const project = await create<{ id: string }>(b, '/api/v1/projects', { projectNumber: 'UK-1', customerId: customer.id });
  const trip = await create<Trip>(b, '/api/v1/trips', {
    title: 'UK workshop',
    customerId: customer.id,
    projectId: project.id,
    address: 'London',
    start: { local: '2026-03-05T17:00', zone: NY },
    end: { local: '2026-03-10T16:00', zone: NY },
  });
  const reserve = (body: Record<string, unknown>) => create<Reservation>(b, '/api/v1/reservations', { tripId: trip.id, ...body });
  const outbound = await reserve({
    type: 'flight',
    provider: 'United',
    reservationNumber: 'UAX1',
    start: { local: '2026-03-05T19:00', zone: NY },
    end: { local: '2026-03-06T07:05', zone: LONDON },
    flight: { airlineCode: 'ua', flightNumber: '100', departureAirport: 'jfk', arrivalAirport: 'LHR', departureTerminal: '7', seat: '23A' },
    cost: '812.40',
  });
  const london = await reserve({
    type: 'lodging',
    provider: 'Strand Hotel',
    reservationNumber: 'H-778',
    start: { local: '2026-03-06T14:00', zone: LONDON },
    end: { local: '2026-03-08T11:00', zone: LONDON },
    startPlace: { name: 'Strand Hotel', address: '1 Strand, London WC2N 5EJ' },
  });
  const shuttle = await reserve({
    type: 'flight',
    start: { local: '2026-03-08T13:00', zone: LONDON },
    end: { local: '2026-03-08T14:20', zone: LONDON },
    flight: { airlineCode: 'BA', flightNumber: '1440', departureAirport: 'LHR', arrivalAirport: 'EDI' },
  });
  const car = await reserve({
    type: 'rentalCar',
    provider: 'Hertz',
    start: { local: '2026-03-08T15:00', zone: LONDON },
    end: { local: '2026-03-10T09:00', zone: LONDON },
    startPlace: { name: 'Edinburgh Airport', address: 'Edinburgh EH12 9DN' },
  });
  const edinburgh = await reserve({
    type: 'lodging',
    provider: 'Balmoral',
    start: { local: '2026-03-08T16:00', zone: LONDON },
    end: { local: '2026-03-09T11:00', zone: LONDON },
    startPlace: { name: 'The Balmoral', address: '1 Princes St, Edinburgh EH2 2EQ', latitude: 55.9533, longitude: -3.1895 },
  });
  const homeward = await reserve({
    type: 'flight',
    start: { local: '2026-03-10T11:00', zone: LONDON },
    end: { local: '2026-03-10T14:00', zone: NY },
    flight: { airlineCode: 'UA', flightNumber: '162', departureAirport: 'EDI', arrivalAirport: 'EWR' },
  });
  return { customer, project, trip, outbound, london, shuttle, car, edinburgh, homeward };
}

const entries = (timeline: Timeline) => timeline.days.flatMap((d) => d.entries);
const entry = (timeline: Timeline, key: string) => {
  const found = entries(timeline).find((e) => e.key === key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};
const itineraryOf = async (b: Browser, tripId: string) => read<Itinerary>(await b.request(`/api/v1/trips/${tripId}/itinerary`));
const timelineOf = async (b: Browser, tripId: string) => (await itineraryOf(b, tripId)).timeline;

describe('reservations and the itinerary timeline', () => {
  it('derives the timeline in local times, with zone abbreviations across a DST change, home times and +1', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, outbound, london, car, homeward } = await plannedTrip(b);
    const timeline = await timelineOf(b, trip.id);

    expect(timeline.homeZone).toBe(NY);
    expect(timeline.days.map((d) => d.date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-08', '2026-03-09', '2026-03-10']);
    const pick = (e: TimelineEntry) => [e.kind, e.title, e.local, e.abbreviation, e.home, e.dayOffset];
    // By hand: 19:00 EST is 00:00 UTC on 03/06; 07:05 GMT is 02:05 EST.
    expect(pick(entry(timeline, `${outbound.id}:departure`))).toEqual(['departure', 'UA 100 JFK → LHR', '2026-03-05T19:00', 'EST', '2026-03-05T19:00', 0]);
    expect(pick(entry(timeline, `${outbound.id}:arrival`))).toEqual(['arrival', 'UA 100 JFK → LHR', '2026-03-06T07:05', 'GMT', '2026-03-06T02:05', 1]);
    // After 03/08 New York is on EDT (UTC-4) while London stays on GMT: 11:00 GMT is 07:00 at home.
    expect(pick(entry(timeline, `${homeward.id}:departure`))).toEqual(['departure', 'UA 162 EDI → EWR', '2026-03-10T11:00', 'GMT', '2026-03-10T07:00', 0]);
    expect(pick(entry(timeline, `${homeward.id}:arrival`))).toEqual(['arrival', 'UA 162 EDI → EWR', '2026-03-10T14:00', 'EDT', '2026-03-10T14:00', 0]);
    expect(entry(timeline, `${london.id}:check-in`)).toMatchObject({ title: 'Strand Hotel', place: 'Strand Hotel', address: '1 Strand, London WC2N 5EJ', confirmation: 'H-778' });
    expect(entry(timeline, `${london.id}:check-out`).dayOffset).toBe(0);
    expect(entry(timeline, `${car.id}:pick-up`).kind).toBe('pick-up');
    expect(entry(timeline, `${car.id}:drop-off`).local).toBe('2026-03-10T09:00');
    // The flight's places come from the airport dataset.
    expect(entry(timeline, `${outbound.id}:departure`).place).toBe('John F Kennedy International Airport');
    expect(entry(timeline, `${outbound.id}:arrival`).place).toBe('London Heathrow Airport');
    // Each day in order of the instants.
    for (const day of timeline.days) {
      const instants = day.entries.map((e) => Date.parse(e.at));
      expect(instants).toEqual([...instants].sort((x, y) => x - y));
    }

    // Only the night of 03/09 has neither a bed nor an overnight flight.
    const gaps = timeline.days.flatMap((d) => d.gaps.map((g) => [d.date, g.kind]));
    expect(gaps).toEqual([['2026-03-09', 'no-lodging']]);
  });

  it('marks a car not returned by the end of the trip and overlapping stays', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, car, london } = await plannedTrip(b);
    expect((await b.json(`/api/v1/reservations/${car.id}`, 'PATCH', { end: { local: '2026-03-11T09:00', zone: LONDON } })).status).toBe(200);
    const overlap = await create<Reservation>(b, '/api/v1/reservations', {
      tripId: trip.id,
      type: 'lodging',
      provider: 'Savoy',
      start: { local: '2026-03-07T15:00', zone: LONDON },
      end: { local: '2026-03-08T10:00', zone: LONDON },
    });
    const gaps = (await timelineOf(b, trip.id)).days.flatMap((d) => d.gaps.map((g) => ({ date: d.date, kind: g.kind, ids: g.reservationIds })));
    expect(gaps).toContainEqual({ date: '2026-03-11', kind: 'car-not-returned', ids: [car.id] });
    expect(gaps).toContainEqual({ date: '2026-03-07', kind: 'lodging-overlap', ids: [london.id, overlap.id] });
    // A cancelled stay overlaps nothing.
    await b.json(`/api/v1/reservations/${overlap.id}`, 'PATCH', { status: 'cancelled' });
    const after = (await timelineOf(b, trip.id)).days.flatMap((d) => d.gaps.map((g) => g.kind));
    expect(after).not.toContain('lodging-overlap');
  });

  it('hides a flight and shows it again', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, shuttle } = await plannedTrip(b);
    const hidden = await read<Reservation>(await b.json(`/api/v1/reservations/${shuttle.id}`, 'PATCH', { hidden: true }));
    expect(hidden.hidden).toBe(true);
    let timeline = await timelineOf(b, trip.id);
    expect(timeline.hiddenCount).toBe(1);
    expect(entry(timeline, `${shuttle.id}:departure`).hidden).toBe(true);
    await b.json(`/api/v1/reservations/${shuttle.id}`, 'PATCH', { hidden: false });
    timeline = await timelineOf(b, trip.id);
    expect(timeline.hiddenCount).toBe(0);
    expect(entry(timeline, `${shuttle.id}:departure`).hidden).toBe(false);
  });

  it("adds the user's own events to the timeline, and changes and deletes them", async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip } = await plannedTrip(b);
    const event = await create<ItineraryEvent>(b, `/api/v1/trips/${trip.id}/events`, {
      type: 'meeting',
      title: 'Workshop day 1',
      start: { local: '2026-03-06T09:00', zone: LONDON },
      end: { local: '2026-03-06T17:00', zone: LONDON },
      place: 'Acme UK',
      address: '10 Fleet St',
      cost: '12.50',
    });
    expect(event).toMatchObject({ type: 'meeting', costMinor: 1250, currency: 'USD', start: { local: '2026-03-06T09:00', zone: LONDON } });
    expect(entry(await timelineOf(b, trip.id), `event:${event.id}`)).toMatchObject({ source: 'event', title: 'Workshop day 1', home: '2026-03-06T04:00' });

    const bad = await b.json(`/api/v1/trips/${trip.id}/events/${event.id}`, 'PATCH', { end: { local: '2026-03-06T08:00', zone: LONDON } });
    expect(bad.status).toBe(400);
    const moved = await read<ItineraryEvent>(await b.json(`/api/v1/trips/${trip.id}/events/${event.id}`, 'PATCH', { title: 'Workshop' }));
    expect(moved.title).toBe('Workshop');
    expect((await itineraryOf(b, trip.id)).events.map((e) => e.title)).toEqual(['Workshop']);
    expect((await b.request(`/api/v1/trips/${trip.id}/events/${event.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await b.request(`/api/v1/trips/${trip.id}/events/${event.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(entries(await timelineOf(b, trip.id)).some((e) => e.source === 'event')).toBe(false);
  });

  it('lists reservations across trips, searchable by flight, airport and provider, and sortable', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, outbound, shuttle, homeward } = await plannedTrip(b);
    const search = async (query: string) =>
      (await read<{ items: Reservation[]; total: number }>(await b.request(`/api/v1/reservations?${query}`))).items.map((r) => r.id);
    expect(await search('search=UA100')).toEqual([outbound.id]);
    expect(await search('search=ua%20162')).toEqual([homeward.id]);
    expect(await search('search=LHR')).toEqual([outbound.id, shuttle.id]);
    expect((await search('search=hertz')).length).toBe(1);
    expect((await search(`tripId=${trip.id}&type=flight&sort=start&order=desc`))).toEqual([homeward.id, shuttle.id, outbound.id]);
    const one = await read<Reservation>(await b.request(`/api/v1/reservations/${outbound.id}`));
    expect(one).toMatchObject({ trip: { id: trip.id, title: 'UK workshop' }, costMinor: 81240, flight: { airlineCode: 'UA', departureAirport: 'JFK', seat: '23A' } });
    expect(one.miles).toBe(milesBetween('JFK', 'LHR'));
  });

  it("refuses a reservation on another user's trip, and bad reservations, changing nothing", async () => {
    const { b } = await signedInUser({ settings: home });
    const { b: other } = await signedInUser();
    const { trip } = await plannedTrip(b);
    const attempt = await other.json('/api/v1/reservations', 'POST', { tripId: trip.id, type: 'other', start: { local: '2026-03-06T09:00', zone: LONDON } });
    expect(attempt.status).toBe(404);
    const backwards = await b.json('/api/v1/reservations', 'POST', {
      tripId: trip.id,
      type: 'lodging',
      start: { local: '2026-03-06T09:00', zone: LONDON },
      end: { local: '2026-03-05T09:00', zone: LONDON },
    });
    expect(backwards.status).toBe(400);
    const badAirport = await b.json('/api/v1/reservations', 'POST', {
      tripId: trip.id,
      type: 'flight',
      start: { local: '2026-03-06T09:00', zone: LONDON },
      flight: { departureAirport: 'LONDON' },
    });
    expect(badAirport.status).toBe(400);
    expect(((await badAirport.json()) as { error: { message: string } }).error.message).toBe('Airport code not valid');
    const total = (await read<{ total: number }>(await b.request(`/api/v1/reservations?tripId=${trip.id}`))).total;
    expect(total).toBe(6);
  });

  it("deleting a trip deletes its reservations, their notes and its events", async () => {
    const { b, database, user } = await signedInUser({ settings: home });
    const { trip, outbound } = await plannedTrip(b);
    expect((await b.json(`/api/v1/reservations/${outbound.id}/notes`, 'POST', { name: 'Seat', html: '<p>Aisle</p>' })).status).toBe(201);
    await create(b, `/api/v1/trips/${trip.id}/events`, { type: 'meeting', title: 'Kick-off', start: { local: '2026-03-06T09:00', zone: LONDON } });
    const left = async () => ({
      notes: await database.db.$count(notes, eq(notes.userId, user.id)),
      events: await database.db.$count(itineraryEvents, eq(itineraryEvents.userId, user.id)),
    });
    expect(await left()).toEqual({ notes: 1, events: 1 });
    expect((await b.request(`/api/v1/trips/${trip.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await b.request(`/api/v1/reservations/${outbound.id}`)).status).toBe(404);
    expect((await read<{ total: number }>(await b.request('/api/v1/reservations'))).total).toBe(0);
    expect(await left()).toEqual({ notes: 0, events: 0 });
  });
});

describe('travel hours proposed from the itinerary', () => {
  it('proposes each journey with the buffers, each end in its zone, and accepts and dismisses them once', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, project, outbound, shuttle, homeward } = await plannedTrip(b);
    const proposals = async () => (await itineraryOf(b, trip.id)).proposals;
    const first = await proposals();
    expect(first.bufferBeforeMinutes).toBe(60);
    expect(first.items.map((p) => [p.sourceIds, p.start.local, p.start.zone, p.end.local, p.end.zone, p.hours])).toEqual([
      // 18:00 EST (23:00 UTC) to 07:35 GMT: 8 h 35 min.
      [[outbound.id], '2026-03-05T18:00', NY, '2026-03-06T07:35', LONDON, 8.58],
      [[shuttle.id], '2026-03-08T12:00', LONDON, '2026-03-08T14:50', LONDON, 2.83],
      // 10:00 GMT to 14:30 EDT (18:30 UTC): 8 h 30 min.
      [[homeward.id], '2026-03-10T10:00', LONDON, '2026-03-10T14:30', NY, 8.5],
    ]);
    expect(first.items[0]?.project?.id).toBe(project.id);

    // Changing a flight changes its pending proposal.
    await b.json(`/api/v1/reservations/${homeward.id}`, 'PATCH', { start: { local: '2026-03-10T12:00', zone: LONDON }, end: { local: '2026-03-10T15:00', zone: NY } });
    expect((await proposals()).items[2]?.start.local).toBe('2026-03-10T11:00');

    const decided = await read<{ created: number; dismissed: number }>(
      await b.json(`/api/v1/trips/${trip.id}/travel-proposals`, 'POST', { accept: [outbound.id, homeward.id], dismiss: [shuttle.id] }),
    );
    expect(decided).toEqual({ created: 2, dismissed: 1 });
    expect((await proposals()).items).toEqual([]);
    // Deciding again is refused and changes nothing.
    const again = await b.json(`/api/v1/trips/${trip.id}/travel-proposals`, 'POST', { accept: [outbound.id] });
    expect(again.status).toBe(404);

    // The accepted proposals are Travel timecards of the trip, in the week view.
    const week = await read<Week>(await b.request('/api/v1/timecards/week?date=2026-03-05'));
    const travel = week.entries.filter((e: Timecard) => e.type === 'travel');
    expect(travel.map((e) => [e.start.local, e.start.zone, e.end?.local, e.end?.zone, e.trip?.id, e.project?.id, e.hours])).toEqual([
      ['2026-03-05T18:00', NY, '2026-03-06T07:35', LONDON, trip.id, project.id, 8.58],
    ]);
    const figures = await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`));
    expect(figures.travelHours).toBeCloseTo(8.58 + 8.5, 1);
  });

  it('joins a connection into one proposal, and uses the buffers of the profile', async () => {
    const { b } = await signedInUser({ settings: { ...home, travelBufferBeforeMinutes: 90, travelBufferAfterMinutes: 0 } });
    const { trip, outbound, shuttle } = await plannedTrip(b);
    // The connection leaves 75 minutes after landing: within the 90-minute buffer.
    await b.json(`/api/v1/reservations/${shuttle.id}`, 'PATCH', { start: { local: '2026-03-06T08:20', zone: LONDON }, end: { local: '2026-03-06T09:40', zone: LONDON } });
    const { items } = (await itineraryOf(b, trip.id)).proposals;
    expect(items[0]).toMatchObject({ sourceIds: [outbound.id, shuttle.id], start: { local: '2026-03-05T17:30' }, end: { local: '2026-03-06T09:40' } });
  });
});

describe('the active trip and the travel summary', () => {
  it('finds the trip under way at a moment, with day n of m, the next event, places and tonight', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, london } = await plannedTrip(b);
    const at = async (iso: string) => read<{ active: ActiveTrip | null }>(await b.request(`/api/v1/trips/widgets/active?at=${encodeURIComponent(iso)}`));
    expect((await at('2026-03-04T12:00:00Z')).active).toBeNull();
    const { active } = await at('2026-03-07T12:00:00Z');
    expect(active).toMatchObject({ trip: { id: trip.id }, day: 3, days: 6 });
    expect(active?.next).toMatchObject({ key: `${london.id}:check-out`, local: '2026-03-08T11:00' });
    expect(active?.places.find((p) => p.current)).toMatchObject({ name: 'Strand Hotel' });
    expect(active?.places.map((p) => p.name).slice(0, 3)).toEqual(['John F Kennedy International Airport', 'London Heathrow Airport', 'Strand Hotel']);
    expect(active?.tonight).toMatchObject({ name: 'Strand Hotel', address: '1 Strand, London WC2N 5EJ' });
    expect(active?.tonight?.directions.google).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20Strand%2C%20London%20WC2N%205EJ');

    // In Edinburgh the hotel has coordinates: directions go to the point.
    const edinburgh = (await at('2026-03-08T20:00:00Z')).active;
    expect(edinburgh?.tonight?.directions.openStreetMap).toBe('https://www.openstreetmap.org/directions?to=55.9533%2C-3.1895');
    // The night with no booking says so by having no address.
    expect((await at('2026-03-09T20:00:00Z')).active?.tonight).toBeNull();

    // The list's views compare with the same moment.
    const view = async (name: string, iso: string) =>
      (await read<{ items: { id: string }[] }>(await b.request(`/api/v1/trips?view=${name}&at=${encodeURIComponent(iso)}`))).items.map((t) => t.id);
    expect(await view('active', '2026-03-07T12:00:00Z')).toEqual([trip.id]);
    expect(await view('upcoming', '2026-03-01T12:00:00Z')).toEqual([trip.id]);
    expect(await view('active', '2026-03-11T12:00:00Z')).toEqual([]);
  });

  it('sums nights, flights, great-circle miles and hours per trip and per year', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip } = await plannedTrip(b);
    const { summary } = await itineraryOf(b, trip.id);
    const miles = [['JFK', 'LHR'], ['LHR', 'EDI'], ['EDI', 'EWR']].reduce((sum, [a = '', z = '']) => sum + (milesBetween(a, z) ?? 0), 0);
    expect(summary).toEqual({ trips: 1, nightsAway: 5, flights: 3, milesFlown: miles, workHours: 0, travelHours: 0, spent: [] });
    expect((await read<TravelSummary>(await b.request('/api/v1/trips/summary?year=2026'))).milesFlown).toBe(miles);
    expect((await read<TravelSummary>(await b.request('/api/v1/trips/summary?year=2025'))).trips).toBe(0);
  });

  it('measures great circles like the published distances', () => {
    // JFK–LHR is about 3,450 statute miles; LHR–EDI about 330.
    expect(milesBetween('JFK', 'LHR')).toBeGreaterThan(3430);
    expect(milesBetween('JFK', 'LHR')).toBeLessThan(3460);
    expect(milesBetween('LHR', 'EDI')).toBeGreaterThan(320);
    expect(milesBetween('LHR', 'EDI')).toBeLessThan(340);
    expect(greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 3958.8, 0);
    expect(milesBetween('JFK', 'XXX')).toBeNull();
  });
});

describe('trip parts', () => {
  it('keeps contacts and quick links with the trip, and the project counts its trips', async () => {
    const { b } = await signedInUser({ settings: home });
    const { trip, project } = await plannedTrip(b);
    const contact = await create<{ id: string }>(b, '/api/v1/contacts', { firstName: 'Tom', lastName: 'Agent' });
    const saved = await read<Trip>(
      await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', {
        contactIds: [contact.id],
        quickLinks: [{ agencyName: 'Navan', url: 'https://app.navan.com/trips/123', linkName: 'Booking' }],
      }),
    );
    expect(saved.contacts).toEqual([{ id: contact.id, firstName: 'Tom', lastName: 'Agent' }]);
    expect(saved.quickLinks).toEqual([{ agencyName: 'Navan', url: 'https://app.navan.com/trips/123', linkName: 'Booking' }]);
    const bad = await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', { quickLinks: [{ url: 'javascript:alert(1)' }] });
    expect(bad.status).toBe(400);
    expect((await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).quickLinks).toHaveLength(1);
    const projects = await read<{ items: { id: string; trips: number }[] }>(await b.request('/api/v1/projects'));
    expect(projects.items.find((p) => p.id === project.id)?.trips).toBe(1);
  });

  it('starts the timer for a trip, and never for another user\'s', async () => {
    const { b } = await signedInUser({ settings: home });
    const { b: other } = await signedInUser();
    const { trip, project, customer } = await plannedTrip(b);
    const refused = await other.json('/api/v1/timecards/timer/start', 'POST', { zone: LONDON, tripId: trip.id });
    expect(refused.status).toBe(404);
    expect((await other.request('/api/v1/timecards/timer')).status).toBe(200);
    expect(await (await other.request('/api/v1/timecards/timer')).json()).toBeNull();
    const started = await b.json('/api/v1/timecards/timer/start', 'POST', { zone: LONDON, type: 'travel', tripId: trip.id });
    expect(started.status).toBe(201);
    const timer = await read<Timecard>(started);
    expect(timer.trip).toEqual({ id: trip.id, title: 'UK workshop' });
    // It counts toward the trip's project and customer.
    expect([timer.project?.id, timer.customer?.id]).toEqual([project.id, customer.id]);
  });

  it('searches airports by code, city and name', async () => {
    const { b } = await signedInUser();
    const codes = async (q: string) => (await read<{ items: { iata: string; zone: string }[] }>(await b.request(`/api/v1/airports?search=${q}`))).items;
    expect((await codes('lhr'))[0]).toMatchObject({ iata: 'LHR', zone: 'Europe/London' });
    expect((await codes('edinburgh')).map((a) => a.iata)).toContain('EDI');
    expect((await codes('zzzzzz')).length).toBe(0);
  });
});
