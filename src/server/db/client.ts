import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { restrictTimeZonesTo } from '../../shared/account.js';

/** The query builder every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a query written in SQL (`sql\`…\``): both engines answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  /**
   * A streaming replica (DATABASE_REPLICA_URL) for reads that tolerate a little lag; absent without
   * one. Only `reading` (http/read-replica.ts) chooses it.
   */
  replica?: Db | undefined;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  /**
   * Runs SQL text as it is, for the job queue (pg-boss's `db` adapter): with `values`, one
   * statement with parameters; without, possibly several statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Beside this module in the source tree, and copied beside the bundle by the server build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: instances starting together queue on it so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

interface OpenOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite in `dataDir` (in memory when absent). */
  databaseUrl?: string | undefined;
  /** A read-only streaming replica of `databaseUrl`'s database; never migrated or written. */
  replicaUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A migrated PGlite data directory dump to start from (the test harness's template). */
  loadDataDir?: Blob | undefined;
  /** Session time zone; tests set a non-UTC one so hidden UTC assumptions fail. */
  timeZone?: string | undefined;
  /** Told of a pooled connection that broke while idle (the pool replaces it). */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/** Per database: how a statement text gets a name (see nameStatement). */
const statementNamers = new WeakMap<Db, (name: string, text: string) => void>();

/**
 * Marks `text` as the named prepared statement `name` of `db`. node-postgres prepares statements
 * that Drizzle names by itself, once per connection; for PGlite, whose Drizzle driver runs
 * everything unnamed, this makes the same happen (see withNamedStatements).
 */
export function nameStatement(db: Db, name: string, text: string): void {
  statementNamers.get(db)?.(name, text);
}

/**
 * Opens the database for the configured mode and applies pending migrations; from then on a zone
 * is valid only if the database knows it too (its zone list read once here).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options) : await openPglite(options);
  const zones = await database.db.select({ name: sql<string>`name` }).from(sql`pg_timezone_names`);
  restrictTimeZonesTo(zones.map((row) => row.name));
  return database;
}

/** Opens (and migrates) an embedded database; the PGlite client is exposed for dumps. */
export async function openPglite({ dataDir, loadDataDir, timeZone }: OpenOptions): Promise<Database & { client: PGlite }> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { loadDataDir });
  if (timeZone) await client.query(`SET TIME ZONE ${quoteLiteral(timeZone)}`);
  // Named statements keep one generic plan from the first run. PostgreSQL would plan them anew on
  // every run while it guesses a generic plan costs more (it does for the week view here), and in
  // PGlite planning a join costs about as much as running it. Unnamed statements are unaffected.
  await client.query('SET plan_cache_mode = force_generic_plan');
  const named = withNamedStatements(client);
  const db = drizzlePglite({ client: named.client });
  await migratePglite(db, { migrationsFolder });
  statementNamers.set(db, named.nameStatement);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    client,
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

/**
 * `client` as Drizzle's driver sees it, running the statements named by `nameStatement` as named
 * prepared statements: parsed and planned once, then only bound and executed. Statements in a
 * transaction stay unnamed: only the top-level `query` is wrapped.
 */
function withNamedStatements(client: PGlite) {
  const names = new Map<string, string>();
  /** Parameter types of the statements parsed so far, to serialize values as `query` does. */
  const parameterTypes = new Map<string, number[]>();
  const send = async (...messages: Uint8Array[]) => {
    const joined = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      joined.set(m, offset);
      offset += m.length;
    }
    // One call with Sync at the end: after an error PostgreSQL skips to Sync, so the session stays usable.
    return (await client.execProtocol(joined)).messages;
  };
  const { serialize } = protocol;
  const runNamed = async (name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> => {
    await client._checkReady();
    // As `query` does: not inside another caller's transaction, and one statement at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let types = parameterTypes.get(name);
        if (!types) {
          types = parse.parseDescribeStatementResults(
            await send(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
          );
          parameterTypes.set(name, types);
        }
        const statementTypes = types;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statementTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          if (serializer) return serializer(value);
          return typeof value === 'string' ? value : JSON.stringify(value);
        });
        const messages = await send(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
        const [result] = parse.parseResults(messages, client.parsers, options);
        if (!result) throw new Error(`no result from statement ${name}`);
        return result;
      }),
    );
  };
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = names.get(text);
    return name ? runNamed(name, text, params, options) : client.query(text, params, options);
  };
  const wrapped = new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields, so they must run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: wrapped, nameStatement: (name: string, text: string) => void names.set(text, name) };
}

async function openPostgres(url: string, { replicaUrl, timeZone, onConnectionError }: OpenOptions): Promise<Database> {
  const open = (connectionString: string, config: pg.PoolConfig = {}) => {
    const pool = new pg.Pool({ connectionString, max: 10, options: timeZone ? `-c TimeZone=${timeZone}` : undefined, ...config });
    // A connection the server ends (PostgreSQL stopping, a backend terminated) emits 'error' on its
    // client, and an 'error' with no listener crashes the process. The pool listens only while a
    // client is idle, not while it is lent to a transaction, so each client gets a listener of its
    // own for its whole life, and the pool's, which would report an idle one twice, does nothing.
    pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
    pool.on('error', () => undefined);
    return pool;
  };
  const pool = open(url);
  // A replica that does not answer soon is passed over for the primary (see `reading`).
  const replicaPool = replicaUrl ? open(replicaUrl, { connectionTimeoutMillis: 2000 }) : undefined;
  await migrateWithLock(pool);
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    replica: replicaPool && drizzlePg({ client: replicaPool }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: (text, values) => pool.query(text, values),
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

/** Holds a session-level advisory lock on one connection while migrating through it. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
