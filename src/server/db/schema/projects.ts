import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { contacts } from './contacts.js';
import { customers } from './customers.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';


export const projects = pgTable(
  'projects',
  {
    ...recordColumns,
    userId: ownerColumn(),
    projectNumber: text('project_number').notNull(),
    name: text('name').notNull().default(''),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Integer minor units of `budget_currency`. */
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    budgetCurrency: text('budget_currency').notNull().default('USD'),
  },
  (t) => [
    uniqueIndex('projects_user_number_key').on(t.userId, sql`lower(${t.projectNumber})`),
    check('projects_end_after_start', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const projectStakeholders = pgTable(
  'project_stakeholders',
  {
    userId: ownerColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** 1 Customer … 7 Resource manager (see shared/projects.ts). */
    type: integer('type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.contactId, t.type] }),
    index('project_stakeholders_contact_idx').on(t.contactId),
    check('project_stakeholders_type_check', sql`${t.type} between 1 and 7`),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    ...recordColumns,
    userId: ownerColumn(),
    name: text('name').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    startZone: text('start_zone').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
  },
  (t) => [
    index('assignments_user_start_idx').on(t.userId, t.startAt),
    // Until when an assignment lasts (its start when it has no end): the upcoming and running ones.
    index('assignments_user_until_idx').on(t.userId, sql`coalesce(${t.endAt}, ${t.startAt})`),
    index('assignments_project_idx').on(t.projectId),
    check('assignments_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
  ],
);

export const assignmentContacts = pgTable(
  'assignment_contacts',
  {
    userId: ownerColumn(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.contactId] })],
);

/** Hours worked: each end is an instant plus the zone it was entered in; a running timer has no end. */
export const timecards = pgTable(
  'timecards',
  {
    ...recordColumns,
    userId: ownerColumn(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['labor', 'travel'] }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    startZone: text('start_zone').notNull(),
    /** The local date of the start in its zone, as the app reads the zone (startDayOf): the day the entry counts toward. */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
    startLocation: text('start_location').notNull().default(''),
    endLocation: text('end_location').notNull().default(''),
    /**
     * Where an imported entry came from: the tool and a hash of the row's fields (time-import-plan.ts);
     * null for entries made here. A second import of the same row finds it and adds nothing.
     */
    importKey: text('import_key'),
  },
  (t) => [
    index('timecards_user_start_idx').on(t.userId, t.startAt),
    // The local day an entry counts toward: weeks and exports select by it. A stored column, not an
    // index on `at time zone`, whose entries a zone database update would leave stale (decision 028).
    index('timecards_user_start_day_idx').on(t.userId, t.startDay),
    // Cover the per-project and per-assignment figures (count, hours) with index-only scans.
    index('timecards_project_idx').on(t.projectId, t.userId, t.startAt, t.endAt),
    index('timecards_assignment_idx').on(t.assignmentId, t.userId, t.startAt, t.endAt),
    // The same for the trip figures (work and travel hours), which split by type.
    index('timecards_trip_idx').on(t.tripId, t.userId, t.type, t.startAt, t.endAt),
    // One running timer per user, kept by the database itself.
    uniqueIndex('timecards_one_running_per_user').on(t.userId).where(sql`${t.endAt} is null`),
    // One entry per imported row, kept by the database: two imports of one file at once add it once.
    uniqueIndex('timecards_user_import_key').on(t.userId, t.importKey).where(sql`${t.importKey} is not null`),
    check('timecards_end_after_start', sql`${t.endAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
);
