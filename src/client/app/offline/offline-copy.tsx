import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SystemLoading } from '../../components/system-loading.js';
import { keepOffline, stopOffline } from '../../lib/offline-cache.js';
import { sendWaitingWrites } from '../../lib/outbox.js';
import { useSession } from '../../lib/session.js';
import { registerOutboxWrites } from './outbox-writes.js';

/** After the first page's own calls: the copy for the road waits so as not to slow them. */
const ROAD_FETCH_DELAY_MS = 3000;
/**
 * Far longer than reading the device's copy takes (milliseconds). A copy not back by then (the
 * browser's storage stalled) no longer holds the pages back: they show, with what the network
 * brings, and take the copy in if it comes.
 */
export const RESTORE_WAIT_MS = 5000;

/**
 * The signed-in pages on what the device keeps for the user: their kept answers and the writes
 * they made that wait for a network are brought back before the pages show (with no network,
 * that is what they show; a copy that takes past RESTORE_WAIT_MS to read no longer holds them
 * back), kept again as they change; the writes are sent when there is a
 * network, and what a traveller reads on the road is asked for. Another user signing in on the
 * page first drops everything the previous one's pages had read, and their writes (kept in the
 * previous user's copy, they are sent at that user's next sign-in).
 */
export function OfflineCopy({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const sessionUserId = useSession().user?.id;
  // The last user, kept while a session that ended is signed in again.
  const [userId, setUserId] = useState(sessionUserId);
  if (sessionUserId && sessionUserId !== userId) setUserId(sessionUserId);
  const [restoredFor, setRestoredFor] = useState<string>();
  const previousUserId = useRef<string>(undefined);

  useEffect(() => {
    if (!userId) return;
    if (previousUserId.current !== undefined && previousUserId.current !== userId) {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      client.getMutationCache().clear();
    }
    previousUserId.current = userId;
    registerOutboxWrites(client);
    let live = true;
    const waited = setTimeout(() => setRestoredFor(userId), RESTORE_WAIT_MS);
    void keepOffline(client, userId).then(() => {
      clearTimeout(waited);
      if (!live) return;
      setRestoredFor(userId);
      sendWaitingWrites(client);
    });
    return () => {
      live = false;
      clearTimeout(waited);
      stopOffline(userId);
    };
  }, [client, userId]);

  useEffect(() => {
    if (restoredFor === undefined) return;
    const fetchForTheRoad = () => {
      if (!navigator.onLine) return;
      import('./fetch-for-the-road.js').then(({ fetchForTheRoad }) => fetchForTheRoad(client, restoredFor)).catch(() => undefined);
    };
    const timer = setTimeout(fetchForTheRoad, ROAD_FETCH_DELAY_MS);
    window.addEventListener('online', fetchForTheRoad);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', fetchForTheRoad);
    };
  }, [client, restoredFor]);

  return restoredFor === userId ? children : <SystemLoading />;
}
