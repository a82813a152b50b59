import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';

/** Per-user preferences; every key has a default so an empty object is valid. */
export interface UserSettings {
  timeZone?: string;
  currency?: string;
  firstDayOfWeek?: 0 | 1 | 6;
}

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);
