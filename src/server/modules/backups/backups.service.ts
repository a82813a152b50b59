// 'Download my data' and 'Restore': each a row in `backups` and a job of the durable queue that
// does the work and keeps the row's progress, so that a restart resumes it and the page can follow it.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Backup } from '../../../shared/backups.js';
import { messages } from '../../../shared/messages.js';
import { backupMessages } from './backup-messages.js';
import type { Db } from '../../db/client.js';
import { backups } from '../../db/schema/backups.js';
import { AppError } from '../../errors.js';
import { reasonOf, type Job, type JobQueue, type QueueOptions } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { writeBackup } from './backup-export.js';
import { readParts, removeParts, TooLargeError, writeParts } from './backup-parts.js';
import { BackupRefused, restoreBackup } from './backup-restore.js';

export interface BackupServiceDeps {
  db: Db;
  store: BlobStore;
  /** Where the work is queued; without one (an API-only process), the rows wait for a worker to start. */
  queue?: Pick<JobQueue, 'send'> | undefined;
}

export const BACKUP_QUEUE = 'backups';
/** Tried again twice (after 30 s and 1 min) when something of ours failed; a job lost with its process after an hour. */
export const backupQueueOptions: QueueOptions = { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3600 };
/** How many of a user's backups and restores the page lists. */
const LISTED = 10;

type Row = typeof backups.$inferSelect;

const toBackup = (r: Row): Backup => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  done: r.done,
  total: r.total,
  error: r.error,
  fileName: r.fileName,
  size: r.size,
  createdAt: r.createdAt.toISOString(),
  result: r.result,
});

const waiting = inArray(backups.status, ['queued', 'running']);

async function queueJob(deps: BackupServiceDeps, row: Row): Promise<Backup> {
  await deps.queue?.send(BACKUP_QUEUE, { backupId: row.id }, { id: row.id });
  return toBackup(row);
}

/** Starts a backup of the user's data; one already under way is answered instead of a second. */
export async function startExport(deps: BackupServiceDeps, userId: string): Promise<Backup> {
  const [running] = await deps.db.select().from(backups).where(and(eq(backups.userId, userId), eq(backups.kind, 'export'), waiting));
  if (running) return toBackup(running);
  const fileName = `travel-work-tracker-backup-${new Date().toISOString().slice(0, 10)}.zip`;
  const [row] = await deps.db.insert(backups).values({ userId, kind: 'export', fileName }).returning();
  if (!row) throw new Error('the backup was not recorded');
  return queueJob(deps, row);
}

/**
 * Keeps an uploaded backup (`body`, at most `limit` bytes) and queues its restore. Nothing of the
 * account changes here; the job checks the whole file before it does.
 */
export async function startRestore(deps: BackupServiceDeps, userId: string, upload: { fileName: string; body: AsyncIterable<Uint8Array> | null; limit: number }) {
  if (!upload.body) throw new AppError('VALIDATION_FAILED', backupMessages.fileRequired);
  const [running] = await deps.db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.userId, userId), eq(backups.kind, 'restore'), inArray(backups.status, ['uploading', 'queued', 'running'])));
  if (running) throw new AppError('CONFLICT', backupMessages.restoreRunning);
  const [row] = await deps.db.insert(backups).values({ userId, kind: 'restore', fileName: upload.fileName, status: 'uploading' }).returning();
  if (!row) throw new Error('the restore was not recorded');
  let written: { parts: number; size: number };
  try {
    written = await writeParts(deps.store, userId, row.id, upload.body, upload.limit);
  } catch (error) {
    await deps.db.delete(backups).where(eq(backups.id, row.id));
    if (error instanceof TooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', backupMessages.tooLarge(Math.round(upload.limit / 1024 / 1024)));
    throw error;
  }
  if (written.size === 0) {
    await deps.db.delete(backups).where(eq(backups.id, row.id));
    throw new AppError('VALIDATION_FAILED', backupMessages.fileRequired);
  }
  const [queued] = await deps.db.update(backups).set({ status: 'queued', error: '', ...written }).where(eq(backups.id, row.id)).returning();
  if (!queued) throw new Error('the restore was not recorded');
  return queueJob(deps, queued);
}

