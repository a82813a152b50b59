import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

const MAX_RETRIES = 2;

// An answer saying the request itself was wrong (4xx) comes back the same on a second try.
const retry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The app's server-state cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry } } });
}
