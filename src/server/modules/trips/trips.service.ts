import { and, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { LinkedMode } from '../../../shared/list.js';
import { messages } from '../../../shared/messages.js';
import { toMinorUnits } from '../../../shared/money.js';
import { zoned } from '../../../shared/time.js';
import type { Trip, TripInput, TripListItem, TripListQuerySchema, TripPatch, TripView } from '../../../shared/trips.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { projects, timecards } from '../../db/schema/projects.js';
import { contacts } from '../../db/schema/contacts.js';
import { properties, tags } from '../../db/schema/record-parts.js';
import { mileage, receiptCounts, receipts } from '../../db/schema/receipts.js';
import { reservations, tripContacts, tripQuickLinks, trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { homeSettings } from '../account/account.service.js';
import { replaceLinkedContacts } from '../contacts/linked-contacts.js';
import { checkCustomerProject } from '../projects/customer-project.js';
import { containsPattern, listOrder, listPage, type PageWindow } from '../record-parts/list-page.js';
import { pairsJson, qualified, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';
import { deleteParts } from '../record-parts/records.service.js';
import { sumHours } from '../timecards/timecard-hours.js';

type ListQuery = z.infer<typeof TripListQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Trip'));
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The calculated columns, as subqueries of the page query evaluated only for the page's rows (see
 * projects). Hours come from the timecards linked to the trip, finished ones only.
 *
 * The statements read `trips` alone, so Drizzle leaves its columns bare: the references to the trip
 * from inside a subquery name the table, or `id` there would be the subquery's own.
 */
const trip = { id: qualified('trips', trips.id), userId: qualified('trips', trips.userId), customerId: qualified('trips', trips.customerId), projectId: qualified('trips', trips.projectId) };
const ofTrip = and(eq(timecards.tripId, trip.id), eq(timecards.userId, trip.userId));
/** The hours of the trip's finished timecards of one type, as a subquery of a statement over `trips`. */
export const tripHoursOf = (type: SQL) => sql<number>`(select ${sumHours()} from ${timecards} where ${ofTrip} and ${timecards.type} = ${type})`;
/** Both figures from one pass over the trip's timecards, for the rows of a page: [work, travel]. */
const tripHours = sql<[number, number]>`(select json_build_array(${sumHours(sql`${timecards.type} = 'labor'`)}, ${sumHours(sql`${timecards.type} = 'travel'`)})
  from ${timecards} where ${ofTrip})`;
/**
 * Spent is in the user's home currency: the trip's receipts converted into it and its mileage.
 * A receipt without a conversion (no rate could be had) is left out and counted instead. The home
 * currency is the signed-in user's (the statements' `userId`): one lookup per statement, not per row.
 */
const homeCurrency = sql<string>`(select coalesce(u.settings->>'currency', 'USD') from ${users} u where u.id = ${sql.placeholder('userId')})`;
/** [receipts converted into the home currency, receipts left out of it], in one pass over the trip's receipts. */
const tripReceiptMoney = sql<[number, number]>`(select json_build_array(
    coalesce(sum(r.home_amount_minor) filter (where r.home_currency = ${homeCurrency}), 0),
    count(*) filter (where r.home_amount_minor is null or r.home_currency <> ${homeCurrency}))
  from ${receipts} r where r.trip_id = ${trip.id} and ${receiptCounts('r')})`;
const tripMileage = sql<number>`(select coalesce(sum(m.amount_minor), 0) from ${mileage} m where m.trip_id = ${trip.id} and m.currency = ${homeCurrency})`;
/** Spent as one expression, for sorting by it (it is then needed for every row anyway). */
const tripSpent = sql`(select coalesce(sum(r.home_amount_minor), 0) from ${receipts} r where r.trip_id = ${trip.id} and r.home_currency = ${homeCurrency} and ${receiptCounts('r')}) + ${tripMileage}`;

/**
 * The customer's name and the project's number and name, looked up for the page's rows only: as
 * joins they would be made for every matching trip, which the page's total (a window over all of
 * them) reads.
 */
const customerName = sql<string | null>`(select c.name from ${customers} c where c.id = ${trip.customerId})`;
const projectOf = sql<[string, string] | null>`(select json_build_array(p.project_number, p.name) from ${projects} p where p.id = ${trip.projectId})`;

const fields = {
  id: trips.id,
  title: trips.title,
  customerId: trips.customerId,
  customerName: customerName.as('customer_name'),
  projectId: trips.projectId,
  project: projectOf.as('project'),
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
  homeCurrency: homeCurrency.as('home_currency'),
  receiptMoney: tripReceiptMoney.as('receipt_money'),
  mileageMinor: tripMileage.mapWith(Number).as('mileage_minor'),
  receivedMinor: trips.receivedMinor,
  hours: tripHours.as('trip_hours'),
};

/** A trip row with its calculated columns, as the list and the trip statements give it. */
type Row = Omit<Awaited<ReturnType<ReturnType<typeof tripStatement>['execute']>>[number], 'contacts' | 'quickLinks' | 'tags' | 'properties'>;
const round = (hours: number) => Math.round(hours * 100) / 100;

const toListItem = (r: Row): TripListItem => ({
  id: r.id,
  title: r.title,
  customer: r.customerId && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
  project: r.projectId && r.project ? { id: r.projectId, projectNumber: r.project[0], name: r.project[1] } : null,
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
  homeCurrency: r.homeCurrency,
  spentMinor: r.receiptMoney[0] + r.mileageMinor,
  unconvertedReceipts: r.receiptMoney[1],
  receivedMinor: r.receivedMinor,
  workHours: round(r.hours[0]),
  travelHours: round(r.hours[1]),
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

/**
 * Whether the trip named `trip` (a table or an alias in the statement) is unpaid: not paid, and
 * something is spent on it (a receipt, a drive) or expected (an estimated cost). A trip with
 * neither owes nothing and is no unpaid trip ('$0.00 owed').
 */
export const isUnpaid = (trip: SQL | ReturnType<typeof sql.identifier>) =>
  sql`(not ${trip}.paid and (coalesce(${trip}.estimated_cost_minor, 0) > 0
    or exists (select 1 from ${receipts} x where x.trip_id = ${trip}.id) or exists (select 1 from ${mileage} m where m.trip_id = ${trip}.id)))`;

/**
 * The trips a search (title, destination, confirmation, customer or project) and the filters
 * select, in `t`: the table itself, or the alias that counts them inside the page statement.
 */
function matching(f: Filters, t: typeof trips | typeof countedTrips = trips) {
  const now = sql`${f.now}::timestamptz`;
  const name = t === trips ? 'trips' : counted;
  return and(
    eq(t.userId, f.userId),
    f.pattern
      ? or(
          ilike(t.title, f.pattern),
          ilike(t.address, f.pattern),
          ilike(t.confirmationNumber, f.pattern),
          sql`exists (select 1 from ${customers} c where c.id = ${qualified(name, t.customerId)} and c.name ilike ${f.pattern})`,
          sql`exists (select 1 from ${projects} p where p.id = ${qualified(name, t.projectId)} and (p.project_number ilike ${f.pattern} or p.name ilike ${f.pattern}))`,
        )
      : undefined,
    f.customerId ? eq(t.customerId, f.customerId) : undefined,
    f.projectId ? eq(t.projectId, f.projectId) : undefined,
    // The year on the calendar where the trip starts.
    f.year ? sql`extract(year from ${t.startAt} at time zone ${t.startZone}) = ${f.year}::int` : undefined,
    f.view === 'upcoming' ? sql`${t.startAt} > ${now}` : undefined,
    f.view === 'active' ? sql`${t.startAt} <= ${now} and ${t.endAt} >= ${now}` : undefined,
    f.view === 'unpaid' ? isUnpaid(sql.identifier(name)) : undefined,
  );
}

/**
 * The page's total as a subquery run once (on an index) rather than a window over the page query:
 * a window makes every matching row go through the page's lookups before the first 25 are taken.
 */
const counted = 'counted';
const countedTrips = alias(trips, counted);

const sortColumns = {
  start: trips.startAt,
  end: trips.endAt,
  title: trips.title,
  estimatedCostMinor: trips.estimatedCostMinor,
  budgetMinor: trips.budgetMinor,
  paid: trips.paid,
  receivedMinor: trips.receivedMinor,
  // Sorting by spent or hours needs them for every row anyway.
  spentMinor: tripSpent,
  workHours: tripHoursOf(sql`'labor'`),
  travelHours: tripHoursOf(sql`'travel'`),
  updatedAt: trips.updatedAt,
} as const;

/** The list's one statement for this sort, order, view and choice of filters, prepared (see projects). */
function pageStatement(db: Db, query: ListQuery) {
  const given = (key: keyof ListQuery) => (query[key] ? `_${key.slice(0, 2)}` : '');
  const shape = `${query.sort}_${query.order}${given('search')}${given('customerId')}${given('projectId')}${given('year')}_${query.view ?? 'all'}`;
  return prepared(db, `trips_page_${shape}`, (name) => {
    const placeholder = (key: string, value: unknown) => (value ? sql.placeholder(key) : undefined);
    const filters: Filters = {
      userId: sql.placeholder('userId'),
      pattern: placeholder('pattern', query.search),
      customerId: placeholder('customerId', query.customerId),
      projectId: placeholder('projectId', query.projectId),
      year: placeholder('year', query.year),
      view: query.view,
      now: sql.placeholder('now'),
    };
    const total = sql<number>`(select cast(count(*) as integer) from ${trips} ${sql.identifier(counted)} where ${matching(filters, countedTrips)})`;
    return db
      .select({ ...fields, total: total.as('total') })
      .from(trips)
      .where(matching(filters))
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
    now: query.at ? new Date(query.at).toISOString() : new Date().toISOString(),
  };
  return listPage(query, (window: PageWindow) => pageStatement(db, query).execute({ ...filters, ...window }), toListItem);
}

/** One trip with its figures, contacts, quick links, tags and properties, in one prepared statement. */
function tripStatement(db: Db) {
  return prepared(db, 'trip_one', (name) =>
    db
      .select({
        ...fields,
        contacts: sql<Trip['contacts']>`(select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name)
          order by lower(c.last_name), lower(c.first_name)), '[]'::json)
          from ${tripContacts} tc join ${contacts} c on c.id = tc.contact_id where tc.trip_id = ${trip.id})`,
        quickLinks: sql<Trip['quickLinks']>`(select coalesce(json_agg(json_build_object('agencyName', q.agency_name, 'url', q.url, 'linkName', q.link_name)
          order by q.position), '[]'::json) from ${tripQuickLinks} q where q.trip_id = ${trip.id})`,
        tags: pairsJson(tags, 'trip', trip),
        properties: pairsJson(properties, 'trip', trip),
      })
      .from(trips)
      .where(and(eq(trips.userId, sql.placeholder('userId')), eq(trips.id, sql.placeholder('id'))))
      .prepare(name),
  );
}

export async function getTrip(db: Db, userId: string, id: string): Promise<Trip> {
  const [row] = await tripStatement(db).execute({ userId, id });
  if (!row) throw notFound();
  return {
    ...toListItem(row),
    contacts: row.contacts,
    quickLinks: row.quickLinks,
    tags: row.tags ?? [],
    properties: row.properties ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Writes the parts of a trip the input carries: contacts, quick links (each replaced whole), tags and properties. */
async function writeParts(tx: Db, userId: string, tripId: string, input: TripPatch) {
  if (input.contactIds) await replaceLinkedContacts(tx, 'trip', userId, tripId, input.contactIds);
  if (input.quickLinks) {
    await tx.delete(tripQuickLinks).where(eq(tripQuickLinks.tripId, tripId));
    if (input.quickLinks.length > 0) {
      await tx.insert(tripQuickLinks).values(input.quickLinks.map((link, position) => ({ ...link, position, userId, tripId })));
    }
  }
  await savePairs(tx, { userId, recordType: 'trip', recordId: tripId }, input);
}

/** An amount in minor units of `currency`: null clears it, undefined leaves it. */
function minorOf(amount: string | null | undefined, currency: string, path: string) {
  if (amount === null || amount === undefined) return amount;
  const minor = toMinorUnits(amount, currency);
  if (minor === undefined) throw invalid(path, messages.numbersOnly);
  return minor;
}

/** The trip's own columns from an input, with the amounts in minor units of its currency (received: of the home one). */
function columnsOf(input: TripPatch, currency: string, home: string) {
  const { title, customerId, projectId, address, startEvent, endEvent, paid, confirmationNumber } = input;
  return {
    title, customerId, projectId, address, startEvent, endEvent, paid, confirmationNumber,
    ...(input.start !== undefined ? { startAt: input.start?.at ?? null, startZone: input.start?.zone ?? null } : {}),
    ...(input.end !== undefined ? { endAt: input.end?.at ?? null, endZone: input.end?.zone ?? null } : {}),
    estimatedCostMinor: minorOf(input.estimatedCost, currency, 'estimatedCost'),
    budgetMinor: minorOf(input.budget, currency, 'budget'),
    receivedMinor: minorOf(input.received, home, 'received'),
    currency: input.currency,
  };
}

/** Creates a trip with its tags and properties in one transaction; the currency defaults to the user's home one. */
export async function createTrip(db: Db, userId: string, input: TripInput): Promise<Trip> {
  const id = await db.transaction(async (tx) => {
    await checkCustomerProject(tx, userId, input.customerId ?? null, input.projectId ?? null);
    const home = (await homeSettings(tx, userId)).currency;
    const currency = input.currency ?? home;
    const [row] = await tx
      .insert(trips)
      .values({ ...columnsOf(input, currency, home), title: input.title, currency, userId })
      .returning({ id: trips.id });
    if (!row) throw new Error('trip not created');
    await writeParts(tx, userId, row.id, input);
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
    const columns = columnsOf(input, input.currency ?? current.currency, (await homeSettings(tx, userId)).currency);
    await tx.update(trips).set({ ...columns, customerId, projectId, updatedAt: new Date() }).where(eq(trips.id, id));
    await writeParts(tx, userId, id, input);
  });
  return getTrip(db, userId, id);
}

/**
 * Refuses to delete trips that have timecards unless they are to be detached (kept, without a
 * trip), as projects do. The trips' reservations go with them (their rows by cascade, their notes
 * and documents here); their stored files are returned to be removed after the commit.
 */
export async function beforeDeleteTrips(tx: Db, userId: string, ids: string[], linked: LinkedMode) {
  const count = await tx.$count(timecards, and(eq(timecards.userId, userId), inArray(timecards.tripId, ids)));
  if (count > 0 && linked === 'refuse') throw new AppError('CONFLICT', messages.linkedTimecards(count));
  if (count > 0) {
    await tx.update(timecards).set({ tripId: null }).where(and(eq(timecards.userId, userId), inArray(timecards.tripId, ids)));
  }
  const booked = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.tripId, ids)))
    .for('update');
  return deleteParts(tx, userId, 'reservation', booked.map((r) => r.id));
}
