import { and, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkedMode } from '../../../shared/list.js';
import { messages } from '../../../shared/messages.js';
import { toMinorUnits } from '../../../shared/money.js';
import { zoned } from '../../../shared/time.js';
import type { Trip, TripInput, TripListItem, TripListQuerySchema, TripPatch, TripView } from '../../../shared/trips.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { projects, timecards } from '../../db/schema/projects.js';
import { trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { checkCustomerProject } from '../projects/customer-project.js';
import { containsPattern, listOrder, pageTotal, pageWindow, totalCount } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';

type ListQuery = z.infer<typeof TripListQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Trip'));
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The calculated columns, as subqueries of the page query evaluated only for the page's rows (see
 * projects). Hours come from the timecards linked to the trip, finished ones only; spent and
 * received read 0 until receipts exist, whose subqueries join here then.
 */
const ofTrip = and(eq(timecards.tripId, trips.id), eq(timecards.userId, trips.userId));
const hoursOf = (type: SQL) =>
  sql<number>`(select cast(coalesce(sum(extract(epoch from (${timecards.endAt} - ${timecards.startAt}))), 0) / 3600.0 as double precision) from ${timecards} where ${ofTrip} and ${timecards.type} = ${type})`;
const NONE_YET = sql<number>`0`;

const fields = {
  id: trips.id,
  title: trips.title,
  customerId: customers.id,
  customerName: customers.name,
  projectId: projects.id,
  projectNumber: projects.projectNumber,
  projectName: projects.name,
  address: trips.address,
  startAt: trips.startAt,
  startZone: trips.startZone,
  startEvent: trips.startEvent,
  endAt: trips.endAt,
  endZone: trips.endZone,
  endEvent: trips.endEvent,
  estimatedCostMinor: trips.estimatedCostMinor,
  budgetMinor: trips.budgetMinor,
  currency: trips.currency,
  paid: trips.paid,
  confirmationNumber: trips.confirmationNumber,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
  spentMinor: NONE_YET.as('spent_minor'),
  receivedMinor: NONE_YET.as('received_minor'),
  workHours: hoursOf(sql`'labor'`).as('work_hours'),
  travelHours: hoursOf(sql`'travel'`).as('travel_hours'),
};

