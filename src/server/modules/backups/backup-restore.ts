// Restoring a backup: every byte checked against the manifest before anything is written, then the
// files stored and the records inserted in one transaction, each once: a record the account already
// has (same id, or same project number or receipt type name) is left as it is, so restoring the same
// backup again adds nothing.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { RestoreResult } from '../../../shared/backups.js';
import { backupMessages } from './backup-messages.js';
import { queryRows, type Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema/stored-files.js';
import { users } from '../../db/schema/users.js';
import { detectType } from '../record-parts/file-type.js';
import { sanitizeNoteHtml } from '../record-parts/sanitize.js';
import type { BackupDeps, Progress } from './backup-export.js';
import {
  BACKUP_FORMAT,
  columnsOf,
  MANIFEST_PATH,
  ManifestSchema,
  RECORD_KINDS,
  recordsPath,
  upgraded,
  type BackupContents,
  type BackupRow,
  type Manifest,
  type RecordKind,
} from './backup-format.js';
import { partsToFile } from './backup-parts.js';

/** A backup refused for what it is (not for a failure of ours): said to the user, never tried again. */
export class BackupRefused extends Error {}

/** The largest records file or stored file read into memory; a backup claiming more is refused. */
const MAX_ENTRY_BYTES = 1024 * 1024 * 1024;
const BATCH = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key under the account's own folder, with no way out of it. */
const SAFE_REST = /^(?!backups\/)(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(new BackupRefused(backupMessages.notZip)) : resolve(zip)));
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.has(entry.fileName)) reject(new BackupRefused(backupMessages.tampered(entry.fileName)));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new BackupRefused(backupMessages.notZip)));
    zip.readEntry();
  });
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<{ bytes: Buffer; sha256: string }> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, s) => (error ? reject(new BackupRefused(backupMessages.notZip)) : resolve(s)));
  });
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch {
    throw new BackupRefused(backupMessages.notZip);
  }
  return { bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
}

/** An entry's bytes, checked against the manifest's digest (and size, when it gives one). */
async function checkedEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, expected: { sha256: string; size?: number }): Promise<Buffer> {
  if (entry.uncompressedSize > MAX_ENTRY_BYTES || (expected.size !== undefined && entry.uncompressedSize !== expected.size)) {
    throw new BackupRefused(backupMessages.tampered(entry.fileName));
  }
  const { bytes, sha256 } = await readEntry(zip, entry);
  if (sha256 !== expected.sha256) throw new BackupRefused(backupMessages.tampered(entry.fileName));
  return bytes;
}

