import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import { fromMinorUnits, toMinorUnits } from '../../../shared/money.js';
import {
  receiptFields,
  type Conversion,
  type PublicReceipt,
  type Receipt,
  type ReceiptInput,
  type ReceiptListItem,
  type ReceiptListQuerySchema,
  type ReceiptField,
  type ReceiptPatch,
  type ReceiptReadingStatus,
  type TripReceipts,
} from '../../../shared/receipts.js';
import { localOf, zoned } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { projects } from '../../db/schema/projects.js';
import { properties, tags } from '../../db/schema/record-parts.js';
import { paymentTypes, receipts, receiptTypes, type StoredReceiptImage } from '../../db/schema/receipts.js';
import { trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { seal, unseal } from '../../security/seal.js';
import { hashToken, newToken } from '../../security/tokens.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { homeSettings } from '../account/account.service.js';
import { checkCustomerProject } from '../projects/customer-project.js';
import { removeBlobs, writingFiles } from '../record-parts/documents.service.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { pairsJson, qualified, savePairs } from '../record-parts/pairs.service.js';
import { convertMinor, impliedRate, trimDecimal } from './conversion.js';
import { referenceRate, type RatesConfig } from './exchange-rates.js';
import { defaultPaymentTypeId } from './payment-types.service.js';
import { checkReceiptFile, type CheckedReceiptFile } from './receipt-images.js';

type ListQuery = z.infer<typeof ReceiptListQuerySchema>;

export interface ReceiptDeps {
  db: Db;
  store: BlobStore;
  /** Seals the public links' tokens so that a link can be shown again. */
  secret: string;
  rates: RatesConfig;
  /** The base of public links: the configured APP_URL, or none (the link is then root-relative). */
  origin: string;
}

const SEAL_PURPOSE = 'public-receipt-link';
/** The client page a public receipt opens at, and the API it reads. */
export const publicReceiptPath = (token: string) => `/public/receipts/${token}`;

const notFound = () => AppError.notFound('Receipt');
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** References to the receipt from inside subqueries of a statement over `receipts` alone (see trips). */
const receipt = { id: qualified('receipts', receipts.id), userId: qualified('receipts', receipts.userId) };

const fields = {
  id: receipts.id,
  receiptAt: receipts.receiptAt,
  receiptZone: receipts.receiptZone,
  payment: receipts.payment,
  currency: receipts.currency,
  amountMinor: receipts.amountMinor,
  vendor: receipts.vendor,
  homeCurrency: receipts.homeCurrency,
  homeAmountMinor: receipts.homeAmountMinor,
  rate: receipts.rate,
  rateDate: receipts.rateDate,
  rateSource: receipts.rateSource,
  image: receipts.image,
  publicTokenSealed: receipts.publicTokenSealed,
  reading: receipts.reading,
  readingError: receipts.readingError,
  readingFound: receipts.readingFound,
  unconfirmed: receipts.unconfirmed,
  updatedAt: receipts.updatedAt,
  receiptTypeId: receipts.receiptTypeId,
  receiptTypeName: receiptTypes.name,
  receiptTypeIcon: receiptTypes.icon,
  paymentTypeId: receipts.paymentTypeId,
  ccName: paymentTypes.ccName,
  lastFour: paymentTypes.lastFour,
  tripId: receipts.tripId,
  tripTitle: trips.title,
  projectId: receipts.projectId,
  projectNumber: projects.projectNumber,
  projectName: projects.name,
};

/**
 * The receipts with their type, card, trip and project, tags and properties, and the count of all
 * that match (for a page): one statement for lists, the trip's tabs and single reads.
 */
const selectReceipts = (db: Db) =>
  db
    .select({
      ...fields,
      total: totalCount,
      latitude: receipts.latitude,
      longitude: receipts.longitude,
      pdfCreatedAt: receipts.pdfCreatedAt,
      createdAt: receipts.createdAt,
      tags: pairsJson(tags, 'receipt', receipt),
      properties: pairsJson(properties, 'receipt', receipt),
    })
    .from(receipts)
    .leftJoin(receiptTypes, eq(receiptTypes.id, receipts.receiptTypeId))
    .leftJoin(paymentTypes, eq(paymentTypes.id, receipts.paymentTypeId))
    .leftJoin(trips, eq(trips.id, receipts.tripId))
    .leftJoin(projects, eq(projects.id, receipts.projectId));

type ListRow = Awaited<ReturnType<typeof selectReceipts>>[number];

const conversionOf = (r: Pick<ListRow, 'homeCurrency' | 'homeAmountMinor' | 'rate' | 'rateDate' | 'rateSource'>): Conversion => ({
  homeCurrency: r.homeCurrency,
  homeAmountMinor: r.homeAmountMinor,
  rate: r.rate === null ? null : trimDecimal(r.rate),
  rateDate: r.rateDate,
  source: r.rateSource,
});

const toListItem = (r: ListRow): ReceiptListItem => ({
  id: r.id,
  receiptAt: zoned(r.receiptAt, r.receiptZone),
  receiptType: r.receiptTypeId && r.receiptTypeName && r.receiptTypeIcon ? { id: r.receiptTypeId, name: r.receiptTypeName, icon: r.receiptTypeIcon } : null,
  payment: r.payment,
  paymentType: r.paymentTypeId && r.ccName !== null && r.lastFour !== null ? { id: r.paymentTypeId, ccName: r.ccName, lastFour: r.lastFour } : null,
  currency: r.currency,
  amountMinor: r.amountMinor,
  vendor: r.vendor,
  trip: r.tripId && r.tripTitle !== null ? { id: r.tripId, title: r.tripTitle } : null,
  project: r.projectId && r.projectNumber !== null ? { id: r.projectId, projectNumber: r.projectNumber, name: r.projectName ?? '' } : null,
  conversion: conversionOf(r),
  hasImage: r.image !== null,
  isPublic: r.publicTokenSealed !== null,
  reading: r.reading ? { status: r.reading, found: r.readingFound, error: r.readingError } : null,
  unconfirmed: r.unconfirmed,
  updatedAt: r.updatedAt.toISOString(),
});

/** The receipts a search (vendor, type, trip) and the filters select. */
function matching(userId: string, query: Partial<ListQuery>) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(receipts.userId, userId),
    pattern ? or(ilike(receipts.vendor, pattern), ilike(receiptTypes.name, pattern), ilike(trips.title, pattern)) : undefined,
    query.tripId ? eq(receipts.tripId, query.tripId) : undefined,
    query.projectId ? eq(receipts.projectId, query.projectId) : undefined,
    query.currency ? eq(receipts.currency, query.currency) : undefined,
    query.receiptTypeId ? eq(receipts.receiptTypeId, query.receiptTypeId) : undefined,
    query.from ? gte(receipts.receiptDate, query.from) : undefined,
    query.to ? lte(receipts.receiptDate, query.to) : undefined,
  );
}

