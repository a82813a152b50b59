// A scan: a receipt made from its photo or PDF at once, its fields (date, total, currency, vendor,
// a proposed type) then read by a job of the durable queue and left unconfirmed for the user to
// confirm or correct. Unconfirmed, a receipt counts in no total.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../shared/messages.js';
import { receiptFields, type Receipt, type ReceiptField, type ReceiptPatch } from '../../../shared/receipts.js';
import { receipts, receiptTypes } from '../../db/schema/receipts.js';
import { trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { reasonOf, type Job, type JobQueue, type QueueOptions } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import { runReader } from '../../workers/reader-pool.js';
import { homeSettings } from '../account/account.service.js';
import { ocrImage } from './receipt-ocr.js';
import { readReceipt, type ReadReceipt } from './receipt-reader.js';
import { createReceipt, getReceipt, storeReceiptImage, updateReceipt, type ReceiptDeps } from './receipts.service.js';
import { checkReceiptFile } from './receipt-images.js';

export const READING_QUEUE = 'receipt-reading';
/** Tried again twice (after 10 s and 20 s) when something of ours failed; a job lost with its process after 10 minutes. */
export const readingQueueOptions: QueueOptions = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 600 };

export type ReadingDeps = ReceiptDeps & { queue?: Pick<JobQueue, 'send'> | undefined };

const queueReading = (deps: ReadingDeps, id: string) => deps.queue?.send(READING_QUEUE, { receiptId: id }, { id });

/**
 * A receipt made from a photo or PDF: the file checked first (nothing is made from a file that is
 * refused), then the receipt, dated now in the user's zone, in the home currency, with its file;
 * every field it reads unconfirmed; its reading queued.
 */
export async function scanReceipt(deps: ReadingDeps, userId: string, file: { name: string; bytes: Uint8Array }, tripId: string | null): Promise<Receipt> {
  const checked = await checkReceiptFile(file.bytes);
  const home = await homeSettings(deps.db, userId);
  const made = await createReceipt(
    deps,
    userId,
    { receiptAt: { at: new Date(), zone: home.timeZone }, payment: 'F', currency: home.currency, amount: '0', tripId },
    { reading: 'queued', unconfirmed: [...receiptFields] },
  );
  await storeReceiptImage(deps, userId, made.id, file, checked);
  await queueReading(deps, made.id);
  return getReceipt(deps, userId, made.id);
}

/** The trip the receipt's day falls in, when exactly one of the user's trips spans it. */
async function tripOn(deps: ReadingDeps, userId: string, day: string, zone: string): Promise<string | undefined> {
  const at = Temporal.PlainDate.from(day).toZonedDateTime(zone);
  const rows = await deps.db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.userId, userId), lte(trips.startAt, new Date(at.add({ days: 1 }).epochMilliseconds)), gte(trips.endAt, new Date(at.epochMilliseconds))))
    .limit(2);
  return rows.length === 1 ? rows[0]?.id : undefined;
}

/** What the receipt's file says: a PDF's text layer, or a photo's text read by OCR. */
async function textOf(bytes: Uint8Array, contentType: string): Promise<string> {
  if (contentType === 'application/pdf') return (await runReader('pdfText', { data: bytes })).text;
  return ocrImage(bytes);
}

/** The change a reading makes, and the fields it found. */
function changeOf(read: ReadReceipt, zone: string, typeIds: Map<string, string>): { change: ReceiptPatch; found: ReceiptField[] } {
  const change: ReceiptPatch = {};
  if (read.date) change.receiptAt = { at: new Date(Temporal.PlainDateTime.from(`${read.date}T${read.time ?? '12:00'}`).toZonedDateTime(zone).epochMilliseconds), zone };
  if (read.total) change.amount = read.total;
  if (read.currency) change.currency = read.currency;
  if (read.vendor) change.vendor = read.vendor.slice(0, 200);
  const typeId = read.receiptType ? typeIds.get(read.receiptType) : undefined;
  if (typeId) change.receiptTypeId = typeId;
  const found = receiptFields.filter((field) => change[field] !== undefined);
  return { change, found };
}

const setReading = (deps: ReadingDeps, id: string, values: Partial<typeof receipts.$inferInsert>) =>
  deps.db.update(receipts).set(values).where(eq(receipts.id, id));

/**
 * The job: reads the receipt's file and fills the fields the user has not set meanwhile, each left
 * unconfirmed; places it on the trip its day falls in when it has none. A reading that throws is
 * tried again; after the last try the receipt says 'Error running process' with the reason, and
 * keeps its file and whatever the user typed.
 */
export async function runReceiptReading(deps: ReadingDeps & { logger: Logger }, job: Job<{ receiptId: string }>) {
  const id = job.data.receiptId;
  const [row] = await deps.db.select().from(receipts).where(eq(receipts.id, id));
  if (!row || (row.reading !== 'queued' && row.reading !== 'running')) return;
  await setReading(deps, id, { reading: 'running' });
  try {
    if (!row.image) throw new Error('the receipt has no photo or PDF');
    const bytes = await deps.store.get(row.image.originalKey);
    if (!bytes) throw new Error('the stored photo is missing');
    const home = await homeSettings(deps.db, row.userId);
    const types = await deps.db.select({ id: receiptTypes.id, name: receiptTypes.name }).from(receiptTypes).where(eq(receiptTypes.userId, row.userId));
    const zone = row.receiptZone;
    const read = readReceipt(await textOf(bytes, row.image.contentType), {
      typeNames: types.map((t) => t.name),
      homeCurrency: home.currency,
      today: Temporal.Now.plainDateISO(zone).toString(),
    });
    const { change, found: readFields } = changeOf(read, zone, new Map(types.map((t) => [t.name, t.id])));
    let found = readFields;
    if (!row.tripId && read.date) change.tripId = await tripOn(deps, row.userId, read.date, zone);
    try {
      await updateReceipt(deps, row.userId, id, change, 'reading');
    } catch (refused) {
      if (!(refused instanceof AppError)) throw refused;
      // An amount its currency cannot take (more decimals than it has): the rest is kept, the money left to the user.
      delete change.amount;
      delete change.currency;
      found = found.filter((field) => field !== 'amount' && field !== 'currency');
      await updateReceipt(deps, row.userId, id, change, 'reading');
    }
    await setReading(deps, id, { reading: 'done', readingFound: found, readingError: '' });
  } catch (cause) {
    const reason = reasonOf(cause);
    const last = job.retryCount >= job.retryLimit;
    deps.logger.warn({ receiptId: id, tries: job.retryCount + 1, reason }, last ? 'receipt reading given up' : 'receipt could not be read; trying again');
    await setReading(deps, id, last ? { reading: 'failed', readingError: `${messages.errorRunningProcess}: ${reason}` } : { reading: 'queued' });
    throw new Error(reason);
  }
}

/** Reads receipts from the queue from now on, and queues again those whose job is gone. */
export async function startReceiptReading(deps: ReadingDeps & { logger: Logger; queue: JobQueue }, options: QueueOptions = readingQueueOptions) {
  await deps.queue.define(READING_QUEUE, options);
  deps.queue.work<{ receiptId: string }>(READING_QUEUE, (job) => runReceiptReading(deps, job));
  const rows = await deps.db.select({ id: receipts.id }).from(receipts).where(inArray(receipts.reading, ['queued', 'running']));
  for (const { id } of rows) await queueReading(deps, id);
}
