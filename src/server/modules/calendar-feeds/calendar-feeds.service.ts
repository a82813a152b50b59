import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/calendar-feeds.js';
import type { ReservationType } from '../../../shared/reservations.js';
import type { Db } from '../../db/client.js';
import { calendarFeeds } from '../../db/schema/calendar-feeds.js';
import { customers } from '../../db/schema/customers.js';
import { assignments } from '../../db/schema/projects.js';
import { itineraryEvents, reservations, trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { seal, unseal } from '../../security/seal.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { feedCalendar, type FeedMoment } from './feed-calendar.js';

export interface CalendarFeedDeps {
  db: Db;
  secret: string;
  /** The app's configured public origin: the feed's address and its UIDs' host. */
  origin: string;
}

const SEAL_PURPOSE = 'calendar-feed';

/** The feed's address, at which it is served without signing in. */
export const calendarFeedPath = (token: string) => `/api/public/calendars/${token}`;

const scopeOf = (userId: string, tripId: string | null): SQL =>
  and(eq(calendarFeeds.userId, userId), tripId ? eq(calendarFeeds.tripId, tripId) : isNull(calendarFeeds.tripId)) as SQL;

/** 'Trip not found' unless the trip is the user's. */
async function ownTrip(db: Db, userId: string, tripId: string | null) {
  if (!tripId) return;
  const [trip] = await db.select({ id: trips.id }).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw AppError.notFound('Trip');
}

/** The user's feed (tripId null) or the trip's: its address, or null while it has none. */
export async function readFeed(deps: CalendarFeedDeps, userId: string, tripId: string | null): Promise<CalendarFeed> {
  await ownTrip(deps.db, userId, tripId);
  const [row] = await deps.db.select({ sealed: calendarFeeds.tokenSealed }).from(calendarFeeds).where(scopeOf(userId, tripId));
  const token = row ? unseal(deps.secret, SEAL_PURPOSE, row.sealed) : undefined;
  return { url: token ? `${deps.origin}${calendarFeedPath(token)}` : null };
}

/** Gives the feed a new address; an earlier one answers 404 from now on. */
export async function renewFeed(deps: CalendarFeedDeps, userId: string, tripId: string | null): Promise<CalendarFeed> {
  await ownTrip(deps.db, userId, tripId);
  const { token, tokenHash } = newToken();
  const tokenSealed = seal(deps.secret, SEAL_PURPOSE, token);
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, tripId, tokenHash, tokenSealed })
    .onConflictDoUpdate({ target: [calendarFeeds.userId, calendarFeeds.tripId], set: { tokenHash, tokenSealed, updatedAt: new Date() } });
  return { url: `${deps.origin}${calendarFeedPath(token)}` };
}

/** Turns the feed off: its address answers 404. */
export async function endFeed(deps: CalendarFeedDeps, userId: string, tripId: string | null): Promise<CalendarFeed> {
  await ownTrip(deps.db, userId, tripId);
  await deps.db.delete(calendarFeeds).where(scopeOf(userId, tripId));
  return { url: null };
}

const moment = (at: Date | null, zone: string | null): FeedMoment | null => (at && zone ? { at, zone } : null);

/** The feed a token opens: whose, and of which trip (null for all); 'Calendar not found' for a token that is no feed's. */
export async function feedOf(db: Db, token: string): Promise<Feed> {
  const [feed] = await db.select({ userId: calendarFeeds.userId, tripId: calendarFeeds.tripId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) throw AppError.notFound('Calendar');
  return feed;
}

export interface Feed {
  userId: string;
  tripId: string | null;
}

/** Written into every entity-tag: a new way of writing the calendar changes them all. */
const FEED_FORMAT = 1;

/**
 * The feed's entity-tag, from how many records it is made of and when each kind last changed,
 * without writing the calendar: any change, addition or deletion of a trip, reservation, event,
 * assignment or customer it shows changes a count or a newest change. So a calendar that asks
 * again with the tag it has is answered 304 for the price of a few indexed counts.
 */
export async function feedVersion(db: Db, { userId, tripId }: Feed): Promise<string> {
  const stamp = (table: typeof trips | typeof reservations | typeof itineraryEvents | typeof assignments | typeof customers, where: SQL | undefined) =>
    db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${table.updatedAt})::text` }).from(table).where(where);
  const ofTrips = (table: typeof reservations | typeof itineraryEvents) =>
    stamp(table, and(eq(table.userId, userId), tripId ? eq(table.tripId, tripId) : undefined));
  const parts = await Promise.all([
    stamp(trips, and(eq(trips.userId, userId), tripId ? eq(trips.id, tripId) : undefined)),
    ofTrips(reservations),
    ofTrips(itineraryEvents),
    ...(tripId ? [] : [stamp(assignments, eq(assignments.userId, userId)), stamp(customers, eq(customers.userId, userId))]),
  ]);
  const version = JSON.stringify([FEED_FORMAT, tripId, parts.map(([row]) => [row?.n, row?.last])]);
  return `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
}

/** The calendar of a feed. */
export async function feedBody(deps: CalendarFeedDeps, feed: Feed): Promise<string> {
  const { db } = deps;
  const { userId, tripId } = feed;
  const tripRows = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), tripId ? eq(trips.id, tripId) : undefined))
    .orderBy(asc(trips.startAt), asc(trips.id));
  const tripIds = tripRows.map((t) => t.id);
  const titles = new Map(tripRows.map((t) => [t.id, t.title]));
  const [reservationRows, eventRows, assignmentRows] = await Promise.all([
    tripIds.length
      ? db
          .select()
          .from(reservations)
          .where(and(eq(reservations.userId, userId), inArray(reservations.tripId, tripIds), eq(reservations.hidden, false)))
          .orderBy(asc(reservations.startAt), asc(reservations.id))
      : [],
    tripIds.length
      ? db
          .select()
          .from(itineraryEvents)
          .where(and(eq(itineraryEvents.userId, userId), inArray(itineraryEvents.tripId, tripIds)))
          .orderBy(asc(itineraryEvents.startAt), asc(itineraryEvents.id))
      : [],
    tripId
      ? []
      : db
          .select({ row: assignments, customer: customers.name })
          .from(assignments)
          .leftJoin(customers, eq(customers.id, assignments.customerId))
          .where(eq(assignments.userId, userId))
          .orderBy(asc(assignments.startAt), asc(assignments.id)),
  ]);
  return feedCalendar({
    name: tripId ? (tripRows[0]?.title ?? 'Trip') : 'Travel & Work Tracker',
    host: new URL(deps.origin).hostname,
    trips: tripRows.map((t) => ({ ...t, start: moment(t.startAt, t.startZone), end: moment(t.endAt, t.endZone) })),
    reservations: reservationRows.map((r) => ({
      ...r,
      type: r.type as ReservationType,
      tripTitle: titles.get(r.tripId) ?? '',
      start: { at: r.startAt, zone: r.startZone },
      end: moment(r.endAt, r.endZone),
    })),
    events: eventRows.map((e) => ({ ...e, start: { at: e.startAt, zone: e.startZone }, end: moment(e.endAt, e.endZone) })),
    assignments: assignmentRows.map(({ row, customer }) => ({ ...row, customer, start: { at: row.startAt, zone: row.startZone }, end: moment(row.endAt, row.endZone) })),
  });
}
