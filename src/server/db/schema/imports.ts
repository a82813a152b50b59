import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ImportPreview } from '../../../shared/imports.js';
import { recordColumns } from './columns.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';

/**
 * A mail forwarded to a user's import address: kept as it came (the file), read in the background
 * (its preview, or why nothing could be read), waiting for review until saved into a trip.
 */
export const mailImports = pgTable(
  'mail_imports',
  {
    ...recordColumns,
    userId: ownerColumn(),
    sender: text('sender').notNull().default(''),
    subject: text('subject').notNull().default(''),
    status: text('status', { enum: ['processing', 'ready', 'failed', 'saved'] }).notNull().default('processing'),
    error: text('error').notNull().default(''),
    fileKey: text('file_key').notNull(),
    preview: jsonb('preview').$type<ImportPreview>(),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
  },
  (t) => [index('mail_imports_user_idx').on(t.userId, t.createdAt)],
);
