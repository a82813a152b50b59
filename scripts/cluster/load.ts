// `npm run load`: the cluster (cluster.ts) under a mixed load of reads and writes through HAProxy,
// first with one app instance, then with two. LOAD_USERS seeded users (50), LOAD_CONNECTIONS
// connections (200) for LOAD_DURATION_S seconds (60) of lists, the week, a trip, the dashboard,
// creates, updates and photo uploads at once, each connection one user's; then the customers list
// alone beside the bare references (a Hono JSON hello world, and the same customer page in one SQL
// statement through `pg`, http-server.ts) for LIST_DURATION_S seconds (10) each. Prints throughput,
// p50, p99 and errors per endpoint; exits 1 when any request failed. CI runs a short form
// (`LOAD_USERS=10 LOAD_CONNECTIONS=40 LOAD_DURATION_S=5 LIST_DURATION_S=3`). Also prints the
// figures docs/scaling.md works from: the database's size per seeded user, and per request of the
// mix with one instance, the instance's CPU time and the database's transactions.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../src/server/db/client.js';
import { customers } from '../../src/server/db/schema/customers.js';
import { receipts } from '../../src/server/db/schema/receipts.js';
import { browser, createUser, TEST_PASSWORD } from '../../src/server/test/factories.js';
import { seedCustomers, seedTravel, seedWorkload } from '../bench/seed.js';
import { overHttp, serverDatabase } from '../bench/support.js';
import { formatTable } from '../support/table.js';
import { errorLines, startCluster, type Cluster } from './cluster.js';
import { wholeSetting } from '../support/settings.js';

const USERS = wholeSetting('LOAD_USERS', 50);
const CONNECTIONS = wholeSetting('LOAD_CONNECTIONS', 200);
const DURATION = wholeSetting('LOAD_DURATION_S', 60);
const LIST_DURATION = wholeSetting('LIST_DURATION_S', 10);
const PORT = wholeSetting('LOAD_PORT', 18080);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface LoadUser {
  cookie: string;
  tripId: string;
  customerId: string;
  receiptId: string;
}

interface Part {
  label: string;
  /** Its share of the connections. */
  share: number;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: (user: LoadUser) => string;
  body?: () => string | Buffer;
  contentType?: string;
}

const BOUNDARY = 'load-suite-boundary';
const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#f4f1e8' } }).jpeg({ quality: 80 }).toBuffer();
const upload = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  photo,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const MIX: Part[] = [
  { label: 'GET /api/v1/customers', share: 0.15, method: 'GET', path: () => '/api/v1/customers' },
  { label: 'GET /api/v1/trips', share: 0.15, method: 'GET', path: () => '/api/v1/trips' },
  { label: 'GET /api/v1/timecards/week', share: 0.15, method: 'GET', path: () => '/api/v1/timecards/week' },
  { label: 'GET /api/v1/trips/{id}', share: 0.15, method: 'GET', path: (u) => `/api/v1/trips/${u.tripId}` },
  { label: 'GET /api/v1/dashboard', share: 0.1, method: 'GET', path: () => '/api/v1/dashboard' },
  { label: 'POST /api/v1/customers', share: 0.1, method: 'POST', path: () => '/api/v1/customers', body: () => JSON.stringify({ name: `Load ${randomUUID()}` }), contentType: 'application/json' },
  { label: 'PATCH /api/v1/customers/{id}', share: 0.1, method: 'PATCH', path: (u) => `/api/v1/customers/${u.customerId}`, body: () => JSON.stringify({ info: `Changed ${randomUUID()}` }), contentType: 'application/json' },
  { label: 'PUT /api/v1/receipts/{id}/image', share: 0.1, method: 'PUT', path: (u) => `/api/v1/receipts/${u.receiptId}/image`, body: () => upload, contentType: `multipart/form-data; boundary=${BOUNDARY}` },
];

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run of `connections` connections, each taking one user's turn. */
async function hammer(origin: string, part: Part, users: LoadUser[], connections: number, seconds: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: part.method,
        setupRequest: (request, context: { user?: LoadUser }) => {
          context.user ??= users[next++ % users.length];
          const user = context.user as LoadUser;
          return {
            ...request,
            path: part.path(user),
            headers: {
              Cookie: user.cookie,
              ...(part.method === 'GET' ? {} : { Origin: origin, 'Content-Type': part.contentType ?? 'application/json' }),
            },
            ...(part.body ? { body: part.body() } : {}),
          };
        },
      },
    ],
  });
  const failed = Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, s]) => (/^2/.test(code) ? n : n + (s.count ?? 0)), 0);
  return { label: part.label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + failed };
}

