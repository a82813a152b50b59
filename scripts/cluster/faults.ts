// `npm run faults`: the cluster (cluster.ts, two instances) through faults, each followed by a check
// that nothing acknowledged was lost and nothing was made twice:
// - kill -9 of an instance during FAULT_WRITES (1,000) concurrent creates, photo uploads and receipt
//   scans: every create answered 201 is in the database, the ones that got no answer, sent again
//   with their Idempotency-Key (again after 2 s, up to three times, while answered 409 'still
//   running' or not at all, as a client does), make no second record, every stored photo's files
//   are in the bucket, and every scan made its receipt once with its reading queued;
// - the object store stopped: uploads are refused with a clear answer and the receipt keeps its
//   photo; once it is back, uploads work again without a restart;
// - PostgreSQL stopped for 10 s (a server of the suite's own, postgres.ts): no instance exits, every
//   request answers 503 at once instead of hanging, and once it is back the instances serve again,
//   unrestarted, and the job queue too: a receipt scanned just before the outage and one scanned
//   after it are read.
// - the disk of an embedded-mode data directory full (a small file system of its own, mounted as
//   root): every change answers 201 or 503 "Not saved: the server's disk is full", nothing else;
//   once space is freed the refused ones sent again with their keys are made once, and every
//   acknowledged one is there.
// Prints a table of each fault and what was lost; exits 1 when anything was. CI runs a short form
// (`FAULT_WRITES=200`).
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../src/server/db/client.js';
import { customers } from '../../src/server/db/schema/customers.js';
import { receipts } from '../../src/server/db/schema/receipts.js';
import { trips } from '../../src/server/db/schema/trips.js';
import { browser, createUser, TEST_PASSWORD } from '../../src/server/test/factories.js';
import { overHttp, serverDatabase } from '../bench/support.js';
import { wholeSetting } from '../support/settings.js';
import { formatTable } from '../support/table.js';
import { withBuiltApp } from '../support/serve-built-app.js';
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

/** How often a client sends a request again while it is answered that its first is still running (409), or not at all, and how long it waits between. */
const RESENDS = 3;
const RESEND_AFTER_MS = 2_000;
/** `send` sent again as a client does: until it is answered, or no longer 'still running' (409). */
async function resent<T extends { status: number }>(send: () => Promise<T>): Promise<T & { sends: number }> {
  for (let sends = 1; ; sends++) {
    const answer = await send();
    if (sends >= RESENDS || (answer.status !== 0 && answer.status !== 409 && answer.status < 502)) return { ...answer, sends };
    await new Promise((r) => setTimeout(r, RESEND_AFTER_MS));
  }
}

