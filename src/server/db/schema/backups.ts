import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RestoreResult } from '../../../shared/backups.js';
import { recordColumns } from './columns.js';
import { ownerColumn } from './users.js';

/**
 * A backup of a user's data being made, or a backup file being restored into the account: done by
 * a queued job, which keeps its progress here. The zip itself is kept in the file store in `parts`
 * pieces (`<user>/backups/<id>/<n>`), so that neither making nor serving it needs it whole in memory.
 */
export const backups = pgTable(
  'backups',
  {
    ...recordColumns,
    userId: ownerColumn(),
    kind: text('kind', { enum: ['export', 'restore'] }).notNull(),
    status: text('status', { enum: ['uploading', 'queued', 'running', 'ready', 'failed'] }).notNull().default('queued'),
    done: bigint('done', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    error: text('error').notNull().default(''),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    parts: integer('parts').notNull().default(0),
    result: jsonb('result').$type<RestoreResult>(),
  },
  (t) => [index('backups_user_idx').on(t.userId, t.createdAt)],
);
