import { eq, sql } from 'drizzle-orm';
import type { UserSettings } from '../../../shared/account.js';
import { DASHBOARD_LIST_SIZE, TASKS_DUE_WITHIN_DAYS, type Dashboard } from '../../../shared/dashboard.js';
import { localOf } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { mileage, receiptCounts, receipts } from '../../db/schema/receipts.js';
import { rewardHistory, rewards } from '../../db/schema/rewards.js';
import { tasks } from '../../db/schema/tasks.js';
import { timecards } from '../../db/schema/projects.js';
import { trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { upcomingAssignments } from '../assignments/assignments.service.js';
import { prepared } from '../record-parts/prepared.js';
import { listTasks } from '../tasks/tasks.service.js';
import { runningTimer, week } from '../timecards/timecards.service.js';
import { activeTrip } from '../trips/itinerary.service.js';
import { isUnpaid, listTrips } from '../trips/trips.service.js';

const DAY_MS = 86_400_000;
const firstPage = { page: 1, pageSize: DASHBOARD_LIST_SIZE, order: 'asc' as const };

type Favorite = { id: string; company: string; memberNumber: string; points: number; status: string; before: number | null };
type Owed = { id: string; title: string; owedMinor: number };

/**
 * The dashboard's small figures in one prepared statement over the user's row: favorite rewards
 * with their points a month ago, the oldest unpaid trips with what each is owed (spent as the
 * trips list counts it, less received) and how many there are, how many open tasks are overdue and due soon, the imports waiting, and
 * whether a timer runs. One statement, planned once: in PGlite planning costs about as much as
 * running, and each of these alone is a few rows on an index.
 */
const figuresStatement = (db: Db) =>
  prepared(db, 'dashboard_figures', (name) => {
    const userId = sql.placeholder('userId');
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    const currency = sql`${sql.placeholder('currency')}::text`;
    const pointsBefore = sql`(select h.points::float8 from ${rewardHistory} h where h.reward_id = r.id
      and h.recorded_at <= ${sql.placeholder('monthAgo')}::timestamptz order by h.recorded_at desc limit 1)`;
    const spent = sql`(select coalesce(sum(x.home_amount_minor), 0) from ${receipts} x where x.trip_id = t.id and x.home_currency = ${currency} and ${receiptCounts('x')})
      + (select coalesce(sum(m.amount_minor), 0) from ${mileage} m where m.trip_id = t.id and m.currency = ${currency})`;
    return db
      .select({
        favorites: sql<Favorite[]>`(select coalesce(json_agg(json_build_object('id', r.id, 'company', r.company, 'memberNumber', r.member_number,
            'points', r.points::float8, 'status', r.status, 'before', ${pointsBefore}) order by lower(r.company), r.id), '[]')
          from ${rewards} r where r.user_id = ${userId} and r.favorite)`,
        // The oldest few, whose money has been out longest; the rest are counted (their sums would cost every view).
        unpaid: sql<Owed[]>`(select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title,
            'owedMinor', (${spent} - coalesce(t.received_minor, 0))::float8) order by t.start_at asc nulls last, t.id), '[]')
          from (select * from ${trips} u where u.user_id = ${userId} and ${isUnpaid(sql.raw('u'))} order by u.start_at asc nulls last, u.id limit ${DASHBOARD_LIST_SIZE}) t)`,
        unpaidCount: sql<number>`(select count(*)::int from ${trips} t where t.user_id = ${userId} and ${isUnpaid(sql.raw('t'))})`,
        overdue: sql<number>`(select count(*)::int from ${tasks} k where k.user_id = ${userId} and k.status = 'open' and k.due_at < ${at})`,
        dueSoon: sql<number>`(select count(*)::int from ${tasks} k where k.user_id = ${userId} and k.status = 'open'
          and k.due_at >= ${at} and k.due_at < ${sql.placeholder('until')}::timestamptz)`,
        imports: sql<number>`(select count(*)::int from ${mailImports} i where i.user_id = ${userId} and i.status in ('ready', 'failed'))`,
        timerRuns: sql<boolean>`exists (select 1 from ${timecards} c where c.user_id = ${userId} and c.end_at is null)`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .prepare(name);
  });

/** What the dashboard shows at `at`, gathered at once. */
export async function dashboard(db: Db, userId: string, settings: UserSettings, at: Date): Promise<Dashboard> {
  const monthAgo = new Date(at);
  monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
  const until = new Date(at.getTime() + TASKS_DUE_WITHIN_DAYS * DAY_MS);
  const [[figures], active, upcoming, assignments, thisWeek, due] = await Promise.all([
    figuresStatement(db).execute({ userId, at: at.toISOString(), monthAgo: monthAgo.toISOString(), until: until.toISOString(), currency: settings.currency }),
    activeTrip(db, userId, settings, at),
    listTrips(db, userId, { ...firstPage, sort: 'start', view: 'upcoming', at: at.toISOString() }),
    upcomingAssignments(db, userId, DASHBOARD_LIST_SIZE),
    week(db, userId, settings, localOf(at, settings.timeZone).slice(0, 10)),
    listTasks(db, userId, { ...firstPage, sort: 'due', status: 'open', dueBefore: until.toISOString() }),
  ]);
  if (!figures) throw new Error('dashboard: the user is gone');
  // A timer started this week is among the week's entries; one started before is looked up.
  const timer = figures.timerRuns ? (thisWeek.entries.find((e) => e.end === null) ?? (await runningTimer(db, userId))) : null;
  return {
    at: at.toISOString(),
    activeTrip: active,
    upcomingTrips: upcoming.items,
    upcomingAssignments: assignments,
    timer,
    week: { weekStart: thisWeek.weekStart, ...thisWeek.totals, targetHours: settings.weeklyTargetHours },
    favoriteRewards: figures.favorites.map(({ before, ...r }) => ({ ...r, pointsChange: before === null ? null : r.points - before })),
    tasks: { items: due.items, overdue: figures.overdue, dueSoon: figures.dueSoon },
    unpaidTrips: { items: figures.unpaid, count: figures.unpaidCount, currency: settings.currency },
    imports: { waiting: figures.imports },
  };
}
