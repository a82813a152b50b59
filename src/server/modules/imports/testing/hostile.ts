// Text made to stall a parser (issue 21), shared by the suites that feed it to each reader: long
// runs of newlines, spaces and digits, repeated separators, 2 MB of one character.
const MB2 = 2_000_000;
export const fill = (unit: string, length = MB2) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** What the issue names: long runs of newlines, spaces and digits, repeated separators, 2 MB of one character. */
export const hostile: Record<string, string> = {
  '200,000 newlines': `x${'\n'.repeat(200_000)}x`,
  '2 MB of newlines': `x${'\n'.repeat(MB2)}x`,
  '2 MB of spaces': `x${' '.repeat(MB2)}x`,
  'spaces and newlines': fill(' \n'),
  '2 MB of digits': fill('7'),
  'digits and spaces': fill('1 '),
  'dashes': fill('-'),
  'slashes': fill('/'),
  'colons': fill(':'),
  'pipes': fill('|'),
  'digits and separators': fill('12-/:|.'),
  '2 MB of one letter': fill('A'),
  'a GDS line started over and over': fill('1 AB 1 A 1MAR FRAJFK HK1 1 '),
  'labels without their values': fill('booking reference check-in pick-up train ICE 1 '),
  'labelled legs over and over': fill('From: Aachen Hbf\nTo: Bonn Hbf 10:15\n'),
  'an event label over and over': fill('Event\nTickets\n'),
  'table headings over and over': fill('FROM  TO  DATE\nAachen Hbf  Bonn Hbf  10:15\n'),
  'journey sentences over and over': fill('The train departs from Aachen Hbf on 1 May 2027 at 9:30 and arrives in Bonn Hbf at 10:15.\n\n'),
  'a sentence of capitalised words': fill('departs from Aa De Bb Am Cc Of '),
  'short paragraphs that leave and arrive': fill('leaves Aa Bb at 9:30 arrives at Cc\n\n'),
  'flight numbers on lines without a blank one': fill('LH 123\n'),
  // Each flight's line without airports of its own looks for the cities of the mail's airports ('leaves Melbourne … lands in Sydney').
  "flight numbers under a route's codes once": `London (LHR) to New York (JFK)\n${fill('LH 123 London\n')}`,
  // Every run of words before a number is looked up as an airline's name ('United Airlines 1427').
  "airlines' names before numbers": fill('Scandinavian Airlines System 12 Aa Bb Cc Dd Ee Ff 1 '),
  'car blocks over and over': fill('Car confirmation: K111111\nPick-up 12 May 2027 10:00\nDrop-off 14 May 2027 10:00\n\n'),
  'times and airports under flight lines': fill('07:00\n\nBerlin (BER)\n\nLX 963\n\n'),
  'routes over labelled times a column apart': fill('AA BB - CC DD\nDEPARTS  7:00 AM\nARRIVES  9:55 AM\n'),
  'dotted days beside colon times': fill('ODJAZD  22.06  06:12  Aa Bb\n'),
  'sentences arriving at a station named before the verb': fill('leaves at 6:52 from the station Aa a do stanice Bb hl.n. Cc hl.n. '),
  'emoji before labels': fill('📅 ⏰ Início: 16h00 · '),
  'day-month rows between dates in full': fill('train\n15/07  08:00  Aaaa Bbbb\n01.01.2027\n'),
  'dot leaders without a value': fill('Aaaa bbbb ........'),
  'rental ends as column headings over and over': fill('貸出  返却\na  b  c\na  b  c\n'),
  'one rental table of a hundred thousand rows': `Abholung  Rückgabe\n${fill('a  b  c\n', MB2 / 2)}`,
  'returns of a car told in sentences': fill('Please return the rental car to the desk by 4:30 PM on 3 May 2027 '),
  'Cyrillic capitals after a label': fill('Номер замовлення: КТ'),
  "a car's departures and returns under headings, their cells labelled": fill('Vehicle\nDépart\n\n   Date et heure   3 mars 2027 à 10h30\n\n   Agence   Aa Bb\n\nRetour\n\n'),
  "headings over a date and its time a block below": fill('Pick-up\n\nFriday, October 29, 2027\n\n2:00 PM\n\nDrop-off\n\n'),
  'labels said twice before their colon': fill('Numer biletu / rezerwacji: Bestätigungsnummer Hotel Aa Bb: AB12 '),
  // Flights' lines closing their legs (each reads the lines above it), a coach's stops with a time each, a leg's date under its time.
  "flights' lines far under their legs": fill(`Salida / 09:25 / Madrid (MAD)    Llegada / 11:10 / Tenerife Norte (TFN)\n${'Aa\n'.repeat(450)}Vuelo UX 9118 · Boeing 737\n${'Bb\n'.repeat(110)}`),
  'stops with a time each': fill('23:30  Warszawa Zachodnia\n01:05  Radom\n03:10  Kielce <- you board here\n04:55  Kraków <- you get off here\n'),
  'dates under times': fill('QP 1372       BLR 06:10                         PNQ 07:45\nEconomy       05-Mar-2027 (Fri)                 05-Mar-2027 (Fri)\n'),
  // Hours after a label's colon and spaced hours, each after a duration's word; flights' numbers alone under their labels.
  "hours in words after durations' words": fill('Flugdauer: 16h | Reisedauer 19 h 30 | '),
  "flights' numbers under their labels": fill('DMK\n\n07:55\n\nCNX\n\n09:10\n\nFlight\n\nZ9 112\n\n'),
  // A reference's heading in a row of them over spaces, a rental's name of capitals in a sentence, lengths beside planes, a ferry's legs with notes across their table.
  'headings over spaces and capitalised rentals': fill('Bokningsnummer        Resenär\n   het appartement Aa Bb – Cc do Dd '),
  'planes, ferries and notes across tables': fill('✈ / 2h35 ✈ 9h30 Polazak   08:30   Split trajekt\nTreno   Partenza   Arrivo\n↻ note\n'),
  // Slashed dates each read both ways against the mail's day, a coach's service like a flight's and its stops only to set down, a car after its label's word, a counter's hours.
  'slashed dates, coach services and stops passed': fill('Service PX540 coach 05/08/2027 23:15 Aa Bb (set down only)\n'),
  "cars after their labels' words and counters' hours": fill('איסוף הרכב\nPick-up of the car   \n   Comptoir ouvert à 20:15, fermé à 22:15 '),
  // A table's column of references under every other line, ranges whose first day takes the last's year, CJK days with their weekdays.
  'columns of references and ranges of days': fill('Data   Voo   Reserva\nqui 1 NOV   TP 1   Q7LK2P\nfra 12. august til 15. august 2027 05/13(목) 2027/12/24 '),
  // Flights by their airline's ICAO code, old times before new ones, Thai days and labels, titles over dates, shows each under its label.
  "ICAO codes' flights and schedules changed": fill('ANA241便 ＜変更前＞\n08:00発\n＜変更後＞\n SK2805-4471 '),
  'Thai days, titles over dates and shows under labels': fill('ต้นทาง   กรุงเทพฯ ชานชาลา 1\nศ. 10 มี.ค. 2571 เวลา 20:30 น.\nOPÉRA\nAa Bb\nla 18.3.2028 klo 19.00\n19u30 '),
  // Forwarded headers under every separator, schedule changes' columns, full-width digits, hours from one time to another.
  'forwarded headers and old columns': fill('---------- Forwarded message ---------\nFrom: a <a@b.c>\nDate: 1 May 2027 10:00\n   Old time   New time\n  Dep   06:55   08:30\n'),
  // Elements nested sixty thousand deep, past the stack of a reader that walks them (the parser's own time grows with the square of the depth).
  'elements nested 60,000 deep': fill('<i>', 180_000),
  // Days on a line over their months, times said at ('ore 10:30'), doors in a cell beside the start, stop rows all named alike.
  'days over months, doors in cells, rows named alike': fill('Άφιξη\n\n 05\n\n Ιουλίου 2027\nore 10:30\nDatum / 4 dec 2027    Insläpp / 19:00    Start / 20:00\nEntrada   14/05/2027 14:00 h\nN.º de reserva n. '),
  // Text tables' rules, legs on one line between dashes, '発' before a platform, a journey's hours, zones' notes, desks' hours with a dash.
  'rules, dashed legs and notes after places': fill('| Booked From | To |\nA ab Sa, 1.1.2027 10:00 – B an So, 2.1.2027 08:00 – 東京 08:30発 （14番線） 6:55 Std. X NSW time 9:00–18:00 '),
  // Two ends' headings side by side over blocks, cancelled columns beside new ones, '+1' after times, prose chalets, one-line stays.
  'side-by-side ends, cancelled columns and next days': fill('PICK UP    RETURN\n\n1 Mar 2027\n  ANNULLIERTER FLUG   IHR NEUER FLUG\n  LH 1   LH 2\n01:50 +1 du Chalet Les A Aankomst: 1-5-2027 - Vertrek: 2-5-2027 '),
  // A style sheet's block rules over and over, elements nested and classed to match each selector's parts; bracketed labels, times over labels, shuttles' flights.
  'style sheets, bracketed labels and times over labels': `<style>${fill('.a .b .c b{display:block}', 200_000)}</style>${fill('<div class="a b c"><b class="a b c">【発車時刻】12:00\n20:00\nΈναρξη Vuelo de regreso indicado por usted: ', 1_800_000)}`,
  // Dot leaders before references, old columns a cell runs into, timelines' flights over day headings, seats' flight numbers, Swedish legs.
  'dot leaders, old columns and timeline flights': fill('Booking ref .. A1B2C3\n  bisher (alt)  NEU\n  Abflug Wien (VIE) 06:15  07:05\n    06:10   MTY · A\n  AM 903\n    07:45   MEX\nsábado 15 de mayo de 2027\nSeat UA 1 åker från Aa kl. 07.14 och kommer fram till Bb kl. 10.21. '),
  // Boxes of a style sheet's width, marked stops, times before dates, dates with a sentence's dot, clock changes' arrows.
  'boxes, marked stops and times before dates': `<style>${fill('.t{display:inline-block}', 100_000)}</style>${fill('<span class="t">05:30</span>Нови Сад УЛАЗАК 19:30 tối, ngày 06.12.2025. (kell 04:00 -> 03:00). Ülal ', 1_900_000)}`,
  // Times alone over their stops a blank line apart, one-word labels alone over values, taglines after names, tables offered in sentences.
  'times over stops a blank line apart and labels alone': fill('07:45\n\nSevilla (Plaza de Armas)\n\nReferanse\n\nTR4K9Q2M\n\nΤαβέρνα Α / Β · Γ\n   Ώρα   20:30\nτραπέζι σε ταβέρνα check-in 11 Ιουνίου 2027\n'),
  // Ranges with their nights, names before addresses, old schedules over their days, labels of a day then a time, subjects' dash tails.
  'ranges with nights, names before addresses and old schedules': fill('Hotel A, Via B 1, 00100 C\n 1.6.2027 – 8.6.2027 (7 Nächte)\nJADWAL LAMA\n  Jumat, 14 Mei 2027\n  GA 1 X (CGK)\nDatum: 2. 5. 2027\nTermin: ob 10.30\nA – your tickets for B\nPREUZIMANJE VRAĆANJE Качване: '),
  // Numbered legs' headings before a weekday's day, footnotes' stars on labels, boarding stations, stations' columns after times', races.
  'numbered legs, starred labels and columns of stations': fill('SÕIT 1 – reede, 5. veebruar 2027\nLähtejaam: A\nBoarding At : B\nDeparture* : 17:00\n   Vertrek   Station   Aankomst   Station\n   08:52   C   11:43   D\nProva   E (42,195 km)\nTA 0712 LTD '),
  // Korean labels with platforms in brackets, headings between rules, kinds of places to eat, Japanese stays' hours, arriving flights given, stays at a leg's arrival.
  'Korean labels, headings between rules and stays at arrivals': fill('출발지   A (7번 승차홈)\n도착 예정   오후 6:10\n-----\nESEMÉNY\n-----\nBistrot de marée · 1\nチェックイン：2027年5月12日（水・祝）15:00～19:00まで\nsaapuva lento: AY 1 Ankomst A kl. 08.41 (lördag 20 december) avresa '),
  // Thai trains' words, places over their times in cells, a Hebrew stay's labels and names, currencies' codes before amounts, Malay halves of the day, kinds in brackets.
  'Hebrew stays, currencies before amounts and kinds in brackets': fill("ขบวนรถ รถไฟ Vilnius / 07:10    Kaunas / 08:25 צ'ק-אין 10/06/2027 הוסטל א ב RM 21.30 RM4 2:30 PTG Tura: A (b c) Početak: Datum uplate: Localitzador Flight you told us about: LM 1 "),
  // A festival's first concert said in a sentence under a date label without a time, a stay's label over its name, a car handed over before its return, a route's arrow in a cell between slashes, CJK columns headed 発 and 着.
  'first concerts, stays under labels, cars handed over and arrows in cells': fill('Dagsetning: 1. júní 2027\nFyrstu tónleikar hefjast kl. 16:00\nIMÓVEL\nAa Bb – Apto 1\nENTREGA DEL AUTO\n\n07:40 / Aa Bb    IR 1 / → / 2 h    08:45 / Cc Dd\n列車   発   着\n 特急 1号    東京 08:30発    名古屋 10:09着\nDEVOLUCIÓN '),
  // Stays' check-outs dated by their nights, cars' ends side by side over rows of cells, arrows alone in cells, a day and start over the doors' label.
  'nights, side-by-side rows, lone arrows and doors under starts': fill('hostel Check-in: 1 May 2027\nN.º de noites: 3\nCheck-out: até às 11h00\n    Átvétel    Leadás\n    Helyszín / A    Helyszín / B\n 08:05 / Aa Bb    →    10:20 / Cc Dd\nSábado 9 de octubre de 2027 – 21:30 hs\nApertura de puertas: 19:00 hs\n'),
  // Hindi and Persian dates and halves of the day, a flight given by its route alone over and over, rooms' numbers in a table under a stay, Basque and Irish days and times.
  'Hindi and Persian days, routes alone and rooms in tables': fill('flying Aa (JAI) → Bb (GOX)\nप्रस्थान: 15 मार्च 2027, शाम 5:10 बजे\n۲۶ شهریور ۱۴۰۶ ۲۰:۳۰\n'),
  "airlines' labels over flights' numbers": fill('Aerolínea: Aeroméxico\nVuelo: 524\nSale de: A (MEX)\nLlega a: B (CUN)\n'),
  "rooms' numbers under a stay and days in Basque and Irish": fill('hotel Check-in: 1 May 2027\nCheck-out: 3 May 2027\n  Huone   Vahvistusnumero   Vieraat\n\n  1. Aa   7712   Bb\n\n2027ko urriaren 8a 8.00 i.n. Samhain '),
  // Swahili's and Tagalog's hours, a time alone under a label's day, a card's day apart from its month, gates opening on a date said between, a return as a sentence's subject.
  "Swahili and Tagalog hours, times under days and returns in sentences": fill('Kuwasili:  Ijumaa, 15 Oktoba 2027\n Saa 11:30 alfajiri (05:30)\n7:40 ng umaga sobota / 25 / september 2027 väravad avatakse 29. juulil kell 16.30 Le retour est prévu le 3 juillet 2027 à 16 h '),
  // Months of two words, Malay hours in full, labels' words of Latvian, Malay and Arabic stops and cars, a street after a place's comma, a club's code before airports' codes.
  'months of two words, Malay hours and streets after places': fill('18 كانون الأول 2027 5 Meán Fómhair 2027 2:00 petang\nAtiešana: 12.06.2027 plkst. 08:15 Rīga (2. ceļš)\nمن: إربد – مجمع، شارع \nAMBIL\nKlub AR24 – AWK 0772 NIP 527-301 '),
  // A train's two cards either side of an arrow, Georgian names, a list's number and a town after a name in capitals, a payment's tracking number after a reference's label.
  "cards either side of arrows, numbered names and payments' numbers": fill('გასვლა / 08:00 / შაბათი, 07.08.2027 / თბილისი    →    ჩასვლა / 13:18 / შაბათი / ბათუმი\n1) AA BB LODGE - Cc\nKuingia: 6 Oktoba 2027 شماره پیگیری پرداخت: 881 14 Peb 2027 '),
  // Flights' numbers after a hyphen at a cell's end, boarding cards' labels before times, a schedule change's Polish heading, places in brackets after times,
  // Maltese dates, a day's programme under its heading, labels' words of Hebrew, Estonian, Slovak and Icelandic events and stays.
  "hyphened flights, cards' labels and days' programmes": fill('GB-512  |  DE LA / CLJ / 07:45    ✈    CĂTRE / MUC / 09:05\nDotychczasowy rozkład (NIEAKTUALNY):\nПолазак: 07:15 (Нови Сад)\n4 ta\' Ġunju 2027 Toimumisaeg 14. oktoober 2027\n   Neljapäev, 14. oktoober\n   9.00   Registreerimine\nפתיחת דלתות 20:30 Otvorenie brán 18:00 KOMA BROTTFÖR RM 4.00\n'),
  // Airlines' booking codes' labels, ranges' first days before a word for 'to', Korean dates' dots, Chinese trains' '开' and '到', Japanese tags over notices, Turkish and Vietnamese cars' labels.
  "airlines' codes, ranges in words and Chinese trains' ends": fill('Código de reserva da companhia aérea (PNR): QW7E2R da martedì 12 a venerdì 15 ottobre 2027\n2027.09.12(일) 18:20 北京南 07:00开 → 济南西 08:32到\nARAÇ ALIŞ NHẬN XE 12306取票号：E51 '),
  'full-width digits and opening hours': fill('２０２７年１２月４日 운행 06:30~23:00 오후 5:30 ngày 9 tháng 7 năm 2027 2027. gada 8. augusts\n'),
};

/**
 * Each reader's bound, in processor time (so that a machine busy with other work does not make it
 * fail): the slowest takes about two seconds (the text reader reads no more than a hundred pages
 * of it); before the fix the GDS pattern alone took over a minute on 200,000 newlines.
 */
export const BOUND_MS = 10_000;
export const reference = new Date('2026-02-20T12:00:00Z');

/** The processor time `read` takes, in milliseconds; the longest of a suite is kept in `longest`. */
export async function timed(what: string, read: () => unknown, longest: { ms: number; what: string }) {
  const started = process.cpuUsage();
  await read();
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  if (ms > longest.ms) Object.assign(longest, { ms, what });
  return ms;
}

