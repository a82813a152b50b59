import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { users } from './users.js';

export const contacts = pgTable(
  'contacts',
  {
    ...recordColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    info: text('info').notNull().default(''),
    systemUserEmail: text('system_user_email').notNull().default(''),
  },
  (t) => [index('contacts_user_name_idx').on(t.userId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`)],
);
