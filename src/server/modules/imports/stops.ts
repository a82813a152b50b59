// Rail and bus journeys read as timetables are written, whatever the sender: a run of stop rows,
// each a line with a place, a time and often a date ('Köln Hbf  03.11.  an 12:09  6 D-G',
// 'ab 10:26 Frankfurt(Main)Hbf - Gleis 19', 'TOULOUSE MATABIAU  15/07 à 17h50',
// 'Dep:14:39|Vienna, Hbf|…'). A departure row and the arrival row after it make a leg; a row with
// two times is a change of train (its arrival closes a leg, its departure opens the next).
import { addDays, findDates, findTimes, type DateHit, type TimeHit } from './dates.js';
import { zoneOfPlace } from '../../places/cities.js';
import { found, guesses, noPlace, type Found, type FoundTime } from './found.js';

/** What a row says it is, by the word before its time: departure or arrival, in the usual languages. */
const DEPART_WORDS = 'ab|dep|departs?|departure|dép|départ|abfahrt|odj|odjezd|salida|partenza|vertrek|fra|de|da|van';
const ARRIVE_WORDS = 'an|arr|arrives?|arrival|arrivée|ankunft|příj|příjezd|przyj|prz|llegada|arrivo|aankomst|til|a|naar';
const wordBefore = (words: string) => new RegExp(`(?:^|[\\s|:])(?:${words})\\.?:?\\s*$`, 'i');
const DEPARTS = wordBefore(DEPART_WORDS);
const ARRIVES = wordBefore(ARRIVE_WORDS);
/** Any word before a time that says which it is, or joins it to its date ('à 17h50', 'um 9:30'). */
const MARKER = wordBefore(`${DEPART_WORDS}|${ARRIVE_WORDS}|à|um|at`);

/** Times that are no stop's: a duration, a booking's or a payment's time. */
const NOT_A_STOP = /(?:dauer|duration|durée|doba|travel time|reisezeit|gebucht|booked|issued|vystavení|payment|platby|erfolgte)[^\n]{0,30}$/i;

/** The cells of a row: columns apart by two spaces, a bar, a tab, ' - ', an arrow or '@'. */
const CELL_BREAK = / {2,}| - |->|[|@\t▷►➞→]/;

/** What comes before a row's time when it opens with a word and its time ('fra 13:17 …', 'dép. 12:46 …', '● ab 10:27 …'). */
const isLeadWord = (before: string) => /^(?:\p{L}{1,6}\.?:?)?$/u.test(trimmed(before, (c) => /[\s\p{P}\p{S}]/u.test(c), () => false));

/** `text` without the characters at its start and at its end that the tests name. */
function trimmed(text: string, atStart: (c: string) => boolean, atEnd: (c: string) => boolean): string {
  let from = 0;
  let to = text.length;
  while (from < to && atStart(text.charAt(from))) from++;
  while (to > from && atEnd(text.charAt(to - 1))) to--;
  return text.slice(from, to).trim();
}

/** Cells that are not a place: a platform, a coach or seat, a train number, a weekday, a label. */
const PLATFORM = 'gleis|platform|plat|track|voie|quai|bahnsteig|binario|spoor|spor|vía|peron|kolej|nást|bay|stand|gate';
const NOT_A_PLACE = new RegExp(
  `^(?:${PLATFORM}|coach|car|wagen|wg|voiture|seat|sitzplatz|place|pl|km|via|über|přes|class|klasse|classe|uhr|hrs?|hours|heures|ore|hod|bis|until|from|by)\\b\\.?|^(?:mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|ne|po|út|st|čt|pá|lun|mar|mer|jeu|ven|sam|dim)\\.?$|:$|^\\p{Lu}{1,4}\\s?\\d{1,5}\\b`,
  'iu',
);
/** A platform written after the place ('Lyon Perrache, bay 12'). */
const PLATFORM_AFTER = new RegExp(`,\\s*(?:${PLATFORM})\\b.*$`, 'iu');

interface StopRow {
  line: number;
  text: string;
  place: string;
  date: DateHit | undefined;
  times: (TimeHit & { role: 'dep' | 'arr' | undefined })[];
}

/** The place a row names: its first cell with a word in it that is not a platform, number or label. */
function placeOf(rest: string): string {
  for (const raw of rest.split(CELL_BREAK)) {
    // 'Check-out: bis': a label and its value, of which only the value could be a place.
    const cell = trimmed(raw.slice(raw.lastIndexOf(': ') + 1), (c) => /[\s,;.]/.test(c), (c) => /[\s,;]/.test(c));
    if ((cell.match(/\p{L}/gu)?.length ?? 0) < 3 || NOT_A_PLACE.test(cell)) continue;
    return cell.replace(PLATFORM_AFTER, '');
  }
  return '';
}