/** Every part of the mix at once, the connections shared by their shares. */
const mixed = (origin: string, users: LoadUser[], seconds: number) =>
  Promise.all(MIX.map((part) => hammer(origin, part, users, Math.max(1, Math.round(part.share * CONNECTIONS)), seconds)));

const table = (rows: Figures[], base?: number) =>
  formatTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', ...(base ? ['vs 1-stmt'] : [])],
    rows.map((r) => [r.label, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), ...(base ? [(r.rps / base).toFixed(2)] : [])]),
    new Set([1, 2, 3, 4, 5]),
  );

/** The bare references (http-server.ts), in their own process. */
async function startReference(databaseUrl: string, userId: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../bench/http-server.ts', import.meta.url)), 'reference'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_USER_ID: userId },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { origin: `http://127.0.0.1:${message.port}`, child };
}

/** CPU seconds process `pid` has used, user and system (Linux, /proc; 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const run = await serverDatabase(adminUrl);
const databaseBytes = async () => Number((await queryRows<{ n: string }>(run.database.db, sql`select pg_database_size(current_database()) as n`))[0]?.n);
const transactions = async () => {
  // Statistics reach pg_stat_database within a second of a transaction's end.
  await new Promise((r) => setTimeout(r, 1100));
  return Number((await queryRows<{ n: string }>(run.database.db, sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`))[0]?.n);
};
const dir = mkdtempSync(path.join(tmpdir(), 'twt-load-'));
let cluster: Cluster | undefined;
let reference: ChildProcess | undefined;
let failures = 0;
try {
  const seeded = performance.now();
  const emptyBytes = await databaseBytes();
  const people = [];
  for (let i = 0; i < USERS; i++) {
    const { user } = await createUser(run.database.db);
    const { projectIds } = await seedWorkload(run.database, user.id, { projects: 3, assignments: 10, timecards: 200 });
    await seedCustomers(run.database, user.id);
    const { tripIds } = await seedTravel(run.database, user.id, projectIds, 10);
    people.push({ user, tripId: tripIds[0] ?? '' });
  }
  await run.database.db.execute('vacuum analyze');
  const perUserBytes = ((await databaseBytes()) - emptyBytes) / USERS;
  console.log(`seeded ${USERS} users (20 customers, 10 trips with their reservations and receipts, 200 timecards each) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const phases: { instances: number; mix: Figures[]; list: Figures }[] = [];
  let perRequest = '';
  const users: LoadUser[] = [];
  const bare: Figures[] = [];
  for (const instances of [1, 2]) {
    cluster = await startCluster({ instances, port: PORT, dir, databaseUrl: run.url, log: errorLines });
    if (users.length === 0) {
      // Signed in at an instance directly, each user from an address of its own: through the
      // balancer all come from one, and the sign-in limit (30 an address in 15 minutes) would stop them.
      const direct = cluster.instances()[0]?.origin ?? '';
      for (const { user, tripId } of people) {
        const client = browser(overHttp(direct));
        const url = await client.signIn(user.email, TEST_PASSWORD);
        if (url.searchParams.get('error')) throw new Error(`sign-in failed: ${url.toString()}`);
        const [customer] = await run.database.db.select({ id: customers.id }).from(customers).where(eq(customers.userId, user.id)).limit(1);
        const [receipt] = await run.database.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.userId, user.id)).limit(1);
        users.push({ cookie: client.jar.header, tripId, customerId: customer?.id ?? '', receiptId: receipt?.id ?? '' });
      }
    }
    await mixed(cluster.origin, users, Math.min(3, DURATION));
    const pids = cluster.instances().map((i) => i.process.pid ?? 0);
    const [cpuBefore, xactBefore] = [pids.reduce((n, pid) => n + cpuSeconds(pid), 0), await transactions()];
    const mix = await mixed(cluster.origin, users, DURATION);
    if (instances === 1) {
      const requests = mix.reduce((n, r) => n + r.rps * DURATION, 0);
      const cpuMs = ((pids.reduce((n, pid) => n + cpuSeconds(pid), 0) - cpuBefore) * 1000) / requests;
      perRequest = `per request of the mix (${requests.toFixed(0)} requests, 1 instance): ${cpuMs.toFixed(2)} ms of the instance's CPU, ${(((await transactions()) - xactBefore) / requests).toFixed(2)} database transactions`;
    }
    const list = await hammer(cluster.origin, MIX[0] as Part, users, CONNECTIONS, LIST_DURATION);
    if (bare.length === 0) {
      const ref = await startReference(run.url, people[0]?.user.id ?? '');
      reference = ref.child;
      const bareParts: Part[] = [
        { label: 'reference: Hono JSON hello world', share: 1, method: 'GET', path: () => '/hello' },
        { label: 'reference: Hono + pg, customer page (1 statement)', share: 1, method: 'GET', path: () => '/customers' },
      ];
      for (const part of bareParts) bare.push(await hammer(ref.origin, part, users, CONNECTIONS, LIST_DURATION));
      reference.kill('SIGTERM');
    }
    phases.push({ instances, mix, list });
    await cluster.stop();
    cluster = undefined;
  }

  console.log(`\n${USERS} users, ${CONNECTIONS} connections, PostgreSQL ${run.name}, Node ${process.version}, ${availableParallelism()} cores (the load generator, HAProxy, PostgreSQL and the instances share them)`);
  for (const phase of phases) {
    console.log(`\nmixed load for ${DURATION} s through HAProxy, ${phase.instances} instance${phase.instances > 1 ? 's' : ''}:`);
    console.log(table(phase.mix));
    const total = phase.mix.reduce((n, r) => n + r.rps, 0);
    console.log(`all together: ${total.toFixed(0)} req/s`);
    failures += phase.mix.reduce((n, r) => n + r.errors, 0) + phase.list.errors;
  }
  const base = bare[1]?.rps ?? Number.NaN;
  console.log(`\nthe customers list alone, ${CONNECTIONS} connections for ${LIST_DURATION} s each (the references directly, the app through HAProxy):`);
  console.log(table([...bare, ...phases.map((p) => ({ ...p.list, label: `${p.list.label}, ${p.instances} instance${p.instances > 1 ? 's' : ''}` }))], base));
  console.log(`\nthe database: ${(perUserBytes / 1024).toFixed(0)} KiB per seeded user (tables and indexes, after vacuum)`);
  console.log(perRequest);
  const [one, two] = phases;
  if (one && two) console.log(`second instance: ${(two.list.rps / one.list.rps).toFixed(2)}× the list's throughput, ${(two.mix.reduce((n, r) => n + r.rps, 0) / one.mix.reduce((n, r) => n + r.rps, 0)).toFixed(2)}× the mix's`);
  failures += bare.reduce((n, r) => n + r.errors, 0);
  console.log(failures ? `\n${failures} requests failed` : '\nno request failed');
} finally {
  reference?.kill('SIGTERM');
  await cluster?.stop();
  await run.dispose();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
