// Events and restaurant tables written as people get them, whatever the sender: a concert's or a
// match's tickets, a museum's time slot, a conference's registration, a play, a table for two. The
// name follows its label ('Veranstaltung: …', 'EVENT' above it), the start a date label ('Termin:',
// 'Date & time'), the venue its own; what a mail leaves out is taken from its subject.
import { lineStartsOf, trimmedWhere } from '../../../shared/text.js';
import { findDates, findTimes, lessDateWord, PURCHASE_WORDS, SHORT_WEEKDAYS, WEEKDAYS, type TimeHit } from './dates.js';
import { found, guesses, noPlace, type Found } from './found.js';

/** Words that make a text an event's or a table's confirmation. */
const EVENT_SIGNAL =
  /(?<![\p{L}\d_])(?:tickets?|e-?tickets?|event|concert|konzert|concierto|concerto|veranstaltung|vorstellung|spectacle|spettacolo|espect[áa]culo|show|performance|op[ée]ra|oper|theater|teatro|th[ée][âa]tre|match|partido|spiel|wedstrijd|mecz\p{L}*|z[áa]pas\p{L}*|ottelu\p{L}*|festival|conference|konferenz|congr[eè]s|congreso|forum|summit|museum|museo|mus[ée]e|exhibition|ausstellung|tentoonstelling|mostra|exposici[óo]n|admission|eintritt|eintrittskarten?|entradas?|billets?|biglietti|biglietto|kaartjes?|tijdslot|time\s?slot|doors|einlass|registration|anmeldung|registrierung|tagung|kongress|inscription|inscripci[óo]n|inscri[çc][ãa]o|(?:p[óo][łl]|halb|semi-?|f[ée]l)?marat[hoó]{1,2}n\p{L}*|table|tisch|mesa|tavolo|tafel|restaurant|ristorante|biljett(?:er)?|billett(?:er|ene)?|forestilling(?:en)?|museet|utst[äa]llning|f[öo]rest[äa]llning|vstupenk[ay]|vstopnic\p{L}*|ogled|podujat\p{L}*|divadl[oa]|p[řr]edstaven[íi]|koncert|v[ýy]stava|bilety?|spektakl|teatr|wystawa|muzeum|bilhetes?|ingressos?|espet[áa]culo|jogo|konsert\p{L}*|tapahtuma|näyttely|aula|workshop|masterclass|kochkurs|degusta\p{L}*|weinprobe|dégustation|előadás|kiállítás|múzeum|hangverseny\p{L}*|konser|müze\p{L}*|sergi|etkinlik|ma[çc]|biletiniz|biletleriniz|συναυλία|μουσείο|παράσταση|εισιτ[ήη]ρι\p{L}*|αγ[ώω]ν(?:ας|α)|spectacol|muzeu|expozi\p{L}*|концерт|музей|спектакл\p{L}*|выставк\p{L}*|вистав\p{L}*|etendus\p{L}*|pilet\p{L}*|teat(?:er|ri)\p{L}*|kontsert\p{L}*|näitus\p{L}*|guided tour|führung|rondleiding\p{L}*|tura|vo[đd]en\p{L}* tur\p{L}*|izlet\p{L}*|t[óo]nleik\p{L}*|t[óo]nlistarh[áa]t[íi][ðd]\p{L}*|h[áa]t[íi][ðd]\p{L}*|vi[ðd]bur[ðd]\p{L}*|mi[ðd]ar|कार्यक्रम|कॉन्सर्ट|संगीत|शो|मैच|प्रदर्शनी|संग्रहालय|नाटक|tic[ée]i?d|tic[ée]ad|dráma|léiriú|ceolchoirm|کنسرت|تئاتر|بلیت|نمایش|ბილეთ\p{L}*|ოპერა|სპექტაკლ\p{L}*|კონცერტ\p{L}*|bilieta\p{L}*|renginys|konverents\p{L}*|fiera|salone|messe|feria|foire|visit[ae]s? guiad[ae]s?|ulaznic\p{L}*|utakmic\p{L}*|ξεν[άα]γησ\p{L}*|[בלהו]?(?:הופע\p{L}*|מופע\p{L}*|כרטיס\p{L}*|אירוע\p{L}*|הצג\p{L}*|קונצרט\p{L}*)|festival(?:[įi]|io|is)|컨퍼런스|콘퍼런스|행사|공연|전시회?|입장권|세미나|페스티벌|축제|นิทรรศการ|คอนเสิร์ต|บัตรเข้าชม)(?!\p{L})/iu;
/** The same in Japanese, Chinese and Korean, whose words no word boundary marks. */
const CJK_EVENT_SIGNAL = /영화|상영|映画|电影|電影|チケット|入場|入館|公演|展覧会|美術館|博物館|コンサート|ライブ|門票|门票|演唱会|展览|博物馆|博览会|博覽會|展会|展會|入场|티켓|공연|전시|박람회|입장/u;
const RESTAURANT_SIGNAL = /\b(?:restaurant|ristorante|restaurante|brasserie|bistro|trattoria|osteria|table for|tisch für|mesa para|tavolo per|table pour|tafel voor|couverts?|covers|guests at the table|restaurangen|bord för|bord til|bord for|bordet|ravintola|pöytävaraus|mahai\p{L}*|jatetxe\p{L}*)\b|(?<!\p{L})(?:nhà hàng|đặt bàn)(?!\p{L})|(?<!\p{L})(?:restauracj\p{L}*|stolik\p{L}*|restaurace|restoran\p{L}*|étterem\p{L}*|asztalfoglal\p{L}*|bisztr[óo]|ресторан\p{L}*|столик\p{L}*|εστιατ[οό]ρι\p{L}*|ταβ[έε]ρν\p{L}*|τραπ[έε]ζι(?:ου|α)?)(?!\p{L})|مطعم|来店|店舗名|レストラン|餐厅|餐廳|用餐|식당|레스토랑|จองโต๊ะ|ร้านอาหาร/iu;

/** The words of a place to eat's name ('Trattoria Il Gelsomino', 'Brasserie du Port'). */
const EATERY = /(?<!\p{L})(?:restaurant|ristorante|restaurante|trattoria|osteria|brasserie|bistrot?|bisztr[óo]|taverna|ταβ[έε]ρνα|pizzeria|gasthaus|wirtshaus|tasca|cantina|enoteca|izakaya|nhà hàng)(?!\p{L})/iu;

