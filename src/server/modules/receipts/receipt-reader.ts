// The fields of a receipt (date, total, currency, merchant, a type) read from its text: the OCR of
// a photo, noisy, or the text a mailed e-receipt turns into. Pure and bounded: only the first lines
// are looked at, each cut short, and every pattern is linear, so hostile text costs what a receipt
// costs. Every rule is about receipts in general (labels, positions, formats), none about a sender.
import { countryOfCityIn } from '../../places/cities.js';
import { CODES, formatTotal, readTotal, SIGN_AFTER, SIGN_BEFORE } from './receipt-amounts.js';
import { datesOn, readDate, readTime } from './receipt-dates.js';

export interface ReceiptContext {
  /** The user's receipt type names, e.g. Airfare, Lodging, Meals, Other (any names the user made). */
  typeNames: readonly string[];
  /** ISO 4217 of the user's home currency: the currency when nothing on the receipt says one. */
  homeCurrency: string;
  /** Today, YYYY-MM-DD: places a date printed without a year, and decides dd/mm against mm/dd. */
  today: string;
  /** The text is OCR's (a photo), which may lose a decimal point; typed text (a mail, a PDF) does not. */
  ocr?: boolean;
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

const DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'TWD', 'CLP']);
/** A currency code, or a sign beside a figure, not a date's or a time's: OCR scatters stray `£`, `€` and `$` at a photo's edges. */
const MARKS = new RegExp(`(?:${SIGN_BEFORE})(?= ?\\d)(?! ?\\d\\d?[/:]\\d| ?0(?![\\d.,]))|(?<=\\d ?)(?:${SIGN_AFTER})|${CODES.source}`, 'g');

/** The text as trimmed lines (those with a letter, of any script, or a figure), OCR's letters inside figures turned back into digits. */
function linesOf(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.slice(0, MAX_LINES * MAX_LINE_CHARS * 2).split('\n', MAX_LINES * 2)) {
    const line = cleanLine(raw.slice(0, MAX_LINE_CHARS));
    if (/[\p{L}\d]/u.test(line)) lines.push(line);
    if (lines.length >= MAX_LINES) break;
  }
  return lines;
}

const cleanLine = (line: string) =>
  line
    .replace(/\s+/g, ' ')
    .replace(/\S+/g, fixFigureToken)
    // `12 .65`, `12. 65`: a decimal point OCR set apart (not a date's dot before its time: '12.08.2026. 21:14').
    .replace(/(\d) ?([.,]) (\d\d)\b(?![:.]\d)|(\d) ([.,])(\d\d)\b(?![:.]\d)/g, (_m, a?: string, s?: string, b?: string, c?: string, t?: string, d?: string) => `${a ?? c ?? ''}${s ?? t ?? ''}${b ?? d ?? ''}`)
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

