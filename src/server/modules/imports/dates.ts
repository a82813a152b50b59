// Dates and times in the forms agencies, airlines and hotels write them: '16MAR', '16MAR26',
// 'Mon 16 Mar 2026', 'March 16, 2026', '16.03.2026', '2026-03-16', '20-Jul', '07:05 AM', '19 h 30', '0705'.

const MONTHS: Record<string, number> = {};
const names: [number, string[]][] = [
  [1, ['jannar', 'janar', 'كانون الثاني', 'january', 'jan', 'januar', 'jänner', 'jän', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro', 'stycznia', 'styczeń', 'ledna', 'leden', 'ocak', 'január', 'ianuarie', 'січня', 'يناير', 'ιανουαρίου', 'ιανουάριος', 'ιαν', 'tammikuuta', 'tammikuu', 'siječnja', 'siječanj', 'januara', 'jaanuar', 'janvāris', 'janvārī', 'sausio', 'januára', 'januarja', 'ינואר', 'בינואר', 'gener', 'января', 'јануар', 'јануара', 'януари', 'ionawr', 'xaneiro', 'जनवरी', 'urtarrila', 'urtarrilaren', 'eanáir', 'იანვარი', 'იანვარს', 'jaanuaril']],
  [2, ['frar', 'shkurt', 'pebrero', 'peb', 'february', 'feb', 'februar', 'février', 'févr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'fev', 'lutego', 'luty', 'února', 'únor', 'şubat', 'február', 'februarie', 'лютого', 'فبراير', 'شباط', 'φεβρουαρίου', 'φεβρουάριος', 'φεβ', 'helmikuuta', 'helmikuu', 'veljače', 'veljača', 'februara', 'veebruar', 'februāris', 'februārī', 'vasario', 'februára', 'februarja', 'פברואר', 'בפברואר', 'febrer', 'февраля', 'фебруар', 'фебруара', 'февруари', 'chwefror', 'febreiro', 'फ़रवरी', 'फरवरी', 'otsaila', 'otsailaren', 'feabhra', 'თებერვალი', 'თებერვალს', 'veebruaril']],
  [3, ['marzu', 'marso', 'march', 'mar', 'märz', 'mär', 'maerz', 'mars', 'marzo', 'maart', 'mrt', 'março', 'marca', 'marzec', 'března', 'březen', 'mart', 'március', 'martie', 'marts', 'maret', 'березня', 'مارس', 'آذار', 'μαρτίου', 'μάρτιος', 'μαρ', 'maaliskuuta', 'maaliskuu', 'ožujka', 'ožujak', 'marec', 'marta', 'märts', 'martā', 'kovo', 'מרץ', 'במרץ', 'març', 'марта', 'март', 'machi', 'मार्च', 'martxoa', 'martxoaren', 'márta', 'მარტი', 'მარტს', 'märtsil']],
  [4, ['prill', 'april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwietnia', 'kwiecień', 'dubna', 'duben', 'nisan', 'április', 'aprilie', 'квітня', 'أبريل', 'نيسان', 'απριλίου', 'απρίλιος', 'απρ', 'huhtikuuta', 'huhtikuu', 'travnja', 'travanj', 'aprila', 'aprill', 'aprīlis', 'aprīlī', 'balandžio', 'apríla', 'אפריל', 'באפריל', 'апреля', 'април', 'априла', 'aprili', 'ebrill', 'अप्रैल', 'apirila', 'apirilaren', 'aibreán', 'აპრილი', 'აპრილს', 'aprillil']],
  [5, ['mejju', 'may', 'mai', 'أيار', 'مايو', 'mayo', 'maggio', 'mag', 'mei', 'maio', 'maj', 'maja', 'května', 'květen', 'mayıs', 'május', 'травня', 'μαΐου', 'μάιος', 'μαΐ', 'toukokuuta', 'toukokuu', 'svibnja', 'svibanj', 'maijs', 'maijā', 'gegužės', 'mája', 'מאי', 'במאי', 'maig', 'мая', 'мај', 'маја', 'май', 'मई', 'maiatza', 'maiatzaren', 'bealtaine', 'მაისი', 'მაისს']],
  [6, ['ġunju', 'qershor', 'hunyo', 'june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwca', 'czerwiec', 'června', 'červen', 'haziran', 'június', 'iunie', 'червня', 'يونيو', 'حزيران', 'ιουνίου', 'ιούνιος', 'ιουν', 'kesäkuuta', 'kesäkuu', 'lipnja', 'lipanj', 'junij', 'juna', 'juuni', 'jūnijs', 'jūnijā', 'birželio', 'júna', 'junija', 'יוני', 'ביוני', 'juny', 'июня', 'јун', 'јуна', 'юни', 'mehefin', 'xuño', 'जून', 'ekaina', 'ekainaren', 'meitheamh', 'ივნისი', 'ივნისს', 'juunil']],
  [7, ['lulju', 'korrik', 'hulyo', 'july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipca', 'lipiec', 'července', 'červenec', 'temmuz', 'július', 'iulie', 'липня', 'يوليو', 'تموز', 'ιουλίου', 'ιούλιος', 'ιουλ', 'heinäkuuta', 'heinäkuu', 'srpnja', 'srpanj', 'julij', 'jula', 'juuli', 'jūlijs', 'jūlijā', 'liepos', 'júla', 'julija', 'יולי', 'ביולי', 'juliol', 'июля', 'јул', 'јула', 'юли', 'julai', 'gorffennaf', 'xullo', 'जुलाई', 'uztaila', 'uztailaren', 'iúil', 'ივლისი', 'ივლისს', 'juulil']],
  [8, ['awwissu', 'gusht', 'august', 'aug', 'août', 'agosto', 'ago', 'augustus', 'augusti', 'sierpnia', 'sierpień', 'srpna', 'srpen', 'ağustos', 'augusztus', 'agustus', 'серпня', 'أغسطس', 'αυγούστου', 'αύγουστος', 'αυγ', 'elokuuta', 'elokuu', 'kolovoza', 'kolovoz', 'avgust', 'avgusta', 'augusta', 'augusts', 'augustā', 'rugpjūčio', 'אוגוסט', 'באוגוסט', 'agost', 'августа', 'август', 'agosti', 'awst', 'ágúst', 'अगस्त', 'abuztua', 'abuztuaren', 'lúnasa', 'აგვისტო', 'აგვისტოს', 'augustil']],
  [9, ['settembru', 'shtator', 'setyembre', 'meán fómhair', 'september', 'sep', 'sept', 'set', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro', 'września', 'wrzesień', 'září', 'eylül', 'szeptember', 'septembrie', 'вересня', 'سبتمبر', 'أيلول', 'σεπτεμβρίου', 'σεπτέμβριος', 'σεπ', 'syyskuuta', 'syyskuu', 'rujna', 'rujan', 'septembar', 'septembra', 'septembris', 'septembrī', 'rugsėjo', 'ספטמבר', 'בספטמבר', 'setembre', 'сентября', 'септембар', 'септембра', 'септември', 'septemba', 'medi', 'सितंबर', 'सितम्बर', 'iraila', 'irailaren', 'სექტემბერი', 'სექტემბერს', 'septembril']],
  [10, ['ottubru', 'tetor', 'oktubre', 'تشرين الأول', 'تشرين الاول', 'deireadh fómhair', 'october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'października', 'październik', 'října', 'říjen', 'ekim', 'október', 'octombrie', 'жовтня', 'أكتوبر', 'οκτωβρίου', 'οκτώβριος', 'οκτ', 'lokakuuta', 'lokakuu', 'oktobar', 'oktobra', 'oktoober', 'oktobris', 'oktobrī', 'spalio', 'októbra', 'אוקטובר', 'באוקטובר', 'октября', 'октобар', 'октобра', 'октомври', 'oktoba', 'hydref', 'अक्टूबर', 'अक्तूबर', 'urria', 'urriaren', 'ოქტომბერი', 'ოქტომბერს', 'oktoobril']],
  [11, ['novembru', 'nëntor', 'nobyembre', 'تشرين الثاني', 'november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopada', 'listopad', 'listopadu', 'kasım', 'noiembrie', 'листопада', 'نوفمبر', 'νοεμβρίου', 'νοέμβριος', 'νοε', 'marraskuuta', 'marraskuu', 'studenoga', 'studenog', 'studeni', 'novembar', 'novembra', 'novembris', 'novembrī', 'lapkričio', 'נובמבר', 'בנובמבר', 'ноября', 'новембар', 'новембра', 'ноември', 'novemba', 'tachwedd', 'नवंबर', 'नवम्बर', 'azaroa', 'azaroaren', 'samhain', 'ნოემბერი', 'ნოემბერს', 'novembril']],
  [12, ['diċembru', 'dhjetor', 'disyembre', 'كانون الأول', 'كانون الاول', 'december', 'dec', 'dezember', 'dez', 'décembre', 'diciembre', 'dic', 'dicembre', 'dezembro', 'grudnia', 'grudzień', 'prosince', 'prosinec', 'aralık', 'desember', 'decembrie', 'грудня', 'ديسمبر', 'δεκεμβρίου', 'δεκέμβριος', 'δεκ', 'joulukuuta', 'joulukuu', 'prosinca', 'decembar', 'decembra', 'detsember', 'decembris', 'decembrī', 'gruodžio', 'דצמבר', 'בדצמבר', 'desembre', 'декабря', 'децембар', 'децембра', 'декември', 'desemba', 'rhagfyr', 'decembro', 'दिसंबर', 'दिसम्बर', 'abendua', 'abenduaren', 'nollaig', 'დეკემბერი', 'დეკემბერს', 'detsembril']],
];
/** A word as the table keys it: lower case, its accents dropped and a dotless i dotted ('Février', 'fevrier'; 'Αυγούστου', 'αυγουστου'; 'Kasım', 'kasim'). */
const fold = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
for (const [month, words] of names) for (const word of words) MONTHS[fold(word)] = month;
/** A month's name or abbreviation in any of the table's languages ('Févr.', 'Μαΐου', 'listopada') as its number; undefined for any other word. */
export const monthOf = (word: string): number | undefined => MONTHS[fold(word.replace(/\.$/, ''))];
/** A month's word: three to twelve letters with their vowel signs ('मार्च'), or Hindi's 'मई' of two, or a month of two words (the Levant's 'كانون الأول', Irish 'Meán Fómhair'). */
const MONTH = '((?:كانون|تشرين) ال(?:أول|اول|ثاني)|(?:[Mm]e[áa]n|[Dd]eireadh) [Ff][óo]mhair|\\p{L}[\\p{L}\\p{M}]{2,14}\\.?|मई)';

export interface DateHit {
  index: number;
  length: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** Whether the text wrote the year ('16.03.2026'), or it was taken from the reference ('16.03.'). */
  yearGiven: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const valid = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && date.getUTCDate() === d && date.getUTCMonth() === m - 1;
};

/**
 * The year of a day and month given without one: the first on or after the reference date less
 * two months (a confirmation is sent before the trip, sometimes read a little after it).
 */
function yearFor(month: number, day: number, reference: Date) {
  const from = new Date(reference.getTime() - 60 * 86_400_000);
  for (let year = from.getUTCFullYear(); ; year++) {
    if (valid(year, month, day) && Date.UTC(year, month - 1, day) >= from.getTime()) return year;
    if (year > from.getUTCFullYear() + 8) return from.getUTCFullYear();
  }
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Which number of '01/08/15' is the month: the text's own (a '31/07/15' in it says the day comes first), else the reading nearer the reference. */
type SlashOrder = 'dmy' | 'mdy' | undefined;

interface Pattern {
  re: RegExp;
  read: (m: RegExpExecArray, order: SlashOrder, reference: Date) => { y?: number | undefined; m?: number; d: number } | undefined;
}

/** A date with slashes, by the text's order, else the reading nearer the reference (US order when both are as near). */
function slashed(first: number, second: number, year: number | undefined, order: SlashOrder, reference: Date) {
  const dmy = { y: year, m: second, d: first };
  const mdy = { y: year, m: first, d: second };
  if (first > 12 || order === 'dmy') return dmy;
  if (second > 12 || order === 'mdy') return mdy;
  const distance = (p: { y: number | undefined; m: number; d: number }) =>
    Math.abs(Date.UTC(p.y ?? yearFor(p.m, p.d, reference), p.m - 1, p.d) - reference.getTime());
  return distance(dmy) < distance(mdy) ? dmy : mdy;
}

const SLASHED = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
const SLASHED_NO_YEAR = /\b(\d{1,2})\/(\d{1,2})\b(?!\/)/g;
/** '22.06  06:12', '18.12   odj. 06:12': a dotted day and month straight before a colon's time, or a word and its time (a timetable's row), never an amount's or a platform's ('EUR 12.05', 'Gleis 11.05'). */
const DOTTED_NO_YEAR = /(?<![\d.,]|(?:eur|chf|pln|czk|sek|nok|dkk|gbp|usd|preis|price|prix|prezzo|precio|cena|gleis|platz|track|platform|voie|binario|spoor|[€$£])\s?)(\d{1,2})\.(\d{2})(?=[ \t]+(?:\p{L}{1,6}\.?[ \t]+)?\d{1,2}:[0-5]\d(?!\d))/giu;

/** How long before the mail's day a journey's or a stay's date is still taken for one (a mail read a day late). */
const BEFORE_MAIL_MS = 2 * 86_400_000;

/**
 * The order the text's own dates show: one that cannot be read the other way; else, by the mail's
 * day (`reference`), the order more of them agree with: a date that is the mail's day read one way
 * ('12/06/2027', the day a ticket was issued, in a mail of 12 June), or one that falls before the
 * mail read one way and not the other (a trip is booked before it is made).
 */
function slashOrderIn(text: string, reference?: Date): SlashOrder {
  let votes = 0;
  let undecided = false;
  const day = reference ? Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate()) : 0;
  for (const m of text.matchAll(SLASHED)) {
    const [first, second, year] = [Number(m[1]), Number(m[2]), fullYear(m[3] ?? '')];
    if (first > 12) return 'dmy';
    if (second > 12) return 'mdy';
    undecided ||= first !== second;
    if (!reference || first === second || first === 0 || second === 0) continue;
    const [dmy, mdy] = [Date.UTC(year, second - 1, first), Date.UTC(year, first - 1, second)];
    if (dmy === day || mdy === day) votes += dmy === day ? 1 : -1;
    else if ((dmy < day - BEFORE_MAIL_MS) !== (mdy < day - BEFORE_MAIL_MS)) votes += mdy < day - BEFORE_MAIL_MS ? 1 : -1;
  }
  return votes > 0 ? 'dmy' : votes < 0 ? 'mdy' : undecided && dayFirstWriting(text) ? 'dmy' : undefined;
}

/** Letters that English does not write: accented Latin ones, and Greek, Cyrillic, Hebrew, Arabic and Thai. */
const NOT_ENGLISH_LETTER = /[\u00C0-\u024F\u1E00-\u1EFF\u0370-\u03FF\u0400-\u04FF\u0590-\u05FF\u0600-\u06FF\u0E00-\u0E7F]/gu;
/** Of a text's letters, the share not English above which its language writes the day first ('Nhận phòng: Thứ Sáu, 05/11/2027'). */
const DAY_FIRST_SHARE = 0.03;
/**
 * Whether a text is written in a language that puts the day before the month: only English writes the month first (and Chinese,
 * Japanese and Korean, whose letters are not counted here and which write the year first).
 */
function dayFirstWriting(text: string): boolean {
  // A mail's first pages say its language.
  const start = text.slice(0, LANGUAGE_SAMPLE);
  const letters = start.match(/\p{L}/gu)?.length ?? 0;
  return letters > 0 && (start.match(NOT_ENGLISH_LETTER)?.length ?? 0) / letters >= DAY_FIRST_SHARE;
}
/** How much of a text's start is read for its language. */
const LANGUAGE_SAMPLE = 20_000;

/**
 * `text` with its slashed dates ('03/04/2026') written day first with dots ('03.04.2026'), each
 * read in the order the text's own dates show (a '27/03/2026' elsewhere in it says the day comes
 * first): a part of the text read alone (one flight's lines) then reads its dates as the whole
 * does. The text keeps its length, so what is found in one is where it is in the other. A text
 * whose dates show no order is left as it is.
 */
export function slashedDatesDayFirst(text: string, reference: Date): string {
  const order = slashOrderIn(text, reference);
  if (!order) return text;
  return text.replace(SLASHED, (match, first: string, second: string, year: string) => (order === 'dmy' ? `${first}.${second}.${year}` : `${second}.${first}.${year}`));
}

/** Thai months, abbreviated ('มี.ค.') and in full ('มีนาคม'), in order. */
const THAI_MONTHS = [
  ['ม.ค.', 'มกราคม'], ['ก.พ.', 'กุมภาพันธ์'], ['มี.ค.', 'มีนาคม'], ['เม.ย.', 'เมษายน'], ['พ.ค.', 'พฤษภาคม'], ['มิ.ย.', 'มิถุนายน'],
  ['ก.ค.', 'กรกฎาคม'], ['ส.ค.', 'สิงหาคม'], ['ก.ย.', 'กันยายน'], ['ต.ค.', 'ตุลาคม'], ['พ.ย.', 'พฤศจิกายน'], ['ธ.ค.', 'ธันวาคม'],
];
const THAI_MONTH = new Map(THAI_MONTHS.flatMap((words, i) => words.map((w) => [w, i + 1] as const)));
/** A Buddhist era's year as Thailand writes it (2571 is 2028). */
const BUDDHIST_ERA = 543;

/** Iran's months in the Solar Hijri calendar, in order ('شهریور' is the sixth). */
const PERSIAN_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const PERSIAN_CALENDAR = new Intl.DateTimeFormat('en-u-ca-persian', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

/**
 * A Solar Hijri day ('۲۶ شهریور ۱۴۰۶') as the Gregorian calendar's (17 September 2027): its year begins on 20 or 21 March, its
 * first six months have 31 days and the next five 30; the day so reckoned, or one beside it, is the one the calendar reads so.
 */
function fromPersian(year: number, month: number, day: number): { y: number; m: number; d: number } | undefined {
  const reckoned = Date.UTC(year + 621, 2, 21) + ((month - 1) * 31 - Math.max(0, month - 7) + day - 1) * DAY_MS;
  for (const shift of [0, -1, 1, -2, 2]) {
    const date = new Date(reckoned + shift * DAY_MS);
    const parts = Object.fromEntries(PERSIAN_CALENDAR.formatToParts(date).map((p) => [p.type, p.value]));
    if (Number(parts.year) === year && Number(parts.month) === month && Number(parts.day) === day) return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
  }
  return undefined;
}

const patterns: Pattern[] = [
  // Persian, in the Solar Hijri calendar, its year given: '۲۶ شهریور ۱۴۰۶' (the digits read as digits).
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\s(${PERSIAN_MONTHS.join('|')})(?:\\sماه)?\\s(1[34]\\d{2})(?!\\d)`, 'gu'),
    read: (m) => fromPersian(Number(m[3]), PERSIAN_MONTHS.indexOf(m[2] ?? '') + 1, Number(m[1])),
  },
  // Thai: '10 มี.ค. 2571', '10 มีนาคม พ.ศ. 2571', the year in the Buddhist era.
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\s?(${THAI_MONTHS.flat().map((w) => w.replaceAll('.', '\\.')).join('|')})(?:\\s?(?:พ\\.ศ\\.\\s?)?(\\d{4}))?`, 'gu'),
    read: (m) => {
      const year = m[3] ? Number(m[3]) : undefined;
      return { d: Number(m[1]), m: THAI_MONTH.get(m[2] ?? '') ?? 0, y: year && year > 2400 ? year - BUDDHIST_ERA : year };
    },
  },
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }) },
  // The year first with slashes, as Chinese, Japanese and Korean mails write it: '2027/12/24'.
  { re: /\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/g, read: (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }) },
  // Hungarian: '2027.09.18.', '2027. 09. 18.'; Korean without the last dot: '2027.11.20(토)'.
  { re: /\b(\d{4})\. ?(\d{1,2})\. ?(\d{1,2})(?:\.(?!\d)|(?![\d.]))/g, read: (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }) },
  // The year first, then the month's name, as Hungarian ('2027. március 26.') and Lithuanian ('2027 m. gegužės 3 d.') write it.
  {
    re: new RegExp(`\\b(\\d{4})(?:\\.|\\s?m\\.) ?${MONTH} ?(\\d{1,2})(?:\\.|\\s?d\\.)(?!\\d)`, 'gu'),
    read: (m) => {
      const month = monthOf(m[2] ?? '');
      return month ? { y: Number(m[1]), m: month, d: Number(m[3]) } : undefined;
    },
  },
  // Basque: '2027ko urriaren 8a' (the year and its 'ko', the month, the day and its ending).
  {
    re: new RegExp(`\\b(\\d{4})ko ${MONTH} (\\d{1,2})(?:an?|ean|ra|etik)?(?![\\p{L}\\d])`, 'gu'),
    read: (m) => {
      const month = monthOf(m[2] ?? '');
      return month ? { y: Number(m[1]), m: month, d: Number(m[3]) } : undefined;
    },
  },
  // Georgian: '2027 წლის 7 ოქტომბერი' (the year, 'of the year', the day, the month).
  {
    re: new RegExp(`\\b(\\d{4}) წლის (\\d{1,2}) ${MONTH}`, 'gu'),
    read: (m) => {
      const month = monthOf(m[3] ?? '');
      return month ? { y: Number(m[1]), m: month, d: Number(m[2]) } : undefined;
    },
  },
  // Vietnamese: 'ngày 20 tháng 11 năm 2027', 'ngày 20 tháng 11'.
  { re: /(?<!\p{L})ngày (\d{1,2}) tháng (\d{1,2})(?:,? năm (\d{4}))?(?!\d)/giu, read: (m) => ({ d: Number(m[1]), m: Number(m[2]), y: m[3] ? Number(m[3]) : undefined }) },
  // Latvian: '2027. gada 3. jūlijs' (the year, its word, the day, the month).
  {
    re: new RegExp(`\\b(\\d{4})\\. gada (\\d{1,2})\\. ${MONTH}`, 'gu'),
    read: (m) => {
      const month = monthOf(m[3] ?? '');
      return month ? { y: Number(m[1]), m: month, d: Number(m[2]) } : undefined;
    },
  },
  // Japanese, Korean and Chinese month and day with the weekday in brackets after them: '05/13(목)', '5/13（木）'.
  { re: /(?<![\d/])(\d{1,2})\/(\d{1,2})(?=\s?[（(][月火水木金土日월화수목금토일一二三四五六][)）])/gu, read: (m) => ({ m: Number(m[1]), d: Number(m[2]) }) },
  // Japanese, Chinese and Korean: '2027年5月14日', '2027년 5월 14일', '5月14日'.
  { re: /(?:(\d{4})\s?[年년]\s?)?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일号]/g, read: (m) => ({ y: m[1] ? Number(m[1]) : undefined, m: Number(m[2]), d: Number(m[3]) }) },
  // '16.03.2026', with a dot after the year where the sentence goes on as Croatian and Serbian write it ('17.07.2027. od 14:00'), and with a space after each dot as Czech and Slovak write it ('14. 9. 2026').
  { re: /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?!\d|\.(?!\s|$))|\b(\d{1,2})\. (\d{1,2})\. (\d{4})(?!\d|\.(?!\s|$))/gu, read: (m) => ({ y: fullYear(m[3] ?? m[6] ?? ''), m: Number(m[2] ?? m[5]), d: Number(m[1] ?? m[4]) }) },
  // 03.11. in a timetable's date column: the closing dot tells it from a time or a decimal.
  { re: /\b(\d{1,2})\.(\d{1,2})\.(?![\d.])/g, read: (m) => ({ m: Number(m[2]), d: Number(m[1]) }) },
  { re: /\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g, read: (m, order, reference) => slashed(Number(m[1]), Number(m[2]), Number(m[3]), order, reference) },
  { re: SLASHED, read: (m, order, reference) => slashed(Number(m[1]), Number(m[2]), fullYear(m[3] ?? ''), order, reference) },
  {
    // The first day of a range whose month follows its last: '21 - 23 September 2027', 'Tuesday 21 - Thursday 23 September', 'da martedì 12 a venerdì 15 ottobre 2027'.
    re: new RegExp(`\\b(\\d{1,2})(?:\\.|st|nd|rd|th)?(?=(?:\\s?[-–]\\s?|\\s(?:a|al|au|to|bis|até|hasta|do|tot|till?)\\s)(?:\\p{L}{2,12},?\\s)?\\d{1,2}(?:\\.|st|nd|rd|th)?\\s${MONTH}(?:[\\s,]{1,2}(\\d{4}))?)`, 'gu'),
    read: (m) => {
      const month = monthOf(m[2] ?? '');
      // A weekday after the dash wants one before the first day: 'SÕIT 1 – reede, 5. veebruar 2027' is a leg's number, then its day.
      const weekdayAfter = /^(?:\s?[-–]\s?|\s\p{L}{1,4}\s)\p{L}/u.test(m.input.slice(m.index + m[0].length));
      if (weekdayAfter && !WEEKDAY_BEFORE.test(m.input.slice(Math.max(0, m.index - 20), m.index))) return undefined;
      return month ? { d: Number(m[1]), m: month, y: m[3] ? Number(m[3]) : undefined } : undefined;
    },
  },
  {
    // 16MAR, 16MAR26, 16 Mar 2026, 20-Jul, 05-Juni-2017, 5. November 2017, 14 de marzo de 2027, 8 d'abril de 2027, and a card's cells '25 / september 2027'
    re: new RegExp(`\\b(\\d{1,2})(?:\\.|st|nd|rd|th)?(?:\\s(?:de|di|del)\\s|\\sd['’]|\\sta['’]\\s|\\s/\\s|[\\s-])?${MONTH}(?:\\s(?:de|del)\\s(\\d{4})|[\\s,-]{0,2}(\\d{4}|\\d{2}(?![\\d:.])))?(?!\\p{L})`, 'gu'),
    read: (m) => {
      const month = monthOf(m[2] ?? '');
      const year = m[3] ?? m[4];
      return month ? { d: Number(m[1]), m: month, y: year ? fullYear(year) : undefined } : undefined;
    },
  },
  {
    // March 16, 2026; Mar 16 2026; Mar 16
    re: new RegExp(`(?<!\\p{L})${MONTH}\\s(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s(\\d{4}))?(?![\\d:])`, 'gu'),
    read: (m) => {
      const month = monthOf(m[1] ?? '');
      return month ? { d: Number(m[2]), m: month, y: m[3] ? Number(m[3]) : undefined } : undefined;
    },
  },
];

