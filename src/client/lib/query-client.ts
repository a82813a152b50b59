import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

const MAX_RETRIES = 2;

/**
 * How long an answer this page asked for stands as current. A page's parts mount one after
 * another as their code and data arrive (a trip's header, then its timeline, then the cards under
 * its tabs), and each asked the server again for what the first had just been given: a trip's
 * first load read its itinerary three times, its trip, profile and session twice. A change saved
 * here still makes what it touches stale at once (invalidation); this only spares asking again,
 * within seconds, for what this page has just been told.
 */
export const JUST_READ_MS = 10_000;

// An answer saying the request itself was wrong (4xx) comes back the same on a second try.
const retry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The app's server-state cache. An answer read before `loadedAt` (the device's offline copy,
 * restored at start, was read by an earlier visit) is stale at once: the first part that shows it
 * asks again.
 */
export function createQueryClient(loadedAt = Date.now()): QueryClient {
  const staleTime = (query: Query) => (query.state.dataUpdatedAt >= loadedAt ? JUST_READ_MS : 0);
  return new QueryClient({ defaultOptions: { queries: { retry, staleTime } } });
}
