import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The migrations up to and including `lastIdx`, as a folder of their own. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'twt-migrations-'));
  dirs.push(dir);
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the migrations on timecards written before zones were checked against the database', () => {
  it('apply even where a zone ICU knows and the database does not (US/Pacific-New) is stored, and give every entry its day', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: await migrationsUpTo(3) });
    await db.execute(sql`insert into users (id, email, first_name, last_name) values ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'Ada', 'Lovelace')`);
    await db.execute(sql`insert into timecards (user_id, type, start_at, start_zone, end_at, end_zone) values
      ('00000000-0000-4000-8000-000000000001', 'labor', '2026-06-15T23:30:00Z', 'US/Pacific-New', '2026-06-16T01:00:00Z', 'UTC'),
      ('00000000-0000-4000-8000-000000000001', 'labor', '2026-06-15T23:30:00Z', 'Europe/Berlin', '2026-06-16T01:00:00Z', 'UTC')`);

    await migrate(db, { migrationsFolder });

    const days = await client.query<{ zone: string; day: string }>(`select start_zone as zone, to_char(start_day, 'YYYY-MM-DD') as day from timecards order by start_zone`);
    // Berlin is past midnight; the zone the database cannot read counts on its UTC day.
    expect(days.rows).toEqual([{ zone: 'Europe/Berlin', day: '2026-06-16' }, { zone: 'US/Pacific-New', day: '2026-06-15' }]);
    await client.close();
  });
});
