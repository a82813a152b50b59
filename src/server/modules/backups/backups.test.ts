import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '../../../shared/backups.js';
import { backupMessages } from './backup-messages.js';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { startJobQueue, type JobQueue } from '../../jobs/queue.js';
import { createLogger } from '../../logger.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp, testFilesDir } from '../../test/harness.js';
import { localStore } from '../../storage/local-store.js';
import { recordedStore } from '../../storage/recorded-store.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { RECORD_KINDS, type Manifest } from './backup-format.js';
import { startBackupWork } from './backups.service.js';
import { seedEveryKind } from './testing/seed.js';

let ctx: Awaited<ReturnType<typeof testApp>> & { store: BlobStore };
let queue: JobQueue;

beforeAll(async () => {
  const probe = await testApp();
  queue = await startJobQueue({ database: probe.database, logger: createLogger('silent'), pollSeconds: 0.5, stopTimeoutMs: 500 });
  const app = await testApp({ queue });
  // The store the app writes to: the same directory, through the same record of keys.
  ctx = { ...app, store: recordedStore(app.database.db, localStore(testFilesDir())) };
  await startBackupWork({ db: ctx.database.db, store: ctx.store, logger: createLogger('silent'), queue }, { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
});
afterAll(async () => {
  await queue.stop();
});

async function user(settings = { timeZone: 'Europe/Berlin', currency: 'EUR', firstDayOfWeek: 1 as const }) {
  const { user: u } = await createUser(ctx.database.db, { settings });
  const b = browser(ctx.app);
  await b.signIn(u.email, TEST_PASSWORD);
  return { id: u.id, b };
}
type Client = Awaited<ReturnType<typeof user>>['b'];

/** Waits for the backup or restore's job to end. */
async function finished(b: Client, id: string): Promise<Backup> {
  for (let i = 0; i < 200; i++) {
    const backup = (await (await b.request(`/api/v1/account/backups/${id}`)).json()) as Backup;
    if (backup.status === 'ready' || backup.status === 'failed') return backup;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not end');
}

async function backupOf(b: Client): Promise<Uint8Array> {
  const started = await b.request('/api/v1/account/backups', { method: 'POST' });
  expect(started.status).toBe(202);
  const done = await finished(b, ((await started.json()) as Backup).id);
  expect(done).toMatchObject({ status: 'ready', error: '' });
  expect(done.done).toBe(done.total);
  const file = await b.request(`/api/v1/account/backups/${done.id}/file`);
  expect(file.headers.get('content-type')).toBe('application/zip');
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect(bytes.byteLength).toBe(done.size);
  return bytes;
}

async function restore(b: Client, zip: Uint8Array): Promise<Backup> {
  const sent = await b.request('/api/v1/account/restores?name=mine.zip', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: new Blob([new Uint8Array(zip)]) });
  expect(sent.status).toBe(202);
  return finished(b, ((await sent.json()) as Backup).id);
}

const manifestOf = (zip: Uint8Array) => JSON.parse(strFromU8(unzipSync(zip)['manifest.json'] ?? new Uint8Array())) as Manifest;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every record of the user, by kind, as the database has it (the backup's columns, the user's id left out). */
async function recordsOf(userId: string) {
  const out: Record<string, unknown[]> = {};
  for (const kind of RECORD_KINDS) {
    const { sqlName } = { sqlName: getTableConfig(kind.table).name };
    out[kind.name] = await queryRows(ctx.database.db, sql`select to_jsonb(t) - 'user_id' as r from ${sql.raw(`"${sqlName}"`)} t where user_id = ${userId} order by to_jsonb(t) - 'user_id' - 'created_at' - 'updated_at'`);
  }
  return out;
}

/** The account and every file it stored (its records', its backups'), as if it had never been: nothing left for another test's sweep. */
async function wipe(userId: string) {
  const keys = await queryRows<{ key: string }>(ctx.database.db, sql`select key from stored_files where key like ${`${userId}/%`}`);
  await ctx.database.db.delete(users).where(eq(users.id, userId));
  for (const { key } of keys) await ctx.store.delete(key);
}

/** The zip with `change` made to its entries. */
function remade(zip: Uint8Array, change: (entries: Record<string, Uint8Array>) => void): Uint8Array {
  const entries = unzipSync(zip);
  change(entries);
  return zipSync(entries);
}

describe('backup and restore', () => {
  it('carries every table a user owns, or names why it does not', async () => {
    const leftOut = new Set(['calendar_feeds', 'idempotency_keys', 'user_tokens', 'ended_sessions', 'backups']);
    const carried = new Set(RECORD_KINDS.map((k) => getTableConfig(k.table).name));
    const dir = path.resolve(import.meta.dirname, '../../db/schema');
    const modules = await Promise.all(readdirSync(dir).map((f) => import(path.join(dir, f)) as Promise<Record<string, unknown>>));
    const owned = modules
      .flatMap((m) => Object.values(m))
      .filter((t): t is PgTable => t instanceof PgTable)
      .map((t) => getTableConfig(t))
      .filter((c) => c.columns.some((col) => col.name === 'user_id'))
      .map((c) => c.name);
    expect(owned.filter((name) => !carried.has(name) && !leftOut.has(name))).toEqual([]);
  });

  it('a backup restored into a new account brings back every record field by field and every file by hash; again, nothing doubles', async () => {
    const a = await user();
    await seedEveryKind(ctx.database.db, ctx.store, a.id);
    const zip = await backupOf(a.b);
    const manifest = manifestOf(zip);
    expect(manifest).toMatchObject({ format: 1, product: 'travel-work-tracker', migration: '0023_password_change_grace', userId: a.id });
    for (const kind of RECORD_KINDS) expect(manifest.records[kind.name]?.count, kind.name).toBeGreaterThan(0);
    const entries = unzipSync(zip);
    // Originals and views of receipts, a receipt's PDF, documents and thumbnails, a mail.
    expect(Object.keys(manifest.files)).toHaveLength(8);
    for (const [key, file] of Object.entries(manifest.files)) {
      expect(sha(entries[file.path] ?? new Uint8Array()), key).toBe(file.sha256);
      expect(file.sha256).toBe(sha((await ctx.store.get(key)) ?? new Uint8Array()));
    }
    const before = await recordsOf(a.id);
    const files = Object.fromEntries(Object.entries(manifest.files).map(([key, f]) => [key.replace(a.id, ''), f.sha256]));

    // The account goes (with its files); a new one takes the backup.
    await wipe(a.id);
    const b = await user({ timeZone: 'Asia/Tokyo', currency: 'JPY', firstDayOfWeek: 1 });
    const restored = await restore(b.b, zip);
    expect(restored).toMatchObject({ status: 'ready', error: '', result: { files: { added: 8, alreadyThere: 0 } } });
    expect(restored.result?.records.map((r) => r.alreadyThere).every((n) => n === 0)).toBe(true);
    // Same ids, same fields, files under the new account's folder: the records name them there.
    const after = await recordsOf(b.id);
    expect(JSON.parse(JSON.stringify(after).replaceAll(b.id, a.id))).toEqual(before);
    const again = manifestOf(await backupOf(b.b));
    expect(Object.fromEntries(Object.entries(again.files).map(([key, f]) => [key.replace(b.id, ''), f.sha256]))).toEqual(files);
    expect(again.settings).toEqual(manifest.settings);

    // The same zip again: everything is there already.
    const twice = await restore(b.b, zip);
    expect(twice.status).toBe('ready');
    expect(twice.result?.records.map((r) => r.added).every((n) => n === 0)).toBe(true);
    expect(twice.result?.files).toEqual({ added: 0, alreadyThere: 8 });
    expect(await recordsOf(b.id)).toEqual(after);
  });

  it("restored beside the account it came from: the other account's ids are never taken, and a second restore adds nothing", async () => {
    const a = await user();
    await seedEveryKind(ctx.database.db, ctx.store, a.id);
    const zip = await backupOf(a.b);
    const original = await recordsOf(a.id);
    const b = await user();
    const first = await restore(b.b, zip);
    expect(first.status, first.error).toBe('ready');
    const mine = await recordsOf(b.id);
    for (const kind of RECORD_KINDS) expect(mine[kind.name], kind.name).toHaveLength(original[kind.name]?.length ?? -1);
    const ids = (records: Record<string, unknown[]>) => Object.values(records).flatMap((rows) => rows.map((r) => (r as { r: { id?: string } }).r.id).filter(Boolean));
    const shared = ids(mine).filter((id) => ids(original).includes(id));
    expect(shared).toEqual([]);
    expect(await recordsOf(a.id)).toEqual(original);
    const second = await restore(b.b, zip);
    expect(second.result?.records.map((r) => r.added).every((n) => n === 0)).toBe(true);
    expect(await recordsOf(b.id)).toEqual(mine);
  });

  it('the same backup sent twice at once: what is not refused is restored, and every record is there once', async () => {
    const a = await user();
    await seedEveryKind(ctx.database.db, ctx.store, a.id);
    const zip = await backupOf(a.b);
    const original = await recordsOf(a.id);
    const b = await user();
    const send = () => b.b.request('/api/v1/account/restores?name=twice.zip', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: new Blob([new Uint8Array(zip)]) });
    const answers = await Promise.all([send(), send()]);
    const statuses = answers.map((r) => r.status).sort();
    expect([[202, 202], [202, 409]]).toContainEqual(statuses);
    for (const answer of answers) if (answer.status === 202) expect((await finished(b.b, ((await answer.json()) as Backup).id)).status).toBe('ready');
    const mine = await recordsOf(b.id);
    for (const kind of RECORD_KINDS) expect(mine[kind.name], kind.name).toHaveLength(original[kind.name]?.length ?? -1);
  });

  it('an older backup (a column a later migration added is not in it) restores with that column\'s default', async () => {
    const a = await user();
    await seedEveryKind(ctx.database.db, ctx.store, a.id);
    const older = remade(await backupOf(a.b), (entries) => {
      const manifest = JSON.parse(strFromU8(entries['manifest.json'] ?? new Uint8Array())) as Manifest;
      const listing = manifest.records.timecards;
      if (!listing) throw new Error('no timecards');
      const rows = (JSON.parse(strFromU8(entries[listing.path] ?? new Uint8Array())) as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'import_key')));
      const bytes = strToU8(JSON.stringify(rows));
      entries[listing.path] = bytes;
      manifest.records.timecards = { ...listing, columns: listing.columns.filter((c) => c !== 'import_key'), sha256: sha(bytes) };
      manifest.migration = '0018_calendar_feeds';
      entries['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    await wipe(a.id);
    const b = await user();
    const done = await restore(b.b, older);
    expect(done.status, done.error).toBe('ready');
    expect(done.result?.records.find((r) => r.kind === 'timecards')).toEqual({ kind: 'timecards', added: 1, alreadyThere: 0 });
    const [row] = await queryRows<{ import_key: string | null }>(ctx.database.db, sql`select import_key from timecards where user_id = ${b.id}`);
    expect(row).toEqual({ import_key: null });
  });

  describe('a backup that is not what it says is refused with a clear message, and the account stays as it was', () => {
    let zip: Uint8Array;
    let sourceId = '';
    beforeAll(async () => {
      const a = await user();
      sourceId = a.id;
      await seedEveryKind(ctx.database.db, ctx.store, a.id);
      zip = await backupOf(a.b);
    });
    const firstFile = (entries: Record<string, Uint8Array>) => Object.keys(entries).find((p) => p.startsWith('files/')) ?? '';
    const cases: [string, () => Uint8Array, string][] = [
      ['cut short', () => zip.slice(0, Math.floor(zip.byteLength * 0.6)), backupMessages.notZip],
      ['not a zip at all', () => strToU8('x'.repeat(2 * 1024 * 1024)), backupMessages.notZip],
      ['a file changed', () => remade(zip, (e) => { const p = firstFile(e); e[p] = strToU8('changed'); }), backupMessages.tampered('')],
      ['a file added that the manifest does not list', () => remade(zip, (e) => { e['files/extra'] = strToU8('x'); }), backupMessages.tampered('files/extra')],
      ['a file missing', () => remade(zip, (e) => Reflect.deleteProperty(e, firstFile(e))), backupMessages.missingEntry('')],
      ['no manifest', () => remade(zip, (e) => { delete e['manifest.json']; }), backupMessages.noManifest],
      ['a newer format', () => remade(zip, (e) => { e['manifest.json'] = strToU8(JSON.stringify({ ...manifestOf(zip), format: 99 })); }), backupMessages.newerFormat(99)],
      ['records that are not a list', () => remade(zip, (e) => {
        const m = manifestOf(zip);
        const bytes = strToU8('{"not":"a list"}');
        e['records/trips.json'] = bytes;
        m.records.trips = { path: 'records/trips.json', count: 1, columns: m.records.trips?.columns ?? [], sha256: sha(bytes) };
        e['manifest.json'] = strToU8(JSON.stringify(m));
      }), backupMessages.badRecords('records/trips.json')],
      ['a file key that climbs out of the account', () => remade(zip, (e) => {
        const m = manifestOf(zip);
        const bytes = strToU8('evil');
        e['files/evil'] = bytes;
        m.files[`${sourceId}/../../someone-else/x`] = { path: 'files/evil', size: 4, sha256: sha(bytes) };
        e['manifest.json'] = strToU8(JSON.stringify(m));
      }), backupMessages.badFileKey(`${sourceId}/../../someone-else/x`)],
    ];
    it.each(cases)('%s', async (_name, make, message) => {
      const b = await user();
      const before = await recordsOf(b.id);
      const done = await restore(b.b, make());
      expect(done.status).toBe('failed');
      // The tampered and missing cases name the file: the message starts as the template does.
      expect(done.error.startsWith(message.split(': ')[0] ?? message), done.error).toBe(true);
      expect(await recordsOf(b.id)).toEqual(before);
    });
  });

  it("another user's backup is not found, nor its file", async () => {
    const a = await user();
    const started = (await (await a.b.request('/api/v1/account/backups', { method: 'POST' })).json()) as Backup;
    await finished(a.b, started.id);
    const other = await user();
    for (const path of [`/api/v1/account/backups/${started.id}`, `/api/v1/account/backups/${started.id}/file`]) {
      const answer = await other.b.request(path);
      expect(answer.status, path).toBe(404);
    }
    expect(((await (await other.b.request('/api/v1/account/backups')).json()) as Backup[]).map((x) => x.id)).not.toContain(started.id);
  });

  it('a restore with no file is refused and nothing is queued; one larger than the limit is refused and its parts removed', async () => {
    const a = await user();
    const empty = await a.b.request('/api/v1/account/restores', { method: 'POST', headers: { 'Content-Type': 'application/zip' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(backupMessages.fileRequired);
    const small = await testApp({ queue, maxBackupBytes: 1024 });
    const b = browser(small.app);
    const { user: u } = await createUser(ctx.database.db);
    await b.signIn(u.email, TEST_PASSWORD);
    const big = await b.request('/api/v1/account/restores', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: new Uint8Array(4096) });
    expect(big.status).toBe(413);
    expect(((await b.request('/api/v1/account/backups').then((r) => r.json())) as Backup[])).toEqual([]);
  });
});