/** Whether a line is a place to eat's word and words in small letters after it: what kind it is, no name ('Bistrot de marée', 'Restaurant gastronomique'). */
const kindOfEatery = (line: string) => {
  const word = EATERY.exec(line);
  return word?.index === 0 && /^(?:\s\p{Ll}[\p{Ll}'’-]*)+$/u.test(line.slice(word[0].length));
};

const JOURNEY = /\b(?:voyage|trip|journey|reise|fahrt|viaje|viaggio|reis|viagem|podr[óo][żz]|travel|train|zug|treno|tren|trein|flight|flug|vol|vuelo|volo|vlucht|bus|coach)\b/i;

/** A weekday's word wherever it stands ('samedi'). */
const WEEKDAY_WORD = new RegExp(`(?<!\\p{L})(?:${WEEKDAYS})(?!\\p{L})`, 'giu');

/** A weekday, in full or short, that ends a name before its date ('Talviyön tarinoita la 13.3.2027', 'Tosca, Sat 8 May'). */
const WEEKDAY_AT_END = new RegExp(`[\\s,]+(?:${WEEKDAYS}|${SHORT_WEEKDAYS})\\.?,?\\s*$`, 'iu');

/** A dash and the genre of a work in small letters after a name ('– opéra en trois actes', '- a musical in two acts'). */
const GENRE_AFTER =
  /\s[-–—]\s(?=(?:(?:an?|une?|una?|eine?|een|the)\s)?(?:op[ée]ra|oper|ópera|operett[ae]?|ballett?o?|musical|drame|dramma|drama|com[ée]di[ea]|commedia|kom[öo]die|comedy|play|pi[èe]ce|trag[ée]di[ea]|tragedy|r[ée]cital|concerto?|\p{Ll}*festival\p{L}*|\p{Ll}*h[áa]t[íi][ðd]\p{L}*)(?!\p{L}))/u;

/** A name's label; its value on the line, or the next line when the label stands alone as a heading. */
const NAME_LABEL =
  /^[ \t•*#\p{So}\uFE0F-]*(?:event|evento|événement|evenement|veranstaltung|vorstellung|stück|spectacle|show|performance|production|concert|konzert|concierto|op[ée]ra|oper|ballet|ballett|balletto|musical|match|partido|spiel|wedstrijd|partita|jogo|mecz|z[áa]pas|ottelu|ma[çc]|kar[şs][ıi]la[şs]ma|αγ[ώω]νας|exhibition|ausstellung|tentoonstelling|mostra|exposición|exposition|attraction|tour|tura|rondleiding|f[üu]hrung|visite guid[ée]e|visita guiada|visita guidata|guided tour|activity|activité|actividad|attività|conference|konferenz|museum|museo|musée|restaurant|ristorante|restaurante|restauracja|restaurace|restoran|ресторан|εστιατ[οό]ριο|konsert|forestilling|tapahtuma|etendus|lavastus|kontsert|näitus|kiállítás|előadás|esemény|rendezvény|etkinlik|المطعم|الفعالية|p[řr]edstaven[íi]|inscenace|ogled|prova|race|spektakl|f[öo]rest[äa]llning|spettacolo|espect[áa]culo|your event|ihre veranstaltung|titel|title|titre|título|titolo|programme|programm|(?:展覧会|展示会?|公演|演目|イベント|展览|展会|展會|博览会|演出|活动|活動|공연|전시|행사|경기|영화|店舗|店|レストラン|餐厅|식당)(?:名称|名稱|名|명)?|कार्यक्रम|इवेंट|léiriú|رویداد|ξεν[άα]γηση|სპექტაკლი|ღონისძიება|นิทรรศการ|การแสดง|คอนเสิร์ต|กิจกรรม|renginys)(?:(?:[ \t\u3000]*[:：]|[ \t\u3000]{2})[ \t\u3000]*(?<value>\S[^\n]*)|[ \t]*(?::[ \t]*)?)$/gimu;

/** A start's label: a date, a time or both follow it on its line or the next ('Bezoekdatum', 'Hora', 'Tijdslot'). */
const START_LABEL =
  /(?:^[ \t•*#\p{So}\uFE0F-]*|(?<=\|[ \t]?|[ \t]{2}|[·•][ \t])[•*#-]*)(?:(?:your|je|jouw|uw|ihr|ihre|dein|votre|ton|tu|su|il tuo|din|ditt|dit)[ \t]+(?:time\s?slot|tijdslot|zeitfenster|cr[ée]neau|fascia oraria|franja horaria|tidslucka|tidspunkt)|\p{L}{0,12}(?:d[áa]tum|date|dato|start)|(?:belépési\s)?idősáv|időpont|التاريخ|الوقت|tarih[iİı]?|(?:ma[çc]|etkinlik|konser|g[öo]steri|ba[şs]lama)\s+saat[iİı]?|p[äa]iv[äa]m[äa][äa]r[äa]|aloitus|alkaa|aeg|algus|date(?:\s*(?:&|and|\/))?\s*time|term[íi]n|fecha|date et heure|data|when|wann|quand|cu[áa]ndo|quando|time\s?slot|tijdslot|cr[ée]neau(?:\s?horaire)?|horaire|orario|tijd|\p{L}{0,8}tid|za[čc][áa]tek|za[čc]etek|თარიღი|დასაწყისი|[čc]as|dagsetning|aanvang|beginn|kick-?off|anstoß|puck\s?drop|tip-?off|face-?off|first pitch|hor[áa]rio|hora|heure|ora|uhrzeit|zeit|godzina|tidspunkt|klokkesl[æe]t+|klockslag|time|dia|jour|día|giorno|dag|le|am|on|begins|commence|inizio|inici|po[čc]etak|partida|in[íi]cio|comienzo|gates?\s?open|doors?(?:\s?open)?|[έε]ναρξη|ημερομην[ίι]α|[ώω]ρα|[άα]νοιγμα\s(?:θυρ[ώω]ν|πυλ[ώω]ν)|poorten|deuren|show(?:\s?time)?|performance|vorstellung|d[ée]but|représentation|voorstelling|föreställning|forestilling|einlass|ouverture des portes|apertura (?:porte|cancelli)|apertura de puertas|obertura de portes|abertura d[eo]s? port(?:as|[õo]es)|r[ée]servation pour|reserved for|reserviert für|\p{Script=Han}{0,4}(?:日時|日付|開演|開始|日程|来園日|来館日|入園日|入館日|来場日|開園時間|開館時間|时间|日期|일시|날짜|관람일|(?:경기|공연|행사)\s?(?:시작|일시))|तारीख|तिथि|दिनांक|समय|วันที่(?:เข้าชม|แสดง|จัดงาน)?|รอบ(?:เวลา|การแสดง)?|เวลา(?:เริ่ม(?:งาน|แสดง)?)?|tús(?: an \p{L}+)?|dáta|primera actuaci[óo]n?|pirmasis pasirodymas|datos|primer (?:concierto|concert|acto)|first (?:act|performance|band)|تاریخ(?: \p{L}+)?|ساعت(?: شروع)?(?: \p{L}+)?|pradžia|eguna|ordua|toimumisaeg|za[čc]iatok|otvorenie (?:br[áa]n|dver[íi])|otvaranje|תאריך|שעה|תחילת \p{L}+|פתיחת (?:דלתות|שערים))(?![\p{L}\d])(?:(?!오전|오후|午前|午後|上午|下午)[^\n:\d]){0,20}:?/gimu;

/** A label of the time the doors or gates open, the start where nothing else gives one. */
const DOORS = /gate|door|meeting|συν[άα]ντηση|vrat|hli[ðd]|θυρ[ώω]ν|πυλ[ώω]ν|poorten|deuren|einlass|insl[äa]pp|innslipp|portes|porte|cancelli|puertas|portas|port[õo]es|ovet|d[øo]rene|d[öo]rrarna|br[áa]n|dver[íi]|otvaranje|입장|開場|गेट|doirse|درها|דלתות|שערים/i;
/** Words before a time that say something opens before the start ('Badge pick-up opens daily at 08:00', 'Einlass ab 18:30'). */
const OPENS_BEFORE = /(?<!\p{L})(?:gates?|doors?|vrata|vrat|hli[ðd]i[ðn]|poorten|deuren|einlass|insl[äa]pp|innslipp|portes|porte|cancelli|puertas|portas|port[õo]es|ovet|d[øo]rene|d[öo]rrarna|väravad|uksed|avatakse|vartai|atidaromi|åpner|öppnar|åbner|opnar|opnast|opens?|öffne[nt]|ouvre|ouverture|abre|apertura|apre|opent|registration|registrierung|anmeldung|accueil|check-?in)\b[^\n\d]{0,25}$|(?:입장|開場|गेट|doirse|درها)[^\n\d]{0,25}$/iu;

/** Lines of a block under a date label (up to a blank line, past one straight under the date) read for the start's time when the date's own line gives none. */
const BLOCK_LINES = 4;

/** Words after a time that say something opens before the start ('7:30 AM  Badge pickup and breakfast open'). */
const OPENS_AFTER = /^[^\n]{0,40}\b(?:opens?|badge|breakfast|registration|check-?in|doors?|gates?|einlass|accueil|registreerimine|hommikukohv)\b/i;

/**
 * The start's time in the lines under a date ('WHEN' over 'Tuesday 21 - Thursday 23 September 2027'
 * over 'Badge pick-up opens daily at 08:00, programme 09:00-17:30', or a day's programme a blank
 * line below): the first that is no opening's, on a line that names no other day.
 */
function timeUnder(text: string, from: number): string | undefined {
  const below = text.slice(from, from + 600).split('\n').slice(1);
  const lines = (below[0]?.trim() === '' ? below.slice(1) : below).slice(0, BLOCK_LINES);
  for (const line of lines) {
    if (line.trim() === '') return undefined;
    if (/^[ \t]*\p{L}[\p{L} .'-]{0,30}:/u.test(line) && !/\d/.test(line.slice(0, line.indexOf(':')))) return undefined;
    const dates = findDates(line, new Date());
    if (dates.length > 0) continue;
    const time = startOfLine(line);
    if (time) return time;
  }
  return undefined;
}

/** A line's first time that is no opening's. */
const startOfLine = (line: string) => findTimes(line).find((t) => !OPENS_BEFORE.test(line.slice(0, t.index)) && !OPENS_AFTER.test(line.slice(t.index + t.length)))?.time;

/** How many lines under a day's heading its programme's rows are read (blank lines between them, as an HTML table's). */
const PROGRAMME_LINES = 12;

/**
 * The start's time in a day's programme: the rows under a line that gives that day alone ('Kolmapäev, 22. september' over
 * '8.30   Registreerimine ja hommikukohv' and '9.30   Avasõnad'), the first that is no opening's.
 */
function programmeTime(text: string, day: string, reference: Date): string | undefined {
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => {
    const [date, ...more] = findDates(line, reference);
    return date?.date === day && more.length === 0 && findTimes(line, { skip: [date] }).length === 0 && !/[\p{L}\d]/u.test(`${line.slice(0, date.index)} ${line.slice(date.index + date.length)}`.replace(WEEKDAY_WORD, ''));
  });
  if (heading < 0) return undefined;
  for (const line of lines.slice(heading + 1, heading + 1 + PROGRAMME_LINES)) {
    if (findDates(line, reference).length > 0) return undefined;
    const time = startOfLine(line);
    if (time) return time;
  }
  return undefined;
}

/** Lines about the purchase and the buyer, whose dates are no event's ('Order date', 'Fecha de compra', 'Rechnungsdatum', 'Date of birth'). */
const PURCHASE = new RegExp(
  `(?<!\\p{L})(?:${PURCHASE_WORDS}|order|bestell|purchase|vorverkauf|presale|pre-sale|ausgestellt|vytvo[řr]eno|tilattu|ostettu|cancel|storn|annul|invoice|rechnung|factur|fattura|faktura|birth|geburt|naissance|nacimiento|nascita|geboorte|urodzenia|narození|född|født|syntymä)`,
  'iu',
);

/** A venue's label, its value on the line or the next. */
const VENUE_LABEL =
  /^[ \t•*#\p{So}\uFE0F-]*(?:venue|location|lieu|salle|ort|spielstätte|veranstaltungsort|lugar|recinto|estadio|stadium|stadion|luogo|sede|locatie|plaats|local|sted|plats|helyszín|العنوان|where|wo|où|dónde|dove|waar|स्थान|स्थल|ionad|محل برگزاری|مکان|თეატრი|מקום)(?:(?:[ \t]*:|[ \t]{2})[ \t]*(?<value>\S[^\n]*)|[ \t]*(?::[ \t]*)?)$/gimu;

/** 'Your e-tickets: The Hollow Pines', 'Ihre Tickets für Der zerbrochne Krug': a subject less what says it is a confirmation. */
const SUBJECT_LEAD =
  /^(?:(?:re|fwd?|aw|wg|tr)\s*:\s*)*(?:you(?:'|’| a)re (?:registered|going|in|booked)(?: for)?\s*[:!-]?\s*|(?:(?:your|ihre?|vos|votre|tus?|sus?|i tuoi|il tuo|la tua|uw|je|din|ditt|dina|dine|jūsu|jūsų)\s+)?(?:e-?tickets?|tickets?|e-?badge|booking|order|commande|pedido|ordine|reservation|bokning|bestilling|reservasjon|registration|confirmation|[a-zäöüß]*bestätigung|buchung|bestellung|karten|réservation|confirmation de réservation|billets?|reserva|confirmación|entradas|prenotazione|conferma|biglietti|reservering|bevestiging|kaartjes|inschrijving|anmeldung|inscription|lippusi|lippunne|liput|lippu|biļetes|biļete|bilietai|bilietas)(?:\s+(?:confirmed|bestätigt|confirmée?|confirmada|confermata|bevestigd))?(?:(?:for|für|pour|para|per|voor|del?|to|zu[mr]?|au|al|hos)(?![a-zäöüßéèàç])|[\s:\-–—])*)/i;
/** A subject's end saying it is confirmed ('… är bekräftad', '… is confirmed'). */
const SUBJECT_TAIL = /(?<=\S)\s(?:is|are|är|er|ist|est|è|está|é|on)\s(?:now\s)?(?:confirmed|bekräftad|bekreftet|bekræftet|bestätigt|confirmée?|confermat[ao]|confirmad[ao]|vahvistettu)[.!]?$/iu;

/** `subject` less what it writes in brackets after the name with a digit in it: a code, or a place and its dates ('(NID27-0412-LHT)', '(Seattle, Oct 13-14)'). */
function lessCodeAfter(subject: string): string {
  const open = subject.lastIndexOf('(');
  const inside = subject.slice(open + 1, -1);
  const bracketed = open > 0 && subject.endsWith(')') && /\s/.test(subject.charAt(open - 1)) && !/[()]/.test(inside) && /\d/.test(inside);
  return bracketed ? subject.slice(0, open - 1) : subject;
}

/** A subject's greeting, no event's name ('Welcome to the Science Museum', 'Thank you for your order'). */
const GREETING = /^(?:welcome|thank|thanks|hi|hello|dear|bienvenue|merci|willkommen|danke|hola|gracias|benvenut[oi]|grazie|hej|tack|bem-vindo|obrigad[oa]|welkom|bedankt)(?!\p{L})/iu;

/** A confirmation's word in lenticular brackets before a name ('【訂位成功】山嵐私廚'). */
const CONFIRMED_TAG = /^【[^】]{0,12}(?:成功|確認|确认|完了|完成|확정|완료)】\s*/u;
/** What says a mail is a confirmation, after its name on a line ('… - Registration confirmed', '… – Anmeldebestätigung', 'Votre table est réservée'). */
const CONFIRMED = /confirm|best(?:ä|ae|a)tig|conferma|bevestig|potwierdz|potvrdeni|registration|anmeldung|inscription|booking|buchung|your (?:tickets?|order)|vahvistus|bekräftelse|bekreftelse|bekræftelse|potvrzení|visszaigazol|onay|(?<!\p{L})r[ée]serv[ée]e?s?(?!\p{L})|reserviert|reservad[ao]s?|prenotat[ao]|επιβεβαίωση|подтвержд|підтвердж|완료|확정|完了|確定|成功|ยืนยัน|baieztatu\p{L}*|kinnitat\p{L}*/iu;

/** A sender's or a kind's tag in lenticular brackets opening a subject ('【食刻訂位】'), and what says the rest is confirmed, closing it ('訂位成功通知 9/18（六）18:30'). */
const SUBJECT_TAG = /^【[^】]{1,20}】\s*/u;
const CJK_CONFIRMED = /(?:訂位|订位|預約|预约|預訂|预订|予約|예약)\s?已?(?:成功|確認|确认|完了|完成|확정|완료)/u;
/** A subject less those, when a name is left between them ('【食刻訂位】山嵐小館 信義店 訂位成功通知' is '山嵐小館 信義店'). */
const lessTagAndTail = (subject: string) => {
  const plain = subject.trim().replace(SUBJECT_TAG, '');
  const tail = plain.search(CJK_CONFIRMED);
  const rest = (tail >= 0 ? plain.slice(0, tail) : plain).trim();
  // A tag over a notice that only says the purchase is done ('【さくらが丘動物公園】ご購入完了のお知らせ'): the tag names it.
  const tag = /^【([^】]{1,20})】/u.exec(subject.trim())?.[1];
  if (tag && NOTICE_ONLY.test(rest)) return tag;
  return (rest.match(/\p{L}/gu)?.length ?? 0) >= 2 ? rest : subject;
};
/** A Japanese or Chinese notice that a purchase or a booking is done, and nothing more ('ご購入完了のお知らせ', '予約確定のご案内'). */
const NOTICE_ONLY = /^[ごお]?\p{Script=Han}{0,6}(?:完了|確定|受付|成功)の?(?:お知らせ|ご案内|通知|メール)?$/u;

const valueAfter = (text: string, m: RegExpExecArray) => {
  const own = m.groups?.value?.trim() ?? '';
  if (own) return own;
  const rest = text.slice(m.index + m[0].length + 1, m.index + m[0].length + 1000).split('\n');
  // A heading between rules ('-----' / 'ESEMÉNY' / '-----'): its value is the first line with a word or a number.
  return rest.find((l) => /[\p{L}\d]/u.test(l))?.trim() ?? '';
};

/** Of a name's cells, the first that is more than a kind's word ('Koncert / Zimski večer' is 'Zimski večer'). */
const firstCell = (cells: string[]) => {
  const [first = '', second] = cells;
  return second && EVENT_SIGNAL.exec(first.trim())?.[0] === first.trim() ? second : first;
};

/** A name as written: its first column (or its cell's first line: 'Seoul Thunders vs Busan Mariners / 2027-28 season'), without the quotes or stars around it. */
const cleanName = (value: string) => trimmedWhere(firstCell(value.split(/\s{3,}|\t|\s\/\s/)), (c) => /["“„'*\s]/.test(c), (c) => /["”'*\s]/.test(c));

/** The words of a subject that says only that an order is confirmed, and its number ('Tilausvahvistus LL-9920417', 'Confirmation de votre commande n° SL-28-004517'). */
const ORDER_WORD = /^(?:de|du|of|for|your|votre|vos|ihre?|uw|je|din|n[°º]|no\.?|nr\.?|#|order|commande|bestellung|bestelling|pedido|ordine|tilaus|zam[óo]wienie|objedn[áa]vk[ay]|č\.?|booking|bokning|bestilling|r[ée]servation|reserva|kl\.?|klo|at|um|à|le|am)$/iu;
/** Whether a subject says nothing but that: no name in it. */
const onlyConfirms = (subject: string) => subject.split(/\s+/).every((word) => word === '' || /\d/.test(word) || CONFIRMED.test(word) || ORDER_WORD.test(word) || /^[\p{P}\p{S}]+$/u.test(word));

/** How many lines of labels and their values in cells a title may stand over. */
const TITLE_OVER_CELLS = 3;

/** The line just above an event's date (blank lines between), as tickets print a title over its date: a name, where nothing else gives one. */
function titleAbove(text: string, dateIndex: number, reference: Date): string {
  // Blank lines and rules ('-----') between.
  const lines = text.slice(Math.max(0, dateIndex - 400), text.lastIndexOf('\n', dateIndex - 1) + 1).split('\n').map((l) => l.trim()).filter((l) => /\p{L}/u.test(l));
  // Over a few labels and their values in cells ('Typ vstupenky   Vstupenka s časovým slotem'), which name nothing.
  let end = lines.length;
  while (end > 0 && lines.length - end < TITLE_OVER_CELLS && /\S\s{3,}\S/.test(lines[end - 1] ?? '')) end--;
  const above = lines[end - 1] ?? '';
  // Not a label and its value in cells ('Tilaaja   Aino Virtanen'), nor a label, a date, a time or a price, nor a sentence or a greeting.
  const figures = findDates(above, reference).length > 0 || findTimes(above).length > 0 || /[€$£¥]|\d[.,]\d\d(?!\d)/.test(above);
  return above.length <= 80 && isName(above) && !figures && !/\s{3}|[.!?,]$/.test(above) && !PURCHASE.test(above) ? cleanName(above) : '';
}

/** A name, not a label of its own ('Inscenace:' on the line under a heading 'PŘEDSTAVENÍ'), an address or a link. */
// Nor words that only say it is confirmed ('ยืนยันการจองโต๊ะ', 'Booking confirmed').
const isName = (value: string) => value.length >= 3 && value.length <= 100 && (value.match(/\p{L}/gu)?.length ?? 0) >= 3 && !/@|https?:|[:：]$/.test(value) && !(CONFIRMED.test(value) && onlyConfirms(value));

interface Start {
  local: string;
  index: number;
  timeGiven: boolean;
  yearGiven: boolean;
}

/** A place's opening hours, no start ('Öffnungszeiten', 'Horaires d'ouverture'). */
const OPENING_HOURS =
  /(?<!\p{L})(?:opening (?:hours|times)|öffnungszeiten|horaires? d.ouverture|orario? di apertura|horario de (?:apertura|atención)|hor[áa]rio de funcionamento|openingstijden|åpningstider|öppettider|åbningstider|aukioloajat|godziny otwarcia|otev[íi]rac[íi] doba|nyitvatart[áa]s)(?!\p{L})/iu;
/** Two spans of hours on a line without a date: a place's hours too ('Horário do restaurante: terça a sábado, 12h00–15h00 e 19h00–23h30'). */
const HOURS_SPANS = /\d\s?[–—~-]\s?\d[^\n]*\d\s?[–—~-]\s?\d/u;

/** A time alone on the line over a label that begins its line, as tiles print a time over its label ('19:30' over 'Έναρξη αγώνα'). */
function timeOver(text: string, labelAt: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', labelAt - 1) + 1;
  if (text.slice(lineStart, labelAt).trim() !== '') return undefined;
  const above = text.slice(Math.max(0, lineStart - 200), lineStart).split('\n').reverse().find((l) => l.trim() !== '') ?? '';
  const [time, ...more] = findTimes(above);
  return time && more.length === 0 && !/[\p{L}\d]/u.test(above.slice(0, time.index) + above.slice(time.index + time.length)) ? time.time : undefined;
}

/** The start its labels give: a date and a time after one label, else a date after one and a time after another. */
function labelledStart(text: string, reference: Date): Start | undefined {
  let day: { date: string; yearGiven: boolean; index: number } | undefined;
  let clock: string | undefined;
  let doors: string | undefined;
  /** The time in the block under the first date a label gives without one. */
  let under: string | undefined;
  /** Where the first label giving a time without a date is. */
  let timeAt: number | undefined;
  /** Each label's date without a time, in order. */
  const days: { date: string; yearGiven: boolean; index: number }[] = [];
  for (const m of text.matchAll(START_LABEL)) {
    // The label's line and the next (a blank one passed over under a label alone: an HTML part's heading), unless the next is a
    // label of its own ('Datum: …' over 'Einlass: 19:00').
    const [own = '', ...below] = text.slice(m.index + m[0].length, m.index + m[0].length + 200).split('\n');
    const skipped = own.trim() === '' && below[0]?.trim() === '' ? 1 : 0;
    const next = below[skipped] ?? '';
    const span = /^[ \t]*\p{L}[\p{L} .'-]{0,30}:/u.test(next) ? own : `${own}\n${next}`;
    if (PURCHASE.test(m[0]) || OPENING_HOURS.test(`${m[0]} ${own}`)) continue;
    const dates = findDates(span, reference, { dayMonth: true }).filter((d) => d.index <= 60);
    if (dates.length === 0 && HOURS_SPANS.test(own)) continue;
    const times = findTimes(span, { skip: dates }).filter((t) => t.index <= 60);
    const over = dates.length === 0 && times.length === 0 ? timeOver(text, m.index) : undefined;
    // The doors' or gates' time only where no other label gives the start's.
    if (DOORS.test(m[0])) {
      doors ??= times[0] && (!dates[0] || times[0].index < dates[0].index) ? times[0].time : over;
      if (doors) timeAt ??= m.index;
      continue;
    }
    const date = dates[0];
    // No time the doors open at, on the line under or in a cell beside ('Dørene åpner kl. 18:00' under 'Dato: fredag 19. november 2027';
    // 'Datum / Lör 4 dec 2027    Insläpp / 19:00    Konsertstart / 20:00'), unless the line gives no other.
    const opens = (t: TimeHit) => OPENS_BEFORE.test(span.slice(0, t.index));
    const starts = times.filter((t) => !opens(t) || (t.index <= own.length && times.every((o) => o.index > own.length || opens(o))));
    const time = starts.find((t) => !date || t.index > date.index) ?? starts[0] ?? (over ? { time: over } : undefined);
    if (date && time) return { local: `${date.date}T${time.time}`, index: m.index, timeGiven: true, yearGiven: date.yearGiven };
    if (date && !day) under = timeUnder(text, m.index + m[0].length + (span.indexOf('\n') >= 0 && date.index > span.indexOf('\n') ? span.indexOf('\n') + 1 + (skipped ? (below[0]?.length ?? 0) + 1 : 0) : 0));
    if (date) days.push({ date: date.date, yearGiven: date.yearGiven, index: m.index });
    day ??= days[0];
    if (!date && time) timeAt ??= m.index;
    clock ??= !date ? time?.time : undefined;
  }
  clock ??= under ?? doors ?? (day ? programmeTime(text, day.date, reference) : undefined);
  // A time's own label takes the day labelled nearest above it ('Datum rezervacije: 12. 8. 2027', then 'Datum: sobota, 4. septembra 2027' over 'Termin: ob 10.30').
  if (day && timeAt !== undefined) day = days.filter((d) => d.index < (timeAt ?? 0)).at(-1) ?? day;
  // 'Friday, October 15, 2027' on its own above 'Show: 8:00 PM': a time's label dates it by the line above.
  if (!day && clock && timeAt !== undefined) {
    const before = text.slice(Math.max(0, timeAt - 300), timeAt);
    const above = findDates(before, reference).at(-1);
    // Its index the date's, so that the title over that line names the event.
    if (above) day = { date: above.date, yearGiven: above.yearGiven, index: timeAt - before.length + above.index };
    // Only the doors' time labelled, under a line that gives the day and the start ('Domingo 14 de marzo de 2027 – 17:00 hs' over
    // 'Apertura de puertas: 14:30 hs'): the start is that line's.
    if (above && clock === doors) {
      const end = before.indexOf('\n', above.index);
      const line = before.slice(above.index, end < 0 ? before.length : end);
      const own = findTimes(line, { skip: findDates(line, reference) }).find((t) => !OPENS_BEFORE.test(line.slice(0, t.index)));
      if (own) clock = own.time;
    }
  }
  return day ? { local: `${day.date}T${clock ?? '00:00'}`, index: day.index, timeGiven: Boolean(clock), yearGiven: day.yearGiven } : undefined;
}

/** The first date of a sentence with its time after it ('runs from Tuesday 22 September 2026 at 09:00'), or just before it, on a line not about the purchase. */
function startInSentence(text: string, reference: Date): Start | undefined {
  const lines = text.split('\n');
  const starts = lineStartsOf(text);
  for (const [k, own] of lines.entries()) {
    const at = starts[k] ?? 0;
    if (own.length > 400 || !/\d/.test(own) || PURCHASE.test(own)) continue;
    const dates = findDates(own, reference);
    const date = dates[0];
    if (!date) continue;
    // A sentence wrapped after its date goes on at the next line's start ('… sabato 20 febbraio 2027 alle' over 'ore 20.00 presso …').
    const next = lines[k + 1] ?? '';
    const line = PURCHASE.test(next) ? own : `${own} ${next.trimStart().slice(0, 40)}`;
    // The time after the date, past those of what opens before the start ('3.11.  Registrierung ab 08:00 Uhr · Eröffnung 09:00 Uhr';
    // 'väravad avatakse neljapäeval, 29. juulil kell 16.30', the date between the gates' words and their time left out).
    const lessDates = (end: number) => dates.filter((d) => d.index + d.length <= end).reduceRight((part, d) => part.slice(0, d.index) + part.slice(d.index + d.length), line.slice(0, end));
    let from = date.index + date.length;
    for (const time of findTimes(line, { skip: dates }).filter((t) => t.index > date.index)) {
      if (time.index - from > 25) break;
      if (!OPENS_BEFORE.test(lessDates(time.index))) return { local: `${date.date}T${time.time}`, index: at, timeGiven: true, yearGiven: date.yearGiven };
      from = time.index + time.length;
    }
    // Else the time just before the date, as some languages say it ('vào lúc 19:30 tối thứ Bảy, ngày 06/12/2025').
    const before = findTimes(own, { skip: dates }).findLast((t) => t.index < date.index && date.index - (t.index + t.length) <= TIME_BEFORE_DATE);
    if (before && !OPENS_BEFORE.test(own.slice(0, before.index))) return { local: `${date.date}T${before.time}`, index: at, timeGiven: true, yearGiven: date.yearGiven };
  }
  return undefined;
}

/** Words before a time that say it is the start's, in a sentence of its own ('Fyrstu tónleikar hefjast kl. 16:00', 'The concert begins at 8 pm'). */
const STARTS_AT =
  /(?<!\p{L})(?:begins?|starts?|commences?|beginnt|startet|d[ée]bute|comienza|empieza|inizia|comincia|come[çc]a|inicia|begint|b[öo]rjar|begynner|begynder|alkaa|kezd[őo]dik|za[čc][íi]n[áa]|za[čc]ne|rozpoczyna|hefjast|hefst|algab|algavad|ba[şs]lar|ξεκιν[άα]|начинается|починається)(?!\p{L})[^\n\d]{0,25}$/iu;

/** The time a sentence gives the start on `day` ('Fyrstu tónleikar hefjast kl. 16:00' under a date label without a time), on a line naming no other day. */
function startTimeInSentence(text: string, day: string, reference: Date): string | undefined {
  for (const line of text.split('\n')) {
    if (line.length > 400 || !/\d/.test(line) || PURCHASE.test(line)) continue;
    const dates = findDates(line, reference);
    if (dates.some((d) => d.date !== day)) continue;
    const time = findTimes(line, { skip: dates }).find((t) => STARTS_AT.test(line.slice(0, t.index)));
    if (time) return time.time;
  }
  return undefined;
}

/** The most characters between a time and the date after it that make them one start ('19:30 tối thứ Bảy, ngày 06/12/2025'). */
const TIME_BEFORE_DATE = 30;

export interface EventContext {
  reference: Date;
  /** The mail's subject, for a name the text does not label. */
  subject?: string | undefined;
}

const words = (p: string) => (p.match(/\p{L}/gu)?.length ?? 0) >= 4;

/**
 * A subject's parts, each less an exclamation before it ('You're going! '), what says it holds tickets ('Je tickets voor ')
 * and a code in brackets after it ('(Order #4410-2298)'); those kept say no confirmation, greet not ('Registration
 * complete', 'Welcome to …') and are no date ('za 17 apr 2027').
 */
/** A subject's part that says only that it holds tickets ('vstupenky na 20. 3. 2027', 'Tickets for'): no name. */
const TICKETS_ONLY = /^(?:your\s|ihre\s|vos\s|tus\s|i tuoi\s)?e?-?(?:tickets?|billets?|entradas|biglietti|eintrittskarten|karten|vstupenk[ya]|bilety|liput|biljetter|billetter|ingressos|bilhetes)(?:\s\p{Ll}{1,4})?$/iu;

/** A part of a subject that is only a code ('PBC-27-30514'). */
const CODE_ONLY = /^(?=\S*\d)[A-Z\d][A-Z\d/-]{4,}$/;
/** A part of a subject that is a title in quotes ('„Dėdė Vania“', '«Carmen»'), and the title. */
const QUOTED = /^[„“"«‹「『]([^„“”"«»‹›「」『』]+)[“”"»›」』][\s,]*(?:\d[\d.\-/ ]*)?$/u;

function subjectParts(subject: string, reference: Date): { all: string[]; kept: string[] } {
  // A part's date and the weekday before it ('samedi 20 septembre à 20', a subject cut short) name nothing.
  const dateless = (p: string) => findDates(p, reference).reduce((rest, d) => rest.slice(0, d.index) + ' '.repeat(d.length) + rest.slice(d.index + d.length), p).replace(WEEKDAY_WORD, ' ');
  const all = lessCodeAfter(subject.trim())
    .split(/\s[-–—|]\s|:\s/)
    .map((p) => p.replace(/^[^!]*!\s*/, '').replace(SUBJECT_LEAD, '').trim());
  // A part that opens with its date (its weekday perhaps before) and gives a time says when, whatever words it has besides ('วันเสาร์ที่ 20 พ.ย. 2570 เวลา 19:30 น.').
  const when = (p: string) => {
    const [date, ...more] = findDates(p, reference);
    return !!date && !/[\p{L}\d]/u.test(p.slice(0, date.index).replace(WEEKDAY_WORD, '')) && findTimes(p, { skip: [date, ...more] }).length > 0;
  };
  return { all, kept: all.filter((p) => words(dateless(p)) && !when(p) && !CODE_ONLY.test(p) && !TICKETS_ONLY.test(dateless(p).trim()) && !PURCHASE.test(p) && !CONFIRMED.test(p) && !GREETING.test(p)) };
}

/** A name to compare, in small letters and less its accents: a subject is often written without them ('Csongor es Tunde' for the text's 'Csongor és Tünde'). */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();

/**
 * The line of the text that a part of the subject (one of its `parts` kept) begins ('You're going! Velvet Cartography - Fri,
 * Oct 15' and the line 'Velvet Cartography - The Long Way North Tour'): the name as the text writes it in full.
 */
function lineOfSubject(text: string, subject: string | undefined, parts: string[]): string | undefined {
  if (!subject || JOURNEY.test(subject)) return undefined;
  // 'The Marlow Tides at The Fillmore', 'Midnattsorkestern, Kajhallen': the name before its venue, where no line begins with the whole part.
  // Each part, then its name before the venue, before the next part ('Les Étoiles Filantes, samedi 30 octobre 2027' before 'Le Silo des Pentes').
  const names = parts.flatMap((p) => [p, p.split(/,\s|\s(?:at|@|live at|bei|im|au|à la|al|all[ae']|en el|no|na|op)\s/i)[0] ?? ''].filter(words));
  const lines = text.split('\n').map((l) => l.trim());
  // A cell that is the part ('DevCloud Seoul 2027 / 데브클라우드 서울 2027 / …', from '[데브클라우드 서울 2027] 등록이 완료되었습니다'): a name in brackets only so.
  const cells = new Map<string, string>(lines.flatMap((l) => l.split(/\s[/|·]\s/)).map((c): [string, string] => [folded(c.trim()), c.trim()]).reverse());
  const bracketed = /^\[([^\]]+)\]/.exec(subject.trim())?.[1]?.trim();
  for (const part of [...names, ...(bracketed && words(bracketed) ? [bracketed] : [])]) {
    const cell = cells.get(folded(part));
    if (cell) return cell;
    if (part === bracketed) continue;
    // A line (or a cell of one: 'LIIGA · RUNKOSARJA 2027–2028 / HIFK – Tappara') that begins with the part, no sentence ('Your ticket for PyCon DE 2027 is attached.').
    const line = [...lines, ...cells.values()].find((l) => l.length <= 100 && folded(l).startsWith(folded(part)) && !/\p{L}/u.test(l.charAt(part.length)) && !/[.!?]$/.test(l));
    // 'Nordic Infra Days 2027 - Registration confirmed', 'Mel Harcourt: Unreasonably Calm – your tickets for Friday night': what says
    // it is a confirmation, after a dash, is no part of the name.
    const rest = line?.slice(part.length) ?? '';
    const dash = rest.search(/\s[-–—|]\s/);
    if (line && dash >= 0 && CONFIRMED.test(rest.slice(dash))) return line.slice(0, part.length + dash);
    if (line) return line;
  }
  // A line the subject ends with, its article perhaps contracted there ('… demain soir au Bouchon des Terreaux' and the line 'Le Bouchon des Terreaux').
  const ending = ` ${subject.trim().toLowerCase()}`;
  const named = (l: string) => l.length <= 60 && /^\p{Lu}/u.test(l) && !/[.!?:]$|\d/.test(l);
  return lines.find((l) => named(l) && [l, l.replace(/^\S+\s/, '')].some((t) => t.split(/\s+/).length >= 2 && ending.endsWith(` ${t.toLowerCase()}`)));
}

/** The event (or table) a text confirms, when it confirms one: its name, start, venue and reference. */
export function textEvents(text: string, context: EventContext, referenceNear: (index: number) => string): Found[] {
  if (!EVENT_SIGNAL.test(text) && !CJK_EVENT_SIGNAL.test(text) && !RESTAURANT_SIGNAL.test(text)) return [];
  const labelledOrSaid = labelledStart(text, context.reference) ?? startInSentence(text, context.reference);
  if (!labelledOrSaid) return [];
  // A day its label gives without a time, and a sentence that says when it begins.
  const said = labelledOrSaid.timeGiven ? undefined : startTimeInSentence(text, labelledOrSaid.local.slice(0, 10), context.reference);
  const start = said ? { ...labelledOrSaid, local: `${labelledOrSaid.local.slice(0, 10)}T${said}`, timeGiven: true } : labelledOrSaid;
  // A label's value that is a date with at most its weekday before it names nothing ('Performance: Saturday 8 May 2027, 7:30 PM').
  const aDate = (value: string) => {
    const date = findDates(value, context.reference)[0];
    return date !== undefined && value.slice(0, date.index).split(/[\s,]+/).filter(Boolean).length <= 1;
  };
  // A value that opens with a venue's label is a table's headings ('Vorstellung    Spielstätte    Platz    Preis'), no name.
  const labelled = [...text.matchAll(NAME_LABEL)].map((m) => ({ index: m.index, value: cleanName(valueAfter(text, m)) })).filter((n) => isName(n.value) && !aDate(n.value) && n.value.search(VENUE_LABEL) < 0);
  const named = labelled[0];
  // A subject about a journey ('Votre voyage Paris - Marseille') names no event.
  // 'Registration confirmed: Nordic Infra Days 2027 (NID27-0412-LHT)': a code in brackets after the name is no part of it.
  // Of a subject one of whose parts says it is a confirmation, another ('Tilausvahvistus: Sibelius-konsertti').
  const subjectLine = context.subject && lessTagAndTail(context.subject);
  const parts = subjectLine ? subjectParts(subjectLine, context.reference) : { all: [], kept: [] };
  const whole = subjectLine && !JOURNEY.test(subjectLine) && !onlyConfirms(subjectLine) ? cleanName(lessCodeAfter(subjectLine.replace(SUBJECT_LEAD, '').replace(SUBJECT_TAIL, ''))) : '';
  // None, where the other parts only say it holds tickets ('Potvrzení objednávky NM-2027-0318-7744 – vstupenky na 20. 3. 2027').
  // So too where another part is only the booking's code ('Reserva confirmada PBC-27-30514 - El Modernisme del Passeig de Gràcia').
  const subject = whole && parts.kept.length < parts.all.length && parts.all.some((p) => CONFIRMED.test(p) || CODE_ONLY.test(p)) ? cleanName(parts.kept[0] ?? '') : whole;
  // A venue's restaurant named in a concert's, a show's or a museum's mail ('Musiikkitalon ravintola palvelee …') makes it no table's; a dinner and a show is the show's.
  const type = RESTAURANT_SIGNAL.test(text) && !/(?<!\p{L})(?:concert|konzert|kons[ae]rt\p{L}*|kontsert\p{L}*|koncert\p{L}*|concierto|espet[áa]culo|espect[áa]culo|spettacolo|spectacle|vorstellung|f[öo]rest[äa]llning|forestilling|(?<!no[- ])show|match|museum|museo|mus[ée]e|ticket|lippu\p{L}*|liput|biljett\p{L}*|billett\p{L}*|entradas|bilety?)/iu.test(text) ? 'restaurant' : 'event';
  // 'Trattoria Il Gelsomino' heading a table's confirmation: a short line that names a place to eat, less a tagline after a slash or a dot ('Ταβέρνα το Κληματαριό / Παραδοσιακή κουζίνα').
  // One that opens with the word first ('Nhà hàng Sen Vàng' over a booking site's 'BànNgon Đặt bàn nhà hàng dễ dàng').
  // The word first and only words in small letters after it says what kind of place, and names none ('Bistrot de marée · 7, quai Maubec').
  const eateries = type === 'restaurant' ? text.split('\n').map((l) => l.trim().split(/\s[/·|]\s/)[0] ?? '').filter((l) => l.length <= 60 && EATERY.test(l) && /^\p{Lu}/u.test(l) && !/[:.!?]$/.test(l) && !kindOfEatery(l)) : [];
  const eatery = eateries.find((l) => EATERY.exec(l)?.index === 0) ?? eateries[0];
  // Its name from a label, a place to eat, the subject or the title over its date.
  // A table's, at last, from the mail's letterhead: its first line, short and with no number ('LE COMPTOIR DE L'ÉCLUSE' over its kind and address).
  // Its first cell where a slash or a dot parts the line ('บ้านริมน้ำ / BAAN RIM NAM · RIVERSIDE THAI KITCHEN').
  const letterhead = type === 'restaurant' ? (text.split('\n').find((l) => /\p{L}/u.test(l))?.trim().split(/\s[/·|]\s/)[0] ?? '') : '';
  const written =
    nameOf(named?.value ?? eatery ?? lineOfSubject(text, subjectLine, parts.kept) ?? (isName(subject) ? subject : titleAbove(text, start.index, context.reference)), context.reference) ||
    (letterhead.length <= 50 && !/[\d:!?]/.test(letterhead) && isName(letterhead) ? letterhead : '');
  if (!written) return [];
  // A work's title the subject quotes, where the name holds it after more ('„Dėdė Vania“' and 'Antonas Čechovas „Dėdė Vania“'): the title.
  const quoted = parts.kept.map((p) => QUOTED.exec(p.trim())?.[1]?.trim()).find((q) => q && written.includes(q) && words(q));
  const name = quoted ?? written;
  const venueMatch = [...text.matchAll(VENUE_LABEL)].map((m) => cleanName(valueAfter(text, m))).find(isName) ?? '';
  const event = (eventName: string, at: number, own: Start) =>
    found(type, {
      name: eventName,
      provider: eventName,
      reservationNumber: referenceNear(at),
      start: { local: own.local, zone: null },
      guessed: guesses({ 'start.time': !own.timeGiven, year: !own.yearGiven }),
      startPlace: { ...noPlace(), name: venueMatch },
    });
  // An order of several events, each under its own name's label with its own day and time after it ('OPÉRA' over 'La Traviata'
  // over 'mardi 7 mars 2028 à 19h30', then 'BALLET' over 'Le Lac des cygnes' over its day): one each.
  const more = labelled.slice(1).flatMap((n, k) => {
    const block = text.slice(n.index, Math.min(labelled[k + 2]?.index ?? text.length, n.index + EVENT_BLOCK));
    const own = labelledStart(block, context.reference) ?? startInSentence(block, context.reference);
    const moreName = nameOf(n.value, context.reference);
    return own?.timeGiven && moreName && moreName !== name && own.local !== start.local ? [event(moreName, n.index, own)] : [];
  });
  return [event(name, named?.index ?? start.index, start), ...(type === 'event' ? more : [])];
}

/** How far after its name's label an event of an order of several has its day. */
const EVENT_BLOCK = 600;

/**
 * An event's name as written, less the date it ends at ('Le Comptoir des Canuts, samedi 12 juin') and the work's genre after a dash
 * in small letters ('La Traviata – opéra en trois actes'; a subtitle stays: 'Licht op Delft – meesters van de 17e eeuw').
 */
function nameOf(written: string, reference: Date): string {
  const plain = written.replace(CONFIRMED_TAG, '');
  const dated = findDates(plain, reference)[0];
  const titled = lessDateWord(dated ? plain.slice(0, plain.lastIndexOf(',', dated.index) >= 0 ? plain.lastIndexOf(',', dated.index) : dated.index).replace(WEEKDAY_AT_END, '') : plain);
  const described = GENRE_AFTER.exec(titled);
  // Less a distance or a length in brackets after it ('Maratona Atlântica do Porto 2027 (42,195 km)', 'Rusalka (3 h 10 min)'),
  // or words in small letters that say what kind it is ('Casa Xulia (cociña de mercado)').
  return (described ? titled.slice(0, described.index) : titled).replace(/\s\(\d[\d.,]*\s?(?:km|mi|min|h)\b[^()]*\)$|\s\(\p{Ll}[\p{Ll}'’-]*(?:\s\p{Ll}[\p{Ll}'’-]*)*\)$/u, '');
}
