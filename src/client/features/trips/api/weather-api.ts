import { useQuery } from '@tanstack/react-query';
import { TripWeatherSchema } from '../../../../shared/weather.js';
import { apiRequest } from '../../../lib/api-client.js';
import { tripsApi } from './trips-api.js';

/** The server keeps a forecast an hour; asking more often than every 15 minutes gains nothing. */
const WEATHER_STALE_MS = 15 * 60_000;

/** The forecast at a trip's destination; its own query, so the trip's page never waits for it. */
export const useTripWeather = (tripId: string) =>
  useQuery({
    queryKey: [...tripsApi.keys.all, 'weather', tripId],
    queryFn: () => apiRequest(`${tripsApi.base}/${encodeURIComponent(tripId)}/weather`, { schema: TripWeatherSchema }),
    staleTime: WEATHER_STALE_MS,
  });
