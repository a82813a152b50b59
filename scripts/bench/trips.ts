// `npm run bench:trips`: the trips list (first page, every calculated column, spent included) and
// one trip's full page load (the trip, and its itinerary: reservations, timeline, summary and
// travel proposals, fetched together as the page does), a trip's receipts by currency and a
// one-year expense report CSV, for a user with 500 trips, 5,000 reservations, 20,000 receipts,
// 2,000 mileage entries and the 50,000 timecards of the workload, beside a trivial signed-in call
// in the same run; then the expense-report PDF of a trip with 50 receipt images.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { mileage, receipts } from '../../src/server/db/schema/receipts.js';
import { reservations, trips } from '../../src/server/db/schema/trips.js';
import { seedWorkload } from './seed.js';
import { benchTargets, insertChunked, measureSideBySide, signedInApp } from './support.js';

const AIRPORTS: [string, string][] = [
  ['JFK', 'America/New_York'],
  ['LHR', 'Europe/London'],
  ['FRA', 'Europe/Berlin'],
  ['ORD', 'America/Chicago'],
  ['NRT', 'Asia/Tokyo'],
  ['BOM', 'Asia/Kolkata'],
];
const DAY = 86_400_000;
/** The `i`-th airport, wrapping around. */
const airport = (i: number) => AIRPORTS[i % AIRPORTS.length] as [string, string];
const TRIPS = 500;
const PER_TRIP = 10;
const RECEIPTS_PER_TRIP = 40;
const MILEAGE_PER_TRIP = 4;
const IMAGES = 50;
/** Receipts in three currencies, as a traveller abroad has them; the foreign ones at a fixed rate. */
const CURRENCIES: [string, string][] = [['USD', '1'], ['EUR', '1.0945'], ['JPY', '0.00688']];

