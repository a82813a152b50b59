import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentInfo, RecordType } from '../../../shared/record-parts.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/record-parts.js';
import { AppError } from '../../errors.js';
import { seal, unseal } from '../../security/seal.js';
import { hashToken, newToken } from '../../security/tokens.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { detectType } from './file-type.js';
import { imageHeader, MAX_MEGAPIXELS, openImage, withoutMetadata } from './images.js';
import { assertOwnRecord } from './record-tables.js';

interface Target {
  userId: string;
  recordType: RecordType;
  recordId: string;
}

export interface DocumentDeps {
  db: Db;
  store: BlobStore;
  /** Signs the public links' sealed tokens. */
  secret: string;
  /** Base of public links, e.g. `https://tracker.example`. */
  origin: string;
}

const SEAL_PURPOSE = 'public-document-link';
export const publicDocumentPath = (token: string) => `/api/public/files/${token}`;
const THUMBNAIL_PX = 320;

type Row = typeof documents.$inferSelect;

function toInfo(deps: Pick<DocumentDeps, 'secret' | 'origin'>, row: Row): DocumentInfo {
  const token = row.publicTokenSealed ? unseal(deps.secret, SEAL_PURPOSE, row.publicTokenSealed) : undefined;
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    hasThumbnail: row.thumbnailKey !== null,
    isPublic: row.publicTokenHash !== null,
    publicUrl: token ? `${deps.origin}${publicDocumentPath(token)}` : null,
  };
}

const ofTarget = ({ userId, recordType, recordId }: Target) =>
  and(eq(documents.userId, userId), eq(documents.recordType, recordType), eq(documents.recordId, recordId));

/** The record's documents, newest first. */
export async function listDocuments(deps: DocumentDeps, target: Target): Promise<DocumentInfo[]> {
  const rows = await deps.db.select().from(documents).where(ofTarget(target)).orderBy(desc(documents.createdAt));
  return rows.map((row) => toInfo(deps, row));
}

async function findDocument(db: Db, target: Target, documentId: string): Promise<Row> {
  const [row] = await db.select().from(documents).where(and(ofTarget(target), eq(documents.id, documentId)));
  if (!row) throw AppError.notFound('Document');
  return row;
}

const refuse = (message: string, fileName: string) => new AppError('VALIDATION_FAILED', message, [{ path: 'files', message: `${message}: ${fileName}` }]);

