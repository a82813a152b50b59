import type { QueryClient } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { documentsQueryOptions } from '../../components/record-parts/api/list-documents.js';
import { noteQueryOptions } from '../../components/record-parts/api/get-note.js';
import { notesQueryOptions } from '../../components/record-parts/api/list-notes.js';
import { dashboardQueryOptions } from '../../features/dashboard/api/get-dashboard.js';
import { tripReceiptsQueryOptions } from '../../features/receipts/api/receipts-api.js';
import { openTasksQuery, tasksApi } from '../../features/tasks/api/tasks-api.js';
import { timerQueryOptions } from '../../features/timecards/api/get-timer.js';
import { weekQueryOptions } from '../../features/timecards/api/get-week.js';
import { activeTripQueryOptions, itineraryQueryOptions } from '../../features/trips/api/itinerary-api.js';
import { tripsApi } from '../../features/trips/api/trips-api.js';
import { profileQueryOptions } from '../../lib/profile.js';
import { sessionQueryOptions } from '../../lib/session.js';

/** How many of the next trips are kept on the device beside the one under way. */
const UPCOMING_TRIPS_KEPT = 5;
/** How many of a trip's notes (the newest) are kept with their text, to read and change offline. */
const NOTES_KEPT = 20;

const skip = () => undefined;

/** An answer asked for here is not asked again by the page opened right after. */
const fresh = { staleTime: 60_000 };

/**
 * Asks for what a traveller reads on the road, so that it is on the device (kept by the offline
 * copy) before the network goes: the trip under way and the next ones with their itinerary,
 * notes (with their text), documents' list and open tasks, this week's timecards, the timer, the dashboard (favorite rewards
 * among it). A failed answer is skipped: the rest is still kept. Each round is asked only while
 * `userId` is still the one signed in: a sign-out that ends amid it is followed by no further call.
 */
export async function fetchForTheRoad(client: QueryClient, userId: string): Promise<void> {
  // Not read yet (a start with no network, the network just back) is not signed out.
  const signedIn = () => {
    const session = client.getQueryData(sessionQueryOptions.queryKey);
    return session === undefined || session?.user.id === userId;
  };
  if (!signedIn()) return;
  const [dashboard, profile] = await Promise.all([
    client.query({ ...dashboardQueryOptions, ...fresh }),
    client.query({ ...profileQueryOptions, ...fresh }),
  ]);
  const today = Temporal.Now.plainDateISO(profile.settings.timeZone).toString();
  const tripIds = new Set([dashboard.activeTrip?.trip.id, ...dashboard.upcomingTrips.slice(0, UPCOMING_TRIPS_KEPT).map((trip) => trip.id)]);
  tripIds.delete(undefined);
  if (!signedIn()) return;
  const trips = [...tripIds].flatMap((id = '') => [
    client.query({ ...tripsApi.one(id), ...fresh }).catch(skip),
    client.query({ ...itineraryQueryOptions(id), ...fresh }).catch(skip),
    client
      .query({ ...notesQueryOptions('trips', id), ...fresh })
      .then((notes) => Promise.all(notes.slice(0, NOTES_KEPT).map((note) => client.query({ ...noteQueryOptions('trips', id, note.id), ...fresh }).catch(skip))))
      .catch(skip),
    client.query({ ...documentsQueryOptions('trips', id), ...fresh }).catch(skip),
    client.query({ ...tasksApi.list(openTasksQuery({ tripId: id })), ...fresh }).catch(skip),
    client.query({ ...tripReceiptsQueryOptions(id), ...fresh }).catch(skip),
  ]);
  await Promise.all([
    client.query({ ...activeTripQueryOptions, ...fresh }).catch(skip),
    client.query({ ...timerQueryOptions, ...fresh }).catch(skip),
    client.query({ ...weekQueryOptions(today), ...fresh }).catch(skip),
    ...trips,
  ]);
}
