import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecordType } from '../../../shared/record-parts.js';
import { recordColumns } from './columns.js';
import { users } from './users.js';

/** The columns that attach a part to any record: its owner, the record's type and id. */
const attachment = {
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  recordType: text('record_type').$type<RecordType>().notNull(),
  recordId: uuid('record_id').notNull(),
};

/** A key and value, kept in the order the user gave them. */
const pair = {
  position: integer('position').notNull(),
  key: text('key').notNull(),
  value: text('value').notNull(),
};

export const tags = pgTable(
  'tags',
  { ...recordColumns, ...attachment, ...pair },
  (t) => [
    uniqueIndex('tags_record_key_idx').on(t.recordType, t.recordId, sql`lower(${t.key})`),
    index('tags_user_key_idx').on(t.userId, sql`lower(${t.key})`),
  ],
);

export const properties = pgTable(
  'properties',
  { ...recordColumns, ...attachment, ...pair },
  (t) => [uniqueIndex('properties_record_key_idx').on(t.recordType, t.recordId, t.key)],
);

export const notes = pgTable(
  'notes',
  { ...recordColumns, ...attachment, name: text('name').notNull(), html: text('html').notNull() },
  (t) => [index('notes_record_idx').on(t.userId, t.recordType, t.recordId)],
);

export const documents = pgTable(
  'documents',
  {
    ...recordColumns,
    ...attachment,
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    /** SHA-256 of the public link's token; null while the document is private. */
    publicTokenHash: text('public_token_hash').unique(),
    /** The same token encrypted with the server secret, so its link can be shown again. */
    publicTokenSealed: text('public_token_sealed'),
    madePublicAt: timestamp('made_public_at', { withTimezone: true }),
    /**
     * What the public link serves: an image's copy without its metadata, or the original itself
     * for other files; null until the document is first made public.
     */
    publicKey: text('public_key'),
  },
  (t) => [index('documents_record_idx').on(t.userId, t.recordType, t.recordId)],
);
