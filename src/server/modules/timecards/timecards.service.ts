import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { defaultSettings, type UserSettings } from '../../../shared/account.js';
import { messages } from '../../../shared/messages.js';
import { instantOf, localOf, zoned } from '../../../shared/time.js';
import {
  LONG_ENTRY_HOURS,
  roundHours,
  type Timecard,
  type TimecardInput,
  type TimecardPatch,
  type Week,
} from '../../../shared/timecards.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { assignments, projects, timecards } from '../../db/schema/projects.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Timecard'));
const HOUR_MS = 3_600_000;
/** No zone is more than 14 hours from UTC: a local day lies within these bounds of its UTC day. */
const ZONE_SLACK_MS = 14 * HOUR_MS;

/** The local date an entry counts toward: where and when it starts. */
export const localDay = sql<string>`to_char(${timecards.startAt} at time zone ${timecards.startZone}, 'YYYY-MM-DD')`;

export async function homeSettings(db: Db, userId: string) {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  return { ...defaultSettings, ...row?.settings };
}

function select(db: Db) {
  return db
    .select({
      row: timecards,
      day: localDay,
      projectNumber: projects.projectNumber,
      projectName: projects.name,
      assignmentName: assignments.name,
      customerName: customers.name,
    })
    .from(timecards)
    .leftJoin(projects, eq(projects.id, timecards.projectId))
    .leftJoin(assignments, eq(assignments.id, timecards.assignmentId))
    .leftJoin(customers, eq(customers.id, timecards.customerId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** Entries as the API shows them, with their tags and properties, hours from the instants. */
async function present(db: Db, userId: string, rows: Joined[], homeZone: string, now = new Date()): Promise<Timecard[]> {
  const ids = rows.map((r) => r.row.id);
  const pairs = await pairsOf(db, { userId, recordType: 'timecard', recordIds: ids });
  return rows.map(({ row, day, projectNumber, projectName, assignmentName, customerName }) => ({
    id: row.id,
    type: row.type,
    project: row.projectId && projectNumber !== null ? { id: row.projectId, projectNumber, name: projectName ?? '' } : null,
    assignment: row.assignmentId && assignmentName !== null ? { id: row.assignmentId, name: assignmentName } : null,
    customer: row.customerId && customerName !== null ? { id: row.customerId, name: customerName } : null,
    start: zoned(row.startAt, row.startZone),
    end: row.endAt && row.endZone ? zoned(row.endAt, row.endZone) : null,
    home: {
      zone: homeZone,
      start: localOf(row.startAt, homeZone),
      end: row.endAt ? localOf(row.endAt, homeZone) : null,
    },
    day,
    hours: roundHours(((row.endAt ?? now).getTime() - row.startAt.getTime()) / HOUR_MS),
    startLocation: row.startLocation,
    endLocation: row.endLocation,
    tags: pairs.tags.get(row.id) ?? [],
    properties: pairs.properties.get(row.id) ?? [],
  }));
}

/** Entries whose local start day is within [from, to]; the instant bounds keep the query on its index. */
export function withinDays(userId: string, from: string, to: string) {
  const lower = new Date(`${from}T00:00:00Z`).getTime() - ZONE_SLACK_MS;
  const upper = new Date(`${to}T00:00:00Z`).getTime() + 24 * HOUR_MS + ZONE_SLACK_MS;
  return and(
    eq(timecards.userId, userId),
    gte(timecards.startAt, new Date(lower)),
    lt(timecards.startAt, new Date(upper)),
    sql`(${timecards.startAt} at time zone ${timecards.startZone})::date between ${from}::date and ${to}::date`,
  );
}

/** The first day of the week holding `date`, for a week starting on `firstDay` (0 Sunday … 6 Saturday). */
export function weekStartOf(date: string, firstDay: number): Temporal.PlainDate {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: (day.dayOfWeek % 7 - firstDay + 7) % 7 });
}

/** The week holding `date` (today at home by default): its entries, daily and project summaries, totals. */
export async function week(db: Db, userId: string, settings: UserSettings, date?: string): Promise<Week> {
  const today = Temporal.Now.plainDateISO(settings.timeZone).toString();
  const start = weekStartOf(date ?? today, settings.firstDayOfWeek);
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }).toString());
  const from = days[0] ?? '';
  const to = days[6] ?? '';
  const rows = await select(db).where(withinDays(userId, from, to)).orderBy(asc(timecards.startAt));
  const entries = await present(db, userId, rows, settings.timeZone);

  const finished = entries.filter((e) => e.end !== null);
  const sum = (list: Timecard[], type: Timecard['type']) => roundHours(list.filter((e) => e.type === type).reduce((s, e) => s + e.hours, 0));
  const daily = days.map((d) => {
    const ofDay = finished.filter((e) => e.day === d);
    return { date: d, labor: sum(ofDay, 'labor'), travel: sum(ofDay, 'travel') };
  });
  const groups = new Map<string, Timecard[]>();
  for (const e of finished) {
    const key = `${e.project?.id ?? ''}|${e.assignment?.id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const projectSummary = [...groups.values()].map((list) => {
    const [first] = list;
    return {
      projectId: first?.project?.id ?? null,
      projectNumber: first?.project?.projectNumber ?? null,
      projectName: first?.project?.name ?? null,
      assignmentId: first?.assignment?.id ?? null,
      assignmentName: first?.assignment?.name ?? null,
      labor: sum(list, 'labor'),
      travel: sum(list, 'travel'),
    };
  });
  projectSummary.sort((a, b) => (a.projectNumber ?? '\uffff').localeCompare(b.projectNumber ?? '\uffff') || (a.assignmentName ?? '').localeCompare(b.assignmentName ?? ''));
  return {
    weekStart: from,
    days,
    entries,
    daily,
    projects: projectSummary,
    totals: { labor: sum(finished, 'labor'), travel: sum(finished, 'travel') },
  };
}

/** One entry. */
export async function getTimecard(db: Db, userId: string, id: string): Promise<Timecard> {
  const rows = await select(db).where(and(eq(timecards.userId, userId), eq(timecards.id, id)));
  if (rows.length === 0) throw notFound();
  const [entry] = await present(db, userId, rows, (await homeSettings(db, userId)).timeZone);
  if (!entry) throw notFound();
  return entry;
}

/** A page of entries, newest first (the week view is the usual way in). */
export async function listTimecards(db: Db, userId: string, query: { page: number; pageSize: number; order: 'asc' | 'desc' }) {
  const where = eq(timecards.userId, userId);
  const [rows, total] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(timecards.startAt) : desc(timecards.startAt), asc(timecards.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.$count(timecards, where),
  ]);
  const items = await present(db, userId, rows, (await homeSettings(db, userId)).timeZone);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The project, assignment and customer must be the user's own; the assignment must be of the project. */
async function checkLinks(tx: Db, userId: string, links: { projectId: string | null; assignmentId: string | null; customerId: string | null }) {
  if (links.customerId && !(await ownedRecordIds(tx, 'customer', userId, [links.customerId])).length) {
    throw new AppError('NOT_FOUND', messages.customerNotFound);
  }
  if (links.projectId && !(await ownedRecordIds(tx, 'project', userId, [links.projectId])).length) {
    throw new AppError('NOT_FOUND', messages.notFound('Project'));
  }
  if (!links.assignmentId) return;
  const [assignment] = await tx
    .select({ projectId: assignments.projectId })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.id, links.assignmentId)));
  if (!assignment) throw new AppError('NOT_FOUND', messages.notFound('Assignment'));
  if (links.projectId && assignment.projectId && assignment.projectId !== links.projectId) {
    throw new AppError('VALIDATION_FAILED', messages.assignmentNotOfProject, [{ path: 'assignmentId', message: messages.assignmentNotOfProject }]);
  }
}

/** What is allowed but worth a second look: a very long entry, or one overlapping another. */
async function warningsFor(db: Db, userId: string, id: string, startAt: Date, endAt: Date | null): Promise<string[]> {
  const warnings: string[] = [];
  if (endAt && (endAt.getTime() - startAt.getTime()) / HOUR_MS > LONG_ENTRY_HOURS) warnings.push(messages.longEntry(LONG_ENTRY_HOURS));
  const overlapping = await db.$count(
    timecards,
    and(
      eq(timecards.userId, userId),
      ne(timecards.id, id),
      endAt ? lt(timecards.startAt, endAt) : undefined,
      or(isNull(timecards.endAt), gt(timecards.endAt, startAt)),
    ),
  );
  if (overlapping > 0) warnings.push(messages.overlapsEntry);
  return warnings;
}

async function writeParts(tx: Db, userId: string, id: string, input: TimecardPatch) {
  const target = { userId, recordType: 'timecard' as const, recordId: id };
  await savePairs(tx, target, input);
}

/** Adds a finished entry; answers it with its warnings. */
export async function createTimecard(db: Db, userId: string, input: TimecardInput) {
  const links = { projectId: input.projectId ?? null, assignmentId: input.assignmentId ?? null, customerId: input.customerId ?? null };
  const id = await db.transaction(async (tx) => {
    await checkLinks(tx, userId, links);
    const [row] = await tx
      .insert(timecards)
      .values({
        userId,
        ...links,
        type: input.type,
        startAt: input.start.at,
        startZone: input.start.zone,
        endAt: input.end.at,
        endZone: input.end.zone,
        startLocation: input.startLocation ?? '',
        endLocation: input.endLocation ?? '',
      })
      .returning({ id: timecards.id });
    if (!row) throw new Error('timecard not created');
    await writeParts(tx, userId, row.id, input);
    return row.id;
  });
  return { ...(await getTimecard(db, userId, id)), warnings: await warningsFor(db, userId, id, input.start.at, input.end.at) };
}

/** Changes the given fields; the stored end must stay after the start. */
export async function updateTimecard(db: Db, userId: string, id: string, input: TimecardPatch) {
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(timecards).where(and(eq(timecards.userId, userId), eq(timecards.id, id)));
    if (!current) throw notFound();
    const links = {
      projectId: input.projectId === undefined ? current.projectId : input.projectId,
      assignmentId: input.assignmentId === undefined ? current.assignmentId : input.assignmentId,
      customerId: input.customerId === undefined ? current.customerId : input.customerId,
    };
    await checkLinks(tx, userId, links);
    const startAt = input.start?.at ?? current.startAt;
    const endAt = input.end?.at ?? current.endAt;
    if (endAt && endAt <= startAt) {
      throw new AppError('VALIDATION_FAILED', messages.dateNotValid, [{ path: 'end.local', message: messages.dateNotValid }]);
    }
    await tx
      .update(timecards)
      .set({
        ...links,
        type: input.type,
        ...(input.start ? { startAt: input.start.at, startZone: input.start.zone } : {}),
        ...(input.end ? { endAt: input.end.at, endZone: input.end.zone } : {}),
        startLocation: input.startLocation,
        endLocation: input.endLocation,
        updatedAt: new Date(),
      })
      .where(eq(timecards.id, id));
    await writeParts(tx, userId, id, input);
    return { startAt, endAt };
  });
  return { ...(await getTimecard(db, userId, id)), warnings: await warningsFor(db, userId, id, saved.startAt, saved.endAt) };
}

/** The running timer, if any. */
export async function runningTimer(db: Db, userId: string): Promise<Timecard | null> {
  const rows = await select(db).where(and(eq(timecards.userId, userId), isNull(timecards.endAt)));
  const [entry] = await present(db, userId, rows, (await homeSettings(db, userId)).timeZone);
  return entry ?? null;
}

/**
 * Starts the timer: a timecard without an end. The database allows one running timer per user, so
 * a second start (another tab, a retry) gets the one already running instead of a new one.
 */
export async function startTimer(
  db: Db,
  userId: string,
  input: { type: 'labor' | 'travel'; projectId?: string | null; assignmentId?: string | null; zone: string },
): Promise<{ timer: Timecard; started: boolean }> {
  const running = await runningTimer(db, userId);
  if (running) return { timer: running, started: false };
  const links = { projectId: input.projectId ?? null, assignmentId: input.assignmentId ?? null, customerId: null };
  await checkLinks(db, userId, links);
  const [row] = await db
    .insert(timecards)
    .values({ userId, ...links, type: input.type, startAt: sql`now()`, startZone: input.zone })
    .onConflictDoNothing()
    .returning({ id: timecards.id });
  const timer = await runningTimer(db, userId);
  if (!timer) throw new Error('timer neither started nor running');
  return { timer, started: row !== undefined };
}

/** Stops the running timer, completing its timecard. Of two stops at once, one does it and the other is told none runs. */
export async function stopTimer(db: Db, userId: string, zone: string): Promise<Timecard> {
  const [row] = await db
    .update(timecards)
    .set({ endAt: sql`greatest(now(), ${timecards.startAt} + interval '1 second')`, endZone: zone, updatedAt: new Date() })
    .where(and(eq(timecards.userId, userId), isNull(timecards.endAt)))
    .returning({ id: timecards.id });
  if (!row) throw new AppError('CONFLICT', messages.noTimerRunning);
  return getTimecard(db, userId, row.id);
}

/** `local` moved by `days` in `zone`; a time the clocks skip there moves to just after the gap. */
function shiftLocal(at: Date, zone: string, days: number): Date {
  const moved = Temporal.PlainDateTime.from(localOf(at, zone)).add({ days });
  return instantOf(moved.toString(), zone) ?? new Date(moved.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds);
}

/** Copies finished entries to the next day, the next week, or (one entry) a given day, keeping their local times. */
export async function duplicateTimecards(db: Db, userId: string, ids: string[], to: string): Promise<Timecard[]> {
  const unique = [...new Set(ids)];
  const sources = await select(db).where(and(eq(timecards.userId, userId), inArray(timecards.id, unique), isNotNull(timecards.endAt)));
  if (sources.length !== unique.length) throw notFound();
  if (to !== 'next-day' && to !== 'next-week' && unique.length !== 1) {
    throw new AppError('VALIDATION_FAILED', messages.selectOne, [{ path: 'ids', message: messages.selectOne }]);
  }
  const pairs = await pairsOf(db, { userId, recordType: 'timecard', recordIds: unique });
  const newIds = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const { row, day } of sources) {
      const days = to === 'next-day' ? 1 : to === 'next-week' ? 7 : Temporal.PlainDate.from(day).until(Temporal.PlainDate.from(to)).days;
      const [inserted] = await tx
        .insert(timecards)
        .values({
          userId,
          projectId: row.projectId,
          assignmentId: row.assignmentId,
          customerId: row.customerId,
          type: row.type,
          startZone: row.startZone,
          endZone: row.endZone,
          startLocation: row.startLocation,
          endLocation: row.endLocation,
          startAt: shiftLocal(row.startAt, row.startZone, days),
          endAt: row.endAt && row.endZone ? shiftLocal(row.endAt, row.endZone, days) : null,
        })
        .returning({ id: timecards.id });
      if (!inserted) throw new Error('copy not created');
      await writeParts(tx, userId, inserted.id, { tags: pairs.tags.get(row.id), properties: pairs.properties.get(row.id) });
      created.push(inserted.id);
    }
    return created;
  });
  const rows = await select(db).where(and(eq(timecards.userId, userId), inArray(timecards.id, newIds))).orderBy(asc(timecards.startAt));
  return present(db, userId, rows, (await homeSettings(db, userId)).timeZone);
}
