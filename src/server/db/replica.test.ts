// Reads on a real streaming replica (Debian's PostgreSQL, started from pg_basebackup of a primary
// of its own): lists come from the replica, a browser that has just written reads the primary,
// and a replica that is down is passed over (with a warning, once a minute at most).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privatePostgres } from '../../../scripts/cluster/postgres.js';
import { freePort } from '../../../scripts/support/serve-built-app.js';
import { testApp } from '../test/harness.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { openDatabase, type Database } from './client.js';

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited 10 s for ${what}`);
}

let primary: ReturnType<typeof privatePostgres>;
let replica: ReturnType<typeof privatePostgres>;
let database: Database;

beforeAll(async () => {
  primary = privatePostgres(mkdtempSync(path.join(tmpdir(), 'twt-primary-')), await freePort());
  replica = privatePostgres(mkdtempSync(path.join(tmpdir(), 'twt-replica-')), await freePort(), { replicaOf: Number(new URL(primary.url).port) });
  database = await openDatabase({ databaseUrl: primary.url, replicaUrl: replica.url });
});

afterAll(async () => {
  await database?.close();
  replica?.dispose();
  primary?.dispose();
});

describe('a streaming replica (DATABASE_REPLICA_URL)', () => {
  it('serves lists, except to a browser that has just written, and is passed over when down', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const { app } = await testApp({ database, logger });
    const replicaDb = database.replica;
    if (!replicaDb) throw new Error('no replica opened');
    const { user } = await createUser(database.db);
    const writer = browser(app);
    const reader = browser(app);
    await writer.signIn(user.email, TEST_PASSWORD);
    await reader.signIn(user.email, TEST_PASSWORD);
    const names = async (b: ReturnType<typeof browser>) => {
      const res = await b.request('/api/v1/customers');
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name);
    };

    const first = await writer.json('/api/v1/customers', 'POST', { name: 'Streamed' });
    expect(first.status).toBe(201);
    expect(first.headers.getSetCookie().join()).toMatch(/twt_primary=1; Max-Age=10; Path=\/api; HttpOnly/);
    await until(async () => (await names(reader)).includes('Streamed'), 'the replica to have the first customer');

    // With replay paused, the replica stays behind: what the reader sees is the replica's.
    await replicaDb.execute(sql`select pg_wal_replay_pause()`);
    expect((await writer.json('/api/v1/customers', 'POST', { name: 'Behind' })).status).toBe(201);
    expect(await names(writer)).toEqual(['Behind', 'Streamed']);
    expect(await names(reader)).toEqual(['Streamed']);
    // A failed change does not pin the reader.
    expect((await reader.json('/api/v1/customers', 'POST', { name: '' })).status).toBe(400);
    expect(reader.jar.has('twt_primary')).toBe(false);
    expect(await names(reader)).toEqual(['Streamed']);
    await replicaDb.execute(sql`select pg_wal_replay_resume()`);
    await until(async () => (await names(reader)).includes('Behind'), 'the replica to catch up');

    // The replica down: reads go to the primary, writes never needed it.
    replica.stop();
    expect(await names(reader)).toEqual(['Behind', 'Streamed']);
    const dashboard = await reader.request('/api/v1/dashboard');
    expect(dashboard.status).toBe(200);
    expect((await reader.request('/api/v1/charts?from=2026-01-01&to=2026-12-31')).status).toBe(200);
    // Said once, not on each of the three reads.
    expect(warnings.filter((line) => line.includes('the read replica failed a read'))).toHaveLength(1);
    replica.start();
    await until(async () => (await replicaDb.execute(sql`select 1`).then(() => true, () => false)), 'the replica to be back');
    expect(await names(reader)).toEqual(['Behind', 'Streamed']);
  });
});
