// A child process of `npm run bench:http` (see http.ts): serves either the real app (`app`) or the
// two bare Hono references (`reference`) on a free loopback port, tells the parent the port over
// IPC, and stops on SIGTERM or when the parent goes away. Both kinds run as `node --import tsx`.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { PAGE_SIZE_DEFAULT } from '../../src/shared/list.js';

interface Served {
  fetch: (request: Request) => Response | Promise<Response>;
  close: () => Promise<void>;
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

/**
 * The page `GET /api/v1/customers` answers by default (by name, first page, with the total and
 * each customer's tags in order) in one statement, where the app's service sends two.
 */
const CUSTOMER_PAGE = `
  select c.id, c.name, c.info, c.updated_at, cast(count(*) over () as integer) as total,
    coalesce((select json_agg(json_build_object('key', t.key, 'value', t.value) order by t.position)
      from tags t where t.user_id = c.user_id and t.record_type = 'customer' and t.record_id = c.id), '[]') as tags
  from customers c
  where c.user_id = $1
  order by lower(c.name), c.id
  limit $2`;

interface CustomerRow {
  id: string;
  name: string;
  info: string;
  updated_at: Date;
  total: number;
  tags: { key: string; value: string }[];
}

function reference(): Served {
  const userId = process.env.BENCH_USER_ID ?? '';
  // As many connections as the app's pool (src/server/db/client.ts), so both queue on PostgreSQL alike.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Hono();
  app.get('/hello', (c) => c.json({ hello: 'world' }));
  app.get('/customers', async (c) => {
    const { rows } = await pool.query<CustomerRow>(CUSTOMER_PAGE, [userId, PAGE_SIZE_DEFAULT]);
    return c.json({
      items: rows.map((r) => ({ id: r.id, name: r.name, info: r.info, tags: r.tags, updatedAt: r.updated_at.toISOString() })),
      total: rows[0]?.total ?? 0,
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
    });
  });
  return { fetch: app.fetch, close: () => pool.end() };
}

/** Imported only here, so that the references' process loads none of the app. */
async function realApp(): Promise<Served> {
  const { openDatabase } = await import('../../src/server/db/client.js');
  const { benchApp } = await import('./support.js');
  const database = await openDatabase({ databaseUrl });
  return { fetch: benchApp(database).fetch, close: () => database.close() };
}

const served = process.argv[2] === 'app' ? await realApp() : reference();
serve({ fetch: served.fetch, hostname: '127.0.0.1', port: 0 }, (info) => process.send?.({ port: info.port }));
const stop = () => void served.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