const sortColumns = {
  receiptAt: receipts.receiptAt,
  amountMinor: receipts.amountMinor,
  vendor: receipts.vendor,
  currency: receipts.currency,
  updatedAt: receipts.updatedAt,
} as const;

/** A page of receipts with their lookups and the total, in one statement. */
export async function listReceipts(db: Db, userId: string, query: ListQuery) {
  const read = ({ limit, offset }: PageWindow) =>
    selectReceipts(db)
      .where(matching(userId, query))
      .orderBy(...listOrder(sortColumns[query.sort], receipts.id, query, query.sort === 'vendor'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, toListItem);
}

/** The absolute (or, without a configured origin, root-relative) public link of a receipt. */
function publicUrlOf(deps: Pick<ReceiptDeps, 'secret' | 'origin'>, sealed: string | null) {
  const token = sealed ? unseal(deps.secret, SEAL_PURPOSE, sealed) : undefined;
  return token ? `${deps.origin}${publicReceiptPath(token)}` : null;
}

export async function getReceipt(deps: Pick<ReceiptDeps, 'db' | 'secret' | 'origin'>, userId: string, id: string): Promise<Receipt> {
  const [row] = await selectReceipts(deps.db).where(and(eq(receipts.userId, userId), eq(receipts.id, id)));
  if (!row) throw notFound();
  const image = row.image;
  return {
    ...toListItem(row),
    image: image
      ? { fileName: image.fileName, contentType: image.contentType, size: image.size, hasView: image.viewKey !== null, width: image.width, height: image.height }
      : null,
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    pdfCreatedAt: row.pdfCreatedAt?.toISOString() ?? null,
    publicUrl: publicUrlOf(deps, row.publicTokenSealed),
    tags: row.tags ?? [],
    properties: row.properties ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the conversion columns hold. */
interface ConversionColumns {
  homeCurrency: string;
  homeAmountMinor: number | null;
  rate: string | null;
  rateDate: string | null;
  rateSource: Conversion['source'];
}

/**
 * The receipt in the home currency: the same amount when the currencies agree; else the amount
 * the card was charged, a rate the user typed, or the reference rate of the receipt's date. When
 * no rate can be had the conversion is 'missing': never a made-up rate.
 */
async function convert(
  deps: Pick<ReceiptDeps, 'db' | 'rates'>,
  money: { currency: string; amountMinor: number; day: string; home: string },
  given: { homeAmount?: string | null | undefined; rate?: string | null | undefined },
): Promise<ConversionColumns> {
  const { currency, amountMinor, day, home } = money;
  if (currency === home) return { homeCurrency: home, homeAmountMinor: amountMinor, rate: '1', rateDate: null, rateSource: 'same' };
  if (given.homeAmount) {
    const homeAmountMinor = toMinorUnits(given.homeAmount, home);
    if (homeAmountMinor === undefined) throw invalid('homeAmount', messages.numbersOnly);
    return { homeCurrency: home, homeAmountMinor, rate: impliedRate(amountMinor, currency, homeAmountMinor, home), rateDate: null, rateSource: 'charged' };
  }
  if (given.rate) {
    return { homeCurrency: home, homeAmountMinor: convertMinor(amountMinor, currency, home, given.rate), rate: given.rate, rateDate: null, rateSource: 'user' };
  }
  const found = await referenceRate(deps.db, deps.rates, day, currency, home);
  if (!found) return { homeCurrency: home, homeAmountMinor: null, rate: null, rateDate: null, rateSource: 'missing' };
  return {
    homeCurrency: home,
    homeAmountMinor: convertMinor(amountMinor, currency, home, found.rate),
    rate: found.rate,
    rateDate: found.rateDate,
    rateSource: 'reference',
  };
}

/** The trip's and project's links checked to be the user's; a trip's project fills an empty project. */
async function checkLinks(tx: Db, userId: string, tripId: string | null, projectId: string | null) {
  let project = projectId;
  if (tripId) {
    const [trip] = await tx.select({ projectId: trips.projectId }).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
    if (!trip) throw invalid('tripId', messages.notFound('Trip'));
    project ??= trip.projectId;
  }
  await checkCustomerProject(tx, userId, null, project);
  return project;
}

async function checkTypeAndCard(tx: Db, userId: string, receiptTypeId: string | null | undefined, paymentTypeId: string | null | undefined) {
  if (receiptTypeId) {
    const found = await tx.$count(receiptTypes, and(eq(receiptTypes.userId, userId), eq(receiptTypes.id, receiptTypeId)));
    if (found === 0) throw invalid('receiptTypeId', messages.notFound('Receipt type'));
  }
  if (paymentTypeId) {
    const found = await tx.$count(paymentTypes, and(eq(paymentTypes.userId, userId), eq(paymentTypes.id, paymentTypeId)));
    if (found === 0) throw invalid('paymentTypeId', messages.notFound('Payment type'));
  }
}

const amountOf = (amount: string, currency: string) => {
  const minor = toMinorUnits(amount, currency);
  if (minor === undefined) throw invalid('amount', messages.numbersOnly);
  return minor;
};

/** A scan's receipt: its reading queued, every field it reads unconfirmed, with its file when stored first. */
interface ScanColumns extends Partial<FileColumns> {
  reading: ReceiptReadingStatus;
  unconfirmed: ReceiptField[];
}

export async function createReceipt(deps: ReceiptDeps, userId: string, input: ReceiptInput, scan?: ScanColumns): Promise<Receipt> {
  const id = await deps.db.transaction(async (tx) => {
    const projectId = await checkLinks(tx, userId, input.tripId ?? null, input.projectId ?? null);
    await checkTypeAndCard(tx, userId, input.receiptTypeId, input.paymentTypeId);
    const paymentTypeId = input.payment === 'F' ? (input.paymentTypeId ?? (await defaultPaymentTypeId(tx, userId))) : null;
    const amountMinor = amountOf(input.amount, input.currency);
    const day = localOf(input.receiptAt.at, input.receiptAt.zone).slice(0, 10);
    const conversion = await convert({ db: tx, rates: deps.rates }, { currency: input.currency, amountMinor, day, home: (await homeSettings(tx, userId)).currency }, input);
    const [row] = await tx
      .insert(receipts)
      .values({
        userId,
        receiptAt: input.receiptAt.at,
        receiptZone: input.receiptAt.zone,
        receiptDate: day,
        receiptTypeId: input.receiptTypeId ?? null,
        payment: input.payment,
        paymentTypeId,
        currency: input.currency,
        amountMinor,
        vendor: input.vendor ?? '',
        tripId: input.tripId ?? null,
        projectId,
        ...conversion,
        ...scan,
      })
      .returning({ id: receipts.id });
    if (!row) throw new Error('receipt not created');
    await savePairs(tx, { userId, recordType: 'receipt', recordId: row.id }, input);
    return row.id;
  });
  return getReceipt(deps, userId, id);
}

/**
 * Changes the given fields. The conversion is worked out again when the money, the date or the
 * user's own rate or charged amount change; otherwise it stays as it was (a reference rate is of
 * the receipt's date, not of the day it is edited).
 */
export async function updateReceipt(deps: ReceiptDeps, userId: string, id: string, change: ReceiptPatch, by: 'user' | 'reading' = 'user'): Promise<Receipt> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id))).for('update');
    if (!current) throw notFound();
    // A reading fills only what the user has not confirmed meanwhile; what the user sets is confirmed.
    const patch = by === 'reading' ? readingPatch(change, current.unconfirmed) : change;
    const unconfirmed = by === 'user' ? current.unconfirmed.filter((field) => patch[field] === undefined) : current.unconfirmed;
    const tripId = patch.tripId === undefined ? current.tripId : patch.tripId;
    const projectId = await checkLinks(tx, userId, tripId, patch.projectId === undefined ? current.projectId : patch.projectId);
    await checkTypeAndCard(tx, userId, patch.receiptTypeId, patch.paymentTypeId);
    const payment = patch.payment ?? current.payment;
    const paymentTypeId = payment === 'T' ? null : patch.paymentTypeId === undefined ? (current.paymentTypeId ?? (await defaultPaymentTypeId(tx, userId))) : patch.paymentTypeId;
    const currency = patch.currency ?? current.currency;
    // A new currency alone keeps the amount as written ("12.50"), if that amount can be in it.
    const amountMinor =
      patch.amount !== undefined || patch.currency !== undefined
        ? amountOf(patch.amount ?? fromMinorUnits(current.amountMinor, current.currency), currency)
        : current.amountMinor;
    const at = patch.receiptAt ?? { at: current.receiptAt, zone: current.receiptZone };
    const day = localOf(at.at, at.zone).slice(0, 10);
    const home = (await homeSettings(tx, userId)).currency;
    const amountChanged = amountMinor !== current.amountMinor || currency !== current.currency || home !== current.homeCurrency;
    const recompute = amountChanged || day !== current.receiptDate || patch.homeAmount !== undefined || patch.rate !== undefined || current.rateSource === 'missing';
    // What the user gave before stays theirs unless they replace or clear it; a charged amount
    // belongs to the amount it was charged for.
    const keptCharged = current.rateSource === 'charged' && !amountChanged && current.homeAmountMinor !== null ? fromMinorUnits(current.homeAmountMinor, home) : undefined;
    const given = {
      homeAmount: patch.homeAmount !== undefined ? patch.homeAmount : keptCharged,
      rate: patch.rate !== undefined ? patch.rate : current.rateSource === 'user' && current.rate ? trimDecimal(current.rate) : undefined,
    };
    const conversion = recompute ? await convert({ db: tx, rates: deps.rates }, { currency, amountMinor, day, home }, given) : undefined;
    await tx
      .update(receipts)
      .set({
        receiptAt: at.at,
        receiptZone: at.zone,
        receiptDate: day,
        receiptTypeId: patch.receiptTypeId,
        payment,
        paymentTypeId,
        currency,
        amountMinor,
        vendor: patch.vendor,
        tripId,
        projectId,
        ...conversion,
        unconfirmed,
        updatedAt: new Date(),
      })
      .where(eq(receipts.id, id));
    await savePairs(tx, { userId, recordType: 'receipt', recordId: id }, patch);
    // Confirmed: the forwarded mail it was made of has been reviewed.
    if (current.unconfirmed.length > 0 && unconfirmed.length === 0) {
      await tx.update(mailImports).set({ status: 'saved', tripId }).where(and(eq(mailImports.receiptId, id), eq(mailImports.status, 'ready')));
    }
  });
  return getReceipt(deps, userId, id);
}

