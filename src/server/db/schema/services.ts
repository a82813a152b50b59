import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the external services (geocoding, weather, flight status, routing), shared by every
 * instance: a key of the service's own (a normalised address, a flight and its day) and when the
 * answer stops being fresh (null: good for ever, as a geocoded address is). Empty answers are kept
 * too, so an address that matches nothing is not asked again and again.
 */
export const serviceCache = pgTable(
  'service_cache',
  {
    service: text('service').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.service, t.key] }), index('service_cache_expires_idx').on(t.expiresAt)],
);

/**
 * The next free moment of a service whose usage policy allows so many requests a second
 * (Nominatim: one). Every instance takes its turn from this one row, so a cluster keeps the
 * policy as one process would.
 */
export const serviceSlots = pgTable('service_slots', {
  service: text('service').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
