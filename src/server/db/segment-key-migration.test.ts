// Migration 0013 on a database that already holds the doubles a doubled save made: the key is
// computed as the server computes it, exact copies with nothing attached go, everything else
// stays, and the unique index is built.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { segmentKey } from '../modules/trips/reservations.service.js';
import { testDatabaseUrl } from '../test/harness.js';
import { migrationsFolder } from './client.js';

interface Fresh {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** An empty database of the kind the tests run on (PostgreSQL when TEST_DATABASE_URL is set). */
async function freshDatabase(): Promise<Fresh> {
  const url = testDatabaseUrl();
  if (!url) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return { query: async (text) => (await client.query<Record<string, unknown>>(text)).rows, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const name = `twt_migration_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: own.toString(), max: 1 });
  const db = drizzlePg({ client: pool });
  return {
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The migrations folder as it was before 0013. */
async function foldersBefore0013() {
  const dir = await mkdtemp(path.join(tmpdir(), 'twt-migrations-'));
  closers.push(() => rm(dir, { recursive: true, force: true }));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 13);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

it('migrations 0013 and 0017 key the reservations (each leg of a journey by where it leaves from), removes exact doubles with nothing attached, and keeps the rest', async () => {
  const db = await freshDatabase();
  closers.push(() => db.close());
  await db.migrate(await foldersBefore0013());

  const [user] = await db.query(`insert into users (email, first_name, last_name) values ('m@example.com', 'M', 'M') returning id`);
  const [trip, other] = await db.query(`insert into trips (user_id, title) values ('${String(user?.id)}', 'A'), ('${String(user?.id)}', 'B') returning id`);
  const place = `'{"name":"Inn","address":"","latitude":null,"longitude":null}'`;
  const flight = `'{"airlineCode":"KL","flightNumber":"0641","departureAirport":"AMS"}'`;
  const add = async (name: string, values: { trip?: unknown; type?: string; number?: string; notes?: string; zone?: string; flight?: string; from?: string; changed: string }) => {
    const [row] = await db.query(
      `insert into reservations (user_id, trip_id, type, reservation_number, start_at, start_zone, start_place, end_place, notes, flight, updated_at)
       values ('${String(user?.id)}', '${String(values.trip ?? trip?.id)}', '${values.type ?? 'lodging'}', '${values.number ?? 'hx1'}', '2026-05-12T22:30:00Z',
               '${values.zone ?? 'America/New_York'}', ${values.from ? `'{"name":"${values.from}","address":"","latitude":null,"longitude":null}'` : place}, ${place}, '${values.notes ?? ''}', ${values.flight ?? 'null'}, '${values.changed}') returning id`,
    );
    return [name, String(row?.id)] as const;
  };
  const ids = Object.fromEntries([
    // Exact copies: the one changed last stays.
    await add('copyOld', { changed: '2026-01-01T00:00:00Z' }),
    await add('copyNew', { changed: '2026-01-02T00:00:00Z' }),
    // The same flight twice; the older copy has a note attached, so it stays (without the key).
    await add('flightNoted', { type: 'flight', number: 'PNR1', flight, changed: '2026-01-01T00:00:00Z' }),
    await add('flight', { type: 'flight', number: 'PNR1', flight, changed: '2026-01-02T00:00:00Z' }),
    // Not an exact copy: both stay.
    await add('edited', { number: 'ED1', notes: 'late arrival', changed: '2026-01-01T00:00:00Z' }),
    await add('plain', { number: 'ED1', changed: '2026-01-02T00:00:00Z' }),
    // No number, another trip, a zone PostgreSQL does not know.
    await add('noNumber', { number: '', changed: '2026-01-01T00:00:00Z' }),
    await add('otherTrip', { trip: other?.id, changed: '2026-01-01T00:00:00Z' }),
    await add('unknownZone', { number: 'Z1', zone: 'Mars/Olympus_Mons', changed: '2026-01-01T00:00:00Z' }),
    // Two legs of one rail booking on one day (a change of train): 0013 keyed only the later;
    // 0017 keys each by where it leaves from.
    await add('firstLeg', { type: 'train', number: 'RX1', from: 'Zürich HB', changed: '2026-01-01T00:00:00Z' }),
    await add('secondLeg', { type: 'train', number: 'RX1', from: 'Chur', changed: '2026-01-02T00:00:00Z' }),
  ]) as Record<string, string>;
  await db.query(`insert into notes (user_id, record_type, record_id, name, html) values ('${String(user?.id)}', 'reservation', '${ids.flightNoted}', 'Seat', '<p>14C</p>')`);

  await db.migrate(migrationsFolder);

  const rows = await db.query('select id, segment_key from reservations');
  const keyOf = Object.fromEntries(rows.map((r) => [String(r.id), r.segment_key]));
  const named = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, id in keyOf ? keyOf[id] : 'deleted']));
  // The day is the start's in its own zone: 22:30 UTC on 12 May is 18:30 in New York.
  const lodging = segmentKey('lodging', 'hx1', null, '2026-05-12');
  expect(named).toEqual({
    copyOld: 'deleted',
    copyNew: lodging,
    flightNoted: null,
    flight: segmentKey('flight', 'PNR1', { airlineCode: 'KL', flightNumber: '0641', departureAirport: 'AMS' }, '2026-05-12'),
    edited: null,
    plain: segmentKey('lodging', 'ED1', null, '2026-05-12'),
    noNumber: null,
    otherTrip: lodging,
    unknownZone: null,
    firstLeg: segmentKey('train', 'RX1', null, '2026-05-12', 'Zürich HB'),
    secondLeg: segmentKey('train', 'RX1', null, '2026-05-12', 'Chur'),
  });
  await expect(db.query(`update reservations set segment_key = '${String(lodging)}' where id = '${ids.plain}'`)).rejects.toThrow(/reservations_trip_segment_idx/);
});