/** The fields of a reading's change that are still unconfirmed (the others the user has set). */
const readingPatch = (change: ReceiptPatch, unconfirmed: readonly ReceiptField[]): ReceiptPatch =>
  Object.fromEntries(Object.entries(change).filter(([field]) => !(receiptFields as readonly string[]).includes(field) || unconfirmed.includes(field as ReceiptField)));

/** The stored files of a receipt row. */
const filesOf = (row: { image: StoredReceiptImage | null; pdfKey: string | null }) => [row.image?.originalKey ?? null, row.image?.viewKey ?? null, row.pdfKey];

/** The stored files of receipts about to be deleted (their rows go with the delete's transaction). */
export async function beforeDeleteReceipts(tx: Db, userId: string, ids: string[]) {
  const rows = await tx.select({ image: receipts.image, pdfKey: receipts.pdfKey }).from(receipts).where(and(eq(receipts.userId, userId), inArray(receipts.id, ids)));
  return rows.flatMap(filesOf).filter((key): key is string => key !== null);
}

async function ownRow(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Sets the receipt's image (or PDF): checked and prepared before anything is stored, the files
 * written, then the row changed; the replaced files are removed once that has committed. A crash
 * in between leaves only unreferenced files, which the orphan sweep removes.
 */
export async function setReceiptImage(deps: ReceiptDeps, userId: string, id: string, file: { name: string; bytes: Uint8Array }): Promise<Receipt> {
  await ownRow(deps.db, userId, id);
  await storeReceiptImage(deps, userId, id, file, await checkReceiptFile(file.bytes));
  return getReceipt(deps, userId, id);
}

/** The columns that name a receipt's stored file, and where a photo says it was taken. */
export type FileColumns = Required<Pick<typeof receipts.$inferInsert, 'image' | 'latitude' | 'longitude'>>;

/**
 * Files first (`writingFiles`): writes each checked file (and its upright view), then runs `save`
 * with the columns that name them, one set for each file in order.
 */
export function withStoredFiles<T>(
  deps: Pick<ReceiptDeps, 'store'>,
  userId: string,
  files: { file: { name: string; bytes: Uint8Array }; checked: CheckedReceiptFile }[],
  save: (columns: FileColumns[]) => Promise<T>,
): Promise<T> {
  return writingFiles(deps.store, async (put) => {
    const columns: FileColumns[] = [];
    for (const { file, checked } of files) {
      const originalKey = `${userId}/${randomUUID()}`;
      const viewKey = checked.view ? `${originalKey}.view.webp` : null;
      await put(originalKey, file.bytes);
      if (viewKey && checked.view) await put(viewKey, checked.view.bytes);
      const image: StoredReceiptImage = {
        fileName: file.name,
        contentType: checked.contentType,
        size: file.bytes.byteLength,
        originalKey,
        viewKey,
        width: checked.view?.width ?? null,
        height: checked.view?.height ?? null,
      };
      columns.push({ image, latitude: checked.location?.latitude ?? null, longitude: checked.location?.longitude ?? null });
    }
    return save(columns);
  });
}

/** Stores a checked file as the receipt's image (setReceiptImage's work, after the check); the replaced files are removed once that has committed. */
export async function storeReceiptImage(deps: ReceiptDeps, userId: string, id: string, file: { name: string; bytes: Uint8Array }, checked: CheckedReceiptFile): Promise<void> {
  const replaced = await withStoredFiles(deps, userId, [{ file, checked }], ([columns]) =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ image: receipts.image }).from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id))).for('update');
      if (!before) throw notFound();
      await tx
        .update(receipts)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(receipts.id, id));
      return before.image;
    }),
  );
  await removeBlobs(deps.store, replaced ? [replaced.originalKey, replaced.viewKey] : []);
}

