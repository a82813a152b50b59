import { describe, expect, it } from 'vitest';
import { readReceipt, type ReceiptContext } from './receipt-reader.js';

const context: ReceiptContext = {
  typeNames: ['Airfare', 'Lodging', 'Car rental', 'Taxi and rideshare', 'Train', 'Meals', 'Parking', 'Fuel', 'Mileage', 'Other'],
  homeCurrency: 'USD',
  today: '2026-11-27',
};
const read = (text: string, overrides: Partial<ReceiptContext> = {}) => readReceipt(text, { ...context, ...overrides });

describe('photographed receipts (OCR text)', () => {
  it('reads a cafe receipt through OCR noise: letters in figures, a lost decimal point, specks at the edges', () => {
    const text = `‘3   BLUE DOOR CAFE    E
 2l50 Mission St
San Francisco, CA 94ll0
(4l5) 555-Ol32
ll/24/2O26  O8:l4 PM
Latte l2oz           5.2S
Croissant            4.5O
Subtotal            9.7S
Tax 8.625%          0.84
Tip                 2.OO
T0TAL              $12 S9  fF
VISA ****482l`;
    expect(read(text)).toEqual({ date: '2026-11-24', time: '20:14', total: '12.59', currency: 'USD', vendor: 'BLUE DOOR CAFE', receiptType: 'Meals' });
  });

  it('reads a fuel receipt with the total beside the pump figures', () => {
    const text = `3   Shell   3
4800 Telegraph Ave
Oakland, CA 94609
Pump 06   Regular
11/05/2026 17:22
Gallons        11.482
Price/gal      $4.899
Fuel Sale      $56.25
TOTAL          $56.25
DEBIT ****7731  AUTH 004512`;
    expect(read(text)).toEqual({ date: '2026-11-05', time: '17:22', total: '56.25', currency: 'USD', vendor: 'Shell', receiptType: 'Fuel' });
  });

  it('reads a German receipt: day-first dates, comma decimals, thousands points, the tax line left alone', () => {
    const text = `Hotel Zur Post
Hauptstraße 12
80331 München, Deutschland
Rechnung 4471   Zimmer 12
Anreise 21.11.2026   Abreise 24.11.2026
Übernachtung 3x     1.110,00
Frühstück             124,56
Gesamtbetrag      1.234,56 EUR
MwSt 7%              80,77`;
    const result = read(text);
    expect(result).toMatchObject({ date: '2026-11-24', total: '1234.56', currency: 'EUR', vendor: 'Hotel Zur Post', receiptType: 'Lodging' });
  });

  it('reads a Swiss till slip with the currency code beside the label and no symbol', () => {
    const text = `Confiserie Sprüngli
Bahnhofstrasse 21
8001 Zürich, Schweiz
23.11.2026 10:32
2x Cappuccino       13.00
Luxemburgerli       11.50
Total CHF           24.50
MWST 8.1% inkl.      1.84`;
    expect(read(text)).toMatchObject({ date: '2026-11-23', time: '10:32', total: '24.50', currency: 'CHF', vendor: 'Confiserie Sprüngli' });
  });

  it('reads yen without minor units, and a UK receipt by its postcode when no sign is printed', () => {
    expect(read('LAWSON\nTokyo, Japan\n2026/11/20 21:05\nBento  ¥598\nTotal  ¥1,280\nCash  ¥2,000\nChange  ¥720')).toMatchObject({ total: '1280', currency: 'JPY', date: '2026-11-20' });
    expect(read('The Crown Inn\n12 High Street\nOxford OX1 4AA\n12/11/2026\nPie 14.50\nTOTAL 14.50')).toMatchObject({ total: '14.50', currency: 'GBP', date: '2026-11-12' });
  });

  it("names no vendor from OCR's noise of short words (a photo's edge, another script), but keeps a company's dotted form", () => {
    expect(read('- ET A AR eT PL pr Sgr Tg Ln Ler wl & |\nHARBOURSIDE PARKING LTD\nJervois Quay, Wellington\nTOTAL $32.64').vendor).toBe('HARBOURSIDE PARKING LTD');
    expect(read('S.C. FRUCTUS ALIMENTARA S.R.L.\nStr. Memorandumului 28\nTOTAL LEI 38,60').vendor).toBe('S.C. FRUCTUS ALIMENTARA S.R.L');
  });
});

