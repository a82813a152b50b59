import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.js';
import { createRouter } from '../../http/context.js';
import { fail, openToAnyone } from '../../http/openapi.js';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), ms: z.number() }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  ...openToAnyone,
  summary: 'Liveness and a database round trip',
  responses: {
    200: { description: 'The server and its database answer', content: { 'application/json': { schema: HealthSchema } } },
    // As every operation can: the app answers only to its own host (allowed-host.ts).
    400: fail('A Host header that is not the app’s'),
    503: { description: 'The database does not answer', content: { 'application/json': { schema: HealthSchema } } },
  },
});

/** `GET /api/health`: 200 when a query reaches the database, 503 when it does not. */
export function healthRoutes(database: Pick<Database, 'kind' | 'ping'>) {
  return createRouter().openapi(route, async (c) => {
    const started = performance.now();
    const ok = await database.ping().then(
      () => true,
      () => false,
    );
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const body = { status: ok ? ('ok' as const) : ('unavailable' as const), database: { kind: database.kind, ok, ms } };
    c.header('Cache-Control', 'no-store');
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
}
