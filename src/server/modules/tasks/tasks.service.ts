import { and, asc, desc, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import type { RecordType } from '../../../shared/record-parts.js';
import type { Task, TaskInput, TaskListItem, TaskListQuerySchema, TaskPatch } from '../../../shared/tasks.js';
import { zoned } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { assignments, projects } from '../../db/schema/projects.js';
import { tasks } from '../../db/schema/tasks.js';
import { trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { containsPattern, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';
import { assertOwnRecord } from '../record-parts/record-tables.js';

type ListQuery = z.infer<typeof TaskListQuerySchema>;

const taskNotFound = () => new AppError('NOT_FOUND', messages.notFound('Task'));

const filters = ['search', 'status', 'tripId', 'projectId', 'assignmentId', 'customerId', 'dueBefore'] as const;
type Filter = (typeof filters)[number];

/** The list's condition, with each filter the query has as a placeholder of the same name (or its value, for a count). */
function matching(userId: string | Placeholder, query: ListQuery, value: (filter: Filter) => unknown) {
  const given = (filter: Filter) => query[filter] !== undefined && query[filter] !== '';
  return and(
    eq(tasks.userId, userId),
    given('search') ? ilike(tasks.title, value('search') as string) : undefined,
    given('status') ? eq(tasks.status, value('status') as 'open') : undefined,
    given('tripId') ? eq(tasks.tripId, value('tripId') as string) : undefined,
    given('projectId') ? eq(tasks.projectId, value('projectId') as string) : undefined,
    given('assignmentId') ? eq(tasks.assignmentId, value('assignmentId') as string) : undefined,
    given('customerId') ? eq(tasks.customerId, value('customerId') as string) : undefined,
    // Compared as the text of an instant, bound as it is (a placeholder's value is not mapped as a Date).
    given('dueBefore') ? sql`${tasks.dueAt} < ${value('dueBefore')}::timestamptz` : undefined,
  );
}

/** The values of the query's filters, as the condition takes them. */
const filterValues = (query: ListQuery) => ({
  ...query,
  search: query.search ? containsPattern(query.search) : undefined,
  dueBefore: query.dueBefore ? new Date(query.dueBefore).toISOString() : undefined,
});

const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'normal' then 1 else 2 end`;

/** Open before done always; then the chosen order; undated tasks after dated ones. */
function orderOf(query: ListQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  const byDue = [query.order === 'desc' ? sql`${tasks.dueAt} desc nulls last` : sql`${tasks.dueAt} asc nulls last`];
  const chosen = {
    due: byDue,
    title: [direction(sql`lower(${tasks.title})`)],
    priority: [direction(priorityRank), ...byDue],
    updatedAt: [direction(tasks.updatedAt)],
  }[query.sort];
  return [sql`${tasks.status} = 'done'`, ...chosen, asc(tasks.id)];
}

/** A task with the names of what it is about, read in one statement. */
function selectTasks(db: Db) {
  return db
    .select({
      task: tasks,
      trip: sql<{ id: string; name: string } | null>`case when ${trips.id} is null then null else json_build_object('id', ${trips.id}, 'name', ${trips.title}) end`,
      project: sql<{ id: string; name: string } | null>`case when ${projects.id} is null then null else json_build_object('id', ${projects.id}, 'name', trim(${projects.projectNumber} || ' ' || ${projects.name})) end`,
      assignment: sql<{ id: string; name: string } | null>`case when ${assignments.id} is null then null else json_build_object('id', ${assignments.id}, 'name', ${assignments.name}) end`,
      customer: sql<{ id: string; name: string } | null>`case when ${customers.id} is null then null else json_build_object('id', ${customers.id}, 'name', ${customers.name}) end`,
      total: totalCount,
    })
    .from(tasks)
    .leftJoin(trips, and(eq(trips.id, tasks.tripId), eq(trips.userId, tasks.userId)))
    .leftJoin(projects, and(eq(projects.id, tasks.projectId), eq(projects.userId, tasks.userId)))
    .leftJoin(assignments, and(eq(assignments.id, tasks.assignmentId), eq(assignments.userId, tasks.userId)))
    .leftJoin(customers, and(eq(customers.id, tasks.customerId), eq(customers.userId, tasks.userId)));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

const itemOf = ({ task: t, trip, project, assignment, customer }: Row): TaskListItem => ({
  id: t.id,
  title: t.title,
  due: t.dueAt && t.dueZone ? zoned(t.dueAt, t.dueZone) : null,
  status: t.status,
  priority: t.priority,
  doneAt: t.doneAt?.toISOString() ?? null,
  trip,
  project,
  assignment,
  customer,
  updatedAt: t.updatedAt.toISOString(),
});

/** The list's one statement for this order and these filters, prepared: the dashboard asks it on every view. */
function pageStatement(db: Db, query: ListQuery) {
  const shape = filters.map((f) => (query[f] !== undefined && query[f] !== '' ? '1' : '0')).join('');
  return prepared(db, `tasks_page_${query.sort}_${query.order}_${shape}`, (name) =>
    selectTasks(db)
      .where(matching(sql.placeholder('userId'), query, (filter) => sql.placeholder(filter)))
      .orderBy(...orderOf(query))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/** A page of the user's tasks: open before done, by when due unless another order is asked. */
export async function listTasks(db: Db, userId: string, query: ListQuery) {
  const values = filterValues(query);
  return listPage(query, (window: PageWindow) => pageStatement(db, query).execute({ ...values, userId, ...window }), itemOf);
}

/** One task with what it is about, its tags and properties. */
export async function getTask(db: Db, userId: string, id: string): Promise<Task> {
  const [row] = await selectTasks(db).where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
  if (!row) throw taskNotFound();
  const pairs = await pairsOf(db, { userId, recordType: 'task', recordIds: [id] });
  return { ...itemOf(row), tags: pairs.tags.get(id) ?? [], properties: pairs.properties.get(id) ?? [], createdAt: row.task.createdAt.toISOString() };
}

const links: [keyof TaskPatch & `${string}Id`, RecordType][] = [
  ['tripId', 'trip'],
  ['projectId', 'project'],
  ['assignmentId', 'assignment'],
  ['customerId', 'customer'],
];

/** What a task is about must be the user's own: another user's trip is simply not found. */
async function assertOwnLinks(db: Db, userId: string, input: TaskPatch) {
  for (const [field, recordType] of links) {
    const id = input[field];
    if (typeof id === 'string') await assertOwnRecord(db, recordType, userId, id);
  }
}

/** The task's own columns from an input; marking it done (or open again) sets (or clears) when it was done. */
function columnsOf(input: TaskPatch) {
  const { title, due, status, priority, tripId, projectId, assignmentId, customerId } = input;
  return {
    title,
    priority,
    tripId,
    projectId,
    assignmentId,
    customerId,
    ...(due === undefined ? {} : { dueAt: due?.at ?? null, dueZone: due?.zone ?? null }),
    ...(status === undefined ? {} : { status, doneAt: status === 'done' ? sql`coalesce(${tasks.doneAt}, now())` : null }),
  };
}

/** Creates a task with its tags and properties in one transaction. */
export async function createTask(db: Db, userId: string, input: TaskInput): Promise<Task> {
  await assertOwnLinks(db, userId, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({ ...columnsOf(input), title: input.title, userId, doneAt: input.status === 'done' ? new Date() : null })
      .returning({ id: tasks.id });
    if (!row) throw new Error('task not created');
    await savePairs(tx, { userId, recordType: 'task', recordId: row.id }, input);
    return row.id;
  });
  return getTask(db, userId, id);
}

/** Changes the given fields of a task, its tags and properties in one transaction. */
export async function updateTask(db: Db, userId: string, id: string, patch: TaskPatch): Promise<Task> {
  await assertOwnLinks(db, userId, patch);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
      .returning({ id: tasks.id });
    if (!row) throw taskNotFound();
    await savePairs(tx, { userId, recordType: 'task', recordId: id }, patch);
  });
  return getTask(db, userId, id);
}
