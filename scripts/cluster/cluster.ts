// The server layout on one machine, as docs/deploy.md describes it: PostgreSQL, an S3-compatible
// store (s3rver), an SMTP server for outgoing mail, several app instances of the production build
// (`node dist/server/index.js`, what `npm start` runs) and HAProxy in front of them with health
// checks, round-robin routing without stickiness, and draining for restarts. Used by `npm run
// cluster` (run.ts), `npm run load` and `npm run faults`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import S3rver from 's3rver';
import { startSmtpSink } from '../../src/server/test/smtp-sink.js';
import { buildIfStale } from '../build.mjs';
import { root } from '../support/serve-built-app.js';

export interface ClusterOptions {
  /** App instances behind the balancer. */
  instances: number;
  /** The balancer's port: the app is at http://localhost:<port>. Each instance takes the next ports. */
  port: number;
  /** Where the cluster keeps its files (the bucket, mail, the secret, HAProxy's configuration). */
  dir: string;
  /** The PostgreSQL database (made when missing). */
  databaseUrl: string;
  /** Where each instance's log lines go. */
  log?: (instance: string, line: string) => void;
}

const asRoot = (command: string[]) => (process.getuid?.() === 0 ? command : ['sudo', ...command]);
const run = (command: string[]) => execFileSync(command[0] ?? '', command.slice(1), { stdio: 'inherit' });
const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** HAProxy from Debian's packages: installed when missing, as `.ci/run` installs what it needs. */
function requireHaproxy() {
  if (has('haproxy')) return;
  console.log('installing haproxy (Debian package)…');
  run(asRoot(['apt-get', 'update', '-qq']));
  run(asRoot(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'haproxy']));
}

