import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { UserSettings } from '../../../shared/account.js';
import { DASHBOARD_LIST_SIZE, TASKS_DUE_WITHIN_DAYS, type Dashboard } from '../../../shared/dashboard.js';
import { localOf } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { mileage, receipts } from '../../db/schema/receipts.js';
import { rewards } from '../../db/schema/rewards.js';
import { tasks } from '../../db/schema/tasks.js';
import { trips } from '../../db/schema/trips.js';
import { upcomingAssignments } from '../assignments/assignments.service.js';
import { qualified } from '../record-parts/pairs.service.js';
import { pointsAt } from '../rewards/rewards.service.js';
import { listTasks } from '../tasks/tasks.service.js';
import { runningTimer, week } from '../timecards/timecards.service.js';
import { activeTrip } from '../trips/itinerary.service.js';
import { listTrips } from '../trips/trips.service.js';

const DAY_MS = 86_400_000;
const firstPage = { page: 1, pageSize: DASHBOARD_LIST_SIZE, order: 'asc' as const };

/** The user's favorite rewards with the change of points since a month before `at`. */
async function favoriteRewards(db: Db, userId: string, at: Date) {
  const monthAgo = new Date(at);
  monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
  const rows = await db
    .select({ id: rewards.id, company: rewards.company, memberNumber: rewards.memberNumber, points: rewards.points, status: rewards.status, before: pointsAt(monthAgo) })
    .from(rewards)
    .where(and(eq(rewards.userId, userId), eq(rewards.favorite, true)))
    .orderBy(sql`lower(${rewards.company})`, rewards.id);
  return rows.map(({ before, ...r }) => ({ ...r, pointsChange: before === null ? null : r.points - before }));
}

/** Open tasks due before `at` plus the coming days (overdue first), and how many are overdue and due soon. */
async function dueTasks(db: Db, userId: string, at: Date) {
  const until = new Date(at.getTime() + TASKS_DUE_WITHIN_DAYS * DAY_MS);
  const open = and(eq(tasks.userId, userId), eq(tasks.status, 'open'), isNotNull(tasks.dueAt));
  const [page, [counts]] = await Promise.all([
    listTasks(db, userId, { ...firstPage, sort: 'due', status: 'open', dueBefore: until.toISOString() }),
    db
      .select({
        overdue: sql<number>`cast(count(*) filter (where ${tasks.dueAt} < ${at.toISOString()}) as integer)`,
        dueSoon: sql<number>`cast(count(*) filter (where ${tasks.dueAt} >= ${at.toISOString()}) as integer)`,
      })
      .from(tasks)
      .where(and(open, lt(tasks.dueAt, until))),
  ]);
  return { items: page.items, overdue: counts?.overdue ?? 0, dueSoon: counts?.dueSoon ?? 0 };
}

/**
 * Every unpaid trip's amount owed (spent, as the trips list counts it, less received), the first
 * few listed. One statement of spent alone: the list's other figures (hours, counts) are not needed.
 */
async function unpaidTrips(db: Db, userId: string, currency: string) {
  // The statement reads `trips` alone, so Drizzle leaves its columns bare: inside the subqueries the trip's id names its table.
  const tripId = qualified('trips', trips.id);
  const spent = sql`(select coalesce(sum(r.home_amount_minor), 0) from ${receipts} r where r.trip_id = ${tripId} and r.home_currency = ${currency})
    + (select coalesce(sum(m.amount_minor), 0) from ${mileage} m where m.trip_id = ${tripId} and m.currency = ${currency})`;
  const rows = await db
    .select({ id: trips.id, title: trips.title, owedMinor: sql<number>`cast(${spent} - coalesce(${trips.receivedMinor}, 0) as float8)` })
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.paid, false)))
    .orderBy(sql`${trips.startAt} asc nulls last`, trips.id);
  return {
    items: rows.slice(0, DASHBOARD_LIST_SIZE),
    count: rows.length,
    owedMinor: rows.reduce((sum, t) => sum + t.owedMinor, 0),
    currency,
  };
}

async function waitingImports(db: Db, userId: string) {
  const waiting = await db.$count(mailImports, and(eq(mailImports.userId, userId), inArray(mailImports.status, ['ready', 'failed'])));
  return { waiting };
}

/** What the dashboard shows at `at`, gathered at once. */
export async function dashboard(db: Db, userId: string, settings: UserSettings, at: Date): Promise<Dashboard> {
  const [active, upcoming, assignments, timer, thisWeek, favorites, due, unpaid, imports] = await Promise.all([
    activeTrip(db, userId, settings, at),
    listTrips(db, userId, { ...firstPage, sort: 'start', view: 'upcoming', at: at.toISOString() }),
    upcomingAssignments(db, userId, DASHBOARD_LIST_SIZE),
    runningTimer(db, userId),
    week(db, userId, settings, localOf(at, settings.timeZone).slice(0, 10)),
    favoriteRewards(db, userId, at),
    dueTasks(db, userId, at),
    unpaidTrips(db, userId, settings.currency),
    waitingImports(db, userId),
  ]);
  return {
    at: at.toISOString(),
    activeTrip: active,
    upcomingTrips: upcoming.items,
    upcomingAssignments: assignments,
    timer,
    week: { weekStart: thisWeek.weekStart, ...thisWeek.totals, targetHours: settings.weeklyTargetHours },
    favoriteRewards: favorites,
    tasks: due,
    unpaidTrips: unpaid,
    imports,
  };
}