describe('mailed e-receipts', () => {
  it('names the sender from its thanks, and takes the total charged', () => {
    const text = `Thanks for riding with Lyft, Alex!
November 24, 2026 at 8:14 PM
Lyft fare (12.4mi, 24m)   $14.20
Service fee                $2.10
Tip                        $3.00
Total charged             $19.30
Visa *4821`;
    expect(read(text)).toEqual({ date: '2026-11-24', time: '20:14', total: '19.30', currency: 'USD', vendor: 'Lyft', receiptType: 'Taxi and rideshare' });
  });

  it('takes a label on one line and its amount on the next, as a mail laid out in rows', () => {
    const text = `Your receipt from Blue Bottle Coffee
Nov 19, 2026 at 7:46 AM
Subtotal
$11.50
Sales tax
$0.99
Total
$12.49
Paid with Apple Pay`;
    expect(read(text)).toEqual({ date: '2026-11-19', time: '07:46', total: '12.49', currency: 'USD', vendor: 'Blue Bottle Coffee', receiptType: 'Meals' });
  });

  it('takes the issue date of a fare receipt, not the flight in the future', () => {
    const text = `UNITED AIRLINES
eTicket Itinerary and Receipt
Issue Date: Nov 3, 2026
UA 1542  Sat, Dec 12, 2026  Seattle (SEA) - Newark (EWR)
Airfare:           389.00 USD
Taxes:              44.48 USD
Total:             433.48 USD`;
    expect(read(text)).toMatchObject({ date: '2026-11-03', total: '433.48', currency: 'USD', vendor: 'UNITED AIRLINES', receiptType: 'Airfare' });
  });
});

