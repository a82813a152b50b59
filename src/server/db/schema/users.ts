import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';

import type { UserSettings } from '../../../shared/account.js';

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    settings: jsonb('settings').$type<Partial<UserSettings>>().notNull().default({}),
    /** Raised when the password changes: session tokens carrying an older value stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * The session whose password change raised `sessionVersion`, and until when its tokens of the
     * version before still pass: its requests already on their way carry the cookie it had.
     */
    passwordChangedBySession: text('password_changed_by_session'),
    passwordChangeGraceUntil: timestamp('password_change_grace_until', { withTimezone: true }),
    /** The secret part of the user's import address (`trips+<token>@<domain>`); rotating it ends the old address. */
    importToken: text('import_token'),
    /**
     * The user's own key for a flight-status service (AeroDataBox or aviationstack), sealed with the
     * server secret, and its last four characters (all that is ever shown of it).
     */
    flightService: jsonb('flight_service').$type<{ provider: 'aerodatabox' | 'aviationstack'; sealedKey: string; keyEnding: string }>(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), uniqueIndex('users_import_token_key').on(t.importToken)],
);

/** The owning user of a row; the row goes when the user does. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
