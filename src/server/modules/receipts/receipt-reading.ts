// A scan: a receipt made from its photo or PDF at once, its fields (date, total, currency, vendor,
// a proposed type) then read by a job of the durable queue and left unconfirmed for the user to
// confirm or correct. Unconfirmed, a receipt counts in no total.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../shared/messages.js';
import { receiptFields, type Receipt, type ReceiptField, type ReceiptPatch } from '../../../shared/receipts.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { receipts, receiptTypes } from '../../db/schema/receipts.js';
import { trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { reasonOf, type Job, type JobQueue, type QueueOptions } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import { runReader } from '../../workers/reader-pool.js';
import { homeSettings } from '../account/account.service.js';
import { removeBlobs } from '../record-parts/documents.service.js';
import { openImage } from '../record-parts/images.js';
import { ocrImage, receiptRegions } from './receipt-ocr.js';
import { readReceipt, type ReadReceipt, type ReceiptContext } from './receipt-reader.js';
import { createReceipt, updateReceipt, withStoredFiles, type ReceiptDeps } from './receipts.service.js';
import { checkReceiptFile, type CheckedReceiptFile } from './receipt-images.js';

export const READING_QUEUE = 'receipt-reading';
/** Tried again twice (after 10 s and 20 s) when something of ours failed; a job lost with its process after 2 minutes (at once on the next start in embedded mode). */
export const readingQueueOptions: QueueOptions = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 120 };

export type ReadingDeps = ReceiptDeps & { queue?: Pick<JobQueue, 'send'> | undefined };

/** Queues the receipt's reading, once (the job's id is the receipt's); with `tx`, as part of that transaction. */
const queueReading = (deps: ReadingDeps, id: string, tx?: Db) => deps.queue?.send(READING_QUEUE, { receiptId: id }, { id, ...(tx ? { tx } : {}) });

/**
 * The files a scan makes receipts of: the photo or PDF itself, or, for a photo of several receipts
 * laid apart, each receipt cut out of it (upright, as JPEG).
 */
async function receiptsOnFile(file: { name: string; bytes: Uint8Array }, checked: CheckedReceiptFile) {
  const regions = checked.view ? await receiptRegions(file.bytes) : [];
  if (regions.length === 0) return [{ file, checked }];
  const stem = file.name.replace(/\.[^.]*$/, '');
  return Promise.all(
    regions.map(async (region, i) => {
      const bytes = new Uint8Array(await openImage(file.bytes).rotate().extract(region).jpeg({ quality: 90 }).toBuffer());
      return { file: { name: `${stem}-${i + 1}.jpg`, bytes }, checked: await checkReceiptFile(bytes) };
    }),
  );
}

/**
 * Receipts made from a photo or PDF: the file checked first (nothing is made from a file that is
 * refused), then one receipt for each receipt on it (several laid apart on one photo are cut out),
 * dated now in the user's zone, in the home currency, with its file; every field it reads
 * unconfirmed. The files are written first; the receipts and their readings' jobs are made in one
 * transaction, run by `saving` (the route's `createdOnce`, which keeps the answer in it too).
 */
export async function scanReceipt(
  deps: ReadingDeps,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  tripId: string | null,
  saving: (save: (db: Db) => Promise<Receipt[]>) => Promise<Receipt[]>,
): Promise<Receipt[]> {
  const checked = await checkReceiptFile(file.bytes);
  return withStoredFiles(deps, userId, await receiptsOnFile(file, checked), (stored) =>
    // A transaction of its own, or a part of the caller's.
    saving((db) =>
      db.transaction(async (tx) => {
        const home = await homeSettings(tx, userId);
        const made: Receipt[] = [];
        for (const columns of stored) {
          const receipt = await createReceipt(
            { ...deps, db: tx },
            userId,
            { receiptAt: { at: new Date(), zone: home.timeZone }, payment: 'F', currency: home.currency, amount: '0', tripId },
            { reading: 'queued', unconfirmed: [...receiptFields], ...columns },
          );
          await queueReading(deps, receipt.id, tx);
          made.push(receipt);
        }
        return made;
      }),
    ),
  );
}

/**
 * The receipt's trip with the zone its times are read in (where the trip goes): the one it is on,
 * or else the one trip whose span holds its day (in the user's `zone`), if exactly one does.
 */
