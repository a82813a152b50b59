import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { airportsInCity, normalName } from './airports.js';

/** A row of the city-timezones dataset (about 7,300 cities with their IANA zones). */
interface CityRow {
  city: string;
  city_ascii: string;
  pop: number;
  iso2: string;
  timezone: string;
}

interface City {
  zone: string;
  pop: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

let byName: Map<string, City> | undefined;

/** The zone of each city name, the most populous city's where two share a name; read once on first use. */
function cities() {
  if (byName) return byName;
  const file = createRequire(import.meta.url).resolve('city-timezones/data/cityMap.json');
  byName = new Map();
  for (const row of JSON.parse(readFileSync(file, 'utf8')) as CityRow[]) {
    for (const name of new Set([normalName(row.city), normalName(row.city_ascii)])) {
      const known = byName.get(name);
      if (name && (!known || known.pop < row.pop)) byName.set(name, { zone: row.timezone, pop: row.pop, country: row.iso2 });
    }
  }
  return byName;
}

/** The people a city with an airport named for it is counted as having where the dataset does not know it: a city's, not a village's. */
const AIRPORT_CITY_POP = 100_000;

/** The most words of a place's name that can be a city's ('Frankfurt Main Hbf' is in Frankfurt). */
const MAX_CITY_WORDS = 3;

/**
 * The city of a station, stop or city by its name ('Hamburg Hbf', 'Brno, AN u hotelu Grand',
 * 'Glasgow Central'): the one its first words name, from the cities' dataset with its people, else
 * the airports' ('Milano', a city the dataset knows only as 'Milan'), counted as a city of
 * AIRPORT_CITY_POP.
 */
export function cityOfPlace(name: string): { zone: string; pop: number } | null {
  const words = normalName(name).split(' ').filter(Boolean);
  for (let n = Math.min(MAX_CITY_WORDS, words.length); n > 0; n--) {
    const phrase = words.slice(0, n).join(' ');
    const city = cities().get(phrase);
    if (city) return { zone: city.zone, pop: city.pop };
    const zone = airportsInCity(phrase)[0]?.zone;
    if (zone) return { zone, pop: AIRPORT_CITY_POP };
  }
  return null;
}

/** The zone of a station, stop or city by its name (cityOfPlace). */
export const zoneOfPlace = (name: string): string | null => cityOfPlace(name)?.zone ?? null;

/** Cities as their own country writes them in an address, where the dataset has only another name ('Praha', 'Ha Noi'). */
const LOCAL_NAMES: Record<string, string> = {
  praha: 'prague', warszawa: 'warsaw', wien: 'vienna', munchen: 'munich', koln: 'cologne', milano: 'milan', napoli: 'naples',
  torino: 'turin', firenze: 'florence', venezia: 'venice', lisboa: 'lisbon', sevilla: 'seville', bruxelles: 'brussels',
  'den haag': 'the hague', geneve: 'geneva', athina: 'athens', beograd: 'belgrade', bucuresti: 'bucharest', moskva: 'moscow',
  'sankt peterburg': 'st petersburg', 'tel aviv': 'tel aviv yafo', 'ha noi': 'hanoi', 'ho chi minh': 'ho chi minh city',
  'ciudad de mexico': 'mexico city', bangalore: 'bengaluru',
};

/** The fewest people a city needs to be found in free text: smaller towns share names with ordinary words. */
const CITY_IN_TEXT_POP = 100_000;

/**
 * The country (ISO 3166-1 alpha-2) of the most populous city a line of free text names, such as a
 * receipt's address ('Toronto ON M4W 2H2', 'San Francisco, CA'); null when it names none.
 */
export function countryOfCityIn(line: string): string | null {
  const words = normalName(line).split(' ').filter(Boolean);
  let best: City | undefined;
  for (let start = 0; start < words.length; start++) {
    for (let n = 1; n <= MAX_CITY_WORDS && start + n <= words.length; n++) {
      const phrase = words.slice(start, start + n).join(' ');
      const city = cities().get(LOCAL_NAMES[phrase] ?? phrase);
      if (city && city.pop >= CITY_IN_TEXT_POP && (!best || city.pop > best.pop)) best = city;
    }
  }
  return best?.country ?? null;
}
