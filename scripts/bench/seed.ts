// The workload the benchmarks name: one user with 200 projects, 2,000 assignments and 50,000
// timecards spread over 10 years, in the zones a travelling consultant works in; and the customers
// and this week's entries that the HTTP benchmark reads.
import type { Database } from '../../src/server/db/client.js';
import { customers } from '../../src/server/db/schema/customers.js';
import { assignments, projects, timecards } from '../../src/server/db/schema/projects.js';
import { tags } from '../../src/server/db/schema/record-parts.js';
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
      endAt: new Date(at + 1.5 * 3_600_000),
      endZone: 'America/Chicago',
    };
  });
  await database.db.insert(timecards).values(rows);
  return rows.length;
}
