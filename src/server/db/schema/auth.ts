import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { users } from './users.js';

/** What one sign-up for an unconfirmed address asked for; the account gets it when that sign-up's link is followed. */
export interface PendingSignup {
  passwordHash: string;
  firstName: string;
  lastName: string;
  timeZone?: string | undefined;
}

/** Single-use links sent by mail (confirm email, reset password, change email); only hashes are kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    ...recordColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'change_email'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (the new one, for an email change). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A confirmation link's own sign-up (none for a link sent again on request). */
    signup: jsonb('signup').$type<PendingSignup>(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
);

/** Auth.js's store for magic sign-in links; it hashes the token before it gets here. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Sessions ended by signing out, so that every instance refuses their tokens if replayed. Kept
 * until the last token such a session can have issued has expired, then purged.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    /** The token's `sid` claim (or `jti`, for tokens from before `sid`). */
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_user_id_idx').on(t.userId), index('ended_sessions_expires_at_idx').on(t.expiresAt)],
);
