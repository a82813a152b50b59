import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { UserSettings } from '../../../shared/account.js';
import { messages } from '../../../shared/messages.js';
import type { Tag } from '../../../shared/record-parts.js';
import { instantOf, localOf } from '../../../shared/time.js';
import {
  LONG_ENTRY_HOURS,
  roundHours,
  type Timecard,
  type TimecardInput,
  type TimecardPatch,
  type Week,
} from '../../../shared/timecards.js';
import { homeSettings } from '../account/account.service.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { trips } from '../../db/schema/trips.js';
import { assignments, projects, timecards } from '../../db/schema/projects.js';
import { properties, tags } from '../../db/schema/record-parts.js';
import { AppError } from '../../errors.js';
import { listPage, type PageQuery, type PageWindow } from '../record-parts/list-page.js';
import { pairsJson, pairsOf, qualified, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Timecard'));
const HOUR_MS = 3_600_000;

/** The local date an entry counts toward, `YYYY-MM-DD`: where and when it starts; stored as `start_day` with every start. */
export const startDayOf = (startAt: Date, startZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(startAt.getTime()).toZonedDateTimeISO(startZone).toPlainDate().toString();

/** The stored local day as text, `YYYY-MM-DD`. */
export const localDay = sql<string>`to_char(${timecards.startDay}, 'YYYY-MM-DD')`;

/** Entries in the order they happened; those starting at the same instant in the order they were entered. */
export const entryOrder = [asc(timecards.startAt), asc(timecards.createdAt), asc(timecards.id)];

/**
 * `instant` in `zone` as a timestamp without zone, which JSON shows as `YYYY-MM-DDTHH:mm:ss…`: its
 * first 16 characters are the wall clock as `localOf` writes it.
 */
const wallClock = (instant: SQLWrapper, zone: SQLWrapper) => sql`${instant} at time zone ${zone}`;
const wallClockOf = (timestamp: string) => timestamp.slice(0, 16);
/** The instant of a wall clock in UTC, to the millisecond as the driver would give it. */
const instantOfUtc = (timestamp: string) => new Date(`${timestamp}Z`);

/**
 * Whether the database reads `zone` as the runtime's Intl does. Area/Location names come from the
 * same tz database in both; a bare name may not (PostgreSQL takes `IST` for an abbreviation where
 * Intl takes Asia/Kolkata), so the wall clocks of such zones are made here instead.
 */
const sameInDatabase = (zone: string) => zone.includes('/');

/** The same wall clock as text, `YYYY-MM-DDTHH:mm`, for a plain column (a timestamp column's text depends on DateStyle). */
export const wallClockText = (instant: SQLWrapper, zone: SQLWrapper) => sql<string | null>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI')`;

/** The wall clock of `instant` in `zone`: the database's (`fromDatabase`, as wallClockText) where it reads the zone as Intl does. */
export const localAt = (fromDatabase: string | null, instant: Date, zone: string) =>
  fromDatabase !== null && sameInDatabase(zone) ? fromDatabase : localOf(instant, zone);


/**
 * An entry as the database gives it: one JSON array per row, which both drivers decode with one
 * JSON.parse (PGlite decodes every column in JavaScript) and PostgreSQL builds faster than an
 * object. Timestamps are wall clocks (see wallClock), the instants in UTC.
 */
type EntryRow = [
  id: string,
  type: Timecard['type'],
  projectId: string | null,
  projectNumber: string | null,
  projectName: string | null,
  assignmentId: string | null,
  assignmentName: string | null,
  customerId: string | null,
  customerName: string | null,
  startAt: string,
  startZone: string,
  start: string,
  endAt: string | null,
  endZone: string | null,
  end: string | null,
  homeStart: string,
  homeEnd: string | null,
  startLocation: string,
  endLocation: string,
  tags: Tag[] | null,
  properties: Tag[] | null,
  tripId: string | null,
  tripTitle: string | null,
  updatedUtc: string,
];

/** The tags (or properties) of the timecards `ids` selects, as one row of JSON pairs per timecard, read in one scan. */
function pairsOfEntries(db: Db, table: typeof tags | typeof properties, userId: string | Placeholder, ids: SQLWrapper) {
  const kind = table === tags ? 'tags' : 'properties';
  return db
    .select({
      recordId: table.recordId,
      pairs: sql<Tag[]>`json_agg(json_build_object('key', ${table.key}, 'value', ${table.value}) order by ${table.position})`.as(`timecard_${kind}`),
    })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.recordType, 'timecard'), sql`${table.recordId} = any(array(${ids}))`))
    .groupBy(table.recordId)
    .as(`timecards_${kind}`);
}

