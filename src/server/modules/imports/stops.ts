// Rail and bus journeys read as timetables are written, whatever the sender: a run of stop rows,
// each a line with a place, a time and often a date ('Köln Hbf  03.11.  an 12:09  6 D-G',
// 'ab 10:26 Frankfurt(Main)Hbf - Gleis 19', 'TOULOUSE MATABIAU  15/07 à 17h50',
// 'Dep:14:39|Vienna, Hbf|…'). A departure row and the arrival row after it make a leg; a row with
// two times is a change of train (its arrival closes a leg, its departure opens the next).
import { addDays, DURATION_WORDS, findDates, findTimes, lessDateWord, PURCHASE_WORDS, SHORT_WEEKDAYS, TIME_WORDS, WEEKDAYS, type DateHit, type TimeHit } from './dates.js';
import { cityOfPlace } from '../../places/cities.js';
import { trimmedWhere } from '../../../shared/text.js';
import { instantOf } from '../../../shared/time.js';
import { found, guesses, noPlace, type Found, type FoundTime } from './found.js';

/**
 * A leg's two ends in the Nordic languages, Finnish, Estonian, Hungarian, Romanian, Turkish, Greek and Thai (a
 * column's heading, a line's label): where from ('Fra', 'Avgång', 'Lähtö', 'Indulás', 'Plecare',
 * 'Kalkış', 'Αναχώρηση', 'Avgår', 'ต้นทาง') and where to ('Til', 'Ankomst', 'Ankommer', 'Saapuu', 'Érkezés', 'Sosire', 'Varış', 'Άφιξη', 'ปลายทาง').
 * Turkish and Greek in capitals too: 'KALKIŞ' (whose 'I' is no capital of 'ı' in Unicode's case
 * folding), 'ΑΝΑΧΩΡΗΣΗ' (capitals without their accents).
 */
const LOCAL_FROM = 'поаѓање|გასვლა|المغادرة|من|atie[šs]ana|gadael|ymadael|ga đi|giờ đi|polazak|odhod|väljumine|väljub|lähtejaam|lähtekoht|fra|från|avgang|avgång|avreise|išvykimas|bertolak|berlepas|berangkat|keberangkatan|išvyksta|avg[åa]r|afgang|afg[åa]r|lähtö|lähtee|mistä|indulás|honnan|plecare|kalk[ıi]ş|nereden|αναχ[ωώ]ρηση|απ[οό]|ต้นทาง|สถานีต้นทาง|(?:วัน)?เวลาออกเดินทาง|วันที่ออกเดินทาง|प्रस्थान(?: स्टेशन)?|заминаване|kuondoka';
const LOCAL_TO = 'пристигнување|ჩასვლა|الوصول|إلى|الى|pien[āa]k[šs]ana|cyrraedd|ga đến|giờ đến(?: \\(dự kiến\\))?|dolazak|prihod|saabumine|saabub|sihtjaam|sihtkoht|atvykimas|tiba|ketibaan|kedatangan|atvyksta|til|till|ankomst|ankommer|saapuminen|saapuu|perillä|minne|érkezés|hová|sosire|var[ıi]ş|nereye|[άα]φιξη|προς|ปลายทาง|สถานีปลายทาง|ถึงโดยประมาณ|เวลาถึง|आगमन|गंतव्य(?: स्टेशन)?|पहुँचने का(?: अनुमानित)? समय|пристигане|kuwasili|kufika';

/** What a row says it is, by the word before its time: departure or arrival, in the usual languages. */
const DEPART_WORDS = `ab|dep|departs?|departure|dép|départ|abfahrt|odj|odjezd|salida|partenza|vertrek|avg|afg|de|da|van|${LOCAL_FROM}`;
const ARRIVE_WORDS = `an|arr|arrives?|arrival|arrivée|ankunft|příj|příjezd|przyj|prz|llegada|arrivo|aankomst|ank|a|naar|${LOCAL_TO}`;
// A card's label is a cell before its time ('BERLEPAS / 07:30').
const wordBefore = (words: string) => new RegExp(`(?:^|[\\s|:])(?:${words})\\.?:?(?:\\s*\\/)?\\s*$`, 'i');
const DEPARTS = wordBefore(DEPART_WORDS);
const ARRIVES = wordBefore(ARRIVE_WORDS);
/** Any word before a time that says which it is, or joins it to its date ('à 17h50', 'um 9:30'). */
const MARKER = wordBefore(`${DEPART_WORDS}|${ARRIVE_WORDS}|à|um|at|godz|kl|hod|alle|om`);

/** Words of a cancellation's deadline or a desk's hours, a date or a few words before the time ('Stornierung ist bis zum 02.12.2027, 18:00'). */
const NOT_A_STOP_FAR =
  'stornierung|storno|cancel+ation|annulation|cancelaci[óo]n|cancelamento|cancellazione|annulering|anulowanie|zru[šs]en[íi]|rezeption|reception|r[ée]ception|recepci[óo]n|rece[çc][ãa]o|front desk|रद्द\\p{L}*|анулиран\\p{L}*|промоция|отстъпка|discount|rabatt|korting|descuento|sconto|remise|desconto|zniżka|sleva';

/** Times that are no stop's: a duration, a booking's, a purchase's or a payment's time, an office's opening hours, a service's every day. */
const NOT_A_STOP = new RegExp(
  `(?<!\\p{L})(?:${DURATION_WORDS}|${PURCHASE_WORDS}|erfolgte|işlem|ouvert|open|opening|hours|घंटे|öffnungszeit|täglich|daily|every day|tous les jours|todos los d[íi]as|ogni giorno|dagelijks|codziennie|denn[ěe]|dagligen|p[äa]ivitt[äa]in|naponta|ежедневно|всеки ден|kila siku|geöffnet|horaires?|horario|orari|aperto|openingstijden|godziny otwarcia)[^\\n]{0,30}$|(?<!\\p{L})(?:${NOT_A_STOP_FAR})[^\\n]{0,50}$|\\(\\s*(?:approx(?:imately)?|ca|circa|about|around|env(?:iron)?|etwa|gegen|aprox(?:imadamente)?|ongeveer|oko[łl]o|ok|cca)\\.?\\s*$`,
  'iu',
);

/** The cells of a row: columns apart by two spaces, a bar, a tab, ' - ', ' / ' (a table cell's lines), an arrow, '@' or dot leaders ('Vigo ...... 09:50'). */
const CELL_BREAK = / {2,}| [-–—/] |->|[|@\t▷►➞→…]|\.{3,}/;

/** What comes before a row's time when it opens with a word and its time ('fra 13:17 …', 'dép. 12:46 …', '● ab 10:27 …'). */
const isLeadWord = (before: string) => /^(?:\p{L}{1,6}\.?:?)?$/u.test(trimmedWhere(before, (c) => /[\s\p{P}\p{S}]/u.test(c), () => false));

/** Cells that are not a place: a platform, a coach or seat, a train number, a weekday ('（水・祝）'), a label (an event's 'Kick-off', 'Turnstiles open'), 'まで' (until). */
const PLATFORM = 'ce[ļl][šs]|gleis|platform|plat|track|voie|quai|bahnsteig|bussteig|steig|binario|spoor|spor|spår|vía|and[ée]n|andana|peron|perron|kolej|stanowisko|nást|stanovi[šs]t[ěe]|n[áa]stupi[šs]t[ěe]|stallo|bay|stand|gate|safle|αποβάθρα|платформа|перон|коловоз|vágány|kocsiállás|laituri|raide|peronul|ชานชาลา|승차홈|승강장|のりば|番線|站台';
const NOT_A_PLACE = new RegExp(
  `^(?:[（(][月火水木金土日祝・]+[)）]$|まで$|から$|${PLATFORM}|coach|car|wagen|wg|voiture|seat|sitzplatz|place|pl|km|via|über|přes|class|klasse|classe|uhr|hrs?|hours|heures|ore|hod|godz|godzina|เวลา|bis|until|from|by|check-?\\s?in|check-?\\s?out|anreise|abreise|afrejse|avreise|avresa|doors|einlass|kick-?off|anstoß|turnstiles?|beginn|begin|start|show|showtime|admission|entry|ouverture|apertura|abertura|in[íi]cio|comienzo|outbound|return|outward|inbound|hinfahrt|rückfahrt|aller|retour|ida|vuelta|andata|ritorno|heenreis|terugreis|abfahrt|ankunft|departure|departs?|departing|arrival|arrives?|arriving|départ|arrivée|salida|llegada|partenza|arrivo|vertrek|aankomst|odjazd|przyjazd|odjezd|p[řr][íi]jezd|partida|chegada|origin|origen|origine|origem|destination|destino|destinazione|bestemming|відправлення|прибуття|отправление|прибытие|${LOCAL_FROM}|${LOCAL_TO})(?![\\p{L}\\d])\\.?|^\\(\\+\\d|^(?:${SHORT_WEEKDAYS})\\.?$|^(?:(?:le|el|il|am|on|op|v|ve|w|we)\\s)?(?:${WEEKDAYS})(?![\\p{L}\\d])|[:：]$|^\\p{Lu}{1,4}\\s?\\d{1,5}\\b|^(?:date|time|datum|uhrzeit|heure|fecha|tijd|čas)(?:\\s*(?:and|et|und|en|[ye&/])\\s*\\p{L}+)?$|^(?:출발|도착|出発|到着|出发|到达)$|(?:일시|일자|날짜|日時|日付|时间|時間)$|^[発着](?:[（(][^）)]*[）)])?$`,
  'iu',
);
/** A word before a place's name that joins it to its time ('09:15 vanaf Amsterdam Centraal', '11:38 in Maastricht'). */
const LEAD_PREPOSITION = /^(?:vanaf|from|ab|von|de|desde|da|dalla|van|in|at|to|naar|nach|à|en|op|bei|per)\s(?=\p{Lu})/u;
/** A platform written after the place ('Lyon Perrache, bay 12', 'Kraków MDA (stanowisko 7)', 'İstanbul (Esenler Otogarı) - Peron 112', 'กรุงเทพฯ (หมอชิต 2) ชานชาลา 112', '동서울종합터미널 (7번 승차홈)'). */
const PLATFORM_AFTER = new RegExp(`(?:(?:,\\s*|\\s?\\((?:\\d{1,3}\\.?\\s?(?:번|号)?\\s?)?)(?:${PLATFORM})(?!\\p{L})|\\s[-–]\\s(?:${PLATFORM})\\s?[A-Z]?\\d).*$|\\s(?:${PLATFORM})\\s?\\d{1,3}$`, 'iu');

