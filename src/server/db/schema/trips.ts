import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { customers } from './customers.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A trip: each end is an instant plus the zone where it happens (a trip often ends in another zone
 * than it starts). Dates may be unknown while it is planned; an end needs a start.
 */
export const trips = pgTable(
  'trips',
  {
    ...recordColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }),
    startZone: text('start_zone'),
    startEvent: text('start_event').notNull().default(''),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
    endEvent: text('end_event').notNull().default(''),
    /** Integer minor units of `currency`, as is the budget. */
    estimatedCostMinor: bigint('estimated_cost_minor', { mode: 'number' }),
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    paid: boolean('paid').notNull().default(false),
    confirmationNumber: text('confirmation_number').notNull().default(''),
  },
  (t) => [
    // The list's default order and its upcoming and active views.
    index('trips_user_start_idx').on(t.userId, t.startAt),
    // Sorting and searching by title, as customers are by name.
    index('trips_user_title_idx').on(t.userId, sql`lower(${t.title})`),
    // The customer and project filters, and the SET NULL when one of them is deleted.
    index('trips_customer_idx').on(t.customerId),
    index('trips_project_idx').on(t.projectId),
    check('trips_start_zoned', sql`(${t.startAt} is null) = (${t.startZone} is null)`),
    check('trips_end_zoned', sql`(${t.endAt} is null) = (${t.endZone} is null)`),
    check('trips_end_after_start', sql`${t.endAt} is null or (${t.startAt} is not null and ${t.endAt} >= ${t.startAt})`),
  ],
);
