// `npm run bench:timecards`: the week view (entries and both summaries) and a one-year CSV export
// for a user with 50,000 timecards over 10 years, beside a trivial signed-in call for scale.
import { seedWorkload } from './seed.js';
import { benchTargets, measure, measureSideBySide, signedInApp } from './support.js';

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    await seedWorkload(target.database, user.id);
    // Statistics and visibility maps, as autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) keep them.
    await target.database.db.execute('vacuum analyze');
    console.log(target.name);
    const get = async (path: string) => {
      const res = await client.request(path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    const weeks = ['2026-10-14', '2021-03-10', '2017-06-21'];
    let i = 0;
    const trivial = 'GET /api/v1/account/profile (trivial, for scale)';
    const weekView = 'GET /api/v1/timecards/week';
    const figures = await measureSideBySide({
      [trivial]: () => get('/api/v1/account/profile'),
      [weekView]: () => get(`/api/v1/timecards/week?date=${weeks[i++ % weeks.length] ?? ''}`),
    });
    const ratio = (figures.get(weekView)?.median ?? Number.NaN) / (figures.get(trivial)?.median ?? Number.NaN);
    console.log(`  week view median / trivial median: ${ratio.toFixed(2)}`);
    await measure('GET /api/v1/timecards/export.csv (one year)', () => get('/api/v1/timecards/export.csv?from=2025-01-01&to=2025-12-31'), {
      times: 20,
      warmup: 2,
    });
  } finally {
    await target.dispose();
  }
}
