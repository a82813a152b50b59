// The workload the benchmarks name: one user with 200 projects, 2,000 assignments and 50,000
// timecards spread over 10 years, in the zones a travelling consultant works in; and the customers
// and this week's entries that the HTTP benchmark reads.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { mileage, receipts } from '../../src/server/db/schema/receipts.js';
import { reservations, trips } from '../../src/server/db/schema/trips.js';
import { customers } from '../../src/server/db/schema/customers.js';
import { assignments, projects, timecards } from '../../src/server/db/schema/projects.js';
import { tags } from '../../src/server/db/schema/record-parts.js';
import { startDayOf } from '../../src/server/modules/timecards/timecards.service.js';
import { insertChunked } from './support.js';

const ZONES = ['America/New_York', 'America/Chicago', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo'];
const YEARS = 10;

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The `i`-th of `list`, wrapping around. */
const nth = <T>(list: T[], i: number) => list[i % list.length] as T;

export async function seedWorkload(database: Database, userId: string, counts = { projects: 200, assignments: 2000, timecards: 50_000 }) {
  const { db } = database;
  const rnd = random(42);
  const end = Date.UTC(2026, 10, 1);
  const start = end - YEARS * 365 * 86_400_000;
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)] as T;

  const projectRows = Array.from({ length: counts.projects }, (_, i) => ({
    userId,
    projectNumber: `P-${String(i + 1).padStart(4, '0')}`,
    name: `Project ${i + 1}`,
    active: i % 4 !== 0,
    budgetMinor: Math.floor(rnd() * 10_000_000),
    budgetCurrency: 'USD',
  }));
  const projectIds: string[] = [];
  await insertChunked(projectRows, async (chunk) => {
    projectIds.push(...(await db.insert(projects).values(chunk).returning({ id: projects.id })).map((r) => r.id));
  });

  const assignmentRows = Array.from({ length: counts.assignments }, (_, i) => {
    const at = start + rnd() * (end - start);
    const zone = pick(ZONES);
    return { userId, name: `Assignment ${i + 1}`, projectId: pick(projectIds), startAt: new Date(at), startZone: zone, endAt: new Date(at + 5 * 86_400_000), endZone: zone };
  });
  const assignmentIds: { id: string; projectId: string | null }[] = [];
  await insertChunked(assignmentRows, async (chunk) => {
    assignmentIds.push(...(await db.insert(assignments).values(chunk).returning({ id: assignments.id, projectId: assignments.projectId })));
  });

  const step = (end - start) / counts.timecards;
  const timecardRows = Array.from({ length: counts.timecards }, (_, i) => {
    const at = start + i * step;
    const zone = pick(ZONES);
    const assignment = pick(assignmentIds);
    const hours = 0.5 + Math.floor(rnd() * 16) / 2;
    return {
      userId,
      projectId: assignment.projectId,
      assignmentId: assignment.id,
      type: rnd() < 0.8 ? ('labor' as const) : ('travel' as const),
      startAt: new Date(at),
      startZone: zone,
      startDay: startDayOf(new Date(at), zone),
      endAt: new Date(at + hours * 3_600_000),
      endZone: zone,
    };
  });
  await insertChunked(timecardRows, (chunk) => db.insert(timecards).values(chunk));
  return { projectIds, assignmentIds: assignmentIds.map((a) => a.id), assignments: assignmentIds };
}

/** `count` customers with two tags each, as a list page shows them. */
export async function seedCustomers(database: Database, userId: string, count = 20) {
  const rows = await database.db
    .insert(customers)
    .values(Array.from({ length: count }, (_, i) => ({ userId, name: `Customer ${String(i + 1).padStart(2, '0')}`, info: `Account ${i + 1}` })))
    .returning({ id: customers.id });
  await database.db.insert(tags).values(
    rows.flatMap(({ id }, i) => [
      { userId, recordType: 'customer' as const, recordId: id, position: 0, key: 'region', value: nth(ZONES, i) },
      { userId, recordType: 'customer' as const, recordId: id, position: 1, key: 'tier', value: i % 3 === 0 ? 'gold' : 'standard' },
    ]),
  );
}

