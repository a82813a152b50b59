import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timecards } from '../../db/schema/projects.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const signedIn = () => signedInUser();
const read = async <T>(res: Response) => (await res.json()) as T;
type Assignment = {
  id: string;
  name: string;
  start: { at: string; zone: string; local: string };
  end: { local: string } | null;
  timecards: number;
  hoursClaimed: number;
};

/** A wall-clock time `days` from now, in `zone`, as the editor sends it. */
const localIn = (days: number, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(new Date(Date.now() + days * 86_400_000))
    .replace(' ', 'T');

describe('assignments API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/assignments')).status).toBe(401);
    expect((await app.request('/api/v1/assignments/upcoming')).status).toBe(401);
  });

  it('stores each end as an instant in its own zone and gives back the wall-clock time there', async () => {
    const { b } = await signedIn();
    const res = await b.json('/api/v1/assignments', 'POST', {
      name: 'Kick-off',
      start: { local: '2026-07-01T09:00', zone: 'America/Chicago' },
      end: { local: '2026-07-01T18:00', zone: 'Europe/London' },
    });
    expect(res.status).toBe(201);
    const a = await read<Assignment>(res);
    expect(a.start).toEqual({ at: '2026-07-01T14:00:00.000Z', zone: 'America/Chicago', local: '2026-07-01T09:00' });
    expect(a.end).toEqual({ at: '2026-07-01T17:00:00.000Z', zone: 'Europe/London', local: '2026-07-01T18:00' });
  });

  it("refuses an end before the start and a time the clocks skip with 'Date not valid'", async () => {
    const { b } = await signedIn();
    for (const body of [
      { name: 'A', start: { local: '2026-07-02T09:00', zone: 'UTC' }, end: { local: '2026-07-01T09:00', zone: 'UTC' } },
      { name: 'A', start: { local: '2026-03-08T02:30', zone: 'America/New_York' } },
    ]) {
      const res = await b.json('/api/v1/assignments', 'POST', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message: 'Date not valid' } });
    }
    expect((await b.json('/api/v1/assignments', 'POST', { start: { local: '2026-07-02T09:00', zone: 'UTC' } })).status).toBe(400);
  });

  it("offers only the chosen customer's projects: another customer's project is refused", async () => {
    const { b } = await signedIn();
    const acme = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    const globex = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Globex' }));
    const project = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'G-1', customerId: globex.id }));
    const res = await b.json('/api/v1/assignments', 'POST', {
      name: 'Wrong', customerId: acme.id, projectId: project.id, start: { local: '2026-07-01T09:00', zone: 'UTC' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { issues: [{ path: 'projectId', message: 'The project does not belong to this customer' }] } });
    const ok = await b.json('/api/v1/assignments', 'POST', {
      name: 'Right', customerId: globex.id, projectId: project.id, start: { local: '2026-07-01T09:00', zone: 'UTC' },
    });
    expect(ok.status).toBe(201);
  });

  it('lists upcoming assignments soonest first, with running ones, and not finished ones', async () => {
    const { b } = await signedIn();
    const zone = 'Asia/Kolkata';
    for (const [name, startDays, endDays] of [
      ['Later', 10, 11],
      ['Soon', 2, 3],
      ['Running', -1, 1],
      ['Over', -5, -4],
    ] as const) {
      await b.json('/api/v1/assignments', 'POST', { name, start: { local: localIn(startDays, zone), zone }, end: { local: localIn(endDays, zone), zone } });
    }
    const upcoming = await read<Assignment[]>(await b.request('/api/v1/assignments/upcoming'));
    expect(upcoming.map((a) => a.name)).toEqual(['Running', 'Soon', 'Later']);
    expect((await b.request('/api/v1/assignments/upcoming?limit=abc')).status).toBe(400);
  });

  it('lists hours claimed and timecard counts per assignment, and refuses to delete one with timecards', async () => {
    const { b, database, user } = await signedIn();
    const a = await read<Assignment>(await b.json('/api/v1/assignments', 'POST', { name: 'Audit', start: { local: '2026-07-01T09:00', zone: 'UTC' } }));
    const startAt = new Date('2026-07-01T09:00:00Z');
    await database.db.insert(timecards).values([
      { userId: user.id, assignmentId: a.id, type: 'labor', startAt, startZone: 'UTC', startDay: '2026-07-01', endAt: new Date(startAt.getTime() + 6.5 * 3_600_000), endZone: 'UTC' },
      { userId: user.id, assignmentId: a.id, type: 'travel', startAt: new Date('2026-07-02T09:00:00Z'), startZone: 'UTC', startDay: '2026-07-02', endAt: new Date('2026-07-02T10:15:00Z'), endZone: 'UTC' },
    ]);
    const page = await read<{ items: Assignment[] }>(await b.request('/api/v1/assignments'));
    expect(page.items).toMatchObject([{ name: 'Audit', timecards: 2, hoursClaimed: 7.75 }]);
    expect((await b.request(`/api/v1/assignments/${a.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await b.json('/api/v1/assignments/bulk-delete', 'POST', { ids: [a.id], linked: 'detach' })).status).toBe(200);
    const kept = await database.db.select().from(timecards).where(eq(timecards.userId, user.id));
    expect(kept.map((t) => t.assignmentId)).toEqual([null, null]);
  });

  it("answers 404 for another user's assignment", async () => {
    const { app, b, database } = await signedIn();
    const a = await read<Assignment>(await b.json('/api/v1/assignments', 'POST', { name: 'Mine', start: { local: '2026-07-01T09:00', zone: 'UTC' } }));
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    const res = await intruder.request(`/api/v1/assignments/${a.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: 'Assignment not found' } });
    expect(await read<unknown[]>(await intruder.request('/api/v1/assignments/upcoming'))).toEqual([]);
  });
});
