import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp, type AppDeps } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
import { localStore } from '../storage/local-store.js';
import { recordedStore } from '../storage/recorded-store.js';
import { startMailbox } from './mailbox.js';

/** The database session's zone in tests: not UTC, and not the process's zone either. */
const DB_TIME_ZONE = 'Asia/Kolkata';
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
let opened: Promise<Database> | undefined;
let mailbox: Promise<Mailbox> | undefined;
let filesDir: string | undefined;

/** On PostgreSQL, this worker's own migrated database (global-setup.ts); undefined on PGlite. */
export function testDatabaseUrl(): string | undefined {
  return inject('databaseUrls')?.[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
}

/** This test file's database: opened on first use, closed after the file's tests. */
export function testDatabase(): Promise<Database> {
  opened ??= (async () => {
    const dumpFile = inject('pgliteDumpFile');
    return openDatabase({
      databaseUrl: testDatabaseUrl(),
      loadDataDir: dumpFile ? new Blob([await readFile(dumpFile)]) : undefined,
      timeZone: DB_TIME_ZONE,
    });
  })();
  return opened;
}

/** This test file's SMTP server: a real one on loopback that keeps what it receives. */
export function testMailbox(): Promise<Mailbox> {
  mailbox ??= startMailbox();
  return mailbox;
}

/** This test file's file store: a real directory of its own. */
export function testFilesDir(): string {
  filesDir ??= mkdtempSync(path.join(tmpdir(), 'twt-files-'));
  return filesDir;
}

export async function closeTestResources(): Promise<void> {
  const [database, box, dir] = [opened, mailbox, filesDir];
  opened = undefined;
  mailbox = undefined;
  filesDir = undefined;
  await Promise.all([
    database?.then((d) => d.close()),
    box?.then((b) => b.close()),
    dir ? rm(dir, { recursive: true, force: true }) : undefined,
  ]);
}

/**
 * The real application over this file's database and mailbox (without the client bundle unless
 * `overrides` gives one). Requests may set X-Forwarded-For to act as different clients.
 */
export async function testApp(overrides: Partial<AppDeps> = {}) {
  const [database, box] = await Promise.all([testDatabase(), testMailbox()]);
  const logger = createLogger(process.env.TEST_LOG_LEVEL === 'error' ? 'error' : 'silent');
  const deps: AppDeps = {
    database,
    logger,
    mailer: createMailer({ smtpUrl: box.smtpUrl, from: 'Tracker <no-reply@test.local>', outboxDir: '', logger }),
    auth: { secret: TEST_AUTH_SECRET, secureCookies: false },
    appUrl: 'http://app.test',
    trustProxy: { hops: 1 },
    maxUploadBytes: 25 * 1024 * 1024,
    store: recordedStore(database.db, localStore(testFilesDir())),
    ...overrides,
  };
  return { app: createApp(deps), database: deps.database, mailbox: box };
}