/**
 * Entries with their links, wall clocks (where they happened and in `homeZone`), tags and
 * properties, in one statement.
 *
 * With `scope` (the user and the condition that selects the entries, as for a week) tags and
 * properties are read once for all the entries; without it, by a subquery per entry (for a page,
 * or a few entries).
 */
function select<Extra extends Record<string, SQL>>(
  db: Db,
  homeZone: string | Placeholder,
  { extra, scope }: { extra?: Extra; scope?: { userId: string | Placeholder; where: SQL | undefined } } = {},
) {
  const home = sql`${homeZone}::text`;
  const utc = sql`'UTC'`;
  const entry = { id: qualified('timecards', timecards.id), userId: qualified('timecards', timecards.userId) };
  // Looked up per entry: a week has about a hundred entries, a user maybe thousands of
  // assignments, which the planner would otherwise read and hash in full on every call.
  const assignment = db
    .select({ id: assignments.id, name: assignments.name })
    .from(assignments)
    .where(eq(assignments.id, timecards.assignmentId))
    .limit(1)
    .as('assignment');
  const ids = scope && db.select({ id: timecards.id }).from(timecards).where(scope.where);
  const tagsOf = scope && ids && pairsOfEntries(db, tags, scope.userId, ids);
  const propertiesOf = scope && ids && pairsOfEntries(db, properties, scope.userId, ids);
  const query = db
    .select({
      entry: sql<EntryRow>`json_build_array(
        ${timecards.id}, ${timecards.type},
        ${timecards.projectId}, ${projects.projectNumber}, ${projects.name},
        ${timecards.assignmentId}, ${assignment.name},
        ${timecards.customerId}, ${customers.name},
        ${wallClock(timecards.startAt, utc)}, ${timecards.startZone}, ${wallClock(timecards.startAt, timecards.startZone)},
        ${wallClock(timecards.endAt, utc)}, ${timecards.endZone}, ${wallClock(timecards.endAt, timecards.endZone)},
        ${wallClock(timecards.startAt, home)}, ${wallClock(timecards.endAt, home)},
        ${timecards.startLocation}, ${timecards.endLocation},
        ${tagsOf ? tagsOf.pairs : pairsJson(tags, 'timecard', entry)},
        ${propertiesOf ? propertiesOf.pairs : pairsJson(properties, 'timecard', entry)},
        ${timecards.tripId}, ${trips.title}, ${wallClock(timecards.updatedAt, utc)}
      )`,
      ...(extra as Extra),
    })
    .from(timecards)
    .leftJoin(projects, eq(projects.id, timecards.projectId))
    .leftJoinLateral(assignment, sql`true`)
    .leftJoin(customers, eq(customers.id, timecards.customerId))
    .leftJoin(trips, eq(trips.id, timecards.tripId))
    .$dynamic();
  if (tagsOf && propertiesOf) {
    query.leftJoin(tagsOf, eq(tagsOf.recordId, timecards.id)).leftJoin(propertiesOf, eq(propertiesOf.recordId, timecards.id));
  }
  return scope ? query.where(scope.where) : query;
}

/** The home zone as the database should be given it (see sameInDatabase); any other zone gets JavaScript's wall clocks. */
const homeZoneParam = (zone: string) => (sameInDatabase(zone) ? zone : 'UTC');

