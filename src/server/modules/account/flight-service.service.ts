import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FlightServiceInfo, FlightServiceInput } from '../../../shared/flight-service.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { seal, unseal } from '../../security/seal.js';

type Stored = NonNullable<(typeof users.$inferSelect)['flightService']>;
const SEAL_PURPOSE = 'flight-service-key';

const sealed = (secret: string, { provider, key }: FlightServiceInput): Stored => ({ provider, sealedKey: seal(secret, SEAL_PURPOSE, key), keyEnding: key.slice(-4) });

/** What may be shown of a stored key: the service and the key's last four characters. */
export const flightServiceInfo = (stored: Stored | null): FlightServiceInfo | null => (stored ? { provider: stored.provider, keyEnding: stored.keyEnding } : null);

/** Keeps the user's key for a flight-status service, sealed (replacing any earlier one). */
export async function setFlightService(db: Db, secret: string, userId: string, input: FlightServiceInput): Promise<FlightServiceInfo | null> {
  const [row] = await db.update(users).set({ flightService: sealed(secret, input) }).where(eq(users.id, userId)).returning({ flightService: users.flightService });
  return flightServiceInfo(row?.flightService ?? null);
}

/** The user's service and key to ask it with; null without one, or when it was sealed with another secret. */
export async function flightServiceKey(db: Db, secret: string, userId: string): Promise<FlightServiceInput | null> {
  const [user] = await db.select({ flightService: users.flightService }).from(users).where(eq(users.id, userId));
  const stored = user?.flightService;
  const key = stored ? unseal(secret, SEAL_PURPOSE, stored.sealedKey) : undefined;
  return stored && key ? { provider: stored.provider, key } : null;
}

/** Forgets the user's flight-status key; flights then show 'Flight information not available.'. */
export async function removeFlightService(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ flightService: null }).where(eq(users.id, userId));
}

/**
 * Seals the keys kept in plain text before keys were sealed (`{ provider, key }`), so that none is
 * left readable in the database; run at start, once the migrations have run. Returns how many.
 */
export async function sealPlainFlightKeys(db: Db, secret: string): Promise<number> {
  const plain = await db
    .select({ id: users.id, flightService: sql<FlightServiceInput>`${users.flightService}` })
    .from(users)
    .where(isNotNull(sql`${users.flightService}->>'key'`));
  for (const { id, flightService } of plain) await db.update(users).set({ flightService: sealed(secret, flightService) }).where(eq(users.id, id));
  return plain.length;
}
