import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PlaceSearchSchema } from '../../../../shared/places.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Addresses matching what was typed, from the server's geocoder (`unavailable` says why there are none). */
export function searchPlaces(search: string) {
  return apiRequest(`/api/v1/places?${new URLSearchParams({ search }).toString()}`, { schema: PlaceSearchSchema });
}

/** The address search of `search` (off while `enabled` is false); an address's matches do not change, so they are kept. */
export function usePlaceSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['places', search],
    queryFn: () => searchPlaces(search),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // The earlier suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
