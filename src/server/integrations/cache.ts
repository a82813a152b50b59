import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serviceCache } from '../db/schema/services.js';
import { ServiceError } from './http.js';

export interface CacheKey {
  service: string;
  key: string;
  /** How long an answer stays fresh; null: for good. */
  ttlMs: number | null;
}

export interface Cached<T> {
  value: T;
  fetchedAt: Date;
  /** The service did not answer this time: this is the last answer it gave, past its freshness. */
  stale: boolean;
}

/**
 * An external service's answer through the shared cache: a fresh one from the table, else `load`'s,
 * kept for `ttlMs`. When the service fails and an older answer is kept, that one is given, marked
 * stale; failures themselves are never kept, so the next view asks again.
 */
export async function cached<T>(db: Db, { service, key, ttlMs }: CacheKey, load: () => Promise<T>): Promise<Cached<T>> {
  const [row] = await db
    .select({ value: serviceCache.value, fetchedAt: serviceCache.fetchedAt, expiresAt: serviceCache.expiresAt })
    .from(serviceCache)
    .where(and(eq(serviceCache.service, service), eq(serviceCache.key, key)));
  // Fresh by the clock that wrote the expiry (this process's), not the database server's.
  if (row && (row.expiresAt === null || row.expiresAt.getTime() > Date.now())) return { value: row.value as T, fetchedAt: row.fetchedAt, stale: false };
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (row && error instanceof ServiceError) return { value: row.value as T, fetchedAt: row.fetchedAt, stale: true };
    throw error;
  }
  const fetchedAt = new Date();
  const expiresAt = ttlMs === null ? null : new Date(fetchedAt.getTime() + ttlMs);
  // As JSON text: a null answer ("nothing found") is kept as JSON null, not as a missing value.
  const json = sql`cast(${JSON.stringify(value ?? null)} as jsonb)`;
  await db
    .insert(serviceCache)
    .values({ service, key, value: json, fetchedAt, expiresAt })
    .onConflictDoUpdate({ target: [serviceCache.service, serviceCache.key], set: { value: json, fetchedAt, expiresAt } });
  return { value, fetchedAt, stale: false };
}

/** Forgets answers that went stale over a week ago (maintenance); answers kept for good stay. */
export async function pruneServiceCache(db: Db): Promise<number> {
  const removed = await db
    .delete(serviceCache)
    .where(lt(serviceCache.expiresAt, sql`now() - interval '7 days'`))
    .returning({ key: serviceCache.key });
  return removed.length;
}
