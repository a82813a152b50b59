// `npm run bench:dashboard`: the dashboard's one call and the charts' call (a year, and the whole
// ten years) for the seeded benchmark user (the workload's 50,000 timecards, 500 trips with their
// reservations, receipts and drives, 20 rewards with ten years of monthly history, 2,000 tasks and
// this week's entries), beside a trivial signed-in call in the same run, with their ratios.
import { rewardHistory, rewards } from '../../src/server/db/schema/rewards.js';
import { tasks } from '../../src/server/db/schema/tasks.js';
import { seedAroundNow, seedTravel, seedWorkload } from './seed.js';
import { benchTargets, insertChunked, measureSideBySide, signedInApp } from './support.js';

const DAY = 86_400_000;
const REWARDS = 20;
const TASKS = 2000;
const MONTHS = 120;

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    const { db } = target.database;
    const seeded = performance.now();
    const { projectIds, assignments } = await seedWorkload(target.database, user.id);
    const { tripIds } = await seedTravel(target.database, user.id, projectIds);
    await seedAroundNow(target.database, user.id, assignments);
    const rewardIds = (
      await db
        .insert(rewards)
        .values(Array.from({ length: REWARDS }, (_, i) => ({ userId: user.id, company: `Program ${i + 1}`, memberNumber: `M-${i}`, points: 1000 * i, status: i % 2 ? 'Gold' : 'Silver', favorite: i < 5 })))
        .returning({ id: rewards.id })
    ).map((r) => r.id);
    const now = Date.now();
    const history = rewardIds.flatMap((rewardId, r) =>
      Array.from({ length: MONTHS }, (_, m) => ({ userId: user.id, rewardId, recordedAt: new Date(now - (MONTHS - m) * 30 * DAY), points: r * 10 * m, status: 'Silver' })),
    );
    await insertChunked(history, (chunk) => db.insert(rewardHistory).values(chunk));
    // Ten years of tasks, nearly all done; the last few dozen open around now.
    const taskRows = Array.from({ length: TASKS }, (_, i) => {
      const dueAt = new Date(now - (TASKS - i) * 1.8 * DAY + 40 * DAY);
      const open = i >= TASKS - 40;
      return { userId: user.id, title: `Task ${i + 1}`, dueAt, dueZone: 'America/Chicago', status: open ? ('open' as const) : ('done' as const), doneAt: open ? null : dueAt, tripId: tripIds[i % tripIds.length] ?? null };
    });
    await insertChunked(taskRows, (chunk) => db.insert(tasks).values(chunk));
    await db.execute('vacuum analyze');
    console.log(`${target.name}: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const get = async (path: string) => {
      const res = await client.request(path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    const trivial = 'GET /api/v1/account/profile (trivial, for scale)';
    const home = 'GET /api/v1/dashboard';
    const year = 'GET /api/v1/charts (one year)';
    const decade = 'GET /api/v1/charts (ten years)';
    const figures = await measureSideBySide({
      [trivial]: () => get('/api/v1/account/profile'),
      [home]: () => get(`/api/v1/dashboard?at=${new Date().toISOString()}`),
      [year]: () => get('/api/v1/charts?from=2025-11-01&to=2026-10-31'),
      [decade]: () => get('/api/v1/charts?from=2016-11-01&to=2026-10-31'),
    }, { times: 60, warmup: 5 });
    const reference = figures.get(trivial)?.median ?? Number.NaN;
    for (const [label, target] of [[home, 3], [year, undefined], [decade, undefined]] as const) {
      console.log(`  ${label} median / trivial median: ${((figures.get(label)?.median ?? Number.NaN) / reference).toFixed(2)}${target ? ` (target ≤ ${target})` : ''}`);
    }
  } finally {
    await target.dispose();
  }
}