export async function listBackups(db: Db, userId: string): Promise<Backup[]> {
  const rows = await db
    .select()
    .from(backups)
    .where(and(eq(backups.userId, userId), ne(backups.status, 'uploading')))
    .orderBy(desc(backups.createdAt))
    .limit(LISTED);
  return rows.map(toBackup);
}

async function ownBackup(db: Db, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(backups).where(and(eq(backups.id, id), eq(backups.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound('Backup'));
  return row;
}

export const getBackup = async (db: Db, userId: string, id: string) => toBackup(await ownBackup(db, userId, id));

/** A finished backup's zip, as a stream of its parts. */
export async function backupFile(deps: BackupServiceDeps, userId: string, id: string) {
  const row = await ownBackup(deps.db, userId, id);
  if (row.kind !== 'export') throw new AppError('NOT_FOUND', messages.notFound('Backup'));
  if (row.status !== 'ready') throw new AppError('CONFLICT', backupMessages.notReady);
  return { fileName: row.fileName, size: row.size, body: readParts(deps.store, userId, id, row.parts) };
}

/** Runs one backup or restore: its outcome goes to its row, its progress as it goes. */
export async function runBackupJob(deps: BackupServiceDeps & { logger: Logger }, job: Job<{ backupId: string }>) {
  const [row] = await deps.db.select().from(backups).where(eq(backups.id, job.data.backupId));
  if (!row || row.status === 'ready' || row.status === 'failed' || row.status === 'uploading') return;
  const mine = eq(backups.id, row.id);
  await deps.db.update(backups).set({ status: 'running', error: '' }).where(mine);
  const progress = async (done: number, total: number) => {
    await deps.db.update(backups).set({ done, total }).where(mine);
  };
  try {
    if (row.kind === 'export') {
      const written = await writeBackup(deps, row, progress);
      await deps.db.update(backups).set({ status: 'ready', ...written }).where(mine);
      await removeEarlierExports(deps, row);
    } else {
      const result = await restoreBackup(deps, row, progress);
      await deps.db.update(backups).set({ status: 'ready', result, parts: 0 }).where(mine);
      await removeParts(deps.store, row.userId, row.id, row.parts);
    }
  } catch (cause) {
    const refused = cause instanceof BackupRefused;
    const last = refused || job.retryCount >= job.retryLimit;
    const reason = reasonOf(cause);
    deps.logger.warn({ backupId: row.id, kind: row.kind, tries: job.retryCount + 1, reason }, last ? 'backup job given up' : 'backup job failed; trying again');
    if (!last) {
      await deps.db.update(backups).set({ status: 'queued', error: '' }).where(mine);
      throw new Error(reason);
    }
    const error = refused ? reason : `${row.kind === 'export' ? 'The backup could not be made' : 'The backup could not be restored'}: ${reason}`;
    await deps.db.update(backups).set({ status: 'failed', error }).where(mine);
    if (row.kind === 'restore') {
      await removeParts(deps.store, row.userId, row.id, row.parts);
      await deps.db.update(backups).set({ parts: 0 }).where(mine);
    }
  }
}

/** Only the newest backup is kept to download: the earlier ones' files go when a new one is ready. */
async function removeEarlierExports(deps: BackupServiceDeps, kept: Row) {
  const earlier = await deps.db
    .select()
    .from(backups)
    .where(and(eq(backups.userId, kept.userId), eq(backups.kind, 'export'), ne(backups.id, kept.id), ne(backups.status, 'queued'), ne(backups.status, 'running')));
  for (const row of earlier) {
    await removeParts(deps.store, row.userId, row.id, row.parts);
    await deps.db.delete(backups).where(eq(backups.id, row.id));
  }
}

/** Runs the backup queue from now on, and queues again every backup or restore whose job is gone. */
export async function startBackupWork(deps: BackupServiceDeps & { logger: Logger; queue: JobQueue }, options: QueueOptions = backupQueueOptions) {
  await deps.queue.define(BACKUP_QUEUE, options);
  deps.queue.work<{ backupId: string }>(BACKUP_QUEUE, (job) => runBackupJob(deps, job));
  const rows = await deps.db.select().from(backups).where(waiting);
  for (const row of rows) await queueJob(deps, row);
}
