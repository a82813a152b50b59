// A backup's zip in the file store, as numbered parts: written as the bytes come and read back one
// part at a time, so that no step holds more than a part in memory, on any store (disk or S3).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backups } from '../../db/schema/backups.js';
import type { BlobStore } from '../../storage/blob-store.js';

/** The bytes of one part: large enough for few writes, small enough to hold. */
export const PART_BYTES = 8 * 1024 * 1024;

export const partKey = (userId: string, backupId: string, n: number) => `${userId}/backups/${backupId}/${String(n)}`;

/** The backup a stored key is a part of, and which part; undefined for any other file. */
export function partOfKey(key: string): { backupId: string; n: number } | undefined {
  const m = /^[\da-f-]{36}\/backups\/([\da-f-]{36})\/(\d+)$/.exec(key);
  return m?.[1] && m[2] ? { backupId: m[1], n: Number(m[2]) } : undefined;
}

/** Of `keys`, the parts of backups that still need them (a backup to download, a restore to do). */
export async function partsInUse(db: Db, keys: string[]): Promise<string[]> {
  const parts = keys.flatMap((key) => {
    const part = partOfKey(key);
    return part ? [{ key, ...part }] : [];
  });
  if (parts.length === 0) return [];
  const rows = await db
    .select({ id: backups.id, parts: backups.parts, status: backups.status, kind: backups.kind })
    .from(backups)
    .where(inArray(backups.id, [...new Set(parts.map((p) => p.backupId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return parts
    .filter((p) => {
      const row = byId.get(p.backupId);
      // Parts still being written or waiting for their job are all in use; then only a finished backup's own.
      if (!row || row.status === 'failed') return false;
      return row.status !== 'ready' || (row.kind === 'export' && p.n < row.parts);
    })
    .map((p) => p.key);
}

export class TooLargeError extends Error {}

/**
 * Stores what `source` yields as parts of the backup; refuses (TooLargeError) past `limit` bytes,
 * removing what it wrote. Returns how many parts and bytes.
 */
export async function writeParts(store: BlobStore, userId: string, backupId: string, source: AsyncIterable<Uint8Array>, limit = Number.POSITIVE_INFINITY) {
  // One buffer, filled and stored again and again (the store has the bytes once `put` resolves):
  // each chunk is copied in as it comes and let go, and no part is allocated anew.
  const part = Buffer.allocUnsafe(PART_BYTES);
  let filled = 0;
  let parts = 0;
  let size = 0;
  const flush = async () => {
    await store.put(partKey(userId, backupId, parts), part.subarray(0, filled));
    parts++;
    filled = 0;
  };
  try {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > limit) throw new TooLargeError();
      for (let at = 0; at < chunk.byteLength; ) {
        const taken = Math.min(chunk.byteLength - at, PART_BYTES - filled);
        part.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === PART_BYTES) await flush();
      }
    }
    if (filled > 0) await flush();
  } catch (error) {
    await removeParts(store, userId, backupId, parts);
    throw error;
  }
  return { parts, size };
}

/** The backup's bytes, part after part. */
async function* partBytes(store: BlobStore, userId: string, backupId: string, parts: number): AsyncGenerator<Uint8Array> {
  for (let n = 0; n < parts; n++) {
    const bytes = await store.get(partKey(userId, backupId, n));
    if (!bytes) throw new Error('a part of the backup is missing from the file store');
    yield bytes;
  }
}

/** The backup's bytes for an answer that streams. */
export const readParts = (store: BlobStore, userId: string, backupId: string, parts: number) =>
  Readable.toWeb(Readable.from(partBytes(store, userId, backupId, parts))) as ReadableStream<Uint8Array>;

/** Copies the backup into a local file (the zip reader needs to seek). */
export async function partsToFile(store: BlobStore, userId: string, backupId: string, parts: number, file: string) {
  const out = createWriteStream(file);
  try {
    for await (const bytes of partBytes(store, userId, backupId, parts)) {
      if (!out.write(bytes)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
}

export async function removeParts(store: BlobStore, userId: string, backupId: string, parts: number) {
  for (let n = 0; n < parts; n++) await store.delete(partKey(userId, backupId, n));
}
