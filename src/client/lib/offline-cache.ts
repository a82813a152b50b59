import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, type PersistedClient } from '@tanstack/query-persist-client-core';
import { dehydrate, type Mutation, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { isOutboxWrite } from './outbox.js';

/**
 * How long answers kept for a start with no network stay usable: three weeks away. Also how long
 * they stay in memory unobserved, a timer's delay, which browsers cut to nothing above 2^31 - 1 ms
 * (24.8 days).
 */
export const OFFLINE_MAX_AGE_MS = 21 * 24 * 60 * 60 * 1000;

/**
 * The shape of what is kept. Raise it when a kept answer's shape changes so that an older build's
 * copy cannot be read by a newer one; a new build of the same shape keeps what the user has.
 */
const OFFLINE_FORMAT = '1';

/**
 * The answers kept on the device, by the first part of their key: what a traveller reads on the
 * road (trips with their itinerary, reservations, notes and documents' list; the week's
 * timecards and the timer; rewards; the dashboard) and what those pages need to show it (the
 * profile's zone and currency, the customers, projects and types their forms offer). Searches,
 * previews and rates are asked again.
 */
const KEPT = new Set([
  'profile',
  'dashboard',
  'trips',
  'reservations',
  'timecards',
  'rewards',
  'assignments',
  'tasks',
  'customers',
  'projects',
  'receipt-types',
  'payment-types',
]);

const keptOffline = (queryKey: QueryKey): boolean => typeof queryKey[0] === 'string' && KEPT.has(queryKey[0]);

/** One IndexedDB database per user, so that one user's copy is never read for another. */
export const offlineDatabaseName = (userId: string): string => `offline-${userId}`;

const shouldDehydrateQuery = (query: Query): boolean => query.state.status === 'success' && keptOffline(query.queryKey);
/** The outbox's writes not sent yet: paused, being sent, or waiting for a sign-in (outbox.ts). */
const shouldDehydrateMutation = (mutation: Mutation): boolean => isOutboxWrite(mutation) && mutation.state.status === 'pending';

/** The copy as saved: a write being sent when it was saved is sent again at the next start (its Idempotency-Key makes it once). */
function serialize(copy: PersistedClient): string {
  const mutations = copy.clientState.mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
  return JSON.stringify({ ...copy, clientState: { ...copy.clientState, mutations } });
}

/** The copy being kept now: whose, where, and how to stop saving it. */
let active: { userId: string; store: ReturnType<typeof createStore>; stop: () => void } | undefined;

/**
 * Brings back `userId`'s kept answers into `queryClient`, then saves them again (throttled) on
 * every change, in that user's own database: TanStack Query's persister over idb-keyval. A write
 * of the outbox made, sent or refused is saved at once, not a second later: a tab closed or
 * reloaded right after loses none. Stops keeping the previous user's. Settles once the answers
 * are back (or there were none).
 */
export function keepOffline(queryClient: QueryClient, userId: string): Promise<void> {
  stopOffline();
  // Kept answers stay in memory as long as on the device, or the next save would drop them.
  for (const root of KEPT) queryClient.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE_MS });
  const store = createStore(offlineDatabaseName(userId), 'queries');
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    key: 'queries',
    serialize,
  });
  const dehydrateOptions = { shouldDehydrateQuery, shouldDehydrateMutation };
  const [unsubscribe, restored] = persistQueryClient({ queryClient, persister, maxAge: OFFLINE_MAX_AGE_MS, buster: OFFLINE_FORMAT, dehydrateOptions });
  const saveNow = () =>
    set('queries', serialize({ buster: OFFLINE_FORMAT, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }), store).catch(() => undefined);
  // Only once the copy is back: saved before, it would replace what was kept with what was not restored yet.
  let stopped = false;
  let unsubscribeWrites: (() => void) | undefined;
  void restored
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      unsubscribeWrites = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && isOutboxWrite(event.mutation)) void saveNow();
      });
    });
  active = {
    userId,
    store,
    stop: () => {
      stopped = true;
      unsubscribeWrites?.();
      unsubscribe();
      // Closed, so that a save still due after this cannot write (nor bring back a deleted database).
      store('readonly', (objects) => objects.transaction.db.close()).catch(() => undefined);
    },
  };
  return restored.catch(() => undefined);
}

const fileKey = (key: string) => `file:${key}`;

/**
 * Keeps `file` on the device with the write `key` that waits to send it (a receipt's photo taken
 * with no network), in the signed-in user's own database: a reload or a closed tab loses it no
 * more than the write, and sign-out deletes it with the rest.
 */
export async function keepFile(key: string, file: File): Promise<void> {
  if (!active) throw new Error('No offline copy is kept: nobody is signed in');
  const kept: KeptFile = { name: file.name, type: file.type, bytes: await file.arrayBuffer() };
  await set(fileKey(key), kept, active.store);
}

/** A file as kept: its bytes, which every IndexedDB can hold, with its name and type. */
interface KeptFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** The file kept with the write `key`, if it still is. */
export async function keptFile(key: string): Promise<File | undefined> {
  const kept = active ? await get<KeptFile>(fileKey(key), active.store) : undefined;
  return kept && new File([kept.bytes], kept.name, { type: kept.type });
}

/** Forgets the file kept with the write `key` (the server has it). */
export const forgetFile = (key: string): Promise<void> => (active ? del(fileKey(key), active.store) : Promise.resolve());

/** Stops saving the copy kept now (of `userId` only, when given). */
export function stopOffline(userId?: string): void {
  if (!active || (userId !== undefined && active.userId !== userId)) return;
  active.stop();
  active = undefined;
}

/** Stops saving and deletes from the device `userId`'s kept answers (sign-out). */
export function forgetOffline(userId: string): Promise<void> {
  stopOffline(userId);
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(offlineDatabaseName(userId));
    // Blocked: deleted once the closing connection has closed.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
