import { and, asc, eq, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { transportTypes, type ReservationType } from '../../../shared/reservations.js';
import { localOf } from '../../../shared/time.js';
import { FORECAST_DAYS, type TripWeather } from '../../../shared/weather.js';
import { reservations, trips, type StoredPlace } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { geocode, type ServiceContext } from '../../integrations/geocoder.js';
import { ServiceError } from '../../integrations/http.js';
import { forecast } from '../../integrations/weather.js';

type Destination = NonNullable<TripWeather['place']>;
type Located = StoredPlace & { latitude: number; longitude: number };

const located = (place: StoredPlace): place is Located => place.latitude !== null && place.longitude !== null;
const samePlace = (a: Located, b: Located) => Math.abs(a.latitude - b.latitude) < 0.05 && Math.abs(a.longitude - b.longitude) < 0.05;
const destination = (place: Located): Destination => ({ name: place.name || place.address, latitude: place.latitude, longitude: place.longitude });

/**
 * Where the traveller goes, from the reservations: the last place arrived at (a journey's end, a
 * stay's place) that has coordinates, leaving out a last journey back to where the first one
 * started, so a round trip's forecast is the destination's, not home's.
 */
export function arrivalPlace(rows: readonly { type: ReservationType; startPlace: StoredPlace; endPlace: StoredPlace }[]): Destination | null {
  const arrivals = rows.map((r) => (transportTypes.includes(r.type) ? r.endPlace : r.startPlace)).filter(located);
  const firstDeparture = rows.find((r) => transportTypes.includes(r.type) && located(r.startPlace))?.startPlace;
  const last = arrivals.at(-1);
  if (last && firstDeparture && located(firstDeparture) && samePlace(last, firstDeparture) && arrivals.length > 1) {
    return destination(arrivals.at(-2) ?? last);
  }
  return last ? destination(last) : null;
}

/** The trip's address found by the geocoder; null when it is off, finds nothing, or fails (the reservations are asked next). */
async function addressPlace(ctx: ServiceContext, address: string): Promise<Destination | null> {
  if (!address.trim() || !ctx.services.geocoder) return null;
  try {
    const found = await geocode(ctx, address);
    return found ? { name: address, latitude: found.latitude, longitude: found.longitude } : null;
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface TripDates {
  startAt: Date | null;
  startZone: string | null;
  endAt: Date | null;
  endZone: string | null;
}

/** The trip's dates that a forecast can cover today, or the sentence saying why none can. */
export function forecastRange(trip: TripDates, now: Date): { from: string; to: string } | { message: string } {
  if (!trip.startAt || !trip.startZone) return { message: messages.weatherNoDates };
  // The end's zone is the destination's more often than the start's (a trip starts at home).
  const zone = trip.endZone ?? trip.startZone;
  const start = localOf(trip.startAt, trip.startZone).slice(0, 10);
  const end = trip.endAt && trip.endZone ? localOf(trip.endAt, trip.endZone).slice(0, 10) : start;
  const today = localOf(now, zone).slice(0, 10);
  const last = plusDays(today, FORECAST_DAYS - 1);
  if (end < today) return { message: messages.weatherTripOver };
  if (start > last) return { message: messages.weatherNotYet };
  return { from: start > today ? start : today, to: end < last ? end : last };
}

async function tripOf(ctx: ServiceContext, userId: string, tripId: string) {
  const [trip] = await ctx.db
    .select({ address: trips.address, startAt: trips.startAt, startZone: trips.startZone, endAt: trips.endAt, endZone: trips.endZone })
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw new AppError('NOT_FOUND', messages.notFound('Trip'));
  return trip;
}

async function placeOf(ctx: ServiceContext, userId: string, tripId: string, address: string): Promise<Destination | null> {
  const fromAddress = await addressPlace(ctx, address);
  if (fromAddress) return fromAddress;
  const rows = await ctx.db
    .select({ type: reservations.type, startPlace: reservations.startPlace, endPlace: reservations.endPlace })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.tripId, tripId), ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.startAt), asc(reservations.id));
  return arrivalPlace(rows.map((r) => ({ ...r, type: r.type as ReservationType })));
}

/**
 * The forecast at one of the user's trips' destination for its days ('Trip not found' otherwise).
 * A service that is off or fails gives a plain sentence instead of days, never an error.
 */
export async function tripWeather(ctx: ServiceContext, userId: string, tripId: string, now = new Date()): Promise<TripWeather> {
  const trip = await tripOf(ctx, userId, tripId);
  const none = (place: Destination | null, message: string): TripWeather => ({ place, days: [], message, fetchedAt: null, stale: false });
  if (!ctx.services.weather) return none(null, messages.weatherUnavailable);
  const range = forecastRange(trip, now);
  if ('message' in range) return none(null, range.message);
  const place = await placeOf(ctx, userId, tripId, trip.address);
  if (!place) return none(null, messages.weatherNoPlace);
  try {
    const answer = await forecast(ctx, { latitude: place.latitude, longitude: place.longitude, ...range });
    if (answer.value.length === 0) return none(place, messages.weatherUnavailable);
    return { place, days: answer.value, message: null, fetchedAt: answer.fetchedAt.toISOString(), stale: answer.stale };
  } catch (error) {
    if (error instanceof ServiceError) return none(place, messages.weatherUnavailable);
    throw error;
  }
}