export async function removeReceiptImage(deps: ReceiptDeps, userId: string, id: string): Promise<Receipt> {
  const before = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ image: receipts.image }).from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id))).for('update');
    if (!row) throw notFound();
    await tx.update(receipts).set({ image: null, latitude: null, longitude: null, updatedAt: new Date() }).where(eq(receipts.id, id));
    return row.image;
  });
  await removeBlobs(deps.store, before ? [before.originalKey, before.viewKey] : []);
  return getReceipt(deps, userId, id);
}

/** The receipt's file: the original as uploaded, or its upright view. */
export async function readReceiptImage(deps: Pick<ReceiptDeps, 'db' | 'store'>, userId: string, id: string, view: boolean) {
  const row = await ownRow(deps.db, userId, id);
  return imageFile(deps.store, row.image, view);
}

async function imageFile(store: BlobStore, image: StoredReceiptImage | null, view: boolean) {
  const key = view && image?.viewKey ? image.viewKey : image?.originalKey;
  const bytes = key ? await store.get(key) : undefined;
  if (!image || !bytes) throw AppError.notFound('Image');
  const asView = view && image.viewKey !== null;
  return {
    bytes,
    fileName: asView ? image.fileName.replace(/\.[^.]*$/, '') + '.webp' : image.fileName,
    contentType: asView ? 'image/webp' : image.contentType,
  };
}