interface StopRow {
  line: number;
  text: string;
  place: string;
  /** The column the place starts at on its line; -1 when the place is a line below's. */
  column: number;
  /** The line the place was read from, when it is a line below the time's. */
  placeLine?: number;
  date: DateHit | undefined;
  times: (TimeHit & { role: 'dep' | 'arr' | undefined })[];
}

/** A dash before a station's name of a few words ('- Penn Station', '- Union Station'), or a Brazilian city's bus station ('Curitiba - Rodoviária', 'São Paulo - Terminal Tietê'), or after a US or Canadian city's state ('New York, NY - Moynihan Train Hall'). */
const CITY_DASH_STATION = / [-–] (?=(?:\p{Lu}[\p{L}'.]*\s){1,3}(?:Station|STATION|Terminal|TERMINAL)\b|(?:Rodovi[áa]ria|RODOVI[ÁA]RIA|Terminal|TERMINAL)(?!\p{L}))|(?<=, [A-Z]{2}) [-–] (?=\p{Lu})/gu;

/** Letters enough for a place's name: three, or two of a script that writes a town in two ('서울', '東京', '上海'). */
const namesPlace = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 3 || (letters.length === 2 && letters.every((c) => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c)));
};

/** A note after a place that its time is the place's own ('Byron Bay Interchange NSW time', 'Zürich HB Ortszeit'). */
const ZONE_NOTE = /(?<!\s)\s+(?:(?:\p{Lu}{2,5}\s+)?(?:local\s+)?time|ortszeit|heure locale|hora local|ora locale|lokal tid)$/iu;
/** A street after a place and its comma ('عمّان – محطة العبدلي، شارع الملك حسين', 'Kraków MDA, ul. Bosacka 18'). */
const STREET_AFTER = /[,،] ?(?:شارع|ul\.|ulica|calle|rua|street) /iu;
/** A place less the platform, the street and the zone's note after it. */
const lessNotes = (place: string) => {
  const street = place.search(STREET_AFTER);
  return (street > 0 ? place.slice(0, street) : place).replace(PLATFORM_AFTER, '').replace(ZONE_NOTE, '');
};

/** A text opening with a small letter, Georgian's aside: Unicode counts its letters small, but the script writes names without capitals ('თბილისი'). */
const OPENS_SMALL = /^[^\p{L}\d]*(?!\p{Script=Georgian})\p{Ll}/u;

/** The place a row names: its first cell with a word in it that is not a platform, number or label. */
function placeOf(rest: string): string {
  // 'New York, NY - Penn Station': a city and its station apart by a dash are one place.
  for (const split of rest.replace(CITY_DASH_STATION, ' \u0000 ').split(CELL_BREAK)) {
    // The dash put back, where it may now open the cell ('Arrivo ore 6.10 - Malpensa Terminal 1').
    const raw = split.replaceAll('\u0000', '-');
    // '* Ombordstigning från kl. 17:40': an item of a list of notes under a plain-text mail, no stop.
    if (/^\s*\*\s/.test(raw)) continue;
    // 'Check-out: bis', '途中停車：京都駅八条口', '【発車時刻】': a label and its value, of which only the value could be a place.
    // A station's code after its name is no part of it ('Union Station (CHI)').
    const cell = trimmedWhere(raw.slice(Math.max(raw.lastIndexOf(': ') + 1, raw.lastIndexOf('：') + 1, raw.lastIndexOf('】') + 1)), (c) => /[\s,;./—–-]/.test(c), (c) => /[\s,;/|]/.test(c)).replace(/(?<=\p{L}) \([A-Z]{3}\)$/u, '');
    // A sentence is no place: a place has a few words ('Madrid Estación Sur'), no full stop inside or after a word ('Tiderna ovan är lokala tider.', '以降に到着される場合は、必ず宿へご連絡ください。')
    // and fewer than three words in small letters ('Praha hlavní nádraží' is one; 'Jei atvyksite vėliau nei' is a sentence's line, and so is 'Derefter opkræves første nat.').
    if (!namesPlace(cell) || NOT_A_PLACE.test(cell) || cell.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length > 6 || /[\p{L})]{4}[.!?](?:\s|$)|[。、！？]/u.test(cell) || (cell.match(/(?<!\S)\p{Ll}{3,}(?=[.,;:!?]?(?:\s|$))/gu)?.length ?? 0) >= 3) continue;
    // 'Edinburgh Bus Station (Sat 21 Aug)' less its date: a bracket left open is no part of the place.
    // '東京発', '京都着', '南京南到': a station less the word that says it is left or reached.
    // 'Polazak: 15:30 (Beograd)': a place wholly in brackets after its time is the place.
    const place = lessNotes(cell).replace(LEAD_PREPOSITION, '').replace(/[(（][^()（）]*$/u, '').replace(/(?<=\p{Script=Han})[発着开到開]$/u, '').trimEnd().replace(/^[(（]([^()（）]+)[)）]$/u, '$1');
    // A place's name opens with a capital (or a digit, or in a script without capitals): 'and', 'ask that rooms are vacated by' are words of a sentence.
    if (OPENS_SMALL.test(place)) continue;
    return place;
  }
  return '';
}

/** More words in small letters than a timetable's row has, with a verb of leaving or arriving: a sentence's line. */
const PROSE_WORDS = 5;
const isProse = (text: string, firstTime: number) => {
  const verb = Math.min(...[text.search(LEAVES), text.search(REACHES)].filter((i) => i >= 0));
  return verb < firstTime && (text.match(/(?<!\S)\p{Ll}/gu)?.length ?? 0) > PROSE_WORDS;
};

/** The text before a time, or before its date and weekday when they lead it ('Wien Hbf ab Sa, 30.10.2027 21:27' is 'Wien Hbf ab'). */
function leadOf(text: string, dates: DateHit[], time: TimeHit): string {
  const dated = dates.find((d) => d.index + d.length <= time.index && /^[\s,]*$/.test(text.slice(d.index + d.length, time.index)));
  return dated ? text.slice(0, dated.index).replace(WEEKDAY_AT_END, '') : text.slice(0, time.index);
}

/** Whether the word a lead ends with says its time is a departure's or an arrival's. */
const roleOf = (lead: string) => {
  const before = lead.slice(-12);
  return DEPARTS.test(before) ? ('dep' as const) : ARRIVES.test(before) ? ('arr' as const) : undefined;
};

/** A weekday at a text's end, before a date ('ab Sa, ', 'le vendredi '). */
const WEEKDAY_AT_END = new RegExp(`(?<!\\p{L})(?:${WEEKDAYS}|${SHORT_WEEKDAYS})\\.?,?\\s*$`, 'iu');

function stopRow(text: string, line: number, reference: Date, next = '', nextLine = line + 1): StopRow | undefined {
  // A row has a time, so a digit: most lines of a mail have none and are passed over at once.
  if (text.length > 250 || !/\d/.test(text)) return undefined;
  const dates = findDates(text, reference, { dayMonth: true });
  const times = findTimes(text, { skip: dates })
    // 'ca.' before a time, or '頃' after it ('0:30頃', a rest stop's or lights-out's): an approximate time, no stop's; nor hours of a journey ('6:55 Std.').
    .filter((t) => !NOT_A_STOP.test(text.slice(0, t.index)) && !/^\s?(?:頃|ごろ|Std\.|Stunden?(?!\p{L}))/u.test(text.slice(t.index + t.length)))
    .map((t) => ({ ...t, role: roleOf(leadOf(text, dates, t)) }));
  if (times.length === 0 || times.length > 2) return undefined;
  // A departure's time, then an arrival's: a whole leg on one line, read as one (routeLegs), no stop's ('Wien Hbf ab Sa, 30.10.2027 21:27 – Zürich HB an So, 31.10.2027 08:20').
  if (times[0]?.role === 'dep' && times[1]?.role === 'arr') return undefined;
  // Hours from one time to another ('셔틀 운행 07:00~22:00', '(平日 9:00〜18:00)', '(lun–ven 9:00–18:00)'): when a service or a desk is open, no stop's.
  if (times.length === 2 && /^\s?[~〜–—-]\s?$/u.test(text.slice((times[0]?.index ?? 0) + (times[0]?.length ?? 0), times[1]?.index))) return undefined;
  // A line of a sentence whose verb of leaving or arriving comes before its time is prose, read as sentences are
  // ('… vlak EC 273 odjíždí v 6:52 ze stanice'); a note after a row's time is not ('10:35  Bristol Bus Station - the coach arrives at …').
  if (isProse(text, times[0]?.index ?? 0)) return undefined;
  // A sentence's end right after the time ('Ombordstigning i sovvagnen från kl. 17:20.'): a note's, no row's.
  const last = times.at(-1);
  if (last && /^[.!?]\s*$/.test(text.slice(last.index + last.length))) return undefined;
  // 'York (09:12) to Leeds (09:38)': a route on one line, read as one (routeLegs).
  if (times.length === 2 && ROUTE_JOIN.test(text)) return undefined;
  // The row less its dates, and its times with the words that say which ('ab 07:49', 'à 17h50'), as cells.
  const first = times[0];
  // A word before the time is a place where nothing follows it ('Bergen      15:21') but the word that says the time is a departure's or an arrival's and a note in brackets ('東京  08:30発 （14番線）').
  let rest = first && isLeadWord(text.slice(0, first.index)) && /\p{L}/u.test(text.slice(first.index + first.length).replace(/^\s?[発着]/u, '').replace(/[(（][^()（）]*[)）]/gu, '')) ? `${' '.repeat(first.index)}${text.slice(first.index)}` : text;
  const spans = [...dates, ...times.map((t) => ({ index: t.index - (MARKER.exec(rest.slice(Math.max(0, t.index - 12), t.index))?.[0].length ?? 0), length: 0, end: t.index + t.length }))];
  for (const hit of spans.sort((a, b) => b.index - a.index)) rest = `${rest.slice(0, hit.index)}  ${rest.slice('end' in hit ? hit.end : hit.index + hit.length)}`;
  const place = placeOf(rest);
  // A time alone on its line, over its place ('08:15' over 'Paris Bercy Seine': a timeline's card, a table's cells one under the other).
  const alone = !/[\p{L}\d]/u.test(withoutHits(text, [...dates, ...times]));
  if (!place && alone && next.length <= 100 && !/\d/.test(next) && !/^[\s\p{L}.'-]{1,30}:/u.test(next)) {
    const below = placeOf(next.trim());
    return below ? { line, text, place: below, column: -1, placeLine: nextLine, date: dates[0], times } : undefined;
  }
  if (!place) return undefined;
  return { line, text, place, column: text.indexOf(place), date: dates[0], times };
}

/** Lines between two stop rows that still leave them one timetable (a note, a reference, a blank). */
const MAX_GAP = 3;

/** Lines indented under a row's place that are its own (the stop's address, its gate, a note), not a gap: no more than these. */
const MAX_DETAILS = 6;

/** A stop the traveller passes, where others only get off or on ('Milton Keynes Coachway (set down only)'): no end of a leg. */
const PASSED_STOP = /(?<!\p{L})(?:set[ -]down only|pick[ -]up only|drop[ -]off only|alighting only|boarding only|nur (?:zum )?(?:aus|ein)stieg|solo (?:descenso|ascenso|bajada|subida)|(?:uniquement|seulement) (?:descente|mont[ée]e)|alleen (?:uitstappen|instappen)|solo (?:discesa|salita))(?!\p{L})/iu;

/** The runs of stop rows in `lines`: rows no more than MAX_GAP lines of other text apart. */
function runsOf(lines: string[], reference: Date): StopRow[][] {
  const runs: StopRow[][] = [];
  let run: StopRow[] = [];
  let gap = 0;
  let details = 0;
  for (const [i, text] of lines.entries()) {
    // The line under a row, past a blank one (an HTML card's blocks, a blank line apart).
    const below = lines[i + 1]?.trim() === '' ? i + 2 : i + 1;
    const row = stopRow(text, i, reference, lines[below], below);
    const last = run.at(-1);
    // The line a row took its place from is the row's; so are lines indented as far as its place ('22:30   London Victoria' over '        164 Buckingham Palace Road').
    const own =
      last !== undefined &&
      ((last.column < 0 && i <= (last.placeLine ?? last.line + 1)) || (last.column > 0 && text.length - text.trimStart().length >= last.column && details++ < MAX_DETAILS));
    if (row && PASSED_STOP.test(`${row.text} ${row.place}`)) continue;
    if (row) {
      run.push(row);
      gap = 0;
      details = 0;
    } else if (own) {
      continue;
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
  /** The train's or bus's number, where a label gives it ('Train No.: 12345'). */
  vehicle?: string;
}

export function stopLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const legs: Leg[] = [];
  const runs = runsOf(lines, context.reference);
  // Each day and month written in full ('14.05.2027'), by its day and month: the first of each.
  const inFull = new Map<string, string>();
  if (runs.length > 0) for (const d of findDates(text, context.reference)) if (d.yearGiven && !inFull.has(d.date.slice(4))) inFull.set(d.date.slice(4), d.date);
  for (const whole of runs) {
    const run = ownStops(whole);
    // The date of rows without one: a full date written above the run (a heading), else the event's.
    const above = findDates(lines.slice(Math.max(0, (run[0]?.line ?? 0) - 40), run[0]?.line).join('\n'), context.reference);
    let current = above.at(-1)?.date ?? context.day;
    const givenYear = above.filter((d) => d.yearGiven).at(-1)?.date.slice(0, 4);
    // The last time of the run on its current day: a row without a date whose time runs back past it is on the next day.
    let latest = '';
    const dayOf = (row: StopRow) => {
      if (!row.date) {
        if (current && (row.times[0]?.time ?? '') < latest) current = addDays(current);
        latest = row.times.at(-1)?.time ?? latest;
        return current;
      }
      latest = row.times.at(-1)?.time ?? '';
      // A row's day and month written in full elsewhere ('14.05' and 'Data wyjazdu: 14.05.2027') take that year.
      let date = row.date.yearGiven ? row.date.date : (inFull.get(row.date.date.slice(4)) ?? (givenYear ? `${givenYear}${row.date.date.slice(4)}` : row.date.date));
      // 31.12. then 01.01.: a timetable runs forward, into the next year.
      if (!row.date.yearGiven && current && date < current) date = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
      current = date;
      return current;
    };
    let open: Stop | undefined;
    let opened: StopRow | undefined;
    let previous: StopRow | undefined;
    let headed = false;
    // The run's last stop, where its rows, read two by two, leave one over (a service's stops, odd in number).
    let lastStop: Stop | undefined;
    const runLegs: Leg[] = [];
    for (const row of run) {
      // A heading between rows ('RETURN - Monday 1 November 2027') dates the rows after it.
      const heading = previous && findDates(lines.slice(previous.line + 1, row.line).join('\n'), context.reference).at(-1)?.date;
      if (heading) [current, latest, headed] = [heading, '', true];
      previous = row;
      const date = dayOf(row);
      if (!date) continue;
      const [first, second] = row.times;
      if (!first) continue;
      lastStop = { place: row.place, date, time: (second ?? first).time };
      const close = (time: TimeHit) => {
        // A row's word repeated is no journey from a place back to itself ('Entrada … 14:00 h' of one hotel, then of the next).
        if (open && open.place.toLowerCase() !== row.place.toLowerCase()) runLegs.push({ from: open, to: { place: row.place, date, time: time.time }, line: opened?.line ?? row.line, row: opened?.text ?? '' });
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
    const [first] = runLegs;
    const last = runLegs.at(-1);
    if (first && last && oneService(run, lines)) legs.push({ ...first, to: last.to });
    else if (first && lastStop && !headed && unconnected(run, runLegs, lines)) legs.push({ ...first, to: lastStop });
    else legs.push(...runLegs);
  }
  return legs;
}

/**
 * A leg that would arrive a day or more before it leaves: labels' times that are no journey's ('Entrada … 14h00'
 * to 'Cancelamento gratuito até 1 de abril'). Less than a day is an overnight arrival whose next day was not read.
 */
function arrivesBeforeLeaving(leg: Leg): boolean {
  if (!leg.from.time || !leg.to.time) return false;
  const [leaves, arrives] = [instantOf(`${leg.from.date}T${leg.from.time}`, 'UTC'), instantOf(`${leg.to.date}T${leg.to.time}`, 'UTC')];
  return !!leaves && !!arrives && leaves.getTime() - arrives.getTime() >= 86_400_000;
}

/** A stop's row marked as where the traveller gets on, or off, among a service's stops ('14:00  Dublin Airport  <- you board here', '07:05  Нови Сад УЛАЗАК перон 9'). */
const BOARDS_HERE = /(?<!\p{L})(?:board(?:s|ing)? here|gets? on here|einstieg|zustieg|instappen|påstigning|wsiadanie|nástup|ulazak|улазак|ukrcaj|качване|посадка)(?!\p{L})/iu;
const ALIGHTS_HERE = /(?<!\p{L})(?:gets? off here|alight(?:s|ing)? here|ausstieg|uitstappen|avstigning|wysiadanie|výstup|izlazak|излазак|iskrcaj|слизане|высадка|висадка)(?!\p{L})/iu;

/** A run's row marked as boarding and the one marked as getting off, where both are marked (the stops between are passed); else all of them. */
function ownStops(run: StopRow[]): StopRow[] {
  const on = run.findIndex((row) => BOARDS_HERE.test(row.text));
  const off = run.findLastIndex((row) => ALIGHTS_HERE.test(row.text));
  if (on < 0 || off <= on) return run;
  // The marks are no part of the places' names ('Нови Сад УЛАЗАК').
  const unmarked = (row: StopRow) => ({ ...row, place: row.place.replace(BOARDS_HERE, '').replace(ALIGHTS_HERE, '').replace(/\s{2,}/g, ' ').trim() });
  return [run[on], run[off]].filter((row) => row !== undefined).map(unmarked);
}

/** The first letters of a place's first word, less accents: one town's in either's language ('Kraków (MDA …)' and 'Krakow Główny', 'Bruxelles-Midi' and 'Brussel-Zuid', 'Roma' and 'Rome'). */
const TOWN_PREFIX = 3;
const townOf = (place: string) => (place.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/\p{L}+/u) ?? [''])[0].slice(0, TOWN_PREFIX);

/** No word for a change among a run's rows or just above them. */
const noChange = (run: StopRow[], lines: string[]) => !CHANGE_WORD.test(lines.slice(Math.max(0, (run[0]?.line ?? 0) - 3), (run.at(-1)?.line ?? 0) + 1).join('\n'));

/**
 * Whether a run's rows, one time each and no word of leaving or arriving, read two by two give legs that never meet (one arriving in
 * Radom, the next leaving Kielce) and that end in another town than they start: then they are one coach's or
 * train's stops ('23:30 Warszawa', '01:05 Radom', '03:10 Kielce', '04:55 Kraków'), where changes would leave from
 * the town the leg before reached.
 */
function unconnected(run: StopRow[], runLegs: Leg[], lines: string[]): boolean {
  if (runLegs.length < 2 || run.some((row) => row.times.length !== 1 || row.times[0]?.role || TRAIN_NUMBER.test(row.text))) return false;
  // Out and back is no service's stops ('London Victoria' … 'Oxford' then 'Gloucester Green' … 'London Victoria').
  if (townOf(run[0]?.place ?? '') === townOf(run.at(-1)?.place ?? '')) return false;
  return runLegs.every((leg, k) => k === 0 || townOf(runLegs[k - 1]?.to.place ?? '') !== townOf(leg.from.place)) && noChange(run, lines);
}

/**
 * Whether a run's rows are one coach's or train's stops ('Perth Broxden  10:20  10:25' between its
 * first stop and its last), not changes: three stops or more with an arrival and a departure, none
 * naming a train of its own, and no word for a change among them or just above.
 */
function oneService(run: StopRow[], lines: string[]): boolean {
  const between = run.slice(1, -1);
  if (between.length < ONE_SERVICE_STOPS || between.some((row) => row.times.length < 2 || TRAIN_NUMBER.test(row.text))) return false;
  return noChange(run, lines);
}

/** The fewest stops between a run's first and last that make it one service's: two stops with arrivals and departures are as often two changes. */
const ONE_SERVICE_STOPS = 3;

/** A table's column headings, by the side of the leg each gives: where from (its place, or its time), where to, or neither. */
const FROM_HEADING = new RegExp(`^(?:from|origin|origen|origine|origem|von|de|desde|van|z|depart(?:s|ure|ing)?|dep|salida|abfahrt|départ|partenza|vertrek|avg|afg|odjazd|odj|odjezd|(?:stacja|przystanek|stanice|zastávka) odj(?:azdu|ezdu)|ze? stanice|partida|sa[íi]da|boarding|出?発駅?|乗車駅|出发站?|출발역?|${LOCAL_FROM})(?!\\p{L})`, 'iu');
const TO_HEADING = new RegExp(`^(?:to|destination|destino|nach|naar|do|[aà]|arriv(?:es?|al|ing|[ée]e|o)|arr|llegada|ankunft|aankomst|ank|przyjazd|przyj|p[řr][íi]jezd|p[řr][íi]j|(?:stacja|przystanek) przyjazdu|(?:stanice|zastávka) p[řr][íi]jezdu|do stanice|chegada|到?着駅?|降車駅|到达站?|도착역?|${LOCAL_TO})(?!\\p{L})`, 'iu');

/** A column heading that holds a station, whose side is the column's before it. */
const PLACE_HEADING = /^(?:station|stop|halte|bahnhof|gare|stazione|estaci[óo]n|esta[çc][ãa]o|stacja|stanice|asema|stasjon)$/iu;

/** A column heading that holds a time, whose side is the column's before it. */
const TIME_HEADING = /^(?:time|ora|orario|hora|heure|zeit|uhrzeit|tijd|godzina|godz\.?|[čc]as|tid|klockslag|saat|aika|kellonaika|id[őo]|ώρα|время|vrijeme|vreme|ura|laikas|時刻|時間|시각|시간)$/iu;

interface Cell {
  start: number;
  text: string;
}

/** The cells of a line: runs of text two spaces, a tab or a rule ('|', a text table's) apart, with the column each starts at. */
export function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  for (const m of line.matchAll(/[^\s|](?:[^\t\n |]| (?![ |]))*/g)) cells.push({ start: m.index, text: m[0] });
  return cells;
}

/** A heading's side, when the line is a table's headings (short labels, one for each end). */
function headingsOf(line: string): ('from' | 'to' | undefined)[] | undefined {
  if (line.length > 250 || /\d/.test(line)) return undefined;
  const cells = cellsOf(line);
  if (cells.length < 2 || cells.some((c) => c.text.split(' ').length > 3)) return undefined;
  const sides = cells.map((c) => (FROM_HEADING.test(c.text) ? ('from' as const) : TO_HEADING.test(c.text) ? ('to' as const) : undefined));
  return sides.includes('from') && sides.includes('to') ? sides : undefined;
}

/**
 * Legs written as a table under its headings ('ORIGEN  DESTINO  FECHA  SALIDA  LLEGADA', 'DEPARTS
 * ARRIVES' above a row of places and a row of times): each cell is its column's (by order when a
 * row has as many cells as the headings, else by where it starts), a place, a date and a time are
 * told by their content, and a row naming a new departure place opens the next leg.
 */
export function columnLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const legs: Leg[] = [];
  for (const [h, heading] of lines.entries()) {
    const named = headingsOf(heading);
    if (!named) continue;
    let columns = cellsOf(heading);
    // A time's column after a place's is that place's ('Partenza da  Ora  Arrivo a  Ora'), and a station's after a time's ('Vertrek  Station  Aankomst  Station').
    const sidesOf = (headings: typeof named, cells: Cell[]) =>
      headings.map((side, k) => side ?? (k > 0 && (TIME_HEADING.test(cells[k]?.text ?? '') || PLACE_HEADING.test(cells[k]?.text ?? '')) ? headings[k - 1] : undefined));
    let sides = sidesOf(named, columns);
    // The last date above the table, read only for a leg that has none of its own.
    let above: { date: string | undefined } | undefined;
    const dateAbove = () => (above ??= { date: findDates(lines.slice(Math.max(0, h - 20), h).join('\n'), context.reference).at(-1)?.date }).date;
    type End = { place: string; date: string; time: string };
    let leg: { from: End; to: End; date: string; line: number; row: string } | undefined;
    const close = () => {
      if (!leg) return;
      const date = leg.from.date || leg.date || dateAbove() || context.day;
      if (leg.from.place && leg.to.place && leg.from.time && date) {
        const arrives = leg.to.date || (leg.to.time && leg.to.time < leg.from.time ? addDays(date) : date);
        legs.push({ from: { place: leg.from.place, date, time: leg.from.time }, to: { place: leg.to.place, date: arrives, time: leg.to.time }, line: leg.line, row: leg.row });
      }
      leg = undefined;
    };
    let noted = false;
    for (let i = h + 1; i < Math.min(lines.length, h + 12); i++) {
      const line = lines[i] ?? '';
      // Blank lines and rules ('-----') between the rows.
      if (!/[\p{L}\d]/u.test(line)) continue;
      const cells = cellsOf(line);
      const more = headingsOf(line);
      // A second row of headings over the leg's times ('FROM  TO' over its places, then 'DEPARTS  ARRIVES' over its times) is the same leg's.
      if (more && leg?.from.place && !leg.from.time) {
        [columns, sides] = [cells, sidesOf(more, cells)];
        continue;
      }
      // A note across the table after a whole leg ('↻ Cambio a Verona Porta Nuova · 37 min') goes between its rows: one between two, no more.
      if (cells.length === 1 && !noted && leg?.from.place && leg.to.place && leg.from.time && line.length <= 250) {
        noted = true;
        close();
        continue;
      }
      if (cells.length < 2 || line.length > 250 || more) break;
      noted = false;
      // A row after a whole leg (its places and its departure) is the next leg's.
      if (leg?.from.place && leg.to.place && leg.from.time) close();
      const columnOf = (cell: Cell, n: number) =>
        cells.length === columns.length ? n : columns.reduce((best, c, k) => (c.start <= cell.start + 2 ? k : best), 0);
      for (const [n, cell] of cells.entries()) {
        const side = sides[columnOf(cell, n)];
        const dates = findDates(cell.text, context.reference, { dayMonth: true });
        const time = findTimes(cell.text, { skip: dates })[0]?.time ?? '';
        // A cell may hold its place and its time ('Madrid-Puerta de Atocha / 10:00').
        const place = placeOf(withoutTimes([...dates].reverse().reduce((text, d) => `${text.slice(0, d.index)} ${text.slice(d.index + d.length)}`, cell.text)));
        if (place && side === 'from' && leg?.from.place) close();
        leg ??= { from: { place: '', date: '', time: '' }, to: { place: '', date: '', time: '' }, date: '', line: i, row: line };
        if (!side) {
          leg.date ||= dates[0]?.date ?? '';
          continue;
        }
        const end = leg[side];
        end.place ||= place;
        end.date ||= dates[0]?.date ?? '';
        end.time ||= time;
      }
    }
    close();
  }
  return legs;
}

/** 'Glasgow Central (GLC) to London Euston (EUS), dep 12:40, arr 17:12', 'NDLS TO FDB': a leg in one line. */
const ROUTE_JOIN = /\s(?:to|nach|naar|vers)\s|(?<=[\s)）])(?:→|->|➞)\s/i;
/** A cell that is an arrow alone, joining the cells either side of it. */
const ARROW_CELL = /^\s*(?:→|->|➞)\s*$/;

/** `written` less its times, the brackets around them ('York (09:12)' is 'York') and the word that says a time is a departure's or an arrival's ('09:00発', '08:05开'). */
const withoutTimes = (written: string) => {
  let out = written;
  for (const t of findTimes(written).reverse()) out = `${out.slice(0, t.index)}${out.slice(t.index + t.length).replace(/^\s?[発着开到開]/u, '')}`;
  return out.replace(/[(（]\s*[)）]/g, ' ').trim();
};

/** A place of a route as written, less the label before it and the code after it. */
function routePlace(written: string): string {
  const label = Math.max(written.lastIndexOf(': '), written.lastIndexOf('：'), written.lastIndexOf('】'));
  const named = (label >= 0 ? written.slice(label + 1) : written).trim();
  const code = /\([A-Z]{3,5} ?\)$/.exec(named);
  const place = (code ? named.slice(0, code.index) : named).trim();
  // A place has a few words ('Edinburgh Waverley') and opens with a capital (or a digit, or in a script without capitals), not a sentence's
  // ('Early check-in from 12:00 pm can be requested', 'aega tagasi (kell 04:00 -> 03:00)').
  const words = place.split(/\s+/).length;
  return (place.match(/\p{L}/gu)?.length ?? 0) >= 2 && place.length <= 60 && words <= 6 && !/[.!?]$/.test(place) && !OPENS_SMALL.test(place.replace(/^from\s/i, '')) ? place.replace(/^from\s/i, '') : '';
}

/** A sentence's end within a line: its stop after a word or a number, before a capital ('… 2027. Prima'; not 'St. Pancras', 'hl.n.'). */
const SENTENCE_END = /(?<=\p{Ll}{3}|\d|\))[.!?]\s+(?=\p{Lu})/u;

