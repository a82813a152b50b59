// `npm run bench:projects`: the projects list API (first page, every calculated column) for a user
// with 200 projects, 2,000 assignments and 50,000 timecards over 10 years.
import { seedWorkload } from './seed.js';
import { benchTargets, measure, signedInApp } from './support.js';

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    const seeded = performance.now();
    await seedWorkload(target.database, user.id);
    // Statistics and visibility maps, as autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) keep them.
    await target.database.db.execute('vacuum analyze');
    console.log(`${target.name}: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    for (const query of ['', '?sort=hoursClaimed&order=desc', '?search=P-01']) {
      await measure(`GET /api/v1/projects${query}`, async () => {
        const res = await client.request(`/api/v1/projects${query}`);
        if (res.status !== 200) throw new Error(`answered ${res.status}`);
        await res.arrayBuffer();
      });
    }
  } finally {
    await target.dispose();
  }
}
