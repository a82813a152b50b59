import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkedMode } from '../../../shared/list.js';
import { messages } from '../../../shared/messages.js';
import { toMinorUnits } from '../../../shared/money.js';
import type {
  Project,
  ProjectChart,
  ProjectInput,
  ProjectListItem,
  ProjectListQuerySchema,
  ProjectPatch,
} from '../../../shared/projects.js';
import type { Db } from '../../db/client.js';
import { contacts } from '../../db/schema/contacts.js';
import { customers } from '../../db/schema/customers.js';
import { trips } from '../../db/schema/trips.js';
import { projects, projectStakeholders, timecards } from '../../db/schema/projects.js';
import { users } from '../../db/schema/users.js';
import { mileage, receiptCounts, receipts } from '../../db/schema/receipts.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';
import { sumHours } from '../timecards/timecard-hours.js';

type ListQuery = z.infer<typeof ProjectListQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Project'));

/**
 * The calculated columns, as subqueries of the page query: PostgreSQL evaluates them only for the
 * rows of the page (after ORDER BY and LIMIT) unless the page is sorted by one of them. Spent is
 * in the user's home currency: the project's receipts converted into it, and the mileage of its
 * trips; a receipt without a conversion is not counted.
 */
const ofProject = and(eq(timecards.projectId, projects.id), eq(timecards.userId, projects.userId));
const timecardCount = sql<number>`(select cast(count(*) as integer) from ${timecards} where ${ofProject})`;
const hoursClaimed = sql<number>`(select ${sumHours()} from ${timecards} where ${ofProject})`;
const tripCount = sql<number>`(select cast(count(*) as integer) from ${trips} where ${trips.projectId} = ${projects.id} and ${trips.userId} = ${projects.userId})`;
const receiptCount = sql<number>`(select cast(count(*) as integer) from ${receipts} r where r.project_id = ${projects.id})`;
const homeOfProject = sql`(select coalesce(u.settings->>'currency', 'USD') from ${users} u where u.id = ${projects.userId})`;
export const projectSpent = sql<number>`cast((select coalesce(sum(r.home_amount_minor), 0) from ${receipts} r where r.project_id = ${projects.id} and r.home_currency = ${homeOfProject} and ${receiptCounts('r')})
  + (select coalesce(sum(m.amount_minor), 0) from ${mileage} m join ${trips} t on t.id = m.trip_id where t.project_id = ${projects.id} and m.currency = ${homeOfProject}) as bigint)`.mapWith(Number);

const fields = {
  id: projects.id,
  projectNumber: projects.projectNumber,
  name: projects.name,
  customerId: projects.customerId,
  customerName: customers.name,
  active: projects.active,
  startDate: projects.startDate,
  endDate: projects.endDate,
  budgetMinor: projects.budgetMinor,
  budgetCurrency: projects.budgetCurrency,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  trips: tripCount.as('trips'),
  receipts: receiptCount.as('receipts'),
  spentMinor: projectSpent.as('spent_minor'),
  timecards: timecardCount.as('timecards'),
  hoursClaimed: hoursClaimed.as('hours_claimed'),
};

