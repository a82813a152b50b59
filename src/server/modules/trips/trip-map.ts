import { greatCirclePoints, unwrapped, type MapLeg, type MapPlace, type MapPoint, type TripMap } from '../../../shared/map.js';
import { transportTypes, type ReservationType } from '../../../shared/reservations.js';
import type { StoredPlace } from '../../db/schema/trips.js';

/** What a trip's map is drawn from: a reservation's ends, as the database holds them. */
export interface MapReservation {
  id: string;
  type: ReservationType;
  startAt: Date;
  endAt: Date | null;
  startPlace: StoredPlace;
  endPlace: StoredPlace;
}

/** One moment of the itinerary at a place: a departure, an arrival, a check-in, a pick-up… */
interface Stop {
  at: number;
  place: StoredPlace;
  reservationId: string;
  /** A flight's departure or arrival: the leg between the two is an arc. */
  flight: 'departure' | 'arrival' | null;
}

const named = (place: StoredPlace) => !!(place.name.trim() || place.address.trim());
const located = (place: StoredPlace): place is StoredPlace & { latitude: number; longitude: number } => place.latitude !== null && place.longitude !== null;
const keyOf = (place: StoredPlace) => `${place.name}\u0000${place.address}\u0000${place.latitude ?? ''}\u0000${place.longitude ?? ''}`;

/**
 * The places of the reservations in order of their moments. A journey ends where it arrives; a
 * stay or a car only counts its end when another place is given (a car dropped off elsewhere).
 */
function stopsOf(reservations: readonly MapReservation[]): Stop[] {
  const stops: Stop[] = [];
  for (const r of reservations) {
    const transport = transportTypes.includes(r.type);
    const flight = r.type === 'flight';
    if (named(r.startPlace) || located(r.startPlace)) {
      stops.push({ at: r.startAt.getTime(), place: r.startPlace, reservationId: r.id, flight: flight ? 'departure' : null });
    }
    const endsElsewhere = transport || keyOf(r.endPlace) !== keyOf(r.startPlace);
    if (r.endAt && endsElsewhere && (named(r.endPlace) || located(r.endPlace))) {
      stops.push({ at: r.endAt.getTime(), place: r.endPlace, reservationId: r.id, flight: flight ? 'arrival' : null });
    }
  }
  // Stable: moments at the same instant keep the reservations' order.
  return stops.sort((a, b) => a.at - b.at);
}

/** A longitude moved by whole turns to within 180° of `near`, so the map draws the short way. */
function near(longitude: number, reference: number | undefined): number {
  if (reference === undefined) return longitude;
  return unwrapped([[0, reference], [0, longitude]])[1]?.[1] ?? longitude;
}

/** The legs between consecutive placed stops (the same place twice makes none), a flight's as an arc. */
function legsOf(stops: readonly { stop: Stop; point: MapPoint }[]): MapLeg[] {
  const legs: MapLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1];
    const b = stops[i];
    if (!a || !b || (a.point[0] === b.point[0] && a.point[1] === b.point[1])) continue;
    const flight = a.stop.reservationId === b.stop.reservationId && a.stop.flight === 'departure' && b.stop.flight === 'arrival';
    legs.push({
      kind: flight ? 'flight' : 'ground',
      from: a.stop.place.name || a.stop.place.address,
      to: b.stop.place.name || b.stop.place.address,
      points: flight ? greatCirclePoints(a.point, b.point) : [a.point, b.point],
    });
  }
  return legs;
}

/**
 * A trip's map from its live reservations and, when found, its own address (after the itinerary,
 * without a leg): each place once, in the order first reached; the legs between consecutive
 * moments; the names of places without coordinates. A place's longitude runs on from the one
 * before it (possibly beyond ±180°) so markers sit on the ends of legs that cross the antimeridian.
 */
export function buildTripMap(reservations: readonly MapReservation[], destination: MapPlace | null): Omit<TripMap, 'note'> {
  const placed: { stop: Stop; point: MapPoint }[] = [];
  const places = new Map<string, MapPlace>();
  const unplaced = new Set<string>();
  for (const stop of stopsOf(reservations)) {
    const { place } = stop;
    if (!located(place)) {
      unplaced.add(place.name || place.address);
      continue;
    }
    const point: MapPoint = [place.latitude, near(place.longitude, placed.at(-1)?.point[1])];
    placed.push({ stop, point });
    const key = keyOf(place);
    if (!places.has(key)) places.set(key, { name: place.name || place.address, address: place.address, latitude: point[0], longitude: point[1] });
  }
  const list = [...places.values()];
  if (destination && !list.some((p) => p.address === destination.address || p.name === destination.name)) {
    list.push({ ...destination, longitude: near(destination.longitude, placed.at(-1)?.point[1]) });
  }
  return { places: list, legs: legsOf(placed), unplaced: [...unplaced] };
}
