import type { Recorded } from '../recorded-service.js';

/**
 * A recorded OSRM route service (`GET /route/v1/driving/{lon},{lat};{lon},{lat}?overview=false`),
 * for the adapter tests and the end-to-end runner. It answers any pair of points: the recorded
 * drive from Willis Tower (Chicago) to Milwaukee is 147,763.4 m (91.8 miles); any other pair is
 * its great-circle distance times 1.25, as roads go. The empty answer is OSRM's 'NoRoute'.
 */
const EARTH_RADIUS_M = 6_371_008.8;
const recordedDrives: Record<string, number> = {
  '-87.63591,41.87888;-87.92250,43.03499': 147_763.4,
};

type Point = [number, number];

function greatCircleMeters([lon1, lat1]: Point, [lon2, lat2]: Point): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** OSRM's answer for one route: the distance in meters, a duration at about 50 mph, and the snapped waypoints. */
function routeAnswer(points: Point[], distance: number) {
  const duration = Math.round((distance / 22.4) * 10) / 10;
  return {
    code: 'Ok',
    routes: [{ legs: [{ steps: [], summary: '', weight: duration, duration, distance }], weight_name: 'routing', weight: duration, duration, distance }],
    waypoints: points.map((location, index) => ({ hint: `recorded-hint-${index}`, distance: 3.2, name: index === 0 ? 'South Wacker Drive' : 'North Water Street', location })),
  };
}

/** The two points of `{lon},{lat};{lon},{lat}`, or undefined when it is not that. */
function pointsOf(path: string): [Point, Point] | undefined {
  const points = path.split(';').map((pair) => pair.split(',').map(Number));
  const valid = (p: number[] | undefined): p is Point => p?.length === 2 && p.every(Number.isFinite);
  const [from, to] = points;
  return points.length === 2 && valid(from) && valid(to) ? [from, to] : undefined;
}

export const recordedRouting: Recorded = (url) => {
  const path = /^\/route\/v1\/driving\/([^/]+)$/.exec(url.pathname)?.[1];
  const points = path ? pointsOf(path) : undefined;
  if (!path || !points) return undefined;
  const distance = recordedDrives[path] ?? Math.round(greatCircleMeters(...points) * 1.25 * 10) / 10;
  return { ok: routeAnswer(points, distance), empty: { code: 'NoRoute', message: 'Impossible route between points', routes: [] } };
};
