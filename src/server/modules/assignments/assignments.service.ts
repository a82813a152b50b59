import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Assignment,
  AssignmentInput,
  AssignmentListItem,
  AssignmentListQuerySchema,
  AssignmentPatch,
} from '../../../shared/assignments.js';
import type { LinkedMode } from '../../../shared/list.js';
import { messages } from '../../../shared/messages.js';
import { zoned } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { contacts } from '../../db/schema/contacts.js';
import { customers } from '../../db/schema/customers.js';
import { assignmentContacts, assignments, projects, timecards } from '../../db/schema/projects.js';
import { AppError } from '../../errors.js';
import { checkCustomerProject } from '../projects/customer-project.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';
import { sumHours } from '../timecards/timecard-hours.js';

type ListQuery = z.infer<typeof AssignmentListQuerySchema>;
const notFound = () => new AppError('NOT_FOUND', messages.notFound('Assignment'));

/** Figures of each assignment, as subqueries evaluated only for the page's rows (see projects). */
const ofAssignment = and(eq(timecards.assignmentId, assignments.id), eq(timecards.userId, assignments.userId));
const timecardCount = sql<number>`(select cast(count(*) as integer) from ${timecards} where ${ofAssignment})`;
const hoursClaimed = sql<number>`(select ${sumHours()} from ${timecards} where ${ofAssignment})`;

/** Assignments with their customer, project and figures; `extra` adds columns (a list's total). */
function baseSelect<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({
      id: assignments.id,
      name: assignments.name,
      customerId: customers.id,
      customerName: customers.name,
      projectId: projects.id,
      projectNumber: projects.projectNumber,
      projectName: projects.name,
      startAt: assignments.startAt,
      startZone: assignments.startZone,
      endAt: assignments.endAt,
      endZone: assignments.endZone,
      createdAt: assignments.createdAt,
      updatedAt: assignments.updatedAt,
      timecards: timecardCount.as('timecards'),
      hoursClaimed: hoursClaimed.as('hours_claimed'),
      ...(extra as Extra),
    })
    .from(assignments)
    .leftJoin(customers, eq(customers.id, assignments.customerId))
    .leftJoin(projects, eq(projects.id, assignments.projectId));
}

type Row = Omit<Awaited<ReturnType<ReturnType<typeof baseSelect<{ total: SQL<number> }>>['execute']>>[number], 'total'>;

const toListItem = (r: Row): AssignmentListItem => ({
  id: r.id,
  name: r.name,
  customer: r.customerId && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
  project:
    r.projectId && r.projectNumber !== null
      ? { id: r.projectId, projectNumber: r.projectNumber, name: r.projectName ?? '' }
      : null,
  start: zoned(r.startAt, r.startZone),
  end: r.endAt && r.endZone ? zoned(r.endAt, r.endZone) : null,
  timecards: r.timecards,
  hoursClaimed: Math.round(r.hoursClaimed * 100) / 100,
  updatedAt: r.updatedAt.toISOString(),
});

/** A page of assignments with hours claimed and timecard counts, in one query. */
export async function listAssignments(db: Db, userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(assignments.userId, userId),
    pattern ? or(ilike(assignments.name, pattern), ilike(customers.name, pattern), ilike(projects.projectNumber, pattern)) : undefined,
    query.projectId ? eq(assignments.projectId, query.projectId) : undefined,
    query.customerId ? eq(assignments.customerId, query.customerId) : undefined,
  );
  const sortColumn = {
    start: assignments.startAt,
    name: assignments.name,
    hoursClaimed: sql`hours_claimed`,
    timecards: sql`timecards`,
    updatedAt: assignments.updatedAt,
  }[query.sort];
  const read = ({ limit, offset }: PageWindow) =>
    baseSelect(db, { total: totalCount })
      .where(where)
      .orderBy(...listOrder(sortColumn, assignments.id, query, query.sort === 'name'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, toListItem);
}

