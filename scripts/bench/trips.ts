// `npm run bench:trips`: the trips list (first page, every calculated column, spent included) and
// one trip's full page load (the trip, and its itinerary: reservations, timeline, summary and
// travel proposals, fetched together as the page does), a trip's receipts by currency and a
// one-year expense report CSV, for a user with 500 trips, 5,000 reservations, 20,000 receipts,
// 2,000 mileage entries and the 50,000 timecards of the workload, beside a trivial signed-in call
// in the same run; the user's calendar feed (every trip, reservation and assignment) as a
// calendar app polls it, whole and answered 304, and the reservations list as CSV; then the
// expense-report PDF of a trip with 50 receipt images.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { receipts } from '../../src/server/db/schema/receipts.js';
import { seedTravel, seedWorkload } from './seed.js';
import { benchTargets, measureSideBySide, signedInApp } from './support.js';

const IMAGES = 50;

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    const { db } = target.database;
    const seeded = performance.now();
    const { projectIds } = await seedWorkload(target.database, user.id);
    const { tripIds, counts } = await seedTravel(target.database, user.id, projectIds);
    // Statistics and visibility maps, as autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) keep them.
    await db.execute('vacuum analyze');
    console.log(`${target.name}: seeded ${counts.trips} trips, ${counts.reservations} reservations, ${counts.receipts} receipts, ${counts.mileage} mileage entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const get = async (path: string) => {
      const res = await client.request(path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    let i = 0;
    const someTrip = () => tripIds[(i++ * 37) % tripIds.length] ?? '';
    const trivial = 'GET /api/v1/account/profile (trivial, for scale)';
    const list = 'GET /api/v1/trips (first page)';
    const page = 'trip page: GET trip + GET itinerary (together)';
    const tabs = "GET /api/v1/trips/{id}/receipts (a trip's receipts by currency)";
    const report = 'GET /api/v1/expense-reports (one year, CSV)';
    const feedRes = await client.request('/api/v1/account/calendar-feed', { method: 'POST' });
    const feedPath = new URL(((await feedRes.json()) as { url: string }).url).pathname;
    const feedEtag = (await client.request(feedPath)).headers.get('etag') ?? '';
    const feed = "GET the calendar feed (every trip's reservations, every assignment)";
    const feedAgain = 'GET the calendar feed again with its ETag (304)';
    const csv = 'GET /api/v1/reservations/list.csv (every reservation)';
    const figures = await measureSideBySide({
      [trivial]: () => get('/api/v1/account/profile'),
      [list]: () => get('/api/v1/trips'),
      [page]: async () => {
        const id = someTrip();
        await Promise.all([get(`/api/v1/trips/${id}`), get(`/api/v1/trips/${id}/itinerary`)]);
      },
      [tabs]: () => get(`/api/v1/trips/${someTrip()}/receipts`),
      [report]: () => get('/api/v1/expense-reports?from=2022-01-01&to=2022-12-31&format=csv'),
      [feed]: () => get(feedPath),
      [feedAgain]: async () => {
        const res = await client.request(feedPath, { headers: { 'If-None-Match': feedEtag } });
        if (res.status !== 304) throw new Error(`the feed again answered ${res.status}`);
      },
      [csv]: () => get('/api/v1/reservations/list.csv'),
    }, { times: 100, warmup: 10 });
    const reference = figures.get(trivial)?.median ?? Number.NaN;
    const ratio = (label: string, target?: number) =>
      console.log(`  ${label} median / trivial median: ${((figures.get(label)?.median ?? Number.NaN) / reference).toFixed(2)}${target ? ` (target ≤ ${target})` : ''}`);
    ratio(list, 2);
    ratio(page, 3);
    ratio(tabs, 3);
    ratio(report);
    ratio(feed);
    ratio(feedAgain);
    ratio(csv);
    const feedBytes = (await (await client.request(feedPath)).arrayBuffer()).byteLength;
    console.log(`  calendar feed: ${(feedBytes / 1e6).toFixed(2)} MB`);

    // The expense-report PDF of a trip whose 50 receipts each have a phone photo.
    const pdfTrip = tripIds[0] ?? '';
    const tripReceipts = await db.select({ id: receipts.id }).from(receipts).where(eq(receipts.tripId, pdfTrip));
    // A 12-megapixel phone photo: noise, so that it compresses (and decodes) as a real one does.
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 200, sigma: 25 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    for (const [n, r] of tripReceipts.slice(0, IMAGES).entries()) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(photo)], `IMG_${n}.jpg`, { type: 'image/jpeg' }));
      const res = await client.request(`/api/v1/receipts/${r.id}/image`, { method: 'PUT', body: form });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
    }
    const started = performance.now();
    const pdf = await client.request(`/api/v1/expense-reports?tripId=${pdfTrip}&format=pdf`);
    const bytes = (await pdf.arrayBuffer()).byteLength;
    const pdfMs = performance.now() - started;
    console.log(`  expense-report PDF, ${IMAGES} receipt images (${(photo.length / 1e6).toFixed(1)} MB photos): ${(pdfMs / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB (target < 5 s)`);
  } finally {
    await target.dispose();
  }
}
