import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every key this installation has written to the file store and not yet removed, recorded before
 * the file is written: the orphan sweep deletes only these, never a file another installation
 * sharing the bucket (or anyone else) put there.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_written_at_idx').on(t.writtenAt)],
);
