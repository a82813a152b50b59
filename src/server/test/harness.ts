import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { createLogger } from '../logger.js';

/** The database session's zone in tests: not UTC, and not the process's zone either. */
const DB_TIME_ZONE = 'Asia/Kolkata';

let opened: Promise<Database> | undefined;

/** This test file's database: opened on first use, closed after the file's tests. */
export function testDatabase(): Promise<Database> {
  opened ??= (async () => {
    const dumpFile = inject('pgliteDumpFile');
    return openDatabase({
      databaseUrl: inject('databaseUrl'),
      loadDataDir: dumpFile ? new Blob([await readFile(dumpFile)]) : undefined,
      timeZone: DB_TIME_ZONE,
    });
  })();
  return opened;
}

export async function closeTestDatabase(): Promise<void> {
  if (!opened) return;
  const database = await opened;
  opened = undefined;
  await database.close();
}

/** The real application over this file's database, without the client bundle. */
export async function testApp() {
  const database = await testDatabase();
  return { app: createApp({ database, logger: createLogger('silent') }), database };
}
