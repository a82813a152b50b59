// Shared by the `npm run bench:*` scripts: the databases to measure on, a seeded user, a signed-in
// client of the real app, and timing. Figures are printed, never asserted.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/server/app.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { createLogger } from '../../src/server/logger.js';
import { createMailer } from '../../src/server/mail/mailer.js';
import { localStore } from '../../src/server/storage/local-store.js';
import { browser, createUser, TEST_PASSWORD } from '../../src/server/test/factories.js';

interface Target {
  name: string;
  database: Database;
  dispose(): Promise<void>;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A database made for the run on the PostgreSQL server of `adminUrl`, migrated; dropped by `dispose`. */
export async function serverDatabase(adminUrl: string) {
  const name = `twt_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      name,
      url: url.toString(),
      database,
      dispose: async () => {
        await database.close();
        await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } catch (error) {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

/** The embedded database in a temporary directory, and PostgreSQL when DATABASE_URL is set (in a database made for the run). */
export async function* benchTargets(): AsyncGenerator<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'twt-bench-'));
  const embedded = await openDatabase({ dataDir: path.join(dir, 'db') });
  yield { name: 'embedded (PGlite)', database: embedded, dispose: async () => { await embedded.close(); rmSync(dir, { recursive: true, force: true }); } };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const server = await serverDatabase(adminUrl);
  yield { name: 'PostgreSQL', database: server.database, dispose: server.dispose };
}

/** The real app on `database`, as the server builds it, with silent logs and files in `filesDir` (a temporary directory unless given). */
export function benchApp(database: Database, filesDir = mkdtempSync(path.join(tmpdir(), 'twt-bench-files-'))) {
  const logger = createLogger('silent');
  return createApp({
    database,
    logger,
    mailer: createMailer({ from: 'bench@localhost', outboxDir: path.join(filesDir, 'outbox'), logger }),
    auth: { secret: randomBytes(32).toString('hex'), secureCookies: false },
    store: localStore(filesDir),
    maxUploadBytes: 25 * 1024 * 1024,
    appUrl: 'http://localhost',
  });
}

/** A new user of `database`, and a browser-like client of `app` signed in as that user with the password. */
export async function signedInUser(database: Database, app: Parameters<typeof browser>[0]) {
  const { user } = await createUser(database.db);
  const client = browser(app);
  const url = await client.signIn(user.email, TEST_PASSWORD);
  if (url.searchParams.get('error')) throw new Error(`sign-in failed: ${url.toString()}`);
  return { user, client };
}

/** A user, and the real app with a browser-like client signed in as that user. */
export async function signedInApp(database: Database) {
  const app = benchApp(database);
  return { app, ...(await signedInUser(database, app)) };
}

/** An app listening over HTTP at `origin`, seen as `browser` sees an in-process one (redirects are not followed). */
export const overHttp = (origin: string) => ({
  request: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(typeof input === 'string' ? new URL(input, origin) : input, { ...init, redirect: 'manual' }),
});

/** Runs `run` `warmup` times unmeasured, then `times` times, and prints the median and p95 in ms. */
export async function measure(label: string, run: () => Promise<void>, { times = 200, warmup = 20 } = {}) {
  for (let i = 0; i < warmup; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN;
  console.log(`  ${label}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${times} runs)`);
}

/** Inserts `rows` in chunks, so that 50,000 rows do not become one giant statement. */
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface Figures {
  median: number;
  p95: number;
}

const figuresOf = (ms: number[]): Figures => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
};

/**
 * Times several calls taking turns, so that the noise of a busy machine falls on each alike and
 * their figures can be compared; prints the median and p95 of each.
 */
export async function measureSideBySide(calls: Record<string, () => Promise<void>>, { times = 200, warmup = 20 } = {}) {
  const entries = Object.entries(calls);
  for (let i = 0; i < warmup; i++) for (const [, run] of entries) await run();
  const ms = new Map<string, number[]>(entries.map(([label]) => [label, []]));
  for (let i = 0; i < times; i++) {
    for (const [label, run] of entries) {
      const started = performance.now();
      await run();
      ms.get(label)?.push(performance.now() - started);
    }
  }
  const result = new Map<string, Figures>();
  for (const [label, list] of ms) {
    const figures = figuresOf(list);
    result.set(label, figures);
    console.log(`  ${label}: median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms (${times} runs)`);
  }
  return result;
}
