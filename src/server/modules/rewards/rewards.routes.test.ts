import { describe, expect, it } from 'vitest';
import { rewardHistory } from '../../db/schema/rewards.js';
import { browser, signedInUser } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';

type Reward = { id: string; company: string; points: number; status: string; favorite: boolean; history: { points: number; status: string }[] };
type Page = { items: Reward[]; total: number };

describe('rewards API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/rewards')).status).toBe(401);
    expect((await browser(app).json('/api/v1/rewards', 'POST', { company: 'Delta' })).status).toBe(401);
  });

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const { b } = await signedInUser();
    for (const [body, path, message] of [
      [{ points: 10 }, 'company', 'This field is required'],
      [{ company: 'Hilton', points: 'lots' }, 'points', 'Numbers only'],
      [{ company: 'Hilton', points: -5 }, 'points', 'Numbers only'],
      [{ company: 'Hilton', points: 1.5 }, 'points', 'Numbers only'],
    ] as const) {
      const res = await b.json('/api/v1/rewards', 'POST', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual({ path, message });
    }
    expect(((await (await b.request('/api/v1/rewards')).json()) as Page).total).toBe(0);
  });

  it('keeps a history of points and status, lists favorites, and searches company, number and status', async () => {
    const { b, database } = await signedInUser();
    const created = await b.json('/api/v1/rewards', 'POST', { company: 'Marriott Bonvoy', memberNumber: 'MB-123456', points: 12000, status: 'Gold', favorite: true, tags: [{ key: 'Login', value: 'ada' }] });
    expect(created.status).toBe(201);
    const reward = (await created.json()) as Reward;
    expect(reward).toMatchObject({ company: 'Marriott Bonvoy', points: 12000, status: 'Gold', favorite: true, history: [{ points: 12000, status: 'Gold' }] });
    await b.json('/api/v1/rewards', 'POST', { company: 'United MileagePlus', memberNumber: 'UA-987', points: 50, status: 'Member' });

    // A change of the favorite flag alone is not a new history entry; new points are.
    await b.json(`/api/v1/rewards/${reward.id}`, 'PATCH', { favorite: true });
    const changed = (await (await b.json(`/api/v1/rewards/${reward.id}`, 'PATCH', { points: 15500, status: 'Platinum' })).json()) as Reward;
    expect(changed.history.map((h) => [h.points, h.status])).toEqual([[15500, 'Platinum'], [12000, 'Gold']]);
    expect(await database.db.$count(rewardHistory, eq(rewardHistory.rewardId, reward.id))).toBe(2);

    const list = async (query: string) => ((await (await b.request(`/api/v1/rewards?${query}`)).json()) as Page).items.map((r) => r.company);
    expect(await list('')).toEqual(['Marriott Bonvoy', 'United MileagePlus']);
    expect(await list('favorite=true')).toEqual(['Marriott Bonvoy']);
    expect(await list('search=ua-98')).toEqual(['United MileagePlus']);
    expect(await list('search=platinum')).toEqual(['Marriott Bonvoy']);
    expect(await list('sort=points&order=desc')).toEqual(['Marriott Bonvoy', 'United MileagePlus']);
  });

  it("never shows or changes another user's reward (404)", async () => {
    const owner = await signedInUser();
    const reward = (await (await owner.b.json('/api/v1/rewards', 'POST', { company: 'Hilton Honors', points: 100 })).json()) as Reward;
    const { b } = await signedInUser();
    for (const res of [
      await b.request(`/api/v1/rewards/${reward.id}`),
      await b.json(`/api/v1/rewards/${reward.id}`, 'PATCH', { points: 1 }),
      await b.request(`/api/v1/rewards/${reward.id}`, { method: 'DELETE' }),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Reward not found');
    }
    expect(((await (await owner.b.request(`/api/v1/rewards/${reward.id}`)).json()) as Reward).points).toBe(100);
  });
});
