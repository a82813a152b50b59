import { describe, expect, it } from 'vitest';
import { browser, signedInUser } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

type Task = { id: string; title: string; status: string; doneAt: string | null; due: { local: string; zone: string } | null; trip: { id: string; name: string } | null; project: { name: string } | null };
type Page = { items: Task[]; total: number };

describe('tasks API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/tasks')).status).toBe(401);
    expect((await browser(app).json('/api/v1/tasks', 'POST', { title: 'Visa' })).status).toBe(401);
  });

  it('refuses bad input with the spec messages', async () => {
    const { b } = await signedInUser();
    for (const [body, path, message] of [
      [{}, 'title', 'This field is required'],
      [{ title: 'Visa', due: { local: '2026-02-30T09:00', zone: 'Europe/Paris' } }, 'due.local', 'Date not valid'],
      [{ title: 'Visa', status: 'maybe' }, 'status', 'Status not valid'],
      [{ title: 'Visa', tripId: 'nope' }, 'tripId', 'Trip not found'],
    ] as const) {
      const res = await b.json('/api/v1/tasks', 'POST', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual({ path, message });
    }
  });

  it('lists open tasks by when due (undated last), then done ones; filters by trip and by due date', async () => {
    const { b } = await signedInUser();
    const trip = (await (await b.json('/api/v1/trips', 'POST', { title: 'Paris' })).json()) as { id: string };
    const post = async (body: object) => (await (await b.json('/api/v1/tasks', 'POST', body)).json()) as Task;
    await post({ title: 'Undated' });
    const visa = await post({ title: 'Visa', due: { local: '2026-03-01T09:00', zone: 'Europe/Paris' }, tripId: trip.id, priority: 'high' });
    await post({ title: 'Taxes', due: { local: '2026-01-15T17:00', zone: 'America/Chicago' } });
    const done = await post({ title: 'Passport photo', due: { local: '2025-12-01T10:00', zone: 'America/Chicago' }, status: 'done' });
    expect(done.doneAt).not.toBeNull();
    expect(visa).toMatchObject({ due: { local: '2026-03-01T09:00', zone: 'Europe/Paris' }, trip: { id: trip.id, name: 'Paris' } });

    const titles = async (query = '') => ((await (await b.request(`/api/v1/tasks?${query}`)).json()) as Page).items.map((t) => t.title);
    expect(await titles()).toEqual(['Taxes', 'Visa', 'Undated', 'Passport photo']);
    expect(await titles(`tripId=${trip.id}`)).toEqual(['Visa']);
    expect(await titles('status=open&dueBefore=2026-02-01T00:00:00Z')).toEqual(['Taxes']);

    // Done, then open again: when it was done goes with it.
    const reopened = (await (await b.json(`/api/v1/tasks/${done.id}`, 'PATCH', { status: 'open' })).json()) as Task;
    expect(reopened).toMatchObject({ status: 'open', doneAt: null });
  });

  it("never links or shows another user's records (404)", async () => {
    const other = await signedInUser();
    const theirTrip = (await (await other.b.json('/api/v1/trips', 'POST', { title: 'Secret' })).json()) as { id: string };
    const theirTask = (await (await other.b.json('/api/v1/tasks', 'POST', { title: 'Theirs' })).json()) as Task;
    const { b } = await signedInUser();
    const linked = await b.json('/api/v1/tasks', 'POST', { title: 'Mine', tripId: theirTrip.id });
    expect(linked.status).toBe(404);
    expect(((await linked.json()) as { error: { message: string } }).error.message).toBe('Trip not found');
    expect((await b.request(`/api/v1/tasks/${theirTask.id}`)).status).toBe(404);
    expect((await b.json(`/api/v1/tasks/${theirTask.id}`, 'PATCH', { status: 'done' })).status).toBe(404);
    expect(((await (await b.request('/api/v1/tasks')).json()) as Page).total).toBe(0);
  });
});
