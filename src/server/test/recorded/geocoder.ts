import type { Recorded } from '../recorded-service.js';

/**
 * Recorded geocoder answers, shaped as Photon (`GET /api?q=&limit=`, GeoJSON) and Nominatim
 * (`GET /search?q=&format=jsonv2&addressdetails=1&limit=`) give them, for the adapter tests and the
 * end-to-end runner. Both answer ANY query:
 * - a query whose every word starts a word of a recorded place ('1600 Pennsylvania', 'Brandenburger
 *   Tor Berlin', 'Chicago', 'Milwaukee') gets those places, in this file's order;
 * - a query containing 'nowhere' gets the empty answer (nothing found);
 * - any other query gets one made-up but plausible place, the same for the same query: named as
 *   typed, in Springfield, Illinois, at a point derived from the query's text.
 * In mode 'empty' every query gets the empty answer.
 */
export interface RecordedPlace {
  name: string;
  /** Photon's `type` / Nominatim's `addresstype`. */
  type: 'house' | 'city';
  housenumber?: string;
  street?: string;
  postcode?: string;
  city?: string;
  state: string;
  country: string;
  countrycode: string;
  lat: number;
  lon: number;
  osm: { type: 'N' | 'W' | 'R'; id: number; key: string; value: string };
}

export const recordedPlaces: RecordedPlace[] = [
  {
    name: 'White House', type: 'house', housenumber: '1600', street: 'Pennsylvania Avenue Northwest', postcode: '20500', city: 'Washington',
    state: 'District of Columbia', country: 'United States', countrycode: 'US', lat: 38.8976763, lon: -77.0365298,
    osm: { type: 'W', id: 238241022, key: 'building', value: 'government' },
  },
  {
    name: 'Willis Tower', type: 'house', housenumber: '233', street: 'South Wacker Drive', postcode: '60606', city: 'Chicago',
    state: 'Illinois', country: 'United States', countrycode: 'US', lat: 41.8788764, lon: -87.6359149,
    osm: { type: 'W', id: 58528804, key: 'building', value: 'office' },
  },
  {
    name: 'Chicago', type: 'city', state: 'Illinois', country: 'United States', countrycode: 'US', lat: 41.8755616, lon: -87.6244212,
    osm: { type: 'R', id: 122604, key: 'place', value: 'city' },
  },
  {
    name: 'Milwaukee', type: 'city', state: 'Wisconsin', country: 'United States', countrycode: 'US', lat: 43.0349931, lon: -87.922497,
    osm: { type: 'R', id: 251075, key: 'place', value: 'city' },
  },
  {
    name: 'Brandenburger Tor', type: 'house', housenumber: '1', street: 'Pariser Platz', postcode: '10117', city: 'Berlin',
    state: 'Berlin', country: 'Germany', countrycode: 'DE', lat: 52.5162746, lon: 13.3777041,
    osm: { type: 'W', id: 518071791, key: 'tourism', value: 'attraction' },
  },
];

const words = (text: string) => text.toLowerCase().split(/[\s,]+/).filter(Boolean);
const searchText = (p: RecordedPlace) => words([p.name, p.housenumber, p.street, p.postcode, p.city, p.state, p.country].filter(Boolean).join(' '));

/** A small stable hash of the query, for the made-up place. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The places a query gets (see the file's comment). */
export function recordedMatches(query: string, limit = 5): RecordedPlace[] {
  const asked = words(query);
  if (asked.length === 0 || asked.includes('nowhere')) return [];
  const known = recordedPlaces.filter((p) => asked.every((word) => searchText(p).some((w) => w.startsWith(word))));
  if (known.length > 0) return known.slice(0, limit);
  const h = hash(asked.join(' '));
  return [
    {
      name: query.trim(), type: 'house', postcode: `627${String(h % 100).padStart(2, '0')}`, city: 'Springfield', state: 'Illinois',
      country: 'United States', countrycode: 'US', lat: 39 + (h % 1000) / 1000, lon: -90 + ((h >>> 10) % 1000) / 1000,
      osm: { type: 'N', id: 1_000_000 + (h % 1_000_000), key: 'place', value: 'house' },
    },
  ];
}

function photonFeature(p: RecordedPlace) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
    properties: {
      osm_type: p.osm.type, osm_id: p.osm.id, osm_key: p.osm.key, osm_value: p.osm.value, type: p.type,
      name: p.name, housenumber: p.housenumber, street: p.street, postcode: p.postcode, city: p.city,
      state: p.state, country: p.country, countrycode: p.countrycode,
      extent: p.type === 'city' ? [p.lon - 0.2, p.lat + 0.15, p.lon + 0.2, p.lat - 0.15] : undefined,
    },
  };
}

function nominatimPlace(p: RecordedPlace, index: number) {
  const displayName = [p.name, p.housenumber, p.street, p.city, p.state, p.postcode, p.country].filter(Boolean).join(', ');
  return {
    place_id: 300_000 + p.osm.id % 100_000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: { N: 'node', W: 'way', R: 'relation' }[p.osm.type],
    osm_id: p.osm.id,
    lat: p.lat.toFixed(7),
    lon: p.lon.toFixed(7),
    category: p.osm.key,
    type: p.osm.value,
    place_rank: p.type === 'city' ? 16 : 30,
    importance: p.type === 'city' ? 0.78 : 0.52,
    addresstype: p.type === 'city' ? 'city' : p.osm.key,
    name: p.name,
    display_name: displayName,
    address: {
      [p.type === 'city' ? 'city' : p.osm.value]: p.name,
      house_number: p.housenumber, road: p.street, city: p.city ?? (p.type === 'city' ? p.name : undefined),
      state: p.state, postcode: p.postcode, country: p.country, country_code: p.countrycode.toLowerCase(),
    },
    boundingbox: [String(p.lat - 0.001), String(p.lat + 0.001), String(p.lon - 0.001), String(p.lon + 0.001)],
  };
}

/** The recorded geocoder: Photon at `/api`, Nominatim at `/search` (any other path: 404). */
export const recordedGeocoder: Recorded = (url) => {
  const query = url.searchParams.get('q') ?? '';
  const limit = Number(url.searchParams.get('limit') ?? '5') || 5;
  if (url.pathname === '/api') return { ok: { type: 'FeatureCollection', features: recordedMatches(query, limit).map(photonFeature) }, empty: { type: 'FeatureCollection', features: [] } };
  if (url.pathname === '/search') return { ok: recordedMatches(query, limit).map(nominatimPlace), empty: [] };
  return undefined;
};
