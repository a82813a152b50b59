import { and, asc, eq, ne } from 'drizzle-orm';
import { mapTexts, type TripMap } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import type { Place } from '../../../shared/places.js';
import type { ReservationType } from '../../../shared/reservations.js';
import { itineraryEvents, reservations, trips, type StoredPlace } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { geocode, type ServiceContext } from '../../integrations/geocoder.js';
import { ServiceError } from '../../integrations/http.js';
import { buildTripMap, type MapReservation } from './trip-map.js';

/**
 * The most addresses one map asks the geocoder about. Answers are kept for good, so only a trip's
 * first map waits for them, at the public geocoders' one request a second; the rest stay listed.
 */
const MAX_LOOKUPS = 8;

/**
 * Where each address is (null: nothing matched), asked one at a time, in order. Once the geocoder
 * cannot be asked the rest are not tried: the map is drawn without them and says so.
 */
async function locate(ctx: ServiceContext, addresses: readonly string[]): Promise<{ found: Map<string, Place | null>; failed: boolean }> {
  const found = new Map<string, Place | null>();
  if (!ctx.services.geocoder) return { found, failed: false };
  for (const address of addresses.slice(0, MAX_LOOKUPS)) {
    try {
      found.set(address, await geocode(ctx, address));
    } catch (error) {
      // A geocoder that is down must not take the trip's page with it.
      if (error instanceof ServiceError) return { found, failed: true };
      throw error;
    }
  }
  return { found, failed: false };
}

const unlocated = (place: StoredPlace) => (place.latitude === null || place.longitude === null) && place.address.trim() !== '';

/** The place with the coordinates found for its address, if it had none. */
function placed(place: StoredPlace, found: Map<string, Place | null>): StoredPlace {
  const match = unlocated(place) ? found.get(place.address.trim()) : undefined;
  return match ? { ...place, latitude: match.latitude, longitude: match.longitude } : place;
}

/**
 * One of the user's trips as a map ('Trip not found' otherwise): the places of its live
 * reservations and of the user's own events in order, with the legs between them, and its
 * address. Addresses without coordinates (a hotel typed by hand, a meeting, the trip's own) are looked up with the geocoder when it is on, only here: a page
 * without the map never asks it.
 */
export async function tripMap(ctx: ServiceContext, userId: string, tripId: string): Promise<TripMap> {
  const [trip] = await ctx.db.select({ address: trips.address }).from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw new AppError('NOT_FOUND', messages.notFound('Trip'));
  const booked = await ctx.db
    .select({ id: reservations.id, type: reservations.type, startAt: reservations.startAt, endAt: reservations.endAt, startPlace: reservations.startPlace, endPlace: reservations.endPlace })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.tripId, tripId), ne(reservations.status, 'cancelled'), eq(reservations.hidden, false)))
    .orderBy(asc(reservations.startAt), asc(reservations.id));
  // The user's own events (a meeting, a dinner) are a stop at one place, as a reservation of one place is.
  const own = await ctx.db
    .select({ id: itineraryEvents.id, startAt: itineraryEvents.startAt, place: itineraryEvents.place, address: itineraryEvents.address })
    .from(itineraryEvents)
    .where(and(eq(itineraryEvents.userId, userId), eq(itineraryEvents.tripId, tripId)))
    .orderBy(asc(itineraryEvents.startAt), asc(itineraryEvents.id));
  const rows: MapReservation[] = [
    ...booked.map((r) => ({ ...r, type: r.type as ReservationType })),
    ...own.map((e) => {
      const place = { name: e.place, address: e.address, latitude: null, longitude: null };
      return { id: e.id, type: 'event' as const, startAt: e.startAt, endAt: null, startPlace: place, endPlace: place };
    }),
  ];
  const address = trip.address.trim();
  const asked = rows.flatMap((r) => [r.startPlace, r.endPlace]).filter(unlocated).map((p) => p.address.trim());
  // The trip's own address first: it is where the trip goes.
  const { found, failed } = await locate(ctx, [...new Set([...(address ? [address] : []), ...asked])]);
  const destination = address ? found.get(address) : undefined;
  const map = buildTripMap(
    rows.map((r) => ({ ...r, startPlace: placed(r.startPlace, found), endPlace: placed(r.endPlace, found) })),
    destination ? { name: address, address: destination.label, latitude: destination.latitude, longitude: destination.longitude } : null,
  );
  const unplaced = !destination && address ? [...map.unplaced, address] : map.unplaced;
  return { ...map, unplaced: [...new Set(unplaced)], note: failed ? mapTexts.addressesNotOnMap : null };
}