/** An entry as the API shows it, hours from the instants. */
function present(row: EntryRow, homeZone: string, now = new Date()): Timecard {
  const [
    id, type, projectId, projectNumber, projectName, assignmentId, assignmentName, customerId, customerName,
    startUtc, startZone, start, endUtc, endZone, end, homeStart, homeEnd, startLocation, endLocation, tags, properties, tripId, tripTitle, updatedUtc,
  ] = row;
  const startAt = instantOfUtc(startUtc);
  const endAt = endUtc === null ? null : instantOfUtc(endUtc);
  const startLocal = sameInDatabase(startZone) ? wallClockOf(start) : localOf(startAt, startZone);
  const atHome = sameInDatabase(homeZone);
  const endLocal = endAt && endZone ? (sameInDatabase(endZone) && end !== null ? wallClockOf(end) : localOf(endAt, endZone)) : null;
  return {
    id,
    type,
    project: projectId && projectNumber !== null ? { id: projectId, projectNumber, name: projectName ?? '' } : null,
    assignment: assignmentId && assignmentName !== null ? { id: assignmentId, name: assignmentName } : null,
    customer: customerId && customerName !== null ? { id: customerId, name: customerName } : null,
    trip: tripId && tripTitle !== null ? { id: tripId, title: tripTitle } : null,
    start: { at: startAt.toISOString(), zone: startZone, local: startLocal },
    end: endAt && endZone && endLocal !== null ? { at: endAt.toISOString(), zone: endZone, local: endLocal } : null,
    home: {
      zone: homeZone,
      start: atHome ? wallClockOf(homeStart) : localOf(startAt, homeZone),
      end: endAt ? (atHome && homeEnd !== null ? wallClockOf(homeEnd) : localOf(endAt, homeZone)) : null,
    },
    // The database's local date, as it selects entries by it.
    day: start.slice(0, 10),
    hours: roundHours(((endAt ?? now).getTime() - startAt.getTime()) / HOUR_MS),
    startLocation,
    endLocation,
    tags: tags ?? [],
    properties: properties ?? [],
    updatedAt: instantOfUtc(updatedUtc).toISOString(),
  };
}

/** Entries whose local start day is within [from, to], on the index of user and local day. */
export function withinDays(userId: string | Placeholder, from: string | Placeholder, to: string | Placeholder) {
  return and(eq(timecards.userId, userId), sql`${timecards.startDay} between ${from}::date and ${to}::date`);
}

/** The week view's one statement, prepared: entries of the user's days [from, to], oldest first. */
const weekEntries = (db: Db) =>
  prepared(db, 'timecards_week', (name) => {
    const userId = sql.placeholder('userId');
    const where = withinDays(userId, sql.placeholder('from'), sql.placeholder('to'));
    return select(db, sql.placeholder('homeZone'), { scope: { userId, where } })
      .orderBy(...entryOrder)
      .prepare(name);
  });

/** The first day of the week holding `date`, for a week starting on `firstDay` (0 Sunday … 6 Saturday). */
export function weekStartOf(date: string, firstDay: number): Temporal.PlainDate {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: (day.dayOfWeek % 7 - firstDay + 7) % 7 });
}

