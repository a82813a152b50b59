import { z } from 'zod';
import type { Place } from '../../shared/places.js';
import type { Db } from '../db/client.js';
import { cached, type Cached } from './cache.js';
import type { ServicesConfig } from './config.js';
import { fetchJson, ServiceError } from './http.js';
import { takeTurn } from './throttle.js';

/**
 * The geocoding adapter: Photon (`GET {base}/api?q=&limit=`, GeoJSON) or Nominatim
 * (`GET {base}/search?q=&format=jsonv2&addressdetails=1&limit=`). Both public instances ask for
 * at most one request a second and a User-Agent that names the application; answers are kept
 * for good (an address does not move), empty ones too.
 */
export interface ServiceContext {
  db: Db;
  services: ServicesConfig;
}

const SEARCH_LIMIT = 5;
/** The usage policy of the public instances. */
const ONE_REQUEST_MS = 1000;
const text = z.string().optional().catch(undefined);
const coordinate = z.coerce.number().refine(Number.isFinite);

const PhotonSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([coordinate, coordinate]).rest(z.unknown()) }),
      properties: z.object({ type: text, name: text, street: text, housenumber: text, postcode: text, city: text, district: text, state: text, country: text, countrycode: text }),
    }),
  ),
});

const NominatimSchema = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    address: z
      .object({ road: text, house_number: text, postcode: text, city: text, town: text, village: text, hamlet: text, state: text, country: text, country_code: text })
      .optional(),
  }),
);

const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.trim()).join(' ');
/** Countries that write the house number after the street ('Pariser Platz 1'); elsewhere it comes first ('1600 Pennsylvania Avenue'). */
const NUMBER_AFTER_STREET = new Set('AD AR AT BA BE BG BO BR CH CL CO CZ DE DK EE ES FI GR HR HU IS IT LI LT LU LV MX NL NO PE PL PT RO RS SE SI SK TR UY'.split(' '));
const streetLine = (street: string | undefined, number: string | undefined, countryCode: string | undefined) =>
  NUMBER_AFTER_STREET.has((countryCode ?? '').toUpperCase()) ? joined(street, number) : joined(number, street);
const listed = (...parts: (string | undefined)[]) => [...new Set(parts.filter((p): p is string => !!p && !!p.trim()))].join(', ');

function fromPhoton(body: z.infer<typeof PhotonSchema>): Place[] {
  return body.features.map(({ geometry, properties: p }) => {
    const street = streetLine(p.street, p.housenumber, p.countrycode);
    // A city found by its name has no `city` of its own: its name is the city.
    const city = p.city ?? (p.type === 'city' ? p.name : p.district) ?? '';
    return {
      label: listed(p.name !== p.street ? p.name : undefined, street, joined(p.postcode, city), p.state, p.country),
      street,
      city,
      region: p.state ?? '',
      zip: p.postcode ?? '',
      country: p.country ?? '',
      latitude: geometry.coordinates[1],
      longitude: geometry.coordinates[0],
    };
  });
}

function fromNominatim(body: z.infer<typeof NominatimSchema>): Place[] {
  return body.map(({ lat, lon, display_name, address: a }) => ({
    label: display_name,
    street: streetLine(a?.road, a?.house_number, a?.country_code),
    city: a?.city ?? a?.town ?? a?.village ?? a?.hamlet ?? '',
    region: a?.state ?? '',
    zip: a?.postcode ?? '',
    country: a?.country ?? '',
    latitude: lat,
    longitude: lon,
  }));
}

async function ask(ctx: ServiceContext, query: string, limit: number): Promise<Place[]> {
  const geocoder = ctx.services.geocoder;
  if (!geocoder) throw new ServiceError('off');
  const { timeoutMs, userAgent } = ctx.services;
  await takeTurn(ctx.db, `geocoder:${geocoder.baseUrl}`, ONE_REQUEST_MS, timeoutMs);
  if (geocoder.kind === 'photon') {
    const url = new URL('api', `${geocoder.baseUrl}/`);
    url.search = new URLSearchParams({ q: query, limit: String(limit) }).toString();
    return fromPhoton(await fetchJson({ url, schema: PhotonSchema, timeoutMs, userAgent }));
  }
  const url = new URL('search', `${geocoder.baseUrl}/`);
  url.search = new URLSearchParams({ q: query, format: 'jsonv2', addressdetails: '1', limit: String(limit) }).toString();
  return fromNominatim(await fetchJson({ url, schema: NominatimSchema, timeoutMs, userAgent }));
}

/** The same address however it was typed: case, spaces and commas do not make a new lookup. */
const normalised = (query: string) => query.toLowerCase().replace(/[\s,]+/g, ' ').trim();

/** Places matching what the user typed in an address box (at most five); throws a ServiceError when none can be asked. */
export async function searchPlaces(ctx: ServiceContext, query: string): Promise<Cached<Place[]>> {
  const service = ctx.services.geocoder;
  if (!service) throw new ServiceError('off');
  return cached(ctx.db, { service: `places:${service.kind}`, key: normalised(query), ttlMs: null }, () => ask(ctx, query, SEARCH_LIMIT));
}

/** Where an address is: the geocoder's best match, or null when it matches nothing; throws a ServiceError when it cannot be asked. */
export async function geocode(ctx: ServiceContext, address: string): Promise<Place | null> {
  const service = ctx.services.geocoder;
  if (!service) throw new ServiceError('off');
  const { value } = await cached(ctx.db, { service: `geocode:${service.kind}`, key: normalised(address), ttlMs: null }, async () => (await ask(ctx, address, 1))[0] ?? null);
  return value;
}
