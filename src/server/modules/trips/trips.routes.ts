import { TripInputSchema, TripListQuerySchema, TripPageSchema, TripPatchSchema, TripSchema } from '../../../shared/trips.js';
import type { AppDeps } from '../../app.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as trips from './trips.service.js';

/** `/api/v1/trips`: the record routes, with the upcoming, active and unpaid views as a `view` of the list. */
export const tripRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'trip',
    tag: 'Trips',
    schemas: {
      listQuery: TripListQuerySchema,
      input: TripInputSchema,
      patch: TripPatchSchema,
      record: TripSchema,
      page: TripPageSchema,
    },
    list: trips.listTrips,
    get: trips.getTrip,
    create: trips.createTrip,
    update: trips.updateTrip,
    beforeDelete: trips.beforeDeleteTrips,
  });
