import { DistanceSchema } from '../../../../shared/places.js';
import { apiRequest } from '../../../lib/api-client.js';

/** The driving distance in miles between two addresses, or why there is none. */
export function getDrivingDistance(from: string, to: string) {
  return apiRequest(`/api/v1/places/distance?${new URLSearchParams({ from, to }).toString()}`, { schema: DistanceSchema });
}