describe('the total', () => {
  it('is never the subtotal, the tax, the tip, the change or the cash tendered, even when larger', () => {
    const text = `Corner Deli
Subtotal      18.00
Tax            1.62
Tip            3.60
TOTAL         23.22
Cash tendered 40.00
Change        16.78`;
    expect(read(text).total).toBe('23.22');
  });

  it('prefers the grand total to a total before the tip', () => {
    expect(read('Nopa\nTotal  71.69\nGratuity 20%  13.20\nGrand total  84.89\nSubtotal 100.00').total).toBe('84.89');
  });

  it('is the largest amount at the bottom when no line is labelled', () => {
    expect(read('Kiosk\nWater 2.50\nGum 1.25\nCrisps 1.75\n\n5.50\nthank you').total).toBe('5.50');
  });

  it("keeps an amount with OCR's stray x after it, and still leaves a quantity out", () => {
    expect(read('Daily max        38.00 BB\n    Total due        47.12    x\n').total).toBe('47.12');
    expect(read('2 x Croissant 4.50\n1 x Latte 5.25\nTOTAL 9.75').total).toBe('9.75');
  });

  it("restores the decimal point OCR lost from a total's figure, only in OCR's text and where the receipt's amounts have cents", () => {
    const ocr = { ocr: true };
    expect(read('Blue Door Cafe\nLatte 5.25\nCroissant 4.50\nSubtotal 9.75\nTax 0.84\nTOTAL $1059\nVISA 4821', ocr).total).toBe('10.59');
    expect(read('Park Central\nTicket 0048211\nDaily max 38.00\nParking tax 9.12\nTotal due 4712', ocr).total).toBe('47.12');
    // Yen have no cents; a receipt whose amounts are all whole keeps its whole total.
    expect(read('FamilyMart\nOnigiri ¥180\nTea ¥160\nTOTAL ¥1340', ocr)).toMatchObject({ total: '1340', currency: 'JPY' });
    expect(read('Market stall\nApples $3\nHoney $12\nTotal $1500', ocr).total).toBe('1500.00');
    // A card's last digits on the line saying what was charged are no amount either.
    expect(read('ParkMobile\nParking $9.00\nFee $0.35\nTotal $9.35\nCharged to Visa ending 4821 on 11/17/2026', ocr).total).toBe('9.35');
    // Typed text (a mail, a PDF) loses no decimal point: its whole figure stays whole.
    expect(read('Blue Door Cafe\nLatte 5.25\nCroissant 4.50\nTOTAL $1059').total).toBe('1059.00');
    // A whole figure on a line that is not the total is no amount.
    expect(read('Diner\nCheck 3021\nBurger 19.00\nFries 4.00\nTotal 23.00', ocr).total).toBe('23.00');
  });

  it("is never what was handed over: the amount above the change given back, whatever that line's label", () => {
    expect(read('Hospoda\nCelkem 212,00 Kč\nHotově 300,00\nVráceno 88,00').total).toBe('212.00');
    expect(read('Kiosk\nItems 3\nPaid 2,000\nChange 140\nGoods ¥1,860\n', { homeCurrency: 'JPY' }).total).toBe('1860');
    // A total's own label keeps it, a change line under it or not.
    expect(read('Cafe\nTOTAL 9.20\nChange 0.80').total).toBe('9.20');
  });

  it("reads a total's word in the till's language, a currency's code run into it, and with the tip it says it includes", () => {
    // OCR lost the decimal point and the space: 'SUMA PLN 7,70'.
    expect(read('Sklep\nChleb 4,50\nMleko 3,20\nSUMA PTU 0,62\nSUMAPLN 770', { ocr: true }).total).toBe('7.70');
    expect(read('Kafé\nLatte 52,00\nBulle 38,00\nYoghurt 45,00\nSumma 135,00\nRabatt -13,50\nAtt betala 121,50 kr').total).toBe('121.50');
    expect(read('Kiosk\nKaffe 49,00\nBaguette 119,00\nTotalt 168,00\nMVA 25% 33,60\nGrunnlag 134,40\nKortbetaling 168,00\nSaldo gavekort 500,00').total).toBe('168.00');
    expect(read('Fonda\nTotal $500.00\nPropina $60.00\nTotal con propina $560.00').total).toBe('560.00');
  });

  it("takes a 'Net Total' and an 'AMOUNTDUE' OCR ran together, totals in more tills' languages, a total plus its tip, and a minus a space apart as a speck", () => {
    expect(read('Terrace\nCurry 380.00\nsubtotal 1,900.00\nService Charge 10% 190.00\nVAT 7% 146.30\nNet Total 2,236.30\nCash Received 2,500.00\nChange 263.70').total).toBe('2236.30');
    expect(read('Kusina\nRice 100.00\nJuice 210.00\nAMOUNTDUE P1748.30\nCASH 2000.00\nCHANGE 251.70').total).toBe('1748.30');
    expect(read('Kohvik\nKohv 3,50\nSai 4,20\nKOKKU 46,80\nKaart 46,80\nsh KM 9,06').total).toBe('46.80');
    expect(read('Konoba\nRiba 45,00\nVino 38,00\nUKUPNO 8300\nKartica 8300', { ocr: true }).total).toBe('83.00');
    expect(read('Fuente\nCompleto 29.800\nTOTAL $29.800\nPropina sugerida 10% $2.980\nTotal + propina $32.780', { homeCurrency: 'CLP' }).total).toBe('32780');
    expect(read('Folio\nRoom 289.00\nRoom 289.00\nTotal Charges 1,043.79 -\nAMEX -1,043.79\nBalance Due 0.00').total).toBe('1043.79');
  });

  it("takes what is left to pay over a total before its rounding or discount, in a till's languages", () => {
    expect(read('Velo AG\nTotal CHF 412.33\nRundung -0.03\nZu bezahlen CHF 412.30\nBar 420.00\nRückgeld 7.70').total).toBe('412.30');
    expect(read('Hospoda\nCelkem 560,00 Kč\nSleva -12,00\nK úhradě 548,00 Kč').total).toBe('548.00');
    expect(read('Bolt\nÖSSZESEN: 1 998 Ft\nKEREKÍTÉS: +2 Ft\nFIZETENDŐ: 2 000 Ft')).toMatchObject({ total: '2000', currency: 'HUF' });
  });

  it("reads thousands a space apart as one figure in a currency without minor units, and forint's sign", () => {
    expect(read('Pékség\nKifli 3 x 90 Ft\nÖsszesen 3 270 Ft\nKészpénz 5 000 Ft\nVisszajáró 1 730 Ft')).toMatchObject({ total: '3270', currency: 'HUF' });
  });

  it("reads Vietnamese, Russian and Korean totals, and rupiah's and won's signs", () => {
    expect(read('Quán Phở\n12 Hàng Bạc, Hà Nội\nPhở bò 65.000\nTổng cộng 245.000 ₫\nTiền khách đưa 300.000')).toMatchObject({ total: '245000', currency: 'VND' });
    // OCR reads the marks stacked on the o as another accent.
    expect(read('Quán Phở\n12 Hàng Bạc, Hà Nội\nPhở bò 65.000\nTéng cong 245.000 d\nTiền khách đưa 300.000').total).toBe('245000');
    expect(read('Кофейня\nКапучино 260,00\nИТОГО =520,00\nБаланс: 1 420,00').total).toBe('520.00');
    expect(read('카페\n라떼 ₩4,500\n합계 ₩9,000\n받은금액 ₩10,000')).toMatchObject({ total: '9000', currency: 'KRW' });
    expect(read('Warung\nNasi Goreng 45.000\nTOTAL Rp 54.000\nTunai Rp 100.000')).toMatchObject({ total: '54000', currency: 'IDR' });
  });

  it("reads Ukrainian, Bulgarian and Serbian totals, in Cyrillic and as OCR reads Cyrillic in Latin letters alike", () => {
    expect(read('Аптека\nВітамін С 149,80\nСУМА 414,92 грн\nПДВ А 20,00% 31,20\nБонуси 520,00').total).toBe('414.92');
    expect(read('Пекара\nХлеб 65,00 2 130,00\nКока-кола 139,99 2 279,98\nУкупан износ: 849,97\nГотовина: 1.000,00\nПовраћај: 150,03').total).toBe('849.97');
    // 'Укупан износ', 'СУМА' and 'ИТОГО' through English OCR.
    expect(read('Pekara\nXne6 65,00 2 130,00\nKoka-xona 139,99 2 279,98\nYKynaH u3Hoc: 849,97\nrorosuHa: 1.000,00\nNoepahaj: 150,03').total).toBe('849.97');
    expect(read('Apteka\nBiramin 149,80\nCYMA 414,92 rpH\nnas A 20,00% 31,20\nBonus 520,00')).toMatchObject({ total: '414.92', currency: 'UAH' });
    expect(read('Kofe\nKanyuuvo 260,00\nuToro 520,00\nbanawc: 1 420,00').total).toBe('520.00');
  });

  it('reads Hebrew, Arabic and Thai totals, never their sub-total, total before tax, cash or change', () => {
    expect(read('ביסטרו הנמל\nדג על הגריל 118.00\nסה"כ לפני מע"מ 286.44\nמע"מ 18% 51.56\nסה"כ לתשלום ₪338.00\nטיפ ₪40.00\nסה"כ חיוב ₪378.00\nמזומן 400.00\nעודף 22.00').total).toBe('378.00');
    expect(read('مطعم زهرة النيل\nكشري 180.00\nالإجمالي الفرعي 675.00\nخدمة 12% 81.00\nالإجمالي 861.84\nنقدي 900.00\nالباقي 38.16\nشكراً 999.99').total).toBe('861.84');
    expect(read('ร้าน\nกาแฟเย็น 45.00\nรวมทั้งสิ้น ฿127.00\nเงินสด 500.00\nเงินทอน 373.00')).toMatchObject({ total: '127.00', currency: 'THB' });
  });

  it('is never the cash handed over nor its change, read by their sum when OCR garbled both labels', () => {
    // Thai and Arabic labels through English OCR: 500 handed over less 373 back is the 127 above.
    expect(read('Shop\nWater 14.00\nSandwich 35.00\nEe BM 127.00\nCl TISRENR 500.00\n= 373.00').total).toBe('127.00');
    expect(read('Restaurant\nKoshari 180.00\no.T Weal 861.84\nEF EE 1000.00\nPUN] 138.16').total).toBe('861.84');
    // No whole sum of notes: a total whose label OCR garbled stays, its tax under it and its net above.
    expect(read('Shop\nXx 41.67\nYy 50.50\nZz 8.83').total).toBe('50.50');
  });

  it('takes the amount a rounding line makes of the total, when it is paid below', () => {
    expect(read('Udupi\nTotal 1,096.99\nRound Off +0.01\nNET AMOUNT 31,097.00\nPaid by UPI 1,097.00').total).toBe('1097.00');
    expect(read('Bakery\nTOTAL $46.81\nRounding -0.01\nCASH $50.00').total).toBe('46.81');
    expect(read('Minimarket\nTOTAL $18.639\nREDONDEO +$1\nEFECTIVO $20.000\nVISA $18.640', { homeCurrency: 'CLP' }).total).toBe('18640');
  });

  it('reads thousands either way and leaves credits out', () => {
    expect(read('Atelier\nMontant total 1 234,56 €').total).toBe('1234.56');
    expect(read('Store\nTOTAL USD 1,234.56').total).toBe('1234.56');
    expect(read('Store\nTotal 12,00 EUR\nRefund -15,00 EUR')).toMatchObject({ total: '12.00', currency: 'EUR' });
    expect(read('Folio\nTotal charges 300.00\nVisa payment -300.00\nBalance due 0.00').total).toBe('300.00');
  });
});

