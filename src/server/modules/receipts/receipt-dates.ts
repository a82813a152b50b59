// The day and time a receipt was paid: every common way of writing a date, scored by its label (a
// folio's check-out over its arrival, an issue date over a flight's, never a card's expiry). Part
// of the receipt reader (receipt-reader.ts).
import { monthOf as monthNamed } from '../imports/dates.js';
import type { ReceiptContext } from './receipt-reader.js';

/** A month's name or abbreviation in any language the import reads (`Nov`, `Sept.`, `Dez`, `févr`, `Μαΐου`), or OCR's `0kt` (its O a zero). */
const monthOf = (word: string) => monthNamed(word.replace(/^0/, 'o'));

const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
// A year in the Buddhist era, as Thailand prints it ('14/11/2569'), is 543 years ahead.
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y) > 2500 ? Number(y) - 543 : Number(y));

interface DateHit {
  date: string;
  line: number;
}

/** The dates written on a line, as YYYY-MM-DD, each with where it starts. */
export function datesOn(line: string, context: ReceiptContext, usOrder: boolean): { date: string; at: number }[] {
  const out: { date: string; at: number }[] = [];
  const add = (date: string | undefined, at: number) => {
    if (date && !out.some((d) => d.at === at)) out.push({ date, at });
  };
  for (const m of line.matchAll(/(?<!\d)(20\d\d)[-/.](\d\d?)[-/.](\d\d?)(?!\d)/g)) add(iso(Number(m[1]), Number(m[2]), Number(m[3])), m.index);
  // One separator both times: '#01-01/02', a unit's number, is no date.
  // A dot after the year, as Croatian and Serbian write it ('12.08.2026.'), ends it.
  for (const m of line.matchAll(/(?<![\d.,/#-])(\d\d?)([-/.])(\d\d?)\2(20\d\d|25\d\d|\d\d)(?![\d,/-]|\.\d)/g)) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), m[4] ?? ''];
    const yearLast = numericDate(a, b, fullYear(year), m[2] === '.' || (m[2] === '-' && year.length === 2) || !usOrder, context.today);
    add(year.length === 2 ? nearerToday(yearLast, iso(2000 + a, b, Number(year)), context.today) : yearLast, m.index);
  }
  // OCR reads a thin slash as 1 or 7, or loses it: `127112026`, `112412026`, `12112026` or `2601/2026` for 12/11/2026 and 26/01/2026.
  for (const m of line.matchAll(/(?<!\d)(\d\d)[17/]?(\d\d)[17/]?(20\d\d)(?!\d)/g)) add(numericDate(Number(m[1]), Number(m[2]), Number(m[3]), !usOrder, context.today), m.index);
  // Chinese, Japanese and Korean: '2026年11月03日', '2026년 8월 14일'; or a year of Japan's Reiwa era
  // ('令和8年', from 2019) or of the Republic of China ('中華民國115年', Taiwan's, from 1912).
  for (const m of line.matchAll(/(?:(20\d\d)|令和 ?(\d\d?)|民國 ?(\d{2,3})) ?[年년] ?(\d\d?) ?[月월] ?(\d\d?) ?[日일]/g)) {
    const year = m[1] ? Number(m[1]) : m[2] ? 2018 + Number(m[2]) : 1911 + Number(m[3]);
    add(iso(year, Number(m[4]), Number(m[5])), m.index);
  }
  // A month's O read as a zero only a space from its day: '80CT' is a count of 80.
  for (const m of line.matchAll(/(?<!\d)(\d\d?)(?:st|nd|rd|th)?[ .-]{0,3}(\p{L}{3,12}|(?<=[ .-])0\p{L}{2,11})(?!\p{L})\.?[ ,.'-]{0,3}(20\d\d|\d\d)?(?![\d:'’])/giu)) {
    const month = monthOf(m[2] ?? '');
    if (month) add(withYear(m[3], month, Number(m[1]), context.today), m.index);
  }
  // The year after the day, in full or as an apostrophe's two digits ('Nov 24 \u201926').
  for (const m of line.matchAll(/(?<![\p{L}\d])(\p{L}{3,12})\.?[ -]{0,2}(\d\d?)(?:st|nd|rd|th)?\b(?:,?[ -]{0,2}(20\d\d)|\s?['’‘](\d\d))?(?![\d:])/giu)) {
    const month = monthOf(m[1] ?? '');
    if (month) add(withYear(m[3] ?? m[4], month, Number(m[2]), context.today), m.index);
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Two numbers a date either way round (`11/12/2026`): the one not after today, else the order the
 * receipt's country writes (day first but in the US).
 */
function numericDate(a: number, b: number, year: number, dayFirst: boolean, today: string): string | undefined {
  const options = [iso(year, b, a), iso(year, a, b)].filter((d): d is string => Boolean(d));
  const past = options.filter((d) => d <= today);
  const pool = past.length ? past : options;
  return pool.length > 1 ? (dayFirst ? iso(year, b, a) : iso(year, a, b)) : pool[0];
}

/**
 * Three two-digit numbers, the year last ('24/11/26') or first ('26/05/23', as Korea, Japan and a
 * Canadian card slip print it): the year-first reading only when not after today and its year is nearer today's.
 */
function nearerToday(yearLast: string | undefined, yearFirst: string | undefined, today: string): string | undefined {
  const distance = (date: string) => Math.abs(Number(date.slice(0, 4)) - Number(today.slice(0, 4)));
  return yearFirst && yearFirst <= today && (!yearLast || distance(yearFirst) < distance(yearLast)) ? yearFirst : yearLast;
}

/** A date whose year may be missing: then the latest such date not after today. */
function withYear(year: string | undefined, month: number, day: number, today: string): string | undefined {
  if (year) return iso(fullYear(year), month, day);
  const thisYear = Number(today.slice(0, 4));
  const date = iso(thisYear, month, day);
  return date && date > today ? iso(thisYear - 1, month, day) : date;
}

const EXPIRY = /\b(?:exp|expires?|expiry|expiration|valid (?:thru|through|until)|good thru|best before|exit by|leave by|g[üu]ltig bis|geldig tot|valable jusqu|v[áa]lido hasta)\b/i;
// A span's first and last day: a stay's arrival and departure, a rental's pick-up and return, a car park's entry and exit.
const ARRIVAL = /\b(?:arrival|arrive|arrived|check[- ]?in|anreise|arrivée|pick[- ]?up|picked up|ausgabe|abholung|entry|einfahrt|entrée)\b/i;
const DEPARTURE = /\b(?:departure|depart|departed|check[- ]?out|abreise|départ|return|returned|drop[- ]?off|r\p{L}ckgabe|exit|ausfahrt|sortie)\b/iu;
const ISSUED = /\b(?:date of issue|issued?|issue date|invoice date|folio date|transaction|purchased?|order date|bill date|receipt date|booked|booking date|date|datum|fecha|le|gekauft|verkauft|kaufdatum|buchungsdatum|rechnungsdatum|paid|payment|bezahlt|payé|pagado)\b/i;
const SPAN_KIND = /\b(?:hotel|inn|motel|folio|room|suites?|resort|lodge|nights?|guest|rental|rent|hire|miet\p{L}*|vehicle|km|parking|car park|garage|parkhaus)\b/iu;

/** How much a date's label says it is the day of the purchase; undefined for an expiry. */
function dateScore(label: string, span: boolean): number | undefined {
  if (EXPIRY.test(label)) return undefined;
  if (span && DEPARTURE.test(label)) return 40;
  if (ISSUED.test(label)) return 30;
  if (ARRIVAL.test(label) || DEPARTURE.test(label)) return span ? 0 : 5;
  return 10;
}

/** The day of the purchase: the best-labelled date not after today, the first of those labelled alike. */
export function readDate(lines: string[], context: ReceiptContext, usOrder: boolean): DateHit | undefined {
  // A stay or a rental (its first day's label may be misread): its last day is the day it was paid.
  const span = lines.some((l) => DEPARTURE.test(l)) && lines.some((l) => SPAN_KIND.test(l));
  // A date years ahead is a misread year (or a card's expiry), never a receipt's.
  const latest = `${Number(context.today.slice(0, 4)) + 1}${context.today.slice(4)}`;
  let best: { hit: DateHit; score: number } | undefined;
  lines.forEach((line, i) => {
    let from = 0;
    for (const { date, at } of datesOn(line, context, usOrder)) {
      // A date's label is the text before it on its line (after any date before it), else the line
      // above when that is a label alone (no figures: not another date or an expiry).
      const own = line.slice(from, at);
      const above = lines[i - 1] ?? '';
      from = at + 1;
      const score = dateScore(/[a-z]{2}/i.test(own) || /\d/.test(above) ? own : `${above} ${own}`, span);
      if (score === undefined || date > latest) continue;
      const s = score - (date > context.today ? 20 : 0);
      if (!best || s > best.score) best = { hit: { date, line: i }, score: s };
    }
  });
  return best?.hit;
}

/** The time printed on the date's line or the line beside it, as HH:MM on 24 hours. */
export function readTime(lines: string[], near: number | undefined): string | undefined {
  const timeOn = (line: string | undefined) => {
    const m = /\b(\d\d?)[:h](\d\d)(?::\d\d)? ?([ap])?\.?m?\b/i.exec(line ?? '');
    if (!m) return undefined;
    let hour = Number(m[1]);
    const pm = m[3]?.toLowerCase() === 'p';
    if (m[3] && hour === 12) hour = pm ? 12 : 0;
    else if (pm) hour += 12;
    return hour < 24 && Number(m[2]) < 60 ? `${String(hour).padStart(2, '0')}:${m[2] ?? ''}` : undefined;
  };
  if (near === undefined) return undefined;
  for (const offset of [0, 1, -1]) {
    const time = timeOn(lines[near + offset]);
    if (time) return time;
  }
  return undefined;
}

