import { createRoute } from '@hono/zod-openapi';
import { ChartsQuerySchema, ChartsSchema } from '../../../shared/charts.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser } from '../../http/context.js';
import { reading } from '../../http/read-replica.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { charts } from './charts.service.js';

/** `/api/v1/charts`: the figures of every chart for a range of dates. */
export function chartRoutes(deps: AppDeps) {
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags: ['Charts'], ...signedIn, method: 'get', path: '/',
      summary: 'Hours per week by project, spend per month by receipt type and currency, budget against spent, trips and nights per month, miles flown per year',
      request: { query: ChartsQuerySchema }, responses: { 200: { description: 'The figures', ...json(ChartsSchema) }, ...failures } }),
    async (c) => {
      const user = currentUser(c);
      return c.json(await reading(c, deps, (db) => charts(db, user.id, user.settings, c.req.valid('query'))), 200);
    },
  );
  return router;
}
