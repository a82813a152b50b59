import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timecards } from '../../db/schema/projects.js';
import type { Db } from '../../db/client.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { startDayOf } from '../timecards/timecards.service.js';

const signedIn = () => signedInUser();

type Project = {
  id: string;
  projectNumber: string;
  timecards: number;
  hoursClaimed: number;
  budgetMinor: number | null;
  stakeholders: { contactId: string; type: number }[];
};
const read = async <T>(res: Response) => (await res.json()) as T;

/** A finished timecard of `hours` starting at `startIso` (UTC), recorded in `zone`. */
async function timecard(db: Db, userId: string, projectId: string | null, startIso: string, hours: number, type: 'labor' | 'travel' = 'labor', zone = 'America/New_York') {
  const startAt = new Date(startIso);
  await db.insert(timecards).values({
    userId, projectId, type, startAt, startZone: zone, startDay: startDayOf(startAt, zone), endAt: new Date(startAt.getTime() + hours * 3_600_000), endZone: zone,
  });
}

describe('projects API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/projects')).status).toBe(401);
    expect((await app.request(`/api/v1/projects/${crypto.randomUUID()}/chart`)).status).toBe(401);
  });

  it('creates a project with two stakeholders, one contact holding two types', async () => {
    const { b } = await signedIn();
    const customer = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    const pm = await read<{ id: string }>(await b.json('/api/v1/contacts', 'POST', { firstName: 'Pat', lastName: 'Manager' }));
    const sponsor = await read<{ id: string }>(await b.json('/api/v1/contacts', 'POST', { firstName: 'Sam', lastName: 'Sponsor' }));
    const res = await b.json('/api/v1/projects', 'POST', {
      projectNumber: 'P-100',
      name: 'Rollout',
      customerId: customer.id,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      budget: '12,500.50',
      budgetCurrency: 'EUR',
      stakeholders: [
        { contactId: pm.id, type: 2 },
        { contactId: sponsor.id, type: 4 },
        { contactId: sponsor.id, type: 6 },
      ],
    });
    expect(res.status).toBe(201);
    const project = await read<Project & { customer: { name: string } }>(res);
    expect(project).toMatchObject({ projectNumber: 'P-100', budgetMinor: 1_250_050, budgetCurrency: 'EUR', customer: { name: 'Acme' }, active: true });
    expect(project.stakeholders.map((s) => [s.contactId, s.type])).toEqual([[pm.id, 2], [sponsor.id, 4], [sponsor.id, 6]]);
  });

  it('refuses bad input with clear messages', async () => {
    const { b } = await signedIn();
    const contact = await read<{ id: string }>(await b.json('/api/v1/contacts', 'POST', { firstName: 'C' }));
    for (const [body, path, message] of [
      [{}, 'projectNumber', 'This field is required'],
      [{ projectNumber: 'A', budget: '12abc' }, 'budget', 'Numbers only'],
      [{ projectNumber: 'A', startDate: '2026-05-01', endDate: '2026-04-30' }, 'endDate', 'Date not valid'],
      [{ projectNumber: 'A', startDate: '2026-02-30' }, 'startDate', 'Date not valid'],
      [{ projectNumber: 'A', stakeholders: [{ contactId: contact.id, type: 8 }] }, 'stakeholders.0.type', 'Stakeholder type not valid'],
      [{ projectNumber: 'A', stakeholders: [{ contactId: contact.id, type: 0 }] }, 'stakeholders.0.type', 'Stakeholder type not valid'],
      [{ projectNumber: 'A', budget: '10.555' }, 'budget', 'Numbers only'],
    ] as const) {
      const res = await b.json('/api/v1/projects', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await read<{ error: { issues: unknown[] } }>(res)).error.issues).toContainEqual({ path, message });
    }
    expect((await read<{ total: number }>(await b.request('/api/v1/projects'))).total).toBe(0);
  });

  it('refuses a duplicate project number (any case) with a clear message', async () => {
    const { b } = await signedIn();
    await b.json('/api/v1/projects', 'POST', { projectNumber: 'ABC-1' });
    const res = await b.json('/api/v1/projects', 'POST', { projectNumber: 'abc-1' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message: 'This project number is already used' } });
    const other = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'XYZ' }));
    expect((await b.json(`/api/v1/projects/${other.id}`, 'PATCH', { projectNumber: 'Abc-1' })).status).toBe(409);
    expect((await b.json(`/api/v1/projects/${other.id}`, 'PATCH', { endDate: '2020-01-01', startDate: '2021-01-01' })).status).toBe(400);
  });

  it('computes timecards and hours claimed from the linked records, checked by hand', async () => {
    const { b, database, user } = await signedIn();
    const a = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'A' }));
    const z = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'Z' }));
    // A: 7.5 h + 1.25 h + 2 h travel = 10.75 h over 3 timecards; Z: 0.5 h; one with no project.
    await timecard(database.db, user.id, a.id, '2026-03-02T14:00:00Z', 7.5);
    await timecard(database.db, user.id, a.id, '2026-03-03T14:00:00Z', 1.25);
    await timecard(database.db, user.id, a.id, '2026-03-04T10:00:00Z', 2, 'travel');
    await timecard(database.db, user.id, z.id, '2026-03-04T10:00:00Z', 0.5);
    await timecard(database.db, user.id, null, '2026-03-05T10:00:00Z', 3);
    const page = await read<{ items: Project[] }>(await b.request('/api/v1/projects'));
    expect(page.items.map((p) => [p.projectNumber, p.timecards, p.hoursClaimed])).toEqual([['A', 3, 10.75], ['Z', 1, 0.5]]);
    expect(page.items[0]).toMatchObject({ trips: 0, receipts: 0, spentMinor: 0 });
    const byHours = await read<{ items: Project[] }>(await b.request('/api/v1/projects?sort=hoursClaimed&order=asc'));
    expect(byHours.items.map((p) => p.projectNumber)).toEqual(['Z', 'A']);
    expect((await b.request('/api/v1/projects?sort=trips')).status).toBe(200);
    // Someone else's hours never count.
    const { user: other } = await createUser(database.db);
    await timecard(database.db, other.id, a.id, '2026-03-06T10:00:00Z', 100);
    expect((await read<Project>(await b.request(`/api/v1/projects/${a.id}`))).hoursClaimed).toBe(10.75);
  });

  it('filters and pages the list, with the total also past the last page', async () => {
    const { b } = await signedIn();
    const customer = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme' }));
    for (const [projectNumber, active] of [['P-1', true], ['P-2', false], ['P-3', true]] as const) {
      await b.json('/api/v1/projects', 'POST', { projectNumber, active, customerId: projectNumber === 'P-3' ? customer.id : null });
    }
    const list = async (query: string) => read<{ items: Project[]; total: number }>(await b.request(`/api/v1/projects?${query}`));
    expect(await list('pageSize=2&page=2')).toMatchObject({ total: 3, items: [{ projectNumber: 'P-3' }] });
    expect(await list('pageSize=2&page=5')).toMatchObject({ total: 3, items: [] });
    expect(await list('active=true&order=desc')).toMatchObject({ total: 2, items: [{ projectNumber: 'P-3' }, { projectNumber: 'P-1' }] });
    expect(await list(`customerId=${customer.id}`)).toMatchObject({ total: 1, items: [{ projectNumber: 'P-3' }] });
    expect(await list('search=acme&active=false')).toMatchObject({ total: 0, items: [] });
    expect(await list('search=p-2&active=false&page=2')).toMatchObject({ total: 1, items: [] });
  });

  it('charts hours per week in labor and travel by the local start day, with budget and spending', async () => {
    const { b, database, user } = await signedIn();
    const p = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'W', budget: 1000, budgetCurrency: 'USD' }));
    // Sunday 2026-03-01 23:00 in New York is Monday 04:00 UTC: it counts on Sunday, the week of 03-01 (weeks start Monday for this user: 02-23).
    await timecard(database.db, user.id, p.id, '2026-03-02T04:00:00Z', 2);
    await timecard(database.db, user.id, p.id, '2026-03-02T14:00:00Z', 3);
    await timecard(database.db, user.id, p.id, '2026-03-03T14:00:00Z', 1.5, 'travel');
    const chart = await read<{ weeks: unknown[]; budgetMinor: number; spentMinor: number }>(await b.request(`/api/v1/projects/${p.id}/chart`));
    expect(chart).toEqual({
      weeks: [
        { weekStart: '2026-02-23', labor: 2, travel: 0 },
        { weekStart: '2026-03-02', labor: 3, travel: 1.5 },
      ],
      budgetMinor: 100_000,
      spentMinor: 0,
      currency: 'USD',
    });
  });

  it('never silently deletes hours: refuses while timecards are linked, detaches when asked', async () => {
    const { b, database, user } = await signedIn();
    const p = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'DEL' }));
    await timecard(database.db, user.id, p.id, '2026-03-02T14:00:00Z', 4);
    const refused = await b.request(`/api/v1/projects/${p.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: '1 timecard(s) are linked. Detach them to delete, or keep the record.' } });
    expect((await b.request(`/api/v1/projects/${p.id}?linked=detach`, { method: 'DELETE' })).status).toBe(204);
    const kept = await database.db.select().from(timecards).where(eq(timecards.userId, user.id));
    expect(kept.map((t) => t.projectId)).toEqual([null]);
  });

  it("answers 404 for another user's project", async () => {
    const { app, b, database } = await signedIn();
    const p = await read<Project>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'MINE' }));
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    for (const path of [`/api/v1/projects/${p.id}`, `/api/v1/projects/${p.id}/chart`]) {
      const res = await intruder.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'Project not found' } });
    }
    expect((await intruder.json(`/api/v1/projects/${p.id}`, 'PATCH', { name: 'x' })).status).toBe(404);
    // Nor may a project point at someone else's customer.
    const theirs = await read<{ id: string }>(await intruder.json('/api/v1/customers', 'POST', { name: 'Theirs' }));
    expect((await b.json('/api/v1/projects', 'POST', { projectNumber: 'X', customerId: theirs.id })).status).toBe(404);
  });
});
