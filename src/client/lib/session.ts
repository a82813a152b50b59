import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../../shared/account.js';
import { SESSION_REFRESH_MS } from '../config/session.js';
import { useOnline } from './online.js';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionUser = Session['user'];

/** Where the browser keeps who was signed in last, for a start with no network (names only, no data). */
const LAST_USER_KEY = 'last-session-user';

/** Keeps the signed-in user, or forgets it when there is none (signed out, the session ended). */
export function rememberUser(user: SessionUser | undefined): void {
  try {
    const stored = user ? JSON.stringify(user) : null;
    // Written only when it changes: the session is read again every few minutes and on every focus.
    if (localStorage.getItem(LAST_USER_KEY) === stored) return;
    if (stored) localStorage.setItem(LAST_USER_KEY, stored);
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage refused (a private window's quota): the app then needs the network to start.
  }
}

/** The last user read from storage, by what was stored: the same object on every render (a page compares it). */
let remembered: { stored: string; user: SessionUser | undefined } | undefined;

/** The user signed in last on this browser (read while there is no network). */
function offlineUser(): SessionUser | undefined {
  try {
    const stored = localStorage.getItem(LAST_USER_KEY) ?? 'null';
    if (remembered?.stored !== stored) {
      const user = JSON.parse(stored) as Partial<SessionUser> | null;
      const valid = user && typeof user.id === 'string' && typeof user.email === 'string';
      remembered = { stored, user: valid ? { id: user.id ?? '', email: user.email ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '' } : undefined };
    }
    return remembered.user;
  } catch {
    return undefined;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  // The home page, in the first bundle, reads the session too; the fetcher brings zod, so it is
  // loaded on first use rather than with that bundle.
  queryFn: async () => {
    const session = await (await import('./fetch-session.js')).fetchSession();
    rememberUser(session?.user);
    return session;
  },
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
 * The session: 'loading' until the first answer, then 'authenticated' with its user or
 * 'unauthenticated'. With no network before any answer, the user signed in last on this browser
 * (the app starts offline on what it keeps; the server decides again once the network is back).
 */
export function useSession(): SessionState {
  const { data } = useQuery(sessionQueryOptions);
  // Read again when the network comes or goes: a start that loses the network after its first
  // render then shows the remembered user, rather than waiting on a session no answer brings.
  const online = useOnline();
  if (data === undefined) {
    const remembered = online ? undefined : offlineUser();
    return remembered ? { status: 'authenticated', user: remembered } : { status: 'loading', user: undefined };
  }
  return data ? { status: 'authenticated', user: data.user } : { status: 'unauthenticated', user: undefined };
}
