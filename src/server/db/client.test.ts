import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows } from './client.js';
import { users } from './schema/users.js';

const journal = async () =>
  (JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('embedded database', () => {
  it('keeps committed rows across a close and a reopen of its directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'twt-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({ email: 'kept@example.com', firstName: 'Kept', lastName: 'Row' });
      await first.close();
      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** Runs `body` with the URL of a new PostgreSQL database, dropped afterwards, and a client on the server's own. */
async function withNewDatabase(body: (url: string, admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `twt_db_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    await body(url.toString(), admin);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.runIf(adminUrl)('PostgreSQL', () => {
  it('migrates once when several instances start together', () =>
    withNewDatabase(async (url) => {
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      const [first] = instances;
      const applied = await first?.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as { rows: { n: number }[] } | undefined)?.rows[0]?.n).toBe(await journal());
      await Promise.all(instances.map((i) => i.close()));
    }));

  it('outlives the server ending a connection lent to a transaction: the transaction fails, the process goes on', () =>
    withNewDatabase(async (url, admin) => {
      const lost: string[] = [];
      const database = await openDatabase({ databaseUrl: url, onConnectionError: (error) => lost.push(error.message) });
      try {
        const ended = database.db.transaction(async (tx) => {
          const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          // As PostgreSQL stopping does to every connection: between two of the transaction's statements.
          await admin.query('select pg_terminate_backend($1)', [own?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(ended).rejects.toThrow();
        expect(lost).toContain('terminating connection due to administrator command');
        expect(await queryRows<{ one: number }>(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    }));
});
