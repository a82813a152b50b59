import { useQuery } from '@tanstack/react-query';
import { ServicesInfoSchema } from '../../../shared/places.js';
import { apiRequest } from '../../lib/api-client.js';

/** `/api/v1/services`: the map's tiles and which services are on; fixed while the server runs, so asked once. */
export const useServicesInfo = () =>
  useQuery({ queryKey: ['services'], queryFn: () => apiRequest('/api/v1/services', { schema: ServicesInfoSchema }), staleTime: Infinity });