/** The upcoming list's one statement, prepared: it runs on every dashboard and assignments page. */
const upcomingStatement = (db: Db) =>
  prepared(db, 'assignments_upcoming', (name) => {
    const now = sql.placeholder('now');
    return baseSelect(db)
      // Still ahead, or running (an end is never before its start): on assignments_user_until_idx.
      .where(and(eq(assignments.userId, sql.placeholder('userId')), gt(sql`coalesce(${assignments.endAt}, ${assignments.startAt})`, now)))
      .orderBy(asc(assignments.startAt), asc(assignments.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });

/** Assignments still ahead (soonest first) and those running now. */
export async function upcomingAssignments(db: Db, userId: string, limit: number): Promise<AssignmentListItem[]> {
  const rows = await upcomingStatement(db).execute({ userId, now: new Date().toISOString(), limit });
  return rows.map(toListItem);
}

/** One assignment with contacts, tags and properties. */
export async function getAssignment(db: Db, userId: string, id: string): Promise<Assignment> {
  const [row] = await baseSelect(db).where(and(eq(assignments.userId, userId), eq(assignments.id, id)));
  if (!row) throw notFound();
  const [linked, pairs] = await Promise.all([
    db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(assignmentContacts)
      .innerJoin(contacts, eq(contacts.id, assignmentContacts.contactId))
      .where(eq(assignmentContacts.assignmentId, id))
      .orderBy(asc(sql`lower(${contacts.lastName})`)),
    pairsOf(db, { userId, recordType: 'assignment', recordIds: [id] }),
  ]);
  return { ...toListItem(row), contacts: linked, tags: pairs.tags.get(id) ?? [], properties: pairs.properties.get(id) ?? [], createdAt: row.createdAt.toISOString() };
}

async function writeParts(tx: Db, userId: string, assignmentId: string, input: AssignmentPatch) {
  if (input.contactIds) {
    const wanted = [...new Set(input.contactIds)];
    if ((await ownedRecordIds(tx, 'contact', userId, wanted)).length !== wanted.length) {
      throw new AppError('NOT_FOUND', messages.notFound('Contact'));
    }
    await tx.delete(assignmentContacts).where(eq(assignmentContacts.assignmentId, assignmentId));
    if (wanted.length > 0) {
      await tx.insert(assignmentContacts).values(wanted.map((contactId) => ({ userId, assignmentId, contactId })));
    }
  }
  const target = { userId, recordType: 'assignment' as const, recordId: assignmentId };
  await savePairs(tx, target, input);
}

const timeColumns = (input: AssignmentPatch) => ({
  ...(input.start ? { startAt: input.start.at, startZone: input.start.zone } : {}),
  ...(input.end !== undefined ? { endAt: input.end?.at ?? null, endZone: input.end?.zone ?? null } : {}),
});

/** Creates an assignment with its contacts, tags and properties in one transaction. */
export async function createAssignment(db: Db, userId: string, input: AssignmentInput): Promise<Assignment> {
  const id = await db.transaction(async (tx) => {
    await checkCustomerProject(tx, userId, input.customerId ?? null, input.projectId ?? null);
    const [row] = await tx
      .insert(assignments)
      .values({
        userId,
        name: input.name,
        customerId: input.customerId ?? null,
        projectId: input.projectId ?? null,
        startAt: input.start.at,
        startZone: input.start.zone,
        endAt: input.end?.at ?? null,
        endZone: input.end?.zone ?? null,
      })
      .returning({ id: assignments.id });
    if (!row) throw new Error('assignment not created');
    await writeParts(tx, userId, row.id, input);
    return row.id;
  });
  return getAssignment(db, userId, id);
}

/** Changes the given fields; the stored end must still not be before the start. */
export async function updateAssignment(db: Db, userId: string, id: string, input: AssignmentPatch): Promise<Assignment> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(assignments).where(and(eq(assignments.userId, userId), eq(assignments.id, id)));
    if (!current) throw notFound();
    const customerId = input.customerId === undefined ? current.customerId : input.customerId;
    const projectId = input.projectId === undefined ? current.projectId : input.projectId;
    await checkCustomerProject(tx, userId, customerId, projectId);
    const start = input.start?.at ?? current.startAt;
    const end = input.end === undefined ? current.endAt : (input.end?.at ?? null);
    if (end && end < start) {
      throw new AppError('VALIDATION_FAILED', messages.dateNotValid, [{ path: 'end.local', message: messages.dateNotValid }]);
    }
    await tx
      .update(assignments)
      .set({ name: input.name, customerId, projectId, ...timeColumns(input), updatedAt: new Date() })
      .where(eq(assignments.id, id));
    await writeParts(tx, userId, id, input);
  });
  return getAssignment(db, userId, id);
}

/** Refuses to delete assignments with timecards unless they are to be detached. */
export async function beforeDeleteAssignments(tx: Db, userId: string, ids: string[], linked: LinkedMode): Promise<undefined> {
  const count = await tx.$count(timecards, and(eq(timecards.userId, userId), inArray(timecards.assignmentId, ids)));
  if (count > 0 && linked === 'refuse') throw new AppError('CONFLICT', messages.linkedTimecards(count));
  if (count > 0) {
    await tx.update(timecards).set({ assignmentId: null }).where(and(eq(timecards.userId, userId), inArray(timecards.assignmentId, ids)));
  }
}