/** Words before a time that make it a journey's length, not a time of day ('Dauer', 'FLUGDAUER', 'reisduur 7:55 u', 'Flugzeit'), in the usual languages. */
export const DURATION_WORDS =
  '\\p{L}*dauer|duration|durée|doba|travel\\s*time|reisezeit|reisduur|reistijd|restid|rejsetid|reisetid|czas podróży|durata|duraci[óo]n|dura[çc][ãa]o|s[üu]re|flight\\s*time|flugzeit|vliegtijd|flygtid|czas lotu|layover|connection\\s*time|umsteigezeit|temps de correspondance|tiempo de conexi[óo]n|tempo de (?:liga[çc][ãa]o|conex[ãa]o)|tempo di coincidenza|overstaptijd';
/** Words of a purchase, a payment or a ticket's issue, whose dates and times are no journey's or event's ('Data acquisto', 'PURCHASED', 'Kjøpt', 'Fecha emisión', 'Ημερομηνία πληρωμής'). */
export const PURCHASE_WORDS = 'purchased?|uplat\\p{L}*|pla[ćc]anj\\p{L}*|sat[ıi]n\\s+al\\p{L}*|kupnje|kupovine|gekauft|kaufdatum|achat|compra|acquisto|aankoop|gekocht|besteld|zakupu|zam[óo]wieni\\p{L}*|nákupu|objedn[áa]vk\\p{L}*|köpt|k[øo]bt|kj[øo]pt|fecha\\s+(?:de\\s+)?emisi[óo]n|data\\s+(?:de\\s+|di\\s+)?emiss(?:[ãa]o|ione)|ausgestellt|date\\s+d.[ée]mission|[ée]mis\\s+le|pass[ée]e\\s+le|ημερομην[ίι]α\\s+[έε]κδοσης|訂購|订购|購買|购买|下單|下单|注文日|購入日|주문|구매|gebucht|booked|effectu[ée]e|issued|vystavení|payment|zahlung|belastet|abgebucht|charged|addebitat\\p{L}*|platby|paid|bezahlt|pay[ée]|pagad[oa]|pagat[oa]|pagamento|betaald|zap[łl]acon\\p{L}*|p[łl]atno[śs][ćc]|zaplaceno|ödeme|betaling|betalning|betal[td]|maksu|maksettu|makstud|fizetés|plat[ăa](?!\\p{L})|πληρωμ\\p{L}*|оплат\\p{L}*|thanh toán|pembayaran|tarikh\\s+tempahan|ทำรายการ|پرداخت|רכיש\\p{L}*|שולם|תשלום|支払|付款|支付|결제';

