import { onlineManager, useMutationState, type Mutation, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

/**
 * The writes a traveller makes on the road (the timer's start and stop, …) are TanStack Query
 * mutations of one scope, which it runs one after another in the order made. With no network
 * they pause; paused, they are kept with the user's offline copy (offline-cache.ts), so a reload
 * or a closed tab loses none; they are sent when the network returns. Each carries the
 * Idempotency-Key it was made with, so a write sent twice (its answer lost) is made once.
 */
const OUTBOX = 'outbox';

/** The mutation key of one kind of write: its defaults (how to send it) are found by it after a reload. */
export const outboxKey = (write: string): MutationKey => [OUTBOX, write];

/** One scope for every write, so they are sent in order. */
export const outboxScope = { id: OUTBOX };

/** How long a write whose session ended waits before it is tried again (it waits for the user to sign in again). */
const SIGNED_OUT_RETRY_MS = 15_000;

/** Answers that say the server could not be reached or could not reach its own services: worth trying again. */
const UNREACHED = new Set([0, 502, 503, 504]);

/**
 * The retries of a write: while the session is gone (401), until the same user signs in again;
 * a connection that failed mid-way, or a server that could not reach its database or store (503,
 * or a balancer's 502 and 504), twice (the network's loss pauses it instead); a refusal, never.
 */
export const outboxRetry = (failures: number, error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || (UNREACHED.has(error.status) && failures < 2));
export const outboxRetryDelay = (failures: number, error: unknown): number =>
  error instanceof ApiError && error.status === 401 ? SIGNED_OUT_RETRY_MS : 1000 * 2 ** failures;

/** Whether a change was refused because its record changed elsewhere since the version it began from (412). */
export const changedElsewhere = (error: unknown): boolean => error instanceof ApiError && error.status === 412;

/** Whether `mutation` is a write of the outbox. */
export const isOutboxWrite = (mutation: Pick<Mutation, 'options'>): boolean => mutation.options.mutationKey?.[0] === OUTBOX;

/**
 * Sends the writes that wait, if there is a network (after the offline copy brought them back).
 * TanStack Query assumes a network until an 'offline' event says otherwise: told now whether there
 * is one, a page loaded with none pauses the writes made on it, and sends them on 'online'.
 */
export function sendWaitingWrites(client: QueryClient): void {
  onlineManager.setOnline(navigator.onLine);
  if (navigator.onLine) void client.resumePausedMutations();
}

/** The writes that wait to be sent, or are being sent, as made (their variables): of one kind (a record shows it waits), else all. */
export function useWaitingWrites<T = unknown>(write?: string): T[] {
  return useMutationState({
    filters: { mutationKey: write ? outboxKey(write) : [OUTBOX], status: 'pending' },
    select: (mutation) => mutation.state.variables as T,
  });
}

/**
 * Makes an outbox write from a form. With a network it waits for the server's answer, so that a
 * refusal shows in the form; with none, the write is kept to be sent and the form is done now.
 * The server's answer, or null when the write waits to be sent.
 */
export async function sendOrKeep<V, T>(mutation: { mutate: (variables: V) => void; mutateAsync: (variables: V) => Promise<T> }, variables: V): Promise<T | null> {
  if (!onlineManager.isOnline()) {
    mutation.mutate(variables);
    return null;
  }
  return mutation.mutateAsync(variables);
}

/** A client-made id ordered by time (UUID version 7, RFC 9562): a write's Idempotency-Key. */
export function uuidv7(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // 48 bits of milliseconds, then the version and the variant over the random bits.
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(now / 2 ** (8 * (5 - i))) % 256;
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When a write was made, for the server only where it waited (a press sent at once is the server's now, whatever this device's clock says). */
export const pressedAt = (at: string): string | undefined => (Date.now() - Date.parse(at) > WAITED_MS ? at : undefined);
const WAITED_MS = 5_000;
