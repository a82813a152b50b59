// The workload the benchmarks name: one user with 200 projects, 2,000 assignments and 50,000
// timecards spread over 10 years, in the zones a travelling consultant works in.
import type { Database } from '../../src/server/db/client.js';
import { assignments, projects, timecards } from '../../src/server/db/schema/projects.js';
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
  return { projectIds, assignmentIds: assignmentIds.map((a) => a.id) };
}