// ---- currency ----

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const COUNTRIES: [RegExp, string][] = [
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/, 'GBP'],
  [/\b(?:united kingdom|england|scotland|wales)\b/i, 'GBP'],
  [/\b(?:germany|deutschland|france|italia|italy|españa|spain|nederland|netherlands|belgi(?:um|que|ë)|österreich|austria|ireland|portugal|finland|suomi|greece)\b/i, 'EUR'],
  [/\b(?:switzerland|schweiz|suisse|svizzera)\b/i, 'CHF'],
  [/\b(?:japan|tokyo|osaka|kyoto)\b|[都府県]/i, 'JPY'],
  // A province and a postcode's first half (OCR mistakes the second's letters and digits), or a GST number's 'RT0001'.
  [/\bcanada\b|\b(?:ON|QC|BC|AB|MB|NS|NB|SK|NL|PE) [A-Z]\d[A-Z] ?\w{3}\b|\d RT ?\d{4}\b/, 'CAD'],
  [/\b(?:m[ée]xico|cdmx)\b/i, 'MXN'],
  [/\brom[âa]nia\b/i, 'RON'],
  [/\b(?:t[üu]rkiye|turkey)\b/i, 'TRY'],
  [/\bisrael\b/i, 'ILS'],
  [/\bsouth africa\b/i, 'ZAR'],
  [/\bchile\b/i, 'CLP'],
  // Or the currency's name, in an amount written out in words ('Thirty-Six Baht Thirty Satang').
  // Or a date in the Buddhist era, as Thailand prints it ('14/11/2569').
  [/\bthailand\b|\bbaht\b|\b\d\d?[/.-]\d\d?[/.-]25[5-9]\d\b/i, 'THB'],
  // The Egyptian pound's 'ج.م', which a right-to-left line may print away from its figure.
  [/ج\.م/, 'EGP'],
  [/\bviet ?nam\b/i, 'VND'],
  [/\bphilippines\b/i, 'PHP'],
  // Or the Republic of China's name, as Taiwan dates its receipts ('中華民國115年').
  [/\btaiwan\b|中華民國|臺灣|台灣/i, 'TWD'],
  [/\bmalaysia\b/i, 'MYR'],
  [/\bindonesia\b/i, 'IDR'],
  [/\bbra[sz]il\b/i, 'BRL'],
  [/\b(?:hungary|magyarorsz[áa]g)\b/i, 'HUF'],
  [/\baustralia\b|\b(?:NSW|VIC|QLD) \d{4}\b/, 'AUD'],
  [/\b(?:sweden|sverige)\b/i, 'SEK'],
  [/\b(?:norway|norge)\b/i, 'NOK'],
  [/\b(?:denmark|danmark)\b/i, 'DKK'],
  [/\b(?:iceland|[íi]sland)\b/i, 'ISK'],
  // A state and its ZIP code, not a tax number's 'ID' ('Tax ID 0105558123456').
  [new RegExp(`(?<!\\b(?:[Tt]ax|TAX|VAT|TIN|GST) )\\b(?:${US_STATES}),? \\d{3}|\\b(?:USA|United States)\\b`), 'USD'],
];
// A tax's or a firm's number's name when neither a country nor a city is written: euro countries' VAT
// (German, French, Italian, Spanish), Switzerland's firm number, Denmark's CVR, Norway's MVA, Iceland's
// VSK, Czechia's IČO and DIČ, Poland's NIP, Turkey's VKN and KDV, Chile's RUT, the Philippines' VAT REG
// TIN, Australia's ABN, India's GSTIN, Mexico's RFC.
const TAX_NAMES: [RegExp, string][] = [
  [/\bCHE[- ]?\d{3}\.\d{3}\.\d{3}\b/, 'CHF'],
  [/\bCVR\b/, 'DKK'],
  [/\bMVA\b/, 'NOK'],
  [/\bVSK\b/, 'ISK'],
  [/\b(?:I[ČC]O|DI[ČC])\b/, 'CZK'],
  [/\bNIP\b/, 'PLN'],
  [/\b(?:VKN|KDV|TOPKDV)\b/, 'TRY'],
  [/\bRUT\b/, 'CLP'],
  [/\bVAT REG\.? TIN\b/i, 'PHP'],
  [/\bABN\b/, 'AUD'],
  [/\bGSTIN\b/, 'INR'],
  [/\bRFC\b/, 'MXN'],
  // Serbia's ПИБ, Russia's ИНН, Israel's company and dealer numbers (ח.פ., ע.מ.), Taiwan's uniform invoice and its number.
  [/(?<!\p{L})ПИБ(?!\p{L})/u, 'RSD'],
  [/(?<!\p{L})ИНН(?!\p{L})/u, 'RUB'],
  [/ח\.פ|ע\.מ|עוסק מורשה/, 'ILS'],
  [/統一(?:編號|發票)/, 'TWD'],
  // Last, the names euro countries share with others (Chile's and Mexico's IVA, Romania's TVA).
  [/\b(?:mwst|ust-id|tva|siret|iva|nif)\b/i, 'EUR'],
];
/** The most lines from the top where a receipt prints its address. */
const ADDRESS_LINES = 8;
/** A table's number or who served ('Mesa 5 Garzón: Rodrigo', 'Table 7 Server: Marc'): no address, whatever city its words name. */
const SERVICE = /\b(?:table|tbl|mesa|tisch|tavolo|meja|st[ůu]l|server|waiter|garz[oó]n|mesero|serveur|kellner|cashier|kasir|kasjer)\b/i;
/** The most words of a line that names only a city (and its region): more make a heading or a sentence ('Have a nice day'). */
const CITY_LINE_WORDS = 3;
/** An amount (`5.25`, `1.245,00`), not part of a date (`24.11.2026`): where a receipt's items begin. */
const AMOUNT = /\d[.,]\d\d(?![\d.,/])/;