function baseSelect(db: Db) {
  return db
    .select(fields)
    .from(trips)
    .leftJoin(customers, eq(customers.id, trips.customerId))
    .leftJoin(projects, eq(projects.id, trips.projectId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];
const round = (hours: number) => Math.round(hours * 100) / 100;

const toListItem = (r: Row): TripListItem => ({
  id: r.id,
  title: r.title,
  customer: r.customerId && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
  project: r.projectId && r.projectNumber !== null ? { id: r.projectId, projectNumber: r.projectNumber, name: r.projectName ?? '' } : null,
  address: r.address,
  start: r.startAt && r.startZone ? zoned(r.startAt, r.startZone) : null,
  startEvent: r.startEvent,
  end: r.endAt && r.endZone ? zoned(r.endAt, r.endZone) : null,
  endEvent: r.endEvent,
  estimatedCostMinor: r.estimatedCostMinor,
  budgetMinor: r.budgetMinor,
  currency: r.currency,
  paid: r.paid,
  confirmationNumber: r.confirmationNumber,
  updatedAt: r.updatedAt.toISOString(),
  spentMinor: r.spentMinor,
  receivedMinor: r.receivedMinor,
  workHours: round(r.workHours),
  travelHours: round(r.travelHours),
});

type Value<T> = T | Placeholder;
interface Filters {
  userId: Value<string>;
  pattern?: Value<string> | undefined;
  customerId?: Value<string> | undefined;
  projectId?: Value<string> | undefined;
  year?: Value<number> | undefined;
  view?: TripView | undefined;
  /** The present moment as ISO text: views compare instants, so the zones a trip runs through never matter. */
  now?: Value<string> | undefined;
}

/** The trips a search (title, destination, confirmation, customer or project) and the filters select. */
function matching(f: Filters) {
  const now = sql`${f.now}::timestamptz`;
  return and(
    eq(trips.userId, f.userId),
    f.pattern
      ? or(
          ilike(trips.title, f.pattern),
          ilike(trips.address, f.pattern),
          ilike(trips.confirmationNumber, f.pattern),
          ilike(customers.name, f.pattern),
          ilike(projects.projectNumber, f.pattern),
          ilike(projects.name, f.pattern),
        )
      : undefined,
    f.customerId ? eq(trips.customerId, f.customerId) : undefined,
    f.projectId ? eq(trips.projectId, f.projectId) : undefined,
    // The year on the calendar where the trip starts.
    f.year ? sql`extract(year from ${trips.startAt} at time zone ${trips.startZone}) = ${f.year}::int` : undefined,
    f.view === 'upcoming' ? sql`${trips.startAt} > ${now}` : undefined,
    f.view === 'active' ? sql`${trips.startAt} <= ${now} and ${trips.endAt} >= ${now}` : undefined,
    f.view === 'unpaid' ? eq(trips.paid, false) : undefined,
  );
}

const sortColumns = {
  start: trips.startAt,
  end: trips.endAt,
  title: trips.title,
  estimatedCostMinor: trips.estimatedCostMinor,
  budgetMinor: trips.budgetMinor,
  paid: trips.paid,
  // Output columns by name: a bare constant in ORDER BY would mean a column position.
  spentMinor: sql`spent_minor`,
  receivedMinor: sql`received_minor`,
  workHours: sql`work_hours`,
  travelHours: sql`travel_hours`,
  updatedAt: trips.updatedAt,
} as const;

/** The list's one statement for this sort, order, view and choice of filters, prepared (see projects). */
function pageStatement(db: Db, query: ListQuery) {
  const given = (key: keyof ListQuery) => (query[key] ? `_${key.slice(0, 2)}` : '');
  const shape = `${query.sort}_${query.order}${given('search')}${given('customerId')}${given('projectId')}${given('year')}_${query.view ?? 'all'}`;
  return prepared(db, `trips_page_${shape}`, (name) => {
    const placeholder = (key: string, value: unknown) => (value ? sql.placeholder(key) : undefined);
    return db
      .select({ ...fields, total: totalCount.as('total') })
      .from(trips)
      .leftJoin(customers, eq(customers.id, trips.customerId))
      .leftJoin(projects, eq(projects.id, trips.projectId))
      .where(
        matching({
          userId: sql.placeholder('userId'),
          pattern: placeholder('pattern', query.search),
          customerId: placeholder('customerId', query.customerId),
          projectId: placeholder('projectId', query.projectId),
          year: placeholder('year', query.year),
          view: query.view,
          now: sql.placeholder('now'),
        }),
      )
      .orderBy(...listOrder(sortColumns[query.sort], trips.id, query, query.sort === 'title'))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/** A page of trips with their calculated columns and the total, in one statement. */
export async function listTrips(db: Db, userId: string, query: ListQuery) {
  const filters = {
    userId,
    pattern: query.search ? containsPattern(query.search) : undefined,
    customerId: query.customerId,
    projectId: query.projectId,
    year: query.year,
    view: query.view,
    now: new Date().toISOString(),
  };
  const rows = await pageStatement(db, query).execute({ ...filters, ...pageWindow(query) });
  const total = await pageTotal(rows, query, () =>
    db.$count(
      db
        .select({ id: trips.id })
        .from(trips)
        .leftJoin(customers, eq(customers.id, trips.customerId))
        .leftJoin(projects, eq(projects.id, trips.projectId))
        .where(matching(filters))
        .as('matching'),
    ),
  );
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/** One trip with its figures, tags and properties. */
export async function getTrip(db: Db, userId: string, id: string): Promise<Trip> {
  const [row] = await baseSelect(db).where(and(eq(trips.userId, userId), eq(trips.id, id)));
  if (!row) throw notFound();
  const pairs = await pairsOf(db, { userId, recordType: 'trip', recordIds: [id] });
  return { ...toListItem(row), tags: pairs.tags.get(id) ?? [], properties: pairs.properties.get(id) ?? [], createdAt: row.createdAt.toISOString() };
}

/** An amount in minor units of `currency`: null clears it, undefined leaves it. */
function minorOf(amount: string | null | undefined, currency: string, path: string) {
  if (amount === null || amount === undefined) return amount;
  const minor = toMinorUnits(amount, currency);
  if (minor === undefined) throw invalid(path, messages.numbersOnly);
  return minor;
}

/** The trip's own columns from an input, with the amounts in minor units of its currency. */
function columnsOf(input: TripPatch, currency: string) {
  const { title, customerId, projectId, address, startEvent, endEvent, paid, confirmationNumber } = input;
  return {
    title, customerId, projectId, address, startEvent, endEvent, paid, confirmationNumber,
    ...(input.start !== undefined ? { startAt: input.start?.at ?? null, startZone: input.start?.zone ?? null } : {}),
    ...(input.end !== undefined ? { endAt: input.end?.at ?? null, endZone: input.end?.zone ?? null } : {}),
    estimatedCostMinor: minorOf(input.estimatedCost, currency, 'estimatedCost'),
    budgetMinor: minorOf(input.budget, currency, 'budget'),
    currency: input.currency,
  };
}

/** Creates a trip with its tags and properties in one transaction; the currency defaults to the user's home one. */
export async function createTrip(db: Db, userId: string, input: TripInput): Promise<Trip> {
  const id = await db.transaction(async (tx) => {
    await checkCustomerProject(tx, userId, input.customerId ?? null, input.projectId ?? null);
    const [home] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
    const currency = input.currency ?? home?.settings.currency ?? 'USD';
    const [row] = await tx
      .insert(trips)
      .values({ ...columnsOf(input, currency), title: input.title, currency, userId })
      .returning({ id: trips.id });
    if (!row) throw new Error('trip not created');
    await savePairs(tx, { userId, recordType: 'trip', recordId: row.id }, input);
    return row.id;
  });
  return getTrip(db, userId, id);
}

/** Changes the given fields; the stored start and end must still be in order, and an end needs a start. */
export async function updateTrip(db: Db, userId: string, id: string, input: TripPatch): Promise<Trip> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(trips).where(and(eq(trips.userId, userId), eq(trips.id, id)));
    if (!current) throw notFound();
    const customerId = input.customerId === undefined ? current.customerId : input.customerId;
    const projectId = input.projectId === undefined ? current.projectId : input.projectId;
    await checkCustomerProject(tx, userId, customerId, projectId);
    const start = input.start === undefined ? current.startAt : (input.start?.at ?? null);
    const end = input.end === undefined ? current.endAt : (input.end?.at ?? null);
    if (end && !start) throw invalid('start', messages.fieldRequired);
    if (start && end && end < start) throw invalid('end.local', messages.dateNotValid);
    const columns = columnsOf(input, input.currency ?? current.currency);
    await tx.update(trips).set({ ...columns, customerId, projectId, updatedAt: new Date() }).where(eq(trips.id, id));
    await savePairs(tx, { userId, recordType: 'trip', recordId: id }, input);
  });
  return getTrip(db, userId, id);
}

/** Refuses to delete trips that have timecards unless they are to be detached (kept, without a trip), as projects do. */
export async function beforeDeleteTrips(tx: Db, userId: string, ids: string[], linked: LinkedMode) {
  const count = await tx.$count(timecards, and(eq(timecards.userId, userId), inArray(timecards.tripId, ids)));
  if (count > 0 && linked === 'refuse') throw new AppError('CONFLICT', messages.linkedTimecards(count));
  if (count > 0) {
    await tx.update(timecards).set({ tripId: null }).where(and(eq(timecards.userId, userId), inArray(timecards.tripId, ids)));
  }
}
