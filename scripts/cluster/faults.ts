// `npm run faults`: the cluster (cluster.ts, two instances) through faults, each followed by a check
// that nothing acknowledged was lost and nothing was made twice:
// - kill -9 of an instance during FAULT_WRITES (1,000) concurrent creates and photo uploads: every
//   create answered 201 is in the database, the ones that got no answer, sent again with their
//   Idempotency-Key, make no second record, and every stored photo's files are in the bucket;
// - the object store stopped: uploads are refused with a clear answer and the receipt keeps its
//   photo; once it is back, uploads work again without a restart;
// - PostgreSQL stopped for 10 s (a server of the suite's own, postgres.ts): every request answers
//   503 at once instead of hanging, and once it is back the instances serve again, unrestarted.
// Prints a table of each fault and what was lost; exits 1 when anything was. CI runs a short form
// (`FAULT_WRITES=200`).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { and, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { customers } from '../../src/server/db/schema/customers.js';
import { receipts } from '../../src/server/db/schema/receipts.js';
import { browser, createUser, TEST_PASSWORD } from '../../src/server/test/factories.js';
import { overHttp, serverDatabase } from '../bench/support.js';
import { wholeSetting } from '../support/settings.js';
import { formatTable } from '../support/table.js';
import { errorLines, startCluster, type Cluster } from './cluster.js';
import { privatePostgres } from './postgres.js';

const WRITES = wholeSetting('FAULT_WRITES', 1000);
const PORT = wholeSetting('FAULT_PORT', 18180);
const PG_PORT = wholeSetting('FAULT_PG_PORT', 55432);
const CONCURRENCY = 100;
const OUTAGE_MS = 10_000;
/** The longest an answer may take while the database is down: longer is a hang. */
const QUICK_MS = 5_000;

const dir = mkdtempSync(path.join(tmpdir(), 'twt-faults-'));
const postgres = privatePostgres(mkdtempSync(path.join(tmpdir(), 'twt-faults-pg-')), PG_PORT);
const run = await serverDatabase(postgres.url);
const rows: string[][] = [];
let lost = 0;
let cluster: Cluster | undefined;

/** Runs `jobs` with at most CONCURRENCY at a time; calls `midway` once a third have finished. */
async function concurrently<T>(jobs: (() => Promise<T>)[], midway: () => Promise<void>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  let done = 0;
  let fired: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await (jobs[i] as () => Promise<T>)();
        if (++done >= jobs.length / 3) fired ??= midway();
      }
    }),
  );
  await fired;
  return results;
}

