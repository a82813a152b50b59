import { and, asc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { UserSettings } from '../../../shared/account.js';
import type { Charts, ChartsQuery } from '../../../shared/charts.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { projects, timecards } from '../../db/schema/projects.js';
import { receiptCounts, receipts, receiptTypes } from '../../db/schema/receipts.js';
import { reservations, trips } from '../../db/schema/trips.js';
import { projectSpent } from '../projects/projects.service.js';
import { sumHours } from '../timecards/timecard-hours.js';
import { withinDays } from '../timecards/timecards.service.js';
import { greatCircleMiles } from '../../places/airports.js';

/** The calendar day where a moment happened, from its instant and zone. */
const localDateOf = (instant: SQLWrapper, zone: SQLWrapper) => sql`(${instant} at time zone ${zone})::date`;
const inRange = (day: SQL, { from, to }: ChartsQuery) => sql`${day} between ${from}::date and ${to}::date`;
const monthOf = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM')`;

/** Hours per week (starting on the user's first day) and project; finished entries by their local day. */
async function hoursPerWeek(db: Db, userId: string, range: ChartsQuery, firstDayOfWeek: number) {
  const day = localDateOf(timecards.startAt, timecards.startZone);
  const weekStart = sql<string>`to_char(${day} - ((extract(dow from ${day})::int - ${firstDayOfWeek} + 7) % 7), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart,
      projectId: timecards.projectId,
      project: sql<string>`coalesce(trim(${projects.projectNumber} || ' ' || ${projects.name}), 'No project')`,
      labor: sumHours(sql`${timecards.type} = 'labor'`),
      travel: sumHours(sql`${timecards.type} = 'travel'`),
    })
    .from(timecards)
    .leftJoin(projects, eq(projects.id, timecards.projectId))
    .where(and(withinDays(userId, range.from, range.to), isNotNull(timecards.endAt)))
    // By position: the week's expression carries a parameter, which GROUP BY would see as another one.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(sql`1`, sql`3`);
  const round = (hours: number) => Math.round(hours * 100) / 100;
  return rows.map((r) => ({ ...r, labor: round(r.labor), travel: round(r.travel) }));
}

/** Receipts per month of their local date, type and currency, with the converted sum. */
async function spendPerMonth(db: Db, userId: string, range: ChartsQuery, homeCurrency: string) {
  const month = sql<string>`to_char(${receipts.receiptDate}, 'YYYY-MM')`;
  const type = sql<string>`coalesce(${receiptTypes.name}, 'No type')`;
  const converted = sql`${receipts.homeCurrency} = ${homeCurrency} and ${receipts.homeAmountMinor} is not null`;
  return db
    .select({
      month,
      receiptType: type,
      currency: receipts.currency,
      amountMinor: sql<number>`cast(sum(${receipts.amountMinor}) as float8)`,
      homeMinor: sql<number>`cast(coalesce(sum(${receipts.homeAmountMinor}) filter (where ${converted}), 0) as float8)`,
      unconverted: sql<number>`cast(count(*) filter (where not (${converted})) as integer)`,
    })
    .from(receipts)
    .leftJoin(receiptTypes, eq(receiptTypes.id, receipts.receiptTypeId))
    .where(and(eq(receipts.userId, userId), receiptCounts('receipts'), sql`${receipts.receiptDate} between ${range.from}::date and ${range.to}::date`))
    .groupBy(month, type, receipts.currency)
    .orderBy(asc(month), asc(type), asc(receipts.currency));
}

/** Every project with a budget, and what it has spent. */
async function budgets(db: Db, userId: string) {
  return db
    .select({
      projectId: projects.id,
      project: sql<string>`trim(${projects.projectNumber} || ' ' || ${projects.name})`,
      budgetMinor: sql<number>`cast(${projects.budgetMinor} as float8)`,
      budgetCurrency: projects.budgetCurrency,
      spentMinor: projectSpent,
    })
    .from(projects)
    // With a join, Drizzle names every column with its table, which the spent subquery needs ("id" alone is ambiguous there).
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.userId, userId), isNotNull(projects.budgetMinor)))
    .orderBy(sql`lower(${projects.projectNumber})`);
}

/** Trips by the month they start, where they start, with their nights (end day less start day). */
async function tripsPerMonth(db: Db, userId: string, range: ChartsQuery) {
  const start = localDateOf(trips.startAt, trips.startZone);
  const month = monthOf(start);
  return db
    .select({
      month,
      trips: sql<number>`cast(count(*) as integer)`,
      nights: sql<number>`cast(coalesce(sum(${localDateOf(trips.endAt, trips.endZone)} - ${start}), 0) as integer)`,
    })
    .from(trips)
    .where(and(eq(trips.userId, userId), isNotNull(trips.startAt), inRange(start, range)))
    .groupBy(month)
    .orderBy(asc(month));
}

/** Flights by the year they depart (where they depart), with great-circle miles between their airports. */
async function milesPerYear(db: Db, userId: string, range: ChartsQuery) {
  const day = localDateOf(reservations.startAt, reservations.startZone);
  const flights = await db
    .select({ year: sql<number>`extract(year from ${day})::int`, from: reservations.startPlace, to: reservations.endPlace })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.type, 'flight'), eq(reservations.hidden, false), inRange(day, range)));
  const years = new Map<number, { flights: number; miles: number }>();
  for (const { year, from, to } of flights) {
    const figures = years.get(year) ?? { flights: 0, miles: 0 };
    figures.flights += 1;
    if (from.latitude !== null && from.longitude !== null && to.latitude !== null && to.longitude !== null) {
      figures.miles += greatCircleMiles({ latitude: from.latitude, longitude: from.longitude }, { latitude: to.latitude, longitude: to.longitude });
    }
    years.set(year, figures);
  }
  return [...years].sort(([a], [b]) => a - b).map(([year, f]) => ({ year, flights: f.flights, miles: Math.round(f.miles) }));
}

/** Every chart's figures for the user's local dates [from, to]. */
export async function charts(db: Db, userId: string, settings: UserSettings, range: ChartsQuery): Promise<Charts> {
  const [hours, spend, budgetRows, tripRows, miles] = await Promise.all([
    hoursPerWeek(db, userId, range, settings.firstDayOfWeek),
    spendPerMonth(db, userId, range, settings.currency),
    budgets(db, userId),
    tripsPerMonth(db, userId, range),
    milesPerYear(db, userId, range),
  ]);
  return { ...range, homeCurrency: settings.currency, hoursPerWeek: hours, spendPerMonth: spend, budgets: budgetRows, tripsPerMonth: tripRows, milesPerYear: miles };
}
