// `npm run bench:backup`: 'Download my data' and 'Restore' for the workload's user (50,000
// timecards, 500 trips, 5,000 reservations, 20,000 receipts each with an image's original and its
// view in the file store, 2,000 mileage entries): the backup's job, its download through the app,
// the upload of the zip into a new account and the restore's job, each beside the size of the data
// (rows and files) and a trivial signed-in call of the same run; the process's peak memory shows
// whether the files were streamed or held (beside the memory before each step: the embedded
// database's heap, and the zip this client downloaded and holds to send back).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import { receipts } from '../../src/server/db/schema/receipts.js';
import { backups } from '../../src/server/db/schema/backups.js';
import { RECORD_KINDS, columnsOf } from '../../src/server/modules/backups/backup-format.js';
import { runBackupJob, startExport } from '../../src/server/modules/backups/backups.service.js';
import { createLogger } from '../../src/server/logger.js';
import { localStore } from '../../src/server/storage/local-store.js';
import { recordedStore } from '../../src/server/storage/recorded-store.js';
import type { Job } from '../../src/server/jobs/queue.js';
import { seedTravel, seedWorkload } from './seed.js';
import { benchApp, benchTargets, measure, signedInUser } from './support.js';

/** A receipt photo's original and its view, as the app keeps them (incompressible, as JPEG and WebP are). */
const ORIGINAL_BYTES = 48 * 1024;
const VIEW_BYTES = 16 * 1024;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

for await (const target of benchTargets()) {
  try {
    const { db } = target.database;
    const filesDir = mkdtempSync(path.join(tmpdir(), 'twt-bench-backup-'));
    const app = benchApp(target.database, filesDir);
    const store = recordedStore(db, localStore(filesDir));
    const deps = { db, store, logger: createLogger('silent') };
    const { user, client } = await signedInUser(target.database, app);
    const { projectIds } = await seedWorkload(target.database, user.id);
    await seedTravel(target.database, user.id, projectIds);
    const rows = await db.select({ id: receipts.id }).from(receipts).where(eq(receipts.userId, user.id));
    let fileBytes = 0;
    for (const [i, { id }] of rows.entries()) {
      const originalKey = `${user.id}/${id}`;
      const viewKey = `${user.id}/${id}.webp`;
      await store.put(originalKey, randomBytes(ORIGINAL_BYTES + (i % 7) * 1024));
      await store.put(viewKey, randomBytes(VIEW_BYTES));
      fileBytes += ORIGINAL_BYTES + (i % 7) * 1024 + VIEW_BYTES;
      await db.update(receipts).set({ image: { fileName: 'receipt.jpg', contentType: 'image/jpeg', size: ORIGINAL_BYTES, originalKey, viewKey, width: 1200, height: 1600 } }).where(eq(receipts.id, id));
    }
    let rowBytes = 0;
    let rowCount = 0;
    for (const kind of RECORD_KINDS) {
      const [size] = await queryRows<{ n: number; bytes: string }>(db, sql`select count(*)::int as n, coalesce(sum(pg_column_size(t)), 0)::text as bytes from ${sql.raw(`"${columnsOf(kind).sqlName}"`)} t where user_id = ${user.id}`);
      rowCount += size?.n ?? 0;
      rowBytes += Number(size?.bytes ?? '0');
    }
    console.log(`${target.name}: ${rowCount.toLocaleString()} records (${mb(rowBytes)} as the database stores them), ${(rows.length * 2).toLocaleString()} files (${mb(fileBytes)})`);
    await measure('GET /api/v1/account/profile (trivial, for scale)', async () => {
      await (await client.request('/api/v1/account/profile')).arrayBuffer();
    }, { times: 50, warmup: 5 });

    const job = (backupId: string) => ({ id: backupId, data: { backupId }, retryCount: 0, retryLimit: 0 }) as unknown as Job<{ backupId: string }>;
    let before = (peakRss = process.memoryUsage().rss);
    let started = performance.now();
    const backup = await startExport(deps, user.id);
    await runBackupJob(deps, job(backup.id));
    const exportMs = performance.now() - started;
    const [made] = await db.select().from(backups).where(eq(backups.id, backup.id));
    if (made?.status !== 'ready') throw new Error(`the backup ended ${made?.status ?? 'missing'}: ${made?.error ?? ''}`);
    console.log(`  backup job: ${seconds(exportMs)}, zip ${mb(made.size)} (data ${mb(rowBytes + fileBytes)}: ${(made.size / (rowBytes + fileBytes)).toFixed(2)}×), peak memory ${mb(peakRss)} (${mb(before)} before it)`);

    started = performance.now();
    const download = await client.request(`/api/v1/account/backups/${backup.id}/file`);
    const zip = new Uint8Array(await download.arrayBuffer());
    console.log(`  download through the app: ${seconds(performance.now() - started)} for ${mb(zip.byteLength)}`);

    const { user: other, client: otherClient } = await signedInUser(target.database, app);
    // What this client sends, made before the figures start: its copy is not the server's memory.
    const body = new Blob([zip]);
    before = peakRss = process.memoryUsage().rss;
    started = performance.now();
    const sent = await otherClient.request('/api/v1/account/restores?name=backup.zip', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body });
    if (sent.status !== 202) throw new Error(`the upload answered ${sent.status}: ${await sent.text()}`);
    const uploadMs = performance.now() - started;
    console.log(`  upload of the zip: ${seconds(uploadMs)}, peak memory ${mb(peakRss)} (${mb(before)} before it, the zip this client holds included)`);
    const { id: restoreId } = (await sent.json()) as { id: string };
    before = peakRss = process.memoryUsage().rss;
    started = performance.now();
    await runBackupJob(deps, job(restoreId));
    const restoreMs = performance.now() - started;
    const [restored] = await db.select().from(backups).where(eq(backups.id, restoreId));
    if (restored?.status !== 'ready') throw new Error(`the restore ended ${restored?.status ?? 'missing'}: ${restored?.error ?? ''}`);
    const added = (restored.result?.records ?? []).reduce((sum, r) => sum + r.added, 0);
    console.log(`  restore job: ${seconds(restoreMs)} (${added.toLocaleString()} records and ${restored.result?.files.added ?? 0} files added to user ${other.id.slice(0, 8)}), peak memory ${mb(peakRss)} (${mb(before)} before it)`);
    started = performance.now();
    await runBackupJob(deps, job((await (async () => {
      const again = await otherClient.request('/api/v1/account/restores?name=backup.zip', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body });
      return ((await again.json()) as { id: string }).id;
    })())));
    console.log(`  the same zip restored again (nothing to add): ${seconds(performance.now() - started)} after its upload`);
  } finally {
    await target.dispose();
  }
}
clearInterval(sampler);
