import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { DocumentInfo, RecordType } from '../../../shared/record-parts.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/record-parts.js';
import { AppError } from '../../errors.js';
import { seal, unseal } from '../../security/seal.js';
import { hashToken, newToken } from '../../security/tokens.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { detectType } from './file-type.js';
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

async function thumbnailOf(bytes: Uint8Array, contentType: string): Promise<Buffer | undefined> {
  if (!contentType.startsWith('image/')) return undefined;
  return sharp(bytes, { failOn: 'none' })
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
 * orphan sweep removes.
 */
export async function uploadDocuments(
  deps: DocumentDeps,
  target: Target,
  files: { name: string; bytes: Uint8Array }[],
): Promise<DocumentInfo[]> {
  const checked = await Promise.all(
    files.map(async (file) => {
      const type = await detectType(file.bytes);
      if (type.executable) throw new AppError('VALIDATION_FAILED', messages.fileTypeNotAllowed, [{ path: 'files', message: `${messages.fileTypeNotAllowed}: ${file.name}` }]);
      return { ...file, contentType: type.contentType };
    }),
  );
  const written: string[] = [];
  try {
    const values: (typeof documents.$inferInsert)[] = [];
    for (const file of checked) {
      const storageKey = `${target.userId}/${randomUUID()}`;
      await deps.store.put(storageKey, file.bytes);
      written.push(storageKey);
      const thumbnail = await thumbnailOf(file.bytes, file.contentType);
      const thumbnailKey = thumbnail ? `${storageKey}.thumb.webp` : null;
      if (thumbnail && thumbnailKey) {
        await deps.store.put(thumbnailKey, thumbnail);
        written.push(thumbnailKey);
      }
      values.push({ ...target, fileName: file.name, contentType: file.contentType, size: file.bytes.byteLength, storageKey, thumbnailKey });
    }
    const rows = await deps.db.transaction(async (tx) => {
      await assertOwnRecord(tx, target.recordType, target.userId, target.recordId);
      return tx.insert(documents).values(values).returning();
    });
    return rows.map((row) => toInfo(deps, row));
  } catch (error) {
    await Promise.all(written.map((key) => deps.store.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** A document's bytes (or its thumbnail's) with what is needed to serve them. */
export async function readDocument(deps: DocumentDeps, target: Target, documentId: string, thumbnail = false) {
  const row = await findDocument(deps.db, target, documentId);
  const key = thumbnail ? row.thumbnailKey : row.storageKey;
  const bytes = key ? await deps.store.get(key) : undefined;
  if (!bytes) throw AppError.notFound('Document');
  return { bytes, fileName: row.fileName, contentType: thumbnail ? 'image/webp' : row.contentType };
}

/** Gives the document a new public link (any earlier link stops working). */
export async function makePublic(deps: DocumentDeps, target: Target, documentId: string): Promise<DocumentInfo> {
  await findDocument(deps.db, target, documentId);
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
  const [row] = await deps.db
    .update(documents)
    .set({ publicTokenHash: null, publicTokenSealed: null, madePublicAt: null })
    .where(and(ofTarget(target), eq(documents.id, documentId)))
    .returning();
  if (!row) throw AppError.notFound('Document');
  return toInfo(deps, row);
}

/** Deletes the row, then (after it is gone for good) the stored files. */
export async function deleteDocument(deps: DocumentDeps, target: Target, documentId: string): Promise<void> {
  const [row] = await deps.db
    .delete(documents)
    .where(and(ofTarget(target), eq(documents.id, documentId)))
    .returning();
  if (!row) throw AppError.notFound('Document');
  await removeBlobs(deps.store, [row.storageKey, row.thumbnailKey]);
}

/** The file a public link opens, or 404. Only the fields meant to be public leave this function. */
export async function readPublicDocument(deps: Pick<DocumentDeps, 'db' | 'store'>, token: string) {
  const [row] = await deps.db
    .select({ storageKey: documents.storageKey, fileName: documents.fileName, contentType: documents.contentType })
    .from(documents)
    .where(eq(documents.publicTokenHash, hashToken(token)));
  const bytes = row ? await deps.store.get(row.storageKey) : undefined;
  if (!row || !bytes) throw AppError.notFound('File');
  return { bytes, fileName: row.fileName, contentType: row.contentType };
}

/** Storage keys of all documents of these records (for deleting them with their records). */
export async function documentKeys(db: Db, userId: string, recordType: RecordType, recordIds: string[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: documents.storageKey, thumbnailKey: documents.thumbnailKey })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.recordType, recordType), inArray(documents.recordId, recordIds)));
  return rows.flatMap((r) => [r.storageKey, ...(r.thumbnailKey ? [r.thumbnailKey] : [])]);
}

/** Deletes stored files; a failure is left to the orphan sweep rather than failing the caller. */
export async function removeBlobs(store: BlobStore, keys: (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((k): k is string => k !== null).map((key) => store.delete(key).catch(() => undefined)));
}
