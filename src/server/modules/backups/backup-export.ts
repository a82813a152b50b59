// Making a backup: every record of the user, read in one consistent snapshot, and every stored file
// they name, into a zip that goes to the file store part by part as it is written.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { queryRows, type Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { BlobStore } from '../../storage/blob-store.js';
import {
  BACKUP_FORMAT,
  columnsOf,
  filePath,
  MANIFEST_PATH,
  MIGRATION_ID,
  PRODUCT,
  PRODUCT_VERSION,
  RECORD_KINDS,
  recordsPath,
  type Manifest,
} from './backup-format.js';
import { writeParts } from './backup-parts.js';

export interface BackupDeps {
  db: Db;
  store: BlobStore;
}

/** Reports `done` of `total` steps (a kind of record, or a file). */
export type Progress = (done: number, total: number) => Promise<void>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every record of the user as JSON text, by kind, read in one snapshot (nothing changes halfway). */
async function readRecords(db: Db, userId: string) {
  return db.transaction(
    async (tx) => {
      const byKind = new Map<string, string[]>();
      for (const kind of RECORD_KINDS) {
        const { sqlName, columns, exact, key } = columnsOf(kind);
        const select = columns.map((c) => (exact.includes(c) ? `t."${c}"::text as "${c}"` : `t."${c}"`)).join(', ');
        const order = key.map((c) => `t."${c}"`).join(', ');
        const result = await queryRows<{ j: string }>(tx, 
          sql`select row_to_json(r)::text as j from (select ${sql.raw(select)} from ${sql.raw(`"${sqlName}"`)} t where t.user_id = ${userId} order by ${sql.raw(order)}) r`,
        );
        byKind.set(kind.name, result.map((row) => row.j));
      }
      const [profile] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
      return { byKind, settings: profile?.settings ?? {} };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The zip entry of `bytes`, handed to the zip only when it asks, and done when the zip has read it.
 * A PassThrough lets go of the bytes once read: the zip keeps every entry's stream until its end,
 * and a stream over an array (Readable.from) would keep every file with it (the backup's whole
 * size in memory, measured).
 */
async function addEntry(zip: yazl.ZipFile, path: string, bytes: Uint8Array, compress: boolean) {
  const stream = new PassThrough().end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  zip.addReadStream(stream, path, { compress, mtime: new Date(0) });
  await once(stream, 'end');
}

/**
 * Writes the user's backup: `manifest.json` (format, product and migration, counts, the digest of
 * every file), `records/<kind>.json` and `files/<key>`. A file the store has lost is left out (and
 * so not listed). Returns the parts and bytes written.
 */
export async function writeBackup(deps: BackupDeps, backup: { id: string; userId: string }, progress: Progress) {
  const { byKind, settings } = await readRecords(deps.db, backup.userId);
  const keys = new Set<string>();
  for (const kind of RECORD_KINDS) {
    if (!kind.files) continue;
    for (const text of byKind.get(kind.name) ?? []) for (const key of kind.files.keys(JSON.parse(text) as Record<string, unknown>)) keys.add(key);
  }
  const total = RECORD_KINDS.length + keys.size;
  let done = 0;
  const step = async () => {
    done++;
    if (done % 100 === 0 || done === total) await progress(done, total);
  };
  await progress(0, total);

  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const written = writeParts(deps.store, backup.userId, backup.id, output);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    product: PRODUCT,
    productVersion: PRODUCT_VERSION,
    migration: MIGRATION_ID,
    exportedAt: new Date().toISOString(),
    userId: backup.userId,
    records: {},
    files: {},
    settings,
  };
  const fill = async () => {
    for (const kind of RECORD_KINDS) {
      const rows = byKind.get(kind.name) ?? [];
      const bytes = Buffer.from(rows.length ? `[\n${rows.join(',\n')}\n]\n` : '[]\n');
      const path = recordsPath(kind.name);
      manifest.records[kind.name] = { path, count: rows.length, columns: columnsOf(kind).columns, sha256: sha256(bytes) };
      await addEntry(zip, path, bytes, true);
      await step();
    }
    for (const key of keys) {
      const bytes = await deps.store.get(key);
      if (bytes) {
        const path = filePath(key);
        manifest.files[key] = { path, size: bytes.byteLength, sha256: sha256(bytes) };
        await addEntry(zip, path, bytes, key.endsWith('.eml'));
      }
      await step();
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_PATH, { compress: true, mtime: new Date(0) });
    zip.end();
  };
  const filled = fill().catch((error: unknown) => {
    output.destroy(error as Error);
    throw error;
  });
  const [result] = await Promise.all([written, filled]);
  return result;
}
