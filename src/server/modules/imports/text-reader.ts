// Reads itineraries from text, whatever the layout: a US agency's plain-text itinerary, an
// airline's mail turned to text, GDS segment lines, a PDF's text. It looks for what every
// confirmation has (flight numbers, airport codes or names, dates and times, labelled references,
// check-in and pick-up dates) rather than for one sender's template.
import { airlineNamedAt, airlineOfIcao } from '../../places/airlines.js';
import { airportOf, airportsNamedIn, normalName } from '../../places/airports.js';
import { bcbpFlight } from './bcbp.js';
import { addDays, DURATION_WORDS, findDates, findTimes, slashedDatesDayFirst, TIME_WORDS, type DateHit, type TimeHit } from './dates.js';
import { lineStartsOf, trimmedWhere } from '../../../shared/text.js';
import { textEvents } from './events.js';
import { found, guesses, noFlight, noPlace, type Found, type FoundTime } from './found.js';
import { BLANK_HEADING } from './html.js';
import { cellsOf, groundWords, namesVehicle, stopJourneys } from './stops.js';

/** Three-letter codes that name something else than a place in a mail, in brackets too: a label ('Kodu (PNR)'), a time zone, a currency. */
const CODES_NOT_PLACES = new Set(
  'PNR REF TKT PAX INF CHD ADT DOB ETA ETD VAT IVA TVA KDV PPN IGV GST HST QST ABN ACN TAX UTC GMT CET EST PST PDT EDT CST MST BST USD EUR GBP CHF JPY CAD AUD DKK SEK NOK PLN CZK HUF MXN BRL CNY SGD NZD ZAR AED ISK RON BGN KRW INR TRY THB'.split(' '),
);
/** Three-letter words that are airport codes too but, in capitals in a mail, are mostly something else (in brackets, they are the airport: 'Seattle (SEA)'). */
const NOT_AIRPORTS = new Set([
  ...CODES_NOT_PLACES,
  ...'THE AND FOR YOU ARE NOT ALL ONE TWO MRS ARR DEP NON OUT VIA AIR SEA BUS CAR FEE NET AGT OPS WEB APP NEW OLD MAX MIN AVG PER QTY ROW SEAT TAP LTD INC LLC PLC'.split(' '),
  // A company's tax or register number's label in a footer ('NIP 527-301-44-18', 'CIF B-12345678', 'KVK 3412…', 'BTW NL…', 'UST-IdNr.').
  ...'NIP CIF KVK BTW UST'.split(' '),
]);

/** A weekday in capitals before its date ('SAT 12 JUN 2027'), not Sun Valley's or San Antonio's airport. */
const WEEKDAY_BEFORE_DATE = /^(?:MON|TUE|WED|THU|FRI|SAT|SUN),? ?\d{1,2}(?!\d)/;

