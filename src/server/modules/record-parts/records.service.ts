import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { RecordType } from '../../../shared/record-parts.js';
import type { Db } from '../../db/client.js';
import { documents, notes, properties, tags } from '../../db/schema/record-parts.js';
import { storedFiles } from '../../db/schema/stored-files.js';
import { AppError } from '../../errors.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { receiptFilesAmong } from '../receipts/receipts.service.js';
import { documentKeys, removeBlobs } from './documents.service.js';
import { notFoundMessage, ownedRecordIds, recordTables } from './record-tables.js';
import { mailImports } from '../../db/schema/imports.js';
import { partsInUse } from '../backups/backup-parts.js';

/**
 * Deletes records with all their parts in one transaction, then their stored files. Either
 * every id is the user's own record and all go, or none does (404).
 */
export async function deleteRecords(
  deps: { db: Db; store: BlobStore },
  recordType: RecordType,
  userId: string,
  ids: string[],
  /**
   * The area's own check or clean-up of linked records, in the same transaction; it returns the
   * stored files of records it removed with their parts (a trip's reservations), to remove after.
   */
  beforeDelete?: (tx: Db, ids: string[]) => Promise<string[] | undefined>,
): Promise<number> {
  const unique = [...new Set(ids)];
  const keys = await deps.db.transaction(async (tx) => {
    // Locked, so that a part written at the same time either waits and finds no record or is deleted here.
    const owned = await ownedRecordIds(tx, recordType, userId, unique, 'update');
    if (owned.length !== unique.length) throw new AppError('NOT_FOUND', notFoundMessage[recordType]);
    const linkedFiles = (await beforeDelete?.(tx, owned)) ?? [];
    const files = await deleteParts(tx, userId, recordType, owned);
    const table = recordTables[recordType];
    await tx.delete(table).where(and(eq(table.userId, userId), inArray(table.id, owned)));
    return [...linkedFiles, ...files];
  });
  await removeBlobs(deps.store, keys);
  return unique.length;
}

/**
 * Deletes the tags, properties, notes and documents of records (which are not tied to them by a
 * foreign key), in the caller's transaction; returns the documents' stored files to remove once
 * it commits.
 */
export async function deleteParts(tx: Db, userId: string, recordType: RecordType, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await documentKeys(tx, userId, recordType, ids);
  for (const part of [tags, properties, notes, documents]) {
    await tx.delete(part).where(and(eq(part.userId, userId), eq(part.recordType, recordType), inArray(part.recordId, ids)));
  }
  return files;
}

/**
 * Removes stored files that this installation wrote (see recordedStore), that no document, receipt,
 * mail import or backup refers to, and that are older than `minAgeMs` (younger ones may belong to an
 * upload whose row is about to commit): leftovers of crashes and of deletions whose file removal
 * failed. A file it did not write, under its prefix or not, is never touched.
 */
export async function sweepOrphanFiles(deps: { db: Db; store: BlobStore }, minAgeMs = 60 * 60_000): Promise<number> {
  // The age on the clock that stamped the keys (the database's), never against the app's.
  const cutoff = sql`now() - make_interval(secs => ${minAgeMs / 1000})`;
  const written = await deps.db.select({ key: storedFiles.key }).from(storedFiles).where(lt(storedFiles.writtenAt, cutoff));
  const candidates = written.map((row) => row.key);
  let removed = 0;
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const referenced = await deps.db
      .select({ storageKey: documents.storageKey, thumbnailKey: documents.thumbnailKey, publicKey: documents.publicKey })
      .from(documents)
      .where(or(inArray(documents.storageKey, batch), inArray(documents.thumbnailKey, batch), inArray(documents.publicKey, batch)));
    const imported = await deps.db.select({ key: mailImports.fileKey }).from(mailImports).where(inArray(mailImports.fileKey, batch));
    const keep = new Set([...referenced.flatMap((r) => [r.storageKey, r.thumbnailKey, r.publicKey]), ...(await receiptFilesAmong(deps.db, batch)), ...imported.map((r) => r.key), ...(await partsInUse(deps.db, batch))]);
    const orphans = batch.filter((key) => !keep.has(key));
    await removeBlobs(deps.store, orphans);
    removed += orphans.length;
  }
  return removed;
}