/** Gives the receipt a new public link (an earlier one stops working). */
export async function makeReceiptPublic(deps: ReceiptDeps, userId: string, id: string): Promise<Receipt> {
  const { token, tokenHash } = newToken();
  const [row] = await deps.db
    .update(receipts)
    .set({ publicTokenHash: tokenHash, publicTokenSealed: seal(deps.secret, SEAL_PURPOSE, token) })
    .where(and(eq(receipts.userId, userId), eq(receipts.id, id)))
    .returning({ id: receipts.id });
  if (!row) throw notFound();
  return getReceipt(deps, userId, id);
}

/** Ends the public link: it answers 404 from now on. */
export async function makeReceiptPrivate(deps: ReceiptDeps, userId: string, id: string): Promise<Receipt> {
  const [row] = await deps.db
    .update(receipts)
    .set({ publicTokenHash: null, publicTokenSealed: null })
    .where(and(eq(receipts.userId, userId), eq(receipts.id, id)))
    .returning({ id: receipts.id });
  if (!row) throw notFound();
  return getReceipt(deps, userId, id);
}

async function publicRow(db: Db, token: string) {
  const [row] = await db
    .select({ receiptAt: receipts.receiptAt, receiptZone: receipts.receiptZone, vendor: receipts.vendor, currency: receipts.currency, amountMinor: receipts.amountMinor, image: receipts.image, receiptType: receiptTypes.name })
    .from(receipts)
    .leftJoin(receiptTypes, eq(receiptTypes.id, receipts.receiptTypeId))
    .where(eq(receipts.publicTokenHash, hashToken(token)));
  if (!row) throw AppError.notFound('Receipt');
  return row;
}