try {
  cluster = await startCluster({ instances: 2, port: PORT, dir, databaseUrl: run.url, log: errorLines });
  const { user } = await createUser(run.database.db);
  const client = browser(overHttp(cluster.instances()[0]?.origin ?? ''));
  await client.signIn(user.email, TEST_PASSWORD);
  const origin = cluster.origin;
  const headers = { Cookie: client.jar.header, Origin: origin };
  const receiptRows = await run.database.db
    .insert(receipts)
    .values(Array.from({ length: 20 }, (_, i) => ({ userId: user.id, receiptAt: new Date(), receiptZone: 'UTC', receiptDate: new Date().toISOString().slice(0, 10), payment: 'F' as const, currency: 'USD', amountMinor: 100 + i, homeCurrency: 'USD', homeAmountMinor: 100 + i, rate: '1', rateSource: 'same' as const })))
    .returning({ id: receipts.id });
  const photo = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#f4f1e8' } }).jpeg().toBuffer();
  const upload = (receiptId: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'receipt.jpg', { type: 'image/jpeg' }));
    return fetch(`${origin}/api/v1/receipts/${receiptId}/image`, { method: 'PUT', headers, body: form });
  };

  // ---- kill -9 during concurrent writes and uploads ----
  const tag = `Fault ${randomUUID().slice(0, 8)}`;
  const writes = Array.from({ length: WRITES }, (_, i) => ({ name: `${tag} ${i}`, key: randomUUID() }));
  const create = (w: (typeof writes)[number]) =>
    fetch(`${origin}/api/v1/customers`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': w.key }, body: JSON.stringify({ name: w.name }) })
      .then(async (res) => ({ status: res.status, id: res.status === 201 ? ((await res.json()) as { id: string }).id : undefined }))
      .catch(() => ({ status: 0, id: undefined }));
  const killed = cluster.instances()[1]?.name ?? '';
  const jobs = [
    ...writes.map((w) => () => create(w)),
    ...Array.from({ length: Math.round(WRITES / 5) }, (_, i) => () => upload(receiptRows[i % receiptRows.length]?.id ?? '').then((r) => ({ status: r.status, id: undefined }), () => ({ status: 0, id: undefined }))),
  ];
  const results = await concurrently(jobs, () => cluster?.kill(killed) ?? Promise.resolve());
  const created = results.slice(0, WRITES);
  const acknowledged = created.filter((r) => r.id).map((r) => r.id as string);
  const stored = new Set((await run.database.db.select({ id: customers.id }).from(customers).where(inArray(customers.id, acknowledged))).map((r) => r.id));
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  // The ones without an answer, sent again as a client would, with the same key.
  const unanswered = writes.filter((_, i) => !created[i]?.id);
  const retried = await Promise.all(unanswered.map(create));
  const named = await run.database.db.select({ name: customers.name }).from(customers).where(and(eq(customers.userId, user.id), like(customers.name, `${tag} %`)));
  const twice = named.length - new Set(named.map((r) => r.name)).size;
  const absent = WRITES - new Set(named.map((r) => r.name)).size;
  const uploads = results.slice(WRITES);
  const s3 = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${String(cluster.store.port)}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const images = await run.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.userId, user.id));
  const keys = images.flatMap((r) => (r.image ? [r.image.originalKey, r.image.viewKey].filter((k): k is string => Boolean(k)) : []));
  let halfFiles = 0;
  for (const key of keys) await s3.send(new HeadObjectCommand({ Bucket: cluster.store.bucket, Key: key })).catch(() => halfFiles++);
  const lostHere = missing + twice + absent + halfFiles + retried.filter((r) => !r.id).length;
  lost += lostHere;
  rows.push([
    `kill -9 ${killed} during ${WRITES} creates and ${uploads.length} uploads, ${CONCURRENCY} at a time`,
    `${acknowledged.length} created (201), ${unanswered.length} unanswered and sent again; uploads ${uploads.filter((u) => u.status === 200).length} of ${uploads.length} answered 200`,
    `${missing} acknowledged missing, ${twice} made twice, ${absent} never made, ${halfFiles} of ${keys.length} photo files missing`,
  ]);
  await cluster.start(killed);

  // ---- the object store stopped ----
  const target = receiptRows[0]?.id ?? '';
  const [before] = await run.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.id, target));
  await cluster.store.stop();
  const started = performance.now();
  const refused = await upload(target);
  const refusedMs = performance.now() - started;
  const body = ((await refused.json().catch(() => ({}))) as { error?: { message?: string } }).error ?? {};
  const [during] = await run.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.id, target));
  await cluster.store.start();
  const again = await upload(target);
  const kept = JSON.stringify(during?.image) === JSON.stringify(before?.image);
  const storeLost = (refused.status === 503 && body.message === 'Error connecting' ? 0 : 1) + (kept ? 0 : 1) + (again.status === 200 ? 0 : 1);
  lost += storeLost;
  rows.push([
    'object store stopped, a photo uploaded',
    `answered ${refused.status} '${body.message ?? ''}' in ${refusedMs.toFixed(0)} ms; the receipt's photo ${kept ? 'unchanged' : 'CHANGED'}; after the store is back: ${again.status}`,
    storeLost ? `${storeLost} checks failed` : 'nothing',
  ]);

  // ---- PostgreSQL stopped for 10 s ----
  postgres.stop();
  const outage: { status: number; ms: number }[] = [];
  for (const until = Date.now() + OUTAGE_MS; Date.now() < until; ) {
    const asked = performance.now();
    const res = await fetch(`${origin}/api/v1/customers`, { headers }).catch(() => undefined);
    outage.push({ status: res?.status ?? 0, ms: performance.now() - asked });
    await new Promise((r) => setTimeout(r, 250));
  }
  postgres.start();
  const restarted = performance.now();
  let recoveredMs = Number.NaN;
  for (let i = 0; i < 600 && Number.isNaN(recoveredMs); i++) {
    if ((await fetch(`${origin}/api/v1/customers`, { headers }).catch(() => undefined))?.status === 200) recoveredMs = performance.now() - restarted;
    else await new Promise((r) => setTimeout(r, 100));
  }
  const after = await create({ name: `${tag} after the outage`, key: randomUUID() });
  const slowest = Math.max(...outage.map((o) => o.ms));
  const statuses = [...new Set(outage.map((o) => o.status))].sort().join(', ');
  const dbLost = (outage.every((o) => o.status === 503) ? 0 : 1) + (slowest < QUICK_MS ? 0 : 1) + (Number.isNaN(recoveredMs) ? 1 : 0) + (after.id ? 0 : 1);
  lost += dbLost;
  rows.push([
    `PostgreSQL stopped for ${OUTAGE_MS / 1000} s`,
    `${outage.length} requests answered ${statuses}, the slowest in ${slowest.toFixed(0)} ms; served again ${(recoveredMs / 1000).toFixed(1)} s after it was back, a create then ${after.status}`,
    dbLost ? `${dbLost} checks failed` : 'nothing',
  ]);
} finally {
  await cluster?.stop().catch(() => undefined);
  await run.dispose().catch(() => undefined);
  postgres.dispose();
  rmSync(dir, { recursive: true, force: true });
}
console.log(formatTable(['fault', 'what happened', 'lost'], rows, new Set()));
console.log(lost ? `\n${lost} things lost or wrong` : '\nnothing lost');
process.exit(lost ? 1 : 0);