for await (const target of benchTargets()) {
  try {
    const { user, client } = await signedInApp(target.database);
    const { db } = target.database;
    const seeded = performance.now();
    const { projectIds } = await seedWorkload(target.database, user.id);
    // 500 trips over the ten years of the workload, a week each, and ten reservations per trip.
    const first = Date.UTC(2016, 10, 1);
    const tripRows = Array.from({ length: TRIPS }, (_, i) => {
      const [, zone] = airport(i);
      const startAt = new Date(first + i * 7.3 * DAY);
      return {
        userId: user.id,
        title: `Trip ${i + 1}`,
        projectId: projectIds[i % projectIds.length] ?? null,
        address: `City ${i % 40}`,
        startAt,
        startZone: zone,
        endAt: new Date(startAt.getTime() + 6 * DAY),
        endZone: zone,
        estimatedCostMinor: 150_000 + i,
        paid: i % 3 !== 0,
      };
    });
    const tripIds: string[] = [];
    await insertChunked(tripRows, async (chunk) => {
      tripIds.push(...(await db.insert(trips).values(chunk).returning({ id: trips.id })).map((r) => r.id));
    });
    const place = { name: '', address: '', latitude: null, longitude: null };
    const reservationRows = tripRows.flatMap((trip, t) =>
      Array.from({ length: PER_TRIP }, (_, k) => {
        const [from, fromZone] = airport(t + k);
        const [to, toZone] = airport(t + k + 1);
        const startAt = new Date(trip.startAt.getTime() + k * 0.6 * DAY);
        const flight = k % 3 === 0;
        return {
          userId: user.id,
          tripId: tripIds[t] ?? '',
          type: flight ? 'flight' : k % 3 === 1 ? 'lodging' : 'rentalCar',
          provider: flight ? 'United' : `Provider ${k}`,
          reservationNumber: `R${t}-${k}`,
          startAt,
          startZone: fromZone,
          endAt: new Date(startAt.getTime() + (flight ? 8 : 20) * 3_600_000),
          endZone: flight ? toZone : fromZone,
          startPlace: place,
          endPlace: place,
          costMinor: 20_000,
          flight: flight
            ? {
                airlineCode: 'UA', airlineName: 'United', flightNumber: String(100 + k), departureAirport: from, arrivalAirport: to,
                departureTerminal: '', departureGate: '', arrivalTerminal: '', arrivalGate: '', seat: '', status: null,
                estimatedDeparture: null, estimatedArrival: null,
              }
            : null,
        };
      }),
    );
    await insertChunked(reservationRows, (chunk) => db.insert(reservations).values(chunk));
    // 40 receipts and 4 drives per trip, on its days.
    const receiptRows = tripRows.flatMap((trip, t) =>
      Array.from({ length: RECEIPTS_PER_TRIP }, (_, k) => {
        const [currency, rate] = CURRENCIES[k % CURRENCIES.length] as [string, string];
        const at = new Date(trip.startAt.getTime() + (k % 6) * DAY + 3_600_000 * (k % 12));
        const amountMinor = currency === 'JPY' ? 1000 + k * 37 : 1500 + k * 113;
        const homeAmountMinor = currency === 'USD' ? amountMinor : Math.round((currency === 'JPY' ? amountMinor : amountMinor / 100) * Number(rate) * 100);
        return {
          userId: user.id, receiptAt: at, receiptZone: trip.startZone, receiptDate: at.toISOString().slice(0, 10), payment: 'F' as const,
          currency, amountMinor, vendor: `Vendor ${k}`, tripId: tripIds[t] ?? null, projectId: trip.projectId,
          homeCurrency: 'USD', homeAmountMinor, rate, rateDate: currency === 'USD' ? null : at.toISOString().slice(0, 10),
          rateSource: currency === 'USD' ? ('same' as const) : ('reference' as const),
        };
      }),
    );
    await insertChunked(receiptRows, (chunk) => db.insert(receipts).values(chunk));
    const mileageRows = tripRows.flatMap((trip, t) =>
      Array.from({ length: MILEAGE_PER_TRIP }, (_, k) => ({
        userId: user.id, tripId: tripIds[t] ?? '', date: new Date(trip.startAt.getTime() + k * DAY).toISOString().slice(0, 10),
        fromPlace: 'Office', toPlace: `Client ${k}`, tenthMiles: 125 + k, purpose: 'Client visit', ratePerMile: '0.700', currency: 'USD',
        amountMinor: Math.round(((125 + k) / 10) * 70),
      })),
    );
    await insertChunked(mileageRows, (chunk) => db.insert(mileage).values(chunk));
    // Every timecard within a trip's week counts toward it, as a consultant links them.
    await db.execute(sql`update timecards set trip_id = t.id from trips t
      where t.user_id = timecards.user_id and timecards.start_at between t.start_at and t.end_at`);
    // Statistics and visibility maps, as autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) keep them.
    await db.execute('vacuum analyze');
    console.log(`${target.name}: seeded ${TRIPS} trips, ${reservationRows.length} reservations, ${receiptRows.length} receipts, ${mileageRows.length} mileage entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

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
    const figures = await measureSideBySide({
      [trivial]: () => get('/api/v1/account/profile'),
      [list]: () => get('/api/v1/trips'),
      [page]: async () => {
        const id = someTrip();
        await Promise.all([get(`/api/v1/trips/${id}`), get(`/api/v1/trips/${id}/itinerary`)]);
      },
      [tabs]: () => get(`/api/v1/trips/${someTrip()}/receipts`),
      [report]: () => get('/api/v1/expense-reports?from=2022-01-01&to=2022-12-31&format=csv'),
    }, { times: 100, warmup: 10 });
    const reference = figures.get(trivial)?.median ?? Number.NaN;
    const ratio = (label: string, target?: number) =>
      console.log(`  ${label} median / trivial median: ${((figures.get(label)?.median ?? Number.NaN) / reference).toFixed(2)}${target ? ` (target ≤ ${target})` : ''}`);
    ratio(list, 2);
    ratio(page, 3);
    ratio(tabs, 3);
    ratio(report);

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
