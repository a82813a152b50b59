import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The query builder every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Beside this module in the source tree, and copied beside the bundle by the server build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: instances starting together queue on it so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

interface OpenOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite in `dataDir` (in memory when absent). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A migrated PGlite data directory dump to start from (the test harness's template). */
  loadDataDir?: Blob | undefined;
  /** Session time zone; tests set a non-UTC one so hidden UTC assumptions fail. */
  timeZone?: string | undefined;
  /** Told of a pooled connection that broke while idle (the pool replaces it). */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/** Opens the database for the configured mode and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/** Opens (and migrates) an embedded database; the PGlite client is exposed for dumps. */
export async function openPglite({ dataDir, loadDataDir, timeZone }: OpenOptions): Promise<Database & { client: PGlite }> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { loadDataDir });
  if (timeZone) await client.query(`SET TIME ZONE ${quoteLiteral(timeZone)}`);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, { timeZone, onConnectionError }: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: timeZone ? `-c TimeZone=${timeZone}` : undefined,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => onConnectionError?.(error));
  await migrateWithLock(pool);
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
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
