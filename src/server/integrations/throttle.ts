import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serviceSlots } from '../db/schema/services.js';
import { ServiceError } from './http.js';

const milliseconds = (ms: number) => sql.raw(`interval '${Math.round(ms)} milliseconds'`);

/**
 * Waits for this process's turn at a service that allows one request per `intervalMs` (Nominatim's
 * policy: one a second), across every instance: one statement moves the service's next free moment
 * on and says how long to wait for the slot taken. A wait past `maxWaitMs` gives up at once as
 * rate-limited, so a burst of lookups degrades instead of piling up.
 */
export async function takeTurn(db: Db, service: string, intervalMs: number, maxWaitMs: number): Promise<void> {
  const interval = milliseconds(intervalMs);
  const [slot] = await db
    .insert(serviceSlots)
    .values({ service, nextAt: sql`now() + ${interval}` })
    .onConflictDoUpdate({
      target: serviceSlots.service,
      set: { nextAt: sql`greatest(${serviceSlots.nextAt}, now()) + ${interval}` },
      setWhere: sql`${serviceSlots.nextAt} - now() <= ${milliseconds(maxWaitMs)}`,
    })
    .returning({ waitMs: sql<number>`greatest(0, extract(epoch from (${serviceSlots.nextAt} - ${interval} - now())) * 1000)::float8` });
  if (!slot) throw new ServiceError('rate-limited');
  if (slot.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, slot.waitMs));
}