/** A stable id of the account's own for a record whose id another account's record has (UUID v5-shaped). */
function derivedId(userId: string, id: string): string {
  const bytes = createHash('sha1').update(`${userId}:${id}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The zip checked entry by entry and read: the manifest, then every record file (files are checked as they are stored). */
async function readChecked(zip: yauzl.ZipFile): Promise<{ contents: BackupContents; entries: Map<string, yauzl.Entry> }> {
  const entries = await entriesOf(zip);
  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry || manifestEntry.uncompressedSize > 64 * 1024 * 1024) throw new BackupRefused(backupMessages.noManifest);
  const manifestText = (await readEntry(zip, manifestEntry)).bytes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new BackupRefused(backupMessages.noManifest);
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT) throw new BackupRefused(backupMessages.newerFormat(format));
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupRefused(backupMessages.noManifest);
  const listed = new Set([MANIFEST_PATH, ...Object.values(manifest.data.records).map((r) => r.path), ...Object.values(manifest.data.files).map((f) => f.path)]);
  for (const name of entries.keys()) if (!listed.has(name)) throw new BackupRefused(backupMessages.tampered(name));
  for (const name of listed) if (!entries.has(name)) throw new BackupRefused(backupMessages.missingEntry(name));

  const records = new Map<string, BackupRow[]>();
  for (const [kind, listing] of Object.entries(manifest.data.records)) {
    const entry = entries.get(listing.path);
    if (!entry) throw new BackupRefused(backupMessages.missingEntry(listing.path));
    const bytes = await checkedEntry(zip, entry, listing);
    let rows: unknown;
    try {
      rows = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new BackupRefused(backupMessages.badRecords(listing.path));
    }
    if (!Array.isArray(rows) || rows.length !== listing.count || !rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
      throw new BackupRefused(backupMessages.badRecords(listing.path));
    }
    records.set(kind, rows as BackupRow[]);
  }
  return { contents: upgraded({ manifest: manifest.data, records }), entries };
}

/** Where a file of the backup goes in this account: the same key under the account's own folder. */
function keyIn(userId: string, key: string): string {
  const slash = key.indexOf('/');
  const rest = slash < 0 ? '' : key.slice(slash + 1);
  if (!SAFE_REST.test(rest)) throw new BackupRefused(backupMessages.badFileKey(key));
  return `${userId}/${rest}`;
}

/**
 * The rows of one kind as this account stores them: ids kept unless another account's record has
 * one (then a stable id of this account's own), the ids they point at mapped the same way, files
 * under the account's folder. Fills `ids` with every id's new value.
 */
async function mapRows(tx: Db, userId: string, kind: RecordKind, rows: BackupRow[], ids: Map<string, string>, detected: Map<string, string>) {
  const { sqlName, hasId, references } = columnsOf(kind);
  const table = sql.raw(`"${sqlName}"`);
  if (hasId) {
    if (!rows.every((r) => typeof r.id === 'string' && UUID.test(r.id))) throw new BackupRefused(backupMessages.badRecords(recordsPath(kind.name)));
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((r) => String(r.id));
      const owners = await queryRows<{ id: string; user_id: string }>(tx, sql`select id, user_id from ${table} where id = any(${`{${batch.join(',')}}`}::uuid[])`);
      const ownerOf = new Map(owners.map((o) => [o.id, o.user_id]));
      for (const id of batch) ids.set(id, ownerOf.get(id) === undefined || ownerOf.get(id) === userId ? id : derivedId(userId, id));
    }
    if (kind.sameAs) {
      const mine = await queryRows<{ id: string; k: string }>(tx, sql`select t.id, ${sql.raw(kind.sameAs)} as k from ${table} t where t.user_id = ${userId}`);
      const byKey = new Map(mine.map((r) => [r.k, r.id]));
      const probe = await queryRows<{ id: string; k: string }>(tx, 
        sql`select t.id, ${sql.raw(kind.sameAs)} as k from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json) t`,
      );
      for (const { id, k } of probe) {
        const same = byKey.get(k);
        if (same !== undefined) ids.set(id, same);
      }
    }
  }
  // The account's own default (payment type) stays its default.
  const hasOne = kind.onlyOne && (await queryRows(tx, sql`select 1 from ${table} where user_id = ${userId} and ${sql.raw(`"${kind.onlyOne}"`)} limit 1`)).length > 0;
  const mapped = (value: unknown) => (typeof value === 'string' ? (ids.get(value) ?? value) : value);
  return rows.map((row) => {
    let out: BackupRow = { ...row, user_id: userId };
    if (hasOne && kind.onlyOne && ids.get(String(row.id)) === row.id) out[kind.onlyOne] = false;
    if (hasId) out.id = mapped(row.id);
    for (const column of references) out[column] = mapped(row[column]);
    if (kind.files) out = kind.files.rekey(out, (key) => keyIn(userId, key));
    if (sqlName === 'notes' && typeof out.html === 'string') out.html = sanitizeNoteHtml(out.html);
    if (sqlName === 'documents' && typeof out.storage_key === 'string') out.content_type = detected.get(out.storage_key) ?? out.content_type;
    return out;
  });
}

/** Inserts the rows a kind does not have yet; returns how many were added. */
async function insertNew(tx: Db, kind: RecordKind, manifest: Manifest, rows: BackupRow[]): Promise<number> {
  const { sqlName, columns, hasId, key } = columnsOf(kind);
  const carried = new Set(manifest.records[kind.name]?.columns ?? []);
  const insert = ['user_id', ...columns.filter((c) => carried.has(c))].map((c) => `"${c}"`).join(', ');
  const table = sql.raw(`"${sqlName}"`);
  const absent = hasId
    ? sql``
    : sql.raw(`where not exists (select 1 from "${sqlName}" t where t.user_id = r.user_id and ${key.map((c) => `t."${c}" is not distinct from r."${c}"`).join(' and ')})`);
  let added = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    const result = await queryRows(
      tx,
      sql`insert into ${table} (${sql.raw(insert)}) select ${sql.raw(insert)} from json_populate_recordset(null::${table}, ${batch}::json) r ${absent} on conflict do nothing returning 1`,
    );
    added += result.length;
  }
  return added;
}

/** Whether the account has no records of its own yet (a new account's receipt types aside). */
async function isEmpty(tx: Db, userId: string): Promise<boolean> {
  for (const kind of RECORD_KINDS) {
    if (kind.name === 'receipt_types') continue;
    const { sqlName } = columnsOf(kind);
    const found = await queryRows(tx, sql`select 1 from ${sql.raw(`"${sqlName}"`)} where user_id = ${userId} limit 1`);
    if (found.length > 0) return false;
  }
  return true;
}

/**
 * Restores the backup stored as `parts` into the user's account. Refuses (BackupRefused) a zip that
 * is damaged, cut short, changed after it was made, or made by a newer version, before changing anything.
 */
export async function restoreBackup(deps: BackupDeps, backup: { id: string; userId: string; parts: number }, progress: Progress): Promise<RestoreResult> {
  const file = path.join(tmpdir(), `twt-restore-${backup.id}.zip`);
  await partsToFile(deps.store, backup.userId, backup.id, backup.parts, file);
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(file);
    const { contents, entries } = await readChecked(zip);
    const { manifest, records } = contents;
    const keys = Object.entries(manifest.files).map(([key, listing]) => ({ key, listing, target: keyIn(backup.userId, key) }));
    const total = keys.length + 1;
    await progress(0, total);

    // Every file is checked before any is stored: a damaged one refuses the whole backup.
    for (const { listing } of keys) {
      const entry = entries.get(listing.path);
      if (!entry) throw new BackupRefused(backupMessages.missingEntry(listing.path));
      await checkedEntry(zip, entry, listing);
    }
    const files = { added: 0, alreadyThere: 0 };
    const detected = new Map<string, string>();
    const stored = new Set<string>();
    for (let i = 0; i < keys.length; i += BATCH) {
      const batch = keys.slice(i, i + BATCH).map((k) => k.target);
      for (const row of await deps.db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch))) stored.add(row.key);
    }
    let done = 0;
    for (const { listing, target } of keys) {
      const entry = entries.get(listing.path);
      if (!entry) throw new BackupRefused(backupMessages.missingEntry(listing.path));
      const bytes = await checkedEntry(zip, entry, listing);
      detected.set(target, (await detectType(bytes)).contentType);
      if (stored.has(target)) files.alreadyThere++;
      else {
        await deps.store.put(target, bytes);
        files.added++;
      }
      if (++done % 100 === 0) await progress(done, total);
    }

    const counts = await deps.db.transaction(async (tx) => {
      // One restore at a time per account: a second one waits, then finds everything there.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backup-restore'), hashtext(${backup.userId}))`);
      const empty = await isEmpty(tx, backup.userId);
      if (empty) {
        // A new account's receipt types give way to the backup's own, so the ids stay the same.
        await tx.execute(sql`delete from receipt_types where user_id = ${backup.userId}`);
        await tx.update(users).set({ settings: manifest.settings }).where(eq(users.id, backup.userId));
      }
      const ids = new Map<string, string>();
      const result: RestoreResult['records'] = [];
      for (const kind of RECORD_KINDS) {
        const rows = records.get(kind.name) ?? [];
        const mapped = await mapRows(tx, backup.userId, kind, rows, ids, detected);
        // A value the database does not take (a date that is none, a check it fails) refuses the backup.
        const added = await insertNew(tx, kind, manifest, mapped).catch((error: unknown) => {
          throw error instanceof BackupRefused ? error : new BackupRefused(backupMessages.badRecords(recordsPath(kind.name)));
        });
        result.push({ kind: kind.name, added, alreadyThere: rows.length - added });
      }
      return result;
    });
    await progress(total, total);
    return { records: counts, files };
  } finally {
    zip?.close();
    await rm(file, { force: true });
  }
}