describe('the date', () => {
  it('takes the departure of a hotel folio, not the arrival', () => {
    const text = `HARBOR VIEW HOTEL
GUEST FOLIO  Room 812
Check-in: 11/18/2026     Check-out: 11/20/2026
Room Charge  219.00
Total Charges  219.00`;
    expect(read(text)).toMatchObject({ date: '2026-11-20', receiptType: 'Lodging' });
  });

  it('ignores a card expiry', () => {
    expect(read('Cafe\nVISA ****1234 EXP 12/28\n03/11/2026\nTotal 4.00').date).toBe('2026-03-11');
  });

  it('places a date without a year on the latest such day not after today', () => {
    expect(read('Stumptown Coffee\nNov 25  9:03am\nTotal 11.25')).toMatchObject({ date: '2026-11-25', time: '09:03' });
    expect(read('Stumptown Coffee\n30 Dec\nTotal 11.25').date).toBe('2025-12-30');
  });

  it('reads every common way of writing one', () => {
    const dates: [string, string][] = [
      ['2026-11-24', '2026-11-24'],
      ['24.11.2026', '2026-11-24'],
      ['24-11-26', '2026-11-24'],
      ['Nov 24, 2026', '2026-11-24'],
      ['24 Nov 2026', '2026-11-24'],
      ['November 24th, 2026', '2026-11-24'],
      ['Tue, 24 Nov 2026', '2026-11-24'],
      ['24NOV26', '2026-11-24'],
      ['24/11/2026', '2026-11-24'],
      // OCR lost one slash and read the other as a 1.
      ['112412026 08:14 AM', '2026-11-24'],
    ];
    for (const [printed, date] of dates) expect(read(`Shop\n${printed}\nTotal 1.00`).date, printed).toBe(date);
  });

  it("takes the last day of a rental or a car park's stay, the day paid over the day parked, and never a deadline", () => {
    expect(read('CARHIRE AG\nRental agreement 4411\nPick-up: 10.11.26 09:10\nReturn: 14.11.26 16:45\nTotal CHF 412.00').date).toBe('2026-11-14');
    expect(read('Airport Car Park\nEntry 20/11/2026 06:12\nPaid 23/11/2026 21:41\nTotal €67.50\nExit by 24/11/2026 22:01').date).toBe('2026-11-23');
  });

  it("reads a day with the dot Croatian writes after its year, and a folio's departure whose arrival OCR misread", () => {
    expect(read('Konoba\nDatum: 12.08.2026. 21:14\nUKUPNO 83,00').date).toBe('2026-08-12');
    expect(read('MERIDIAN SUITES\nGUEST FOLIO Room 1412\nAmve 11/09/26 Depart 11/12/26\n11/09 Room Charge 289.00\nTotal Charges 289.00').date).toBe('2026-11-12');
  });

  it("reads a year after an apostrophe, and no unit's number as a date", () => {
    expect(read("Cab\nNov 24 '26 5:48 PM\nTotal $52.00").date).toBe('2026-11-24');
    expect(read("Cab\n8 Nov24'26\nTotal $52.00").date).toBe('2026-11-24');
    expect(read('Seafood\n30 Merchant Rd #01-01/02\nSun 22 Nov 2026 8:15 PM\nTotal 120.00').date).toBe('2026-11-22');
  });

  it("reads Indonesian and Dutch months, a month's O OCR read as a zero, and a Chinese, Japanese or Korean date", () => {
    expect(read('Warung\n5 Mei 2026 12:55\nTotal 1.00').date).toBe('2026-05-05');
    expect(read('Warung\n14 0kt 2026 12:55\nTotal 1.00').date).toBe('2026-10-14');
    // A zero run into its figure is a count's ('80CT'), no month.
    expect(read('Pharmacy\nADVIL 80CT 15.99\n11-14-26 3:27 PM\nTotal 15.99').date).toBe('2026-11-14');
    expect(read('コンビニ\n2026年11月03日(火) 12:47\n合計 ¥1,278').date).toBe('2026-11-03');
    expect(read('카페\n2026년 8월 14일 15:22\n합계 ₩9,000').date).toBe('2026-08-14');
  });

  it("reads a Buddhist-era year, a year printed first in two digits, and a date whose one slash OCR lost", () => {
    expect(read('Shop\n14/11/2569 20:31\nTotal 127.00')).toMatchObject({ date: '2026-11-14', currency: 'THB' });
    expect(read('Galbi\nPOS:01 26/05/23 21:14\nTotal 131,000 KRW').date).toBe('2026-05-23');
    expect(read('Bistro\nDATE/HEURE 26/11/08 21:02:44\nTOTAL 181,37 $').date).toBe('2026-11-08');
    // The year last, when that is the nearer today or the year first would be ahead of it.
    expect(read('Shop\n23/05/24\nTotal 1.00 €').date).toBe('2024-05-23');
    expect(read('Shop\n26/12/05\nTotal 1.00 €').date).toBe('2005-12-26');
    expect(read('Bakery\nMon 2601/2026 08:47\nTOTAL $46.81').date).toBe('2026-01-26');
  });

  it("reads a Japanese Reiwa year and a Taiwanese Republic year", () => {
    expect(read('タクシー\n令和8年 9月21日(月) 23:47\n合計 ¥5,500').date).toBe('2026-09-21');
    expect(read('藥局\n中華民國115年04月02日\n總計 $908').date).toBe('2026-04-02');
  });

  it('decides day and month by today first, then by the country', () => {
    // 12 November is past, 11 December is not yet: only one can be a receipt's date.
    expect(read('Shop\n11/12/2026\nTotal £1.00').date).toBe('2026-11-12');
    expect(read('Shop\n03/04/2026\nTotal $1.00').date).toBe('2026-03-04');
    expect(read('Shop\n03/04/2026\nTotal 1,00 €').date).toBe('2026-04-03');
  });
});