/** PostgreSQL answering at the URL's host: the server there, else Debian's local one started; then the database made. */
async function requirePostgres(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const ready = () => {
    try {
      execFileSync('pg_isready', ['-h', url.hostname, '-p', url.port || '5432'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (!ready() && has('pg_ctlcluster') && ['127.0.0.1', 'localhost'].includes(url.hostname)) {
    const version = execFileSync('sh', ['-c', 'ls /etc/postgresql | sort -V | tail -n 1']).toString().trim();
    console.log(`starting Debian's PostgreSQL ${version}…`);
    run(asRoot(['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'start']));
    for (let i = 0; i < 30 && !ready(); i++) await new Promise((r) => setTimeout(r, 1000));
  }
  if (!ready()) throw new Error(`PostgreSQL does not answer at ${url.host}: start it, or set DATABASE_URL`);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const name = url.pathname.slice(1);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** A secret kept in the cluster's directory across runs (sessions outlive a restart of the cluster). */
function keptSecret(file: string) {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const BACKEND = 'app';

const EXITED_UNBIDDEN = 'exited unbidden';

/** An instance's log lines of level error or fatal (pino's 50 and 60), and its exit when not stopped, for the suites to show. */
export function errorLines(instance: string, line: string) {
  if (/"level":(?:50|60)/.test(line) || line.startsWith(EXITED_UNBIDDEN)) console.log(`[${instance}] ${line}`);
}

function haproxyConfig({ port, socket, instances }: { port: number; socket: string; instances: { name: string; port: number; smtpPort: number }[] }) {
  return `# Written by scripts/cluster/cluster.ts; docs/deploy.md explains each line.
global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A request that found no instance (refused, reset before an answer) goes to another one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  # Only reads are sent again after they reached an instance; a write is, only if it never got there.
  http-request disable-l7-retry if !METH_GET
  default_backend ${BACKEND}

backend ${BACKEND}
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port}`).join('\n')}

frontend mail
  mode tcp
  bind 127.0.0.1:${port + 25}
  default_backend mail

backend mail
  mode tcp
  balance roundrobin
  default-server check inter 2s
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.smtpPort}`).join('\n')}
`;
}

/** A command to HAProxy's runtime API (its stats socket); its answer. */
async function haproxyCommand(socket: string, command: string): Promise<string> {
  const conn = connect(socket);
  let answer = '';
  conn.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  conn.end(`${command}\n`);
  await once(conn, 'close');
  return answer;
}

async function waitFor(what: string, check: () => Promise<boolean>, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up in ${seconds} s`);
}

const healthy = async (origin: string) => (await fetch(`${origin}/api/health`)).status === 200;

export interface Instance {
  name: string;
  port: number;
  origin: string;
  process: ChildProcess;
}

export async function startCluster(options: ClusterOptions) {
  const { dir, port } = options;
  mkdirSync(dir, { recursive: true });
  requireHaproxy();
  await requirePostgres(options.databaseUrl);
  await buildIfStale();

  const bucket = 'tracker';
  const s3Options = { address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: bucket, configs: [] }] };
  let s3: S3rver | undefined = new S3rver({ ...s3Options, port: 0 });
  const { port: s3Port } = await s3.run();
  const mailDir = path.join(dir, 'mail');
  mkdirSync(mailDir, { recursive: true });
  let mailCount = 0;
  const mail = await startSmtpSink((raw) => writeFileSync(path.join(mailDir, `${Date.now()}-${++mailCount}.eml`), raw));

  const origin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: keptSecret(path.join(dir, 'auth-secret')),
    APP_URL: origin,
    TRUST_PROXY: '1',
    SMTP_URL: mail.url,
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    IMPORT_MAIL_DOMAIN: 'localhost',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const slots = Array.from({ length: options.instances }, (_, i) => ({ name: `app${i + 1}`, port: port + 1 + i, smtpPort: port + 26 + i }));
  const instances = new Map<string, Instance>();

  /** Instances stopped on purpose; any other exit is logged. */
  const stopped = new WeakSet<ChildProcess>();

  async function startInstance(slot: (typeof slots)[number]): Promise<Instance> {
    const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
      cwd: root,
      env: { ...env, PORT: String(slot.port), IMPORT_SMTP_PORT: String(slot.smtpPort), DATA_DIR: path.join(dir, slot.name) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The last lines that are not pino's (a crash's trace is one), shown when the instance exits unbidden.
    const others: string[] = [];
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        if (!line.startsWith('{') && others.push(line) > 40) others.shift();
        options.log?.(slot.name, line);
      });
    child.on('exit', (code, signal) => {
      if (!stopped.has(child)) options.log?.(slot.name, `${EXITED_UNBIDDEN} (code ${String(code)}, signal ${String(signal)}); its last lines not the log's:\n${others.join('\n')}`);
    });
    const instance = { name: slot.name, port: slot.port, origin: `http://127.0.0.1:${slot.port}`, process: child };
    instances.set(slot.name, instance);
    const exited = once(child, 'exit').then(() => {
      throw new Error(`${slot.name} exited while starting`);
    });
    await Promise.race([waitFor(slot.name, () => healthy(instance.origin)), exited]);
    return instance;
  }

  const stopInstance = async (instance: Instance, signal: NodeJS.Signals = 'SIGTERM') => {
    if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
    stopped.add(instance.process);
    const exited = once(instance.process, 'exit');
    instance.process.kill(signal);
    await exited;
  };
  let balancer: ChildProcess | undefined;
  const stopAll = async () => {
    if (balancer && balancer.exitCode === null && balancer.signalCode === null) {
      const exited = once(balancer, 'exit');
      balancer.kill('SIGTERM');
      await exited;
    }
    await Promise.all([...instances.values()].map((i) => stopInstance(i)));
    await s3?.close();
    await mail.close();
  };

  const socket = path.join(dir, 'haproxy.sock');
  try {
    // One at a time: the first migrates the database, the others find it migrated.
    for (const slot of slots) await startInstance(slot);
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port, socket, instances: slots }));
    balancer = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] });
    const balancerExited = once(balancer, 'exit').then(() => {
      throw new Error('HAProxy exited while starting');
    });
    await Promise.race([waitFor('HAProxy', () => healthy(origin)), balancerExited]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const setState = (name: string, state: 'ready' | 'drain' | 'maint') => haproxyCommand(socket, `set server ${BACKEND}/${name} state ${state}`);

  return {
    origin,
    smtpPort: port + 25,
    mailDir,
    instances: () => [...instances.values()],
    /** Stops an instance at once, as a crash would; the balancer's checks take it out. */
    kill: (name: string) => stopInstance(instances.get(name) as Instance, 'SIGKILL'),
    /** Starts an instance again where it stood (after a kill or a stop). */
    start: async (name: string) => {
      await startInstance(slots.find((s) => s.name === name) as (typeof slots)[number]);
      await setState(name, 'ready');
    },
    /**
     * Restarts every instance in turn without a request lost: each is taken out of rotation, its
     * requests in flight finish (SIGTERM), and it is started again and put back.
     */
    async rollingRestart() {
      for (const slot of slots) {
        await setState(slot.name, 'maint');
        await stopInstance(instances.get(slot.name) as Instance);
        await startInstance(slot);
        await setState(slot.name, 'ready');
      }
    },
    /** The object store: its port and bucket; stopped and started again on the same port and files. */
    store: {
      port: s3Port,
      bucket,
      async stop() {
        await s3?.close();
        s3 = undefined;
      },
      async start() {
        s3 = new S3rver({ ...s3Options, port: s3Port });
        await s3.run();
      },
    },
    stop: stopAll,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