/** The week holding `date` (today at home by default): its entries, daily and project summaries, totals. */
export async function week(db: Db, userId: string, settings: UserSettings, date?: string): Promise<Week> {
  const start = weekStartOf(date ?? Temporal.Now.plainDateISO(settings.timeZone).toString(), settings.firstDayOfWeek);
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }).toString());
  const from = days[0] ?? '';
  const to = days[6] ?? '';
  const rows = await weekEntries(db).execute({ userId, from, to, homeZone: homeZoneParam(settings.timeZone) });
  const now = new Date();
  // The index keeps each entry's day as the database read its zone when the row was written; should
  // it read differently now (a bare zone name, see sameInDatabase, or a newer tz database), the day
  // the entry shows decides.
  const entries = rows.map((row) => present(row.entry, settings.timeZone, now)).filter((e) => e.day >= from && e.day <= to);

  // One pass in entry order: each sum adds the same hours in the same order as summing per day and group would.
  const byDay = new Map(days.map((d) => [d, { labor: 0, travel: 0 }]));
  const groups = new Map<string, { first: Timecard; labor: number; travel: number }>();
  const totals = { labor: 0, travel: 0 };
  for (const e of entries) {
    if (e.end === null) continue;
    const ofDay = byDay.get(e.day);
    if (ofDay) ofDay[e.type] += e.hours;
    const key = `${e.project?.id ?? ''}|${e.assignment?.id ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { first: e, labor: 0, travel: 0 };
      groups.set(key, group);
    }
    group[e.type] += e.hours;
    totals[e.type] += e.hours;
  }
  const daily = days.map((d) => {
    const sums = byDay.get(d) ?? { labor: 0, travel: 0 };
    return { date: d, labor: roundHours(sums.labor), travel: roundHours(sums.travel) };
  });
  const projectSummary = [...groups.values()].map(({ first, labor, travel }) => ({
    projectId: first.project?.id ?? null,
    projectNumber: first.project?.projectNumber ?? null,
    projectName: first.project?.name ?? null,
    assignmentId: first.assignment?.id ?? null,
    assignmentName: first.assignment?.name ?? null,
    labor: roundHours(labor),
    travel: roundHours(travel),
  }));
  projectSummary.sort((a, b) => (a.projectNumber ?? '\uffff').localeCompare(b.projectNumber ?? '\uffff') || (a.assignmentName ?? '').localeCompare(b.assignmentName ?? ''));
  return {
    weekStart: from,
    days,
    entries,
    daily,
    projects: projectSummary,
    totals: { labor: roundHours(totals.labor), travel: roundHours(totals.travel) },
  };
}

/** Entries matching `where`, ordered, as the API shows them for the user's home zone. */
async function entriesWhere(db: Db, userId: string, where: SQL | undefined) {
  const { timeZone } = await homeSettings(db, userId);
  const rows = await select(db, homeZoneParam(timeZone)).where(where).orderBy(...entryOrder);
  const now = new Date();
  return rows.map((row) => present(row.entry, timeZone, now));
}

/** One entry. */
export async function getTimecard(db: Db, userId: string, id: string): Promise<Timecard> {
  const [entry] = await entriesWhere(db, userId, and(eq(timecards.userId, userId), eq(timecards.id, id)));
  if (!entry) throw notFound();
  return entry;
}

/**
 * A page of entries, newest first (the week view is the usual way in), in one statement: the
 * page's ids come from the index on user and start, and only those entries are joined and
 * presented; the total is counted once beside them.
 */
export async function listTimecards(db: Db, userId: string, query: PageQuery) {
  const where = eq(timecards.userId, userId);
  const order = [query.order === 'asc' ? asc(timecards.startAt) : desc(timecards.startAt), asc(timecards.id)];
  const total = sql<number>`(select cast(count(*) as integer) from ${timecards} where ${where})`;
  const { timeZone } = await homeSettings(db, userId);
  const read = ({ limit, offset }: PageWindow) =>
    select(db, homeZoneParam(timeZone), { extra: { total } })
      .where(inArray(timecards.id, db.select({ id: timecards.id }).from(timecards).where(where).orderBy(...order).limit(limit).offset(offset)))
      .orderBy(...order);
  const now = new Date();
  return listPage(query, read, (row) => present(row.entry, timeZone, now));
}

/** The project, assignment, customer and trip must be the user's own; the assignment must be of the project. */
async function checkLinks(tx: Db, userId: string, links: { projectId: string | null; assignmentId: string | null; customerId: string | null; tripId?: string | null }) {
  if (links.customerId && !(await ownedRecordIds(tx, 'customer', userId, [links.customerId])).length) {
    throw new AppError('NOT_FOUND', messages.customerNotFound);
  }
  if (links.tripId && !(await ownedRecordIds(tx, 'trip', userId, [links.tripId])).length) {
    throw new AppError('NOT_FOUND', messages.notFound('Trip'));
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
  const links = { projectId: input.projectId ?? null, assignmentId: input.assignmentId ?? null, customerId: input.customerId ?? null, tripId: input.tripId ?? null };
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
        startDay: startDayOf(input.start.at, input.start.zone),
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
      tripId: input.tripId === undefined ? current.tripId : input.tripId,
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
        ...(input.start ? { startAt: input.start.at, startZone: input.start.zone, startDay: startDayOf(input.start.at, input.start.zone) } : {}),
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
  const [entry] = await entriesWhere(db, userId, and(eq(timecards.userId, userId), isNull(timecards.endAt)));
  return entry ?? null;
}

/**
 * Starts the timer: a timecard without an end. The database allows one running timer per user, so
 * a second start (another tab, a retry) gets the one already running instead of a new one.
 */
export async function startTimer(
  db: Db,
  userId: string,
  input: { type: 'labor' | 'travel'; projectId?: string | null; assignmentId?: string | null; tripId?: string | null; zone: string; at?: string | undefined },
): Promise<{ timer: Timecard; started: boolean }> {
  const running = await runningTimer(db, userId);
  if (running) return { timer: running, started: false };
  // A timer started for a trip counts toward the trip's project and customer unless told otherwise.
  const [trip] = input.tripId
    ? await db.select({ projectId: trips.projectId, customerId: trips.customerId }).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, input.tripId)))
    : [];
  const links = {
    projectId: input.projectId ?? (input.assignmentId ? null : (trip?.projectId ?? null)),
    assignmentId: input.assignmentId ?? null,
    customerId: trip?.customerId ?? null,
    tripId: input.tripId ?? null,
  };
  await checkLinks(db, userId, links);
  const [row] = await db
    .insert(timecards)
    .values({
      userId,
      ...links,
      type: input.type,
      startAt: input.at ? new Date(input.at) : sql`now()`,
      startZone: input.zone,
      startDay: startDayOf(input.at ? new Date(input.at) : new Date(), input.zone),
    })
    .onConflictDoNothing()
    .returning({ id: timecards.id });
  const timer = await runningTimer(db, userId);
  if (!timer) throw new Error('timer neither started nor running');
  return { timer, started: row !== undefined };
}

/** Stops the running timer, completing its timecard. Of two stops at once, one does it and the other is told none runs. */
export async function stopTimer(db: Db, userId: string, zone: string, at?: string): Promise<Timecard> {
  const end = at ? sql`${new Date(at).toISOString()}::timestamptz` : sql`now()`;
  const [row] = await db
    .update(timecards)
    .set({ endAt: sql`greatest(${end}, ${timecards.startAt} + interval '1 second')`, endZone: zone, updatedAt: new Date() })
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
  const sources = await db
    .select({ row: timecards, day: localDay })
    .from(timecards)
    .where(and(eq(timecards.userId, userId), inArray(timecards.id, unique), isNotNull(timecards.endAt)));
  if (sources.length !== unique.length) throw notFound();
  if (to !== 'next-day' && to !== 'next-week' && unique.length !== 1) {
    throw new AppError('VALIDATION_FAILED', messages.selectOne, [{ path: 'ids', message: messages.selectOne }]);
  }
  const pairs = await pairsOf(db, { userId, recordType: 'timecard', recordIds: unique });
  const newIds = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const { row, day } of sources) {
      const days = to === 'next-day' ? 1 : to === 'next-week' ? 7 : Temporal.PlainDate.from(day).until(Temporal.PlainDate.from(to)).days;
      const startAt = shiftLocal(row.startAt, row.startZone, days);
      const [inserted] = await tx
        .insert(timecards)
        .values({
          userId,
          projectId: row.projectId,
          assignmentId: row.assignmentId,
          customerId: row.customerId,
          tripId: row.tripId,
          type: row.type,
          startZone: row.startZone,
          endZone: row.endZone,
          startLocation: row.startLocation,
          endLocation: row.endLocation,
          startAt,
          startDay: startDayOf(startAt, row.startZone),
          endAt: row.endAt && row.endZone ? shiftLocal(row.endAt, row.endZone, days) : null,
        })
        .returning({ id: timecards.id });
      if (!inserted) throw new Error('copy not created');
      await writeParts(tx, userId, inserted.id, { tags: pairs.tags.get(row.id), properties: pairs.properties.get(row.id) });
      created.push(inserted.id);
    }
    return created;
  });
  return entriesWhere(db, userId, and(eq(timecards.userId, userId), inArray(timecards.id, newIds)));
}