describe('the currency', () => {
  it('takes a bare dollar sign as the home dollar, else as US dollars', () => {
    expect(read('Shop\nTotal $5.00', { homeCurrency: 'CAD' }).currency).toBe('CAD');
    expect(read('Shop\nTotal $5.00', { homeCurrency: 'EUR' }).currency).toBe('USD');
    expect(read('Shop\nToronto ON M5V 2T6\nTotal $5.00').currency).toBe('CAD');
  });

  it('tells yuan from yen, and kronor by the country', () => {
    expect(read('Shop\n北京 RMB\nTotal ¥58.00').currency).toBe('CNY');
    expect(read('Kafé\nStockholm, Sverige\nTotalt 125,00 kr\nTotal 125,00').currency).toBe('SEK');
  });

  it('knows the country by a city the address names, when no postcode or country is readable', () => {
    // OCR turned the postcode's 4 into an A: the city still says Canada.
    expect(read('CANADIAN TIRE\n839 Yonge St\nToronto ON MAW 2H2\nTOTAL $65.52').currency).toBe('CAD');
    expect(read('BEST BUY\n1717 Harrison St, San Francisco, CA941 8\nTOTAL 1,442.53', { homeCurrency: 'EUR' }).currency).toBe('USD');
    // A Swiss receipt names its VAT as a German one does: the city tells francs from euros.
    expect(read('Confiserie\n8001 Zurich\nTotal 24.50\nMWST 8.1% inkl.').currency).toBe('CHF');
    expect(read('Bäckerei\nTotal 6,40\nMwSt 7%').currency).toBe('EUR');
    // Street names, items and greetings name no city ('Mission' is none, 'Split' and 'Nice' are big ones).
    expect(read('Diner\n2150 Mission St\nTable 4\nSplit pea soup 5.00\nTotal 5.00\nHave a nice day, 2 for 1 on Mondays').currency).toBeUndefined();
    expect(read('Diner\n2150 Mission St\nHave a nice day\nTotal 5.00').currency).toBeUndefined();
  });

  it("reads the crowns', zloty's, rupee's and koruna's signs, and a country from its tax or firm number's name", () => {
    expect(read('Pub\nCelkem 1 404,00 Kč').currency).toBe('CZK');
    expect(read('Sklep\nRazem 24,50 zł').currency).toBe('PLN');
    expect(read('Hotel\nTotal ₹ 1,19,082.00').currency).toBe('INR');
    expect(read('Kopi\nCVR 12345678\nI alt kr. 1.364,00')).toMatchObject({ currency: 'DKK', total: '1364.00' });
    expect(read('Kiosk\nOrg.nr 912 345 678 MVA\nTotalt 296,00').currency).toBe('NOK');
    expect(read('Cabs\nABN 12 345 678 901\nTotal 76.65').currency).toBe('AUD');
    expect(read('Fonda\nRFC FVI190312AB4\nTotal $626.00').currency).toBe('MXN');
    expect(read('Fonda\n06700 Ciudad de México, CDMX\nTotal $626.00').currency).toBe('MXN');
    expect(read('Firma\nCHE-123.456.789 MWST\nTotal 24.50').currency).toBe('CHF');
  });

  it("reads the shekel's, peso's, lira's, baht's and dong's signs, NT$, R$, RM, lei (after a figure or a total's 'LEI' before it) and TL, and countries by name", () => {
    expect(read('Cafe\nTotal ₪208.00').currency).toBe('ILS');
    expect(read('Kusina\nAMOUNT DUE ₱1,748.30').currency).toBe('PHP');
    expect(read('Kebap\nTOPLAM ₺1.930,00').currency).toBe('TRY');
    expect(read('Kebap\nNakit 2.000,00 TL\nTOPLAM 1.930,00 TL').currency).toBe('TRY');
    expect(read('Dumplings\nTotal NT$1,628').currency).toBe('TWD');
    expect(read('Churrascaria\nTotal a pagar R$ 1.414,27').currency).toBe('BRL');
    expect(read('Kopitiam\nTotal Due RM 67.15').currency).toBe('MYR');
    expect(read('Bistro\nTOTAL 178,00 lei').currency).toBe('RON');
    expect(read('Pho\nTONG CONG 992.250 ₫')).toMatchObject({ currency: 'VND', total: '992250' });
    expect(read('Bon\nTOTAL LEI 38,60\nTVA A 21,00% 3,35')).toMatchObject({ currency: 'RON', total: '38.60' });
    expect(read('Fuente\nSantiago, Chile\nTOTAL $29.800')).toMatchObject({ currency: 'CLP', total: '29800' });
  });

  it("counts no sign beside a date, a time or a lone 0, nor one stray sign against the address's country, and reads no state in a tax number's 'ID'", () => {
    expect(read('MERIDIAN SUITES\n145 W 44th St, New York NY 10036\n€ 11/10 Room Charge 289.00\nTotal Charges 289.00').currency).toBe('USD');
    expect(read('Kiosk\nWarszawa 00-950 Poland\n3 Pepsi 6,00 £0\nSUMA PLN 6,00').currency).toBe('PLN');
    expect(read('Hotel\n1 Strand, London WC2N 5HR\nRoom 120.00 €\nTotal 120.00').currency).toBe('GBP');
    expect(read('Terrace\nTax ID 0105558123456 (HQ)\nNet Total 2,236.30').currency).toBeUndefined();
  });

  it("knows Canada by a province and the first half of a postcode OCR misread, and a store's number is no address", () => {
    expect(read('LONDON DRUGS #12\n1187 Robson St\nVancouver BC V6E 18S\nTOTAL $59.55').currency).toBe('CAD');
    expect(read('Pharmacy\nGST Reg 10404 3282 RT0001\nTOTAL $59.55').currency).toBe('CAD');
  });

  it('knows a city as its own country writes it, and one alone under the street where no postcode is printed', () => {
    expect(read('Quán\n25 Hàng Cá, Hoàn Kiếm, Hà Nội\nNgày: 02/08/2026\nTổng cộng 120.000')).toMatchObject({ currency: 'VND', date: '2026-08-02', total: '120000' });
    expect(read('Cafe\nDizengoff 99, Tel Aviv\nTotal 48.00').currency).toBe('ILS');
    expect(read('Botica\nAv. Apoquindo 3000\nSantiago\nTotal $12.500')).toMatchObject({ currency: 'CLP', total: '12500' });
    expect(read('Lokanta\nİstiklal Cad. No: 12\nBeyoğlu / İSTANBUL\nToplam 450,00').currency).toBe('TRY');
  });

  it("reads no country from a street named for one, nor a city from a table's or a server's line", () => {
    expect(read('Bar\nCalle Italia 5\nTotal 9.80').currency).toBeUndefined();
    // 'Mesa' is a city in Arizona.
    expect(read('Cantina\nAv. Reforma 222\nMesa 4 Mesero: Juan\nTotal 150.00').currency).toBeUndefined();
  });

  it("reads Iceland's, Turkey's, Chile's and the Philippines' tax numbers before the IVA Chile shares with Spain, Iceland by name, and baht in words", () => {
    expect(read('Bensín\nVSK nr. 123456\nSamtals 4.290 kr.')).toMatchObject({ currency: 'ISK', total: '4290' });
    expect(read('Kaffi\n820 Eyrarbakki, Iceland\nSamtals 1.290 kr.')).toMatchObject({ currency: 'ISK', total: '1290' });
    expect(read('Lokanta\nVKN: 1234567890\nTOPLAM *450,00').currency).toBe('TRY');
    expect(read('Fuente\nRUT 76.111.222-3\nTotal $9.800\nIVA incluido $1.565')).toMatchObject({ currency: 'CLP', total: '9800' });
    expect(read('Kainan\nVAT REG TIN: 123-456-789-000\nTOTAL 540.00').currency).toBe('PHP');
    expect(read('Terrace\nNet Total 1,070.00\n(One Thousand Seventy Baht)').currency).toBe('THB');
  });

  it("counts no pound's sign after a figure: it is printed before one, and one after is a speck", () => {
    expect(read('Stall\nTea 100,00 £\nToplam 100,00').currency).toBeUndefined();
  });

  it("reads the rand's R a space apart, the Kenyan shilling's, the dirham's and the hryvnia's signs, and Kenya by its cities", () => {
    expect(read('Hardware\nTOTAL DUE R 666.40\nCASH TENDERED R 700.00')).toMatchObject({ currency: 'ZAR', total: '666.40' });
    // OCR reads a shekel's sign run into its figure as an R.
    expect(read('Cafe\nDizengoff 99, Tel Aviv\nShakshuka R62.00\nSabich R54.60\nTotal incl. VAT R208.00').currency).toBe('ILS');
    expect(read('Supermarket\nTOTAL KSh 2,503.00\nM-PESA 2,503.00').currency).toBe('KES');
    expect(read('Supermarket\nMoi Avenue 12, Nairobi\nTOTAL 2,503.00').currency).toBe('KES');
    expect(read('Café\nTVA 10% 16,55\nTOTAL TTC 182,00 DH')).toMatchObject({ currency: 'MAD', total: '182.00' });
    expect(read('Аптека\nСУМА 414,92 грн').currency).toBe('UAH');
  });

  it('is left out when nothing says it', () => {
    expect(read('Shop\nTotal 5.00').currency).toBeUndefined();
  });
});

