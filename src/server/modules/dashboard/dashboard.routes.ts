import { createRoute } from '@hono/zod-openapi';
import { DashboardQuerySchema, DashboardSchema } from '../../../shared/dashboard.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser } from '../../http/context.js';
import { reading } from '../../http/read-replica.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { dashboard } from './dashboard.service.js';

/** `/api/v1/dashboard`: the signed-in home in one call. */
export function dashboardRoutes(deps: AppDeps) {
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags: ['Dashboard'], ...signedIn, method: 'get', path: '/',
      summary: 'The active trip, upcoming trips and assignments, the timer and the week, favorite rewards, tasks due, unpaid trips and imports waiting',
      request: { query: DashboardQuerySchema }, responses: { 200: { description: 'The dashboard', ...json(DashboardSchema) }, ...failures } }),
    async (c) => {
      const user = currentUser(c);
      const { at } = c.req.valid('query');
      return c.json(await reading(c, deps, (db) => dashboard(db, user.id, user.settings, at ? new Date(at) : new Date())), 200);
    },
  );
  return router;
}
