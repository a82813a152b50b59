import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** When TEST_DATABASE_URL is set: a new, migrated PostgreSQL database for each worker of this run, by VITEST_POOL_ID (1…). */
    databaseUrls: string[] | undefined;
    /** Otherwise: a migrated PGlite data directory dump each test file starts from. */
    pgliteDumpFile: string | undefined;
  }
}

/**
 * Migrates once per run: on PostgreSQL a database of its own, copied for each worker (files that run at once share
 * no database, nor the service cache that some of them clear), created here and dropped after; on PGlite a dump that
 * every test file loads instead of migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `twt_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const names = [name, ...Array.from({ length: project.vitest.config.maxWorkers }, (_, i) => `${name}_w${i + 1}`)];
    const urlOf = (database: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return url.toString();
    };
    const drop = async () => {
      for (const database of [...names].reverse()) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    };
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      const migrated = await openDatabase({ databaseUrl: urlOf(name) });
      await migrated.close();
      for (const copy of names.slice(1)) await adminQuery(adminUrl, `CREATE DATABASE ${copy} TEMPLATE ${name}`);
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('databaseUrls', names.slice(1).map(urlOf));
    project.provide('pgliteDumpFile', undefined);
    return drop;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'twt-test-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite({});
  const dump = await database.client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseUrls', undefined);
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
