// The import address: each user's `trips+<token>@<domain>`, and what arrives at it. A mail is
// stored as it came (the file, then the row naming it) before the sender is told OK, once per
// Message-ID; it is then read by a job of the durable queue, tried again with backoff when the
// reading fails, and the result waits in the user's imports for review.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { decodeWords } from 'postal-mime';
import { messages } from '../../../shared/messages.js';
import type { MailImport } from '../../../shared/imports.js';
import type { Db } from '../../db/client.js';
import type { ServicesConfig } from '../../integrations/config.js';
import { mailImports } from '../../db/schema/imports.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { reasonOf, type Job, type JobQueue, type QueueOptions } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { receiptFromMail } from '../receipts/receipt-reading.js';
import type { ReceiptDeps } from '../receipts/receipts.service.js';
import { previewImport } from './imports.service.js';

export interface InboxDeps {
  db: Db;
  store: BlobStore;
  logger: Logger;
  queue: Pick<JobQueue, 'send'>;
  /** The external services: a language model among them reads what the readers could not. */
  services?: ServicesConfig | undefined;
  /** What makes a receipt of a mail that reads as one. */
  receipts: ReceiptDeps;
}

/** The queue that reads mail, and how it retries (about 30 s, 1 min and 2 min apart, then gives up). */
export const MAIL_QUEUE = 'mail-import';
export const mailQueueOptions: QueueOptions = { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 5 * 60 };

const newToken = () => randomBytes(8).toString('hex');
const notFound = () => new AppError('NOT_FOUND', messages.notFound('Import'));
const addressOf = (token: string, domain: string) => `trips+${token}@${domain}`;

/** The user's import address, its token made on first use. */
export async function importAddress(db: Db, userId: string, domain: string): Promise<string> {
  const [row] = await db.select({ token: users.importToken }).from(users).where(eq(users.id, userId));
  if (row?.token) return addressOf(row.token, domain);
  return rotateImportAddress(db, userId, domain);
}

/** A new address for the user: mail to the old one is refused from now on. */
export async function rotateImportAddress(db: Db, userId: string, domain: string): Promise<string> {
  const token = newToken();
  await db.update(users).set({ importToken: token }).where(eq(users.id, userId));
  return addressOf(token, domain);
}

/** The user an address belongs to: `trips+<token>@<domain>` with a token in use, else none. */
export async function userOfAddress(db: Db, address: string, domain: string): Promise<string | undefined> {
  const m = /^trips\+([0-9a-f]{16})@(.+)$/i.exec(address.trim());
  if (!m?.[1] || m[2]?.toLowerCase() !== domain.toLowerCase()) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.importToken, m[1].toLowerCase()));
  return row?.id;
}

/** A header's value from the mail's header block (unfolded, encoded words decoded), or ''. */
function headerOf(raw: Uint8Array, name: string): string {
  const head = Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, 64 * 1024)).toString('utf8');
  const end = head.search(/\r?\n\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  const line = (end < 0 ? head : head.slice(0, end))
    .replace(/\r?\n(?=[ \t])/g, '')
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(prefix));
  return line ? decodeWords(line.slice(prefix.length).trim()) : '';
}

/**
 * What makes two arrivals the same mail for a user: its Message-ID, or without one the digest of
 * its bytes (a sender's retry after a lost answer sends the same bytes).
 */
const messageKeyOf = (raw: Uint8Array) => headerOf(raw, 'message-id').slice(0, 500) || `sha256:${createHash('sha256').update(raw).digest('hex')}`;

