import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../../shared/account.js';
import { SESSION_REFRESH_MS } from '../config/session.js';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionUser = Session['user'];

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  // The home page, in the first bundle, reads the session too; the fetcher brings zod, so it is
  // loaded on first use rather than with that bundle.
  queryFn: async () => (await import('./fetch-session.js')).fetchSession(),
  // Re-read whenever the window becomes visible again (TanStack Query's focus manager listens to
  // visibilitychange), and periodically while signed in.
  refetchOnWindowFocus: 'always',
  refetchInterval: (query) => (query.state.data ? SESSION_REFRESH_MS : false),
});

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | undefined;
}

/**
 * The session: 'loading' until the first answer (and while it cannot be had, e.g. offline),
 * then 'authenticated' with its user or 'unauthenticated'.
 */
export function useSession(): SessionState {
  const { data } = useQuery(sessionQueryOptions);
  if (data === undefined) return { status: 'loading', user: undefined };
  return data ? { status: 'authenticated', user: data.user } : { status: 'unauthenticated', user: undefined };
}