/** The currency of each country whose currency the reader knows (ISO 3166-1 alpha-2 to ISO 4217). */
const CURRENCY_OF_COUNTRY: Record<string, string> = {
  US: 'USD', CA: 'CAD', MX: 'MXN', GB: 'GBP', CH: 'CHF', LI: 'CHF', JP: 'JPY', CN: 'CNY', HK: 'HKD', SG: 'SGD', AU: 'AUD',
  NZ: 'NZD', IN: 'INR', KR: 'KRW', TH: 'THB', AE: 'AED', SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK', PL: 'PLN', CZ: 'CZK',
  RO: 'RON', TR: 'TRY', IL: 'ILS', ZA: 'ZAR', CL: 'CLP', VN: 'VND', PH: 'PHP', TW: 'TWD', MY: 'MYR', ID: 'IDR', BR: 'BRL', HU: 'HUF',
  KE: 'KES', MA: 'MAD', EG: 'EGP', UA: 'UAH', RS: 'RSD', RU: 'RUB',
  // Bulgaria since January 2026.
  ...Object.fromEntries('AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'.split(' ').map((c) => [c, 'EUR'])),
};

/** A street named for a country ('Av. Italia 1480', 'Rue de Suède'): no country's address. */
const STREET_NAMED = /\b(?:av|avda|avenida|avenue|calle|rua|rue|via|viale|ul|ulica|cad|caddesi)\.? (?:de |del |di )?\p{L}+/giu;

