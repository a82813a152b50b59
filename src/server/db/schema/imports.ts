import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportPreview } from '../../../shared/imports.js';
import { recordColumns } from './columns.js';
import { receipts } from './receipts.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';

/**
 * A mail forwarded to a user's import address: kept as it came (the file), once per Message-ID (or
 * digest) for the user, read by a queued job (its preview, or why nothing could be read, or why
 * the reading was given up after its retries: `deadLetter`), waiting for review until saved.
 */
export const mailImports = pgTable(
  'mail_imports',
  {
    ...recordColumns,
    userId: ownerColumn(),
    sender: text('sender').notNull().default(''),
    subject: text('subject').notNull().default(''),
    status: text('status', { enum: ['processing', 'ready', 'failed', 'deadLetter', 'saved'] }).notNull().default('processing'),
    error: text('error').notNull().default(''),
    fileKey: text('file_key').notNull(),
    /** The mail's Message-ID, or `sha256:<digest of its bytes>` without one. */
    messageId: text('message_id').notNull(),
    preview: jsonb('preview').$type<ImportPreview>(),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    /** The receipt made of a mail that reads as one (no reservation in it). */
    receiptId: uuid('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mail_imports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('mail_imports_user_message_key').on(t.userId, t.messageId),
    // The per-sender quota counts a sender's mails of the last hour.
    index('mail_imports_sender_idx').on(sql`lower(${t.sender})`, t.createdAt),
    index('mail_imports_processing_idx').on(t.status).where(sql`${t.status} = 'processing'`),
  ],
);