/** The labels of a booking reference, in the languages of the mails people get. */
const REFERENCE_LABEL =
  /(?:booking\s*(?:reference|ref\.?|code|number|nummer|nr\.?|no\.?)|bestillingsnummer(?:et)?(?:\s+(?:deres|ditt|din|jeres|dit))?|bestillingsreferansen?|ordre-?(?:nummer|nr\.?)|ordernummer|(?:pedido|encomenda|commande|ordine|orden)\s*(?:n\.?\s?[º°]|#)|nr\.?\s*(?:rezerwacji|zam[óo]wienia)|reservasjonsnummer|booking(?=\s+[A-Z0-9-]*\d)|rezervacij[ae](?=\s+[A-Z0-9-]*\d)|order\s*(?:number|no\.?|#)|reservation\s*(?:code|number|no\.?|#)|individual reservation code|confirmation\s*(?:number|code|no\.?|#)?|record\s*locator|airline\s*(?:booking\s*)?reference|buchungs(?:nummer|code|referenz|nr\.?)|reservierungsnummer|best(?:ä|ae|a)tigungs(?:nummer|nr\.?)|locali[zt]z?ador|n°\s*de\s*r[ée]servation|contrat\s*n[°º]|contract\s*(?:no\.?|number)|dossier\s*(?:voyage|de\s*voyage)|dossier-nr\.?|dossier(?=\s+[A-Z0-9]{6}\b)|(?:prenotazione|reserva|r[ée]servation|buchung|rezerwacja|reservering)\s+(?:n[úu]mero|numéro|nummer|nr\.?|n\.?[º°]|n\.)|auftrags-?(?:nummer|nr\.?)|k[óo]d\s*transakce|(?:electronic|e-?)\s*ticket(?:\s*(?:number|no\.?))?|elektronick[áa]\s*j[íi]zdenka(?:\s*č\.)?|pnr(?:\s*(?:no\.?|kodu|code|kod))?|booking\s*id|(?<!(?:gift|discount|promo|travel)\s)voucher\s*(?:number|no\.?|#)|registration\s*(?:id|number|no\.?|code)|(?:registrierungs|anmelde|teilnehmer)(?:nummer|nr\.?)|num[ée]ro\s*d.inscription|n[úu]mero\s*de\s*inscripci[óo]n|numero\s*(?:di\s*)?iscrizione|inschrijvingsnummer|registreringsnummer|ticket\s*(?:number|no\.?|id)|order\s*id|bestell-?(?:nummer|nr\.?)|vorgangsnummer|ticketnummer|ticket-?code|folio\s*de\s*compra(?=[\s:#]*[A-Z-]*\d)|broj\s*(?:rezervacije|narud[žz]be|potvrde)|narud[žz]ba\s*(?:br\.|broj)|numru\s*tal-prenotazzjoni|rezerva[čc]n[íi]\s*k[óo]d(?:\s+leteck[ée]\s+spole[čc]nosti)?|rezervacijska\s*koda|registreeringu\s*(?:number|nr\.?)|codice\s*(?:di\s*)?registrazione|nr\.?\s*zg[łl]oszenia|број\s*(?:резервације|наруџбе|карте|потврде)|број\s*на\s*(?:резервација|билет)|[šs]tevilka\s*(?:rezervacije|naro[čc]ila)|cyfeirnod(?:\s*(?:archeb|archebu))?|namba(?:ri)?\s*ya\s*(?:uthibitisho|kuhifadhi|uhifadhi|tiketi)|reservaci[óo]n(?=[\s:/]*[A-Z0-9-]*\d)|boekingsnummer|(?:boeking|reservering) met (?:het )?nummer|reserveringsnummer|reservatienummer|รหัสการจอง|หมายเลขการจอง|reserveringscode|dossiernummer|bestelnummer|num[ée]ro\s*de\s*(?:r[ée]servation|confirmation|commande|dossier|billet)|r[ée]f[ée]rence\s*(?:de\s*(?:r[ée]servation|dossier))?|refer[êe]ncia(?:\s*da\s*reserva)?|referencia(?:\s*de\s*(?:la\s*)?reserva)?|riferimento(?:\s*(?:della\s*)?prenotazione)?|n(?:[úu]mero|o\.)\s*de\s*(?:reserva|pedido|confirmaci[óo]n|localizador|billete)|(?:reservaci[óo]n|confirmaci[óo]n)\s*con\s*(?:el\s*)?n[úu]mero|c[óo]digo\s*de\s*(?:reserva|confirmaci[óo]n)|n[úu]m(?:ero|\.)?\s*de\s*(?:comanda|reserva|localitzador)|clave\s*de\s*(?:reservaci[óo]n|confirmaci[óo]n)(?:\s*de\s*la\s*aerol[íi]nea)?|numero\s*(?:di\s*)?(?:prenotazione|conferma|biglietto)|codice\s*(?:di\s*)?(?:prenotazione|ordine)|numero\s*(?:di\s*|d['’]\s*)?ordine|n[úu]mero\s*da\s*reserva|n\.?[º°]\s*d[aeo]\s*(?:reserva|encomenda|pedido|confirma[çc][ãa]o|inscri[çc][ãa]o)|n[úu]mero\s*da\s*encomenda|c[óo]digo\s*da\s*reserva|numer\s*(?:rezerwacji|biletu|zam[óo]wienia|potwierdzenia)|kod\s*(?:rezerwacji|potwierdzenia)|jegyazonos[íi]t[óo]|[čc][íi]slo\s*(?:rezervace|objedn[áa]vky|j[íi]zdenky|dokladu)|k[óo]d\s*rezerv[áa]c(?:e|ie)|(?:rezervace|rezerv[áa]cie|objedn[áa]vk[ay])\s*[čc]\.(?=\s*[A-Z0-9-]*\d)|k[óo]d\s*(?:rezervace|rezerv[áa]cie|dokladu|j[íi]zdenky)|bilet\s*nr\.?|boknings(?:nummer|referens|kod)|bekr[æa]ftelses(?:nummer|nr\.?)|bekreftelses(?:nummer|nr\.?)|reservationsnummer|biljettnummer|referansenummer|bookingkode|boekingscode|(?:varaus|tilaus|vahvistus)(?:koodi|numero|tunnus)|erreserba[- ]?(?:kodea|zenbakia)|uimhir\s*(?:thagartha|áirithinte|ordaithe)|کد\s*(?:رهگیری|رزرو)|شماره\s*(?:رزرو|بلیت|پیگیری|سفارش)|(?:შეკვეთის|ჯავშნის)\s*ნომერი|tellimuse\s*(?:number|nr\.?)|rendel[ée]s(?:sz[áa]m|i\s*sz[áa]m)|sipari[şs]\s*(?:no\.?|numaras[ıi])|αριθμ[όο]ς\s*παραγγελ[ίι]ας|foglal[áa]si\s*(?:sz[áa]m|k[óo]d)|cod\s*(?:de\s*)?rezervare|num[ăa]r\s*(?:de\s*)?(?:rezervare|bilet|comand[ăa])|rezervasyon\s*(?:kodu|numaras[ıi]|no\.?)|κωδικ[όο]ς\s*κρ[άα]τησης|αριθμ[όο]ς\s*κρ[άα]τησης|κρ[άα]τησ[ηή](?:\s*σας)?\s*με\s*αριθμ[όο]|m[ãa]\s*(?:đặt\s*(?:phòng|chỗ|vé|bàn|xe)|xác\s*nhận)|kode\s*(?:booking|pemesanan|reservasi)|nomor\s*(?:pemesanan|reservasi|booking)|broneeringu\s*(?:number|kood)|pileti\s*number|b[óo]kunarn[úu]mer|p[öo]ntunarn[úu]mer|tellimus(?:e\s*(?:number|nr\.?))?(?=\s*[/:])|(?:rezervacijos|užsakymo)\s*(?:numeris|kodas|nr\.?)|(?:rezervācijas|pas[ūu]t[īi]juma|bi[ļl]etes)\s*(?:numurs|kods|nr\.?)|(?:nombor|no\.?|kod)\s*(?:tempahan|rujukan|pengesahan)|numri\s*i\s*rezervimit|رقم\s*(?:الحجز|التأكيد)|מספר\s*(?:הזמנה|ההזמנה|אישור|כרטיס)|אסמכתא|קוד\s*הזמנה|номер\s*(?:замовлення|бронювання|заказа|бронирования|квитка|билета|на\s*резервация(?:та)?)|(?:резервация|бронь|заказ|замовлення)\s*№|予約番号|注文番号|受付番号|訂位代號|訂位編號|訂單編號|預約編號|预约号|预订号|预订编号|预订编码|取票号|取票码|購入番号|订单号|登记编号|登記編號|报名编号|注册编号|예약\s?번호|확인\s?번호|(?<!사업자\s?)(?<![\uAC00-\uD7A3])등록\s?번호|예매\s?번호|주문\s?번호|(?:बुकिंग|आरक्षण|पुष्टि(?:करण)?|पीएनआर)\s*(?:आईडी|नंबर|संख्या|कोड|संदर्भ)|पीएनआर|टिकट\s*(?:नंबर|संख्या))\s*[:#：]?/gi;
/**
 * A one-word label, a reference only with its colon ('Reserva: TR55K21'; 'Reservation confirmed' is none), or alone on its line over a
 * value with a digit (a card's 'Referanse' over 'FJB8K2LQ'); within a line, only a value with a digit ('Your reservation: HV83KQ2Z', not
 * 'Nom associé au dossier : DUBOIS').
 */
const ONE_WORD_LABELS = 'reserva|r[ée]servation|prenotazione|reservering|rezerwacja|buchung|bestellung|pedido|dossier|referanse|referens';
const COLON_LABEL = new RegExp(`\\b(?:${ONE_WORD_LABELS}) ?:|^[ \\t]*(?:${ONE_WORD_LABELS})[ \\t]*$`, 'gim');

/** A ticket's number, not a booking's reference ('Ticket number: 108 2412 558 903'). */
const TICKET_LABEL = /ticket|כרטיס|بلیت|bi[ļl]et|biglietto|billete|billet|bilhete|biljett|fahrschein|jegy|квит|билет|tiketi|[čc][íi]slo\s*dokladu/i;

/** A reference (after a label's colon or dot leaders: 'Booking ref .. 6TQW2H'): letters and digits (a lower-case letter before capitals too: 'eIC74619283'), with single dots, dashes or slashes inside ('4812.339.017', 'WC-2048-771'), or spaces between digits ('3104 5528 19'); after its label's verb where a sentence gives it ('Your registration ID is CNB-14-00931'). */
const REFERENCE = /^[\s:#*)：】]*(?:\.{2,}[\s:]*)?(?:([-–/])[ \t]+)?(?:[(（][^)）\n]{0,40}[)）][\s:：]*)?(?:(?:is|ist|lautet|est|es|è|är|er)[\s:]+)?((?:[a-z](?=[A-Z]))?[A-Z0-9\u0410-\u042FІЇЄҐ](?:[A-Z0-9\u0410-\u042FІЇЄҐ]|[-./](?=[A-Z0-9\u0410-\u042FІЇЄҐ])|(?<=\d) (?=\d)){4,24})(?![A-Za-z0-9\u0410-\u044FІЇЄҐіїєґ])/;

/** A reference after a number sign, where no label names one: six letters or digits or more. */
const NUMBER_SIGN = /(?<![\p{L}\d&])#\s?([A-Z0-9]{6,24})(?![\w-])/gu;
/** A colour, not a reference ('#FF00AA'): six or eight hexadecimal digits with a letter among them. */
const HEX_COLOUR = /^(?=.*[A-F])(?:[0-9A-F]{6}|[0-9A-F]{8})$/;

/** The labels of a shop's order number, which a booking's own reference goes before ('Commande n°', 'Číslo objednávky', 'מספר הזמנה', '订单号'; a reservation's receipt, '受付番号'). */
const ORDER_LABEL = /order|pas[ūu]t[īi]jum|u[žz]sakym|bestel|auftrag|commande|comanda|pedido|encomenda|ordine|zam[óo]wieni|objedn[áa]vk|ordre|sipari|tilaus|rendel|narud[žz]b|naro[čc]il|παραγγελ|מספר\s*ה?הזמנה|注文|受付|订单|주문|접수|سفارش|tellimus/i;

/** The reference at the start of `text`: after a dash or a slash ('RESERVATION NUMBER - E3A5F9', 'Bokningsnummer / NZT4482K') only with a digit ('Order confirmation / INVOICE'). */
function referenceIn(text: string): string | undefined {
  const m = REFERENCE.exec(text);
  return m && (!m[1] || /\d/.test(m[2] ?? '')) ? m[2] : undefined;
}

/** Whether a table's heading is a reference's label, whole ('Vahvistusnumero', 'No. de confirmación'). */
const isReferenceHeading = (heading: string) => [...heading.matchAll(REFERENCE_LABEL)].some((m) => m.index === 0 && m[0].trimEnd().length === heading.length);

/** A table's column of references, by its heading ('Data  Voo  Origem  …  Reserva'). */
const REFERENCE_COLUMN = /^(?:pnr|reserva|r[ée]servation|booking(?:\s*ref(?:erence)?)?|ref(?:erence)?\.?|(?:record\s*)?locator|localizador|buchung(?:scode)?|rezerwacja|prenotazione|boeking|conf(?:irmation)?\.?)$/i;
/** Rows read under such a heading, at most. */
const COLUMN_ROWS = 20;

/** The references in a table's column of them, each where its row is (so that each segment of the row takes its own). */
function columnReferences(text: string): { index: number; value: string; ticket: boolean; order: boolean }[] {
  const out: { index: number; value: string; ticket: boolean; order: boolean }[] = [];
  const lines = text.split('\n');
  const starts = lineStartsOf(text);
  for (const [i, line] of lines.entries()) {
    if (line.length > 250 || /\d/.test(line)) continue;
    const cells = cellsOf(line);
    const column = cells.length >= 3 ? cells.findIndex((c) => REFERENCE_COLUMN.test(c.text) || isReferenceHeading(c.text)) : -1;
    const heading = cells[column];
    if (!heading) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + COLUMN_ROWS); j++) {
      const row = lines[j] ?? '';
      // Rules between the headings and the rows ('-----', '=====') are passed over; a blank line or a line of text ends the table,
      // but for a blank line between rows as a page's table is read ('1. Superior Twin    48213077    …' under 'Huone   Vahvistusnumero   …').
      if (/^[\s=_*~-]+$/.test(row) && row.trim() !== '') continue;
      if (row.trim() === '' && cellsOf(lines[j + 1] ?? '').length === cells.length) continue;
      // The cell under the heading: where it starts, or by order in a row of as many cells as the headings.
      const rowCells = cellsOf(row);
      const cell = rowCells.find((c) => Math.abs(c.start - heading.start) <= 2) ?? (rowCells.length === cells.length ? rowCells[column] : undefined);
      const value = cell ? referenceIn(cell.text) : undefined;
      if (!value || !(/\d/.test(value) || /^[A-Z]{5,8}$/.test(value))) break;
      out.push({ index: (starts[j] ?? 0) + (cell?.start ?? 0), value, ticket: TICKET_LABEL.test(heading.text), order: ORDER_LABEL.test(heading.text) });
    }
  }
  return out;
}

/** A payment's words naming a label's reference ('شماره پیگیری پرداخت', a payment's tracking number). */
const PAYMENT_NAMED = /(?<!\p{L})(?:payment|zahlung|paiement|pagamento|pago|betaling|p[łl]atno|پرداخت|оплат|thanh toán|pembayaran)/iu;

/** The reference a label names: on the label's line after it, else the first word of the next line with one. */
export function referencesIn(text: string): { index: number; value: string }[] {
  const out: { index: number; value: string; ticket: boolean; order: boolean }[] = [];
  const labels = [...[...text.matchAll(REFERENCE_LABEL)].map((m) => ({ m, oneWord: false })), ...[...text.matchAll(COLON_LABEL)].map((m) => ({ m, oneWord: true }))].sort(
    (a, b) => a.m.index - b.m.index,
  );
  for (const { m, oneWord } of labels) {
    // The label's line and those after it, as far as a column layout reaches.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 1000);
    const lineEnd = after.indexOf('\n');
    const line = lineEnd < 0 ? after : after.slice(0, lineEnd);
    // A label said twice or named whose before its colon or its cell's gap ('Numer biletu / rezerwacji:', 'Bestätigungsnummer Hotel:', 'Buchungscode LUFTHANSA:',
    // 'Localizador de la aerolínea (Iberia):', 'Localizador de la aerolínea (Turkish Airlines) / SX4P2L'): its value after them; a word straight after the label that no colon follows is the value ('PNR QZXKPL Status: …').
    const own = referenceIn(line);
    const colonAfter = own !== undefined && /^\s*[:：]/.test(line.slice(line.indexOf(own) + own.length));
    const named = /[:：]$/.test(m[0]) || (own && !colonAfter) ? undefined : /^\s*(?:[/|]\s*)?[^\s:\d]+(?: [^\s:\d]+){0,5}(?::|(?=[ \t]{2,}\S|\s[/|]\s))/.exec(line);
    // A payment's tracking number named after the label ('شماره پیگیری پرداخت:', 'Reference number payment:') is the bank's, not the booking's.
    if (named && PAYMENT_NAMED.test(named[0])) continue;
    const sameLine = named ? line.slice(named[0].length) : line;
    let value = named ? referenceIn(sameLine) : own;
    // The value under the label only when nothing follows the label on its line ('Ticket number: 108 2412' is no reference),
    // or a few words and a colon do and the value has a digit ('Show this confirmation number at the counter:'; 'Confirmation of dates:' over 'ARRIVAL' is none).
    const sentence = Boolean(named) || /^[^:\d\n]{1,30}:\s*$/.test(sameLine);
    if (!value && (sentence || /^[\s:#*]*(?:[(（][^)）\n]{0,40}[)）][\s:#*]*)?$/.test(sameLine))) {
      // The value on a following line, under the label (a column layout), also after a note in brackets ('Codice prenotazione (PNR)').
      const next = after.slice(lineEnd + 1).split('\n').find((l) => l.trim() !== '');
      const before = text.slice(Math.max(0, m.index - 1000), m.index);
      const labelColumn = before.length - before.lastIndexOf('\n') - 1;
      const under = next && next.length > labelColumn ? next.slice(Math.max(0, labelColumn - 4)) : next;
      value = under ? referenceIn(under.trimStart()) : undefined;
      if (sentence && !/\d/.test(value ?? '')) value = undefined;
    }
    // A row of headings with the label among them ('Bokningsnummer   Resenär' over 'NQ4827   Elin Lindqvist'): the cell under it, by order, with a digit.
    const gap = m[0].length - m[0].trimEnd().length + sameLine.length - sameLine.trimStart().length;
    if (!value && !named && gap >= 2 && /^[ \t]*[^\s\d:][^\d:\n]{0,40}$/.test(sameLine)) {
      const under = referenceIn(cellUnder(text, m.index) ?? '');
      if (under && /\d/.test(under)) value = under;
    }
    // A reference has a digit or is all capitals of five or more (ABCDEF), never a plain word.
    // A date after 'Fecha de la reserva:' is none ('21/01/2026').
    const before = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
    let lead = before.length;
    while (lead > 0 && ' \t*•·-'.includes(before.charAt(lead - 1))) lead--;
    const midLine = oneWord && lead > 0 && !'|>'.includes(before.charAt(lead - 1)) && !/\s\s/.test(before.slice(lead));
    // A voucher's number is a booking's alone on its line; one that a sentence goes on from was spent on it ('Voucher no. GIFT2027X used towards this booking').
    const spent = /voucher/i.test(m[0]) && value !== undefined && /\p{L}/u.test(line.slice(line.indexOf(value) + value.length));
    if (value && (midLine || (oneWord && !/:$/.test(m[0])) ? /\d/ : /\d|^[A-Z]{5,8}$/).test(value) && !spent && !/^\d{1,4}$/.test(value) && !/^\d{1,4}([./-])\d{1,2}\1\d{2,4}$/.test(value))
      out.push({ index: m.index, value, ticket: TICKET_LABEL.test(m[0]), order: ORDER_LABEL.test(m[0]) });
  }
  out.push(...columnReferences(text));
  out.sort((a, b) => a.index - b.index);
  // A booking's reference over a shop's order number, and either over a ticket's number: each only where the text gives nothing before it.
  const bookings = out.filter((r) => !r.ticket && !r.order);
  const orders = out.filter((r) => !r.ticket);
  const labelled = bookings.length > 0 ? bookings : orders.length > 0 ? orders : out;
  // Where no label names one, a number sign does ('#9876543210: From Vienna').
  const signed = labelled.length > 0 ? [] : [...text.matchAll(NUMBER_SIGN)].filter((m) => /\d/.test(m[1] ?? '') && !HEX_COLOUR.test(m[1] ?? '')).map((m) => ({ index: m.index, value: m[1] ?? '' }));
  return [...labelled.map(({ index, value }) => ({ index, value })), ...signed];
}

interface ReadContext {
  /** For dates written without a year: the mail's date, or now. */
  reference: Date;
  /** The day of a calendar event, for a journey its text gives no date for. */
  day?: string | undefined;
  /** The mail's subject, for an event's name the text does not label. */
  subject?: string | undefined;
}

type References = { index: number; value: string }[];
/** The reference labelled nearest to `index` (within a block's reach), else the mail's first. */
const nearest = (references: References, index: number) =>
  references.reduce<{ index: number; value: string } | undefined>(
    (best, r) => (Math.abs(r.index - index) < 1500 && (!best || Math.abs(r.index - index) < Math.abs(best.index - index)) ? r : best),
    undefined,
  ) ?? references[0];

/** Whether a code in capitals is the first word of another airport's name ('SAN FRANCISCO' is no San Diego). */
const beginsOtherAirport = (from: string, code: string) => {
  const named = airportsNamedIn(from)[0];
  return named?.index === 0 && named.iata !== code;
};

/** Airports written as codes in brackets ('Warszawa (WAW)'), not a label's, a zone's or a currency's ('Kodu (PNR)'). */
const bracketedAirports = (window: string) =>
  [...window.matchAll(/\(([A-Z]{3})\)/g)].map((m) => m[1] ?? '').filter((code) => airportOf(code) && !CODES_NOT_PLACES.has(code));

/** Airports a window names: codes in brackets first, then known codes in capitals, then names. */
function airportsIn(window: string): string[] {
  const bracketed = bracketedAirports(window);
  if (bracketed.length >= 2) return bracketed;
  // Three capitals alone, not inside a word of another script's letters ('BİLGİLERİ' holds no LER).
  const capitals = [...window.matchAll(/(?<![\p{L}\d])([A-Z]{3})(?![\p{L}\d])/gu)]
    .map((m) => ({ code: m[1] ?? '', index: m.index }))
    .filter((c) => airportOf(c.code) && !NOT_AIRPORTS.has(c.code) && !beginsOtherAirport(window.slice(c.index, c.index + 40), c.code) && !WEEKDAY_BEFORE_DATE.test(window.slice(c.index, c.index + 8)));
  if (capitals.length >= 2) return capitals.map((c) => c.code);
  // A city and its airport's name are one airport ('Zürich – Flughafen Zürich').
  const named = airportsNamedIn(window).filter((a, k, all) => a.iata !== all[k - 1]?.iata);
  if (named.length >= 2) return named.map((a) => a.iata);
  // A code and a name ('FRANKFURT - ISTANBUL (IST)'): in the order they are written, a name and
  // its own code ('Stockholm Arlanda (ARN)') one airport.
  return [...capitals.map((c) => ({ iata: c.code, index: c.index })), ...named]
    .sort((a, b) => a.index - b.index)
    .map((a) => a.iata)
    .filter((code, k, all) => code !== all[k - 1]);
}

/**
 * The airports of `known` (those the mail writes as codes) whose cities `window` names, in the order it
 * names them: a return told by its cities ('WQ 527 leaves Melbourne … and lands back in Sydney'), where
 * the cities have other airports too (Avalon; Melbourne, Florida) and the mail's way out named them
 * by code.
 */
function knownAirportsByCity(window: string, known: string[]): string[] {
  if (known.length < 2) return [];
  const words = ` ${normalName(window)} `;
  return known
    .map((code) => ({ code, city: normalName(airportOf(code)?.city ?? '') }))
    .map(({ code, city }) => ({ code, index: city.length >= 3 ? words.indexOf(` ${city} `) : -1 }))
    .filter((a) => a.index >= 0)
    .sort((a, b) => a.index - b.index)
    .map((a) => a.code);
}

const zoneOf = (code: string) => airportOf(code)?.zone ?? null;
const at = (date: string, time: string, zone: string | null): FoundTime => ({ local: `${date}T${time}`, zone });

/** Times that are not a departure or an arrival: boarding, a check-in counter's opening and closing, flight duration. */
const NOT_SCHEDULE = new RegExp(`(?<!\\p{L})(?:boarding|embarque|imbarco|[îi]mbarcare|instappen|ombordstigning|beszállás|biniş|nástup|επιβίβαση|посадка|check-?in|${DURATION_WORDS}|closes|gate\\s*closes|se [îi]nchide|uhr\\s*\\||enregistrement|facturaci[óo]n|odprawa|incheckning|innsjekk|counter|schalter|comptoir|mostrador|thủ tục|quầy|opens|schlie(?:ß|ss)t|geschlossen|ferm[ée]e?|ouvert|cierra|cerrad[oa]|chiude|chius[oa]|sluit|gesloten|zamyka|st[äe]nger|lukkes|đóng lúc|mở lúc)[^\\n]{0,25}$|(?:搭乗手続|值机|체크인)[^\\n]{0,25}$`, 'iu');
/** What follows a flight's duration written in hours ('2h20 / direct', '1 h 55 nonstop', '3h10 · 1 escale'), no time of day; a clock's '10:05 Nonstop' is one. */
const DURATION_AFTER = /^[ \t/|·-]{0,4}(?:direct|nonstop|non-stop|sans escale|direkt|directo|diretto|rechtstreeks|bezpo[śs]redni|\d\s*(?:stops?|escales?|escalas?|scal[oi]|umstieg\p{L}*|overstap\p{L}*))(?!\p{L})/iu;

/**
 * The departure and arrival times of a segment: labelled ones, else the first two that are not
 * boarding or duration; where it writes none with a colon, the two of four digits on the flight's
 * own line ('LH 470  08APR  FRANKFURT - TORONTO  1010 1240'), its number (at `flightAt`) aside.
 */
/** The times of `text` that may be a departure or an arrival: none in its dates, none after 'boarding' or 'duration'. */
const scheduleTimes = (text: string, dates: DateHit[]) =>
  findTimes(text, { skip: dates }).filter(
    (t) =>
      !NOT_SCHEDULE.test(text.slice(Math.max(0, t.index - 30), t.index)) &&
      !(/^\d{1,2}\s?h\s?\d{2}$/i.test(text.slice(t.index, t.index + t.length)) && DURATION_AFTER.test(text.slice(t.index + t.length, t.index + t.length + 30))),
  );

function scheduleOf(window: string, dates: DateHit[], flightAt?: number) {
  let times = scheduleTimes(window, dates);
  if (times.length === 0 && flightAt !== undefined) {
    const lineEnd = window.indexOf('\n', flightAt);
    const line = window.slice(0, lineEnd < 0 ? window.length : lineEnd);
    const number = /^[A-Z0-9]{2}\s*\d{1,4}/.exec(line.slice(flightAt))?.[0].length ?? 0;
    times = findTimes(line, { compact: true, skip: [...dates, { index: flightAt, length: number }] });
  }
  const labelled = (label: RegExp) => {
    const m = label.exec(window);
    if (!m) return undefined;
    const lineEnd = window.indexOf('\n', m.index + m[0].length);
    return times.find((t) => t.index >= m.index && (lineEnd < 0 || t.index < lineEnd + 1));
  };
  const dep = labelled(/\b(?:depart(?:ure|s|ing)?|dep\.?|abflug|ab|départ|salida)\b/i);
  const arr = labelled(/\b(?:arriv(?:al|es|ing|e)|arr\.?|ankunft|an|arriv[ée]e|llegada)\b/i);
  if (dep && arr && arr.index !== dep.index) return [dep, arr] as const;
  return [times[0], times[1]] as const;
}

/** A flight number's candidates: 'LH 400', 'LH400', '4U 8462', 'BT212', 'LH  81' (aligned in a column), 'GA-404' before a cell's end (not a postcode's 'CH-8001 Zürich'), on one line, never a word's end ('KHÁCH' over '1.'). */
// Not before a hyphen and digits: 'SK2805-4471' is a booking's reference.
const FLIGHT_NUMBER = /(?<![\p{L}\d])([A-Z]{2}|[A-Z]\d|\d[A-Z])(?:[ \t]{0,2}|-(?=\d{3,4}(?:[ \t]*(?:\n|$)|[ \t]{2}|[ \t]?[|·•])))(\d{1,4})(?![\d:.,]\d)(?![A-Za-z0-9])(?!-\d)(?!-\p{L}+-\d)/gu;
/** An airline's ICAO code and a number before the word for a flight, as Japanese, Chinese and Korean mails write them ('ANA241便'). */
const ICAO_FLIGHT = /(?<![\p{L}\d])([A-Z]{3})[ \t]?(\d{1,4})(?=[ \t]?(?:便|航班|편))/gu;

/** Words and a number, the words perhaps ending in an airline's name ('United Airlines 1427', 'Norwegian flight 382'). */
const AIRLINE_NAMED = /(?<![\p{L}\d])((?:\p{L}[\p{L}\d'’.&-]*[ \t]+){0,5}\p{L}[\p{L}\d'’.&-]*)[ \t]+(?:#[ \t]*)?(\d{1,4})(?![\d:.,]\d)(?![\p{L}\d])/gu;
/** A flight's word between an airline's name and its number. */
const NAMED_FLIGHT_WORD = new Set(['flight', 'flug', 'vol', 'vuelo', 'volo', 'voo', 'vlucht', 'no', 'no.', 'nr', 'nr.']);

/** The words before an aircraft's type. */
const AIRCRAFT = /(?:airbus|boeing|embraer|bombardier|equipment|aircraft|flugzeug|fluggerät|avi[óo]n|aeromobile|aeronave|vliegtuig|samolot|空客|波音|エアバス|ボーイング|에어버스|보잉)\W{0,3}$/i;

/** The words before a codeshare's operating flight, which is the same flight as the one sold ('Operated by KLM KL1234'). */
const OPERATED_BY = /(?:operated\s+by|durchgef(?:ü|ue)hrt\s+von|op[ée]r[ée]\s+par|operado\s+por|operato\s+da|uitgevoerd\s+door|obs[łl]ugiwany\s+przez|opereret\s+af|utf[öo]rs\s+av|實際承運|实际承运|運航会社|운항사)[^\n]{0,40}$/i;

/** The words before a number that is a bus's or a train's, a seat's column heading ('Seat UA 1538'), or the flight a car's desk or a transfer waits for ('Your arrival flight  EI 484', 'Ilmoittamasi saapuva lento: AY 531', 'Flight you told us about: LM 4663', 'Vuelo de regreso indicado por usted: IB 3743'). */
const NOT_A_FLIGHT_NUMBER = /(?<!\p{L})(?:(?:bus|train|zug|tren|treno|trein)(?:[ \t]*(?:no\.?|nr\.?|number|#))?[ \t:]*|(?:seats?|sitzplatz|si[èe]ge|asiento|posto|miejsce|plats)[ \t]+|(?:(?:arrival|arriving|incoming) flight|ankunftsflug|anreiseflug|vuelo de llegada|voo de chegada|volo (?:di|in) arrivo|vol d.arriv[ée]e|saapuva lento|saapuvan lennon|ankommande flyg|ankomstflyg|aankomstvlucht|lot przylotowy|(?:numer )?lotu? przylotu)(?:[ \t]+(?:given|provided|angegeben|indicad[oa]|indicato|indiqu[ée]))?(?:[ \t]*(?:no\.?|nr\.?|number|#))?(?:[ \t]*\([^)\n]{0,20}\))?[ \t:]*(?:\n[ \t]*){0,2}|(?:flight|flug|vuelo|voo|volo|vol)(?:[ \t]+\p{L}+){0,3}?[ \t]+(?:given|provided|told us(?: about)?|angegeben|indicad[oa]|indicato|indiqu[ée])(?:[ \t]+(?:by you|von ihnen|por usted|por el cliente|pelo cliente|da lei|par vous))?[ \t:]*|arriving (?:on|with|by)[ \t:]*)$/iu;

/** A loyalty programme's name or word just before a number, which is its member's ('Saga Club', 'Miles & More', 'Frequent flyer no.'). */
const LOYALTY_BEFORE = /(?<!\p{L})(?:club|klub|klubb(?:ur)?|miles|member(?:ship)?|frequent\s*flyer|loyalty|bonus\s*card|vielfliegernummer|fid[ée]lit[ée])(?!\p{L})[^\n\d]{0,12}$/iu;

/** Trains' categories written as two capitals, which airlines' codes are too. */
const RAIL_CATEGORY = /^(?:IC|EC|EN|NJ|RJ|IR|RE|RB|TE)$/;
/** Words of a timetable's line: a train's direction or platform. */
const TIMETABLE_WORD = /(?<!\p{L})(?:richtung|direction|gleis|bahnsteig|voie|binario|spoor|perron|platform|kierunek|sm[ěe]r)(?!\p{L})/iu;

/** Two capitals before an amount with its cents ('RM 21.30', 'Rs 450.00'): a currency, also where the text writes it before a whole amount ('dari RM45'). */
const CURRENCY_BEFORE_AMOUNT = /(?<![\p{L}\d])([A-Z][A-Za-z])[ \t]?\d{1,6}[.,]\d{2}(?![\d.,])/gu;

/** A flight's label and its number alone on its line ('Vuelo:          524'), its airline named on a line of its own. */
const LABELLED_FLIGHT_NUMBER = /^[ \t]*(?:flight|flug|vol|vuelo|volo|voo|vlucht|lot|let)(?:[ \t]*(?:no\.?|nr\.?|n[º°]|number|n[úu]mero|nummer))?[ \t]*[:：][ \t]*(\d{1,4})[ \t]*$/gimu;
/** An airline's label and its name ('Aerolínea: Aeroméxico', 'Airline: Aer Lingus', 'Fluggesellschaft: Lufthansa'). */
const AIRLINE_LABEL = /^[ \t]*(?:aerol[íi]nea|airline|carrier|fluggesellschaft|compagnie(?: a[ée]rienne)?|compa[ñn][íi]a(?: a[ée]rea)?|companhia(?: a[ée]rea)?|compagnia(?: aerea)?|luchtvaartmaatschappij|linia lotnicza|flygbolag|flyselskap)[ \t]*[:：][ \t]*(\S[^\n]{0,60})$/gimu;
/** How far from a flight's labelled number its airline's label is its own. */
const LABELLED_AIRLINE_REACH = 200;

function flightCandidates(text: string) {
  const out: { index: number; airline: string; number: string }[] = [];
  const currencies = new Set([...text.matchAll(CURRENCY_BEFORE_AMOUNT)].map((m) => m[1]));
  FLIGHT_NUMBER.lastIndex = 0;
  for (let m = FLIGHT_NUMBER.exec(text); m; m = FLIGHT_NUMBER.exec(text)) {
    if (currencies.has(m[1])) continue;
    // 'G7502次': a Chinese train's number.
    if (text.charAt(m.index + m[0].length) === '次') continue;
    // 'STAY 1 OF 2', 'page 1 de 2': a count, not a flight.
    if (/^(?:OF|DE|DI|SU|OD)$/.test(m[1] ?? '') && /\d\s$/.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    // 'Bus N7', 'Zug 2': a bus's or a train's number, not a flight; nor the flight a car's desk waits for.
    if (NOT_A_FLIGHT_NUMBER.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // 'M91': a code with a digit and one digit after it, written as one word, is a coach's service ('Service M91'), not a flight.
    if (/\d/.test(m[1] ?? '') && (m[2] ?? '').length === 1 && m[0].length === 3) continue;
    // 'AIRBUS A321', 'Equipment: B787', 'B777-300ER': an aircraft's type, not a flight.
    if (AIRCRAFT.test(text.slice(Math.max(0, m.index - 30), m.index)) || /^[AB]\d{3}-\d/.test(text.slice(m.index, m.index + 6))) continue;
    // 'LX 992 771 305', 'CR 77 120 934': a frequent flyer's number in groups of digits, or after its programme's name ('Saga Club   SC 1182 0440 27').
    if (/^ \d{3} \d{3}(?!\d)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 9)) || LOYALTY_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // 'IC 1 Richtung St. Gallen', 'EC 87 Gleis 12': a train's category and number on a timetable's line (IC, EC, EN, RJ are airlines' codes
    // too: a line with an airport's code in brackets, or a flight's word before the number, is a flight's).
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, lineEnd < 0 ? text.length : lineEnd);
    if (RAIL_CATEGORY.test(m[1] ?? '') && TIMETABLE_WORD.test(line) && !/\([A-Z]{3}\)/.test(line) && !FLIGHT_WORD.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // 'UB7 0GB': a British postcode's first half.
    if (/^ \d[A-Z]{2}(?![A-Za-z0-9])/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
    // 'A320', 'E195', 'B738' in one word: an airliner's model ('LX 2084 / Swiss · A320'), where a flight's number would be apart or longer.
    if (/^(?:A22\d|A3[1-8]\d|B7[0-8]\d|E1[79]\d|E2\d\d)$/.test(m[0])) continue;
    // A codeshare's operating flight, named after the flight sold, is no flight of its own: its line stays the sold flight's.
    const previous = out.at(-1);
    if (previous && m.index - previous.index < 300 && OPERATED_BY.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    out.push({ index: m.index, airline: m[1] ?? '', number: String(Number(m[2])) });
  }
  for (const m of text.matchAll(ICAO_FLIGHT)) {
    const airline = airlineOfIcao(m[1] ?? '');
    if (airline) out.push({ index: m.index, airline, number: String(Number(m[2])) });
  }
  // 'United Airlines 1427', 'Lufthansa flight 2044': an airline named, not coded, before the number.
  AIRLINE_NAMED.lastIndex = 0;
  for (let m = AIRLINE_NAMED.exec(text); m; m = AIRLINE_NAMED.exec(text)) {
    const at = m.index + m[0].length - (m[2] ?? '').length;
    if (out.some((c) => Math.abs(c.index - at) < 40)) continue;
    const words = (m[1] ?? '').split(/[ \t]+/);
    if (NAMED_FLIGHT_WORD.has(words.at(-1)?.toLowerCase() ?? '')) words.pop();
    const airline = airlineNamedAt(words.join(' '), Number(m[2]));
    if (airline) out.push({ index: at, airline, number: String(Number(m[2])) });
  }
  // 'Aerolínea: Aeroméxico' over 'Vuelo: 524': an airline's label and a flight's, each on its own line, a few lines apart.
  for (const m of [...text.matchAll(LABELLED_FLIGHT_NUMBER)].slice(0, MAX_FLIGHTS)) {
    const at = m.index + m[0].length - (m[1] ?? '').length;
    if (out.some((c) => Math.abs(c.index - at) < 40)) continue;
    const near = text.slice(Math.max(0, m.index - LABELLED_AIRLINE_REACH), m.index + m[0].length + LABELLED_AIRLINE_REACH);
    const name = [...near.matchAll(AIRLINE_LABEL)].map((a) => a[1]?.trim() ?? '')[0];
    const airline = name ? airlineNamedAt(name, Number(m[1])) : undefined;
    if (airline) out.push({ index: at, airline, number: String(Number(m[1])) });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Flights from GDS segment lines: '1. DL 38 Y 20JAN HKGSEA HS3 1145 0811', '2 LH 400 Y 16MAR 1 FRAJFK HK1 1015 1245'. */
function gdsFlights(text: string, context: ReadContext): Found[] {
  const out: Found[] = [];
  const re =
    /^[ \t]*\d{1,2}(?:[ \t]*\.)?[ \t]+([A-Z0-9]{2})[ \t]*(\d{1,4})[ \t]+[A-Z][ \t]+(\d{1,2}[A-Z]{3})[ \t]+(?:\d[ \t]+)?([A-Z]{3})[ \t]?([A-Z]{3})[ \t]+[A-Z]{2}\d{1,2}[ \t]+(\d{4})[APNM]?[ \t]+(\d{4})[APNM]?(?:[ \t]*(\+\d|#\d|\d{1,2}[A-Z]{3}))?/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [, airline = '', number = '', day = '', from = '', to = '', dep = '', arr = '', next] = m;
    const date = findDates(day, context.reference)[0]?.date;
    if (!date || !airportOf(from) || !airportOf(to)) continue;
    const depTime = `${dep.slice(0, 2)}:${dep.slice(2)}`;
    const arrTime = `${arr.slice(0, 2)}:${arr.slice(2)}`;
    let arrDate = date;
    if (next && /^\d{1,2}[A-Z]{3}$/.test(next)) arrDate = findDates(next, context.reference)[0]?.date ?? date;
    else if (next) arrDate = addDays(date, Number(next.slice(1)));
    else if (arrTime < depTime) arrDate = addDays(date);
    out.push(flightFound(airline, String(Number(number)), from, to, at(date, depTime, zoneOf(from)), at(arrDate, arrTime, zoneOf(to))));
  }
  return out;
}

function flightFound(airline: string, number: string, from: string, to: string, start: FoundTime | null, end: FoundTime | null): Found {
  const a = airportOf(from);
  const b = airportOf(to);
  return found('flight', {
    start,
    end,
    startPlace: { ...noPlace(), name: a?.name ?? '', code: from },
    endPlace: { ...noPlace(), name: b?.name ?? '', code: to },
    flight: { ...noFlight(), airlineCode: airline, flightNumber: number, departureAirport: from, arrivalAirport: to },
  });
}

/**
 * A barcode's flight, dated but not timed, with the departure and arrival times its text gives
 * ('Departure Time: 15:45'), when the text names the flight ('Flight: AK 1996').
 */
function withTimes(flight: Found, text: string): Found {
  const { airlineCode, flightNumber } = flight.flight ?? noFlight();
  const named = flightCandidates(text).find((c) => c.airline === airlineCode && c.number === flightNumber);
  const date = flight.start?.local.slice(0, 10);
  if (!named || !date) return flight;
  const [dep, arr] = scheduleOf(text, findDates(text, new Date(`${date}T00:00:00Z`)));
  if (!dep) return flight;
  const start = at(date, dep.time, flight.start?.zone ?? null);
  const end = arr ? at(arr.time < dep.time ? addDays(date) : date, arr.time, zoneOf(flight.flight?.arrivalAirport ?? '')) : null;
  return { ...flight, start, end, guessed: flight.guessed?.filter((field) => field !== 'start.time') };
}

/** The value after a label on its line ('Terminal: 4', 'Seat 12A'). */
const labelled = (window: string, label: RegExp) => label.exec(window)?.[1]?.trim() ?? '';

/** Words that say a segment is a flight, in the languages of the mails people get. */
const FLIGHT_WORD = /\b(?:flights?|flying|flug\p{L}*|vol|vuelo|volo|vlucht\p{L}*|lot|voo|let|airlines?|airways|boarding|gate|terminal|abflug|a[ée]roport\p{L}*|aeropuerto|luchthaven|lotnisko|airport|fly|flyg|lufthavn|flygplats|lentoasema|uçuş|havaliman[ıi]|leti[šs]t[ěe]|j[áa]rat|rep[üu]l\p{L}*|zbor\p{L}*)(?!\p{L})|(?<!\p{L})(?:πτ[ήη]ση|αεροδρ[όο]μιο|рейс|аэропорт|аеропорт|उड़ान|हवाई|एयर)(?!\p{L})|搭乗|航空|空港|航班|机场|機場|항공|탑승|공항/iu;
const FLIGHT_WORDS = new RegExp(FLIGHT_WORD.source, 'giu');

/** A rental car's model line ('Seat Ibiza o similar', 'VW Polo or similar'): no airport's name. A line with an airport's code in brackets is a route's ('Munich (MUC) - Berlin (BER), Airbus A320 or similar'). */
const CAR_MODEL = /^(?!.*\([A-Z]{3}\)).*\b(?:or similar|o similar|oder (?:ä|ae)hnlich|ou similaire|o simile|of vergelijkbaar|ou similar|lub podobny|eller liknande|eller lignende)\b.*$/gimu;

/** A reference's label that names a stay or a car, not a flight. */
const OTHER_KIND = /\b(?:h[ôo]tel|room|zimmer|rental|car|mietwagen|voiture|coche|auto|property|unterkunft|h[ée]bergement|alojamiento|alloggio)\b|호텔|ホテル|酒店|飯店|렌터카|レンタカー|租车/i;
/** A line that opens a hotel's or a car's segment ('HTL 08APR …', 'HOTEL  Hilton Chicago', 'CAR  Hertz', '3) MIETWAGEN'), among a block's first three (under its date and a rule). */
const OTHER_KIND_LINE = /^[ \t]*(?:\d{1,2}[.)][ \t]*)?(?:htl|hhl|h[ôo]tel|car|ccr|mietwagen|rental car)\b/im;
const BLOCK_HEAD_LINES = 3;

/** Flight numbers read on one line at most (a codeshare names two or three). */
const MAX_FLIGHTS_A_LINE = 4;
/**
 * Flight numbers read in one text at most: fifty pages of a travel agency's itinerary hold far
 * fewer, and each costs a segment's reading (a text of nothing but flight numbers is no itinerary's).
 */
const MAX_FLIGHTS = 500;

/** A heading over a flight as it was before a schedule change, its day's line perhaps between ('JADWAL LAMA (DIBATALKAN)' over 'Kamis, 8 Juli 2027'). */
const SUPERSEDED = /(?<!\p{L})(?:previous|old|original(?:ly)?|no longer valid|cancel+ed|bisher(?:ig)?|alt(?:er)?|urspr(?:ü|ue)nglich|ancien|annul[ée]|anterior|precedente|vorige|oud|oorspronkelijk|poprzedni|dotychczasow\p{L}*|nieaktualn\p{L}*|p[ůu]vodn[íi]|vechi|eski|eredeti|tidligere|tidigare|alkuper[äa]i\p{L}*|lama|dibatalkan|sebelumnya)(?!\p{L})[^\n]{0,40}(?:\n[ \t]*(?:[-=_*~]{3,}[ \t]*)?){1,3}(?:[^\n\d]{0,30}\d[^\n]{0,30}\n[ \t]*)?$/iu;
/** How far above a flight's line its schedule change's heading may be (a rule of dashes under it, one over it). */
const SUPERSEDED_REACH = 160;

/** A line that heads a flight's times as they were, and one that heads them as they are now, inside its segment ('＜変更前＞' over '＜変更後＞'). */
const OLD_TIMES_LINE = /^[ \t\u3000<＜【[(（■●*-]*(?:変更前|旧(?:時刻|ダイヤ)?|old (?:times?|schedule)|previous(?: times?| schedule)?|before(?: the)? change|bisher(?:ige)?(?: zeiten)?|vorher|anciens? horaires?|avant(?: le)? changement|horario anterior|antes|prima|vorige|oud|poprzedni)[>＞】\])）:：]*[ \t\u3000]*$/imu;
const NEW_TIMES_LINE = /^[ \t\u3000<＜【[(（■●*-]*(?:変更後|新(?:時刻|ダイヤ)?|new (?:times?|schedule)|now|after(?: the)? change|neue?(?: zeiten)?|jetzt|nouveaux? horaires?|apr[èe]s(?: le)? changement|horario nuevo|ahora|dopo|nieuw|nu|nowy)[>＞】\])）:：]*[ \t\u3000]*$/imu;

/** A segment with its times as they were blanked out, where it gives them as they were and then as they are, in lines or in columns. */
function withoutOldTimes(segment: string): string {
  const old = OLD_TIMES_LINE.exec(segment);
  const now = old && NEW_TIMES_LINE.exec(segment.slice(old.index + old[0].length));
  if (!old || !now) return segment;
  const end = old.index + old[0].length + now.index;
  return segment.slice(0, old.index) + segment.slice(old.index, end).replace(/[^\n]/g, ' ') + segment.slice(end);
}

/** A schedule change's column of the times (or the flight) it replaces, and of the new ones, by their headings ('Eredeti időpont   ÚJ IDŐPONT', 'Old time   New time', 'ANNULLIERTER FLUG   IHR NEUER FLUG'). */
const OLD_COLUMN = /^(?:old|original|previous|former|cancel+ed|annullier\p{L}*|storniert\p{L}*|annul[ée]e?|cancelad[oa]|cancellat[oa]|geannuleerd|anulowan\p{L}*|zru[šs]en\p{L}*|eredeti|r[ée]gi|urspr[üu]nglich\p{L}*|bisher(?:ige?)?|ancien(?:ne)?|initial(?:e|es)?|anterior|precedente|originale|oud|oorspronkelijke?|tidigare|opprinnelig|oprindelig|poprzedni\p{L}*|p[ůu]vodn[íi]|alkuper[äa]inen|vanha)(?!\p{L})/iu;
const NEW_COLUMN = /^(?:(?:your|ihr|votre|su|il tuo|uw|din|tw[óo]j)\s+)?(?:new|[úu]j|neue?[rs]?|nouve(?:au|lle)|nuev[oa]|nuov[oa]|nieuwe?|ny|nye|nya|nowy|nowa|nov[ýá]|uusi|nov[oa])(?!\p{L})/iu;
/** The most rows under such headings. */
const CHANGE_ROWS = 8;

/**
 * `text` with the cells under a schedule change's heading of the old times blanked, from its column to the new one's:
 * the new ones stand ('Indulás   06:40   07:55'; 'LH 1792   LH 1794' under 'ANNULLIERTER FLUG   IHR NEUER FLUG').
 */
function withoutOldColumn(text: string): string {
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.length > 200 || !/\s{2}/.test(line)) continue;
    const cells = cellsOf(line);
    const old = cells.find((c) => OLD_COLUMN.test(c.text));
    const now = old && cells.find((c) => c.start > old.start && NEW_COLUMN.test(c.text));
    if (!old || !now) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + CHANGE_ROWS); j++) {
      const row = lines[j] ?? '';
      // A rule under the headings is theirs; a blank line or a rule further down ends the table.
      if (/^[\s=_*~-]+$/.test(row) && (row.trim() === '' || j > i + 1)) break;
      // A cell in the old column, or the part in it of a cell that runs into it from the left a word apart ('Ankunft Heraklion (HER) 09:40 Uhr').
      const spans = cellsOf(row).flatMap((c) => {
        if (c.start >= old.start - 2) return c.start < now.start - 2 ? [{ from: c.start, to: c.start + c.text.length }] : [];
        const into = c.start + c.text.length > old.start && row.charAt(old.start - 1) === ' ';
        return into ? [{ from: old.start, to: Math.min(c.start + c.text.length, now.start - 2) }] : [];
      });
      lines[j] = spans.reduce((blanked, { from, to }) => `${blanked.slice(0, from)}${' '.repeat(to - from)}${blanked.slice(to)}`, row);
    }
  }
  return lines.join('\n');
}


/**
 * Flights in free text: each flight number opens a segment that runs to the next one; a segment
 * with two airports and a time is a flight. Its date is the first in the segment (or the nearest
 * before it), its arrival the second date or, for an arrival clock before the departure's or a
 * '+1', the next day.
 */
/** How far apart a time's column and that of a date in the line under it may start and still be one table column's. */
const SAME_COLUMN = 8;

/**
 * Whether a leg's dates stand in the line straight under its times, each in its time's column, as a table's cells do
 * ('QP 1372   BLR 06:10   PNQ 07:45' over 'Economy   05-Mar-2027 (Fri)   05-Mar-2027 (Fri)'); a date alone under
 * a departure whose arrival has one is a heading's or a note's ('Return: Sun 5 Sep 2027', 'Issued: 01 Feb 2027').
 */
function underTimes(text: string, dates: DateHit[], times: TimeHit[]): boolean {
  const under = times.map((time) => {
    const lineEnd = text.indexOf('\n', time.index);
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const column = time.index - (text.lastIndexOf('\n', time.index - 1) + 1);
    return lineEnd < 0 ? undefined : dates.find((d) => d.index > lineEnd && (nextEnd < 0 || d.index < nextEnd) && Math.abs(d.index - (lineEnd + 1) - column) <= SAME_COLUMN);
  });
  return under.every(Boolean) && new Set(under).size === under.length;
}

/** How far before an arrival's time its own date may end ('Sat, Nov 6, 2027 / 7:58 AM'). */
const OWN_DATE_GAP = 30;

/** How far after a flight's arrival time its arrival's date may be written. */
const ARRIVAL_DATE_REACH = 400;

function textFlights(text: string, context: ReadContext, references: { index: number; value: string }[]): Found[] {
  const lineStart = (index: number) => text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = (index: number) => {
    const end = text.indexOf('\n', index);
    return end < 0 ? text.length : end;
  };
  const candidates = flightCandidates(text);
  const speaksOfFlying = FLIGHT_WORD.test(text);
  const bracketedInMail = [...new Set(bracketedAirports(text))];
  // A timeline's card ('08:55  Manchester (MAN)' over 'Qamar Airways QM 22' over '18:40  Doha (DOH)',
  // or '07:00' over 'Berlin (BER)' over 'Flight time 1h 30m' over 'Swiss · LX 963'): a flight's line
  // with neither time nor airport starts its segment at the line above that opens with a time, when
  // it and the lines between name an airport. Further up than the line just above (blank lines
  // aside) only where the mail's first flight is written so: elsewhere a time a few lines up is the
  // flight before's arrival.
  const opensWithTime = (line: string) => /^\s*(?:[01]?\d|2[0-3])[:.h][0-5]\d/.test(line);
  // A card's departure and arrival times on a line of their own ('07:05      09:20') over its route ('BCN / Barcelona … VY8312 … AMS / Ámsterdam').
  const twoTimesOnly = (line: string) => /^\s*(?:[01]?\d|2[0-3])[:.h][0-5]\d\s+(?:[01]?\d|2[0-3])[:.h][0-5]\d\s*$/.test(line);
  const departureAbove = (index: number, reach: number, cards = false): number | undefined => {
    const start = lineStart(index);
    const line = text.slice(start, lineEnd(index));
    let from = start;
    let blank = false;
    for (let seen = 0; from > 0 && seen < reach; ) {
      from = lineStart(from - 1);
      const above = text.slice(from, lineEnd(from));
      // Blank lines are passed over only within a timeline's reach (an HTML card's lines are apart by them), or above a card's route.
      if (above.trim() === '') {
        if (reach > 1 || !blank) {
          blank = true;
          continue;
        }
        return undefined;
      }
      seen++;
      // The cheap test first: most lines above a flight's open with no time.
      if (!opensWithTime(above)) continue;
      if (findTimes(line).length > 0) return undefined;
      // A card's, whose route's next line gives no times of its own: an office's hours ('04:30 22:00') over a route with its times under it are no card's.
      if (blank && twoTimesOnly(above) && new Set(airportsIn(line)).size >= 2) return cards && findTimes(lineAfter(text, index)).length === 0 ? from : undefined;
      if (!((!blank || reach > 1) && airportsIn(line).length === 0 && airportsIn(text.slice(from, start)).length > 0)) return undefined;
      // A card whose flight's line closes it, under its departure and its arrival ('14:05  Stockholm Arlanda (ARN)' over '15:15  Köpenhamn Kastrup (CPH)' over 'SK 1418'): its departure's line is the one above the arrival's.
      return reach > 1 && !opensWithTime(lineAfter(text, index)) ? (departureOver(from, start) ?? from) : from;
    }
    return undefined;
  };
  // The line above an arrival's, blank lines aside, when it opens with a time and names another airport (a connection's arrival and
  // departure name the same) and no flight comes between.
  const departureOver = (arrival: number, flightLine: number): number | undefined => {
    let from = arrival;
    do from = lineStart(from - 1);
    while (from > 0 && text.slice(from, lineEnd(from)).trim() === '');
    const above = text.slice(from, lineEnd(from));
    const [airport] = airportsIn(above);
    const other = airport !== undefined && !airportsIn(text.slice(arrival, lineEnd(arrival))).includes(airport);
    return opensWithTime(above) && other && !candidates.some((c) => c.index >= from && c.index < flightLine) ? from : undefined;
  };
  const TIMELINE_REACH = 4;
  const timeFirst = candidates[0] !== undefined && departureAbove(candidates[0].index, TIMELINE_REACH) !== undefined;
  // Cards only where the mail's first flight is written so (a leg's times under its route are no card's of the next).
  const cards = !timeFirst && candidates[0] !== undefined && departureAbove(candidates[0].index, 1, true) !== undefined;
  const segmentStart = (index: number) => departureAbove(index, timeFirst ? TIMELINE_REACH : 1, cards) ?? lineStart(index);
  // A flight's line at the end of its paragraph, under its airports and times ('Toronto (YYZ) … 08:00'
  // over 'Vancouver (YVR) … 10:05' over 'Flight: AC 117'), with nothing of a flight after it there:
  // the paragraph's lines from the first that names an airport or a time are its segment.
  const detailsAbove = (index: number, previous: number) => {
    const { start, end } = paragraphOf(text, index, lineEnd(index), 600);
    const line = text.slice(lineStart(index), lineEnd(index));
    const rest = text.slice(lineEnd(index), end);
    const timed = (part: string) => scheduleTimes(part, findDates(part, context.reference)).length > 0;
    if (previous >= start || timed(line) || airportsIn(line).length > 0 || timed(rest) || airportsIn(rest).length > 0) return undefined;
    const lines = text.slice(start, lineStart(index)).split('\n');
    const first = lines.findIndex((l) => timed(l) || airportsIn(l).length > 0);
    if (first < 0) return undefined;
    const from = start + lines.slice(0, first).reduce((n, l) => n + l.length + 1, 0);
    const above = text.slice(from, lineStart(index));
    return scheduleTimes(above, findDates(above, context.reference)).length >= 2 && new Set(airportsIn(above)).size >= 2 ? { start: from, end } : undefined;
  };
  // A mail whose flights' lines each close their leg, under its airports and times, apart by other lines
  // ('Salida / 09:25 / Madrid (MAD)    Llegada / 11:10 / Tenerife Norte (TFN)' over a blank line over
  // 'Vuelo UX 9118 · Boeing 737-800'): a flight's segment is the fewest lines above its own, after the
  // flight before's, that name two airports and two times. So read only where the first flight has such
  // lines above it and none under it, and the last is a flight's line with nothing of a flight after it.
  const timed = (part: string) => scheduleTimes(part, findDates(part, context.reference)).length;
  const BLOCK_ABOVE_REACH = 1500;
  const blockAbove = (index: number, floor: number) => {
    const end = lineEnd(index);
    const line = text.slice(lineStart(index), end);
    // A flight's line names no leg ('Flight AZ 2045 - ITA Airways' names an airline, not Idaho Falls).
    if (new Set(airportsIn(line)).size >= 2 || timed(line) > 0) return undefined;
    const codes = new Set<string>();
    let times = 0;
    for (let from = lineStart(index); from > Math.max(floor, index - BLOCK_ABOVE_REACH); ) {
      const upTo = from;
      from = lineStart(from - 1);
      const above = text.slice(from, upTo);
      for (const code of airportsIn(above)) codes.add(code);
      times += timed(above);
      if (codes.size >= 2 && times >= 2) return { start: from, end };
    }
    return undefined;
  };
  const NOTHING_AFTER_REACH = 300;
  const last = candidates.slice(0, MAX_FLIGHTS).at(-1);
  const closing = (() => {
    const [first, previous] = [candidates[0], candidates[Math.min(candidates.length, MAX_FLIGHTS) - 2]];
    if (!first || !last || !blockAbove(first.index, 0) || !blockAbove(last.index, previous ? lineEnd(previous.index) : 0)) return false;
    // The last one a flight's, by a flight's word just before it (or over it, alone on its line: a mobile boarding pass's 'Flight' over 'Z9 112')
    // or its aircraft or operator after it ('Vuelo UX 9121 · Boeing 737-800'), not a voucher's code in the footer ('Gift voucher applied: FL 2024').
    const ownLine = text.slice(lineStart(last.index), last.index);
    const before = ownLine.trim() === '' ? lineBefore(text, last.index) : ownLine.slice(-30);
    const rest = text.slice(last.index, lineEnd(last.index));
    if (!FLIGHT_WORD.test(before) && !AIRCRAFT.test(rest) && !OPERATED_BY.test(rest)) return false;
    // Nothing of a leg on the line under the first flight's (a heading's flight has its airports or times there).
    const under = lineAfter(text, first.index);
    if (new Set(airportsIn(under)).size >= 2 || timed(under) > 0) return false;
    // After the last, no leg's airports and times (an office's hours, a passenger's seats are none).
    const after = text.slice(lineEnd(last.index), lineEnd(last.index) + NOTHING_AFTER_REACH);
    return new Set(airportsIn(after)).size < 2 || timed(after) === 0;
  })();
  // A hotel's or a car's number ('Hotel confirmation number: CW-55120874', or any number in a block
  // opened by a hotel's line: 'HTL  08APR  TORONTO  WELLESLEY PARK HOTEL') is never a flight's.
  const blockHead = (index: number) => {
    return text.slice(paragraphOf(text, index, index, 600).start, index).split('\n').slice(0, BLOCK_HEAD_LINES).join('\n');
  };
  const flights = references.filter((r) => !OTHER_KIND.test(text.slice(Math.max(lineStart(r.index), r.index - 100), r.index)) && !OTHER_KIND_LINE.test(blockHead(r.index)));
  const airlines = flights.filter((r) => AIRLINE_REFERENCE.test(text.slice(lineStart(r.index), r.index)));
  const out: Found[] = [];
  const superseded = new Set<Found>();
  // The end of the line of the last flight read.
  let previousEnd = 0;
  // The first candidate on a later line than the one read (candidates come in the text's order).
  let next = 0;
  // How many candidates of the line were read: a line with more than a few is no itinerary's.
  let onThisLine = { start: -1, count: 0 };
  for (const [i, c] of candidates.slice(0, MAX_FLIGHTS).entries()) {
    const start = lineStart(c.index);
    onThisLine = start === onThisLine.start ? { start, count: onThisLine.count + 1 } : { start, count: 1 };
    if (onThisLine.count > MAX_FLIGHTS_A_LINE) continue;
    const ends = lineEnd(c.index);
    next = Math.max(next, i + 1);
    while (next < candidates.length && (candidates[next]?.index ?? 0) < ends) next++;
    // 'Train: LH 1234', a rail leg sold under an airline's code, is read as a train.
    if (/\b(?:train|zug|rail|bus)\b/i.test(text.slice(start, c.index))) continue;
    const nextCandidate = candidates[next];
    const previous = candidates[i - 1]?.index;
    const paragraph = detailsAbove(c.index, previous ?? -1) ?? (closing ? blockAbove(c.index, previous === undefined ? 0 : lineEnd(previous)) : undefined);
    const segment = paragraph?.start ?? segmentStart(c.index);
    // Its segment ends at the next flight's, or at a hotel's or a car's line after it ('HTL  08APR  TORONTO').
    const otherKindAfter = text.slice(ends, ends + 1500).search(OTHER_KIND_LINE);
    // A timeline's leg ends before the first line with a date under its arrival's (the first under its flight's that opens with a time):
    // a day's heading, the next leg's, whose route and booking code follow it ('REGRESO' over 'domingo 21 de febrero de 2027').
    const arrivalLine = timeFirst && !paragraph ? /^[ \t]*(?:[01]?\d|2[0-3])[:.h][0-5]\d[^\n]*$/m.exec(text.slice(ends + 1, ends + 1500)) : null;
    const afterArrival = arrivalLine ? ends + 1 + arrivalLine.index + arrivalLine[0].length : -1;
    const headingAfter = afterArrival < 0 ? -1 : text.slice(afterArrival, afterArrival + 1500).split('\n').findIndex((l) => l.length <= 250 && findDates(l, context.reference).length > 0);
    const nextHeading = headingAfter < 0 ? text.length : afterArrival + text.slice(afterArrival).split('\n').slice(0, headingAfter).reduce((n, l) => n + l.length + 1, 0);
    const end =
      paragraph?.end ??
      Math.min(
        nextCandidate ? Math.max(ends + 1, segmentStart(nextCandidate.index)) : text.length,
        segment + 1500,
        otherKindAfter > 0 ? ends + otherKindAfter : text.length,
        nextHeading,
      );
    const window = withoutOldTimes(text.slice(segment, end));
    // The route on the flight's own line first ('LH 470  08APR  FRANKFURT - TORONTO PEARSON'), else in its segment.
    const around = text.slice(Math.max(start, c.index - 200), Math.min(ends, c.index + 300));
    // Capitals on its line that name neither airport in brackets under it are no route (an airline's name: 'LO 671 · PLL LOT' over 'Warszawa (WAW)').
    const onItsLine = airportsIn(around);
    const under = window.slice(0, 900).replace(CAR_MODEL, (line) => ' '.repeat(line.length));
    const bracketedUnder = bracketedAirports(under);
    const lineIsRoute = onItsLine.length >= 2 && (bracketedUnder.length < 2 || onItsLine.some((code) => bracketedUnder.includes(code)));
    const read = lineIsRoute ? onItsLine : airportsIn(under);
    const airports = read.length >= 2 && read[0] !== read[1] ? read : knownAirportsByCity(under, bracketedInMail);
    const [from, to] = airports;
    if (!from || !to || from === to) continue;
    // Airports known only by a name read in the text ('Linden', 'Price') make a flight only where the text speaks of one, and
    // codes in capitals under the flight's line, not in brackets ('VER MEU INGRESSO', a button's words), only in a mail that speaks of flying at all.
    if (![from, to].every((code) => window.includes(code)) && !FLIGHT_WORD.test(window)) continue;
    if (!speaksOfFlying && !lineIsRoute && bracketedUnder.length < 2) continue;
    let dates = findDates(window, context.reference);
    const [dep, arr] = scheduleOf(window, dates, c.index - segment);
    if (!dep) continue;
    // A day heading above the segment ('Monday, March 16, 2026'), when it gives no date before its times: a date on a
    // line after them is the next segment's heading ('RETURN - Monday 15 February 2027') where one stands above; one
    // on the departure's line, or in the next line's cell under its time ('BLR 06:10' over '05-Mar-2027 (Fri)'), is the leg's own
    // ('Edinburgh (EDI) 18:05 → London Heathrow (LHR) 19:35, 12 Dec 2027').
    // A date after an arrival's time marked a day later ('7:05 AM +1 / New York, NY (JFK) / Arrives Mon, Sep 20') is the arrival's, not the leg's.
    const arrivesLater = arr !== undefined && /^\s?\+\s?\d(?!\d)/.test(window.slice(arr.index + arr.length));
    if (!dates[0] || (dates[0].index > (arr ?? dep).index && ((window.slice(dep.index, dates[0].index).includes('\n') && !underTimes(window, dates, arr ? [dep, arr] : [dep])) || arrivesLater))) {
      const before = findDates(text.slice(Math.max(0, segment - 600), segment), context.reference).slice(-1);
      if (before.length > 0 || dates.length === 0) dates = before;
    }
    const day = dates[0]?.date;
    if (!day) continue;
    // A '+1' just after a time counts from the segment's day: after the departure's, the leg leaves the next day ('01:50 +1', a connection past midnight).
    const plusAfter = (t: TimeHit | undefined) => (t ? /^\s?\+\s?(\d)(?!\d)/.exec(window.slice(t.index + t.length))?.[1] : undefined);
    const depPlus = plusAfter(dep);
    const depDate = depPlus ? addDays(day, Number(depPlus)) : day;
    // An arrival's own date is written near its time; one far under it is something else's (an offer's 'valid until 30.04.2027').
    const laterDate = dates.find((d) => d.date > depDate && d.date <= addDays(depDate, 2) && d.index > (dates[0]?.index ?? 0) && d.index < (arr ?? dep).index + ARRIVAL_DATE_REACH)?.date;
    // A date just before the arrival's time, after the departure's, is its own ('… / Sat, Nov 6, 2027 / 7:58 AM'): a later heading's is not.
    const ownDate = arr && dates.findLast((d) => d.index > dep.index && d.index < arr.index && arr.index - (d.index + d.length) <= OWN_DATE_GAP)?.date;
    let arrDate = depDate;
    const nextDay = /\+\s?(\d)\s*(?:day|tag|jour|d[ií]a)?/i.exec(window);
    const arrPlus = depPlus && plusAfter(arr);
    if (arrPlus) arrDate = addDays(day, Number(arrPlus));
    else if (nextDay && arr && Math.abs(nextDay.index - arr.index) < 40) arrDate = addDays(depDate, Number(nextDay[1]));
    else if (ownDate && ownDate >= depDate && ownDate <= addDays(depDate, 2)) arrDate = ownDate;
    else if (laterDate && dates.length <= 3) arrDate = laterDate;
    else if (arr && arr.time < dep.time) arrDate = addDays(depDate);
    const f = flightFound(c.airline, c.number, from, to, at(depDate, dep.time, zoneOf(from)), arr ? at(arrDate, arr.time, zoneOf(to)) : null);
    const flight = f.flight ?? noFlight();
    flight.seat = labelled(window, /\bseat[^\n:]{0,10}:?\s+(\d{1,2}[A-K])\b/i);
    flight.departureTerminal = labelled(window, /\bterminal\s*(?::\s*)?([A-Z0-9]{1,3})\b/i);
    const name = /^[\s,]*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})\s*$/.exec(text.slice(c.index + c.airline.length + c.number.length + 1, ends));
    const onLine = /\b((?:[A-Z][A-Za-z]+ ){0,2}(?:Airlines|Airways|Air Lines))\b/.exec(around) ?? /\b((?:[A-Z]+ ){0,2}(?:AIRLINES|AIRWAYS|AIR LINES))\b/.exec(around);
    if (name?.[1] && !/^(?:Operated|Class|Economy|Business|First|Seat|Confirmation|Date)/i.test(name[1])) flight.airlineName = name[1];
    else if (onLine?.[1]) flight.airlineName = onLine[1];
    f.provider = flight.airlineName;
    // Its own number in its segment, not in a hotel's or a car's that opens after it ('2) Hotel').
    const otherKind = text.slice(ends, end).search(OTHER_KIND_LINE);
    // Else the one labelled the airline's ('Código de reserva da companhia aérea (PNR)') over an agency's order above it.
    const own =
      flights.find((r) => r.index >= segment && r.index < (otherKind >= 0 ? ends + otherKind : end)) ??
      airlines.filter((r) => r.index < segment).at(-1) ??
      airlines[0] ??
      flights.filter((r) => r.index < segment).at(-1) ??
      flights[0] ??
      references[0];
    f.reservationNumber = own?.value ?? '';
    // Under such a heading, or the next row of the same block as a flight under one (no blank line between).
    const rowAfter = (row: Found | undefined, end: number) => !!row && superseded.has(row) && !/\n[ \t]*\n/.test(text.slice(end, start));
    if (SUPERSEDED.test(text.slice(Math.max(0, start - SUPERSEDED_REACH), start)) || rowAfter(out.at(-1), previousEnd)) superseded.add(f);
    previousEnd = ends;
    out.push(f);
  }
  // A schedule change's flight as it was ('PREVIOUS (no longer valid)'), where the mail gives the same flight as it is now,
  // or a cancelled flight's, where it gives the one the traveller was moved to on the same route ('CANCELLED FLIGHT' over BT301, 'YOUR NEW FLIGHT' over BT307).
  const sameFlight = (a: Found, b: Found) => a.flight?.airlineCode === b.flight?.airlineCode && a.flight?.flightNumber === b.flight?.flightNumber && a.start?.local.slice(0, 10) === b.start?.local.slice(0, 10);
  const sameRoute = (a: Found, b: Found) =>
    a.flight?.departureAirport === b.flight?.departureAirport && a.flight?.arrivalAirport === b.flight?.arrivalAirport && !!a.start && !!b.start && addDays(a.start.local.slice(0, 10), 2) >= b.start.local.slice(0, 10) && addDays(b.start.local.slice(0, 10), 2) >= a.start.local.slice(0, 10);
  return out.filter((f) => !superseded.has(f) || !out.some((g) => g !== f && !superseded.has(g) && (sameFlight(f, g) || sameRoute(f, g))));
}

/** A reference's label that names it the airline's own booking code, not an agency's order ('Airline booking reference', 'Rezervační kód letecké společnosti'). */
const AIRLINE_REFERENCE = /airline|(?<![A-Z])PNR(?![A-Z])|companhia a[ée]rea|compa[ñn][íi]a a[ée]rea|compagnie a[ée]rienne|compagnia aerea|fluggesellschaft|leteck[ée] spole[čc]nosti|linii lotniczej|flygbolag|flyselskab|lentoyhti[öo]|havayolu/i;

/** How far under its route a flight with no number has its date and times. */
const ROUTE_REACH = 600;

/**
 * Flights a low-cost airline's mail gives by their route alone, no flight number anywhere ('Jaipur (JAI) → Goa - Mopa (GOX)' over its
 * date, 'Departure: 06:05' and 'Arrival: 08:35'), or an airline no table knows ('Cánh Sen Airlines   1127   …   Hà Nội (HAN) / 06:00'):
 * each line with two airports' codes in brackets, read with the lines under it up to the next such line, where they give a departure's
 * time (an offer's route, with a fare and no time, is none) and no car's pick-up.
 */
function routeFlights(text: string, context: ReadContext, references: References): Found[] {
  const out: Found[] = [];
  const routes: { index: number; end: number; airports: string[] }[] = [];
  let index = 0;
  for (const line of text.split('\n')) {
    const airports = line.includes('(') ? [...new Set(bracketedAirports(line))] : [];
    if (airports.length === 2) routes.push({ index, end: index + line.length, airports });
    index += line.length + 1;
  }
  for (const [k, route] of routes.slice(0, MAX_FLIGHTS).entries()) {
    const window = text.slice(route.index, Math.min(routes[k + 1]?.index ?? text.length, route.end + ROUTE_REACH));
    const dates = findDates(window, context.reference);
    const [dep, arr] = scheduleOf(window, dates);
    const day = (dates[0] && dep && dates[0].index < dep.index ? dates[0] : findDates(text.slice(Math.max(0, route.index - ROUTE_REACH), route.index), context.reference).at(-1))?.date;
    const [from = '', to = ''] = route.airports;
    // A car's route between airports ('Denver (DEN) -> Las Vegas (LAS)' over 'Pick-up: …', 'Pick-up: Lisbon Airport (LIS)   Drop-off: …') is no flight's.
    if (!dep || !day || window.search(PICK_UP) >= 0) continue;
    const arrDate = arr && arr.time < dep.time ? addDays(day) : day;
    const f = flightFound('', '', from, to, at(day, dep.time, zoneOf(from)), arr ? at(arrDate, arr.time, zoneOf(to)) : null);
    f.reservationNumber = nearest(references, route.index)?.value ?? '';
    out.push(f);
  }
  return out;
}

/**
 * A label's value in a table: the cell under it, in the next row with as many cells as the
 * labels' row ('Check-in  Check-out' above 'Fri 9 Oct 2026 from 15:00  Sun 11 Oct 2026'); where
 * the rows under it each open with a label of their own ('Date  Mon, 4 Oct 2027  Mon, 11 Oct
 * 2027', then 'Time  13:00  10:00', under a blank first heading or none), its column's cells of
 * those rows, apart by ' / '.
 */
function cellUnder(text: string, index: number): string | undefined {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  const line = text.slice(start, end < 0 ? text.length : end);
  // A row of labels has no values: a line with a digit holds its own.
  if (/\d/.test(line)) return undefined;
  const labels = cellsOf(line);
  const column = labels.findLastIndex((c) => c.start <= index - start);
  if (labels.length < 2 || column < 0 || end < 0) return undefined;
  const rows = text.slice(end + 1, end + 2000).split('\n').filter((l) => l.trim() !== '').slice(0, 8).map(cellsOf);
  // An HTML table's blank first heading stands over the rows' own labels.
  const overLabels = labels[0]?.text === BLANK_HEADING;
  if (rows[0]?.length === labels.length && !overLabels) {
    // A column's cells over several rows where its first gives no date ('Helyszín / …' over 'Dátum / 2027. július 8.' over 'Időpont / 9:00').
    const first = rows[0][column]?.text;
    if (first === undefined || findDates(first, new Date()).length > 0) return first;
    const end = rows.findIndex((cells) => cells.length !== labels.length);
    return (end < 0 ? rows : rows.slice(0, end)).map((cells) => cells[column]?.text).join(' / ');
  }
  const labelColumn = overLabels ? 0 : 1;
  const beyond = rows.findIndex((cells) => cells.length !== labels.length + labelColumn);
  const labelled = beyond < 0 ? rows : rows.slice(0, beyond);
  return labelled.length > 0 ? labelled.map((cells) => cells[column + labelColumn]?.text).join(' / ') : undefined;
}

/**
 * The first date (and time) after a label: the cell under it in a table, else within the label's
 * line and the next (at most 500 characters, and not past `until`, where the next label begins).
 * A label alone on its line is a heading ('PICK-UP' over a place, a desk and a date): its block is
 * its, from the first line with text (a heading may stand over a blank line) to the next blank
 * line, else, where that block holds no date, its next lines with text (an HTML mail's paragraphs,
 * each apart by a blank line).
 */
function dateAfter(text: string, index: number, context: ReadContext, until = text.length): { date: DateHit; time?: TimeHit } | undefined {
  const under = cellUnder(text, index);
  const near = under ?? text.slice(index, Math.min(until, index + 500));
  const lineEnd = near.indexOf('\n');
  const stop = lineEnd < 0 ? -1 : near.indexOf('\n', lineEnd + 1);
  // A note in brackets after the label ('貸出（出発）', 'Pick-up (Counter)') leaves it a heading.
  const heading = !under && lineEnd >= 0 && /^[\s:]*(?:[(（][^)）\n]{0,30}[)）][\s:]*)?$/.test(near.slice(0, lineEnd));
  const first = heading ? near.slice(lineEnd).search(/\S/) + lineEnd : -1;
  const blockEnd = first >= lineEnd ? near.slice(first).search(/\n[ \t]*\n/) : -1;
  const spans = heading && first >= lineEnd
    ? [near.slice(first, blockEnd < 0 ? near.length : first + blockEnd).split('\n').slice(0, 6).join('\n'), near.slice(first).split('\n').filter((l) => l.trim() !== '').slice(0, 6).map((l) => l.trim()).join('\n')]
    : [stop < 0 ? near : near.slice(0, stop)];
  for (const span of spans) {
    const dates = findDates(span, context.reference);
    const date = dates[0];
    if (!date) continue;
    const times = findTimes(span, { skip: dates });
    return { date, time: times.find((t) => t.index > date.index) ?? times[0] ?? (heading && span === spans[0] ? timeAlone(lineAfter(near, first + date.index)) : undefined) };
  }
  return undefined;
}

/** The next line of text after the line `index` is in, blank lines passed over. */
function lineAfter(text: string, index: number): string {
  const end = text.indexOf('\n', index);
  return end < 0 ? '' : (text.slice(end + 1).split('\n').find((line) => line.trim() !== '') ?? '');
}

/** The line of text before the line `index` is in, blank lines passed over. */
function lineBefore(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1);
  return start < 0 ? '' : (text.slice(0, start).split('\n').findLast((line) => line.trim() !== '') ?? '');
}

/** A line's start that only says a time follows ('ore ', 'kl. '). */
const TIME_WORD_BEFORE = new RegExp(`^\\s*(?:${TIME_WORDS})\\.?\\s*$`, 'i');

/** The time a line gives and nothing else ('2:00 PM' under its date, a block apart). */
function timeAlone(line: string): TimeHit | undefined {
  const times = findTimes(line);
  const time = times[0];
  // An hour's word after it is the time's own ('13:30 h', '9:30 Uhr'), and so is the word it is said at before it ('ore 10:30').
  return times.length === 1 && time && !/[\p{L}\d]/u.test(line.slice(0, time.index).replace(TIME_WORD_BEFORE, '') + line.slice(time.index + time.length).replace(/^\s*(?:h|hrs?|hs|uhr)\.?\s*$/i, '')) ? time : undefined;
}

/** A street address after its label, in the languages of the mails people get (never a mail address). */
const ADDRESS = /(?<![-\w] ?)\b(?:address|adresse|anschrift|direcci[óo]n|indirizzo)\s*:?[ \t]+([^\n]{5,120})/i;
const addressNear = (around: string) => ADDRESS.exec(around)?.[1]?.trim().split(/\s{2}/)[0] ?? '';

const HOTEL_NAME = /(?:hotelli(?=\s*:)|hotel(?:\s*name)?|property|accommodation|your booked house|unterkunft|hôtel|stay(?:ing)? at(?: the)?|struttura|[ée]tablissement|alojamiento|accommodatie|obiekt|propriedade|szállás|konaklama yeri|majoituspaikka|gististaður|호텔명|ホテル名|酒店名称|飯店名稱|ostatua|acomoda[çc][ãa]o|(?<!\p{L})होटल(?:\s*का\s*नाम)?(?=\s*:))(?:\s*:)?[ \t]+([^\n]{3,80})/giu;
const LODGING_SIGNAL =
  /h[oôó]tel|hostel|lodging|accommodation|\broom|\bnights?\b|übernachtung|check-?\s?in|unterkunft|zimmer|nächte|chambre|\bnuits?\b|habitaci[óo]n|noches?\b|camera|nott[ei]\b|appartamento|apartment|apartamento|kamer\b|overnachting|quarto|noites?\b|pok[óo]j|nocleg|apartament|\bnocy\b|pobyt|ubytov[áa]n[íi]|penzion|\bnoc[íi]\b|vandrarhem|boende|n[äa]tter|netter|gjestehus|innsjekking|dobbeltrom|logies|appartement|vakantiehuis|alloggio|alojamiento|hospedagem|hospedaje|suites?\b|\binn\b|b&b|pension|gasthof|g[îi]te|nætter|lejlighed|leilighet|overnatning|homestay|nhận phòng|\botel\b|konaklama|\bgece\b|szállás|apartma|\bnoč|residen[cz]|éjszaka|majoitus|majutus|korter|\bööd\b|apgyvendinim|naktsmītn|viesnīc|viešbu|cazare|отель|гостиниц|готель|хотел|апартамент|нощувк|настаняване|ξενοδοχείο|ホテル|宿泊|旅館|チェックイン|호텔|숙박|체크인|酒店|宾馆|入住|מלון|הוסטל|לילות|צ['׳]ק-?אין|होटल|गेस्ट\s?हाउस|चेक-?\s?इन|कमरा|कमरे|aterpetxe|ostatu|logela|alberg|allotjament|\bnits\b|căn hộ|khách sạn|malazi|\busiku\b/i;
/** The words a lodging's name has ('Landhotel Zugspitzblick', 'Casa da Ribeira', 'Meridale Suites', 'Ξενώνας Αρχοντικό Ελαία', 'הוסטל גינת הים'). */
const LODGING_WORD =
  /h[oôó]tel|hostel|\b(?:inn|suites|lodge|resort|residence|residenza|residencia|rezidence|motel|pension|gasthof|gasthaus|b&b|bed & breakfast|apartments?|appartamento|apartamento|appartement|apartament(?:y|s)?|casa|villa|chalet|pousada|posada|albergo|auberge|locanda|agriturismo|hostal|parador|guesthouse|guest house|homestay|g[äa]stehaus|herberge|penzion|pensjonat|vandrarhem|palace|palazzo|quinta|otel|apartman[iy]?|hotelli|lejlighed(?:er)?|leilighet(?:er)?|gjestehus|gjestgiveri|gæstehus|gästhus|viesnīca|viešbutis)\b|(?<=\p{L}\s)house\b|(?<!\p{L})(?:ξεν[ώω]νας|πανσι[όο]ν|διαμερ[ίι]σματα|β[ίι]λα|отель|гостиница|хостел|готель|хотел|апартамент|къща за гости|căn hộ|khách sạn|biệt thự|alberg)(?=\s[„“"«]?\p{Lu})|(?<!\p{L})(?:הוסטל|מלון|אכסניית?|होटल|गेस्ट\s?हाउस|रिसॉर्ट|हवेली|धर्मशाला)(?=\s\p{L})/iu;

/** A lodging's name in quotes after its kind's word ("l'appartamento «Casa del Glicine»", 'the cottage "Sea Pinks"'). */
const QUOTED_LODGING =
  /(?<!\p{L})(?:h[oô]tel|apartment|appartamento|apartamento|appartement|apartament|ferienwohnung|ferienhaus|wohnung|casa|villa|chalet|cottage|cabin|struttura|alloggio|g[îi]te)\s+[«"“„‘‚]([^»"”“‘’\n]{3,60})[»"”“’]/giu;
/** A label whose value is a lodging's name ('HOTEL  Hilton Chicago', 'Unterkunft: Haus am See'). */
const LODGING_LABEL = /^(?:h[oôó]tel|hostel|property|accommodation|lodging|unterkunft|h[ée]bergement|alojamiento|alloggio|struttura|[ée]tablissement|obiekt|objekt|namestitev|ubytov[áa]n[íi]|accommodatie|hospedagem|alojamento|lejlighed|leilighet|gististaður|im[óo]vel|(?:th[ôo]ng tin )?ch[ỗo] ngh[ỉi]|c[ơo] s[ởo] l[ưu]u tr[úu]|宿泊施設|施設名|宿名|숙소|酒店名称)\s?[:：]?$/i;

/** A line less the marks of a heading, of emphasis or of a rating around it ('## Hotel Aurora **', 'Hôtel des Remparts ★★★'). */
const bare = (line: string) => trimmedWhere(line, (c) => /[#*•>\s]/.test(c), (c) => /[*★☆\s]/.test(c));

/** A lodging's name in a few words, capitalised (or in a script without capitals: 'הוסטל גינת הים'), not a sentence, an address or a date, nor its kind's word alone ('HOTEL'): 'Landhotel Zugspitzblick'. */
const isLodgingName = (l: string) =>
  l.length >= 4 && l.length <= 60 && l.split(/\s+/).length <= 7 && LODGING_WORD.test(l) && LODGING_WORD.exec(l)?.[0] !== l && !/[:@]|\d{3}|\d[./]\d|https?:|[.!?]$/.test(l) && /^[\p{Lu}\p{Script=Hebrew}\p{Script=Arabic}]/u.test(l);

/** What says a heading is a confirmation, after its last dash ('… - Rezervasyon Onayı', '… - Booking confirmation'). */
const CONFIRMATION_WORD = /confirm|best(?:ä|ae)tig|bekr[äæe]ft|potvrz|vahvist|conferma|bevestig|onay|visszaigazol|potwierdz/i;
const lessConfirmation = (cell: string) => {
  const dash = Math.max(cell.lastIndexOf(' - '), cell.lastIndexOf(' – '), cell.lastIndexOf(' — '));
  return dash > 0 && CONFIRMATION_WORD.test(cell.slice(dash)) ? cell.slice(0, dash) : cell;
};

/** A name's words after its first: capitalised, a dash or an ampersand between two, or a name's small word ('Casa do Rio – Loft Ribeira'). */
const NAME_WORDS = String.raw`(?: (?:\p{Lu}[^\s,.;:()]*|[–&-](?= \p{Lu})|(?:de|da|do|dos|das|del|di|du|la|le|les|van|von|der)(?= \p{Lu})))*`;
/**
 * A rental's name told in a sentence, after its kind's word in lower case, up to a word in lower case but a name's small ones ('Je verblijft in het
 * appartement Casa do Rio – Loft Ribeira aan de …'), or with its kind's word as its own first ('… la location du Chalet Les Mélèzes (6 personnes …').
 */
const PROSE_LODGING = new RegExp(
  String.raw`(?<=\p{Ll}\s)(?:(?:apartment|appartement|apartamento|appartamento|ferienwohnung|vakantiehuis|lejlighed|leilighed|leilighet|villa|cottage|studio)\s(\p{Lu}[^\s,.;:()]*${NAME_WORDS})|((?:Chalet|Villa|Cottage)\s\p{Lu}[^\s,.;:()]*${NAME_WORDS}))`,
  'u',
);

/**
 * The name a line gives a lodging: 'HOTEL  Hilton Chicago' (a lodging's word alone in the first
 * column labels the name after it), else its first column that is one ('The Linden Quay Hotel   31 Ormond Quay').
 */
function lodgingNameIn(line: string): string | undefined {
  const prose = PROSE_LODGING.exec(line);
  if (prose?.[1] ?? prose?.[2]) return prose[1] ?? prose[2];
  // Columns, and the parts of a heading apart by a middle dot, a bar or a dash ('Pension Nordkettenblick · Innsbruck').
  // A heading's part that says it is a confirmation is no part of the name ('Hotel Duna - Foglalás visszaigazolása').
  // A list's number before the name is none of it ('2) NUNGWI CORAL LODGE - Nungwi').
  const cells = bare(line).replace(/^\d{1,2}[.)]\s+(?=\p{Lu})/u, '').split(/\s{2,}| [/·|–—] /).map((cell) => lessAddress(lessConfirmation(cell)));
  const [first = '', second] = cells;
  // A label's value is a name only under a lodging's label: 'Rate  Bed & Breakfast' and 'Apartment:  Apartment 4' name a rate and a unit.
  if (second && (LODGING_LABEL.test(first) || first.endsWith(':') || (cells.length === 2 && !first.includes(' ')))) return LODGING_LABEL.test(first) ? second.replace(/^[:：]\s*/, '') : undefined;
  // 'HOTEL The Calton Wynd Hotel': a kind's word in capitals before the name is no part of it.
  return cells.find(isLodgingName)?.replace(/^\p{Lu}{3,}\s(?=\p{Lu}\p{Ll})/u, (word) => (LODGING_WORD.test(word) ? '' : word));
}

/**
 * The lodging's name: after a label and its colon ('Hotel: …') or a phrase ('staying at'), else the nearest line above
 * `index` (or else below it) that names one, else after a label without a colon.
 */
/** A room's kind, not a stay's name: a room's word first ('Suíte Casal com varanda', 'Quarto duplo', 'Double room'). */
const ROOM_KIND = /^(?:su[íi]te|quarto|room|habitaci[óo]n|chambre|zimmer|camera|kamer|pok[óo]j)(?!\p{L})/iu;
function lodgingName(text: string, index: number): string {
  // Never a number alone ('Bestätigungsnummer Hotel: 88213457'), nor a reference's label ('Hotel confirmation no.: HP-2231'), nor a room's kind ('Acomodação:  Suíte Casal com varanda').
  const label = [...text.slice(Math.max(0, index - 1500), index + 1500).matchAll(HOTEL_NAME)].find(
    (m) => /\p{L}/u.test(m[1] ?? '') && (m[1] ?? '').search(REFERENCE_LABEL) !== 0 && !ROOM_KIND.test((m[1] ?? '').trim()),
  );
  // The label's value up to its sentence's end ('Your stay at Meridale Inn & Suites is confirmed.').
  const labelled = label?.[1]?.trim().split(/\s{2}|[.!?;]\s| (?:is|has|was|will|are) /)[0] ?? '';
  const labelItself = label ? label[0].slice(0, label[0].length - (label[1]?.length ?? 0)) : '';
  // 'Hotel: Berlin-Hauptbahnhof', 'Your stay at the Harbour Inn': a label with its colon, or a phrase, gives the name.
  if (labelled && (labelItself.includes(':') || /stay(?:ing)? at|booked house/i.test(labelItself))) return stayNameAlone(labelled);
  const lines = (from: number, to: number) => text.slice(Math.max(0, from), to).split('\n');
  const named = lines(index - 1500, index).reverse().map(lodgingNameIn).find(Boolean) ?? lines(index, index + 1500).map(lodgingNameIn).find(Boolean);
  // A name in quotes after its kind's word, the nearest before the stay, else after it (further than a line's name: it says what it is).
  const quoted = (from: number, to: number) => [...text.slice(Math.max(0, from), to).matchAll(QUOTED_LODGING)].map((m) => m[1]?.trim() ?? '');
  return stayNameAlone(withoutTown(text, lessAddress(named ?? nameUnderHeading(text, index) ?? (quoted(index - QUOTED_REACH, index).at(-1) || quoted(index, index + QUOTED_REACH)[0] || labelled))));
}

/** A name on the line under a lodging's label alone, a heading ('IMÓVEL' over 'Residencial Maré Alta – Apto 302', 'THÔNG TIN CHỖ NGHỈ' over 'Nhà nghỉ Hoa Sứ Hội An'): a short line, no sentence, label, address or date. */
function nameUnderHeading(text: string, index: number): string | undefined {
  const lines = text.slice(Math.max(0, index - 1500), index + 1500).split('\n');
  for (const [k, line] of lines.entries()) {
    if (!LODGING_LABEL.test(bare(line))) continue;
    const next = bare(lines.slice(k + 1).find((l) => l.trim() !== '') ?? '');
    if (next.length <= 60 && (next.match(/\p{L}/gu)?.length ?? 0) >= 3 && !/^\p{Ll}/u.test(next) && !/[:@]|https?:|[.!?]$|\d{5}|\d[./]\d/.test(next) && findDates(next, new Date()).length === 0) return next;
  }
  return undefined;
}

/** How far from a stay's dates a name in quotes after its kind's word is taken: a mail's opening sentence, over its summary at the end. */
const QUOTED_REACH = 5000;

/** A hotel's stars after its name ('Landhotel Mühlbachhof ***S', 'Hotel Adler ★★★★', 'Pension Sonne 3*'). */
const STAR_RATING = /(?:\*{1,5}(?:\s?(?:S|sup(?:erior)?))?|[★☆]{1,5}|[1-5]\s?\*)$/u;

/** A stay's name alone: less the stars after it and the space before them, the guests it sleeps in brackets ('Apartman Lavanda (2+2)'), its town after a dash
 * when the name is in capitals and the town is not ('NUNGWI CORAL LODGE - Nungwi') and its spelling in Latin letters. */
function stayNameAlone(name: string): string {
  const stars = STAR_RATING.exec(name);
  return (stars && /\s/.test(name.charAt(stars.index - 1)) ? name.slice(0, stars.index).trimEnd() : name).replace(/\s\(\d{1,2}\s?\+\s?\d{1,2}\)(?=,|$)/u, '')
    .replace(/^([^\p{Ll}\n]{3,60}?) [-–] \p{Lu}\p{Ll}[\p{L} ]{0,40}$/u, '$1')
    .replace(LATIN_AFTER, (latin, at: number, whole: string) => (/[^\p{Script=Latin}\s\d\p{P}]/u.test(whole.slice(0, at)) ? '' : latin));
}

/** A name's spelling in Latin letters in brackets after it, when it is written in another script ('미카 오션 리조트 다낭 (Mika Ocean Resort Da Nang)'). */
const LATIN_AFTER = /\s\([\p{Script=Latin}\d .,'&-]{2,60}\)$/u;

/** A name less a street with its number and a postcode with its town after it ('Hotel Albergo Trevi Luce, Via delle Muratte 41, 00187 Roma'). */
const lessAddress = (name: string) => /^(.{3,}?), (?:\p{L}[^,\d]*\d[\p{L}\d]*|\d[\p{L}\d]* [^,\d]*\p{L}), \d{3,6} ?\p{L}/u.exec(name)?.[1] ?? name;

/** A name less its town after a comma when the address under it says the town again ('Hotel Vila Sal, Albufeira' over '…, 8200-000 Albufeira'). */
function withoutTown(text: string, name: string): string {
  const town = /^(.{3,}?),\s*(\p{L}[\p{L}'-]{1,30})$/u.exec(name);
  if (!town?.[1] || !town[2]) return name;
  const after = text.indexOf(name);
  const next = after < 0 ? '' : lineAfter(text, after);
  // An address has a number (a street's, a postcode): 'Hotel Bellavista, Garni' over 'Garni means…' keeps its word.
  if (!/\d/.test(next)) return name;
  // Letters, apostrophes and hyphens only: nothing a pattern reads as more than itself. One word: 'Premier Inn London, Kings Cross' keeps its branch.
  return new RegExp(`(?<!\\p{L})${town[2]}(?!\\p{L})`, 'iu').test(next) ? town[1] : name;
}

/** The first of `marks` (in the text's order) at or after `index`. */
function firstFrom<T extends { index: number }>(marks: T[], index: number): T | undefined {
  return marks[positionFrom(marks, index)];
}
/** Where in `marks` (in the text's order) the first at or after `index` is. */
function positionFrom(marks: { index: number }[], index: number): number {
  let low = 0;
  let high = marks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((marks[middle]?.index ?? 0) < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of a stay's first and last day, in the languages of the mails people get. */
const CHECK_IN = 'check-?\\s?in|prijava|mb[ëe]rritja|kuingia|arrival|anreise|ankunft|arriv[ée]e|arrivo|llegada|entrada|aankomst|inchecken|chegada|przyjazdu?|zameldowanie|p[řr][íi]jezd|dolazak|prihod|ankomst|incheckning|indtjekning|innsjekk(?:ing)?|nhận phòng|giriş|érkezés|saabumine|saapuminen|tulopäivä|sarrera|sisseregistreerimine|komudagur|koma|innritun|ierašanās|atvykimas|pr[íi]chod|заезд|заїзд|настаняване|[άα]φιξη|الوصول|チェックイン|체크인|入住|צ[\\u0027\\u05f3]ק-?אין|चेक-?\\s?इन';
const CHECK_OUT = 'check-?\\s?out|odjava|sortida|largimi|kutoka|departure|abreise|d[ée]part|partenza|salida|vertrek|uitchecken|partida|sa[íi]da|wyjazd|wymeldowanie|odjezd|odlazak|odhod|avresa|avreise|afrejse|utcheckning|udtjekning|utsjekk(?:ing)?|trả phòng|çıkış|távozás|lahkumine|lähtö|irteera|väljaregistreerimine|brottfarardagur|brottf[öo]r|[úu]tritun|izbraukšana|išvykimas|odchod|выезд|виїзд|напускане|αναχ[ώω]ρηση|チェックアウト|체크아웃|退房|المغادرة|צ[\\u0027\\u05f3]ק-?אאוט|चेक-?\\s?आउट';
/** A stay's label, with the word for its day that compounds may join to it ('Check-in date', 'Aankomstdatum', 'Anreisetag'). */
const stayLabel = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?:\\s*date|s?(?:datum|dag|tag)|\\s*tarihi|\\s*napja|päivä|日|\\s*날짜|일)?(?!\\p{L})`, 'giu');

/** How far after a departure's label an arrival's is that journey's other end. */
const JOURNEY_REACH = 300;

/** How far after a stay's check-in label a table of its rooms' numbers is its own. */
const ROOMS_REACH = 1500;

/** Hotel stays: a check-in (or arrival) date and the check-out (or departure) after it, with the name nearby. */
/** The nights a stay lasts: a count before its word, or a label's value ('4 noites', '3 Nächte', 'N.º de noites: 4'). */
const NIGHTS =
  /(?<![\p{L}\d])(?:(\d{1,2})[ \t]*(?:nights?|noites?|nuits?|noches|notti|n[äa]chte|n[äa]tter|n[æe]tter|nachten|nocy|noci|éjszaka|gece)(?!\p{L})|(?:nights?|noites?|nuits?|noches|notti|n[äa]chte|nachten|nocy|noci)(?:[ \t]*[:：][ \t]*|[ \t]{2,})(\d{1,2})(?!\d))/iu;

/** A check-out without a date of its own ('Check-out:   até às 11h00'), dated by the nights its stay lasts, said between its check-in and its line's end. */
function byNights(text: string, inDate: Dated, checkIn: number, checkOut: RegExpExecArray): Dated | undefined {
  const end = text.indexOf('\n', checkOut.index);
  const nights = NIGHTS.exec(text.slice(checkIn, end < 0 ? text.length : end));
  const count = Number(nights?.[1] ?? nights?.[2] ?? 0);
  if (count < 1) return undefined;
  const line = text.slice(checkOut.index + checkOut[0].length, end < 0 ? text.length : end);
  const date = { ...inDate.date, date: addDays(inDate.date.date, count) };
  return { date, time: findTimes(line)[0] };
}

function textStays(text: string, context: ReadContext, references: { index: number; value: string }[]): Found[] {
  if (!LODGING_SIGNAL.test(text)) return [];
  const out: Found[] = [];
  // A GDS hotel line's 'IN 08APR OUT 15APR' ('EIN … AUS …' in German) in capitals, before a date in capitals.
  const gds = (words: string) => new RegExp(`\\b(?:${words})\\b(?=[-\\s]?\\d{1,2}[A-Z]{3}\\b)`, 'gu');
  const checkins = [...text.matchAll(stayLabel(CHECK_IN)), ...text.matchAll(gds('IN|EIN'))].sort((a, b) => a.index - b.index);
  const checkouts = [...text.matchAll(stayLabel(CHECK_OUT)), ...text.matchAll(gds('OUT|AUS'))].sort((a, b) => a.index - b.index);
  const closed = new Set<number>();
  const roomNumbers = columnReferences(text).sort((a, b) => a.index - b.index);
  for (const m of checkins) {
    // An arrival just after a departure that closes no stay is a journey's ('Departure: Piraeus 07:25' over 'Arrival: Naxos 13:10'),
    // unless its own departure follows on its line ('Aankomst: zaterdag 15-05-2027 - Vertrek: zaterdag 22-05-2027').
    const left = checkouts.filter((o) => o.index < m.index).at(-1);
    const next = firstFrom(checkouts, m.index + m[0].length);
    const oneLine = next !== undefined && !text.slice(m.index, next.index).includes('\n');
    if (left && m.index - left.index < JOURNEY_REACH && !closed.has(left.index) && !/check/i.test(left[0] + m[0]) && !oneLine) continue;
    const inDate = dateAfter(text, m.index + m[0].length, context);
    if (!inDate) continue;
    const out1 = firstFrom(checkouts, m.index + m[0].length);
    if (!out1) continue;
    const outDate = dateAfter(text, out1.index + out1[0].length, context) ?? byNights(text, inDate, m.index, out1);
    if (!outDate || outDate.date.date <= inDate.date.date) continue;
    // The same stay told twice (a summary, then its details); two rooms leaving on different days are two ('Δωμάτιο 1', 'Δωμάτιο 2').
    if (out.some((s) => s.start?.local.startsWith(inDate.date.date) && s.end?.local.startsWith(outDate.date.date))) continue;
    closed.add(out1.index);
    const around = text.slice(Math.max(0, m.index - 1500), m.index + 1500);
    const name = lodgingName(text, m.index);
    // Rooms each with its own number in a table under the stay ('Huone   Vahvistusnumero' over a row for each) are a stay each.
    const rooms: typeof roomNumbers = [];
    for (let k = positionFrom(roomNumbers, m.index), room = roomNumbers[k]; room && room.index < m.index + ROOMS_REACH; room = roomNumbers[++k]) if (!room.ticket) rooms.push(room);
    const numbers = rooms.length >= 2 ? rooms.map((r) => r.value) : [nearest(references, m.index)?.value ?? ''];
    out.push(
      ...numbers.map((reservationNumber) => found('lodging', {
        name,
        provider: name,
        reservationNumber,
        start: at(inDate.date.date, inDate.time?.time ?? '15:00', null),
        end: at(outDate.date.date, outDate.time?.time ?? '11:00', null),
        guessed: guesses({ 'start.time': !inDate.time, 'end.time': !outDate.time, year: !inDate.date.yearGiven || !outDate.date.yearGiven }),
        startPlace: { ...noPlace(), name, address: addressNear(around) },
      })),
    );
  }
  return out;
}

/** A stay written as a range after its label ('Aufenthalt: 30.11.23 - 01.12.23', 'Dates of stay: 3 May 2026 to 6 May 2026'). */
const STAY_LABEL = /(?:\b(?:stay|dates? of (?:your )?stay|aufenthalt|s[ée]jour|estancia|soggiorno|reisezeitraum|nights?)\b|숙박|宿泊(?:期間|日)?|住宿(?:日期)?)\s*:?/gi;

/** A stay's first and last day as found together, where (for its name and reference), with their hours where written beside them. */
interface DatePair {
  index: number;
  first: DateHit;
  second: DateHit;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
}

/** A range's count of nights after it ('19.06.2027 – 26.06.2027 (7 Nächte)', '3–6 May 2027, 3 nights'): a stay's range as a label's is. */
const NIGHTS_AFTER = /^[\s,(·-]*\d{1,2}\s*(?:nights?|n[äa]chte|nuits?|noches|notti|noites|nachten|n[äa]tter|n[æe]tter|nocy|noci|noćenja|noćenje|éjszaka|y[öo]t[äa]|[öo][öo]d)(?!\p{L})/iu;

/** The ranges after a stay's label on its line, and those a count of nights follows. */
function labelledRanges(text: string, context: ReadContext): DatePair[] {
  const starts = lineStartsOf(text);
  const counted = text.split('\n').flatMap((line, k) => {
    if (line.length > 200 || !/\d/.test(line)) return [];
    const [first, second, third] = findDates(line, context.reference);
    if (!first || !second || third || !NIGHTS_AFTER.test(line.slice(second.index + second.length))) return [];
    if (Date.parse(second.date) - Date.parse(first.date) > LONGEST_STAY_DAYS * 86_400_000) return [];
    return [{ index: starts[k] ?? 0, first, second }];
  });
  return [...counted, ...[...text.matchAll(STAY_LABEL)].flatMap((m) => {
    const from = m.index + m[0].length;
    const lineEnd = text.indexOf('\n', from);
    const [first, second] = findDates(text.slice(from, lineEnd < 0 ? text.length : lineEnd), context.reference);
    // Two dates months apart are an offer's ('Stay up to 2 nights on us when you book by 30 Jun 2027 for travel until 15 Dec 2027').
    return first && second && Date.parse(second.date) - Date.parse(first.date) <= LONGEST_STAY_DAYS * 86_400_000 ? [{ index: m.index, first, second }] : [];
  })].sort((a, b) => a.index - b.index);
}

/** A guest's words in a sentence about a stay: a room, nights, arriving and leaving ('a hotel' alone may be a venue's). */
const GUEST_WORDS =
  /\broom|\bnights?\b|check-?\s?(?:in|out)|\bstay|welcom|depart|arriv|zimmer|n[äa]chte|übernachtung|chambre|\bnuits?\b|s[ée]jour|habitaci[óo]n|noches?\b|estancia|salida|llegada|camera|nott[ei]\b|soggiorno|kamer\b|quarto|noites?\b|estadia|pok[óo]j|\bnoc[íiy]?\b|pobyt|\brum\b|n[äaæ]tter|netter|overnatning|ophold|opphold|vistelse|verblij|inchecken|aankomst|appartement|(?<!\p{L})(?:nakt\p{L}*|kambar\p{L}*|atvyk\p{L}*|išvyk\p{L}*|numur\p{L}*|noč\p{L}*|prihod|odhod|noćen\p{L}*|dolazak|odlazak)/iu;

/** The longest stay two dates are read as: further apart, they are a booking's and a deadline's, or an offer's. */
const LONGEST_STAY_DAYS = 60;

/**
 * A stay told in a sentence ('We look forward to welcoming you on Friday 2nd October […] departing
 * on Monday 5th October', 'Lo esperamos el jueves 3 de diciembre […] Su salida […] el domingo 6'):
 * the first paragraph that speaks of a stay with two dates in order, not far apart, and the hours
 * after each.
 */
function proseRanges(text: string, context: ReadContext): DatePair[] {
  let offset = 0;
  for (const paragraph of text.split(/(?<=\n[ \t]*\n)/)) {
    const at = offset;
    offset += paragraph.length;
    if (paragraph.length > 2_000 || !GUEST_WORDS.test(paragraph)) continue;
    const dates = findDates(paragraph, context.reference);
    const i = dates.findIndex((d, k) => {
      const next = dates[k + 1];
      return next && next.date > d.date && Date.parse(next.date) - Date.parse(d.date) <= LONGEST_STAY_DAYS * 86_400_000;
    });
    const first = dates[i];
    const second = dates[i + 1];
    if (!first || !second) continue;
    const times = findTimes(paragraph, { skip: dates });
    const between = (from: number, to: number) => times.filter((t) => t.index > from && t.index < to).map((t) => t.time);
    const inside = between(first.index, second.index);
    const after = between(second.index, paragraph.length);
    // No hour between the two days and two after them: the arrival's, then the departure's ('… til søndag den 13. juni 2027.
    // Lejligheden er klar fra kl. 15.00 på ankomstdagen, og … tjekke ud senest kl. 11.00 på afrejsedagen').
    const [checkIn, checkOut] = inside.length === 0 && after.length > 1 ? after : [inside[0], after[0]];
    return [{ index: at + first.index, first, second, checkIn, checkOut }];
  }
  return [];
}

/** Stays from their first and last day found together, the hours from beside them or else from the check-in and check-out labels. */
function pairedStays(text: string, references: References, pairs: DatePair[]): Found[] {
  const out: Found[] = [];
  const clock = (label: RegExp) => {
    const l = label.exec(text);
    return l ? findTimes(text.slice(l.index, l.index + 60).split('\n')[0] ?? '')[0]?.time : undefined;
  };
  for (const { index, first, second, ...hours } of pairs) {
    if (second.date <= first.date || out.some((s) => s.start?.local.startsWith(first.date))) continue;
    const around = text.slice(Math.max(0, index - 1500), index + 1500);
    const name = lodgingName(text, index);
    const checkIn = hours.checkIn ?? clock(/\bcheck-?\s?in\b/i);
    const checkOut = hours.checkOut ?? clock(/\bcheck-?\s?out\b/i);
    out.push(
      found('lodging', {
        name,
        provider: name,
        reservationNumber: nearest(references, index)?.value ?? '',
        start: at(first.date, checkIn ?? '15:00', null),
        end: at(second.date, checkOut ?? '11:00', null),
        guessed: guesses({ 'start.time': !checkIn, 'end.time': !checkOut, year: !first.yearGiven || !second.yearGiven }),
        startPlace: { ...noPlace(), name, address: addressNear(around) },
      }),
    );
  }
  return out;
}

const CAR_COMPANIES = /\b(Hertz|Avis|Sixt|Europcar|Enterprise|National|Alamo|Budget|Thrifty|Dollar|Fox|Payless|Advantage|Keddy|Goldcar)\b/;
/** What a car rental's mail says somewhere, in the languages of the mails people get. */
const CAR_SIGNAL =
  /(?<![\p{L}\d_])(?:cars?|rentals?|rent|hire|vehicle|kereta|mietwagen\p{L}*|autovermietung|fahrzeug\p{L}*|voiture|v[ée]hicule|location|coche|veh[íi]culo|alquiler|noleggio|autonoleggio|veicolo|huurauto|autoverhuur|auto|carro|ve[íi]culo|viatura|aluguel|samoch[óo]d|wypo[żz]yczalnia|bil(?:en|er|ene|arna?)?|leiebil\p{L}*|hyrbil\p{L}*|lejebil\p{L}*|vuokra-?auto|araç|bérautó|autó|autóbérl\p{L}*|gépjárm\p{L}*|j[áa]rm[űu]\p{L}*|thuê xe|đặt xe|furgon\p{L}*|kisteheraut[óo]\p{L}*|αυτοκίνητο|ma[șş]in[aă]|autoturism\p{L}*|închiri\p{L}*|půjčovna|automobil\p{L}*|vozil[ao]|возил[ao]|nuom\p{L}*|autorent\p{L}*|požičovň\p{L}*|автомобил\p{L}*|прокат|аренд\p{L}*|оренд\p{L}*|ה?רכב|השכרת|b[íi]lalei\p{L}*|b[íi]ll(?:inn)?|mobil|kendaraan|سيار\p{L}*|تأجير)(?!\p{L})|レンタカー|租车|租車|렌터카|렌트카/iu;
/** The paragraph (blank-line bounded, at most `reach` characters each way) that runs from `from` to `to`. */
function paragraphOf(text: string, from: number, to: number, reach = 1500): { start: number; end: number } {
  const before = text.slice(Math.max(0, from - reach), from);
  const after = text.slice(to, to + reach);
  const blankBefore = [...before.matchAll(/\n[ \t]*\n/g)].at(-1);
  const blankAfter = after.search(/\n[ \t]*\n/);
  return { start: from - before.length + (blankBefore ? blankBefore.index + blankBefore[0].length : 0), end: blankAfter < 0 ? to + after.length : to + blankAfter };
}

/** The words before a reference's label that make it a stay's or a flight's ('Hotel confirmation', 'Airline confirmation'). */
const NOT_A_CAR_LABEL = /(?<!\p{L})(?:h[ôo]tel|airline|flight|flug|vol|vuelo|volo|room|lodging)(?!\p{L})/iu;
/** A car's label says of what only of a car ('Henting av nøkkelkort', 'Levering van de bloemen', 'Pick-up of keys' are none; 'Ophalen van de auto' is). */
const NOT_OF_OTHER = '(?![ \\t]+(?:av|af|van|of)[ \\t]+(?!(?:(?:the|de|het|den|det)[ \\t]+)?(?:bil|auto|car|vehicle|voertuig|kjøretøy|fordon|køretøj)))';
/** The car after a label's word, the label ending there ('Pick-up of the car:', 'Retrait du véhicule', 'איסוף הרכב', 'استلام السيارة'). */
const OF_THE_CAR = `(?:[ \\t]+(?:(?:of[ \\t]+)?(?:the[ \\t]+)?(?:car|vehicle)|du[ \\t]+v[ée]hicule|de[ \\t]+la[ \\t]+voiture|des[ \\t]+fahrzeugs|van[ \\t]+de[ \\t]+auto|del[ \\t]+(?:veh[íi]culo|coche|auto|carro)|на[ \\t]+автомобила|dell'auto|do[ \\t]+(?:carro|ve[íi]culo)|ה?רכב|السيارة)(?=[ \\t]*(?::|\\n|$)))?`;
/** A car's label with what may follow its word ('Pick-up date', 'Fecha y hora'), never one naming a place ('Pick-up location'), nor 'Return flight'. */
const carLabel = (words: string, notPlaces = '') =>
  new RegExp(
    `(?<!\\p{L})(?:${words})${NOT_OF_OTHER}${OF_THE_CAR}(?:\\s*(?:date|time|date and time|date\\/time|datum|zeit|date et heure|fecha(?:\\s+y\\s+hora)?|data(?:\\s+e\\s+ora)?|일시|일자))?(?![ \\t]*(?:location|place|station|address|adresse|ort|lieu|oficina|ufficio|punt|kantoor${notPlaces}))(?!\\p{L})(?:[ \\t]*:)?`,
    'giu',
  );
/** A pick-up's label: 'Pick-up', 'Abholung', 'Prise en charge', 'Recogida', 'Ritiro', 'Ophalen', 'Retirada', 'Odbiór'. */
const PICK_UP_WORDS = 'pick-?\\s?up|collection|recollida|abholung|anmietung|[üu]bernahme|prise\\s+en\\s+charge|retrait|recogida|retiro|ritiro|ophalen|afhalen|retirada|levantamento|odbi[óo]r|henting|(?:upp)?hämtning|afhentning|nouto|átvétel|παραλαβή|ridicare|preluare|vyzvednutí|prevzatie|prevzem|preuzimanje|преузимање|paėmimas|atsiėmimas|saņemšana|получение|отримання|afhending|вземане|pengambilan|penjemputan|ambil|casglu|ara[çc]\\s+al[ıi][şs]|teslim\\s+alma|nhận\\s+xe|ה?איסוף|استلام|貸出|貸渡|取车|取車|대여|인수';
const PICK_UP = carLabel(PICK_UP_WORDS);
/** A departure's label, a rental's pick-up in a mail that books nothing else. */
const DEPARTURE_AS_PICK_UP = carLabel('departure|d[ée]part|salida|partenza|abfahrt|vertrek|partida|wyjazd|odjezd');
/** A return's label: 'Drop-off', 'Return', 'Rückgabe', 'Restitution', 'Devolución', 'Riconsegna', 'Inleveren', 'Devolução', 'Zwrot'. */
const DROP_OFF_WORDS = 'drop-?\\s?off|return|retorn|r[üu]ckgabe|abgabe|restitution|retour|devoluci[óo]n|riconsegna|consegna|inleveren|terugbrengen|devolu[çc][ãa]o|entrega|zwrot|levering|innlevering|återlämning|aflevering|palautus|visszaadás|visszahozás|lead[áa]s|επιστροφή|predare|returnare|vrácení|vrátenie|vračilo|vra[ćc]anje|враћање|grąžinimas|nodošana|tagastamine|връщане|возврат|повернення|skil|pengembalian|pemulangan|pulang|dychwelyd|ara[çc]\\s+[iİ]ade|trả\\s+xe|ה?החזר[הת]|تسليم|إرجاع|ارجاع|返却|还车|還車|반납';
const DROP_OFF = carLabel(DROP_OFF_WORDS, '|flight|vol|flug|vuelo');
/** A return's own word ('Devolución', 'Devolução'): after it, 'Entrega' is the car handed over, the pick-up ('ENTREGA DEL AUTO' … 'DEVOLUCIÓN'), not the car given back. */
const GIVEN_BACK = /(?<!\p{L})devolu(?:ci[óo]n|[çc][ãa]o)(?!\p{L})/iu;

/**
 * Car rentals: a pick-up and the return after it, each with a date and time, the company and the
 * places after the labels. Of several pick-up labels before one return (a heading 'ANMIETUNG' over
 * 'Abholung: …'), the first with a date is the pick-up. With no such labels, and `prose`, a rental told in sentences.
 */
function textCars(text: string, context: ReadContext, references: { index: number; value: string }[], prose: boolean): Found[] {
  if (!CAR_SIGNAL.test(text)) return [];
  const out: Found[] = [];
  const returns = [...text.matchAll(DROP_OFF)];
  const lastGivenBack = returns.findLast((m) => GIVEN_BACK.test(m[0]))?.index ?? -1;
  const handedOver = returns.filter((m) => /^entrega/i.test(m[0]) && m.index < lastGivenBack);
  const drops = returns.filter((m) => !handedOver.includes(m));
  const labelOf = (r: { index: number }) => text.slice(Math.max(text.lastIndexOf('\n', r.index - 1) + 1, r.index - 60), r.index);
  const others = references.filter((r) => !NOT_A_CAR_LABEL.test(labelOf(r)));
  const notOthers = others.length > 0 ? others : references;
  const pairsFrom = (picks: RegExpExecArray[]) => {
    const pairs: { at: number; pick: Dated; drop: { index: number }; dropDate: Dated }[] = [];
    let taken = -1;
    for (const m of picks) {
      if (m.index < taken) continue;
      const drop = firstFrom(drops, m.index + m[0].length);
      if (!drop) continue;
      const [pick, dropDate] = (headingsRow(text, m.index, drop.index) && sideBySideEnds(text, drop, context)) || labelledEnds(text, m, drop, picks, context);
      if (!pick || !dropDate || dropDate.date.date < pick.date.date || !longEnough(pick, dropDate)) continue;
      taken = drop.index + drop[0].length;
      pairs.push({ at: m.index, pick, drop, dropDate });
    }
    return pairs;
  };
  const pairs = pairsFrom([...text.matchAll(PICK_UP), ...handedOver].sort((a, b) => a.index - b.index));
  // In a mail that books nothing else and names the car's model ('Peugeot 308 ou similaire'), a departure's label is the pick-up's
  // ('Départ' over 'Date et heure' and 'Agence', then 'Retour'); a flight's, a tour's or a coach's mail may speak of cars too.
  if (pairs.length === 0 && prose && text.search(CAR_MODEL) >= 0) pairs.push(...pairsFrom([...text.matchAll(DEPARTURE_AS_PICK_UP)]));
  if (pairs.length === 0 && prose) pairs.push(...proseRental(text, drops, context));
  for (const { at: index, pick, drop, dropDate } of pairs) {
    const around = text.slice(Math.max(0, index - 1500), index + 1500);
    const place = (label: RegExp) => label.exec(around)?.[1]?.trim() ?? '';
    // The car's own number in its block ('Car confirmation: K4471920US' before its pick-up or after its return), else the nearest not labelled a hotel's or a flight's.
    const block = paragraphOf(text, index, drop.index);
    const own = references.find((r) => r.index >= block.start && r.index < block.end && CAR_SIGNAL.test(labelOf(r)));
    const reference = own ?? nearest(notOthers, index);
    out.push(
      found('rentalCar', {
        provider: CAR_COMPANIES.exec(around)?.[1] ?? '',
        reservationNumber: reference?.value ?? '',
        start: at(pick.date.date, pick.time?.time ?? '09:00', null),
        end: at(dropDate.date.date, dropDate.time?.time ?? '09:00', null),
        guessed: guesses({ 'start.time': !pick.time, 'end.time': !dropDate.time, year: !pick.date.yearGiven || !dropDate.date.yearGiven }),
        startPlace: { ...noPlace(), name: place(/pick-?\s?up\s*(?:location|place|station)\s*(?::\s*)?([^\n]+)/i) },
        endPlace: { ...noPlace(), name: place(/(?:drop-?\s?off|return)\s*(?:location|place|station)\s*(?::\s*)?([^\n]+)/i) },
      }),
    );
  }
  return out;
}

type Dated = { date: DateHit; time?: TimeHit | undefined };

/** A rental's two ends each after its own label: the pick-up's date before the return's label, the return's before the next pick-up's. */
function labelledEnds(text: string, pick: RegExpExecArray, drop: RegExpExecArray, picks: RegExpExecArray[], context: ReadContext): [Dated | undefined, Dated | undefined] {
  return [dateAfter(text, pick.index + pick[0].length, context, drop.index), dateAfter(text, drop.index + drop[0].length, context, firstFrom(picks, drop.index + drop[0].length)?.index)];
}

/** Whether two labels stand on one line with no figure on it: a table's headings ('PICK UP    RETURN'), not a line of both ends ('Pick-up 12 May 10:00, return 15 May 09:00'). */
function headingsRow(text: string, first: number, second: number): boolean {
  const start = text.lastIndexOf('\n', first) + 1;
  const end = text.indexOf('\n', second);
  const line = text.slice(start, end < 0 ? text.length : end);
  return !text.slice(first, second).includes('\n') && !/\d/.test(line);
}

/** How far under a table's headings its two columns' blocks are read, one after the other. */
const SIDE_BY_SIDE_REACH = 1_500;

/**
 * A rental's two ends as a table's headings side by side ('PICK UP    RETURN'), each column's block
 * under them in turn: the first date under the headings is the pick-up's, the next (on a line of its own) the return's.
 */
function sideBySideEnds(text: string, drop: RegExpExecArray, context: ReadContext): [Dated | undefined, Dated | undefined] | undefined {
  const lineEnd = text.indexOf('\n', drop.index);
  if (lineEnd < 0) return undefined;
  const [first, second] = findDates(text.slice(lineEnd, lineEnd + SIDE_BY_SIDE_REACH), context.reference);
  if (!first || !second) return undefined;
  const secondLine = text.lastIndexOf('\n', lineEnd + second.index - 1);
  // Both dates on one row ('Tue, Jun 15, 2027 / 10:00 AM    Fri, Jun 18, 2027 / 4:30 PM'): each the cell under its heading, as labels read them.
  if (secondLine < lineEnd + first.index) return undefined;
  return [dateAfter(text, lineEnd, context, secondLine), dateAfter(text, secondLine, context)];
}

/** The shortest rental: a pick-up and return closer than this are a transfer's or a ferry's boarding ('Henting 14:10', 'Levering 14:35'). */
const SHORTEST_RENTAL_MINUTES = 120;
const minutesOf = (d: Dated) => Date.parse(`${d.date.date}T${d.time?.time ?? '00:00'}:00Z`) / 60_000;
const longEnough = (pick: Dated, drop: Dated) => !pick.time || !drop.time || minutesOf(drop) - minutesOf(pick) >= SHORTEST_RENTAL_MINUTES;

/** The sentence `index` is in: from the end of the one before (or a blank line) to its own end. */
function sentenceAt(text: string, index: number): { start: number; end: number } {
  const before = text.slice(Math.max(0, index - 400), index);
  const ends = [...before.matchAll(/[.!?](?=\s)|\n[ \t]*\n/g)].at(-1);
  const start = index - before.length + (ends ? ends.index + ends[0].length : 0);
  const after = text.slice(index, index + 400).search(/[.!?](?=\s|$)|\n[ \t]*\n/);
  return { start, end: after < 0 ? Math.min(text.length, index + 400) : index + after + 1 };
}

/** The date a sentence gives, with the time nearest it in the same sentence ('no later than 4:30 PM on Sunday, September 26, 2027'). */
function sentenceDate(text: string, { start, end }: { start: number; end: number }, context: ReadContext, last = false): Dated | undefined {
  const sentence = text.slice(start, end);
  const dates = findDates(sentence, context.reference);
  const date = last ? dates.at(-1) : dates[0];
  if (!date) return undefined;
  const times = findTimes(sentence, { skip: dates });
  const time = times.reduce<TimeHit | undefined>((best, t) => (!best || Math.abs(t.index - date.index) < Math.abs(best.index - date.index) ? t : best), undefined);
  return { date, time };
}

/** How far before a return's sentence its pick-up's may be told. */
const PROSE_RENTAL_REACH = 800;
/** The car as the object of a return's verb, a few words on ('the vehicle', 'your rental car', 'el coche'). */
const RETURNS_THE_CAR = /^[ \t]+(?:\p{L}+[ \t]+){0,2}(?:vehicle|car|rental car|auto|coche|carro|viatura|voiture|v[ée]hicule|fahrzeug|mietwagen|wagen|veicolo|veh[íi]culo|samoch[óo]d)(?!\p{L})/iu;

/**
 * A rental told in sentences ('… will be waiting for you … on Thursday, September 23, 2027 at 8:00 AM.
 * … Please return the vehicle … no later than 4:30 PM on Sunday, September 26, 2027.'): the first
 * return's sentence with a date, and the last date told before it, each with the time in its sentence.
 */
/** What a return's sentence says of it after its word, the return its subject ('Le retour est prévu', 'The return is scheduled'). */
const RETURN_IS_DUE = /^[ \t]+(?:est|is|está|ist|è|é)[ \t]+(?:pr[ée]vu|scheduled|planned|due|prevista|previsto|geplant|vorgesehen)(?!\p{L})/iu;
function proseRental(text: string, drops: RegExpExecArray[], context: ReadContext) {
  for (const drop of drops) {
    // A sentence that returns the car itself ('return the vehicle', 'return your rental car') or whose subject the return is ('Le retour est prévu le …'),
    // not a label ('Return:'), a train's or a flight's way back, nor a parking card.
    const after = drop.index + drop[0].length;
    if (drop[0].endsWith(':') || !(RETURNS_THE_CAR.test(text.slice(after, after + 30)) || RETURN_IS_DUE.test(text.slice(after, after + 30)))) continue;
    const returned = sentenceAt(text, drop.index);
    const dropDate = sentenceDate(text, returned, context);
    if (!dropDate?.time) continue;
    const from = Math.max(0, returned.start - PROSE_RENTAL_REACH);
    const before = findDates(text.slice(from, returned.start), context.reference).at(-1);
    if (!before) return [];
    const pick = sentenceDate(text, sentenceAt(text, from + before.index), context, true);
    const when = (d: Dated) => `${d.date.date}T${d.time?.time ?? ''}`;
    return pick?.time && when(pick) < when(dropDate) ? [{ at: from + before.index, pick, drop, dropDate }] : [];
  }
  return [];
}

/** Rail and bus legs: a timetable's stop rows, else routes on one line, else labelled From and To. */
function journeys(text: string, context: ReadContext, references: References): Found[] {
  const lineStarts = lineStartsOf(text);
  return stopJourneys(text, context, (line) => nearest(references, lineStarts[line] ?? 0)?.value ?? '');
}

/** The longest line read as it is: a confirmation's lines are far shorter (mail wraps at 78). */
const MAX_LINE = 1_000;

/**
 * A label and its value joined by a run of dots, as a form's leaders join them ('Cod rezervare
 * ........ TCX-602118'; a space before them, or many: a sentence's 'hotel.... is' is none): a label
 * and its colon, or, before a time, two columns ('Berlin Hbf ........ ab 10:15' is a timetable's row).
 */
const DOT_LEADER = /^([ \t]*\p{L}[^\n:]{0,40}?)(?:[ \t]+(?:\.{4,}|…{2,})|\.{6,})(?![.…])[ \t]*(?=\S)/gmu;
const dotLeaders = (text: string) =>
  text.replace(DOT_LEADER, (leader: string, label: string, offset: number) => {
    const lineEnd = text.indexOf('\n', offset);
    const value = text.slice(offset + leader.length, lineEnd < 0 ? text.length : lineEnd);
    return findTimes(value).length > 0 ? `${label}   ` : `${label}: `;
  });

/** A table's column headings that name the two ends of a rental or a stay ('Abholung', 'Rückgabe'; 'Check-in', 'Check-out'). */
const FIRST_END = new RegExp(`^(?:${PICK_UP_WORDS}|${CHECK_IN})$`, 'iu');
const SECOND_END = new RegExp(`^(?:${DROP_OFF_WORDS}|${CHECK_OUT})$`, 'iu');
/** The most rows such a table has: a date, a time, a place, an address, opening hours, a phone. */
const END_ROWS = 8;
/** The cells of a table's row (apart by a tab or two spaces), less those without a word or number, with their columns. */
const letteredCells = (line: string) => cellsOf(line).filter((cell) => /[\p{L}\d]/u.test(cell.text));
/** The same cells' texts. */
const wordCells = (line: string) => letteredCells(line).map((cell) => cell.text);

/**
 * A row's label and its two values by the columns its headings start at, where a value is more than
 * one cell ('Date/Time  Mon 07/12/2027  10:00 AM    Fri 07/16/2027  4:30 PM' under 'PICK-UP    RETURN').
 */
function byColumns(line: string, firstAt: number, secondAt: number): string[] | undefined {
  const cells = letteredCells(line);
  const part = (from: number, to: number) => cells.filter((cell) => cell.start >= from && cell.start < to).map((cell) => cell.text).join(' ');
  const row = [part(0, firstAt - 2), part(firstAt - 2, secondAt - 2), part(secondAt - 2, line.length)];
  return firstAt > 2 && row.every(Boolean) ? row : undefined;
}

/**
 * `text` with a table whose two columns are the two ends ('Abholung  Rückgabe' over 'Datum  Fr, 14.05.2027
 * Mo, 17.05.2027' over 'Uhrzeit  09:30 Uhr  18:00 Uhr') written as each end's labelled lines ('Abholung'
 * over 'Datum: Fr, 14.05.2027' over 'Uhrzeit: 09:30 Uhr'), as a form writes them.
 */
function endsAsLabels(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const [first = '', second = '', ...more] = line.length > 120 ? [] : wordCells(line);
    // Its rows of a label and a value for each end (a few: a form's, not a timetable's), blank lines apart as an HTML table's are.
    const rows: string[][] = [];
    let last = i;
    if (more.length === 0 && FIRST_END.test(first) && SECOND_END.test(second)) {
      const [firstAt = 0, secondAt = 0] = letteredCells(line).map((cell) => cell.start);
      for (let j = i + 1; j < lines.length && j - last <= 2 && rows.length < END_ROWS; j++) {
        if ((lines[j] ?? '').trim() === '') continue;
        const cells = (lines[j] ?? '').length > 250 ? [] : wordCells(lines[j] ?? '');
        const row = cells.length === 3 ? cells : cells.length > 3 ? byColumns(lines[j] ?? '', firstAt, secondAt) : undefined;
        if (!row) break;
        rows.push(row);
        last = j;
      }
    }
    if (rows.length < 2) {
      out.push(line);
      continue;
    }
    for (const [heading, column] of [[first, 1], [second, 2]] as const) {
      out.push(heading);
      for (const row of rows) out.push(`${row[0] ?? ''}: ${row[column] ?? ''}`);
    }
    i = last;
  }
  return out.join('\n');
}

/** A forwarded mail's separator, two words or more between dashes ('---------- Forwarded message ---------', '-----Original Message-----', '---------- Persiųstas laiškas ---------'). */
const FORWARD_SEPARATOR = /^[ \t>]*-{4,}[ \t]*\p{L}+[ \t]\p{L}[^\n]{0,50}?-{4,}[ \t]*$/u;
/** A header's line under it: a short label, its colon and a value ('Date: …', 'Nuo: …', 'Gesendet: …'). */
const FORWARD_HEADER = /^[ \t>]*\p{L}[\p{L} .-]{0,24}:[ \t]+(\S[^\n]*)$/u;
/** The most header lines under a separator (and as many blank lines between them). */
const FORWARD_HEADER_LINES = 8;

/**
 * `text` with a forwarded mail's header lines blanked where they give an address, a date or a time ('From: … <a@b.lt>',
 * 'Date: Sun, Oct 24, 2027 at 9:47 PM', in whatever language the mail client writes them): read as a leg's 'From', 'To' and
 * 'Date', they would be a journey of the forwarding. The subject stays: it may name the booking.
 */
function withoutForwardHeaders(text: string): string {
  if (!text.includes('--')) return text;
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.length > 80 || !FORWARD_SEPARATOR.test(line)) continue;
    // Blank lines between them, as an HTML mail's paragraphs are; a sender's or a recipient's address among them.
    const headers: { line: number; value: string }[] = [];
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + 2 * FORWARD_HEADER_LINES); j++) {
      if ((lines[j] ?? '').trim() === '') continue;
      const value = FORWARD_HEADER.exec(lines[j] ?? '')?.[1];
      if (value === undefined) break;
      headers.push({ line: j, value });
    }
    if (!headers.some((h) => h.value.includes('@'))) continue;
    for (const { line: j, value } of headers) if (value.includes('@') || findTimes(value).length > 0) lines[j] = '';
  }
  return lines.join('\n');
}

/** `text` with its lines longer than MAX_LINE wrapped, at a space where there is one, as a mail client wraps them. */
function wrapped(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const parts: string[] = [];
      let rest = line;
      while (rest.length > MAX_LINE) {
        const space = rest.lastIndexOf(' ', MAX_LINE);
        const cut = space > 0 ? space : MAX_LINE;
        parts.push(rest.slice(0, cut));
        rest = rest.slice(space > 0 ? cut + 1 : cut);
      }
      parts.push(rest);
      return parts.join('\n');
    })
    .join('\n');
}

/**
 * The longest a flight's arrival can be written after its departure, in local times: the longest
 * flights take under a day, and zones apart by 26 hours at most (one with a car's pick-up and
 * return times, a week apart, is a flight number named beside a car).
 */
const LONGEST_FLIGHT_MS = 2 * 86_400_000;
const flies = (f: Found) =>
  !f.start?.local || !f.end?.local || Math.abs(Date.parse(`${f.end.local}Z`) - Date.parse(`${f.start.local}Z`)) <= LONGEST_FLIGHT_MS;

/** Whether a flight has both its times. */
const whole = (f: Found) => Boolean(f.start?.local && f.end?.local);
/** A flight read in part whose number another reading has whole: the same flight named again in a note ('LA 3204 operado pela LATAM …'). */
const notRepeated = (f: Found, _: number, all: Found[]) =>
  whole(f) || !all.some((g) => g !== f && whole(g) && g.flight?.airlineCode === f.flight?.airlineCode && g.flight?.flightNumber === f.flight?.flightNumber);

/** A line on how to get to a venue or a hotel ('Anreise: S-Bahn/Fernbahnhof Dammtor', 'The nearest station is Circular Quay'): the train it names is no journey booked. */
const DIRECTIONS =
  /^[ \t•*–—-]*(?:getting there|directions|how to get (?:there|here)|(?:the )?nearest (?:station|stop|tube|metro)|anreise|anfahrt|wegbeschreibung|acc[èe]s|comment venir|c[óo]mo llegar|come arrivare|bereikbaarheid|dojazd)\b[^\n]*$/gimu;

/**
 * The most of a text that is read: about a hundred pages, seven times the longest confirmation in
 * the samples (a PDF gives at most fifty). What runs past it is not read, so that no text, however
 * made, holds a worker for long (issue 21).
 */
const MAX_TEXT = 250_000;
/** `raw` up to MAX_TEXT, cut at the end of a line where one ends in its last tenth. */
function readable(raw: string): string {
  if (raw.length <= MAX_TEXT) return raw;
  const lineEnd = raw.lastIndexOf('\n', MAX_TEXT);
  return raw.slice(0, lineEnd > MAX_TEXT * 0.9 ? lineEnd : MAX_TEXT);
}

/** Every reservation the text holds. */
export function readText(raw: string, context: ReadContext): Found[] {
  // Full-width digits as Japanese and Chinese mails write dates ('２０２７年１１月３日'), and Arabic's and Persian's ('٢٠٢٧', '۱۴۰۶'), read as digits.
  const plain = readable(raw)
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[\uff10-\uff19\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660));
    });
  const text = slashedDatesDayFirst(withoutOldColumn(endsAsLabels(dotLeaders(withoutForwardHeaders(wrapped(plain))))), context.reference);
  const references = referencesIn(text);
  const gds = gdsFlights(text, context);
  const read = (gds.length > 0 ? gds : textFlights(text, context, references)).filter(flies).filter(notRepeated);
  // A boarding pass's barcode (in a PDF's text layer or read from its image), when nothing else names the flight.
  const boarding = read.length === 0 ? bcbpFlight(text, context.reference) : undefined;
  const flown = boarding ? [withTimes(boarding, text)] : read;
  for (const f of gds) f.reservationNumber = references[0]?.value ?? '';
  const travelled = text.replace(DIRECTIONS, '');
  // A coach's or a train's mail whose service looks like a flight's ('Service PX540') between towns with airports: its journeys,
  // when it names its vehicle more often than flying ('Gate shown on screens', 'may refuse boarding').
  const grounded = flown.length > 0 && groundWords(travelled) > (text.match(FLIGHT_WORDS)?.length ?? 0);
  const trains = (flown.length === 0 || grounded) && namesVehicle(travelled) ? journeys(text, context, references) : [];
  const flights = trains.length > 0 ? [] : flown;
  // A stay with no name that begins at the very minute a leg arrives is that leg's arrival, read again under its label
  // ('Ankomst  Luleå C  kl. 08.41 (lördag 20 december)'), its end an offer's ('avresa varje torsdag 8 januari').
  // (The day and minute compared: a day written without its year may be given another year under the stay's label.)
  const arrivals = new Set([...flights, ...trains].map((j) => j.end?.local.slice(5)));
  const stays = textStays(text, context, references).filter((s) => s.name || !arrivals.has(s.start?.local.slice(5)));
  const lodging = LODGING_SIGNAL.test(text);
  const ranges = stays.length === 0 && lodging ? pairedStays(text, references, labelledRanges(text, context)) : [];
  const others = [...flights, ...trains, ...stays, ...ranges];
  // A rental told in sentences only in a mail that books nothing else: a train's, a flight's or a hotel's sentences return other things.
  const all = [...others, ...textCars(text, context, references, others.length === 0)];
  if (all.length > 0) return all;
  // A mail that speaks of flying, numbers no flight and books nothing else gives its flights by their routes.
  const routed = FLIGHT_WORD.test(text) ? routeFlights(text, context, references).filter(flies) : [];
  if (routed.length > 0) return routed;
  const events = textEvents(text, context, (index) => nearest(references, index)?.value ?? '');
  // A stay told in sentences, in a mail that names nothing else (a conference's 'hotel' and its days are its own); a table the
  // stay's sentences offer to book ('μπορούμε να σας κλείσουμε τραπέζι σε ταβέρνα') is no booking of its own.
  if (!lodging || (events.length > 0 && events.some((e) => e.type !== 'restaurant'))) return events;
  const told = pairedStays(text, references, proseRanges(text, context));
  return told.length > 0 ? told : events;
}