/** The currency of the country the receipt's address names: by its words or postcode, else by its city. */
function currencyOfAddress(lines: string[]): string | undefined {
  const text = lines.join('\n');
  const unstreeted = text.replace(STREET_NAMED, ' ');
  const named = COUNTRIES.find(([cue]) => cue.test(unstreeted))?.[1];
  if (named) return named;
  // The address: the top lines before the first amount, those with a figure (a street's number, a
  // postcode), so neither an item ('Split pea soup') nor a greeting ('Have a nice day') names a city.
  const items = lines.findIndex((line) => AMOUNT.test(line));
  const block = lines.slice(0, Math.min(ADDRESS_LINES, items < 0 ? lines.length : items));
  const top = block.filter((line) => /\d/.test(line) && !SERVICE.test(line));
  // A line whose only figure is a store's number ('LONDON DRUGS #12', a brand named for a city) comes after the others.
  const storeNumberOnly = (line: string) => !/\d/.test(line.replace(/#\s?\d+/g, ''));
  // Last, a city's few words alone under the street, where the country prints no postcode ('Santiago', 'Beyoğlu / İSTANBUL').
  const cityUnder = block.filter((line, i) => i > 0 && /\d/.test(block[i - 1] ?? '') && !/\d/.test(line) && (line.match(/\p{L}+/gu) ?? []).length <= CITY_LINE_WORDS);
  for (const line of [...top.filter((l) => !storeNumberOnly(l)), ...top.filter(storeNumberOnly), ...cityUnder]) {
    const country = countryOfCityIn(line);
    if (country && CURRENCY_OF_COUNTRY[country]) return CURRENCY_OF_COUNTRY[country];
  }
  return TAX_NAMES.find(([cue]) => cue.test(text))?.[1] ?? currencyOfScript(text);
}

/** Scripts that one country's receipts are printed in: Korean's Hangul, Japanese kana, Hebrew, Thai (Han, Arabic and Cyrillic are several countries'). */
const SCRIPT_CURRENCIES: [RegExp, string][] = [
  [/\p{Script=Hangul}/gu, 'KRW'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'JPY'],
  [/\p{Script=Hebrew}/gu, 'ILS'],
  [/\p{Script=Thai}/gu, 'THB'],
];
/** The fewest letters of such a script that say the receipt is printed in it (not a word or two beside another language). */
const SCRIPT_LETTERS = 12;

/** The currency of the one country whose script the receipt is printed in, when nothing else says one. */
function currencyOfScript(text: string): string | undefined {
  return SCRIPT_CURRENCIES.find(([letters]) => (text.match(letters)?.length ?? 0) >= SCRIPT_LETTERS)?.[1];
}

/** The currency a symbol or code names; `$` and `kr` by the country of the address, `$` else by home. */
function resolveMark(mark: string, country: string | undefined, home: string, text: string): string | undefined {
  if (mark.endsWith('$')) {
    const prefixed: Record<string, string> = { US$: 'USD', CA$: 'CAD', C$: 'CAD', AU$: 'AUD', A$: 'AUD', NZ$: 'NZD', HK$: 'HKD', S$: 'SGD', NT$: 'TWD', R$: 'BRL' };
    if (prefixed[mark]) return prefixed[mark];
    if (country && DOLLARS.has(country)) return country;
    return DOLLARS.has(home) ? home : 'USD';
  }
  const fixed: Record<string, string> = { '원': 'KRW', '₽': 'RUB', руб: 'RUB', дин: 'RSD', 'ج.م': 'EGP', 'ש"ח': 'ILS', '€': 'EUR', '£': 'GBP', '円': 'JPY', '元': 'CNY', '₹': 'INR', 'Fr.': 'CHF', RMB: 'CNY', EURO: 'EUR', Kč: 'CZK', Kc: 'CZK', 'K¢': 'CZK', zł: 'PLN', zl: 'PLN', '₪': 'ILS', '₱': 'PHP', '₺': 'TRY', TL: 'TRY', '฿': 'THB', '₫': 'VND', lei: 'RON', RM: 'MYR', Rp: 'IDR', 'Rp.': 'IDR', Ft: 'HUF', '₩': 'KRW', R: 'ZAR', KSh: 'KES', Ksh: 'KES', KSH: 'KES', LEI: 'RON', грн: 'UAH', rpH: 'UAH' };
  if (fixed[mark]) return fixed[mark];
  // The dirham: Morocco's 'DH', or the Emirates' where the address says so.
  if (mark === 'DH') return country === 'AED' ? 'AED' : 'MAD';
  if (mark === '¥') return /元|RMB|CNY|china/i.test(text) ? 'CNY' : 'JPY';
  if (mark === 'kr' || mark === 'kr.') return country && ['SEK', 'NOK', 'DKK', 'ISK'].includes(country) ? country : undefined;
  return mark;
}

/** The most frequent currency sign or code beside figures, else the country of the address; and that country. */
function readCurrency(lines: string[], home: string): { currency?: string; country?: string } {
  const text = lines.join('\n');
  const country = currencyOfAddress(lines);
  const counts = new Map<string, number>();
  for (const match of text.matchAll(MARKS)) {
    const currency = resolveMark(match[0], country, home, text);
    if (currency) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  // One sign, of another currency than the address's country, is a speck's at the photo's edge ('P1500 £0').
  const marked = top && (top[1] > 1 || !country || top[0] === country) ? top[0] : undefined;
  const currency = marked ?? country;
  return { ...(currency ? { currency } : {}), ...(country ? { country } : {}) };
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

/** A line of six words or more, half of them one or two letters: OCR's reading of a photo's edge, a crease or another script, no name. */
function isNoise(line: string): boolean {
  // A company's dotted form ('S.C.', 'S.R.L.', 'd.o.o.') is one word.
  const words = line.split(' ').map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  return words.length >= 6 && words.filter((w) => w.length <= 2).length * 2 >= words.length;
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
/**
 * A receipt's or an invoice's heading in other scripts: Japanese 領収書 and レシート, Korean 영수증, Chinese 收據 and 發票,
 * a fiscal receipt's in Cyrillic (ФИСКАЛНИ РАЧУН, ФІСКАЛЬНИЙ ЧЕК, КАССОВЫЙ ЧЕК), Hebrew קבלה and חשבונית, Arabic فاتورة, Thai ใบเสร็จ.
 */
const NOT_VENDOR_SCRIPTS = /領収[書証]|レシート|영수증|收[據据]|[發发]票|(?<!\p{L})(?:фиск\p{L}*|фіск\p{L}*|кас+ов\p{L}*|чек|рачун|бон)(?!\p{L})|קבלה|חשבונית|فاتورة|ใบเสร็จ|ใบกำกับ/iu;
/** A firm's form in Japanese, Chinese and Korean, run into its name without a space ('桜橋交通株式会社', '(주)…'). */
const FIRM_FORM = /^(?:株式会社|有限会社|合同会社|\(株\)|\(有\)|주식회사|\(주\))\s?|\s?(?:株式会社|有限会社|合同会社|\(株\)|\(有\)|股份有限公司|有限公司|주식회사|\(주\))$/u;

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
    if (letters < 3 || digits > letters || isNoise(line) || NOT_VENDOR.test(line) || NOT_VENDOR_SCRIPTS.test(line) || isAddress(line) || datesOn(line, context, true).length) continue;
    const name = cleanName(line).replace(FIRM_FORM, '');
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
  const total = readTotal(lines, marked, context.ocr ?? false);
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
