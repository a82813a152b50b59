import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { FlightStatusAnswerSchema } from '../../../shared/flight-status.js';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { servicesOff } from '../../integrations/config.js';
import { reservationFlightStatus } from './flight-status.service.js';

const ReservationParams = z.object({ id: z.uuid({ error: messages.notFound('Reservation') }) });

/** `GET /reservations/{id}/flight-status`, added to the reservations router (it is signed in already). */
export function flightStatusRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const ctx = { db: deps.database.db, services: deps.services ?? servicesOff, secret: deps.auth.secret };
  router.openapi(
    createRoute({ tags: ['Reservations'], ...signedIn, method: 'get', path: '/{id}/flight-status',
      summary: "A flight's live status, terminals, gates and times from the flight-status service of the user's profile (kept 5 minutes within 24 hours of departure, else 6 hours); `available: false` with 'Flight information not available.' when there is none",
      request: { params: ReservationParams }, responses: { 200: { description: 'The status', ...json(FlightStatusAnswerSchema) }, ...failures } }),
    async (c) => c.json(await reservationFlightStatus(ctx, currentUser(c).id, c.req.valid('param').id), 200),
  );
}
