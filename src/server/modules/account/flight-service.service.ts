import { eq } from 'drizzle-orm';
import type { FlightServiceInfo, FlightServiceInput } from '../../../shared/flight-service.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

type Stored = (typeof users.$inferSelect)['flightService'];

/** What may be shown of a stored key: the service and the key's last four characters. */
export const flightServiceInfo = (stored: Stored): FlightServiceInfo | null => (stored ? { provider: stored.provider, keyEnding: stored.key.slice(-4) } : null);

/** Keeps the user's key for a flight-status service (replacing any earlier one). */
export async function setFlightService(db: Db, userId: string, input: FlightServiceInput): Promise<FlightServiceInfo | null> {
  const [row] = await db.update(users).set({ flightService: input }).where(eq(users.id, userId)).returning({ flightService: users.flightService });
  return flightServiceInfo(row?.flightService ?? null);
}

/** Forgets the user's flight-status key; flights then show 'Flight information not available.'. */
export async function removeFlightService(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ flightService: null }).where(eq(users.id, userId));
}
