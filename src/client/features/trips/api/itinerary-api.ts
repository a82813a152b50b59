import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  ActiveTripAnswerSchema,
  ItineraryEventSchema,
  ItinerarySchema,
  TravelProposalOutcomeSchema,
  TravelSummarySchema,
  type Itinerary,
} from '../../../../shared/itinerary.js';
import { AirportListSchema, ReservationPageSchema, ReservationSchema } from '../../../../shared/reservations.js';
import { apiRequest } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';
import { tripsApi } from './trips-api.js';

/** `/api/v1/reservations`: every reservation, of all trips (`tripId=` for one trip's). */
export const reservationsApi = recordApi('reservations', { record: ReservationSchema, page: ReservationPageSchema });

const tripPath = (tripId: string, rest = '') => `${tripsApi.base}/${encodeURIComponent(tripId)}${rest}`;
/** What depends on a trip's reservations and events: refreshed whenever one of them changes. */
const itineraryKey = (tripId: string) => [...tripsApi.keys.all, 'itinerary', tripId] as const;

/** Refreshes every view derived from trips and reservations (lists, timelines, proposals, summaries). */
export function useRefreshTrips() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tripsApi.keys.all }),
      client.invalidateQueries({ queryKey: reservationsApi.keys.all }),
      client.invalidateQueries({ queryKey: ['timecards'] }),
    ]);
}

/**
 * Everything the trip's page shows beside the trip, in one call: reservations, own events, the
 * timeline, the summary and the pending travel proposals. The hooks below read their part of it.
 */
export const itineraryQueryOptions = (tripId: string) => ({
  queryKey: itineraryKey(tripId),
  queryFn: () => apiRequest(tripPath(tripId, '/itinerary'), { schema: ItinerarySchema }),
});
const useItinerary = <T,>(tripId: string, select: (itinerary: Itinerary) => T) => useQuery({ ...itineraryQueryOptions(tripId), select });

/**
 * Whether a saved trip's itinerary is still on its way (asked for as soon as the trip is, not after
 * it; `undefined`, a new trip, has none): the trip's page draws its header, whose next moment comes
 * from it, and its timeline together, so that nothing on the page moves when it arrives. Only its
 * first try is waited for, once per trip: after a failure the trip is shown and stays shown while its
 * parts try again (each part mounting asks again), and the timeline says what went wrong.
 */
export function useItineraryPending(tripId: string | undefined): boolean {
  const itinerary = useQuery({ ...itineraryQueryOptions(tripId ?? ''), enabled: !!tripId, select: () => null });
  const [settledFor, setSettledFor] = useState<string>();
  const pending = itinerary.isLoading && itinerary.failureCount === 0;
  if (!pending && tripId && settledFor !== tripId) setSettledFor(tripId);
  return pending && settledFor !== tripId;
}
/** A trip's timeline: reservations and the user's own events by local day, with its gaps. */
export const useTimeline = (tripId: string) => useItinerary(tripId, (i) => i.timeline);
/** A trip's own events, to edit. */
export const useItineraryEvents = (tripId: string) => useItinerary(tripId, (i) => ({ items: i.events }));
/** A trip's reservations, in order. */
export const useTripReservations = (tripId: string) => useItinerary(tripId, (i) => i.reservations);
/** The Travel timecards proposed from a trip's flights, trains and drives, not yet accepted or dismissed. */
export const useTravelProposals = (tripId: string) => useItinerary(tripId, (i) => i.proposals);
/** Nights away, flights, miles flown, hours and spending of one trip. */
export const useTripSummary = (tripId: string) => useItinerary(tripId, (i) => i.summary);

/** Adds (no `eventId`), changes or, with `remove`, deletes an event of the user's own. */
export function useSaveItineraryEvent(tripId: string) {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: ({ eventId, body, remove }: { eventId?: string; body?: unknown; remove?: boolean }) => {
      if (remove && eventId) return apiRequest(tripPath(tripId, `/events/${encodeURIComponent(eventId)}`), { method: 'DELETE', schema: z.unknown() });
      return apiRequest(tripPath(tripId, eventId ? `/events/${encodeURIComponent(eventId)}` : '/events'), {
        method: eventId ? 'PATCH' : 'POST',
        body,
        schema: ItineraryEventSchema,
      });
    },
    onSuccess: refresh,
  });
}

/** Hides a flight from the timeline, or shows it again. */
export function useHideReservation() {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest(`${reservationsApi.base}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { hidden }, schema: ReservationSchema }),
    onSuccess: refresh,
  });
}

export function useDecideTravelProposals(tripId: string) {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: (body: { accept?: string[]; dismiss?: string[]; assignmentId?: string | null }) =>
      apiRequest(tripPath(tripId, '/travel-proposals'), { method: 'POST', body, schema: TravelProposalOutcomeSchema }),
    onSuccess: refresh,
  });
}

/** The same figures for every trip starting in `year`. */
export function useYearSummary(year: number) {
  return useQuery({
    queryKey: [...tripsApi.keys.all, 'summary', year],
    queryFn: () => apiRequest(`${tripsApi.base}/summary?year=${year}`, { schema: TravelSummarySchema }),
  });
}

/**
 * The trip under way, with its widget parts; null when none is. One query asked as of the
 * browser's clock at each fetch and again each minute, so the last answer stays on screen (and
 * is kept offline) while the next is asked.
 */
export const activeTripQueryOptions = {
  queryKey: [...tripsApi.keys.all, 'active'],
  queryFn: () =>
    apiRequest(`${tripsApi.base}/widgets/active?at=${encodeURIComponent(new Date().toISOString())}`, { schema: ActiveTripAnswerSchema }),
  refetchInterval: 60_000,
};
export const useActiveTrip = () => useQuery(activeTripQueryOptions);

/** Airports whose code, name or city matches `search`, for the flight form. */
export function useAirports(search: string) {
  return useQuery({
    queryKey: ['airports', search],
    queryFn: () => apiRequest(`/api/v1/airports?search=${encodeURIComponent(search)}`, { schema: AirportListSchema }),
    enabled: search.trim().length > 0,
    staleTime: Infinity,
  });
}
