import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { FlightServiceInfoSchema, FlightServiceInputSchema } from '../../../shared/flight-service.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { json, signedIn, signedInFailures } from '../../http/openapi.js';
import { removeFlightService, setFlightService } from './flight-service.service.js';

/** `PUT` and `DELETE /account/flight-service`, added to the account router; both declare `signedIn`. */
export function flightServiceRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const db = deps.database.db;
  const common = { tags: ['Account'], ...signedIn, path: '/flight-service' };
  router.openapi(
    createRoute({ ...common, method: 'put', summary: "Set the user's own key for AeroDataBox (RapidAPI) or aviationstack; the answer shows only its last four characters",
      request: { body: { ...json(FlightServiceInputSchema), required: true } },
      responses: { 200: { description: 'The service and the end of the key', ...json(FlightServiceInfoSchema) }, ...signedInFailures } }),
    async (c) => {
      const info = await setFlightService(db, deps.auth.secret, currentUser(c).id, c.req.valid('json'));
      if (!info) throw new Error('the signed-in user is gone');
      return c.json(info, 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'delete', summary: "Remove the user's flight-status key", responses: { 204: { description: 'Removed' }, ...signedInFailures } }),
    async (c) => {
      await removeFlightService(db, currentUser(c).id);
      return c.body(null, 204);
    },
  );
}