/** What a public link shows: only these fields leave the server. */
export async function readPublicReceipt(db: Db, token: string): Promise<PublicReceipt> {
  const row = await publicRow(db, token);
  return {
    receiptAt: zoned(row.receiptAt, row.receiptZone),
    receiptType: row.receiptType,
    vendor: row.vendor,
    currency: row.currency,
    amountMinor: row.amountMinor,
    hasImage: row.image !== null,
    imageIsPdf: row.image?.contentType === 'application/pdf',
  };
}

/** A public receipt's image view (or its PDF). */
export async function readPublicReceiptImage(deps: Pick<ReceiptDeps, 'db' | 'store'>, token: string) {
  const row = await publicRow(deps.db, token);
  return imageFile(deps.store, row.image, true);
}

/** A trip's receipts in one tab per currency (most used first), each with its totals. */
export async function tripReceipts(db: Db, userId: string, tripId: string): Promise<TripReceipts> {
  const [trip] = await db
    .select({ home: sql<string>`coalesce(${users.settings}->>'currency', 'USD')` })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw AppError.notFound('Trip');
  const rows = await selectReceipts(db)
    .where(and(eq(receipts.userId, userId), eq(receipts.tripId, tripId)))
    .orderBy(asc(receipts.currency), desc(receipts.receiptAt), asc(receipts.id));
  const tabs = new Map<string, TripReceipts['tabs'][number]>();
  for (const row of rows) {
    const item = toListItem(row);
    const tab = tabs.get(item.currency) ?? { currency: item.currency, count: 0, totalMinor: 0, homeTotalMinor: 0, unconverted: 0, receipts: [] };
    tab.count += 1;
    // Listed, but counted in the totals only once the user has confirmed what a scan read.
    if (item.unconfirmed.length === 0) {
      tab.totalMinor += item.amountMinor;
      if (item.conversion.homeAmountMinor !== null && item.conversion.homeCurrency === trip.home) tab.homeTotalMinor += item.conversion.homeAmountMinor;
      else tab.unconverted += 1;
    }
    tab.receipts.push(item);
    tabs.set(item.currency, tab);
  }
  return { homeCurrency: trip.home, tabs: [...tabs.values()].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency)) };
}

/** Stored files referenced by receipts among `keys` (for the orphan sweep). */
export async function receiptFilesAmong(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ image: receipts.image, pdfKey: receipts.pdfKey })
    .from(receipts)
    .where(or(inArray(sql`${receipts.image}->>'originalKey'`, keys), inArray(sql`${receipts.image}->>'viewKey'`, keys), inArray(receipts.pdfKey, keys)));
  return new Set(rows.flatMap(filesOf).filter((key): key is string => key !== null));
}
