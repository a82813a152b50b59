// Reads on a real streaming replica (Debian's PostgreSQL, started from pg_basebackup of a primary
// of its own): lists come from the replica, a browser that has just written reads the primary,
// and a replica more than 5 s behind or down is passed over (with one warning).
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

async function until(check: () => boolean | Promise<boolean>, what: string) {
  // The lag guard needs a note 5 s old and checks every second: 20 s leaves room for a busy machine.
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited 20 s for ${what}`);
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
  it('serves lists, except to a browser that has just written, and is passed over when more than 5 s behind or down', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const logged = (text: string) => lines.filter((line) => line.includes(text)).length;
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
    // The first list read starts the lag guard; the replica serves once it is seen caught up over 5 s.
    expect(await names(reader)).toEqual(['Streamed']);
    await until(() => logged('the read replica is caught up') === 1, 'the replica to be seen caught up');

    // With replay paused, the replica stays behind: what the reader sees is the replica's.
    await replicaDb.execute(sql`select pg_wal_replay_pause()`);
    expect((await writer.json('/api/v1/customers', 'POST', { name: 'Behind' })).status).toBe(201);
    expect(await names(writer)).toEqual(['Behind', 'Streamed']);
    expect(await names(reader)).toEqual(['Streamed']);
    // A failed change does not pin the reader.
    expect((await reader.json('/api/v1/customers', 'POST', { name: '' })).status).toBe(400);
    expect(reader.jar.has('twt_primary')).toBe(false);
    expect(await names(reader)).toEqual(['Streamed']);
    // More than 5 s behind: the reader's lists come from the primary, and that is said once.
    await until(async () => (await names(reader)).includes('Behind'), 'the reads to leave the replica that is behind');
    expect(logged('more than 5 s behind the primary')).toBe(1);
    await replicaDb.execute(sql`select pg_wal_replay_resume()`);
    await until(() => logged('the read replica is caught up') === 2, 'the replica to catch up');
    expect(await names(reader)).toEqual(['Behind', 'Streamed']);

    // The replica down: reads go to the primary, writes never needed it.
    const before = logged('the read replica is behind or failing');
    replica.stop();
    expect(await names(reader)).toEqual(['Behind', 'Streamed']);
    const dashboard = await reader.request('/api/v1/dashboard');
    expect(dashboard.status).toBe(200);
    expect((await reader.request('/api/v1/charts?from=2026-01-01&to=2026-12-31')).status).toBe(200);
    // Said once, not on each of the three reads.
    expect(logged('the read replica is behind or failing') - before).toBe(1);
    replica.start();
    await until(() => logged('the read replica is caught up') === 3, 'the replica to be back');
    expect(await names(reader)).toEqual(['Behind', 'Streamed']);
  }, 120_000);
});