async function tripOf(deps: ReadingDeps, userId: string, tripId: string | null, day: string | undefined, zone: string) {
  const columns = { id: trips.id, zone: trips.startZone };
  if (tripId) {
    const [trip] = await deps.db.select(columns).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
    return trip;
  }
  if (!day) return undefined;
  const at = Temporal.PlainDate.from(day).toZonedDateTime(zone);
  const rows = await deps.db
    .select(columns)
    .from(trips)
    .where(and(eq(trips.userId, userId), lte(trips.startAt, new Date(at.add({ days: 1 }).epochMilliseconds)), gte(trips.endAt, new Date(at.epochMilliseconds))))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
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

/** What the reader needs of the user: their receipt types, home currency, and today where the receipt is. */
async function contextOf(deps: ReadingDeps, userId: string, zone: string) {
  const home = await homeSettings(deps.db, userId);
  const types = await deps.db.select({ id: receiptTypes.id, name: receiptTypes.name }).from(receiptTypes).where(eq(receiptTypes.userId, userId));
  const context: ReceiptContext = { typeNames: types.map((t) => t.name), homeCurrency: home.currency, today: Temporal.Now.plainDateISO(zone).toString() };
  return { context, typeIds: new Map(types.map((t) => [t.name, t.id])) };
}

/**
 * Fills the receipt with what was read, where the user has not set a field meanwhile, each left
 * unconfirmed, its time read in its trip's zone; places it on the trip its day falls in when it has
 * none; marks the reading done.
 */
async function fillIn(deps: ReadingDeps, row: { id: string; userId: string; tripId: string | null; receiptZone: string }, read: ReadReceipt, typeIds: Map<string, string>) {
  const trip = await tripOf(deps, row.userId, row.tripId, read.date, row.receiptZone);
  // A time printed on a receipt is the wall clock where it was paid: the trip's place, if it has one.
  const { change, found: readFields } = changeOf(read, trip?.zone ?? row.receiptZone, typeIds);
  let found = readFields;
  if (!row.tripId && trip) change.tripId = trip.id;
  try {
    await updateReceipt(deps, row.userId, row.id, change, 'reading');
  } catch (refused) {
    if (!(refused instanceof AppError)) throw refused;
    // An amount its currency cannot take (more decimals than it has): the rest is kept, the money left to the user.
    delete change.amount;
    delete change.currency;
    found = found.filter((field) => field !== 'amount' && field !== 'currency');
    await updateReceipt(deps, row.userId, row.id, change, 'reading');
  }
  await setReading(deps, row.id, { reading: 'done', readingFound: found, readingError: '' });
}

/**
 * The job: reads the receipt's file and fills it in (fillIn). A reading that throws is tried
 * again; after the last try the receipt says 'Error running process' with the reason, and keeps
 * its file and whatever the user typed.
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
    const { context, typeIds } = await contextOf(deps, row.userId, row.receiptZone);
    const ocr = row.image.contentType !== 'application/pdf';
    await fillIn(deps, row, readReceipt(await textOf(bytes, row.image.contentType), { ...context, ocr }), typeIds);
  } catch (cause) {
    const reason = reasonOf(cause);
    const last = job.retryCount >= job.retryLimit;
    deps.logger.warn({ receiptId: id, tries: job.retryCount + 1, reason }, last ? 'receipt reading given up' : 'receipt could not be read; trying again');
    await setReading(deps, id, last ? { reading: 'failed', readingError: `${messages.errorRunningProcess}: ${reason}` } : { reading: 'queued' });
    throw new Error(reason);
  }
}

/**
 * A forwarded mail (the import `importId`) that reads as a receipt, having no reservation: the
 * receipt, made with the mail's PDF (or a PDF of its text) and filled in from its text, left
 * unconfirmed, and named on the import in the same transaction; its id, or undefined when the mail
 * reads as no receipt. A retry of the mail's job finds the receipt made and makes none again (and
 * removes the file it wrote first).
 */
export async function receiptFromMail(deps: ReadingDeps, userId: string, importId: string, mail: Uint8Array): Promise<string | undefined> {
  const home = await homeSettings(deps.db, userId);
  const { context, typeIds } = await contextOf(deps, userId, home.timeZone);
  const mailed = await runReader('readMailedReceipt', { data: mail, context });
  if (!mailed) return undefined;
  const checked = await checkReceiptFile(mailed.file.bytes);
  // Its file first, then the receipt naming it with the import, in one transaction.
  const made = await withStoredFiles(deps, userId, [{ file: mailed.file, checked }], ([columns]) =>
    deps.db.transaction(async (tx) => {
      const [mailImport] = await tx.select({ receiptId: mailImports.receiptId }).from(mailImports).where(eq(mailImports.id, importId)).for('update');
      if (!mailImport || mailImport.receiptId) return { id: mailImport?.receiptId ?? undefined, unused: columns?.image };
      const receipt = await createReceipt(
        { ...deps, db: tx },
        userId,
        { receiptAt: { at: new Date(), zone: home.timeZone }, payment: 'F', currency: home.currency, amount: '0', tripId: null },
        { reading: 'running', unconfirmed: [...receiptFields], ...columns },
      );
      await tx.update(mailImports).set({ receiptId: receipt.id }).where(eq(mailImports.id, importId));
      return { id: receipt.id, unused: undefined };
    }),
  );
  // A retry that finds the receipt made keeps none of the file it wrote.
  if (made.unused) await removeBlobs(deps.store, [made.unused.originalKey, made.unused.viewKey]);
  else if (made.id) await fillIn(deps, { id: made.id, userId, tripId: null, receiptZone: home.timeZone }, mailed.read, typeIds);
  return made.id;
}

/** Reads receipts from the queue from now on, and queues again those whose job is gone. */
export async function startReceiptReading(deps: ReadingDeps & { logger: Logger; queue: JobQueue }, options: QueueOptions = readingQueueOptions) {
  await deps.queue.define(READING_QUEUE, options);
  deps.queue.work<{ receiptId: string }>(READING_QUEUE, (job) => runReceiptReading(deps, job));
  const rows = await deps.db.select({ id: receipts.id }).from(receipts).where(inArray(receipts.reading, ['queued', 'running']));
  for (const { id } of rows) await queueReading(deps, id);
}
