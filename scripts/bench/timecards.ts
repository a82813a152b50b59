// `npm run bench:timecards`: the week view (entries and both summaries) and a one-year CSV export
// for a user with 50,000 timecards over 10 years.
import { seedWorkload } from './seed.js';
import { benchTargets, measure, signedInApp } from './support.js';

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    await seedWorkload(target.database, user.id);
    // Statistics and visibility maps, as autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) keep them.
    await target.database.db.execute('vacuum analyze');
    console.log(target.name);
    const weeks = ['2026-10-14', '2021-03-10', '2017-06-21'];
    let i = 0;
    await measure('GET /api/v1/timecards/week', async () => {
      const res = await client.request(`/api/v1/timecards/week?date=${weeks[i++ % weeks.length] ?? ''}`);
      if (res.status !== 200) throw new Error(`answered ${res.status}`);
      await res.arrayBuffer();
    });
    await measure('GET /api/v1/timecards/export.csv (one year)', async () => {
      const res = await client.request('/api/v1/timecards/export.csv?from=2025-01-01&to=2025-12-31');
      if (res.status !== 200) throw new Error(`answered ${res.status}`);
      await res.arrayBuffer();
    }, { times: 20, warmup: 2 });
  } finally {
    await target.dispose();
  }
}
