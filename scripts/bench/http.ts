// `npm run bench:http`: requests per second and latency of API endpoints over real HTTP under load
// (BENCH_CONNECTIONS connections, 64, for BENCH_DURATION_S seconds, 10, each), beside two bare Hono
// references: a JSON hello world, and the same customer page in one SQL statement through `pg`.
// Server mode only: PostgreSQL at DATABASE_URL (the local server by default), in a database made
// for the run. A smaller workload than the other benchmarks': one user with 20 customers, 5
// projects, 20 assignments, 500 timecards over 10 years and 52 in the days around today.
//
// The servers run in child processes (http-server.ts: one for the app, one for the references, both
// `node --import tsx`) and autocannon runs here: on one event loop, the load generator would take
// the time of the server it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { seedAroundNow, seedCustomers, seedWorkload } from './seed.js';
import { overHttp, serverDatabase, signedInUser } from './support.js';
import { wholeSetting } from '../support/settings.js';

const duration = wholeSetting('BENCH_DURATION_S', 10);
const connections = wholeSetting('BENCH_CONNECTIONS', 64);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('./http-server.ts', import.meta.url));

const children: ChildProcess[] = [];

/** Starts http-server.ts as `role` and answers its origin once it listens. */
async function startServer(role: 'app' | 'reference', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry, role], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${role} server exited (${String(code)}) before listening`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stopServers() {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

interface Endpoint {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

/** One response, which must be 200 with JSON, before the load. */
async function probe({ label, url, headers }: Endpoint) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Requests/s, p50 and p99 latency (ms), and the requests that failed or did not answer 200. */
async function load({ url, headers }: Endpoint, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const stats = result.statusCodeStats;
  const not200 = stats ? Object.entries(stats).reduce((n, [code, s]) => (code === '200' ? n : n + (s.count ?? 0)), 0) : result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + not200 };
}

const run = await serverDatabase(adminUrl);
let disposed: Promise<void> | undefined;
const dispose = () => (disposed ??= stopServers().finally(() => run.dispose()));
process.once('SIGINT', () => void dispose().finally(() => process.exit(130)));
try {
  const app = await startServer('app', { BENCH_DATABASE_URL: run.url });
  const { user, client } = await signedInUser(run.database, overHttp(app));
  const { assignments } = await seedWorkload(run.database, user.id, { projects: 5, assignments: 20, timecards: 500 });
  await seedCustomers(run.database, user.id);
  await seedAroundNow(run.database, user.id, assignments);
  // Statistics and visibility maps, as autovacuum keeps them.
  await run.database.db.execute('vacuum analyze');
  const reference = await startServer('reference', { BENCH_DATABASE_URL: run.url, BENCH_USER_ID: user.id });

  const cookie = { Cookie: client.jar.header };
  const hello: Endpoint = { label: 'reference: Hono JSON hello world', url: `${reference}/hello` };
  const onePage: Endpoint = { label: 'reference: Hono + pg, customer page (1 statement)', url: `${reference}/customers` };
  const customers: Endpoint = { label: 'GET /api/v1/customers', url: `${app}/api/v1/customers`, headers: cookie };
  // `date` is optional: without it, the week that holds today in the user's zone.
  const week: Endpoint = { label: 'GET /api/v1/timecards/week', url: `${app}/api/v1/timecards/week`, headers: cookie };
  const projects: Endpoint = { label: 'GET /api/v1/projects', url: `${app}/api/v1/projects`, headers: cookie };
  const endpoints = [hello, onePage, customers, week, projects];

  const answers = new Map<Endpoint, Record<string, unknown>>();
  for (const endpoint of endpoints) answers.set(endpoint, await probe(endpoint));
  // The reference has to answer what the app answers, or the ratio to it means nothing.
  if (!isDeepStrictEqual(answers.get(customers), answers.get(onePage))) throw new Error('the reference customer page differs from the app’s');
  console.log(
    `PostgreSQL ${run.name}: ${String(answers.get(customers)?.total)} customers, ` +
      `${String((answers.get(week)?.entries as unknown[] | undefined)?.length)} timecards this week; ` +
      `${connections} connections, ${duration} s per endpoint after ${Math.min(2, duration)} s of warm-up; ` +
      `Node ${process.version}, ${availableParallelism()} cores`,
  );

  const rows: ({ label: string } & Awaited<ReturnType<typeof load>>)[] = [];
  for (const endpoint of endpoints) {
    await load(endpoint, Math.min(2, duration));
    rows.push({ label: endpoint.label, ...(await load(endpoint, duration)) });
  }
  const base = rows.find((r) => r.label === onePage.label)?.rps ?? Number.NaN;
  const width = Math.max(...rows.map((r) => r.label.length));
  const columns = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(width) : cell.padStart(10))).join('  ');
  console.log(columns(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs 1-stmt']));
  for (const r of rows) {
    console.log(columns([r.label, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), (r.rps / base).toFixed(2)]));
  }
} finally {
  await dispose();
}