describe('receipts OCR read in their own script', () => {
  it("reads a Korean card slip: its lines of Hangul alone, the total's '합계금액' and '받을금액', the won by its '원' or the script, the year first", () => {
    const slip = `한강숯불구이 종로점
서울특별시 종로구 종로 12
사업자번호: 104-81-22334
26/04/18 19:02   No.0112
불고기 2인분          52,000
냉면 2               24,000
합계금액              76,000
과세물품가액          69,091
부가세                 6,909
받을금액              76,000
승인금액              76,000원
감사합니다`;
    expect(read(slip, { ocr: true })).toMatchObject({ date: '2026-04-18', total: '76000', currency: 'KRW', vendor: '한강숯불구이 종로점' });
    // No '원' read: the Hangul says the won.
    expect(read(slip.replace('원', ''), { ocr: true })).toMatchObject({ total: '76000', currency: 'KRW' });
  });

  it("takes no receipt's heading for the merchant and drops a Japanese firm's form from its name", () => {
    const taxi = `領収書
桜木交通株式会社
大阪市中央区本町2-3
令和8年 3月4日(水) 22:10
運賃          ¥2,380
合計          ¥2,380`;
    expect(read(taxi, { ocr: true })).toMatchObject({ date: '2026-03-04', total: '2380', currency: 'JPY', vendor: '桜木交通' });
    expect(read('영수증\n(주)바다식당\n합계 12,000원', { ocr: true }).vendor).toBe('바다식당');
  });

  it("reads Taiwan by the Republic of China's name or its uniform invoice, and Chinese totals after a subtotal and before cash and change", () => {
    const invoice = `福安茶行
收銀機統一發票
中華民國115年03月09日
小計              1,240
總計              $1,180
現金              2,000
找零                820`;
    expect(read(invoice, { ocr: true })).toMatchObject({ date: '2026-03-09', total: '1180.00', currency: 'TWD', vendor: '福安茶行' });
  });

  it("reads Cyrillic fiscal receipts: Serbia's ПИБ, Russia's ИНН and rouble, cash and change never the total, no fiscal heading for the merchant", () => {
    const serbian = `ФИСКАЛНИ РАЧУН
ПИБ: 101234567
ПЕКАРА ДУНАВ
Укупан износ:      640,00
Готовина:        1.000,00
Повраћај:          360,00
ПФР време: 02.06.2026. 08:15:40`;
    expect(read(serbian, { ocr: true })).toMatchObject({ date: '2026-06-02', total: '640.00', currency: 'RSD', vendor: 'ПЕКАРА ДУНАВ' });
    const russian = `ООО «Ромашка»
ИНН 7701234567
КАССОВЫЙ ЧЕК
ИТОГО          =1 350,00
НАЛИЧНЫМИ      =2 000,00
СДАЧА            =650,00
14.09.26 12:30`;
    expect(read(russian, { ocr: true })).toMatchObject({ total: '1350.00', currency: 'RUB', vendor: 'ООО Ромашка' });
    expect(read('Кафе\nИТОГО 420,00 руб', { ocr: true }).currency).toBe('RUB');
  });

  it("reads Hebrew and Thai receipts' currencies by their script, dates day first; the Egyptian pound's 'ج.م' away from its figure", () => {
    const hebrew = `קפה הכרמל
תאריך: 03/02/26 שעה: 09:12
הפוך גדול           18.00
סה"כ לתשלום        18.00`;
    expect(read(hebrew, { ocr: true })).toMatchObject({ date: '2026-02-03', total: '18.00', currency: 'ILS', vendor: 'קפה הכרמל' });
    const thai = 'ร้านกาแฟ ดอยช้าง\nกาแฟเย็น 2 แก้ว 90.00\nรวมทั้งสิ้น 90.00\nเงินสด 100.00\nเงินทอน 10.00\n02/03/2026';
    expect(read(thai, { ocr: true })).toMatchObject({ total: '90.00', currency: 'THB', date: '2026-03-02' });
    const egyptian = 'مطعم النخلة\nالتاريخ: 05/04/2026\n240.00 الإجمالي ج.م';
    expect(read(egyptian, { ocr: true })).toMatchObject({ date: '2026-04-05', total: '240.00', currency: 'EGP' });
  });

  it('says no currency by a few words of another script beside English', () => {
    expect(read('Seoul Grill 서울\nTotal $20.00', { ocr: true }).currency).toBe('USD');
    expect(read('Shop\nשלום\nTotal 5.00').currency).toBeUndefined();
  });
});

