import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumn } from './users.js';

/**
 * A request made with an `Idempotency-Key` (http/idempotency.ts): the user, the route (method and
 * path) and the key, what the request carried (a hash), and once it succeeded, its answer, given
 * again to a retry. A row without an answer is a request still running, or one cut off (its process
 * killed) when `alive_at` is no longer renewed. Kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerColumn(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed every few seconds while the request runs: a row without an answer that is not renewed was cut off. */
    aliveAt: timestamp('alive_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
