import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages.js';
import { TripWeatherSchema } from '../../../shared/weather.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { servicesOff } from '../../integrations/config.js';
import { tripWeather } from './weather.service.js';

const TripParams = z.object({ id: z.uuid({ error: messages.notFound('Trip') }) });

/** `GET /trips/{id}/weather`, added to the trips router (it is signed in already). */
export function tripWeatherRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const ctx = { db: deps.database.db, services: deps.services ?? servicesOff };
  router.openapi(
    createRoute({ tags: ['Trips'], ...signedIn, method: 'get', path: '/{id}/weather',
      summary: "The daily forecast (°F) at the trip's destination (its address, else the last place its reservations arrive at) for its days within the next 16, kept one hour; when there is none, a sentence saying why (200 all the same)",
      request: { params: TripParams }, responses: { 200: { description: 'The forecast', ...json(TripWeatherSchema) }, ...failures } }),
    async (c) => c.json(await tripWeather(ctx, currentUser(c).id, c.req.valid('param').id), 200),
  );
}