/** What requests sent again were answered, where any was not 201 ('(answered 201 ×6, 409 ×1)'; 0: no answer). */
const answeredWith = (answers: { status: number; sends: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const again = answers.reduce((n, a) => n + a.sends - 1, 0);
  const statuses = answers.every((a) => a.status === 201) ? '' : `answered ${[...counts].map(([status, n]) => `${String(status)} ×${String(n)}`).join(', ')}`;
  const parts = [statuses, again > 0 ? `${String(again)} more sends after a 409 or no answer` : ''].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
};

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
  /** The photo as a form's one file, as the app sends it. */
  const photoForm = () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'receipt.jpg', { type: 'image/jpeg' }));
    return form;
  };
  const upload = (receiptId: string) => fetch(`${origin}/api/v1/receipts/${receiptId}/image`, { method: 'PUT', headers, body: photoForm() });
  /** A scan into its own trip (so that each scan's receipts can be counted), with its Idempotency-Key. */
  const scanInto = ({ tripId, key }: { tripId: string; key: string }) => {
    const form = photoForm();
    form.append('tripId', tripId);
    return fetch(`${origin}/api/v1/receipts/scans`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': key }, body: form })
      .then((res) => ({ status: res.status, id: undefined }))
      .catch(() => ({ status: 0, id: undefined }));
  };

  // ---- kill -9 during concurrent writes and uploads ----
  const tag = `Fault ${randomUUID().slice(0, 8)}`;
  const writes = Array.from({ length: WRITES }, (_, i) => ({ name: `${tag} ${i}`, key: randomUUID() }));
  const create = (w: (typeof writes)[number]) =>
    fetch(`${origin}/api/v1/customers`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': w.key }, body: JSON.stringify({ name: w.name }) })
      .then(async (res) => ({ status: res.status, id: res.status === 201 ? ((await res.json()) as { id: string }).id : undefined }))
      .catch(() => ({ status: 0, id: undefined }));
  const scanTrips = await run.database.db
    .insert(trips)
    .values(Array.from({ length: Math.round(WRITES / 10) }, (_, i) => ({ userId: user.id, title: `${tag} scan ${String(i)}` })))
    .returning({ id: trips.id });
  const scans = scanTrips.map((t) => ({ tripId: t.id, key: randomUUID() }));
  const killed = cluster.instances()[1]?.name ?? '';
  const groups = [
    writes.map((w) => () => create(w)),
    Array.from({ length: Math.round(WRITES / 5) }, (_, i) => () => upload(receiptRows[i % receiptRows.length]?.id ?? '').then((r) => ({ status: r.status, id: undefined }), () => ({ status: 0, id: undefined }))),
    scans.map((scan) => () => scanInto(scan)),
  ];
  // Sent mixed, each kind spread evenly over the run, so the kill falls amid every kind; answered in the groups' order.
  const spread = groups.flatMap((group, g) => group.map((job, i) => ({ job: async () => ({ ...(await job()), g, i }), at: (i + 0.5) / group.length }))).sort((a, b) => a.at - b.at);
  const answers = await concurrently(
    spread.map((s) => s.job),
    () => cluster?.kill(killed) ?? Promise.resolve(),
  );
  const results = groups.flatMap((_, g) => answers.filter((a) => a.g === g).sort((a, b) => a.i - b.i));
  const created = results.slice(0, WRITES);
  const acknowledged = created.filter((r) => r.id).map((r) => r.id as string);
  const stored = new Set((await run.database.db.select({ id: customers.id }).from(customers).where(inArray(customers.id, acknowledged))).map((r) => r.id));
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  // The ones without an answer, sent again as a client would, with the same key.
  const unanswered = writes.filter((_, i) => !created[i]?.id);
  const retried = await Promise.all(unanswered.map((w) => resent(() => create(w))));
  const named = await run.database.db.select({ name: customers.name }).from(customers).where(and(eq(customers.userId, user.id), like(customers.name, `${tag} %`)));
  const twice = named.length - new Set(named.map((r) => r.name)).size;
  const absent = WRITES - new Set(named.map((r) => r.name)).size;
  const uploads = results.slice(WRITES, WRITES + Math.round(WRITES / 5));
  // Scans: those without an answer sent again with their keys; then each trip has its one receipt, whose reading is queued.
  const scanned = results.slice(WRITES + uploads.length);
  const rescanned = await Promise.all(scans.filter((_, i) => scanned[i]?.status !== 201).map((scan) => resent(() => scanInto(scan))));
  const perTrip = await queryRows<{ receipts: number; unqueued: number }>(
    run.database.db,
    sql`select count(r.id)::int as receipts, count(r.id) filter (where not exists (select 1 from pgboss.job j where j.id = r.id))::int as unqueued
        from trips t left join receipts r on r.trip_id = t.id where t.id in ${scans.map((scan) => scan.tripId)} group by t.id`,
  );
  const scansTwice = perTrip.filter((t) => t.receipts > 1).length;
  const scansNever = perTrip.filter((t) => t.receipts === 0).length;
  const unqueued = perTrip.reduce((sum, t) => sum + t.unqueued, 0);
  const s3 = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${String(cluster.store.port)}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const images = await run.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.userId, user.id));
  const keys = images.flatMap((r) => (r.image ? [r.image.originalKey, r.image.viewKey].filter((k): k is string => Boolean(k)) : []));
  let halfFiles = 0;
  for (const key of keys) await s3.send(new HeadObjectCommand({ Bucket: cluster.store.bucket, Key: key })).catch(() => halfFiles++);
  const lostHere = missing + twice + absent + halfFiles + retried.filter((r) => !r.id).length + scansTwice + scansNever + unqueued + rescanned.filter((r) => r.status !== 201).length;
  lost += lostHere;
  rows.push([
    `kill -9 ${killed} during ${WRITES} creates, ${uploads.length} uploads and ${scans.length} scans, ${CONCURRENCY} at a time`,
    `${acknowledged.length} created (201), ${unanswered.length} unanswered and sent again${answeredWith(retried)}; uploads ${uploads.filter((u) => u.status === 200).length} of ${uploads.length} answered 200; scans ${scans.length - rescanned.length} answered 201, ${rescanned.length} sent again${answeredWith(rescanned)}`,
    `${missing} acknowledged missing, ${twice} made twice, ${absent} never made, ${halfFiles} of ${keys.length} photo files missing; scans: ${scansTwice} made twice, ${scansNever} never made, ${unqueued} receipts with no reading queued`,
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
  const scan = async () => {
    const res = await fetch(`${origin}/api/v1/receipts/scans`, { method: 'POST', headers, body: photoForm() });
    return ((await res.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  };
  const readingOf = async (id: string) => (await run.database.db.select({ reading: receipts.reading }).from(receipts).where(eq(receipts.id, id)))[0]?.reading;
  const scannedBefore = await scan();
  const readingAtStop = await readingOf(scannedBefore);
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
  const scannedAfter = await scan();
  // A reading cut off by the outage is taken up again when its job expires (2 minutes).
  const readAfter = performance.now();
  const read: Record<string, number> = {};
  for (let i = 0; i < 1800 && Object.keys(read).length < 2; i++) {
    for (const id of [scannedBefore, scannedAfter]) {
      const state = read[id] === undefined ? await readingOf(id).catch(() => undefined) : undefined;
      if (state === 'done' || state === 'failed') read[id] = performance.now() - readAfter;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readIn = (id: string) => (read[id] === undefined ? 'never read' : `read ${(read[id] / 1000).toFixed(1)} s after`);
  const slowest = Math.max(...outage.map((o) => o.ms));
  const statuses = [...new Set(outage.map((o) => o.status))].sort().join(', ');
  const standing = cluster.instances().filter((i) => i.process.exitCode === null && i.process.signalCode === null).length;
  const dbLost = (standing === cluster.instances().length ? 0 : 1) + (outage.every((o) => o.status === 503) ? 0 : 1) + (slowest < QUICK_MS ? 0 : 1) + (Number.isNaN(recoveredMs) ? 1 : 0) + (after.id ? 0 : 1) + (Object.keys(read).length === 2 ? 0 : 1);
  lost += dbLost;
  rows.push([
    `PostgreSQL stopped for ${OUTAGE_MS / 1000} s`,
    `${String(standing)} of ${String(cluster.instances().length)} instances still running; ${outage.length} requests answered ${statuses}, the slowest in ${slowest.toFixed(0)} ms; served again ${(recoveredMs / 1000).toFixed(1)} s after it was back, a create then ${after.status}; jobs: a scan queued before (${readingAtStop ?? 'none'} when it stopped) ${readIn(scannedBefore)}, one after ${readIn(scannedAfter)}`,
    dbLost ? `${dbLost} checks failed` : 'nothing',
  ]);
} finally {
  await cluster?.stop().catch(() => undefined);
  await run.dispose().catch(() => undefined);
  postgres.dispose();
  rmSync(dir, { recursive: true, force: true });
}

// ---- the disk of an embedded data directory full ----
if (process.getuid?.() === 0) {
  const mount = mkdtempSync(path.join(tmpdir(), 'twt-faults-disk-'));
  // Room for a new embedded database (about 41 MB) and a little more.
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mount]);
  try {
    await withBuiltApp(
      async (app) => {
        const headers = { Cookie: app.cookieHeader, Origin: app.origin, 'Content-Type': 'application/json' };
        const create = (name: string, key: string) =>
          fetch(`${app.origin}/api/v1/customers`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': key }, body: JSON.stringify({ name }) }).then(async (res) => ({
            status: res.status,
            message: res.status === 201 ? '' : (((await res.json()) as { error?: { message?: string } }).error?.message ?? ''),
          }));
        const tag = `Disk ${randomUUID().slice(0, 8)}`;
        // Fill the file system: what the database has preallocated is all it has left.
        const filler = openSync(path.join(mount, 'filler'), 'w');
        const chunk = Buffer.alloc(1 << 20, 1);
        try {
          for (;;) writeSync(filler, chunk);
        } catch {
          // ENOSPC: full
        } finally {
          closeSync(filler);
        }
        const sent: { name: string; key: string; status: number; message: string }[] = [];
        let refused = 0;
        for (let i = 0; i < 2000 && refused < 20; i++) {
          const w = { name: `${tag} ${i}`, key: randomUUID() };
          const answer = await create(w.name, w.key);
          sent.push({ ...w, ...answer });
          if (answer.status !== 201) refused++;
        }
        const unclear = sent.filter((s) => s.status !== 201 && !(s.status === 503 && s.message === "Not saved: the server's disk is full")).length;
        rmSync(path.join(mount, 'filler'));
        const again = await Promise.all(sent.filter((s) => s.status !== 201).map((s) => create(s.name, s.key)));
        const names: string[] = [];
        for (let n = 1; ; n++) {
          const res = await fetch(`${app.origin}/api/v1/customers?search=${encodeURIComponent(tag)}&pageSize=100&page=${n}`, { headers });
          const { items } = (await res.json()) as { items: { name: string }[] };
          names.push(...items.map((c) => c.name));
          if (items.length < 100) break;
        }
        const twice = names.length - new Set(names).size;
        const absent = sent.filter((s) => !names.includes(s.name)).length;
        const diskLost = unclear + twice + absent + again.filter((a) => a.status !== 201).length + (refused > 0 ? 0 : 1);
        lost += diskLost;
        rows.push([
          'embedded data directory: its disk full',
          `${sent.length} creates: ${sent.length - refused} answered 201, ${refused} refused (${[...new Set(sent.filter((s) => s.status !== 201).map((s) => `${s.status} '${s.message}'`))].join(', ')}); space freed, the refused sent again: ${again.filter((a) => a.status === 201).length} of ${again.length} made`,
          diskLost ? `${unclear} unclear answers, ${twice} made twice, ${absent} missing${refused ? '' : ', the disk never filled'}` : 'nothing',
        ]);
      },
      { dataDir: path.join(mount, 'data') },
    );
  } finally {
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
} else {
  rows.push(['embedded data directory: its disk full', 'not run: mounting a small file system needs root', '']);
}

console.log(formatTable(['fault', 'what happened', 'lost'], rows, new Set()));
console.log(lost ? `\n${lost} things lost or wrong` : '\nnothing lost');
process.exit(lost ? 1 : 0);