function stopRow(text: string, line: number, reference: Date): StopRow | undefined {
  // A row has a time, so a digit: most lines of a mail have none and are passed over at once.
  if (text.length > 250 || !/\d/.test(text)) return undefined;
  const dates = findDates(text, reference, { dayMonth: true });
  const times = findTimes(text, { skip: dates })
    .filter((t) => !NOT_A_STOP.test(text.slice(0, t.index)))
    .map((t) => {
      const before = text.slice(Math.max(0, t.index - 12), t.index);
      return { ...t, role: DEPARTS.test(before) ? ('dep' as const) : ARRIVES.test(before) ? ('arr' as const) : undefined };
    });
  if (times.length === 0 || times.length > 2) return undefined;
  // The row less its dates, and its times with the words that say which ('ab 07:49', 'à 17h50'), as cells.
  const first = times[0];
  let rest = first && isLeadWord(text.slice(0, first.index)) ? `${' '.repeat(first.index)}${text.slice(first.index)}` : text;
  const spans = [...dates, ...times.map((t) => ({ index: t.index - (MARKER.exec(rest.slice(Math.max(0, t.index - 12), t.index))?.[0].length ?? 0), length: 0, end: t.index + t.length }))];
  for (const hit of spans.sort((a, b) => b.index - a.index)) rest = `${rest.slice(0, hit.index)}  ${rest.slice('end' in hit ? hit.end : hit.index + hit.length)}`;
  const place = placeOf(rest);
  if (!place) return undefined;
  return { line, text, place, date: dates[0], times };
}

/** Lines between two stop rows that still leave them one timetable (a note, a reference, a blank). */
const MAX_GAP = 3;

/** The runs of stop rows in `lines`: rows no more than MAX_GAP lines of other text apart. */
function runsOf(lines: string[], reference: Date): StopRow[][] {
  const runs: StopRow[][] = [];
  let run: StopRow[] = [];
  let gap = 0;
  for (const [i, text] of lines.entries()) {
    const row = stopRow(text, i, reference);
    if (row) {
      run.push(row);
      gap = 0;
    } else if (text.trim() !== '' && ++gap > MAX_GAP && run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs.filter((r) => r.length >= 2);
}

export interface StopContext {
  /** For dates written without a year, and for none at all: the mail's date. */
  reference: Date;
  /** The day a calendar event gives, for rows without a date. */
  day?: string | undefined;
}

/** A leg's departure or arrival: the row's date, else the last date written above it, else the event's day. */
interface Stop {
  place: string;
  date: string;
  time: string;
}

/**
 * The journeys of a text as legs from place to place, each with its local departure and arrival
 * (zones are the caller's: a station's place decides them). Bus or train is the caller's word.
 */
interface Leg {
  from: Stop;
  to: Stop;
  /** The departure row: its line, and its text (which names the train or bus). */
  line: number;
  row: string;
}

export function stopLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const legs: Leg[] = [];
  for (const run of runsOf(lines, context.reference)) {
    // The date of rows without one: a full date written above the run (a heading), else the event's.
    const above = findDates(lines.slice(Math.max(0, (run[0]?.line ?? 0) - 40), run[0]?.line).join('\n'), context.reference);
    let current = above.at(-1)?.date ?? context.day;
    const givenYear = above.filter((d) => d.yearGiven).at(-1)?.date.slice(0, 4);
    const dayOf = (row: StopRow) => {
      if (!row.date) return current;
      let date = !row.date.yearGiven && givenYear ? `${givenYear}${row.date.date.slice(4)}` : row.date.date;
      // 31.12. then 01.01.: a timetable runs forward, into the next year.
      if (!row.date.yearGiven && current && date < current) date = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
      current = date;
      return current;
    };
    let open: Stop | undefined;
    let opened: StopRow | undefined;
    for (const row of run) {
      const date = dayOf(row);
      if (!date) continue;
      const [first, second] = row.times;
      if (!first) continue;
      const close = (time: TimeHit) => {
        if (!open) return;
        const day = !row.date && time.time < open.time && date === open.date ? addDays(date) : date;
        legs.push({ from: open, to: { place: row.place, date: day, time: time.time }, line: opened?.line ?? row.line, row: opened?.text ?? '' });
        open = undefined;
      };
      const role = first.role ?? (second ? 'arr' : open ? 'arr' : 'dep');
      if (role === 'arr') close(first);
      const departs = role === 'dep' ? first : second;
      if (departs) {
        open = { place: row.place, date, time: departs.time };
        opened = row;
      }
    }
  }
  return legs;
}

/** 'Glasgow Central (GLC) to London Euston (EUS), dep 12:40, arr 17:12', 'NDLS TO FDB': a leg in one line. */
const ROUTE_JOIN = /\s(?:to|nach|naar|vers|→|->|➞)\s/i;

/** A place of a route as written, less the label before it and the code after it. */
function routePlace(written: string): string {
  const label = written.lastIndexOf(': ');
  const named = (label >= 0 ? written.slice(label + 2) : written).trim();
  const code = /\([A-Z]{3,5} ?\)$/.exec(named);
  const place = (code ? named.slice(0, code.index) : named).trim();
  return (place.match(/\p{L}/gu)?.length ?? 0) >= 2 && place.length <= 60 && !/^from$/i.test(place) ? place.replace(/^from\s/i, '') : '';
}

/** Legs written as a route on one line ('A to B') with the departure's time (and the arrival's) on it. */
export function routeLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const legs: Leg[] = [];
  let current = context.day;
  for (const [i, line] of lines.entries()) {
    if (line.length > 250 || !/\d/.test(line)) continue;
    const dates = findDates(line, context.reference);
    current = dates[0]?.date ?? current;
    const times = findTimes(line, { skip: dates });
    const route = line
      .split(/[,;|]/)
      .map((part) => part.split(ROUTE_JOIN))
      .find((parts) => parts.length === 2 && findTimes(parts.join(' ')).length === 0);
    const [from, to] = (route ?? []).map((part) => routePlace(part));
    const [dep, arr] = times;
    if (!from || !to || !dep || !current) continue;
    const arrives = arr ? { place: to, date: arr.time < dep.time ? addDays(current) : current, time: arr.time } : undefined;
    legs.push({ from: { place: from, date: current, time: dep.time }, to: arrives ?? { place: to, date: current, time: '' }, line: i, row: line });
  }
  return legs;
}