/**
 * Four entries a day from six days before `now` to six days after, so whichever week holds `now`
 * in the user's zone (and whatever its first day) is a full one.
 */
export async function seedAroundNow(database: Database, userId: string, assigned: { id: string; projectId: string | null }[], now = Date.now()) {
  const day = Math.floor(now / 86_400_000) * 86_400_000;
  const rows = Array.from({ length: 13 * 4 }, (_, i) => {
    // Days -6 … 6, at 13, 15, 17 and 19 h UTC (morning to early afternoon in Chicago), 1.5 h each.
    const at = day + (Math.floor(i / 4) - 6) * 86_400_000 + (13 + (i % 4) * 2) * 3_600_000;
    const assignment = nth(assigned, i);
    return {
      userId,
      projectId: assignment.projectId,
      assignmentId: assignment.id,
      type: i % 4 === 3 ? ('travel' as const) : ('labor' as const),
      startAt: new Date(at),
      startZone: 'America/Chicago',
      startDay: startDayOf(new Date(at), 'America/Chicago'),
      endAt: new Date(at + 1.5 * 3_600_000),
      endZone: 'America/Chicago',
    };
  });
  await database.db.insert(timecards).values(rows);
  return rows.length;
}

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
/** Receipts in three currencies, as a traveller abroad has them; the foreign ones at a fixed rate. */
const CURRENCIES: [string, string][] = [['USD', '1'], ['EUR', '1.0945'], ['JPY', '0.00688']];

/**
 * The travel of the workload: 500 trips (or `tripCount`) over its ten years, a week each, with ten reservations,
 * 40 receipts in three currencies and four drives per trip; every timecard within a trip's week
 * counts toward it.
 */
export async function seedTravel(database: Database, userId: string, projectIds: string[], tripCount = TRIPS) {
  const { db } = database;
  // 500 trips over the ten years of the workload, a week each, and ten reservations per trip.
  const first = Date.UTC(2016, 10, 1);
  const tripRows = Array.from({ length: tripCount }, (_, i) => {
    const [, zone] = airport(i);
    const startAt = new Date(first + i * 7.3 * DAY);
    return {
      userId,
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
        userId,
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
        userId, receiptAt: at, receiptZone: trip.startZone, receiptDate: at.toISOString().slice(0, 10), payment: 'F' as const,
        currency, amountMinor, vendor: `Vendor ${k}`, tripId: tripIds[t] ?? null, projectId: trip.projectId,
        homeCurrency: 'USD', homeAmountMinor, rate, rateDate: currency === 'USD' ? null : at.toISOString().slice(0, 10),
        rateSource: currency === 'USD' ? ('same' as const) : ('reference' as const),
      };
    }),
  );
  await insertChunked(receiptRows, (chunk) => db.insert(receipts).values(chunk));
  const mileageRows = tripRows.flatMap((trip, t) =>
    Array.from({ length: MILEAGE_PER_TRIP }, (_, k) => ({
      userId, tripId: tripIds[t] ?? '', date: new Date(trip.startAt.getTime() + k * DAY).toISOString().slice(0, 10),
      fromPlace: 'Office', toPlace: `Client ${k}`, tenthMiles: 125 + k, purpose: 'Client visit', ratePerMile: '0.700', currency: 'USD',
      amountMinor: Math.round(((125 + k) / 10) * 70),
    })),
  );
  await insertChunked(mileageRows, (chunk) => db.insert(mileage).values(chunk));
  // Every timecard within a trip's week counts toward it, as a consultant links them.
  await db.execute(sql`update timecards set trip_id = t.id from trips t
    where t.user_id = timecards.user_id and timecards.start_at between t.start_at and t.end_at`);
  return { tripIds, counts: { trips: tripRows.length, reservations: reservationRows.length, receipts: receiptRows.length, mileage: mileageRows.length } };
}
