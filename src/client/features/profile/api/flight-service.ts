import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FlightServiceInfoSchema, type FlightServiceInput } from '../../../../shared/flight-service.js';
import { apiRequest } from '../../../lib/api-client.js';
import { profileQueryOptions } from '../../../lib/profile.js';

const path = '/api/v1/account/flight-service';

/** Sets or removes the user's flight-status key; the profile then says which service and the key's end. */
export function useFlightServiceKey() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    // Flights shown with 'not available' may have a status now (or lose it).
    await queryClient.invalidateQueries({ queryKey: ['reservations', 'flight-status'] });
  };
  const save = useMutation({
    mutationFn: (input: FlightServiceInput) => apiRequest(path, { method: 'PUT', body: input, schema: FlightServiceInfoSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(path, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: refresh,
  });
  return { save, remove };
}