/** The length of a match less the separators it ends with ('16 Mar, ' is 6 long). */
function withoutTrailing(match: string) {
  let length = match.length;
  while (length > 0 && /[\s,-]/.test(match.charAt(length - 1))) length--;
  return length;
}

const DIGIT = /\d/;

/** The spans of `text` already read, each character marked once (so that a check costs a span's length, not the hits so far). */
function spans(text: string) {
  const marked = new Uint8Array(text.length + 1);
  return {
    add: ({ index, length }: { index: number; length: number }) => marked.fill(1, Math.max(0, index), index + length),
    overlaps: ({ index, length }: { index: number; length: number }) => marked.subarray(index, index + length).includes(1),
  };
}

/**
 * Every date in `text`, in order, the years that are left out filled in from `reference`. With
 * `dayMonth`, also '15/07' without a year, and '22.06' straight before a colon's time (a
 * timetable's date column; elsewhere it may be a seat, a fraction or a time).
 */
export function findDates(text: string, reference: Date, { dayMonth = false } = {}): DateHit[] {
  // The cheap test first: every form holds a digit, and many a line read holds none.
  if (!DIGIT.test(text)) return [];
  const hits: DateHit[] = [];
  const taken = spans(text);
  const order = slashOrderIn(text, reference);
  const dayMonthPatterns: Pattern[] = [
    { re: SLASHED_NO_YEAR, read: (m) => slashed(Number(m[1]), Number(m[2]), undefined, order, reference) },
    { re: DOTTED_NO_YEAR, read: (m) => ({ d: Number(m[1]), m: Number(m[2]) }) },
  ];
  for (const { re, read } of dayMonth ? [...patterns, ...dayMonthPatterns] : patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const parts = read(m, order, reference);
      const year = parts && (parts.y ?? (parts.m ? yearFor(parts.m, parts.d, reference) : undefined));
      // A match that is no date may hide one that starts inside it ('06:25 del 15 de noviembre' is first '25 del 15').
      if (!parts || !year || !parts.m || !valid(year, parts.m, parts.d)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const hit = { index: m.index, length: withoutTrailing(m[0]), date: `${year}-${pad(parts.m)}-${pad(parts.d)}`, yearGiven: parts.y !== undefined };
      if (taken.overlaps(hit)) continue;
      taken.add(hit);
      hits.push(hit);
    }
  }
  return withRangeYears(text, hits.sort((a, b) => a.index - b.index));
}

