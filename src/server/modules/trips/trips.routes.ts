import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ActiveTripAnswerSchema,
  AtQuerySchema,
  ItineraryEventInputSchema,
  ItineraryEventPatchSchema,
  ItineraryEventSchema,
  ItinerarySchema,
  TravelProposalDecisionSchema,
  TravelProposalOutcomeSchema,
  TravelSummaryQuerySchema,
  TravelSummarySchema,
} from '../../../shared/itinerary.js';
import { messages } from '../../../shared/messages.js';
import { AirportListSchema, AirportQuerySchema, ReservationInputSchema, ReservationListQuerySchema, ReservationPageSchema, ReservationPatchSchema, ReservationSchema } from '../../../shared/reservations.js';
import { TripInputSchema, TripListQuerySchema, TripPageSchema, TripPatchSchema, TripSchema } from '../../../shared/trips.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser, type AppEnv } from '../../http/context.js';
import { json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { tripMoneyRoutes } from '../receipts/receipts.routes.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import { searchAirports } from '../../places/airports.js';
import * as itinerary from './itinerary.service.js';
import { tripMapRoutes } from './trip-map.routes.js';
import { tripWeatherRoutes } from './weather.routes.js';
import { calendarFeedRoutes } from '../calendar-feeds/calendar-feeds.routes.js';
import { flightStatusRoutes } from './flight-status.routes.js';
import * as reservations from './reservations.service.js';
import * as trips from './trips.service.js';

const common = { tags: ['Trips'], ...signedIn };
const TripParams = z.object({ id: z.uuid({ error: messages.notFound('Trip') }) });
const EventParams = TripParams.extend({ eventId: z.uuid({ error: messages.notFound('Event') }) });

/** A trip's itinerary (timeline, own events), travel proposals and summaries, and the active trip. */
function itineraryRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const db = deps.database.db;
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/summary', summary: 'Travel summary of the trips starting in a year',
      request: { query: TravelSummaryQuerySchema }, responses: { 200: { description: 'The figures', ...json(TravelSummarySchema) }, ...failures } }),
    async (c) => c.json(await itinerary.yearSummary(db, currentUser(c).id, c.req.valid('query').year), 200),
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/widgets/active', summary: 'The trip under way at `at` (default now) with its header, places and address',
      request: { query: AtQuerySchema }, responses: { 200: { description: 'The active trip, or null', ...json(ActiveTripAnswerSchema) }, ...failures } }),
    async (c) => {
      const user = currentUser(c);
      const { at } = c.req.valid('query');
      return c.json({ active: await itinerary.activeTrip(db, user.id, user.settings, at ? new Date(at) : new Date()) }, 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/{id}/itinerary',
      summary: "What the trip's page shows beside the trip: reservations, own events, the timeline by local day with gaps, the summary and pending travel proposals",
      request: { params: TripParams }, responses: { 200: { description: 'The itinerary', ...json(ItinerarySchema) }, ...failures } }),
    async (c) => {
      const user = currentUser(c);
      return c.json(await itinerary.tripItinerary(db, user.id, user.settings, c.req.valid('param').id), 200);
    },
  );
  router.openapi(
    createRoute(createsRecord(db, { ...common, method: 'post', path: '/{id}/events', summary: 'Add an event to the itinerary',
      request: { params: TripParams, body: { ...json(ItineraryEventInputSchema), required: true } },
      responses: { 201: { description: 'Added', ...json(ItineraryEventSchema) }, ...failures } })),
    async (c) => c.json(await createdOnce(c, db, (tx) => itinerary.createEvent(tx, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'))), 201),
  );
  router.openapi(
    createRoute({ ...common, method: 'patch', path: '/{id}/events/{eventId}', summary: 'Change an event',
      request: { params: EventParams, body: { ...json(ItineraryEventPatchSchema), required: true } },
      responses: { 200: { description: 'The event', ...json(ItineraryEventSchema) }, ...failures } }),
    async (c) => {
      const { id, eventId } = c.req.valid('param');
      return c.json(await itinerary.updateEvent(db, currentUser(c).id, id, eventId, c.req.valid('json')), 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'delete', path: '/{id}/events/{eventId}', summary: 'Delete an event',
      request: { params: EventParams }, responses: { 204: { description: 'Deleted' }, ...failures } }),
    async (c) => {
      const { id, eventId } = c.req.valid('param');
      await itinerary.deleteEvent(db, currentUser(c).id, id, eventId);
      return c.body(null, 204);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'post', path: '/{id}/travel-proposals', summary: 'Accept (as Travel timecards) or dismiss proposals',
      request: { params: TripParams, body: { ...json(TravelProposalDecisionSchema), required: true } },
      responses: { 200: { description: 'What was done', ...json(TravelProposalOutcomeSchema) }, ...failures } }),
    async (c) => {
      const user = currentUser(c);
      return c.json(await itinerary.decideProposals(db, user.id, user.settings, c.req.valid('param').id, c.req.valid('json')), 200);
    },
  );
}

/** `/api/v1/trips`: the record routes, with the upcoming, active and unpaid views as a `view` of the list, and the itinerary. */
export const tripRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'trip',
    tag: 'Trips',
    schemas: { listQuery: TripListQuerySchema, input: TripInputSchema, patch: TripPatchSchema, record: TripSchema, page: TripPageSchema },
    list: trips.listTrips,
    get: trips.getTrip,
    create: trips.createTrip,
    update: trips.updateTrip,
    beforeDelete: trips.beforeDeleteTrips,
    routes: (router) => {
      itineraryRoutes(deps, router);
      tripMoneyRoutes(deps, router);
      tripMapRoutes(deps, router);
      tripWeatherRoutes(deps, router);
      calendarFeedRoutes(deps, router, 'trip');
    },
  });

/** `/api/v1/reservations`: every reservation of the user's trips, searchable and sortable, with notes and documents. */
export const reservationRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'reservation',
    tag: 'Reservations',
    schemas: { listQuery: ReservationListQuerySchema, input: ReservationInputSchema, patch: ReservationPatchSchema, record: ReservationSchema, page: ReservationPageSchema },
    list: reservations.listReservations,
    get: reservations.getReservation,
    create: reservations.createReservation,
    update: reservations.updateReservation,
    routes: (router) => flightStatusRoutes(deps, router),
  });

/** `/api/v1/airports`: the airport dataset, searched by code, city or name. */
export function airportRoutes(deps: AppDeps) {
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags: ['Reservations'], ...signedIn, method: 'get', path: '/', summary: 'Airports by IATA code, city or name (at most 20)',
      request: { query: AirportQuerySchema }, responses: { 200: { description: 'Airports', ...json(AirportListSchema) }, ...failures } }),
    (c) => c.json({ items: searchAirports(c.req.valid('query').search) }, 200),
  );
  return router;
}