/** Legs written as a route on one line ('A to B') with the departure's time (and the arrival's) on it. */
export function routeLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const legs: Leg[] = [];
  let current = context.day;
  for (const [i, line] of lines.entries()) {
    if (line.length > 250 || !/\d/.test(line)) continue;
    current = findDates(line, context.reference)[0]?.date ?? current;
    // A route and its times in one sentence: an offer's route, its times in the next ('Napoli → Reggio da 29,90 €, dal 1 giugno. Prima partenza ore 06:05'), is none.
    for (const sentence of line.split(SENTENCE_END)) {
      const times = findTimes(sentence, { skip: findDates(sentence, context.reference) }).filter((t) => !NOT_A_STOP.test(sentence.slice(0, t.index)));
      // The part of the sentence that joins two places, apart from the train's and the seat's after a middle dot; a time beside a place ('York (09:12)') is no part of its name.
      const cells = sentence.split(/[,;|·•]|\s{3,}/);
      const arrow = cells.findIndex((cell) => ARROW_CELL.test(cell));
      const at = arrow >= 0 ? arrow : cells.findIndex((cell) => cell.split(ROUTE_JOIN).length === 2);
      const joined = cells[at]?.split(ROUTE_JOIN);
      // An arrow in a cell of its own, alone or between slashes, the cells beside it each a time and a place ('09:10 / Milano Centrale    →    11:05 / Firenze
      // Santa Maria Novella', '06:15 / București Nord    IR 1745 / → / 2 h 38 min    08:53 / Brașov'): those are the route's ends.
      const between = arrow >= 0 || (joined && /\/\s*$/.test(joined[0] ?? '') && /^\s*\//.test(joined[1] ?? '')) ? [cells[at - 1], cells[at + 1]] : undefined;
      const route = cardEnds(sentence) ?? (between?.every((cell) => cell !== undefined) ? between.map((cell) => trimmedWhere(withoutTimes(cell ?? ''), (c) => /[\s/]/.test(c), (c) => /[\s/]/.test(c))) : joined?.map(withoutTimes));
      const [from, to] = (route ?? []).map((part) => routePlace(part));
      const [dep, arr] = times;
      if ((!from || !to) && current) legs.push(...dashLeg(sentence, current, context.reference).map((leg) => ({ ...leg, line: i, row: line })));
      if (!from || !to || !dep || !current) continue;
      const arrives = arr ? { place: to, date: arr.time < dep.time ? addDays(current) : current, time: arr.time } : undefined;
      legs.push({ from: { place: from, date: current, time: dep.time }, to: arrives ?? { place: to, date: current, time: '' }, line: i, row: line });
    }
  }
  return legs;
}