/** The most characters between a range's first day and its last ('12. august til søndag 15. august 2027'). */
const RANGE_GAP = 30;
/** What joins a range's first day to its last: a dash or a word for 'to', and the last day's weekday. */
const RANGE_JOIN = /^[\s,]*(?:[-–—~〜]|to|til|till|bis|au|al|[aà]|through|thru|until|tot|do|hasta|at[ée])[\s,]+(?:\p{L}+\.?,?\s+)?$/iu;

/**
 * A range's first day written without its year takes the year of its last ('fra 12. august til 15. august 2027'), or
 * the year before when it would fall after the last day ('28 December – 3 January 2028'): not the reference's.
 */
function withRangeYears(text: string, hits: DateHit[]): DateHit[] {
  return hits.map((hit, k) => {
    const next = hits[k + 1];
    if (hit.yearGiven || !next?.yearGiven || next.index - (hit.index + hit.length) > RANGE_GAP || !RANGE_JOIN.test(text.slice(hit.index + hit.length, next.index))) return hit;
    const year = Number(next.date.slice(0, 4));
    const date = `${year}${hit.date.slice(4)}`;
    return { ...hit, date: date <= next.date ? date : `${year - 1}${hit.date.slice(4)}` };
  });
}

export interface TimeHit {
  index: number;
  length: number;
  /** `HH:mm` */
  time: string;
}

