import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/dashboard.js';
import { rewardHistory } from '../../db/schema/rewards.js';
import { signedInUser } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

// Tuesday 10 March 2026, noon in Chicago: two days after the clocks went forward (Sunday 8 March, 02:00).
const AT = '2026-03-10T17:00:00Z';
const CHICAGO = 'America/Chicago';
const at = (local: string) => ({ local, zone: CHICAGO });

/** A user whose week starts on Saturday, so this week holds the spring change. */
const seededUser = () =>
  signedInUser({ settings: { timeZone: CHICAGO, currency: 'USD', firstDayOfWeek: 6, weeklyTargetHours: 32 } });

describe('dashboard API', () => {
  it('needs a session (401) and refuses a bad moment (400)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/dashboard')).status).toBe(401);
    const { b } = await seededUser();
    const bad = await b.request('/api/v1/dashboard?at=yesterday');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual({ path: 'at', message: 'Date not valid' });
  });

  it('adds up the week across the clock change, and shows favorites, tasks due, unpaid trips and upcoming trips as computed by hand', async () => {
    const { b, database } = await seededUser();
    const post = async (path: string, body: object) => {
      const res = await b.json(`/api/v1/${path}`, 'POST', body);
      expect(res.status, path).toBe(201);
      return (await res.json()) as { id: string };
    };
    // 01:00–04:00 on the night the clocks go forward is two hours; Saturday's travel 2.5; Friday before is last week.
    await post('timecards', { type: 'labor', start: at('2026-03-08T01:00'), end: at('2026-03-08T04:00') });
    await post('timecards', { type: 'travel', start: at('2026-03-07T10:00'), end: at('2026-03-07T12:30') });
    await post('timecards', { type: 'labor', start: at('2026-03-06T09:00'), end: at('2026-03-06T17:00') });

    const favorite = await post('rewards', { company: 'Marriott Bonvoy', memberNumber: 'MB-1', points: 1000, status: 'Gold', favorite: true });
    await database.db.update(rewardHistory).set({ recordedAt: new Date('2026-01-15T12:00:00Z') }).where(eq(rewardHistory.rewardId, favorite.id));
    await b.json(`/api/v1/rewards/${favorite.id}`, 'PATCH', { points: 1500, status: 'Platinum' });
    await post('rewards', { company: 'Hilton Honors', points: 99, favorite: false });

    await post('tasks', { title: 'Overdue expense report', due: at('2026-03-09T17:00') });
    await post('tasks', { title: 'Book hotel', due: at('2026-03-15T09:00') });
    await post('tasks', { title: 'Later', due: at('2026-03-30T09:00') });
    await post('tasks', { title: 'Done already', due: at('2026-03-09T09:00'), status: 'done' });

    const unpaid = await post('trips', { title: 'Denver audit', start: at('2026-03-02T08:00'), end: at('2026-03-04T18:00') });
    await post('receipts', { receiptAt: at('2026-03-03T12:30'), payment: 'F', currency: 'USD', amount: '120.50', tripId: unpaid.id });
    await post('trips', { title: 'Paid trip', start: at('2026-02-02T08:00'), end: at('2026-02-03T18:00'), paid: true });
    await post('trips', { title: 'Lisbon', start: { local: '2026-04-01T08:00', zone: 'Europe/Lisbon' } });
    const expected = await post('trips', { title: 'Oslo kick-off', start: { local: '2026-05-04T08:00', zone: 'Europe/Oslo' }, estimatedCost: '800' });

    const res = await b.request(`/api/v1/dashboard?at=${AT}`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Dashboard;
    expect(d.week).toEqual({ weekStart: '2026-03-07', labor: 2, travel: 2.5, targetHours: 32 });
    expect(d.favoriteRewards).toEqual([{ id: favorite.id, company: 'Marriott Bonvoy', memberNumber: 'MB-1', points: 1500, status: 'Platinum', pointsChange: 500 }]);
    expect(d.tasks.items.map((t) => t.title)).toEqual(['Overdue expense report', 'Book hotel']);
    expect([d.tasks.overdue, d.tasks.dueSoon]).toEqual([1, 1]);
    // Lisbon, with nothing spent and nothing expected, owes nothing: no '$0.00 owed' row.
    expect(d.unpaidTrips).toMatchObject({ count: 2, currency: 'USD' });
    expect(d.unpaidTrips.items.map((t) => [t.id, t.owedMinor])).toEqual([[unpaid.id, 12050], [expected.id, 0]]);
    expect(d.upcomingTrips.map((t) => t.title)).toEqual(['Lisbon', 'Oslo kick-off']);
    expect(d.activeTrip).toBeNull();
    expect(d.timer).toBeNull();
    expect(d.imports).toEqual({ waiting: 0 });
  });

  it("shows nothing of another user's", async () => {
    const other = await seededUser();
    await other.b.json('/api/v1/rewards', 'POST', { company: 'Theirs', favorite: true });
    await other.b.json('/api/v1/tasks', 'POST', { title: 'Theirs', due: at('2026-03-09T17:00') });
    const { b } = await seededUser();
    const d = (await (await b.request(`/api/v1/dashboard?at=${AT}`)).json()) as Dashboard;
    expect(d.favoriteRewards).toEqual([]);
    expect(d.tasks).toEqual({ items: [], overdue: 0, dueSoon: 0 });
  });
});
