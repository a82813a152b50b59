import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';

/**
 * A calendar feed's secret address: the user's whole feed (no trip) or one trip's, at most one of
 * each. The token is looked up by its hash; the sealed copy lets the owner see the address again.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...recordColumns,
    userId: ownerColumn(),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenSealed: text('token_sealed').notNull(),
  },
  (t) => [
    unique('calendar_feeds_scope_key').on(t.userId, t.tripId).nullsNotDistinct(),
    // The cascade when a trip is deleted.
    index('calendar_feeds_trip_idx').on(t.tripId),
  ],
);
