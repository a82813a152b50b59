import { TripPageSchema, TripSchema } from '../../../../shared/trips.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/trips`. */
export const tripsApi = recordApi('trips', { record: TripSchema, page: TripPageSchema });
