// The amounts on a receipt's lines (figures in either decimal style, OCR's split cents, a sign or
// code beside them; dates, times, percentages, quantities and credits left out) and which of them
// is the total, by its label and its place. Part of the receipt reader (receipt-reader.ts).

/** Currencies whose amounts have no minor units: a figure without decimals is an amount in them. */
const NO_MINOR_UNITS = new Set(['JPY', 'KRW', 'VND', 'ISK', 'CLP', 'PYG', 'UGX', 'HUF', 'IDR']);
export const CODES = /(?<![A-Z])(?:USD|EUR|EURO|GBP|CAD|AUD|NZD|JPY|CHF|SEK|NOK|DKK|CNY|RMB|HKD|SGD|INR|MXN|PLN|CZK|KRW|THB|AED|ISK|RON|TRY|ILS|ZAR|CLP|VND|PHP|TWD|MYR|IDR|BRL|HUF|KES|UAH|RSD|EGP|RUB)\b/g;
/**
 * Currency signs written before a figure ('US$ 12', '€12', 'kr 45', 'Fr. 9', 'RM 30', 'Rp 289.900',
 * the rand's 'R 389.99' (a space apart: OCR reads a shekel's sign run into its figure as an R), the
 * Kenyan shilling's 'KSh 2,503.00', Romania's 'TOTAL LEI 38,60')…
 */
export const SIGN_BEFORE = String.raw`(?:US|CA|AU|NZ|HK|NT|[CARS])?\$|[€£¥円元₹₪₱₺฿₫₩]|\bkr\.?|\bFr\.|\bRM|\bRp\.?|\bR(?= )|\bK[Ss][Hh]|\bLEI`;
/**
 * …and after it ('12,50 €', '120 Kč', '45 zł', '30 lei', '4 125 Ft', the dirham's '182,00 DH', the hryvnia's
 * '414,92 грн', which OCR reads 'rpH'; the won's '131,000원', the rouble's '₽' and 'руб', the dinar's 'дин', the
 * Egyptian pound's 'ج.م', the shekel's 'ש"ח'); never the pound's, printed before ('£10.10'): one after is a speck.
 */
export const SIGN_AFTER = String.raw`[€¥$円元₹₫원₽]|kr\b|K[čc¢]|z[łl]|lei\b|TL\b|Ft\b|DH\b|грн|rpH\b|руб|дин|ج\.م|ש"ח`;

