// The fields of a receipt (date, total, currency, merchant, a type) read from its text: the OCR of
// a photo, noisy, or the text a mailed e-receipt turns into. Pure and bounded: only the first lines
// are looked at, each cut short, and every pattern is linear, so hostile text costs what a receipt
// costs. Every rule is about receipts in general (labels, positions, formats), none about a sender.

export interface ReceiptContext {
  /** The user's receipt type names, e.g. Airfare, Lodging, Meals, Other (any names the user made). */
  typeNames: readonly string[];
  /** ISO 4217 of the user's home currency: the currency when nothing on the receipt says one. */
  homeCurrency: string;
  /** Today, YYYY-MM-DD: places a date printed without a year, and decides dd/mm against mm/dd. */
  today: string;
}

export interface ReadReceipt {
  date?: string;
  time?: string;
  total?: string;
  currency?: string;
  vendor?: string;
  receiptType?: string;
}

/** A receipt is a few dozen lines; a mail with its footer a few hundred. Nothing below is read. */
const MAX_LINES = 300;
const MAX_LINE_CHARS = 160;

const DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'TWD']);
const NO_MINOR_UNITS = new Set(['JPY', 'KRW', 'VND', 'ISK', 'CLP', 'PYG', 'UGX', 'HUF']);
const CODES = /(?<![A-Z])(?:USD|EUR|EURO|GBP|CAD|AUD|NZD|JPY|CHF|SEK|NOK|DKK|CNY|RMB|HKD|SGD|INR|MXN|PLN|CZK|KRW|THB|AED|ISK)\b/g;
/** A currency sign counts only beside a figure: OCR scatters stray `£` and `$` at a photo's edges. */
const SYMBOLS = /(?:(?:US|CA|AU|NZ|HK|[CAS])?\$|[€£¥円元]|\bkr\b|\bFr\.)(?= ?\d)|(?<=\d ?)(?:[€£$円元]|kr\b)/g;

/** The text as trimmed lines, OCR's letters inside figures turned back into digits. */
function linesOf(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.slice(0, MAX_LINES * MAX_LINE_CHARS * 2).split('\n', MAX_LINES * 2)) {
    const line = cleanLine(raw.slice(0, MAX_LINE_CHARS));
    if (/[\da-z]/i.test(line)) lines.push(line);
    if (lines.length >= MAX_LINES) break;
  }
  return lines;
}

const cleanLine = (line: string) =>
  line
    .replace(/\s+/g, ' ')
    .replace(/\S+/g, fixFigureToken)
    // `12 .65`, `12. 65`: a decimal point OCR set apart.
    .replace(/(\d) ?([.,]) (\d\d)\b|(\d) ([.,])(\d\d)\b/g, (_m, a?: string, s?: string, b?: string, c?: string, t?: string, d?: string) => `${a ?? c ?? ''}${s ?? t ?? ''}${b ?? d ?? ''}`)
    .trim();

