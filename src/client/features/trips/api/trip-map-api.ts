import { useQuery } from '@tanstack/react-query';
import { TripMapSchema } from '../../../../shared/map.js';
import { apiRequest } from '../../../lib/api-client.js';
import { tripsApi } from './trips-api.js';

/** A trip's places and legs for its map; under the trips' key, so a changed reservation redraws it. */
export const useTripMap = (tripId: string) =>
  useQuery({
    queryKey: [...tripsApi.keys.all, 'map', tripId],
    queryFn: () => apiRequest(`${tripsApi.base}/${encodeURIComponent(tripId)}/map`, { schema: TripMapSchema }),
  });
