import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.js';
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

describe.runIf(adminUrl)('PostgreSQL migrations', () => {
  it('migrate once when several instances start together', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `twt_lock_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      const [first] = instances;
      const applied = await first?.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as { rows: { n: number }[] } | undefined)?.rows[0]?.n).toBe(await journal());
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