async function thumbnailOf(bytes: Uint8Array, contentType: string): Promise<Buffer | undefined> {
  if (!contentType.startsWith('image/')) return undefined;
  return openImage(bytes, { failOn: 'none' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => undefined); // an image sharp cannot read still uploads, just without a thumbnail
}

/**
 * Stores uploaded files and their rows. Every file is checked before anything is written; the
 * files are written first and the rows inserted in one transaction that finds the record still
 * there (else 404 and the files removed), so a crash leaves at most unreferenced files, which the
 * orphan sweep removes. `saving` runs that last step: the route's `createdOnce`, which keeps the
 * answer in the same transaction.
 */
export async function uploadDocuments(
  deps: DocumentDeps,
  target: Target,
  files: { name: string; bytes: Uint8Array }[],
  saving: (save: (db: Db) => Promise<DocumentInfo[]>) => Promise<DocumentInfo[]>,
): Promise<DocumentInfo[]> {
  const checked = await Promise.all(
    files.map(async (file) => {
      const type = await detectType(file.bytes);
      if (type.executable) throw refuse(messages.fileTypeNotAllowed, file.name);
      if (type.contentType.startsWith('image/') && (await imageHeader(file.bytes))?.tooLarge) throw refuse(messages.imageTooLarge(MAX_MEGAPIXELS), file.name);
      return { ...file, contentType: type.contentType };
    }),
  );
  return writingFiles(deps.store, async (put) => {
    const values: (typeof documents.$inferInsert)[] = [];
    for (const file of checked) {
      const storageKey = `${target.userId}/${randomUUID()}`;
      await put(storageKey, file.bytes);
      const thumbnail = await thumbnailOf(file.bytes, file.contentType);
      const thumbnailKey = thumbnail ? `${storageKey}.thumb.webp` : null;
      if (thumbnail && thumbnailKey) await put(thumbnailKey, thumbnail);
      values.push({ ...target, fileName: file.name, contentType: file.contentType, size: file.bytes.byteLength, storageKey, thumbnailKey });
    }
    // A transaction of its own, or a part of the caller's.
    return saving((db) =>
      db.transaction(async (tx) => {
        await assertOwnRecord(tx, target.recordType, target.userId, target.recordId);
        return (await tx.insert(documents).values(values).returning()).map((row) => toInfo(deps, row));
      }),
    );
  });
}

/** A document's bytes (or its thumbnail's) with what is needed to serve them. */
export async function readDocument(deps: DocumentDeps, target: Target, documentId: string, thumbnail = false) {
  const row = await findDocument(deps.db, target, documentId);
  const key = thumbnail ? row.thumbnailKey : row.storageKey;
  const bytes = key ? await deps.store.get(key) : undefined;
  if (!bytes) throw AppError.notFound('Document');
  return { bytes, fileName: row.fileName, contentType: thumbnail ? 'image/webp' : row.contentType };
}

/**
 * The key of what the document's public link serves, written first if need be: an image is served
 * as a copy without its metadata (EXIF with the GPS position, XMP, IPTC), the original staying
 * private; any other file is served as uploaded (see docs/decisions/025-uploads-for-strangers.md).
 * Undefined for an image that cannot be written again without its metadata.
 */
async function publicKeyOf(deps: Pick<DocumentDeps, 'db' | 'store'>, row: Pick<Row, 'id' | 'storageKey' | 'contentType' | 'publicKey'>): Promise<string | undefined> {
  if (row.publicKey) return row.publicKey;
  if (!row.contentType.startsWith('image/')) return row.storageKey;
  const bytes = await deps.store.get(row.storageKey);
  const copy = bytes && (await withoutMetadata(bytes, row.contentType));
  if (!copy) return undefined;
  const publicKey = `${row.storageKey}.public`;
  await deps.store.put(publicKey, copy);
  await deps.db.update(documents).set({ publicKey }).where(eq(documents.id, row.id));
  return publicKey;
}

/** Gives the document a new public link (any earlier link stops working). */
export async function makePublic(deps: DocumentDeps, target: Target, documentId: string): Promise<DocumentInfo> {
  const found = await findDocument(deps.db, target, documentId);
  if (!(await publicKeyOf(deps, found))) throw refuse(messages.imageNotPublic, found.fileName);
  const { token, tokenHash } = newToken();
  const [row] = await deps.db
    .update(documents)
    .set({ publicTokenHash: tokenHash, publicTokenSealed: seal(deps.secret, SEAL_PURPOSE, token), madePublicAt: new Date() })
    .where(and(ofTarget(target), eq(documents.id, documentId)))
    .returning();
  if (!row) throw AppError.notFound('Document');
  return toInfo(deps, row);
}

/** Revokes the public link; it answers 404 from now on. */
export async function makePrivate(deps: DocumentDeps, target: Target, documentId: string): Promise<DocumentInfo> {
  const { publicKey } = await findDocument(deps.db, target, documentId);
  const [row] = await deps.db
    .update(documents)
    .set({ publicTokenHash: null, publicTokenSealed: null, madePublicAt: null, publicKey: null })
    .where(and(ofTarget(target), eq(documents.id, documentId)))
    .returning();
  if (!row) throw AppError.notFound('Document');
  await removeBlobs(deps.store, [publicCopy(row.storageKey, publicKey)]);
  return toInfo(deps, row);
}

/** Deletes the row, then (after it is gone for good) the stored files. */
export async function deleteDocument(deps: DocumentDeps, target: Target, documentId: string): Promise<void> {
  const [row] = await deps.db
    .delete(documents)
    .where(and(ofTarget(target), eq(documents.id, documentId)))
    .returning();
  if (!row) throw AppError.notFound('Document');
  await removeBlobs(deps.store, [row.storageKey, row.thumbnailKey, publicCopy(row.storageKey, row.publicKey)]);
}

/** The key of a document's public copy, if it has one apart from the original. */
const publicCopy = (storageKey: string, publicKey: string | null) => (publicKey === storageKey ? null : publicKey);

/**
 * The file a public link opens (never an image's original), or 404. Only the fields meant to be
 * public leave this function. A link made before public copies existed gets its copy now.
 */
export async function readPublicDocument(deps: Pick<DocumentDeps, 'db' | 'store'>, token: string) {
  const [row] = await deps.db
    .select({ id: documents.id, storageKey: documents.storageKey, publicKey: documents.publicKey, fileName: documents.fileName, contentType: documents.contentType })
    .from(documents)
    .where(eq(documents.publicTokenHash, hashToken(token)));
  const key = row && (await publicKeyOf(deps, row));
  const bytes = key ? await deps.store.get(key) : undefined;
  if (!row || !bytes) throw AppError.notFound('File');
  return { bytes, fileName: row.fileName, contentType: row.contentType };
}

/** Storage keys of all documents of these records (for deleting them with their records). */
export async function documentKeys(db: Db, userId: string, recordType: RecordType, recordIds: string[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: documents.storageKey, thumbnailKey: documents.thumbnailKey, publicKey: documents.publicKey })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.recordType, recordType), inArray(documents.recordId, recordIds)));
  return rows.flatMap((r) => [r.storageKey, r.thumbnailKey, publicCopy(r.storageKey, r.publicKey)].filter((key): key is string => key !== null));
}

/** Deletes stored files; a failure is left to the orphan sweep rather than failing the caller. */
export async function removeBlobs(store: BlobStore, keys: (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((k): k is string => k !== null).map((key) => store.delete(key).catch(() => undefined)));
}

/**
 * Files first: `work` writes files through `put`, then saves the rows that name them. When it
 * fails the files it wrote are removed again, so a refused save leaves none behind; a crash in
 * between leaves only files no row names, which the orphan sweep removes.
 */
export async function writingFiles<T>(store: BlobStore, work: (put: (key: string, bytes: Uint8Array) => Promise<void>) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await work(async (key, bytes) => {
      await store.put(key, bytes);
      written.push(key);
    });
  } catch (error) {
    await removeBlobs(store, written);
    throw error;
  }
}