/** A word of figures OCR misread (`1O.5O`, `l2.6S`, `S12.65`) made figures again; other words kept. */
function fixFigureToken(token: string): string {
  if (!/\d/.test(token) || !/^[\d$€£¥.,:/()*#%+-]*[OoIlS|][\d$€£¥.,:/()*#%+OoIlS|-]*$/.test(token)) return token;
  return token
    .replace(/^S(?=\d+[.,]\d\d$)/, '$')
    .replace(/o/gi, '0')
    .replace(/[Il|]/g, '1')
    .replace(/S/g, '5');
}

// ---- amounts ----

interface Amount {
  cents: number;
  decimals: boolean;
  currency?: string;
  at: number;
}

/** A figure's text (`1.234,56`, `1,200`, `12.65`) as its value in hundredths; undefined when no amount. */
function parseFigure(figure: string): { cents: number; decimals: boolean } | undefined {
  const parts = figure.split(/[.,'’]/);
  const seps = figure.replace(/[^.,'’]/g, '');
  let whole = parts;
  let fraction = '';
  let thousands = seps;
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && last.length === 2 && /[.,]$/.test(seps)) {
    whole = parts.slice(0, -1);
    fraction = last;
    thousands = seps.slice(0, -1);
    if (thousands.includes(seps.at(-1) ?? '')) return undefined;
  }
  if (whole.length > 1 && (new Set(thousands).size > 1 || !/^\d{1,3}$/.test(whole[0] ?? '') || whole.slice(1).some((g) => g.length !== 3))) return undefined;
  const digits = whole.join('');
  if (digits.length > 8) return undefined;
  return { cents: Number(digits) * 100 + Number(fraction || '0'), decimals: fraction !== '' };
}

/** The figures of a number run split where spaces part them (`1 234,56` one, `2 12.65` two, OCR's `12 65` one). */
function figuresOf(run: string): string[] {
  const chunks = run.split(' ');
  const out: string[] = [];
  chunks.forEach((chunk, i) => {
    const prev = out.at(-1);
    if (prev && /^\d{1,3}$/.test(prev) && /^\d{3},\d\d$/.test(chunk)) out[out.length - 1] = prev + chunk;
    else if (prev && /^\d{1,4}$/.test(prev) && /^\d\d$/.test(chunk) && i === chunks.length - 1) out[out.length - 1] = `${prev}.${chunk}`;
    else out.push(chunk);
  });
  return out;
}

const currencyNear = (before: string, after: string): string | undefined => {
  const code = /([A-Z]{3})\W{0,2}$/.exec(before)?.[1] ?? /^\W{0,2}([A-Z]{3})\b/.exec(after)?.[1];
  if (code && new RegExp(CODES.source).test(code)) return code === 'EURO' ? 'EUR' : code;
  const symbol = /((?:US|CA|AU|NZ|HK|[CAS])?\$|[€£¥円元]|\bkr|CHF|Fr\.) ?$/.exec(before)?.[1] ?? /^ ?([$€£¥円元]|kr\b|CHF|EUR)/.exec(after)?.[1];
  return symbol;
};

/** The amounts on a line, dates, times, percentages and credits left out. */
function amountsOf(line: string): Amount[] {
  const masked = line
    .replace(/\b\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b|\b\d{1,2}:\d\d(?::\d\d)?\b|(?<![\d.,])\d+(?:[.,]\d+)? ?%/g, (m) => ' '.repeat(m.length))
    // Quantities (`2 x`, `x2`), not the cents of an amount with OCR's stray `x` after it (`47.12 x`).
    .replace(/#\s?\d+|\bx\d+|(?<![\d.,])\d+ ?x\b(?!\s*$)|(?<!\*)\*{2,}\s?\d+/gi, (m) => ' '.repeat(m.length));
  const found: Amount[] = [];
  for (const match of masked.matchAll(/\d+(?:[.,'’ ]\d+)*/g)) {
    const before = masked.slice(Math.max(0, match.index - 6), match.index);
    const after = masked.slice(match.index + match[0].length, match.index + match[0].length + 5);
    if (/[-(−–]\s?\D{0,4}$/.test(before) || /^\s?(?:-|CR\b)/.test(after)) continue;
    const currency = currencyNear(before, after);
    for (const figure of figuresOf(match[0])) {
      const value = parseFigure(figure);
      if (value && value.cents > 0) found.push({ ...value, ...(currency ? { currency } : {}), at: match.index });
    }
  }
  return found;
}

// ---- total ----

const T = 't[o0]t[a4][l1i|]';
const NOT_TOTAL = new RegExp(
  `\\bsub[\\s-]?${T}|\\b(?:net|netto|excl|excluding|before tax|change|tendered|cash|discount|savings|saved|you save|rounding|deposit|points|balance forward|previous balance|rückgeld|wechselgeld|bar|rendu|per night|suggested)\\b`,
  'i',
);
/** A part added to the total (a tax, a tip, a fee): not the total unless the line says the total includes it. */
const PART = /\b(?:tax|taxes|vat|gst|hst|pst|mwst|ust|tva|iva|steuer|fees?|tips?|gratuity|service|trinkgeld|pourboire)\b/i;
const INCLUDED = /\b(?:incl|including|included|inkl|inc|ttc|with)\b/i;
const TOTAL_STRONG = new RegExp(
  `\\b(?:grand ${T}|${T} (?:due|amount|charged|paid|to pay|payable|price|fare|cost|ttc)|(?:amount|balance|payment) (?:due|paid|charged)|you paid|charged to|${T} (?:eur|usd|gbp|chf)|gesamtbetrag|zu zahlen|endbetrag|net à payer|montant total|importe total)\\b`,
  'i',
);
const TOTAL_PLAIN = new RegExp(`\\b(?:${T}|gesamt|summe|betrag|montant|importe|totale|amount)\\b`, 'i');
const PAYMENT = /\b(?:visa|mastercard|amex|american express|discover|debit|credit|card|charged|paid|apple pay|google pay|payment|girocard|ec|contactless)\b/i;

/** How much a line's words say its amount is the total: 3 grand total, 2 total, 1 paid by card, 0 nothing, -1 never. */
function totalRank(label: string): number {
  if (NOT_TOTAL.test(label)) return -1;
  if (PART.test(label) && !(INCLUDED.test(label) && TOTAL_PLAIN.test(label))) return -1;
  if (TOTAL_STRONG.test(label)) return 3;
  if (TOTAL_PLAIN.test(label)) return 2;
  return PAYMENT.test(label) ? 1 : 0;
}

/** The total: the best-labelled amount, the largest of those labelled alike. */
function readTotal(lines: string[], currency: string | undefined): Amount | undefined {
  const wholeUnits = currency !== undefined && NO_MINOR_UNITS.has(currency);
  let best: { amount: Amount; rank: number } | undefined;
  let label = '';
  lines.forEach((line, i) => {
    const amounts = amountsOf(line).filter((a) => a.decimals || a.currency || wholeUnits);
    const words = line.replace(/[\d.,$€£¥:]+/g, ' ');
    // A label alone on its line names the amount on the next (e-receipts laid out in two rows).
    if (amounts.length === 0) {
      label = /[a-z]{3}/i.test(line) && line.length < 40 ? line : '';
      return;
    }
    const own = /[a-z]{2}/i.test(words) ? words : label;
    label = '';
    const ranked = totalRank(own);
    if (ranked < 0) return;
    // With no label, an amount in the bottom half (where totals are printed) beats one above.
    const rank = ranked === 0 && i >= lines.length / 2 ? 0.5 : ranked;
    for (const amount of amounts) {
      if (!best || rank > best.rank || (rank === best.rank && amount.cents >= best.amount.cents)) best = { amount, rank };
    }
  });
  return best?.amount;
}

const formatTotal = (amount: Amount, currency: string | undefined) => {
  const units = Math.floor(amount.cents / 100);
  if (currency && NO_MINOR_UNITS.has(currency)) return String(units);
  return `${units}.${String(amount.cents % 100).padStart(2, '0')}`;
};

// ---- currency ----

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const COUNTRIES: [RegExp, string][] = [
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/, 'GBP'],
  [/\b(?:united kingdom|england|scotland|wales)\b/i, 'GBP'],
  [/\b(?:germany|deutschland|france|italia|italy|españa|spain|nederland|netherlands|belgi(?:um|que|ë)|österreich|austria|ireland|portugal|finland|suomi|greece)\b/i, 'EUR'],
  [/\b(?:switzerland|schweiz|suisse|svizzera)\b/i, 'CHF'],
  [/\b(?:japan|tokyo|osaka|kyoto)\b|[都府県]/i, 'JPY'],
  [/\bcanada\b|\b(?:ON|QC|BC|AB|MB|NS|NB) [A-Z]\d[A-Z] ?\d[A-Z]\d\b/, 'CAD'],
  [/\baustralia\b|\b(?:NSW|VIC|QLD) \d{4}\b/, 'AUD'],
  [/\b(?:sweden|sverige)\b/i, 'SEK'],
  [/\b(?:norway|norge)\b/i, 'NOK'],
  [/\b(?:denmark|danmark)\b/i, 'DKK'],
  [new RegExp(`\\b(?:${US_STATES}),? \\d{3}|\\b(?:USA|United States)\\b`), 'USD'],
  // A tax's name when no country is written: German, French, Italian, Spanish VAT (Swiss is named above by its country).
  [/\b(?:mwst|ust-id|tva|siret|iva)\b/i, 'EUR'],
];

/** The currency a symbol or code names; `$` and `kr` by the country of the address, `$` else by home. */
function resolveMark(mark: string, country: string | undefined, home: string, text: string): string | undefined {
  if (mark.endsWith('$')) {
    const prefixed: Record<string, string> = { US$: 'USD', CA$: 'CAD', C$: 'CAD', AU$: 'AUD', A$: 'AUD', NZ$: 'NZD', HK$: 'HKD', S$: 'SGD' };
    if (prefixed[mark]) return prefixed[mark];
    if (country && DOLLARS.has(country)) return country;
    return DOLLARS.has(home) ? home : 'USD';
  }
  const fixed: Record<string, string> = { '€': 'EUR', '£': 'GBP', '円': 'JPY', '元': 'CNY', 'Fr.': 'CHF', RMB: 'CNY', EURO: 'EUR' };
  if (fixed[mark]) return fixed[mark];
  if (mark === '¥') return /元|RMB|CNY|china/i.test(text) ? 'CNY' : 'JPY';
  if (mark === 'kr') return country && ['SEK', 'NOK', 'DKK', 'ISK'].includes(country) ? country : undefined;
  return mark;
}

/** The most frequent currency sign or code beside figures, else the country of the address; and that country. */
function readCurrency(lines: string[], home: string): { currency?: string; country?: string } {
  const text = lines.join('\n');
  const country = COUNTRIES.find(([cue]) => cue.test(text))?.[1];
  const counts = new Map<string, number>();
  for (const match of text.matchAll(new RegExp(`${SYMBOLS.source}|${CODES.source}`, 'g'))) {
    const currency = resolveMark(match[0], country, home, text);
    if (currency) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  }
  const marked = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const currency = marked ?? country;
  return { ...(currency ? { currency } : {}), ...(country ? { country } : {}) };
}

// ---- date and time ----

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const FOREIGN_MONTHS: Record<string, number> = { januar: 1, janvier: 1, jänner: 1, februar: 2, février: 2, märz: 3, mars: 3, avril: 4, mai: 5, juni: 6, juin: 6, juli: 7, juillet: 7, août: 8, oktober: 10, octobre: 10, dezember: 12, décembre: 12 };

/** A month word (`Nov`, `November`, `Sept.`, `Dez`, `févr`) as its number; undefined for any other word. */
function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const english = MONTHS.findIndex((m) => m.startsWith(w));
  if (english >= 0) return english + 1;
  return Object.entries(FOREIGN_MONTHS).find(([m]) => m.startsWith(w))?.[1];
}

const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

interface DateHit {
  date: string;
  line: number;
}

/** The dates written on a line, as YYYY-MM-DD, each with where it starts. */
function datesOn(line: string, context: ReceiptContext, usOrder: boolean): { date: string; at: number }[] {
  const out: { date: string; at: number }[] = [];
  const add = (date: string | undefined, at: number) => {
    if (date && !out.some((d) => d.at === at)) out.push({ date, at });
  };
  for (const m of line.matchAll(/(?<!\d)(20\d\d)[-/.](\d\d?)[-/.](\d\d?)(?!\d)/g)) add(iso(Number(m[1]), Number(m[2]), Number(m[3])), m.index);
  for (const m of line.matchAll(/(?<![\d.,/-])(\d\d?)([-/.])(\d\d?)[-/.](20\d\d|\d\d)(?![\d.,/-])/g)) {
    add(numericDate(Number(m[1]), Number(m[3]), fullYear(m[4] ?? ''), m[2] === '.' || (m[2] === '-' && (m[4] ?? '').length === 2) || !usOrder, context.today), m.index);
  }
  // OCR reads a thin slash as 1 or 7, or loses it: `127112026` for 12/11/2026.
  for (const m of line.matchAll(/(?<!\d)(\d\d)[17](\d\d)[17]?(20\d\d)(?!\d)/g)) add(numericDate(Number(m[1]), Number(m[2]), Number(m[3]), !usOrder, context.today), m.index);
  for (const m of line.matchAll(/(?<!\d)(\d\d?)(?:st|nd|rd|th)?[ .-]{0,3}([a-zé]{3,9})\.?[ ,.'-]{0,3}(20\d\d|\d\d)?(?![\d:])/gi)) {
    const month = monthOf(m[2] ?? '');
    if (month) add(withYear(m[3], month, Number(m[1]), context.today), m.index);
  }
  for (const m of line.matchAll(/\b([a-zé]{3,9})\.?[ -]{0,2}(\d\d?)(?:st|nd|rd|th)?\b,?[ -]{0,2}(20\d\d)?(?![\d:])/gi)) {
    const month = monthOf(m[1] ?? '');
    if (month) add(withYear(m[3], month, Number(m[2]), context.today), m.index);
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

/** A date whose year may be missing: then the latest such date not after today. */
function withYear(year: string | undefined, month: number, day: number, today: string): string | undefined {
  if (year) return iso(fullYear(year), month, day);
  const thisYear = Number(today.slice(0, 4));
  const date = iso(thisYear, month, day);
  return date && date > today ? iso(thisYear - 1, month, day) : date;
}

const EXPIRY = /\b(?:exp|expires?|expiry|expiration|valid (?:thru|through|until)|good thru|best before)\b/i;
const ARRIVAL = /\b(?:arrival|arrive|arrived|check[- ]?in|anreise|arrivée)\b/i;
const DEPARTURE = /\b(?:departure|depart|departed|check[- ]?out|abreise|départ)\b/i;
const ISSUED = /\b(?:date of issue|issued?|issue date|invoice date|folio date|transaction|purchased?|order date|bill date|receipt date|booked|booking date|date|datum|fecha|le|gekauft|verkauft|kaufdatum|buchungsdatum|rechnungsdatum)\b/i;
const LODGING = /\b(?:hotel|inn|motel|folio|room|suites?|resort|lodge|nights?|guest)\b/i;

/** How much a date's label says it is the day of the purchase; undefined for an expiry. */
function dateScore(label: string, lodging: boolean): number | undefined {
  if (EXPIRY.test(label)) return undefined;
  if (lodging && DEPARTURE.test(label)) return 40;
  if (ISSUED.test(label)) return 30;
  if (ARRIVAL.test(label) || DEPARTURE.test(label)) return lodging ? 0 : 5;
  return 10;
}

/** The day of the purchase: the best-labelled date not after today, the first of those labelled alike. */
function readDate(lines: string[], context: ReceiptContext, usOrder: boolean): DateHit | undefined {
  const lodging = lines.some((l) => ARRIVAL.test(l)) && lines.some((l) => DEPARTURE.test(l)) && lines.some((l) => LODGING.test(l));
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
      const score = dateScore(/[a-z]{2}/i.test(own) || /\d/.test(above) ? own : `${above} ${own}`, lodging);
      if (score === undefined || date > latest) continue;
      const s = score - (date > context.today ? 20 : 0);
      if (!best || s > best.score) best = { hit: { date, line: i }, score: s };
    }
  });
  return best?.hit;
}

/** The time printed on the date's line or the line beside it, as HH:MM on 24 hours. */
function readTime(lines: string[], near: number | undefined): string | undefined {
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

// ---- vendor ----

const SENDER =
  /\b(?:(?:riding|ride|trip|travell?ing|flying|flight|staying|stay|dining|shopping|ordering|order|parking|booking|renting|rental|choosing|journey|purchase) (?:with|at|from)|receipt from|welcome to|payment to|paid to|thank you for (?:choosing|visiting)|thanks for (?:choosing|visiting)) (?:the )?([^.,!:;|\n]{2,40})/i;
const YOUR_RECEIPT = /^your ([^.,!:;|\n]{2,30}) (?:e-?receipt|receipt|invoice|bill)$/i;
const NOT_NAME = /^(?:us|you|your|our|me|a|an|this|today)\b/i;
const NOT_VENDOR =
  /\b(?:receipt|invoice|welcome|thank|customer copy|merchant copy|order|table|server|cashier|guest|check|folio|date|time|tel|phone|fax|www|http|\.com|store #|transaction|copy|page|duplicate|statement)\b|@/i;
const STREET = /\b(?:st|street|ave|avenue|road|rd|blvd|boulevard|lane|ln|drive|way|suite|ste|floor|straße|strasse|str|platz|rue|via|calle|gasse)\b/i;
/** An address line: a house number first, a street with a number, a postcode, or `, ST` (a state). */
const isAddress = (line: string) => /^\d+[a-z]? \w|\d{4,}/i.test(line) || /, ?[A-Z]{2}\b/.test(line) || (STREET.test(line) && /\d/.test(line));

/** A word OCR made of a photo's edge or a speck: one character with stray marks, or a letter and a digit. */
function isSpeck(word: string): boolean {
  if (/[$€£¥]/.test(word)) return false;
  const core = word.replace(/[^\p{L}\p{N}]/gu, '');
  return core.length <= 1 || (core.length <= 3 && /\p{L}/u.test(core) && /\d/.test(core));
}

/** A line without the specks at its two ends. */
function withoutSpecks(line: string): string {
  const words = line.split(' ');
  let start = 0;
  let end = words.length;
  while (start < end - 1 && isSpeck(words[start] ?? '')) start++;
  while (end > start + 1 && isSpeck(words[end - 1] ?? '')) end--;
  return words.slice(start, end).join(' ');
}

function cleanName(name: string): string {
  const words = withoutSpecks(name.replace(/[^\p{L}\p{N}&'’. -]/gu, ' ').replace(/\s+/g, ' ').trim());
  const isWordChar = (at: number) => /[\p{L}\p{N}]/u.test(words.charAt(at));
  let start = 0;
  let end = words.length;
  while (start < end && !isWordChar(start)) start++;
  while (end > start && !isWordChar(end - 1)) end--;
  return words.slice(start, end).slice(0, 60);
}
const isName = (name: string | undefined): name is string => Boolean(name && /\p{L}{3}/u.test(name) && !NOT_NAME.test(name));

/** The merchant: named in a mail's thanks or title, else the first line at the top that is no address, date or heading. */
function readVendor(lines: string[], context: ReceiptContext): string | undefined {
  for (const line of lines) {
    const m = SENDER.exec(line) ?? YOUR_RECEIPT.exec(line);
    const name = m?.[1] && cleanName(m[1].split(/ (?:on|at|for|in|is|was|to|and|[-–—]) /)[0] ?? '');
    if (isName(name)) return name;
  }
  const from = lines.map((l) => /^from: ?"?([^<"]{2,40})/i.exec(l)?.[1]).find(Boolean);
  if (from) return cleanName(from.replace(/\b(?:receipts?|no-?reply|team|billing)\b/gi, ''));
  for (const raw of lines.slice(0, 8)) {
    const line = withoutSpecks(raw);
    const letters = line.replace(/\P{L}/gu, '').length;
    const digits = line.replace(/\D/g, '').length;
    if (letters < 3 || digits > letters || NOT_VENDOR.test(line) || isAddress(line) || datesOn(line, context, true).length) continue;
    const name = cleanName(line);
    if (isName(name)) return name;
  }
  return undefined;
}

// ---- type ----

/** Kinds of expense: the words on a receipt that tell one, and the words a user's type name for it would use. */
const KINDS: { cues: RegExp; names: RegExp }[] = [
  { cues: /\b(?:hotels?|inn|motel|folio|room|lodge|resort|suites?|hostel|nights?|check-?out|guest)\b/gi, names: /\b(?:lodging|hotels?|accommodations?|stays?|motels?|lodgings)\b/i },
  {
    cues: /\b(?:restaurants?|caf[eé]|coffee|bar|grill|bistro|brasserie|pizzeria|pizza|burger|sandwich|latte|espresso|cappuccino|tip|gratuity|server|table|diner|tavern|pub|bakery|kitchen|food|breakfast|lunch|dinner|salad|beer|wine|dining)\b/gi,
    names: /\b(?:meals?|food|dining|restaurants?|per diem|drinks?)\b/i,
  },
  { cues: /\b(?:airlines?|airways|airfare|air fare|flights?|fare|baggage|boarding|e-?ticket|aviation)\b/gi, names: /\b(?:airfare|air|flights?|airlines?|plane)\b/i },
  { cues: /\b(?:taxi|uber|lyft|ride|rides|cab|rideshare|driver|bolt|pickup|dropoff)\b/gi, names: /\b(?:taxi|taxis|rideshare|rides?|cabs?)\b/i },
  { cues: /\b(?:rail|railway|train|amtrak|db|sncf|eurostar|trenitalia|coach|platform|carriage|ice|tgv)\b/gi, names: /\b(?:trains?|rail|railway)\b/i },
  { cues: /\b(?:parking|garage|parkhaus|valet|car park)\b/gi, names: /\bparking\b/i },
  { cues: /\b(?:fuel|gas|petrol|diesel|gallons?|gal|litres?|liters?|unleaded|pump|kraftstoff|super e10)\b/gi, names: /\b(?:fuel|gas|petrol|gasoline)\b/i },
  { cues: /\b(?:car rental|rental car|rent a car|hertz|avis|enterprise|sixt|europcar|alamo|rental agreement|vehicle)\b/gi, names: /\b(?:car rental|rental|car hire|rentals)\b/i },
];

/** The user's type whose kind the receipt's words (the merchant's name thrice over) tell most. */
function readType(lines: string[], vendor: string | undefined, typeNames: readonly string[]): string | undefined {
  const text = lines.join('\n');
  let best: { name: string; score: number } | undefined;
  for (const kind of KINDS) {
    const name = typeNames.find((n) => kind.names.test(n));
    if (!name) continue;
    const score = (text.match(kind.cues)?.length ?? 0) + 3 * (vendor?.match(kind.cues)?.length ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}

/** The fields a receipt's text tells: each left out when the text does not say it. */
export function readReceipt(text: string, context: ReceiptContext): ReadReceipt {
  const lines = linesOf(text);
  const { currency: marked, country } = readCurrency(lines, context.homeCurrency);
  const total = readTotal(lines, marked);
  // The sign beside the total says the currency best; the receipt's most frequent sign else.
  const currency = (total?.currency && resolveMark(total.currency, country, context.homeCurrency, lines.join('\n'))) ?? marked;
  const usOrder = currency ? currency === 'USD' : context.homeCurrency === 'USD';
  const date = readDate(lines, context, usOrder);
  const time = readTime(lines, date?.line);
  const vendor = readVendor(lines, context);
  const receiptType = readType(lines, vendor, context.typeNames);
  return {
    ...(date ? { date: date.date } : {}),
    ...(time ? { time } : {}),
    ...(total ? { total: formatTotal(total, currency) } : {}),
    ...(currency ? { currency } : {}),
    ...(vendor ? { vendor } : {}),
    ...(receiptType ? { receiptType } : {}),
  };
}
