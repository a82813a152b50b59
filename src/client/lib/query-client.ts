import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

const MAX_RETRIES = 2;

// An answer saying the request itself was wrong (4xx) comes back the same on a second try.
const retry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The app's server-state cache. It starts knowing whether the browser has a network (TanStack
 * Query assumes one until told otherwise): a page loaded with none pauses its writes at once, and
 * sends them on the 'online' event.
 */
export function createQueryClient(): QueryClient {
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({ defaultOptions: { queries: { retry } } });
}
