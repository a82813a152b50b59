import { useQuery } from '@tanstack/react-query';
import { FlightStatusAnswerSchema } from '../../../../shared/flight-status.js';
import { apiRequest } from '../../../lib/api-client.js';

const HOUR_MS = 3_600_000;
/** Asked about from two days before departure... */
const AHEAD_MS = 48 * HOUR_MS;
/** ...until the longest flights have landed. */
const UNDER_WAY_MS = 20 * HOUR_MS;
/** The server keeps an answer 5 minutes near departure: asking more often gains nothing. */
const REFRESH_MS = 5 * 60_000;

/** Whether a flight departing at `departsAt` (ISO) is near enough, or under way, to ask about; old flights never are. */
export function followsFlight(departsAt: string, now: number): boolean {
  const at = Date.parse(departsAt);
  return at - now <= AHEAD_MS && now - at <= UNDER_WAY_MS;
}

/** The live status of a flight, only while `enabled` (near or under way); refreshed every 5 minutes while shown. */
export const useFlightStatus = (reservationId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['reservations', 'flight-status', reservationId],
    queryFn: () => apiRequest(`/api/v1/reservations/${encodeURIComponent(reservationId)}/flight-status`, { schema: FlightStatusAnswerSchema }),
    enabled,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