describe('the type', () => {
  it("proposes one of the user's own names by meaning, and never one the user does not have", () => {
    const folio = 'Grand Hotel\nGuest folio  Room 12\nTotal 200.00';
    expect(read(folio, { typeNames: ['Hotels', 'Food'] }).receiptType).toBe('Hotels');
    expect(read(folio, { typeNames: ['Food', 'Other'] }).receiptType).toBeUndefined();
    expect(read('Bella Pizzeria\nMargherita 12.00\nTotal 12.00', { typeNames: ['Hotels', 'Food'] }).receiptType).toBe('Food');
  });
});

describe('hostile text', () => {
  it('returns quickly on 2 MB of one letter, of one digit, and on 100,000 total lines', () => {
    expect(read('a'.repeat(2_000_000))).not.toHaveProperty('total');
    expect(read('1'.repeat(2_000_000)).total).toBeUndefined();
    expect(read('TOTAL 1.00\n'.repeat(100_000)).total).toBe('1.00');
    // Nothing but money handed over and given back: no total at all.
    expect(read('Cash 2.00\nChange 1.00\n'.repeat(50_000)).total).toBeUndefined();
    expect(read(`Nov 24 '${'2'.repeat(1_000_000)}\n${'#01-01/'.repeat(200_000)}`).date).toBe('2026-11-24');
    expect(read(`${'1.'.repeat(1_000_000)}\n${'$ '.repeat(500_000)}`).date).toBeUndefined();
  });

  it('reads nothing from an empty text', () => {
    expect(read('')).toEqual({});
  });
});