/**
 * The places of a line's two cards either side of an arrow in a cell of its own, each card's cells apart by
 * slashes ('Departure / 08:00 / Sat, 07.08.2027 / Tbilisi Central    →    Arrival / 13:18 / … / Batumi Central'):
 * each card's last cell with no digit that is no label or weekday.
 */
function cardEnds(sentence: string): [string, string] | undefined {
  const sides = sentence.split(/\s{3,}/);
  const arrow = sides.findIndex((cell) => ARROW_CELL.test(cell));
  const cards = [sides[arrow - 1], sides[arrow + 1]];
  if (arrow < 1 || !cards.every((card) => card?.includes(' / '))) return undefined;
  const [from = '', to = ''] = cards.map((card) => (card ?? '').split(' / ').map((cell) => cell.trim()).filter((cell) => /\p{L}/u.test(cell) && !/\d/.test(cell) && !NOT_A_PLACE.test(cell)).at(-1) ?? '');
  return from && to ? [from, to] : undefined;
}

/**
 * Each end in its own part of a line, dashes apart, its place before the word that says which end it is
 * and its time after ('NJ 466 – Wien Hbf ab Sa, 30.10.2027 21:27, Bahnsteig 9 – Zürich HB an So, 31.10.2027 08:20').
 */
function dashLeg(sentence: string, day: string, reference: Date): Omit<Leg, 'line' | 'row'>[] {
  const ends = sentence.split(/\s[–—-]\s/).flatMap((part) => {
    const dates = findDates(part, reference);
    const time = findTimes(part, { skip: dates }).find((t) => !NOT_A_STOP.test(part.slice(0, t.index)));
    if (!time) return [];
    const lead = leadOf(part, dates, time);
    const role = roleOf(lead);
    const place = routePlace(lead.replace(MARKER, ''));
    return role && place ? [{ role, place, date: dates[0]?.date ?? '', time: time.time }] : [];
  });
  const from = ends.find((e) => e.role === 'dep');
  const to = from && ends.slice(ends.indexOf(from) + 1).find((e) => e.role === 'arr');
  if (!from || !to) return [];
  const date = from.date || day;
  return [{ from: { place: from.place, date, time: from.time }, to: { place: to.place, date: to.date || (to.time < from.time ? addDays(date) : date), time: to.time } }];
}