function baseSelect(db: Db) {
  return db.select(fields).from(projects).leftJoin(customers, eq(customers.id, projects.customerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

const toListItem = (r: Row): ProjectListItem => ({
  id: r.id,
  projectNumber: r.projectNumber,
  name: r.name,
  customer: r.customerId && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
  active: r.active,
  startDate: r.startDate,
  endDate: r.endDate,
  budgetMinor: r.budgetMinor,
  budgetCurrency: r.budgetCurrency,
  updatedAt: r.updatedAt.toISOString(),
  trips: r.trips,
  receipts: r.receipts,
  spentMinor: r.spentMinor,
  timecards: r.timecards,
  hoursClaimed: Math.round(r.hoursClaimed * 100) / 100,
});

/** The projects a search (number, name or customer name) and the filters select. */
function matching(filters: { userId: string | Placeholder; pattern?: string | Placeholder; active?: boolean | Placeholder; customerId?: string | Placeholder }) {
  const { userId, pattern, active, customerId } = filters;
  return and(
    eq(projects.userId, userId),
    pattern ? or(ilike(projects.projectNumber, pattern), ilike(projects.name, pattern), ilike(customers.name, pattern)) : undefined,
    active !== undefined ? eq(projects.active, active) : undefined,
    customerId ? eq(projects.customerId, customerId) : undefined,
  );
}

/** The list's one statement for this sort, order and choice of filters, prepared: the page with its figures and the total on each row. */
function pageStatement(db: Db, query: ListQuery) {
  const shape = `${query.sort}_${query.order}${query.search ? '_search' : ''}${query.active ? '_active' : ''}${query.customerId ? '_customer' : ''}`;
  return prepared(db, `projects_page_${shape}`, (name) => {
    const placeholder = (key: string, given: unknown) => (given ? sql.placeholder(key) : undefined);
    const sortColumn = {
      projectNumber: projects.projectNumber,
      name: projects.name,
      active: projects.active,
      startDate: projects.startDate,
      endDate: projects.endDate,
      budgetMinor: projects.budgetMinor,
      // Output columns by name: a bare constant in ORDER BY would mean a column position.
      trips: sql`trips`,
      receipts: sql`receipts`,
      spentMinor: sql`spent_minor`,
      timecards: sql`timecards`,
      hoursClaimed: sql`hours_claimed`,
      updatedAt: projects.updatedAt,
    }[query.sort];
    const textual = query.sort === 'projectNumber' || query.sort === 'name';
    return db
      .select({ ...fields, total: totalCount.as('total') })
      .from(projects)
      .leftJoin(customers, eq(customers.id, projects.customerId))
      .where(
        matching({
          userId: sql.placeholder('userId'),
          pattern: placeholder('pattern', query.search),
          active: placeholder('active', query.active),
          customerId: placeholder('customerId', query.customerId),
        }),
      )
      .orderBy(...listOrder(sortColumn, projects.id, query, textual))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/** A page of projects with their calculated columns and the total, in one statement. */
export async function listProjects(db: Db, userId: string, query: ListQuery) {
  const filters = {
    userId,
    pattern: query.search ? containsPattern(query.search) : undefined,
    active: query.active ? query.active === 'true' : undefined,
    customerId: query.customerId,
  };
  return listPage(query, (window: PageWindow) => pageStatement(db, query).execute({ ...filters, ...window }), toListItem);
}

/** One project with its figures, stakeholders, tags and properties. */
export async function getProject(db: Db, userId: string, id: string): Promise<Project> {
  const [row] = await baseSelect(db).where(and(eq(projects.userId, userId), eq(projects.id, id)));
  if (!row) throw notFound();
  const [stakeholders, pairs] = await Promise.all([
    db
      .select({ contactId: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, type: projectStakeholders.type })
      .from(projectStakeholders)
      .innerJoin(contacts, eq(contacts.id, projectStakeholders.contactId))
      .where(eq(projectStakeholders.projectId, id))
      .orderBy(asc(projectStakeholders.type), asc(sql`lower(${contacts.lastName})`)),
    pairsOf(db, { userId, recordType: 'project', recordIds: [id] }),
  ]);
  return {
    ...toListItem(row),
    stakeholders,
    tags: pairs.tags.get(id) ?? [],
    properties: pairs.properties.get(id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The project's own columns from an input, with the budget in minor units of its currency. */
function columnsOf(input: ProjectPatch, currentCurrency: string) {
  const currency = input.budgetCurrency ?? currentCurrency;
  let budgetMinor: number | null | undefined;
  if (input.budget === null) budgetMinor = null;
  else if (input.budget !== undefined) {
    budgetMinor = toMinorUnits(input.budget, currency);
    if (budgetMinor === undefined) {
      throw new AppError('VALIDATION_FAILED', messages.numbersOnly, [{ path: 'budget', message: messages.numbersOnly }]);
    }
  }
  const { projectNumber, name, customerId, active, startDate, endDate } = input;
  return { projectNumber, name, customerId, active, startDate, endDate, budgetMinor, budgetCurrency: input.budgetCurrency };
}

async function writeParts(tx: Db, userId: string, projectId: string, input: ProjectPatch) {
  if (input.customerId) {
    const [own] = await ownedRecordIds(tx, 'customer', userId, [input.customerId]);
    if (!own) throw new AppError('NOT_FOUND', messages.customerNotFound);
  }
  if (input.stakeholders) {
    const contactIds = [...new Set(input.stakeholders.map((s) => s.contactId))];
    if ((await ownedRecordIds(tx, 'contact', userId, contactIds)).length !== contactIds.length) {
      throw new AppError('NOT_FOUND', messages.notFound('Contact'));
    }
    await tx.delete(projectStakeholders).where(eq(projectStakeholders.projectId, projectId));
    const unique = new Map(input.stakeholders.map((s) => [`${s.contactId}:${String(s.type)}`, s]));
    if (unique.size > 0) {
      await tx.insert(projectStakeholders).values([...unique.values()].map((s) => ({ ...s, userId, projectId })));
    }
  }
  const target = { userId, recordType: 'project' as const, recordId: projectId };
  await savePairs(tx, target, input);
}

/** A duplicate project number (any case) is a clear 409, not a bare constraint error. */
async function assertNumberFree(tx: Db, userId: string, projectNumber: string | undefined, exceptId?: string) {
  if (projectNumber === undefined) return;
  const [taken] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.userId, userId), sql`lower(${projects.projectNumber}) = ${projectNumber.toLowerCase()}`));
  if (taken && taken.id !== exceptId) {
    throw new AppError('CONFLICT', messages.projectNumberTaken, [{ path: 'projectNumber', message: messages.projectNumberTaken }]);
  }
}

/** Creates a project with its stakeholders, tags and properties in one transaction. */
export async function createProject(db: Db, userId: string, input: ProjectInput): Promise<Project> {
  const id = await db.transaction(async (tx) => {
    await assertNumberFree(tx, userId, input.projectNumber);
    const [home] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
    const columns = columnsOf(input, input.budgetCurrency ?? home?.settings.currency ?? 'USD');
    const [row] = await tx
      .insert(projects)
      .values({
        ...columns,
        projectNumber: input.projectNumber,
        budgetCurrency: input.budgetCurrency ?? home?.settings.currency ?? 'USD',
        userId,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('project not created');
    await writeParts(tx, userId, row.id, input);
    return row.id;
  });
  return getProject(db, userId, id);
}

/** Changes the given fields; the stored start and end dates must still be in order. */
export async function updateProject(db: Db, userId: string, id: string, input: ProjectPatch): Promise<Project> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(and(eq(projects.userId, userId), eq(projects.id, id)));
    if (!current) throw notFound();
    await assertNumberFree(tx, userId, input.projectNumber, id);
    const start = input.startDate === undefined ? current.startDate : input.startDate;
    const end = input.endDate === undefined ? current.endDate : input.endDate;
    if (start && end && end < start) {
      throw new AppError('VALIDATION_FAILED', messages.dateNotValid, [{ path: 'endDate', message: messages.dateNotValid }]);
    }
    await tx.update(projects).set({ ...columnsOf(input, current.budgetCurrency), updatedAt: new Date() }).where(eq(projects.id, id));
    await writeParts(tx, userId, id, input);
  });
  return getProject(db, userId, id);
}

/** Refuses to delete projects that have timecards unless they are to be detached (kept, without a project). */
export async function beforeDeleteProjects(tx: Db, userId: string, ids: string[], linked: LinkedMode): Promise<undefined> {
  const count = await tx.$count(timecards, and(eq(timecards.userId, userId), inArray(timecards.projectId, ids)));
  if (count > 0 && linked === 'refuse') throw new AppError('CONFLICT', messages.linkedTimecards(count));
  if (count > 0) {
    await tx.update(timecards).set({ projectId: null }).where(and(eq(timecards.userId, userId), inArray(timecards.projectId, ids)));
  }
}

/** Hours per week of the project, split into labor and travel, with spending against the budget. */
export async function projectChart(db: Db, userId: string, id: string): Promise<ProjectChart> {
  const project = await getProject(db, userId, id);
  const [owner] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  const firstDay = owner?.settings.firstDayOfWeek ?? 0;
  // Each entry counts on the local date it starts, in the zone it was recorded in.
  const localDay = sql`(${timecards.startAt} at time zone ${timecards.startZone})::date`;
  const weekStart = sql<string>`to_char(${localDay} - ((extract(dow from ${localDay})::int - ${firstDay} + 7) % 7), 'YYYY-MM-DD')`;
  const hours = sql`extract(epoch from (${timecards.endAt} - ${timecards.startAt})) / 3600.0`;
  const rows = await db
    .select({
      weekStart: weekStart.as('week_start'),
      labor: sql<number>`cast(coalesce(sum(${hours}) filter (where ${timecards.type} = 'labor'), 0) as double precision)`,
      travel: sql<number>`cast(coalesce(sum(${hours}) filter (where ${timecards.type} = 'travel'), 0) as double precision)`,
    })
    .from(timecards)
    .where(and(eq(timecards.userId, userId), eq(timecards.projectId, id), isNotNull(timecards.endAt)))
    .groupBy(sql`week_start`)
    .orderBy(sql`week_start`);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    weeks: rows.map((r) => ({ weekStart: r.weekStart, labor: round(r.labor), travel: round(r.travel) })),
    budgetMinor: project.budgetMinor,
    spentMinor: project.spentMinor,
    currency: project.budgetCurrency,
  };
}
