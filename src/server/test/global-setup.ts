import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A new, migrated PostgreSQL database for this run (when TEST_DATABASE_URL is set). */
    databaseUrl: string | undefined;
    /** Otherwise: a migrated PGlite data directory dump each test file starts from. */
    pgliteDumpFile: string | undefined;
  }
}

/**
 * Migrates once per run: on PostgreSQL a database of its own, created here and dropped after;
 * on PGlite a dump that every test file loads instead of migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `twt_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    project.provide('databaseUrl', url.toString());
    project.provide('pgliteDumpFile', undefined);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'twt-test-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite({});
  const dump = await database.client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseUrl', undefined);
  project.provide('pgliteDumpFile', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
