import { createRoute } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages.js';
import { DistanceQuerySchema, DistanceSchema, PlaceSearchQuerySchema, PlaceSearchSchema, ServicesInfoSchema } from '../../../shared/places.js';
import type { AppDeps } from '../../app.js';
import { createRouter } from '../../http/context.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { servicesOff } from '../../integrations/config.js';
import { searchPlaces } from '../../integrations/geocoder.js';
import { ServiceError } from '../../integrations/http.js';
import { drivingDistance, type DrivingDistance } from '../../integrations/routing.js';

/** `/api/v1/places`: the address search behind the editors' address boxes. */
export function placeRoutes(deps: AppDeps) {
  const router = createRouter(deps);
  const ctx = { db: deps.database.db, services: deps.services ?? servicesOff };
  router.openapi(
    createRoute({ tags: ['Places'], ...signedIn, method: 'get', path: '/', summary: 'Addresses matching what was typed (at most five), from the geocoder; `unavailable` says why none could be asked',
      request: { query: PlaceSearchQuerySchema }, responses: { 200: { description: 'Places', ...json(PlaceSearchSchema) }, ...failures } }),
    async (c) => {
      try {
        const { value } = await searchPlaces(ctx, c.req.valid('query').search);
        return c.json({ items: value, unavailable: null }, 200);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return c.json({ items: [], unavailable: messages.addressSearchUnavailable }, 200);
      }
    },
  );
  router.openapi(
    createRoute({ tags: ['Places'], ...signedIn, method: 'get', path: '/distance', summary: 'The driving distance in miles between two addresses (geocoder and OSRM); `unavailable` says why there is none',
      request: { query: DistanceQuerySchema }, responses: { 200: { description: 'The distance', ...json(DistanceSchema) }, ...failures } }),
    async (c) => {
      const { from, to } = c.req.valid('query');
      try {
        return c.json(distanceAnswer(await drivingDistance(ctx, from, to), from, to), 200);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return c.json({ miles: null, unavailable: messages.distanceUnavailable }, 200);
      }
    },
  );
  return router;
}

/** What the mileage form is told: the miles, or which end or road was not found. */
function distanceAnswer(distance: DrivingDistance, from: string, to: string) {
  if (distance.miles !== null) return { miles: distance.miles, unavailable: null };
  const { notFound } = distance;
  return { miles: null, unavailable: notFound === 'route' ? messages.distanceNoRoute : messages.distancePlaceNotFound(notFound === 'from' ? from : to) };
}

/** `/api/v1/services`: what the browser needs of the external services (the map's tiles) and which are on. */
export function serviceInfoRoutes(deps: AppDeps) {
  const router = createRouter(deps);
  const services = deps.services ?? servicesOff;
  router.openapi(
    createRoute({ tags: ['Places'], ...signedIn, method: 'get', path: '/', summary: 'The map tiles and which external services are configured',
      responses: { 200: { description: 'The services', ...json(ServicesInfoSchema) }, ...failures } }),
    (c) =>
      c.json(
        { tiles: services.tiles ?? null, geocoding: !!services.geocoder, weather: !!services.weather, routing: !!services.routing },
        200,
      ),
  );
  return router;
}
