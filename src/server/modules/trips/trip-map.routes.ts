import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { TripMapSchema } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { servicesOff } from '../../integrations/config.js';
import { tripMap } from './trip-map.service.js';

const TripParams = z.object({ id: z.uuid({ error: messages.notFound('Trip') }) });

/** `GET /trips/{id}/map`, added to the trips router (it is signed in already). */
export function tripMapRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const ctx = { db: deps.database.db, services: deps.services ?? servicesOff };
  router.openapi(
    createRoute({ tags: ['Trips'], ...signedIn, method: 'get', path: '/{id}/map',
      summary: "The trip's places in itinerary order with coordinates, its legs (flights as great-circle arcs, `[lat, lon]` points), the places that could not be placed, and the trip's address found by the geocoder when it is on",
      request: { params: TripParams }, responses: { 200: { description: 'The map', ...json(TripMapSchema) }, ...failures } }),
    async (c) => c.json(await tripMap(ctx, currentUser(c).id, c.req.valid('param').id), 200),
  );
}
