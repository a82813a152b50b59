import { z } from 'zod';

/**
 * A map's contents: the places of a trip (or a receipt, or where the traveller is now) in order,
 * and the legs between them. Points are `[latitude, longitude]`, as Leaflet takes them.
 */
export type MapPoint = [number, number];
// Not z.tuple: the client's one shared Zod chunk would carry the tuple parser onto every page
// (0.9 kB gzip, over the trips list's budget) for this one lazily loaded schema.
export const MapPointSchema = z.array(z.number()).length(2) as unknown as z.ZodType<MapPoint>;

/** The map's own texts (not the spec's quoted ones in messages.ts, which every page loads). */
export const mapTexts = {
  /** Under a map whose list has places without coordinates. */
  placesNotOnMap: (count: number) => (count === 1 ? '1 place could not be placed on the map' : `${count} places could not be placed on the map`),
  /** A trip map's note when addresses (the trip's, a hotel's…) could not be looked up. */
  addressesNotOnMap: 'Some addresses could not be placed on the map: the address search is not available right now.',
} as const;

export const MapPlaceSchema = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MapPlace = z.infer<typeof MapPlaceSchema>;

export const mapLegKinds = ['flight', 'ground'] as const;
export const MapLegSchema = z.object({
  /** A flight is drawn as a great-circle arc, anything else as a straight line between its ends. */
  kind: z.enum(mapLegKinds),
  /** The names of the places at its two ends. */
  from: z.string(),
  to: z.string(),
  points: z.array(MapPointSchema),
});
export type MapLeg = z.infer<typeof MapLegSchema>;

/** `GET /trips/{id}/map`: the trip's places in itinerary order, its legs, and what could not be placed. */
export const TripMapSchema = z.object({
  places: z.array(MapPlaceSchema),
  legs: z.array(MapLegSchema),
  /** Places of the itinerary without coordinates, by name: listed, but not on the map. */
  unplaced: z.array(z.string()),
  /** Why a place is missing that could have been found (the geocoder off or failing), else null. */
  note: z.string().nullable(),
});
export type TripMap = z.infer<typeof TripMapSchema>;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (value: number) => (value * 180) / Math.PI;

/** Unit vector of a point on the sphere. */
function vector([lat, lon]: MapPoint): [number, number, number] {
  const phi = radians(lat);
  const lambda = radians(lon);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/** About one point every two degrees of arc (some 220 km), enough for a smooth curve at any zoom the map fits to. */
const DEGREES_PER_STEP = 2;
const MAX_STEPS = 90;

/**
 * The great-circle arc from `a` to `b` as `[lat, lon]` points, both ends included (spherical
 * linear interpolation). Longitudes run on without a jump where the arc crosses the antimeridian
 * (179 → 181 rather than 179 → -179), so a map draws the short way across the Pacific instead of
 * a line around the world. Coincident or antipodal ends (no single great circle) give the two ends.
 */
export function greatCirclePoints(a: MapPoint, b: MapPoint): MapPoint[] {
  const [ax, ay, az] = vector(a);
  const [bx, by, bz] = vector(b);
  const angle = Math.acos(Math.min(1, Math.max(-1, ax * bx + ay * by + az * bz)));
  const sine = Math.sin(angle);
  if (sine < 1e-9) return [a, b];
  const steps = Math.min(MAX_STEPS, Math.max(1, Math.ceil(degrees(angle) / DEGREES_PER_STEP - 1e-9)));
  const points: MapPoint[] = [a];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const wa = Math.sin((1 - t) * angle) / sine;
    const wb = Math.sin(t * angle) / sine;
    const [x, y, z] = [wa * ax + wb * bx, wa * ay + wb * by, wa * az + wb * bz];
    points.push([degrees(Math.atan2(z, Math.hypot(x, y))), degrees(Math.atan2(y, x))]);
  }
  points.push(b);
  return unwrapped(points);
}

/** Longitudes shifted by whole turns so that each differs from the one before by at most 180°. */
export function unwrapped(points: readonly MapPoint[]): MapPoint[] {
  const out: MapPoint[] = [];
  for (const [lat, lon] of points) {
    const previous = out.at(-1);
    let next = lon;
    if (previous) {
      while (next - previous[1] > 180) next -= 360;
      while (next - previous[1] < -180) next += 360;
    }
    out.push([lat, next]);
  }
  return out;
}
