import { and, asc, eq, ne } from 'drizzle-orm';
import { mapTexts, type MapPlace, type TripMap } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { reservations, trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { geocode, type ServiceContext } from '../../integrations/geocoder.js';
import { ServiceError } from '../../integrations/http.js';
import { buildTripMap } from './trip-map.js';

/** Where the trip's address is, or why it could not be asked (null place: nothing matched, or the geocoder is off). */
async function destinationOf(ctx: ServiceContext, address: string): Promise<{ place: MapPlace | null; failed: boolean }> {
  if (!address.trim() || !ctx.services.geocoder) return { place: null, failed: false };
  try {
    const found = await geocode(ctx, address);
    return { place: found ? { name: address, address: found.label, latitude: found.latitude, longitude: found.longitude } : null, failed: false };
  } catch (error) {
    // The map is drawn without it: a geocoder that is down must not take the trip's page with it.
    if (error instanceof ServiceError) return { place: null, failed: true };
    throw error;
  }
}

/**
 * One of the user's trips as a map ('Trip not found' otherwise): its live reservations' places in
 * order with the legs between them, and its address, looked up with the geocoder when that is on
 * (only here: a page without the map never asks it).
 */
export async function tripMap(ctx: ServiceContext, userId: string, tripId: string): Promise<TripMap> {
  const [trip] = await ctx.db.select({ address: trips.address }).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw new AppError('NOT_FOUND', messages.notFound('Trip'));
  const rows = await ctx.db
    .select({ id: reservations.id, type: reservations.type, startAt: reservations.startAt, endAt: reservations.endAt, startPlace: reservations.startPlace, endPlace: reservations.endPlace })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.tripId, tripId), ne(reservations.status, 'cancelled'), eq(reservations.hidden, false)))
    .orderBy(asc(reservations.startAt), asc(reservations.id));
  const destination = await destinationOf(ctx, trip.address);
  const map = buildTripMap(rows.map((r) => ({ ...r, type: r.type as ReservationType })), destination.place);
  const unplaced = !destination.place && trip.address.trim() ? [...map.unplaced, trip.address] : map.unplaced;
  return { ...map, unplaced: [...new Set(unplaced)], note: destination.failed ? mapTexts.tripAddressNotOnMap : null };
}