const BUS = /\b(?:bus|autobus\p{L}*|coach|fernbus|autocar)\b/giu;
const RAIL = /\b(?:train|zug|bahn|rail|railway|vlak\p{L}*|treno|tren|trein|tgv|ice|intercity|eurostar|sncf)\b/giu;

/** Train or bus: what the text calls its vehicle more often (a train when it says neither). */
export function vehicleOf(text: string): 'train' | 'bus' {
  return (text.match(BUS)?.length ?? 0) > (text.match(RAIL)?.length ?? 0) ? 'bus' : 'train';
}

/** A leg's vehicle: the one its departure row names ('(Bus 647)', 'ICE 954'), else the text's. */
const legVehicle = (row: string, text: 'train' | 'bus') => (/\bbus\b/i.test(row) ? 'bus' : /\b(?:ICE|IC|EC|EN|NJ|TGV|RJX?|RE|RB|IR|S|R|Sp|Os|FA|FR|THA|X2)\s?\d{1,5}\b/.test(row) ? 'train' : text);

const at = (stop: Stop, zone: string | null): FoundTime | null => (stop.time ? { local: `${stop.date}T${stop.time}`, zone } : null);

interface LegZones {
  from: string | null;
  to: string | null;
  /** The ends whose zone is not their own place's but taken from elsewhere: guesses to confirm. */
  guessed: string[];
}

/**
 * The zones of the legs' ends: each place's city's, else the other end's of its leg, else the
 * nearest leg's (a journey's legs are near each other), those two marked as guesses; null where
 * none is known (the preview asks).
 */
function zonesOf(legs: Leg[]): LegZones[] {
  const own = legs.map((leg) => [zoneOfPlace(leg.from.place), zoneOfPlace(leg.to.place)] as const);
  return own.map(([from, to], i) => {
    const near = [...own.slice(0, i).reverse(), ...own.slice(i + 1)].flat().find((z) => z !== null) ?? null;
    const fromZone = from ?? to ?? near;
    const toZone = to ?? from ?? near;
    return { from: fromZone, to: toZone, guessed: guesses({ 'start.zone': !from && fromZone !== null, 'end.zone': !to && toZone !== null }) };
  });
}

/** The legs of `text` (its timetable's, else its routes') as train or bus reservations, each with the reference labelled nearest it. */
export function stopJourneys(text: string, context: StopContext, referenceAt: (line: number) => string): Found[] {
  const type = vehicleOf(text);
  const timetable = stopLegs(text, context);
  const legs = timetable.length > 0 ? timetable : routeLegs(text, context);
  const zones = zonesOf(legs);
  return legs.map((leg, i) =>
    found(legVehicle(leg.row, type), {
      reservationNumber: referenceAt(leg.line),
      start: at(leg.from, zones[i]?.from ?? null),
      end: at(leg.to, zones[i]?.to ?? null),
      guessed: zones[i]?.guessed ?? [],
      startPlace: { ...noPlace(), name: leg.from.place },
      endPlace: { ...noPlace(), name: leg.to.place },
    }),
  );
}