/**
 * '16h' alone after a label's colon ('Início da partida: 16h'; 'Journey time: 6h 22m' is a length) or a word of from or until ('dès 16h', 'ab 15 Uhr', 'vanaf 15 uur'), and '19 h 30' with two
 * digits of hours (a journey's '1 h 25' and '12 h 50 min' are lengths), neither after a duration's word ('Durée : 2h': DURATION_BEFORE).
 */
const HOURS_IN_WORDS = /(?:(?<=[:：][ \t]{0,3})(?<hour>[01]?\d|2[0-3])[ \t]?h(?![ \t]?\d)|(?:\b|(?<=(?<!\p{L})à[ \t]))(?<hour2>[01]\d|2[0-3]|(?<=à[ \t])\d)[ \t]h[ \t](?<minute>[0-5]\d)(?![ \t]?m)|(?<=(?<!\p{L})(?:dès|à partir de|jusqu'à|à|ab|bis|um|vanaf|tot|om|desde las|a partir de las|hasta las|a partir das|até [aà]s)[ \t])(?<hour3>[01]?\d|2[0-3])[ \t]?(?:h|uhr|uur))(?![\p{L}\d])/giu;
/** A duration's word in the few words before such a time, on its line. */
const DURATION_BEFORE = new RegExp(`(?<!\\p{L})(?:${DURATION_WORDS})[^\\n]{0,20}$`, 'iu');

/** A time as Swahili says it: 'saa' (hour), its hour counted from six, and its part of the day. */
const SWAHILI_TIME = /(?<![\p{L}\d])saa\s(?<swHour>1[0-2]|0?[1-9])(?:[:.](?<minute>[0-5]\d))?\s(?<swHalf>asubuhi|alfajiri|mchana|jioni|usiku)(?!\p{L})/giu;
/** A Swahili hour (1 to 12, from six) and its part of the day as a 24-hour clock's: 'usiku' is the evening until midnight, then the small hours. */
function swahiliHour(hour: number, half: string): number {
  const clock = (hour + 6) % 12;
  const evening = /^(?:mchana|jioni)$/i.test(half) || (/^usiku$/i.test(half) && clock >= 6);
  return clock + (evening ? 12 : 0);
}

/** Hindi's half of the day for an hour: morning's 'सुबह' before noon, afternoon's 'दोपहर' and evening's 'शाम' after it, and night's 'रात' after it until the small hours. */
const hindiHalf = (word: string, hour: number) => (word === 'सुबह' || (word === 'रात' && (hour < 6 || hour === 12)) ? 'a' : word === 'दोपहर' && hour === 12 ? undefined : 'p');

/** A plane's pictogram just before a time in hours ('✈ / 2h35 / Direto'): the flight's length, as cards draw it between its ends. */
const PLANE_BEFORE = /[✈🛫🛬]\uFE0F?[\s/|·]{0,4}$/u;

/**
 * Every time of day in `text`, in order: '07:05', '7.05', '07:05 AM', '7 pm', '19 h 30', Flemish '19u30', '16h' after a label, and with `compact`
 * also '0705' (as GDS lines and timetables write them). Spans in `skip` (dates) are passed over.
 */
export function findTimes(text: string, { compact = false, skip = [] as { index: number; length: number }[] } = {}): TimeHit[] {
  if (!DIGIT.test(text)) return [];
  const hits: TimeHit[] = [];
  const taken = spans(text);
  for (const span of skip) taken.add(span);
  const res = [
    // Swahili's hours, counted from six in the morning and the evening, and their half of the day: 'Saa 3:00 usiku' is 21:00, 'saa 11:30 alfajiri' 05:30.
    SWAHILI_TIME,
    // '£14.00', '€ 9.50', 'EUR     11.37', 'RM 4.00': an amount, not a time; '오후 6:00', '午後6:30': in the afternoon.
    /(?:(?<cjk>오전|오후|午前|午後|上午|下午)\s?|(?<hindi>सुबह|दोपहर|शाम|रात)\s)?(?<![£$€¥₹]\s?|\b(?:EUR|USD|GBP|CHF|PLN|CZK|SEK|NOK|DKK|HUF|INR|JPY|CAD|AUD|BRL|MXN|TRY|RM|Rp|MYR|IDR|SGD|HKD|NZD|ZAR|KES|THB|ISK|RON|BGN|RSD)[ \t]{0,12})\b(?<hour>[01]?\d|2[0-3])[:.hu](?<minute>[0-5]\d)(?::[0-5]\d)?(?:\s?(?<half>[AaPp])(?:\.\s?)?[Mm](?![A-Za-z])\.?|\s(?<arabicHalf>صباح|مساء)[\u064Bاء]*|\s(?<malayHalf>PG|PTG|MLM|pagi|petang|tengah hari|malam)(?![A-Za-z])|\s(?<irishHalf>[ri])\.n\.|\sng\s(?<tagalogHalf>umaga|tanghali|hapon|gabi|madaling[- ]araw))?(?!\d|\.\d|\s?%)/g,
    /\b(?<hour>1[0-2]|0?[1-9])\s?(?<half>[ap])(?:\.\s?)?m\b\.?/gi,
    // Hindi's hour of the clock with its half of the day: 'शाम 6 बजे'.
    /(?<hindi>सुबह|दोपहर|शाम|रात)\s(?<hour>1[0-2]|0?[1-9])\sबजे/gu,
    HOURS_IN_WORDS,
    ...(compact ? [/\b(?<hour>[01]\d|2[0-3])(?<minute>[0-5]\d)(?<half>[AaPpNM])?(?!\d)/g] : []),
    // '午前9時00分', '오후 1시 20분', '下午3点05分': an hour and its minutes in Japanese, Korean or Chinese ('2時間', '3시간' are durations).
    // '点' alone counts things ('2点'): an hour only with its minutes.
    /(?<cjk>午前|午後|오전|오후|上午|下午|早上|晚上)?\s?(?<!\d)(?<hour>[01]?\d|2[0-3])\s?(?:(?:時(?![間限])|时|시(?!간))\s?(?:(?<minute>[0-5]?\d)\s?[分분]|(?<halfHour>[半반]))?|[點点]\s?(?<minutes>[0-5]?\d)\s?分)/gu,
  ];
  for (const re of res) {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const hit = { index: m.index, length: m[0].length };
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (taken.overlaps(hit) || (re === HOURS_IN_WORDS && DURATION_BEFORE.test(before)) || (/^\d+h/i.test(m[0]) && PLANE_BEFORE.test(before))) continue;
      taken.add(hit);
      if (m.groups?.swHour && m.groups.swHalf) {
        hits.push({ ...hit, time: `${pad(swahiliHour(Number(m.groups.swHour), m.groups.swHalf))}:${pad(Number(m.groups.minute ?? 0))}` });
        continue;
      }
      const { hour: hh = m.groups?.hour2 ?? m.groups?.hour3, half: halfDay, cjk, arabicHalf, malayHalf, irishHalf, tagalogHalf, hindi, halfHour } = m.groups ?? {};
      const minute = halfHour ? '30' : (m.groups?.minute ?? m.groups?.minutes);
      let hour = Number(hh);
      // 'صباحاً' and 'مساءً': morning and evening in Arabic; 'PG', 'PTG' and 'MLM' (pagi, petang, malam, also in full, and 'tengah hari', noon) in Malay; Irish 'r.n.' and 'i.n.'
      // (roimh nóin, iarnóin); Tagalog's 'ng umaga', 'ng madaling-araw' (morning), 'ng tanghali' (noon), 'ng hapon', 'ng gabi'; Hindi's morning, afternoon, evening and night ('रात 11:30' is 23:30, 'रात 1:15' 01:15).
      const half = cjk
        ? /[後후下晚]/.test(cjk) ? 'p' : 'a'
        : arabicHalf
          ? arabicHalf === 'مساء' ? 'p' : 'a'
          : malayHalf
            ? /^(?:PG|pagi)$/.test(malayHalf) ? 'a' : 'p'
            : irishHalf
              ? irishHalf === 'r' ? 'a' : 'p'
              : tagalogHalf
                ? /^(?:umaga|madaling)/.test(tagalogHalf) ? 'a' : tagalogHalf === 'tanghali' && hour === 12 ? undefined : 'p'
                : hindi
                ? hindiHalf(hindi, hour)
                : halfDay?.toLowerCase();
      if (half === 'p' && hour < 12) hour += 12;
      if (half === 'a' && hour === 12) hour = 0;
      hits.push({ ...hit, time: `${pad(hour)}:${pad(Number(minute ?? 0))}` });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The words a time is said at ('kl. 08.25', 'um 9:30', 'ore 10:30', 'a las 8:30'). */
export const TIME_WORDS = 'kl|klo|kell|at|um|à|às|a las|alle|ore|om|godz';

/** Weekdays written in full, in the languages of the corpora and their neighbours. */
export const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|segunda-feira|ter[çc]a-feira|quarta-feira|quinta-feira|sexta-feira|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|poniedzia[łl]ek|wtorek|[śs]roda|czwartek|pi[ąa]tek|sobota|niedziela|pond[ěe]l[íi]|[úu]ter[ýy]|st[řr]eda|[čc]tvrtek|p[áa]tek|ned[ěe]le|pazartesi|sal[ıi]|[çc]ar[şs]amba|per[şs]embe|cuma|cumartesi|pazar|m[åa]ndag|tisdag|onsdag|torsdag|fredag|l[øö]rdag|s[øö]ndag|tirsdag|hétfő|kedd|szerda|csütörtök|péntek|szombat|vasárnap|marți|miercuri|joi|vineri|sâmbătă|duminică|(?:esmas|teisi|kolma|nelja|lau|püha)päev(?:al)?|reedel?|maanantai|tiistai|keskiviikko|torstai|perjantai|lauantai|sunnuntai|понеділок|вівторок|середа|четвер|п[ʼ’\\u0027]?ятниця|субота|неділя|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье|понеделник|сряда|четвъртък|петък|събота|неделя|jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili|thứ (?:hai|ba|tư|năm|sáu|bảy)|chủ nhật|(?:วัน)?(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์|อาทิตย์)(?:ที่)?|ال(?:أحد|احد|اثنين|إثنين|ثلاثاء|أربعاء|اربعاء|خميس|جمعة|سبت)|(?:ორ|სამ|ოთხ|ხუთ)?შაბათი|პარასკევი|კვირა|сабота|четврток|петок|недела';

/** Weekdays' short forms, as a table's cell or a date's first word writes them ('Sa.', 'ven', 'čt', 'ke'). */
export const SHORT_WEEKDAYS = 'mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|ne|po|út|st|čt|pá|lun|mar|mer|jeu|ven|sam|dim|ma|ti|ke|to|pe|la|su|za|zo|wo|vr';
/** A weekday just before a day ('Tuesday 21', 'Di., 21'). */
const WEEKDAY_BEFORE = new RegExp(`(?<!\\p{L})(?:${WEEKDAYS}|${SHORT_WEEKDAYS})\\.?,?\\s$`, 'iu');

/** `written` less the word that joined it to the date after it ('La traviata am', 'Lyon Perrache le'). */
export const lessDateWord = (written: string) => written.trim().replace(/\s(?:on|le|am|el|il|op|at|um|à|em|no|na)$/i, '').trim();

/** The day after `date` (`YYYY-MM-DD`), or `days` after it. */
export function addDays(date: string, days = 1): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
