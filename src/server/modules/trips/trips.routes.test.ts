import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timecards } from '../../db/schema/projects.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const signedIn = () => signedInUser();
const read = async <T>(res: Response) => (await res.json()) as T;

type Zoned = { at: string; zone: string; local: string };
type Trip = {
  id: string;
  title: string;
  start: Zoned | null;
  end: Zoned | null;
  estimatedCostMinor: number | null;
  budgetMinor: number | null;
  currency: string;
  paid: boolean;
  spentMinor: number;
  receivedMinor: number | null;
  workHours: number;
  travelHours: number;
  tags: { key: string; value: string }[];
};
type Page = { items: Trip[]; total: number };

/** A wall-clock time `hours` from now, in `zone`, as the editor sends it. */
const localIn = (hours: number, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(new Date(Date.now() + hours * 3_600_000))
    .replace(' ', 'T');

const titles = (page: Page) => page.items.map((t) => t.title);

describe('trips API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/trips')).status).toBe(401);
    expect((await app.request(`/api/v1/trips/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('creates a trip with each end in its own zone, money in minor units, and figures at zero', async () => {
    const { b } = await signedIn();
    const customer = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    const project = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'P-1', customerId: customer.id }));
    const res = await b.json('/api/v1/trips', 'POST', {
      title: 'Berlin workshop',
      customerId: customer.id,
      projectId: project.id,
      address: 'Alexanderplatz 1, Berlin',
      start: { local: '2026-07-01T08:00', zone: 'America/Chicago' },
      startEvent: 'Flight UA 958',
      end: { local: '2026-07-05T18:30', zone: 'Europe/Berlin' },
      endEvent: 'Check-out',
      estimatedCost: '2,450.5',
      budget: 3000,
      paid: true,
      confirmationNumber: 'ABC123',
      tags: [{ key: 'Purpose', value: 'Training' }],
    });
    expect(res.status).toBe(201);
    const trip = await read<Trip & { customer: { name: string }; project: { projectNumber: string } }>(res);
    expect(trip).toMatchObject({
      title: 'Berlin workshop',
      customer: { name: 'Acme' },
      project: { projectNumber: 'P-1' },
      start: { at: '2026-07-01T13:00:00.000Z', zone: 'America/Chicago', local: '2026-07-01T08:00' },
      end: { at: '2026-07-05T16:30:00.000Z', zone: 'Europe/Berlin', local: '2026-07-05T18:30' },
      estimatedCostMinor: 245_050,
      budgetMinor: 300_000,
      // The user's home currency when none is given.
      currency: 'USD',
      paid: true,
      confirmationNumber: 'ABC123',
      spentMinor: 0,
      receivedMinor: null,
      homeCurrency: 'USD',
      unconvertedReceipts: 0,
      workHours: 0,
      travelHours: 0,
      tags: [{ key: 'Purpose', value: 'Training' }],
    });
    expect(await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).toMatchObject({ title: 'Berlin workshop', paid: true });
    const changed = await read<Trip>(await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', { paid: false, budget: null, currency: 'EUR' }));
    expect(changed).toMatchObject({ paid: false, budgetMinor: null, currency: 'EUR', estimatedCostMinor: 245_050 });
  });

  it('refuses bad input with clear messages and saves nothing', async () => {
    const { b } = await signedIn();
    const start = { local: '2026-07-02T09:00', zone: 'UTC' };
    for (const [body, path, message] of [
      [{}, 'title', 'This field is required'],
      [{ title: '   ' }, 'title', 'This field is required'],
      [{ title: 'A', budget: '12abc' }, 'budget', 'Numbers only'],
      [{ title: 'A', estimatedCost: '10.555' }, 'estimatedCost', 'Numbers only'],
      [{ title: 'A', start, end: { local: '2026-07-01T09:00', zone: 'UTC' } }, 'end.local', 'Date not valid'],
      [{ title: 'A', start: { local: '2026-02-30T09:00', zone: 'UTC' } }, 'start.local', 'Date not valid'],
      [{ title: 'A', start: { local: '2026-03-08T02:30', zone: 'America/New_York' } }, 'start.local', 'Date not valid'],
      [{ title: 'A', end: start }, 'start', 'This field is required'],
      [{ title: 'A', start: { local: '2026-07-02T09:00', zone: 'Mars/Olympus' } }, 'start.zone', 'Time zone not valid'],
    ] as const) {
      const res = await b.json('/api/v1/trips', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await read<{ error: { issues: unknown[] } }>(res)).error.issues, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect((await read<Page>(await b.request('/api/v1/trips'))).total).toBe(0);
    expect((await b.request('/api/v1/trips?view=later')).status).toBe(400);
    expect((await b.request('/api/v1/trips?year=abc')).status).toBe(400);
    // A change is checked against what is stored.
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Kept', start, end: { local: '2026-07-03T09:00', zone: 'UTC' } }));
    const res = await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', { end: { local: '2026-07-01T09:00', zone: 'UTC' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { issues: [{ path: 'end.local', message: 'Date not valid' }] } });
    expect((await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', { start: null })).status).toBe(400);
    expect((await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).end?.local).toBe('2026-07-03T09:00');
  });

  it("refuses a project of another customer, as assignments do", async () => {
    const { b } = await signedIn();
    const acme = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    const globex = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Globex' }));
    const project = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'G-1', customerId: globex.id }));
    const res = await b.json('/api/v1/trips', 'POST', { title: 'Wrong', customerId: acme.id, projectId: project.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { issues: [{ path: 'projectId', message: 'The project does not belong to this customer' }] } });
    const ok = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Right', customerId: globex.id, projectId: project.id }));
    expect((await b.json(`/api/v1/trips/${ok.id}`, 'PATCH', { customerId: acme.id })).status).toBe(400);
  });

  it('computes active and upcoming from instants for trips that end in another zone than they start', async () => {
    const { b } = await signedIn();
    const tokyo = 'Asia/Tokyo';
    const honolulu = 'Pacific/Honolulu';
    // Started an hour ago in Tokyo, ends in an hour in Honolulu: the end's wall clock reads 17 hours
    // earlier than the start's, yet the trip is valid and under way now.
    const active = { title: 'Under way', start: { local: localIn(-1, tokyo), zone: tokyo }, end: { local: localIn(1, honolulu), zone: honolulu } };
    const created = await b.json('/api/v1/trips', 'POST', active);
    expect(created.status).toBe(201);
    const trip = await read<Trip>(created);
    expect(trip.end && trip.start && trip.end.local < trip.start.local).toBe(true);
    // Starts in Honolulu in 3 hours, whose clock reads earlier than Tokyo's start in 1 hour: soonest first is by instant.
    await b.json('/api/v1/trips', 'POST', { title: 'Later', start: { local: localIn(3, honolulu), zone: honolulu }, end: { local: localIn(30, tokyo), zone: tokyo } });
    await b.json('/api/v1/trips', 'POST', { title: 'Sooner', start: { local: localIn(1, tokyo), zone: tokyo }, end: { local: localIn(20, honolulu), zone: honolulu } });
    // Over: ended an hour ago in Tokyo, whose clock still reads ahead of the present in most places.
    await b.json('/api/v1/trips', 'POST', { title: 'Over', start: { local: localIn(-30, honolulu), zone: honolulu }, end: { local: localIn(-1, tokyo), zone: tokyo } });
    await b.json('/api/v1/trips', 'POST', { title: 'Undated' });

    expect(titles(await read<Page>(await b.request('/api/v1/trips?view=upcoming')))).toEqual(['Sooner', 'Later']);
    expect(titles(await read<Page>(await b.request('/api/v1/trips?view=active')))).toEqual(['Under way']);
    const all = await read<Page>(await b.request('/api/v1/trips?sort=start&order=asc'));
    expect(titles(all)).toEqual(['Over', 'Under way', 'Sooner', 'Later', 'Undated']);
  });

  it('filters by customer, project, the year where the trip starts, unpaid, and search', async () => {
    const { b } = await signedIn();
    const acme = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    const project = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'ROLL-7', customerId: acme.id }));
    // New Year's Day in Tokyo is still 2025 in UTC: the trip counts toward 2026, where it starts.
    await b.json('/api/v1/trips', 'POST', {
      title: 'New year', customerId: acme.id, projectId: project.id, paid: true, start: { local: '2026-01-01T01:00', zone: 'Asia/Tokyo' },
    });
    await b.json('/api/v1/trips', 'POST', { title: 'Acme visit', customerId: acme.id, start: { local: '2025-06-01T09:00', zone: 'UTC' }, confirmationNumber: 'XK42', estimatedCost: '450' });
    const own = await read<{ id: string }>(await b.json('/api/v1/trips', 'POST', { title: 'Own time', address: 'Lisbon', start: { local: '2026-04-01T09:00', zone: 'Europe/Lisbon' } }));
    const list = async (query: string) => titles(await read<Page>(await b.request(`/api/v1/trips?${query}`)));
    expect(await list(`customerId=${acme.id}`)).toEqual(['Acme visit', 'New year']);
    expect(await list(`projectId=${project.id}`)).toEqual(['New year']);
    expect(await list('year=2026')).toEqual(['New year', 'Own time']);
    expect(await list('year=2025')).toEqual(['Acme visit']);
    // Unpaid: something expected (an estimate) or spent; a trip with neither owes nothing.
    expect(await list('view=unpaid')).toEqual(['Acme visit']);
    await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2026-04-01T12:30', zone: 'Europe/Lisbon' }, payment: 'F', currency: 'EUR', amount: '18.40', tripId: own.id });
    expect(await list('view=unpaid')).toEqual(['Acme visit', 'Own time']);
    expect(await list('search=lisb')).toEqual(['Own time']);
    expect(await list('search=xk4')).toEqual(['Acme visit']);
    expect(await list('search=roll-7')).toEqual(['New year']);
    expect(await list('sort=title&order=desc')).toEqual(['Own time', 'New year', 'Acme visit']);
    const second = await read<Page>(await b.request('/api/v1/trips?pageSize=2&page=2'));
    expect([titles(second), second.total]).toEqual([['Own time'], 3]);
    expect((await read<Page>(await b.request('/api/v1/trips?pageSize=2&page=5'))).total).toBe(3);
  });

  it('sums work and travel hours of linked timecards; a trip with timecards is deleted only by detaching them', async () => {
    const { app, b, database, user } = await signedIn();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Site visit' }));
    const entry = (type: string, start: string, end: string, tripId: string | null = trip.id) =>
      b.json('/api/v1/timecards', 'POST', { type, tripId, start: { local: start, zone: 'Europe/Paris' }, end: { local: end, zone: 'Europe/Paris' } });
    expect((await entry('labor', '2026-05-04T09:00', '2026-05-04T16:30')).status).toBe(201);
    expect((await entry('labor', '2026-05-05T09:00', '2026-05-05T10:15')).status).toBe(201);
    expect((await entry('travel', '2026-05-03T07:00', '2026-05-03T09:30')).status).toBe(201);
    expect((await entry('labor', '2026-05-06T09:00', '2026-05-06T17:00', null)).status).toBe(201);
    expect(await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).toMatchObject({ workHours: 8.75, travelHours: 2.5 });
    expect((await read<Page>(await b.request('/api/v1/trips?sort=workHours'))).items[0]).toMatchObject({ workHours: 8.75 });

    // A timecard may not point at someone else's trip.
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    const theirs = await intruder.json('/api/v1/timecards', 'POST', {
      type: 'labor', tripId: trip.id, start: { local: '2026-05-04T09:00', zone: 'UTC' }, end: { local: '2026-05-04T10:00', zone: 'UTC' },
    });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: { message: 'Trip not found' } });

    const refused = await b.request(`/api/v1/trips/${trip.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: '3 timecard(s) are linked. Detach them to delete, or keep the record.' } });
    expect((await b.json('/api/v1/trips/bulk-delete', 'POST', { ids: [trip.id], linked: 'detach' })).status).toBe(200);
    const kept = await database.db.select().from(timecards).where(eq(timecards.userId, user.id));
    expect(kept.map((t) => t.tripId)).toEqual([null, null, null, null]);
    expect((await b.request(`/api/v1/trips/${trip.id}`)).status).toBe(404);
  });

  it('carries notes and documents, deleted with the trip', async () => {
    const { b } = await signedIn();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Notes' }));
    expect((await b.json(`/api/v1/trips/${trip.id}/notes`, 'POST', { name: 'Packing', html: '<p>Adapter</p>' })).status).toBe(201);
    expect(await read<unknown[]>(await b.request(`/api/v1/trips/${trip.id}/notes`))).toHaveLength(1);
    expect((await b.request(`/api/v1/trips/${trip.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await b.request(`/api/v1/trips/${trip.id}/notes`)).status).toBe(404);
  });

  it("answers 404 for another user's trip and never lists it", async () => {
    const { app, b, database } = await signedIn();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Mine' }));
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    for (const res of [
      await intruder.request(`/api/v1/trips/${trip.id}`),
      await intruder.json(`/api/v1/trips/${trip.id}`, 'PATCH', { title: 'x' }),
      await intruder.request(`/api/v1/trips/${trip.id}?linked=detach`, { method: 'DELETE' }),
      await intruder.request(`/api/v1/trips/${trip.id}/notes`),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'Trip not found' } });
    }
    expect((await read<Page>(await intruder.request('/api/v1/trips'))).total).toBe(0);
    expect((await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).title).toBe('Mine');
    // Nor may a trip point at someone else's customer or project.
    const customer = await read<{ id: string }>(await intruder.json('/api/v1/customers', 'POST', { name: 'Theirs' }));
    const project = await read<{ id: string }>(await intruder.json('/api/v1/projects', 'POST', { projectNumber: 'T' }));
    expect((await b.json('/api/v1/trips', 'POST', { title: 'X', customerId: customer.id })).status).toBe(404);
    expect((await b.json('/api/v1/trips', 'POST', { title: 'X', projectId: project.id })).status).toBe(404);
  });
});