export interface Amount {
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

/**
 * The figures of a number run split where spaces part them (`1 234,56` one, `2 12.65` two, OCR's
 * `12 65` one); in a currency without minor units, thousands a space apart are one (`4 125 Ft`).
 */
function figuresOf(run: string, wholeUnits: boolean): string[] {
  const chunks = run.split(' ');
  const out: string[] = [];
  chunks.forEach((chunk, i) => {
    const prev = out.at(-1);
    if (prev && /^\d{1,3}$/.test(prev) && /^\d{3},\d\d$/.test(chunk)) out[out.length - 1] = prev + chunk;
    else if (prev && wholeUnits && /^\d{1,3}(?:,\d{3})*$/.test(prev) && /^\d{3}$/.test(chunk)) out[out.length - 1] = `${prev},${chunk}`;
    else if (prev && /^\d{1,4}$/.test(prev) && /^\d\d$/.test(chunk) && i === chunks.length - 1) out[out.length - 1] = `${prev}.${chunk}`;
    else out.push(chunk);
  });
  return out;
}

const SIGN_JUST_BEFORE = new RegExp(`(${SIGN_BEFORE}|CHF) ?$`, 'u');
const SIGN_JUST_AFTER = new RegExp(`^ ?(${SIGN_AFTER}|CHF|EUR)`, 'u');
const currencyNear = (before: string, after: string): string | undefined => {
  const code = /([A-Z]{3})\W{0,2}$/.exec(before)?.[1] ?? /^\W{0,2}([A-Z]{3})\b/.exec(after)?.[1];
  if (code && new RegExp(CODES.source).test(code)) return code === 'EURO' ? 'EUR' : code;
  const symbol = SIGN_JUST_BEFORE.exec(before)?.[1] ?? SIGN_JUST_AFTER.exec(after)?.[1];
  return symbol?.replace(/\.$/, '');
};

/** The amounts on a line, dates, times, percentages and credits left out. */
function amountsOf(line: string, wholeUnits: boolean): Amount[] {
  const masked = line
    .replace(/\b\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b|\b\d{1,2}:\d\d(?::\d\d)?\b|(?<![\d.,])\d+(?:[.,]\d+)? ?%/g, (m) => ' '.repeat(m.length))
    // Quantities (`2 x`, `x2`), not the cents of an amount with OCR's stray `x` after it (`47.12 x`).
    .replace(/#\s?\d+|\bx\d+|(?<![\d.,])\d+ ?x\b(?!\s*$)|(?<!\*)\*{2,}\s?\d+/gi, (m) => ' '.repeat(m.length))
    // A card's last digits (`Visa ending 4821`).
    .replace(/\b(?:ending(?: in)?|ends in|last (?:4|four)(?: digits)?)\W{0,2}\d{4}\b/gi, (m) => ' '.repeat(m.length));
  const found: Amount[] = [];
  for (const match of masked.matchAll(/\d+(?:[.,'’ ]\d+)*/g)) {
    const before = masked.slice(Math.max(0, match.index - 6), match.index);
    const after = masked.slice(match.index + match[0].length, match.index + match[0].length + 5);
    // A credit: a minus before, or one right after ('15.00-'; one a space apart is a speck at the photo's edge).
    if (/[-(−–]\s?\D{0,4}$/.test(before) || /^(?:-|\s?CR\b)/.test(after)) continue;
    const currency = currencyNear(before, after);
    for (const figure of figuresOf(match[0], wholeUnits)) {
      const value = parseFigure(figure);
      if (value && value.cents > 0) found.push({ ...value, ...(currency ? { currency } : {}), at: match.index });
    }
  }
  return found;
}


const T = 't[o0]t[a4][l1i|]';
/** A line giving back what was paid over the total: its amount, the one above it and the total make a sum. */
const CHANGE = /\b(?:change|rückgeld|wechselgeld|rendu|monnaie|cambio|vuelto|troco|reszta|vr[áa]ceno|v[äa]xel|byttepenger|otsuri)\b|お釣り?|おつり|找[零續续]|거스름|(?<!\p{L})(?:сдача|ресто|решта|повраћај)(?!\p{L})|الباقي|עודף|เงินทอน/iu;
/** A line rounding the total to what cash or the till can pay ('Rounding -0.01', 'Round Off +0.01', 'Redondeo +$1'). */
const ROUNDING = /\b(?:rounding|round[- ]?off|redondeo|arrondi|rundung|avrunding|afrunding)\b/i;
const NOT_TOTAL = new RegExp(
  `\\bsub[\\s-]?${T}|\\bnet(?! ?${T})|\\b(?:netto|excl|excluding|exkl|before tax|tendered|cash|discount|rabatt?|korting|remise|descuento|sconto|savings|saved|you save|deposit|depot|pant|pfand|points|balance forward|previous balance|bar|espèces|efectivo|contanti|kontant|got[óo]wka|hotov\\S*|per night|suggested)\\b|${CHANGE.source}|${ROUNDING.source}|小[計计]|現金|现金|현금|お預り|(?<!\\p{L})(?:готовина|наличн\\p{L}*|в брой)(?!\\p{L})|الفرعي|לפני|نقد|מזומן|เงินสด`,
  'iu',
);
/** A part added to the total (a tax, a tip, a fee): not the total unless the line says the total includes it. */
const PART = /\b(?:tax|taxes|vat|gst|hst|pst|mwst|ust|tva|iva|btw|moms|mva|alv|dph|ptu|steuer|fees?|tips?|gratuity|service|trinkgeld|pourboire|propina|mancia)\b/i;
const INCLUDED = /\b(?:incl|including|included|inkl|inc|ttc|with|con|avec|mit|met|com)\b|\s\+\s/i;
const TOTAL_STRONG = new RegExp(
  `\\b(?:grand ${T}|${T} (?:due|amount|charged|paid|price|fare|cost|ttc)|(?:amount|balance|payment) ?(?:due|paid|charged)|you paid|charged to|${T} (?:eur|usd|gbp|chf)|gesamtbetrag|endbetrag|montant total|importe total)\\b`,
  'i',
);
/** What is left to pay, in a till's languages: the total after its rounding, discount or deposit lines, over any other total. */
const TO_PAY = new RegExp(
  `(?<!\\p{L})(?:${T} (?:to pay|payable)|zu (?:be)?zahlen|net à payer|à payer|a pagar|da pagare|te betalen|att betala|at betale|å betale|do zap[łl]aty|k (?:úhradě|zaplacen[íi])|maksettava|fizetend[őo])(?!\\p{L})`,
  'iu',
);
// A total's word, in a till's languages, with a currency's code run into it ('SUMA PLN' read 'SUMAPLN').
// Vietnamese 'Tổng cộng' as OCR reads the marks stacked on its o ('Téng cong'); Korean '합계', Hebrew 'סה"כ',
// Arabic 'الإجمالي' and 'المجموع', Thai 'รวม' (its sub-total, before-tax and cash lines among NOT_TOTAL's); Russian 'Итого',
// Ukrainian and Bulgarian 'Сума', Serbian 'Укупно' and 'Укупан износ', each also as OCR reads Cyrillic in
// Latin letters alike ('uToro', 'CYMA', 'YKynaH').
const TOTAL_PLAIN = new RegExp(
  `(?<![\\p{L}\\d])(?:${T}[te]?|totaal|gesamt|summe|summa|suma|sum|betrag|montant|importe|amount|celkem|razem|yhteens[äa]|i alt|[öo]sszesen|toplam|gokei|kokku|ukupno|samtals|t[oôổồốóòé]ng c[oộọóò]ng|jumlah|[иu][тt][оo][гr][оo]|[сc][уy][мm][мm]?[аa]|[уy][кk][уy][пn](?:[нh][оo]|[аa][нhu]))(?:[A-Z]{3})?(?![\\p{L}\\d])|合[計计]|總計|总计|합계|받을 ?금액|결제 ?금액|סה"כ|الإجمالي|المجموع|รวม`,
  'iu',
);
const PAYMENT = /\b(?:visa|mastercard|amex|american express|discover|debit|credit|card|charged|paid|apple pay|google pay|payment|girocard|ec|contactless|kort|karte|carte|tarjeta|cart[ãa]o|karta|dankort|bankkort|betalt|bezahlt|pago)\b/i;

/** How much a line's words say its amount is the total: 4 left to pay, 3 grand total, 2 total, 1 paid by card, 0 nothing, -1 never. */
function totalRank(label: string): number {
  if (NOT_TOTAL.test(label)) return -1;
  if (PART.test(label) && !(INCLUDED.test(label) && TOTAL_PLAIN.test(label))) return -1;
  if (TO_PAY.test(label)) return 4;
  if (TOTAL_STRONG.test(label)) return 3;
  if (TOTAL_PLAIN.test(label)) return 2;
  return PAYMENT.test(label) ? 1 : 0;
}

/**
 * The total: the best-labelled amount, the largest of those labelled alike. In OCR's text (`ocr`),
 * where the receipt's amounts have cents, a whole figure of 3 to 6 digits on a line labelled as the
 * total is one whose decimal point was lost (`TOTAL $2119` for 21.19): totals are printed with
 * their cents.
 */
export function readTotal(lines: string[], currency: string | undefined, ocr: boolean): Amount | undefined {
  const wholeUnits = currency !== undefined && NO_MINOR_UNITS.has(currency);
  const found = lines.map((line) => amountsOf(line, wholeUnits));
  const withCents = found.reduce((n, amounts) => n + amounts.filter((a) => a.decimals).length, 0);
  const lostPoint = (a: Amount) => ocr && !a.decimals && !wholeUnits && withCents >= 2 && a.cents >= 10_000 && a.cents < 100_000_000;
  // What was handed over: the amount on the line above the change given back, whatever its label;
  // or, whatever either label says (OCR's reading of another script), a sum of whole notes less the
  // amount under it that leaves an amount above: the cash handed over, then its change.
  const amountLines = found.flatMap((amounts, i) => (amounts.length ? [i] : []));
  const cents = (i: number | undefined) => (i === undefined ? [] : (found[i] ?? []).map((a) => a.cents));
  const tendered = new Set<number>();
  amountLines.forEach((i, k) => {
    const next = amountLines[k + 1];
    if (CHANGE.test(lines[next ?? -1] ?? '')) tendered.add(i);
    const paid = cents(i).find((c) => c % 100 === 0);
    const back = cents(next)[0];
    if (next === undefined || paid === undefined || back === undefined || back >= paid) return;
    if (amountLines.slice(0, k).some((above) => cents(above).includes(paid - back))) tendered.add(i).add(next);
  });
  let best: { amount: Amount; rank: number; line: number } | undefined;
  let label = '';
  lines.forEach((line, i) => {
    const words = line.replace(/[\d.,$€£¥:]+/g, ' ');
    // Words in any script label their line ('ИТОГО', '합계'); a line of figures alone takes the label above.
    const own = /\p{L}{2}/u.test(words) ? words : label;
    const labelled = totalRank(own);
    const ranked = tendered.has(i) && labelled < 2 ? -1 : labelled;
    const amounts = (found[i] ?? [])
      .map((a) => (ranked >= 2 && lostPoint(a) ? { ...a, cents: a.cents / 100, decimals: true } : a))
      .filter((a) => a.decimals || a.currency || wholeUnits);
    // A label alone on its line names the amount on the next (e-receipts laid out in two rows).
    if (amounts.length === 0) {
      label = /[a-z]{3}/i.test(line) && line.length < 40 ? line : '';
      return;
    }
    label = '';
    if (ranked < 0) return;
    // With no label, an amount in the bottom half (where totals are printed) beats one above.
    const rank = ranked === 0 && i >= lines.length / 2 ? 0.5 : ranked;
    for (const amount of amounts) {
      if (!best || rank > best.rank || (rank === best.rank && amount.cents >= best.amount.cents)) best = { amount, rank, line: i };
    }
  });
  return best && rounded(best.amount, best.line, lines, found, wholeUnits);
}

/**
 * A total with a rounding line under it: the amount the rounding makes of it, paid on a line further
 * down ('Total 1,096.99', 'Round Off +0.01', 'Paid by UPI 1,097.00'); the total itself when none is.
 */
function rounded(total: Amount, at: number, lines: string[], found: Amount[][], wholeUnits: boolean): Amount {
  const rounding = lines.findIndex((line, i) => i > at && ROUNDING.test(line));
  // The rounding's size, whichever way it goes (its minus, a credit's mark, may be lost to OCR anyway).
  const by = rounding < 0 ? undefined : amountsOf((lines[rounding] ?? '').replace(/[-−–]/g, ' '), wholeUnits)[0]?.cents;
  if (!by) return total;
  const paid = found.slice(rounding + 1).flat().find((a) => a.cents === total.cents + by || a.cents === total.cents - by);
  return paid ? { ...paid, currency: paid.currency ?? total.currency } : total;
}

export const formatTotal = (amount: Amount, currency: string | undefined) => {
  const units = Math.floor(amount.cents / 100);
  if (currency && NO_MINOR_UNITS.has(currency)) return String(units);
  return `${units}.${String(amount.cents % 100).padStart(2, '0')}`;
};

