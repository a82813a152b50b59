import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { ownerColumn } from './users.js';

/** A loyalty program the user is a member of; a favorite shows on the dashboard. */
export const rewards = pgTable(
  'rewards',
  {
    ...recordColumns,
    userId: ownerColumn(),
    company: text('company').notNull(),
    memberNumber: text('member_number').notNull().default(''),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** The member status, for example Gold or Platinum. */
    status: text('status').notNull().default(''),
    favorite: boolean('favorite').notNull().default(false),
  },
  (t) => [index('rewards_user_company_idx').on(t.userId, sql`lower(${t.company})`), check('rewards_points', sql`${t.points} >= 0`)],
);

/**
 * The points and status a reward had from a moment on: a row each time either changes, so the
 * dashboard can tell the change since a month ago.
 */
export const rewardHistory = pgTable(
  'reward_history',
  {
    userId: ownerColumn(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    points: bigint('points', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('reward_history_reward_idx').on(t.rewardId, t.recordedAt)],
);