/** Mails kept in the last hour for a user's address and from a sender (any address), for the quotas. */
export async function mailsInLastHour(db: Db, by: { userId: string } | { sender: string }) {
  const since = sql`now() - interval '1 hour'`;
  const where = 'userId' in by ? eq(mailImports.userId, by.userId) : eq(sql`lower(${mailImports.sender})`, by.sender.toLowerCase());
  const [row] = await db.select({ n: count() }).from(mailImports).where(and(where, gt(mailImports.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Keeps a mail for the user and queues its reading: the file first, then the row naming it, then
 * the job; resolves once all are kept (the listener answers OK only then). A mail already kept for
 * the user (the same Message-ID) is not kept again: its reading is queued again if it is not done
 * (a job of the import's id is queued only once). A failure leaves no row without its file.
 */
export async function receiveMail(deps: Pick<InboxDeps, 'db' | 'store' | 'queue'>, userId: string, raw: Uint8Array, sender: string) {
  const messageId = messageKeyOf(raw);
  const seen = async () => {
    const [row] = await deps.db.select({ id: mailImports.id, status: mailImports.status }).from(mailImports).where(and(eq(mailImports.userId, userId), eq(mailImports.messageId, messageId)));
    return row;
  };
  const queueReading = (id: string) => deps.queue.send(MAIL_QUEUE, { importId: id }, { id });
  const before = await seen();
  if (before) {
    if (before.status === 'processing') await queueReading(before.id);
    return { id: before.id, duplicate: true };
  }
  const id = randomUUID();
  const fileKey = `${userId}/imports/${id}.eml`;
  await deps.store.put(fileKey, raw);
  let inserted;
  try {
    [inserted] = await deps.db
      .insert(mailImports)
      .values({ id, userId, sender: sender.slice(0, 320), subject: headerOf(raw, 'subject').slice(0, 500), messageId, fileKey })
      .onConflictDoNothing({ target: [mailImports.userId, mailImports.messageId] })
      .returning({ id: mailImports.id });
  } finally {
    if (!inserted) await deps.store.delete(fileKey);
  }
  if (!inserted) {
    // The same mail arrived on another connection at the same moment and was kept there.
    const other = await seen();
    if (!other) throw new Error('import not stored');
    return { id: other.id, duplicate: true };
  }
  await queueReading(id);
  return { id, duplicate: false };
}


/**
 * The job: reads a stored mail and keeps what was found, or why nothing was. A reading that throws
 * is noted on the import and thrown again for the queue to retry; after the last try the import is
 * given up (the dead-letter state), with the reason.
 */
export async function readMailImport(deps: Pick<InboxDeps, 'db' | 'store' | 'logger' | 'services' | 'receipts'>, job: Job<{ importId: string }>) {
  const id = job.data.importId;
  const [row] = await deps.db.select().from(mailImports).where(eq(mailImports.id, id));
  if (!row || row.status !== 'processing') return;
  const pending = and(eq(mailImports.id, id), eq(mailImports.status, 'processing'));
  try {
    const raw = await deps.store.get(row.fileKey);
    if (!raw) throw new Error('the stored mail is missing');
    const preview = await previewImport(deps.db, row.userId, raw, { name: 'mail.eml', services: deps.services });
    // No reservation: a receipt, if it reads as one (it waits on its own page to be confirmed).
    const receiptId = preview.reservations.length === 0 ? await receiptFromMail(deps.receipts, row.userId, id, raw) : undefined;
    const nothing = preview.reservations.length === 0 && !receiptId;
    const error = nothing ? preview.problems.join('; ') || 'no reservation or receipt could be read from it' : '';
    await deps.db.update(mailImports).set({ status: nothing ? 'failed' : 'ready', preview, error }).where(pending);
  } catch (cause) {
    const reason = reasonOf(cause);
    const tries = job.retryCount + 1;
    const last = job.retryCount >= job.retryLimit;
    deps.logger.warn({ importId: id, tries, reason }, last ? 'import given up' : 'import could not be read; trying again');
    const error = last ? `Tried ${tries} times: ${reason}` : `Try ${tries} failed (${reason}); trying again`;
    await deps.db.update(mailImports).set({ status: last ? 'deadLetter' : 'processing', error }).where(pending);
    throw new Error(reason);
  }
}

/**
 * Reads mail from the queue from now on: defines the queue, runs its jobs, and queues the reading
 * of every mail not read yet whose job is gone (a job of the import's id is queued only once).
 */
export async function startMailReading(deps: Omit<InboxDeps, 'queue'> & { queue: JobQueue }, options: QueueOptions = mailQueueOptions) {
  await deps.queue.define(MAIL_QUEUE, options);
  deps.queue.work<{ importId: string }>(MAIL_QUEUE, (job) => readMailImport(deps, job));
  const rows = await deps.db.select({ id: mailImports.id }).from(mailImports).where(eq(mailImports.status, 'processing'));
  for (const { id } of rows) await deps.queue.send(MAIL_QUEUE, { importId: id }, { id });
}

const toMailImport = (r: typeof mailImports.$inferSelect): MailImport => ({
  id: r.id,
  receivedAt: r.createdAt.toISOString(),
  sender: r.sender,
  subject: r.subject,
  status: r.status,
  error: r.error,
  tripId: r.tripId,
  receiptId: r.receiptId,
  preview: r.preview,
});

/** The user's imports, newest first (the latest 200). */
export async function listImports(db: Db, userId: string) {
  const rows = await db.select().from(mailImports).where(eq(mailImports.userId, userId)).orderBy(desc(mailImports.createdAt)).limit(200);
  return { items: rows.map(toMailImport) };
}

async function importRow(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(mailImports).where(and(eq(mailImports.userId, userId), eq(mailImports.id, id)));
  if (!row) throw notFound();
  return row;
}

export const getImport = async (db: Db, userId: string, id: string) => toMailImport(await importRow(db, userId, id));

/** The mail as it arrived. */
export async function importOriginal(deps: Pick<InboxDeps, 'db' | 'store'>, userId: string, id: string) {
  const row = await importRow(deps.db, userId, id);
  const bytes = row.fileKey ? await deps.store.get(row.fileKey) : undefined;
  if (!bytes) throw notFound();
  return { bytes, fileName: `${(row.subject || 'mail').replace(/[^\w .-]+/g, '_').slice(0, 80)}.eml`, contentType: 'message/rfc822' };
}

export async function deleteImport(deps: Pick<InboxDeps, 'db' | 'store'>, userId: string, id: string) {
  const row = await importRow(deps.db, userId, id);
  await deps.db.delete(mailImports).where(eq(mailImports.id, id));
  if (row.fileKey) await deps.store.delete(row.fileKey);
}