/** A line of two places and nothing else, joined as a route is ('A to B', 'A → B', 'A - B'). */
const ROUTE_LINE_JOIN = new RegExp(`${ROUTE_JOIN.source}|\\s[-–—]\\s`, 'i');
/** How many lines above a leg's labelled times its route may be written. */
const ROUTE_ABOVE_REACH = 4;

/** Each word a name's: capitalised (or of a script without capitals), in brackets, after a label in lenticular brackets ('【乗車区間】東京'), or a short word or abbreviation ('am', 'hl.n.'). */
const isNameOnly = (part: string) => part.trim().split(/\s+/).every((w) => /^[\p{Lu}\p{Lo}(【]/u.test(w) || /^\p{Ll}{1,3}(?:\.\p{Ll}{1,3})*\.?$/u.test(w)) && !NOT_A_PLACE.test(part.trim());

/** The two places of the route on a line just above `first` ('Praha hl.n. – Brno hl.n.'), or in a cell of it ('Traukinys:   Nr. 710   Vilnius -> Klaipėda', 'TRAIN 2153: NORTHEAST EXPRESS / NEW YORK (PENN STATION), NY - WASHINGTON (UNION STATION), DC'), else none. */
function routeAbove(lines: string[], first: number): [string, string] {
  for (let j = first - 1; j >= Math.max(0, first - ROUTE_ABOVE_REACH); j--) {
    for (const cell of (lines[j] ?? '').trim().split(/\s{3,}|\t|\s\/\s/)) {
      const parts = cell.split(ROUTE_LINE_JOIN);
      // Names, not words of a sentence ('Your trip to Paris') nor a date's or a train's numbers ('Thu 17 June 2027 - Eurostar 9014').
      if (parts.length !== 2 || /\d/.test(cell) || !parts.every(isNameOnly)) continue;
      const [from, to] = parts.map(routePlace);
      if (from && to) return [from, to];
    }
  }
  return ['', ''];
}

/** `text` with each of `hits` (dates, times found in it) blanked to one space. */
function withoutHits(text: string, hits: { index: number; length: number }[]): string {
  return [...hits].sort((a, b) => b.index - a.index).reduce((rest, hit) => `${rest.slice(0, hit.index)} ${rest.slice(hit.index + hit.length)}`, text);
}

/**
 * A line that gives a time (and its date) and little else: a weekday, small words ('четвер, 14 січня
 * 2027 р., о 22:40', 'saa 08:00 (saa 2:00 asubuhi)'), never a label's ('Date: …'), a price's or a sentence's ('Valid until 23:59 on 14 March 2027').
 */
function isWhenOnly(line: string, reference: Date): boolean {
  const dates = findDates(line, reference);
  const times = findTimes(line, { skip: dates });
  if (times.length === 0 || UNDER_HEADING.test(line)) return false;
  const rest = withoutHits(line, [...dates, ...times]);
  return !rest.includes(':') && (rest.match(/\p{L}{4,}/gu)?.length ?? 0) <= 1;
}

/** Labels of a leg's two ends ('From: Berlin Hbf', 'Boarding Station: SHIVAJINAGAR - SVJR', 'Abfahrt: 10:15'), in the usual languages. */
const FROM_LABEL = `from|von|ab|de|desde|sale|da|van|z|origin|origen|origine|departure|departs?|dep|scheduled departure|abfahrt|départ|salida|partenza|vertrek|odjezd|odjazd|departure station|abfahrtsbahnhof|gare de départ|estación de origen|stazione di partenza|boarding station|boarding point|boarding at|embarque|origem|partida|sa[íi]da|sk[ąa]d|odkud|przystanek pocz[ąa]tkowy|stacja pocz[ąa]tkowa|(?:przystanek|stacja) odjazdu|de la|відправлення|отправление|звідки|откуда|출발|出発|出发|発車|乗車(?:地|場所)?|बोर्डिंग (?:पॉइंट|स्टेशन|स्थान)|${LOCAL_FROM}`;
const TO_LABEL = `to|nach|an|[aà]|hasta|llega|naar|do|destination|destino|arrival|arrives?|arr|(?:scheduled|estimated|expected) arrival|llegada (?:estimada|prevista)|tahmini var[ıi]ş|ankunft|arrivée|llegada|arrivo|aankomst|příjezd|przyjazd|arrival station|ankunftsbahnhof|gare d.arrivée|estación de destino|stazione di arrivo|chegada(?: prevista)?|dok[ąa]d|kam|przystanek docelowy|stacja docelowa|(?:przystanek|stacja) przyjazdu|la|sosire estimat[ăa]|прибуття|прибытие|куди|куда|도착|到着|到达|降車(?:地|場所)?|ड्रॉपिंग (?:पॉइंट|स्थान)|${LOCAL_TO}`;
const TO_LABEL_AT = `${TO_LABEL}|at`;
/** 'From: Berlin Hbf', 'Departure*  : 17:00' (a footnote's star after it), 'DEPARTS  7:00 AM' (a column apart from a label of three letters or more: 'Do  12.05.' is a day's), 'Ankomst / Narvik' (a cell apart), 'Departure - Date: 01 Dec 2026', or a heading alone ('Arrival'), which says whose the lines under it are. */
const LABELLED = new RegExp(`^[\\s•*【-]*(${FROM_LABEL}|${TO_LABEL_AT})(?:時刻|時間|日時|시간|시각|时间|지|일시|\\s?예정)?】?\\*?(?:\\s*-\\s*\\p{L}{1,12}|\\s+(?:time|date|place|point|location|yer[iİı]|zaman[ıi]|saat[iİı]|tar[iİı]h[iİı]|tid|aika|ideje|időpont|[ωώ]ρα|data|ora|hora|समय|तारीख))?(?:(?:[ \\t]*(?::\\s*|[/|][ \\t]+)|(?<=】)\\s*|(?<=\\p{L}{3}|\\s\\p{L}{2}|\\))(?:\\t| {2})[ \\t]*|[ \\t]+(?=(?:${TIME_WORDS})\\.?[ \\t]*\\d))(\\S[^\\n]*)|[ \\t]*(?::\\s*)?$)`, 'iu');
/** A date, a time or a place under such a heading, after a colon or in the next cell ('Date: 01 Dec 2026', 'Time: 09:50', 'Date et heure   mercredi 3 mars', 'Agence   Lyon Part-Dieu'). */
const UNDER_HEADING =
  /^[\s•*-]*(?:date|time|datum|zeit|uhrzeit|heure|hora|ora|data|fecha|tijd|godzina|čas|tar[iİı]h[iİı]?|saat[iİı]?|[ηή]μερομην[ιί]α|[ωώ]ρα|station|stop|agence|agency|branch|office|location|lieu|ort|gare|bahnhof|haltestelle|parada|fermata|estaci[óo]n|stazione|filiale|sucursal|oficina|ufficio|kantoor|stacja|stanice|дата|час|время|станція|станция)(?: (?:of |de |di |du |et |and |y |e |und |en |і |и |och |og |ja )?\p{L}+)?(?:[ \t]*:\s*|\t\s*| {2,})(\S[^\n]*)$/iu;
const IS_FROM = new RegExp(`^(?:${FROM_LABEL})$`, 'i');
/** How many lines of text under a heading alone on its line ('Avgång') are its. */
const HEADING_BLOCK_LINES = 4;
/** A boarding station is where the traveller gets on, whatever 'From' says the ticket is from. */
const IS_BOARDING = /^(?:boarding|बोर्डिंग)/i;
/** 'Train No.: 12345', 'Train: ICE 597', 'Zug: RE 7'. */
const VEHICLE_LABEL = /^[ \t•*-]*(?:train|zug|treno|treni|tren|trein|bus|coach)(?:\s?(?:no\.?|number|nr\.?|nummer))?\s?:\s*([A-Z]{0,4}\s?\d{1,5})\b/im;

interface LabelledEnd {
  place: string;
  /** The place's label says it is where the traveller boards. */
  boarding: boolean;
  time: string;
  date: string;
}

/** A weekday after a place and its comma, before its date ('CIUDAD DE MÉXICO (TAPO), viernes'; 'Novi Pazar' keeps its name). */
const TRAILING_WEEKDAY = new RegExp(`,\\s*(?:${WEEKDAYS})\\.?$`, 'iu');

/** A labelled line's value: the place written before any date or time, and the date and time in it. */
function labelledValue(value: string, reference: Date): { place: string; time: string; date: string } {
  const dates = findDates(value, reference);
  const times = findTimes(value, { skip: dates });
  const firstNumber = Math.min(dates[0]?.index ?? value.length, times[0]?.index ?? value.length);
  // The place is the first of the value's cells ('Narvik / lördag 18 september 2027', 'Kiruna C   fredag 10 september 2027'); two spaces are a PDF's words' ('Frankfurt  (Main)  Hbf').
  const written = value.slice(0, firstNumber).split(/\s[/|]\s|\s{3,}|\t/)[0] ?? '';
  // 'MUMBAI DADAR - DR,': the station less its code and the punctuation after it.
  // A station's abbreviation keeps its stop ('Praha hl.n.').
  let place = /\p{L}\.\p{Ll}{1,3}\.$/u.test(written.trimEnd()) ? written.trim() : trimmedWhere(written, () => false, (c) => /[\s,;.(]/.test(c));
  const dash = place.lastIndexOf(' - ');
  if (dash >= 0 && /^[A-Z]{2,5}$/.test(place.slice(dash + 3).trim())) place = place.slice(0, dash).trim();
  // An airport's or a station's code in brackets is no part of the name ('Frankfurt International (FRA)'); a terminal's own short name is ('CIUDAD DE MÉXICO (TAPO)').
  place = lessDateWord(lessNotes(place).replace(/\([A-Z]{3}\)$/, '').replace(TRAILING_WEEKDAY, ''));
  let isPlace = namesPlace(place) && place.length <= 60 && !/[@<>]|https?:/i.test(place) && !NOT_A_PLACE.test(place);
  // Else the place after its time, less the word that joins them ('kl. 08.25 fra Oslo S, spor 4', '08:25 from Oslo S', 'kl. 15:00 i Puttgarden'), or in the cell after it ('08:30   Split, Gradska luka', '07:30 / KL Sentral').
  const time = times[0];
  if (!isPlace && time && !dates.some((d) => d.index > time.index)) {
    const after = /^(?:[ \t]*(?:fra|från|til|till|from|to|de|[àaziI]|in|da|von|ab|nach|naar|van|do)[ \t]+|[ \t]{3,}|\t|[ \t]+\/[ \t]+)(\p{Lu}[^\n]*)$/u.exec(value.slice(time.index + time.length))?.[1] ?? '';
    place = trimmedWhere(lessNotes(after.split(/\s{3,}|\t/)[0] ?? ''), () => false, (c) => /[\s,;.]/.test(c));
    isPlace = namesPlace(place) && place.length <= 60 && !NOT_A_PLACE.test(place);
  }
  return { place: isPlace ? place : '', time: time?.time ?? '', date: dates[0]?.date ?? '' };
}

/** A line's cells that each open with a label, as lines of their own: a table's cells side by side ('SALIDA / Oaxaca / 23:45    LLEGADA / Puebla / 02:10'). */
function labelledCells(line: string): string[] {
  const cells: string[] = [];
  for (const cell of line.trim().split(/\s{3,}|\t/)) {
    if (cells.length === 0 || LABELLED.test(cell)) cells.push(cell);
    else cells.push(`${cells.pop() ?? ''}   ${cell}`);
  }
  return cells.length > 1 ? cells : [line];
}

/**
 * Legs written as labelled lines ('From: Berlin Hbf', 'To: München Hbf', 'Departure: 10:15
 * 12.03.2027'): each 'from' label after a 'to' place opens the next leg. A leg's date is its own
 * line's, else the first of its lines, else the last above it, else the event's; a leg without a
 * time on a calendar event's day is at its start ('00:00', the event's time replaces it).
 */
export function labelledLegs(text: string, context: StopContext): Leg[] {
  const lines = text.split('\n');
  const blank = (): { from: LabelledEnd; to: LabelledEnd; first: number; last: number } => ({
    from: { place: '', boarding: false, time: '', date: '' },
    to: { place: '', boarding: false, time: '', date: '' },
    first: -1,
    last: -1,
  });
  const blocks = [blank()];
  // The side the last label or heading named: a bare 'Date:' or 'Time:' line is its, and so are
  // the first lines under a heading alone on its line ('SALIDA' over a station and a date; blank lines apart, as an HTML mail's blocks are).
  let side: 'from' | 'to' | undefined;
  let headingBlock = 0;
  // An end whose label gave its date or time and not its place: the place may be the next line ('Départ : jeudi 19 novembre à 23h15' over 'Paris Bercy Seine').
  let placeBelow: LabelledEnd | undefined;
  // And one whose label gave its place alone: its date and time may be the next line ('Відправлення: Київ-Пасажирський' over 'четвер, 14 січня 2027 р., о 22:40').
  let timeBelow: LabelledEnd | undefined;
  for (const [i, row] of lines.entries()) {
    if (row.length > 250) continue;
    // A rule ('-----') ends a section: the lines after it are no longer the last label's ('Data:' heading the next leg).
    if (/^\s*[-=_]{5,}\s*$/.test(row)) side = undefined;
    for (const line of labelledCells(row)) {
      const m = LABELLED.exec(line);
      // A time alone under a label that gave its day ('Kuwasili:  Ijumaa, 15 Oktoba 2027' over 'Saa 11:30 alfajiri (05:30)' over the place): the end's time, its place still to come.
      const times = placeBelow && !placeBelow.time && !m ? findTimes(line) : [];
      if (placeBelow && times[0] && !/\p{L}/u.test(withoutHits(line, times))) {
        placeBelow.time = times[0].time;
        continue;
      }
      if ((placeBelow || timeBelow) && !m && line.trim() !== '') {
        const below = labelledValue(line.trim(), context.reference);
        if (placeBelow && !/[:\d]/.test(line.replace(PLATFORM_AFTER, ''))) placeBelow.place ||= below.place;
        if (timeBelow && isWhenOnly(line, context.reference)) Object.assign(timeBelow, { time: timeBelow.time || below.time, date: timeBelow.date || below.date });
        placeBelow = timeBelow = undefined;
      }
      const under = m || !side ? null : UNDER_HEADING.exec(line);
      const blockLine = !m && !under && headingBlock > 0 && line.trim() !== '' ? line.trim() : undefined;
      if (m || line.trim() !== '') headingBlock = m && !m[2] ? HEADING_BLOCK_LINES : Math.max(0, headingBlock - 1);
      if (!m && !under && !blockLine) continue;
      const value = labelledValue((m ? m[2] : (under?.[1] ?? blockLine)) ?? '', context.reference);
      let block = blocks.at(-1) ?? blank();
      // A bare date under both places, before the departure has one ('Origem', 'Destino', then 'Data: 12/11/2027'), is the leg's: its departure's.
      const legDate = !!under && !!block.from.place && !!block.to.place && !block.from.date && !block.to.date && !block.to.time;
      const isFrom = m ? IS_FROM.test(m[1] ?? '') : side === 'from' || legDate;
      side = isFrom ? 'from' : 'to';
      // A 'from' label after the leg's arrival opens the next leg, unless it gives this leg's time ('Partenza: 08:35' under the stations).
      // Before the leg has its places, only a time after its arrival's does ('DEPARTS' after 'ARRIVES', both under their route's line); a place fills it ('Departure station' after 'Arrival time').
      // A boarding station after both places, before any time, is the leg's own ('From', 'To', then 'Boarding At': where the traveller gets on).
      const boarding = IS_BOARDING.test(m?.[1] ?? '');
      const boardsThisLeg = boarding && !block.from.boarding && !block.from.time && !block.to.time;
      const opens = boardsThisLeg ? false : block.to.place ? value.place || (value.time && block.from.time) : block.to.time && value.time && block.from.time;
      if (isFrom && opens) blocks.push((block = blank()));
      const end = isFrom ? block.from : block.to;
      if (value.place && (!end.place || (boarding && !end.boarding))) Object.assign(end, { place: value.place, boarding });
      end.time ||= value.time;
      end.date ||= value.date;
      placeBelow = m?.[2] && !value.place && (value.time || value.date) ? end : undefined;
      timeBelow = m?.[2] && value.place && !value.time && !value.date ? end : undefined;
      // A leg's lines begin at its first that gives something (not a forwarded header's 'Kam: <ana@example.lt>').
      if (block.first < 0 && (value.place || value.time || value.date)) block.first = i;
      block.last = i;
    }
  }
  const legs: Leg[] = [];
  for (const [b, block] of blocks.entries()) {
    // Times labelled without their places take the route written just above them ('NEW YORK (PENN STATION), NY - WASHINGTON (UNION STATION), DC').
    if (!block.from.place && !block.to.place && block.from.time) [block.from.place, block.to.place] = routeAbove(lines, block.first);
    if (!block.from.place || !block.to.place) continue;
    const upTo = blocks[b + 1]?.first ?? Math.min(lines.length, block.last + 4);
    const own = lines.slice(Math.max(0, block.first - 3), upTo).join('\n');
    const above = findDates(lines.slice(Math.max(0, block.first - 40), block.first).join('\n'), context.reference).at(-1)?.date;
    const time = block.from.time || (context.day ? '00:00' : '');
    // The only date near being the arrival's, on a clock before the departure's ('20:30' then '06:15 (11 มี.ค.)'): the night's first day.
    const first = findDates(own, context.reference)[0]?.date;
    const overnight = !!first && first === block.to.date && !!block.to.time && block.to.time < time;
    const date = block.from.date || (overnight && first ? addDays(first, -1) : first) || above || context.day;
    if (!date || !time) continue;
    const arrives = block.to.date || (block.to.time && block.to.time < time ? addDays(date) : date);
    const vehicle = VEHICLE_LABEL.exec(own)?.[1]?.replace(/\s+/g, ' ') ?? '';
    legs.push({ from: { place: block.from.place, date, time }, to: { place: block.to.place, date: arrives, time: block.to.time }, line: block.first, row: own, vehicle });
  }
  return legs;
}

/** A sentence's word for leaving and for arriving ('departs', 'partira', 'quittera', 'fährt', 'sale'; 'arrives', 'arrivée', 'llega'). */
const LEAVES = /(?<!\p{L})(?:depart(?:s|ing)?|leaves?|leaving|(?:re)?part(?:ira|ent|ez|ons)?|quitte(?:ra)?|fährt|parte|partir(?:à|ai|ete|emo)|sale|saldrá|vertrekt|odjíždí|odjedzie|odjeżdża|sai|partirá|åker|avgår|afgår|afgang|lähtee|išvyks(?:ta)?)(?!\p{L})/iu;
const REACHES = /(?<!\p{L})(?:arriv(?:es?|ing|er(?:[aàá]|ai|ez|ons|ont|ete|emo)|ée|a|ará|ent|ano)|d[ée]pos(?:e|era)|ankunft|kommt|erreicht|llega(?:rá)?|komt|aankomst|přijede|přijíždí|przyjedzie|przyjeżdża|chega(?:rá)?|kommer fram|ankommer|anländer|saapuu|atvyks(?:ta)?)(?!\p{L})/iu;
/** A place in a sentence: capitalised words, with the small words names hold ('Paris Gare de Lyon', 'Frankfurt am Main'), a station's abbreviation ('Praha hl.n.') and an airport's terminal ('Aeropuerto de Málaga (T3)'). */
const SENTENCE_PLACE = /\p{Lu}[\p{L}'’.-]*(?: (?:(?:de|du|des|la|del|di|am|an|upon|on|sur|of) )?\p{Lu}[\p{L}'’.-]*| \p{Ll}{1,3}\.\p{Ll}{1,3}\.?)*(?: \(\p{Lu}\d{1,2}\))?/gu;
/** A day that follows a place in a sentence ('Lyon Perrache on Saturday'), no part of its name. */
const ON_WEEKDAY = new RegExp(`\\s(?:on|am|de|del|di|an)\\s(?:${WEEKDAYS})(?!\\p{L}).*$`, 'iu');
/** A station's word between a place's preposition and its name ('ze stanice Praha hl.n.', 'from the station of'). */
const STATION_WORD = '(?:(?:the|la|el|a|der|den|il) )?(?:station(?: of)?|stanice|stacji|stazione(?: di)?|gare de|bahnhof|estaci[óo]n(?: de)?|esta[çc][ãa]o(?: de)?|stoties|stotį) ';
/** The word before a place that makes it the place where a leg leaves ('from', 'de', 'ab', 'ze stanice') or arrives ('to', 'à', 'do stanice'). */
const FROM_PLACE_WORD = new RegExp(`(?:^|\\s)(?:from|från|fra|de|du|del|von|ab|da|dal|dalla|desde|van|ze|at|in|en|te|do|dos|das|iš|[zwa])(?:\\s+(?:la|el))?\\s+(?:${STATION_WORD})?$`, 'iu');
const TO_PLACE_WORD = new RegExp(`(?:^|\\s)(?:at|in|to|till|til|en|nach|naar|vers|te|do|al|ad|em|para|[waàį])(?:\\s+(?:la|el))?\\s+(?:${STATION_WORD})?$`, 'iu');
/** A leg's arrival named before its verb ('… a do stanice Brno hl.n. přijede v 9:31'). */
const TO_PLACE_BEFORE = new RegExp(`(?:^|\\s)(?:to|nach|naar|vers|do)\\s+(?:${STATION_WORD})?(?=\\p{Lu})`, 'giu');

/** A place as a sentence writes it, less the day after it and the stop that ends the sentence (not an abbreviation's: 'Bratislava hl.st.'). */
const sentencePlace = (written: string) => {
  const place = written.replace(ON_WEEKDAY, '');
  return /\p{L}\.\p{L}+\.$/u.test(place) ? place : trimmedWhere(place, () => false, (c) => /[.'’-]/.test(c));
};

/** The first place of `clause` after its verb: straight after it, or after a word that joins them ('partira de Paris Gare de Lyon'). */
function placeAfterVerb(clause: string, verbEnd: number, placeWord: RegExp): string {
  for (const m of clause.slice(verbEnd).matchAll(SENTENCE_PLACE)) {
    const before = clause.slice(verbEnd, verbEnd + m.index);
    const place = sentencePlace(m[0]);
    if ((before.trim() === '' || placeWord.test(before)) && !NOT_A_PLACE.test(place) && place.length <= 60) return place;
  }
  return '';
}

/** A sentence's place where it begins. */
const PLACE_FIRST = new RegExp(`^${SENTENCE_PLACE.source}`, 'u');

/** The place a leaving clause names after a word of arriving ('… a do stanice Brno hl.n. '), else none. */
function arrivalBefore(leaving: string): string {
  const m = [...leaving.matchAll(TO_PLACE_BEFORE)].at(-1);
  const place = m ? PLACE_FIRST.exec(leaving.slice(m.index + m[0].length))?.[0] : undefined;
  return place && !NOT_A_PLACE.test(place) ? sentencePlace(place) : '';
}

/** Words of a change of trains or buses ('change', 'umsteigen', 'přestoupíte'): the next leg leaves where the last arrived. */
const CHANGE = /(?<!\p{L})(?:change|changing|umsteig\p{L}*|correspondance|cambi\p{L}*|overstap\p{L}*|p[řr]est\p{L}*|przesiad\p{L}*|byte|bytte|vaihto)(?!\p{L})/iu;
/** A change's words in a timetable's rows and the lines above them: a sentence's, and the nouns a table's notes use ('2 Umstiege', '(transbordo)', 'Connection', 'átszállás'). */
const CHANGE_WORD = new RegExp(`${CHANGE.source}|(?<!\\p{L})(?:changes|changed|umstieg\\p{L}*|transfers?|connections?|transbordos?|trasbordos?|átszáll\\p{L}*|presjed\\p{L}*|skift)(?!\\p{L})`, 'iu');

/**
 * Legs told in sentences ('Votre TGV partira de Paris Gare de Lyon le 2 octobre 2026 à 7h37 et
 * arrivera à Marseille Saint-Charles à 10h58', or the arrival the next sentence's: 'Vous arriverez
 * à Briançon le lendemain, samedi 18 décembre, à 08h27'): the place after each verb and the first
 * time after each; the departure's date its sentence's, else the last one above it; the arrival's
 * its own words', else the departure's day (the next when its time is earlier).
 */
export function sentenceLegs(text: string, context: StopContext): Leg[] {
  const legs: Leg[] = [];
  let current = context.day;
  let line = 0;
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const start = line;
    line += paragraph.split('\n').length + 1;
    if (paragraph.length > 5_000) continue;
    const sentences = paragraph.replace(/\s+/g, ' ').split(/(?<=(?:[\p{L}\d]{3}|\d[:.]\d\d)[.!?]) (?=\p{Lu})/u);
    // The last leg the paragraph told: a connection's next leaves where it arrived ('In Brno you change to the R 817, which leaves at 9:48').
    let previous: Leg | undefined;
    for (let s = 0; s < sentences.length; s++) {
      const sentence = sentences[s] ?? '';
      const dates = findDates(sentence, context.reference);
      const leaves = LEAVES.exec(sentence);
      const reaches = leaves ? REACHES.exec(sentence.slice(leaves.index)) : null;
      // A sentence that leaves and does not arrive, then one that arrives and does not leave.
      const next = leaves && !reaches ? sentences[s + 1] : undefined;
      const reachesNext = next !== undefined && !LEAVES.test(next) ? REACHES.exec(next) : null;
      if (!leaves || (!reaches && !reachesNext)) {
        current = dates.at(-1)?.date ?? current;
        continue;
      }
      let leaving: string;
      let reaching: string;
      let verb: number;
      if (reaches) {
        [leaving, reaching, verb] = [sentence.slice(leaves.index, leaves.index + reaches.index), sentence.slice(leaves.index + reaches.index), reaches[0].length];
      } else {
        [leaving, reaching, verb] = [sentence.slice(leaves.index), (next ?? '').slice(reachesNext?.index), reachesNext?.[0].length ?? 0];
        s++;
      }
      const reached = placeAfterVerb(reaching, verb, TO_PLACE_WORD);
      // An arrival named before its verb ('a do stanice Brno hl.n. přijede') is no departure, whatever language also writes 'do' for 'from'.
      const named = reached ? '' : arrivalBefore(leaving.slice(leaves[0].length));
      const after = placeAfterVerb(leaving, leaves[0].length, FROM_PLACE_WORD);
      const connects = previous && (CHANGE.test(sentence) || namesVehicle(sentence)) ? previous.to.place : '';
      const from = (after !== named && after) || connects;
      const to = reached || named;
      const reachingDates = findDates(reaching, context.reference);
      const dep = findTimes(leaving, { skip: findDates(leaving, context.reference) })[0];
      const arr = findTimes(reaching, { skip: reachingDates })[0];
      const date = dates[0]?.date ?? current;
      current = reachingDates.at(-1)?.date ?? dates.at(-1)?.date ?? current;
      if (!from || !to || !dep || !date) continue;
      const arrivalDay = reachingDates[0]?.date;
      const arrives = arr
        ? { place: to, date: arrivalDay && arrivalDay >= date ? arrivalDay : arr.time < dep.time ? addDays(date) : date, time: arr.time }
        : { place: to, date, time: '' };
      previous = { from: { place: from, date, time: dep.time }, to: arrives, line: start, row: sentence };
      legs.push(previous);
    }
  }
  return legs;
}

/** A bus's words (its driver's and its stop's too: 'chauffeur', 'instaphalte'; in Japanese, Chinese and Korean '高速バス', '巴士', '버스', not a bath's 'バス'); a coach with a letter, a number, seats or a class is a train's carriage ('Coach C, Seat 42'). */
const BUS = /(?<!\p{L})(?:bus(?:es|se)?|bws|bysiau|shuttles?(?![ \t]+train)|omnibus\p{L}*|bussteig\p{L}*|autob[uú]s\p{L}*|avtobus\p{L}*|and[ée]n(?:es)?|coach(?:es|lines?)?(?!\s(?:[A-Z0-9]\b|class|seats?\b))|fernbus(?:se)?|autocars?|autocarros?|autokar\p{L}{0,3}|[ôo]nibus|rodovi[áa]ri[ao]|gare routi[èe]re|estaci[óo]n de autobuses|autostazione|úan|buss(?:en|ar|i)?|linja-auto\p{L}*|autóbusz\p{L}*|busz\p{L}*|otob[üu]s\p{L}*|otogar\p{L}*|havaliman[ıi] (?:servis|ula[şs][ıi]m)\p{L}*|λεωφορεί\p{L}*|κτελ|chauffeur|(?:instap|bus)halte|haltestelle|navett[ae]|autogar[ăa]\p{L}*|via[çc][ãa]o|автобус\p{L}*|аутобус\p{L}*|автовокзал\p{L}*|автостанці\p{L}*|автогар\p{L}*|बस|(?:ال)?حافلة|باص)(?!\p{L})|รถทัวร์|รถโดยสาร|สถานีขนส่ง|เที่ยวรถ|高速バス|夜行バス|バスターミナル|バス停|バスタ|路線バス|巴士|长途汽车|客运|客運|버스/giu;
const RAIL = /(?<!\p{L})(?:trains?|vilcien\p{L}*|მატარებ\p{L}*|coach(?=\s(?:[A-Z0-9]\b|class|seats?\b))|zug|bahn|rail|railway|vlak\p{L}*|tren[io]?|trein|kereta(?: api|pi)|tgv|ice|intercity|eurostar|sncf|poci[ąa]g\p{L}*|comboio|kolej(?!n)\p{L}*|t[åo]get|\p{L}*tåg(?:et)?|tog|flytog|regiontog|natt[åa]g\p{L}*|nachtzug|nattog|railjet|frecciarossa|ave(?=\s?\d)|amtrak|juna\p{L}*|rong(?:i|is|ile)?|kiirrong\p{L}*|vonat\p{L}*|tàu|traukin\p{L}*|τρένο|ktx|по[їе]зд(?!к)\p{L}*|потяг\p{L}*|влак\p{L}*|voz(?:a|om|u|ovi)?|воз(?:а|ом|у|ови)?|ट्रेन|रेलगाड़ी|रेलवे)(?!\p{L})|新幹線|列車|列车|高铁|動車|动车|火车|火車|열차|รถไฟ|ขบวนรถ/giu;
/** A ferry's words ('trajekt', 'Fähre', 'traghetto', 'färja', 'πλοίο'). */
const FERRY = /(?<!\p{L})(?:ferr(?:y|ies)|ferryboat|f(?:ä|ae)hr(?:e|en|schiff)|trajekt\p{L}*|katamaran\p{L}*|catamaran\p{L}*|traghett\p{L}*|aliscaf\p{L}*|hydrofoil|f[äa]rj(?:a|an|or)|ferje\p{L}*|hurtigb[åa]t\p{L}*|f[æe]rge\p{L}*|feribot\p{L}*|lautta\p{L}*|veerboot|veerdienst|πλο[ίι]\p{L}*|паром\p{L}*)(?!\p{L})|フェリー|渡轮|轮渡|여객선|페리/giu;
/** A station's word ('Hbf', 'gare', 'Centraal'): a text with one has stops, whatever the vehicle. */
const STATION = /\b(?:hbf|hauptbahnhof|bahnhof|gare|stazione|estaci[óo]n|esta[çc][ãa]o|centraal|centrale|dworzec|n[áa]dra[žz][íi]|hl\.\s?n\.|stanic[aeiu]|n[áa]stupi[šs]t[eě]|coach station|bus station|busbahnhof|station)\b/iu;

/** Whether the text speaks of a train, a bus or a ferry at all (a hotel's 'Anreise 14:00' is no stop row). */
export const namesVehicle = (text: string) => text.search(BUS) >= 0 || text.search(RAIL) >= 0 || text.search(FERRY) >= 0 || STATION.test(text);

/** How often the text names a bus, a train or a ferry. */
export const groundWords = (text: string) => (text.match(BUS)?.length ?? 0) + (text.match(RAIL)?.length ?? 0) + (text.match(FERRY)?.length ?? 0);

type Vehicle = 'train' | 'bus' | 'boat';

/** Train, bus or boat: what the text calls its vehicle most often (a train when it says none, or as often as another). */
export function vehicleOf(text: string): Vehicle {
  const count = (words: RegExp) => text.match(words)?.length ?? 0;
  const [buses, trains, ferries] = [count(BUS), count(RAIL), count(FERRY)];
  return ferries > buses && ferries > trains ? 'boat' : buses > trains ? 'bus' : 'train';
}

/** A train's category and number, as Europe's railways write them ('ICE 954', 'REX 1867', 'EIP 5300', 'TLK 18101'). */
const TRAIN_NUMBER = /\b(?:ICE|ICN?|ECE?|EN|NJ|TGV|RJX?|REX?|RB|IRE?|CJX|MEX|EIP|EIC|TLK|Ex|S|R|Sp|Os|FA|FR|THA|X2)\s?\d{1,5}\b/;
/** A leg's vehicle: the one its departure row names ('(Bus 647)', 'Автобус: Setra S 516 HD' a bus's model, 'ICE 954'), else the text's. */
const legVehicle = (row: string, text: Vehicle) => (row.search(BUS) >= 0 ? 'bus' : TRAIN_NUMBER.test(row) ? 'train' : text);

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
/** The most hours apart in their offsets from UTC that a train's or a coach's two ends are (Moscow to Novosibirsk, a day and a half by train, is four). */
const GROUND_LEG_HOURS = 5;

/** How many hours apart two zones' offsets from UTC are on `date` (`YYYY-MM-DD`). */
function hoursApart(a: string, b: string, date: string): number {
  const [at, bt] = [instantOf(`${date}T12:00`, a), instantOf(`${date}T12:00`, b)];
  return at && bt ? Math.abs(at.getTime() - bt.getTime()) / 3_600_000 : 0;
}

function zonesOf(legs: Leg[]): LegZones[] {
  const own = legs.map((leg) => {
    const [from, to] = [cityOfPlace(leg.from.place), cityOfPlace(leg.to.place)];
    // Ends further apart than a leg on the ground goes: of a name two towns share, the smaller is not the one meant
    // ('Roma Termini' is Rome's, not that of Roma in Queensland); that end takes the other's zone, as a guess.
    if (from && to && hoursApart(from.zone, to.zone, leg.from.date) > GROUND_LEG_HOURS) return from.pop < to.pop ? [null, to.zone] : [from.zone, null];
    return [from?.zone ?? null, to?.zone ?? null];
  });
  // The zone of the nearest leg before each leg, and after it, with one.
  const before: (string | null)[] = [];
  const after: (string | null)[] = [];
  for (let i = 0; i < own.length; i++) before[i] = i > 0 ? (own[i - 1]?.[0] ?? own[i - 1]?.[1] ?? before[i - 1] ?? null) : null;
  for (let i = own.length - 1; i >= 0; i--) after[i] = i < own.length - 1 ? (own[i + 1]?.[0] ?? own[i + 1]?.[1] ?? after[i + 1] ?? null) : null;
  return own.map(([from, to], i) => {
    const near = before[i] ?? after[i] ?? null;
    const fromZone = from ?? to ?? near;
    const toZone = to ?? from ?? near;
    return { from: fromZone, to: toZone, guessed: guesses({ 'start.zone': !from && fromZone !== null, 'end.zone': !to && toZone !== null }) };
  });
}

/** The legs of `text` (its table's under headings, else its timetable's stop rows, else its routes', else its labelled lines', else its sentences') as train or bus reservations, each with the reference labelled nearest it. */
export function stopJourneys(text: string, context: StopContext, referenceAt: (line: number) => string): Found[] {
  const type = vehicleOf(text);
  // The first reader's legs that could be travelled: a leg that arrives a day or more before it leaves is a misreading
  // (an estimated arrival's label and a shuttle's time in a sentence), and leaves the text to the next reader.
  const legs = [() => columnLegs(text, context), () => stopLegs(text, context), () => routeLegs(text, context), () => labelledLegs(text, context), () => sentenceLegs(text, context)].reduce<Leg[]>(
    (read, reader) => (read.length > 0 ? read : reader().filter((leg) => !arrivesBeforeLeaving(leg))),
    [],
  );
  const zones = zonesOf(legs);
  return legs.map((leg, i) =>
    found(legVehicle(leg.row, type), {
      reservationNumber: referenceAt(leg.line),
      vehicleNumber: leg.vehicle ?? '',
      start: at(leg.from, zones[i]?.from ?? null),
      end: at(leg.to, zones[i]?.to ?? null),
      guessed: zones[i]?.guessed ?? [],
      startPlace: { ...noPlace(), name: leg.from.place },
      endPlace: { ...noPlace(), name: leg.to.place },
    }),
  );
}
