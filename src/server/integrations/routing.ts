import { z } from 'zod';
import { cached } from './cache.js';
import { geocode, type ServiceContext } from './geocoder.js';
import { fetchJson, ServiceError } from './http.js';
import { takeTurn } from './throttle.js';

/**
 * The routing adapter: OSRM's route service (`GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}
 * ?overview=false`), for the driving distance of a mileage entry. Its ends are found with the
 * geocoder; a distance is kept for good by the two coordinates (roads move seldom enough).
 */

/** The public demo server's policy, as the geocoder's: at most one request a second. */
const ONE_REQUEST_MS = 1000;
const METERS_PER_MILE = 1609.344;

const OsrmSchema = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number().nonnegative() })).optional(),
});

/** The driving distance in miles, or which part could not be found. */
export type DrivingDistance = { miles: number } | { miles: null; notFound: 'from' | 'to' | 'route' };

/** A coordinate to about a metre: the same place geocoded twice keys the same route. */
const point = (place: { latitude: number; longitude: number }) => `${place.longitude.toFixed(5)},${place.latitude.toFixed(5)}`;

/** Meters from OSRM (null: no route between the points); throws a ServiceError when it cannot be asked. */
async function routeMeters(ctx: ServiceContext, from: string, to: string): Promise<number | null> {
  const routing = ctx.services.routing;
  if (!routing) throw new ServiceError('off');
  const { timeoutMs, userAgent } = ctx.services;
  await takeTurn(ctx.db, `routing:${routing.baseUrl}`, ONE_REQUEST_MS, timeoutMs);
  const url = new URL(`route/v1/driving/${from};${to}`, `${routing.baseUrl}/`);
  url.search = 'overview=false';
  // OSRM answers 'NoRoute' (and points it cannot snap to a road, 'NoSegment') with a 400 and a body.
  const body = await fetchJson({ url, schema: OsrmSchema, timeoutMs, userAgent, answerStatuses: [400] });
  if (body.code === 'Ok' && body.routes?.[0]) return body.routes[0].distance;
  if (body.code === 'NoRoute' || body.code === 'NoSegment') return null;
  throw new ServiceError('malformed');
}

/** The driving distance between two addresses, in miles to one decimal; throws a ServiceError when a service cannot be asked. */
export async function drivingDistance(ctx: ServiceContext, fromAddress: string, toAddress: string): Promise<DrivingDistance> {
  if (!ctx.services.routing) throw new ServiceError('off');
  const [from, to] = await Promise.all([geocode(ctx, fromAddress), geocode(ctx, toAddress)]);
  if (!from) return { miles: null, notFound: 'from' };
  if (!to) return { miles: null, notFound: 'to' };
  const key = `${point(from)};${point(to)}`;
  const { value: meters } = await cached(ctx.db, { service: 'routing', key, ttlMs: null }, () => routeMeters(ctx, point(from), point(to)));
  if (meters === null) return { miles: null, notFound: 'route' };
  return { miles: Math.round((meters / METERS_PER_MILE) * 10) / 10 };
}
