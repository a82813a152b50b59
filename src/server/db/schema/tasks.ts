import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { customers } from './customers.js';
import { assignments, projects } from './projects.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';

/**
 * Something to do, perhaps by a moment (an instant with the zone it is due in) and perhaps about
 * a trip, project, assignment or customer. Done tasks keep when they were done.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...recordColumns,
    userId: ownerColumn(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    dueZone: text('due_zone'),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    priority: text('priority').$type<'low' | 'normal' | 'high'>().notNull().default('normal'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The list and the dashboard: a user's open tasks by when they are due.
    index('tasks_user_status_due_idx').on(t.userId, t.status, t.dueAt),
    index('tasks_trip_idx').on(t.tripId),
    index('tasks_project_idx').on(t.projectId),
    index('tasks_assignment_idx').on(t.assignmentId),
    index('tasks_customer_idx').on(t.customerId),
    check('tasks_due_zoned', sql`(${t.dueAt} is null) = (${t.dueZone} is null)`),
    check('tasks_status', sql`${t.status} in ('open', 'done')`),
    check('tasks_priority', sql`${t.priority} in ('low', 'normal', 'high')`),
    check('tasks_done_at', sql`(${t.status} = 'done') = (${t.doneAt} is not null)`),
  ],
);
