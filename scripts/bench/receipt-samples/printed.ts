// Printed receipts as data, for `scripts/bench/ocr.ts` to render, photograph and read back. The
// reader is tuned on `tuning` only; `heldOut` was written after it, in other wordings and layouts,
// and is never tuned on, so its figures tell how the reader does on receipts it has not seen.
// `freshHeldOut` was written later still (2026-11-27), after `heldOut`'s misreads had been seen,
// so that the reader's changes since are measured on receipts nobody looked at while making them.

/** The fields a reader should find, as `readReceipt` gives them. */
export interface ExpectedFields {
  date: string;
  total: string;
  currency: string;
  /** The merchant's name; the reading counts when it contains this (case and punctuation aside). */
  vendor: string;
}

/** A row: a line of text, or a label with its amount (printed at the two edges, or in columns). */
export type Row = string | readonly [string, string];

export interface PrintedReceipt {
  id: string;
  rows: readonly Row[];
  expected: ExpectedFields;
}

export const tuning: readonly PrintedReceipt[] = [
  {
    id: 'cafe-usd',
    rows: ['BLUE DOOR CAFE', '2150 Mission St', 'San Francisco, CA 94110', '(415) 555-0132', '', '11/24/2026  08:14 AM', 'Server: Maya   Table 4', '', ['Latte 12oz', '5.25'], ['Croissant', '4.50'], ['Oatmeal', '7.00'], '', ['Subtotal', '16.75'], ['Tax 8.625%', '1.44'], ['Tip', '3.00'], ['TOTAL', '$21.19'], '', 'VISA ****4821', 'THANK YOU!'],
    expected: { date: '2026-11-24', total: '21.19', currency: 'USD', vendor: 'Blue Door Cafe' },
  },
  {
    id: 'restaurant-usd-tip',
    rows: ['Nopa Kitchen + Bar', '560 Divisadero Street', 'San Francisco CA 94117', 'Nov 21, 2026 7:42 PM', 'Check #3021  Guests: 2', ['Burger', '19.00'], ['Roast Chicken', '27.00'], ['Pinot Noir gl', '16.00'], ['Sparkling Water', '4.00'], ['Subtotal', '66.00'], ['Sales Tax', '5.69'], ['Total', '71.69'], ['Gratuity 20%', '13.20'], ['Amount Paid', '84.89'], 'MASTERCARD XXXX1190'],
    expected: { date: '2026-11-21', total: '84.89', currency: 'USD', vendor: 'Nopa Kitchen' },
  },
  {
    id: 'hotel-folio-usd',
    rows: ['HARBOR VIEW HOTEL', '1 Embarcadero Center, Boston MA 02110', 'Tel 617-555-0199', 'GUEST FOLIO', 'Room 812   Guest: J. Rivera', 'Arrival: 11/18/2026', 'Departure: 11/20/2026', ['11/18 Room Charge', '219.00'], ['11/18 Room Tax', '30.66'], ['11/19 Room Charge', '219.00'], ['11/19 Room Tax', '30.66'], ['11/19 Restaurant', '42.80'], ['Total Charges', '542.12'], ['Visa Payment', '-542.12'], ['Balance Due', '0.00']],
    expected: { date: '2026-11-20', total: '542.12', currency: 'USD', vendor: 'Harbor View Hotel' },
  },
  {
    id: 'taxi-usd',
    rows: ['YELLOW CAB CO.', 'Medallion 7J42', 'Driver #55190', 'DATE 2026-11-02 TIME 23:51', 'PICKUP  JFK Terminal 4', 'DROPOFF  W 44th St', ['Fare', '$52.00'], ['Tolls', '$6.94'], ['Surcharges', '$5.75'], ['Tip', '$12.00'], ['TOTAL', '$76.69'], 'Paid by card'],
    expected: { date: '2026-11-02', total: '76.69', currency: 'USD', vendor: 'Yellow Cab' },
  },
  {
    id: 'parking-usd',
    rows: ['PARK CENTRAL GARAGE', '77 Wacker Dr, Chicago, IL 60601', 'Ticket 0048211', 'Entry  10/30/26 07:58', 'Exit   10/30/26 18:12', ['Daily max', '38.00'], ['Parking tax', '9.12'], ['Total due', '47.12'], 'Credit card  ****0093', 'Have a safe drive'],
    expected: { date: '2026-10-30', total: '47.12', currency: 'USD', vendor: 'Park Central Garage' },
  },
  {
    id: 'fuel-usd',
    rows: ['Shell', '4800 Telegraph Ave', 'Oakland, CA 94609', 'Pump 06   Regular', '11/05/2026 17:22', ['Gallons', '11.482'], ['Price/gal', '$4.899'], ['Fuel Sale', '$56.25'], ['TOTAL', '$56.25'], 'DEBIT  ****7731', 'AUTH 004512'],
    expected: { date: '2026-11-05', total: '56.25', currency: 'USD', vendor: 'Shell' },
  },
  {
    id: 'rail-eur',
    rows: ['DB Fernverkehr AG', 'Deutsche Bahn', 'Fahrkarte', 'Berlin Hbf -> München Hbf', 'Hinfahrt am 24.11.2026', 'ICE 1005  Wagen 7 Platz 64', ['Flexpreis 2. Klasse', '89,90 €'], ['Gesamt', '89,90 €'], ['enth. MwSt 7%', '5,88 €'], 'Gekauft am 24.11.2026 06:41'],
    expected: { date: '2026-11-24', total: '89.90', currency: 'EUR', vendor: 'DB Fernverkehr' },
  },
  {
    id: 'airline-usd',
    rows: ['ALASKA AIRLINES', 'PASSENGER RECEIPT', 'DATE OF ISSUE 02NOV26', 'TICKET 027 2195 550 118', 'SEA - SFO  AS 1042  14DEC26', ['AIR FARE', 'USD 241.86'], ['US TRANSPORTATION TAX', 'USD 18.14'], ['SEPT 11 SECURITY FEE', 'USD 5.60'], ['FLIGHT SEGMENT TAX', 'USD 5.20'], ['TOTAL', 'USD 270.80'], 'FORM OF PAYMENT VI XXXX4411'],
    expected: { date: '2026-11-02', total: '270.80', currency: 'USD', vendor: 'Alaska Airlines' },
  },
  {
    id: 'pharmacy-gbp',
    rows: ['Boots', '361 Oxford Street', 'London W1C 2JL', 'VAT No. 726 5581 62', '12/11/2026 14:03', ['No7 Cleanser', '£5.00'], ['Paracetamol 16', '£0.79'], ['Meal Deal', '£3.99'], ['Balance to pay', '£9.78'], ['Contactless', '£9.78'], ['CHANGE', '£0.00'], 'Advantage Card points: 36'],
    expected: { date: '2026-11-12', total: '9.78', currency: 'GBP', vendor: 'Boots' },
  },
  {
    id: 'store-cad',
    rows: ['CANADIAN TIRE', '839 Yonge St', 'Toronto ON M4W 2H2', 'Store 0143', '2026/11/15 13:26', ['WIPER BLADES', '24.99'], ['MOTOR OIL 5L', '32.99'], ['SUBTOTAL', '57.98'], ['HST 13%', '7.54'], ['TOTAL', '$65.52'], ['MASTERCARD', '$65.52']],
    expected: { date: '2026-11-15', total: '65.52', currency: 'CAD', vendor: 'Canadian Tire' },
  },
  {
    id: 'konbini-jpy',
    rows: ['LAWSON', 'Shinjuku 3-chome', 'Tokyo, Japan', '2026/11/20 21:05', ['Onigiri', '¥160'], ['Green Tea', '¥150'], ['Bento', '¥598'], ['Sandwich', '¥372'], ['Total', '¥1,280'], ['Cash', '¥2,000'], ['Change', '¥720']],
    expected: { date: '2026-11-20', total: '1280', currency: 'JPY', vendor: 'Lawson' },
  },
  {
    id: 'cafe-chf',
    rows: ['Confiserie Sprüngli', 'Bahnhofstrasse 21', '8001 Zürich, Schweiz', '23.11.2026  10:32', ['2x Cappuccino', '13.00'], ['Luxemburgerli', '11.50'], ['Total CHF', '24.50'], ['MWST 8.1% inkl.', '1.84'], 'Vielen Dank'],
    expected: { date: '2026-11-23', total: '24.50', currency: 'CHF', vendor: 'Sprüngli' },
  },
  {
    id: 'bistro-eur',
    rows: ['LE PETIT ZINC', '11 rue Saint-Benoît', '75006 Paris - France', 'Table 12  Couverts 2', 'Le 22/11/2026 à 21:17', ['Soupe à l oignon', '12,50'], ['Steak frites', '26,00'], ['Crème brûlée', '9,50'], ['Vin rouge', '8,40'], ['Total TTC', '56,40 €'], ['dont TVA 10%', '5,13 €'], 'CB  56,40 €'],
    expected: { date: '2026-11-22', total: '56.40', currency: 'EUR', vendor: 'Le Petit Zinc' },
  },
  {
    id: 'store-usd-large',
    rows: ['BEST BUY', 'Store 1204', '1717 Harrison St, San Francisco, CA 94103', '11/03/2026 16:48', ['MacBook Air 13', '1,099.00'], ['AppleCare+', '179.00'], ['USB-C Hub', '49.99'], ['SUBTOTAL', '1,327.99'], ['SALES TAX', '114.54'], ['TOTAL', '1,442.53'], ['VISA', '1,442.53']],
    expected: { date: '2026-11-03', total: '1442.53', currency: 'USD', vendor: 'Best Buy' },
  },
  {
    id: 'restaurant-gbp',
    rows: ['Dishoom', '5 Stable Street', "King's Cross, London N1C 4AB", '14 Nov 2026  19:55', 'Table 31', ['House Black Daal', '£8.90'], ['Chicken Ruby', '£15.50'], ['Garlic Naan x2', '£8.40'], ['Lassi x2', '£9.80'], ['Subtotal', '£42.60'], ['Service 12.5%', '£5.33'], ['Total', '£47.93'], 'VAT included'],
    expected: { date: '2026-11-14', total: '47.93', currency: 'GBP', vendor: 'Dishoom' },
  },
  {
    id: 'taxi-eur',
    rows: ['Taxi Berlin', 'Konz.-Nr. 4412', 'Quittung', 'Datum: 15.11.26  Uhrzeit: 22:40', 'Von: Alexanderplatz', 'Nach: BER Flughafen', ['Fahrpreis', '21,40 EUR'], ['Trinkgeld', '2,00 EUR'], ['Betrag', '23,40 EUR'], 'MwSt 7% enthalten'],
    expected: { date: '2026-11-15', total: '23.40', currency: 'EUR', vendor: 'Taxi Berlin' },
  },
];

export const heldOut: readonly PrintedReceipt[] = [
  {
    id: 'hotel-folio-eur',
    rows: ['Hotel Adlon Kempinski', 'Unter den Linden 77', '10117 Berlin, Deutschland', 'Rechnung Nr. 88213', 'Zimmer 415', 'Anreise 20.11.2026  Abreise 23.11.2026', ['Übernachtung 3x 380,00', '1.140,00'], ['Frühstück', '105,00'], ['Gesamtbetrag', '1.245,00 EUR'], ['MwSt 7%', '74,58'], ['Bezahlt Visa', '1.245,00']],
    expected: { date: '2026-11-23', total: '1245.00', currency: 'EUR', vendor: 'Hotel Adlon' },
  },
  {
    id: 'coffee-usd-no-year',
    rows: ['Stumptown Coffee Roasters', '128 SW 3rd Ave, Portland, OR 97204', 'Order 55 - Counter', 'Nov 25  9:03am', ['Cold Brew', '5.00'], ['Almond Croissant', '4.75'], ['Sub-total', '9.75'], ['Tax', '0.00'], ['Tip', '1.50'], ['Total', '11.25'], 'Approved - Amex'],
    expected: { date: '2026-11-25', total: '11.25', currency: 'USD', vendor: 'Stumptown Coffee' },
  },
  {
    id: 'carpark-gbp',
    rows: ['NCP Manchester Piccadilly', 'Car Park', 'Auburn Street, Manchester M1 3DG', 'Tariff: up to 24 hrs', 'In 19-11-26 08:02', 'Out 19-11-26 17:40', ['Amount paid', '£18.50'], ['Incl VAT', '£3.08'], 'Thank you for parking with NCP'],
    expected: { date: '2026-11-19', total: '18.50', currency: 'GBP', vendor: 'NCP' },
  },
  {
    id: 'fuel-cad',
    rows: ['PETRO-CANADA', '1090 W Georgia St', 'Vancouver BC V6E 3V7', '2026-11-09   07:45', 'PUMP 3  REGULAR', ['Litres', '41.207'], ['$/L', '1.689'], ['FUEL', '69.60'], ['GST', '3.31'], ['TOTAL', '$69.60'], 'INTERAC DEBIT'],
    expected: { date: '2026-11-09', total: '69.60', currency: 'CAD', vendor: 'Petro-Canada' },
  },
  {
    id: 'airline-eur',
    rows: ['Lufthansa', 'Flugschein / Passenger Receipt', 'Ticket issue date: 01 Nov 2026', 'FRA-LHR LH 920  06 Dec 2026', ['Fare', 'EUR 298,00'], ['Taxes, fees & charges', 'EUR 114,60'], ['Total fare', 'EUR 412,60'], 'Payment: Mastercard'],
    expected: { date: '2026-11-01', total: '412.60', currency: 'EUR', vendor: 'Lufthansa' },
  },
  {
    id: 'ramen-jpy',
    rows: ['ICHIRAN Shibuya', 'Jinnan 1-22-7, Shibuya, Tokyo', '2026-11-17 12:10', ['Ramen', '¥980'], ['Kaedama', '¥210'], ['Soft boiled egg', '¥130'], ['Beer', '¥560'], ['Total', '¥1,880'], ['Card', '¥1,880']],
    expected: { date: '2026-11-17', total: '1880', currency: 'JPY', vendor: 'Ichiran' },
  },
  {
    id: 'pharmacy-usd',
    rows: ['CVS pharmacy', 'Store 8852', '350 Fifth Ave, New York, NY 10118', ['Ibuprofen 200mg', '9.49'], ['Bandages', '5.79'], ['Water 1L', '2.29'], ['ExtraCare savings', '-1.00'], ['SUBTOTAL', '16.57'], ['NY TAX 8.875%', '1.47'], ['BALANCE DUE', '18.04'], ['VISA CHARGE', '18.04'], '11/26/2026 15:37  REG 02'],
    expected: { date: '2026-11-26', total: '18.04', currency: 'USD', vendor: 'CVS' },
  },
  {
    id: 'rail-chf',
    rows: ['SBB CFF FFS', 'Billett / Quittung', 'Zürich HB - Genève', 'Gültig am 18.11.2026', '2. Klasse  Einfach', ['Preis', 'CHF 68.00'], ['Total', 'CHF 68.00'], ['inkl. MWST 8.1%', 'CHF 5.10'], 'Verkauft 18.11.2026 07:12'],
    expected: { date: '2026-11-18', total: '68.00', currency: 'CHF', vendor: 'SBB' },
  },
  // Written on 27 November 2026, after the reader: sixteen more, never run before the reader's last change.
  {
    id: 'diner-usd-amount-due',
    rows: ["Mel's Drive-In", '1650 N Highland Ave', 'Los Angeles, CA 90028', 'Nov 14, 2026  7:52 PM', 'Guests: 2   Check #3381', ['Cheeseburger', '15.95'], ['Milkshake', '8.50'], ['Fries', '5.25'], ['Subtotal', '29.70'], ['Sales Tax', '2.83'], ['Gratuity 18%', '5.35'], ['Amount Due', '$37.88'], 'Come back soon!'],
    expected: { date: '2026-11-14', total: '37.88', currency: 'USD', vendor: "Mel's Drive-In" },
  },
  {
    id: 'pub-gbp-total-to-pay',
    rows: ['The Crown & Anchor', '22 Neal Street', 'London WC2H 9PS', 'Table 7   Covers 2', '12/11/2026 20:15', ['Fish & Chips', '£16.50'], ['Pie of the Day', '£14.95'], ['2 x Pint Bitter', '£11.40'], ['TOTAL TO PAY', '£42.85'], ['VAT @ 20% included', '£7.14'], 'Cheers!'],
    expected: { date: '2026-11-12', total: '42.85', currency: 'GBP', vendor: 'Crown & Anchor' },
  },
  {
    id: 'cafeteria-eur-es',
    rows: ['Cafetería La Rambla', 'La Rambla 74, 08002 Barcelona', 'NIF B-61234567', 'Fecha: 10/11/2026  Hora: 09:47', ['2 Café con leche', '4,40'], ['Tostada tomate', '3,20'], ['Zumo naranja', '3,50'], ['Base imponible', '10,09'], ['IVA 10%', '1,01'], ['TOTAL A PAGAR', '11,10 €'], 'Gracias por su visita'],
    expected: { date: '2026-11-10', total: '11.10', currency: 'EUR', vendor: 'La Rambla' },
  },
  {
    id: 'trattoria-eur-it',
    rows: ['Trattoria da Enzo', 'Via dei Vascellari 29', '00153 Roma', 'Documento commerciale', '21-11-2026 13:45', ['Carbonara', '14,00'], ['Carciofi alla giudia', '9,50'], ['Acqua naturale', '3,00'], ['Coperto x2', '4,00'], ['TOTALE COMPLESSIVO', '30,50'], ['di cui IVA', '2,77'], ['Pagamento elettronico', '30,50']],
    expected: { date: '2026-11-21', total: '30.50', currency: 'EUR', vendor: 'Trattoria da Enzo' },
  },
  {
    id: 'boulangerie-eur-fr',
    rows: ['PAUL', 'Boulangerie depuis 1889', '21 Rue de Buci, 75006 Paris', 'Le 05/11/2026 à 08:12', ['Croissant', '1,60'], ['Pain au chocolat', '1,80'], ['Café allongé', '2,90'], ['Jus de pomme', '3,20'], ['TOTAL TTC', '9,50 €'], ['dont TVA 5,5%', '0,50'], 'CB SANS CONTACT'],
    expected: { date: '2026-11-05', total: '9.50', currency: 'EUR', vendor: 'Paul' },
  },
  {
    id: 'supermarket-aud',
    rows: ['Woolworths Metro', 'Town Hall', '464-480 Kent St, Sydney NSW 2000', 'ABN 88 000 014 675', ['Sushi Roll Pack', '8.50'], ['Sparkling Water 1.25L', '2.40'], ['Bananas 0.820kg', '3.28'], ['Protein Bar', '3.50'], ['TOTAL', '$17.68'], ['EFTPOS', '$17.68'], 'GST included in total  $0.85', '13/11/2026  18:22'],
    expected: { date: '2026-11-13', total: '17.68', currency: 'AUD', vendor: 'Woolworths' },
  },
  {
    id: 'supermarket-eur-nl',
    rows: ['Albert Heijn', 'Damrak 95', '1012 LP Amsterdam', ['Stroopwafels', '2,49'], ['Gouda jong 200g', '3,19'], ['Appels', '1,99'], ['Koffie to go', '2,75'], ['TOTAAL', '10,42'], ['PINNEN', '10,42'], ['BTW 9%', '0,86'], '04-11-2026  17:03', 'Bedankt en tot ziens'],
    expected: { date: '2026-11-04', total: '10.42', currency: 'EUR', vendor: 'Albert Heijn' },
  },
  {
    id: 'hotel-folio-usd',
    rows: ['Hilton Chicago', '720 S Michigan Ave', 'Chicago, IL 60605', 'Guest Folio', 'Room 1412', 'Arrival 11/16/26   Departure 11/18/26', ['11/16 Room Charge', '229.00'], ['11/16 Occupancy Tax', '40.33'], ['11/17 Room Charge', '229.00'], ['11/17 Occupancy Tax', '40.33'], ['Total Charges', '538.66'], ['Visa Payment', '-538.66'], ['Balance', '0.00']],
    expected: { date: '2026-11-18', total: '538.66', currency: 'USD', vendor: 'Hilton' },
  },
  {
    id: 'rail-usd',
    rows: ['AMTRAK', 'Passenger Receipt', 'Purchase date: Nov 02, 2026', 'Reservation 4C1F9A', 'NYP - WAS  Northeast Regional 171', 'Depart 11/09/2026 10:05 AM', ['Adult Value Fare', '$89.00'], ['Total', '$89.00'], 'Paid by Visa ending 4821'],
    expected: { date: '2026-11-02', total: '89.00', currency: 'USD', vendor: 'Amtrak' },
  },
  {
    id: 'coffee-sek',
    rows: ['Espresso House', 'Drottninggatan 50', '111 21 Stockholm', 'Kvitto 20871', '2026-11-06 09:31', ['Caffe latte stor', '56,00'], ['Kanelbulle', '33,00'], ['Att betala', '89,00 kr'], ['Moms 12%', '9,54'], ['Kort', '89,00'], 'Tack för besöket!'],
    expected: { date: '2026-11-06', total: '89.00', currency: 'SEK', vendor: 'Espresso House' },
  },
  {
    id: 'kopitiam-sgd',
    rows: ['Ya Kun Kaya Toast', 'Far East Square', '18 China St, Singapore 049560', 'Order No. 118', '16/11/2026 08:05', ['Kaya Toast Set', 'S$6.30'], ['Kopi', 'S$2.10'], ['Total', 'S$8.40'], ['NETS', 'S$8.40'], 'Thank You'],
    expected: { date: '2026-11-16', total: '8.40', currency: 'SGD', vendor: 'Ya Kun' },
  },
  {
    id: 'store-mxn',
    rows: ['OXXO', 'Tienda Reforma 222', 'Ciudad de Mexico, CDMX', '15/11/2026 21:40', ['Agua 1.5L', '$18.00'], ['Papas', '$22.50'], ['Recarga', '$100.00'], ['TOTAL', '$140.50 MXN'], ['EFECTIVO', '$200.00'], ['CAMBIO', '$59.50'], 'Gracias por su compra'],
    expected: { date: '2026-11-15', total: '140.50', currency: 'MXN', vendor: 'OXXO' },
  },
  {
    id: 'car-rental-usd',
    rows: ['Hertz', 'Rental Return Receipt', 'Agreement 884213907', 'Pickup SEA 11/19/2026 14:10', 'Returned 11/22/2026 10:05', ['Time & Mileage 3 days', '186.00'], ['Concession Recovery', '20.65'], ['Vehicle License Fee', '6.90'], ['Taxes', '38.92'], ['TOTAL CHARGES', '$252.47'], 'Charged to AMEX xxxx1005'],
    expected: { date: '2026-11-22', total: '252.47', currency: 'USD', vendor: 'Hertz' },
  },
  {
    id: 'fuel-usd-total-sale',
    rows: ['SHELL', '2401 Lombard St', 'San Francisco CA 94123', 'Date: 11-08-2026  Time: 07:18', 'Pump # 6   Unleaded', ['Gallons', '10.842'], ['Price/Gal', '$4.809'], ['Total Sale', '$52.14'], 'CREDIT  VISA'],
    expected: { date: '2026-11-08', total: '52.14', currency: 'USD', vendor: 'Shell' },
  },
  {
    id: 'bakery-eur-de-cash',
    rows: ['Bäckerei Kamps', 'Hohe Straße 52, 50667 Köln', 'Bon 4471  Kasse 2', '07.11.2026  07:36', ['Laugenbrezel', '1,20'], ['Kaffee groß', '3,20'], ['Käsebrötchen', '2,00'], ['Summe EUR', '6,40'], ['Bar', '10,00'], ['Rückgeld', '3,60'], ['MwSt 7%', '0,42']],
    expected: { date: '2026-11-07', total: '6.40', currency: 'EUR', vendor: 'Kamps' },
  },
  {
    id: 'konbini-jpy-change',
    rows: ['FamilyMart', 'Shinjuku Nishiguchi', 'Tokyo', '2026/11/18 08:21', ['Onigiri Salmon', '¥180'], ['Green Tea 500ml', '¥160'], ['Sandwich', '¥308'], ['TOTAL', '¥648'], ['CASH', '¥1,000'], ['CHANGE', '¥352']],
    expected: { date: '2026-11-18', total: '648', currency: 'JPY', vendor: 'FamilyMart' },
  },
];

export const freshHeldOut: readonly PrintedReceipt[] = [
  {
    id: 'diner-usd-server',
    rows: ["Lou Mitchell's", '565 W Jackson Blvd', 'Chicago IL 60661', 'Svr: DANA  Tbl 12  Gst 3', '11/23/2026 9:02AM', ['2 Eggs Any Style', '11.95'], ['Pancakes Short', '9.50'], ['Coffee', '3.25'], ['Coffee', '3.25'], ['Sub Total', '27.95'], ['Tax', '3.21'], ['Total Due', '31.16'], 'Thank you come again'],
    expected: { date: '2026-11-23', total: '31.16', currency: 'USD', vendor: "Lou Mitchell's" },
  },
  {
    id: 'pharmacy-gbp',
    rows: ['Boots', '16 Victoria Street', 'Manchester M3 1SH', 'VAT No 126 2345 67', ['Paracetamol 16s', '£0.99'], ['Hand Cream', '£4.50'], ['Meal Deal', '£3.99'], ['3 items', ''], ['Balance to pay', '£9.48'], ['Contactless', '£9.48'], '25/11/2026 12:48', 'Advantage Card points earned 36'],
    expected: { date: '2026-11-25', total: '9.48', currency: 'GBP', vendor: 'Boots' },
  },
  {
    id: 'bistro-eur-fr',
    rows: ['Le Petit Zinc', '11 Rue Saint-Benoît', '75006 Paris', 'Table 7  Couverts 2', ['Soupe à l’oignon', '9,50'], ['Confit de canard', '24,00'], ['Carafe de vin', '18,00'], ['Café', '3,20'], ['TOTAL TTC', '54,70 €'], ['dont TVA 10%', '4,97'], 'CB SANS CONTACT', 'Le 19/11/2026 à 21:37'],
    expected: { date: '2026-11-19', total: '54.70', currency: 'EUR', vendor: 'Le Petit Zinc' },
  },
  {
    id: 'tapas-eur-es',
    rows: ['Bar Cañete', 'Carrer de la Unió 17', '08001 Barcelona', 'Factura simplificada 2026/4481', 'Fecha: 14/11/2026  Hora: 22:10', ['Croquetas', '8,50'], ['Pulpo', '19,00'], ['Pan con tomate', '4,50'], ['Cerveza x2', '7,00'], ['Base imponible', '35,45'], ['IVA 10%', '3,55'], ['TOTAL', '39,00 €'], 'Tarjeta'],
    expected: { date: '2026-11-14', total: '39.00', currency: 'EUR', vendor: 'Bar Cañete' },
  },
  {
    id: 'trattoria-eur-it',
    rows: ['Trattoria Da Enzo', 'Via dei Vascellari 29', '00153 Roma', 'DOCUMENTO COMMERCIALE', 'di vendita o prestazione', ['Coperto x2', '5,00'], ['Cacio e pepe', '12,00'], ['Carbonara', '13,00'], ['Acqua', '3,00'], ['TOTALE COMPLESSIVO', '33,00'], ['di cui IVA', '3,00'], ['Pagamento elettronico', '33,00'], '12-11-2026 13:55'],
    expected: { date: '2026-11-12', total: '33.00', currency: 'EUR', vendor: 'Da Enzo' },
  },
  {
    id: 'coffee-cad',
    rows: ['Tim Hortons #2231', '250 Front St W', 'Toronto ON M5V 3G5', ['Med Dbl Dbl', '2.29'], ['Everything Bagel', '2.19'], ['Cream Cheese', '1.00'], ['Subtotal', '5.48'], ['HST 13%', '0.71'], ['Total', '6.19'], ['Interac', '6.19'], '2026/11/09 07:31'],
    expected: { date: '2026-11-09', total: '6.19', currency: 'CAD', vendor: 'Tim Hortons' },
  },
  {
    id: 'taxi-aud',
    rows: ['13CABS', 'Taxi receipt / Tax invoice', 'ABN 62 004 476 355', 'Melbourne VIC', 'Date 06/11/2026  Start 17:40  End 18:15', ['Metered fare', '$58.40'], ['Airport fee', '$4.85'], ['Card surcharge 5%', '$3.16'], ['TOTAL AUD', '$66.41'], 'Incl GST $6.04'],
    expected: { date: '2026-11-06', total: '66.41', currency: 'AUD', vendor: '13CABS' },
  },
  {
    id: 'kiosk-chf',
    rows: ['k kiosk', 'Zürich HB', 'Bahnhofplatz 15', ['Tages-Anzeiger', '4.20'], ['Wasser 0.5l', '2.90'], ['Sandwich', '7.50'], ['Total CHF', '14.60'], ['Bar', '20.00'], ['Rückgeld', '5.40'], '03.11.2026 06:58', 'MWST 2.6% / 8.1%'],
    expected: { date: '2026-11-03', total: '14.60', currency: 'CHF', vendor: 'k kiosk' },
  },
  {
    id: 'grocery-sek',
    rows: ['ICA Nära Odenplan', 'Odengatan 71', '113 22 Stockholm', 'Kvitto', ['Kaffe 450g', '64,90'], ['Kanelbullar', '39,00'], ['Mjölk 1,5l', '18,50'], ['Totalt SEK', '122,40'], ['Kort', '122,40'], ['Moms 12%', '13,11'], '2026-11-01 16:22'],
    expected: { date: '2026-11-01', total: '122.40', currency: 'SEK', vendor: 'ICA' },
  },
  {
    id: 'ramen-jpy',
    rows: ['一蘭 渋谷店', 'ICHIRAN Shibuya', 'Tokyo', '2026年11月17日 12:05', ['Ramen', '¥980'], ['Extra noodles', '¥210'], ['Soft boiled egg', '¥140'], ['合計 Total', '¥1,330'], ['お預り Cash', '¥2,000'], ['お釣り Change', '¥670']],
    expected: { date: '2026-11-17', total: '1330', currency: 'JPY', vendor: 'ICHIRAN' },
  },
  {
    id: 'tacos-mxn',
    rows: ['Taquería Los Cocuyos', 'Bolívar 56, Centro', 'Ciudad de México', 'Ticket 00918', '08/11/2026 23:40', ['Tacos suadero 4', '$96.00'], ['Tacos campechano 2', '$52.00'], ['Refresco', '$30.00'], ['TOTAL', '$178.00'], ['Efectivo', '$200.00'], ['Cambio', '$22.00']],
    expected: { date: '2026-11-08', total: '178.00', currency: 'MXN', vendor: 'Los Cocuyos' },
  },
  {
    id: 'office-supplies-usd',
    rows: ['STAPLES', 'Store 0417', '1 Penn Plaza', 'New York NY 10119', 'SALE  11/16/2026  14:03', ['USB-C CABLE 6FT', '19.99'], ['COPY PAPER 500', '9.49'], ['PENS 12PK', '7.29'], ['SUBTOTAL', '36.77'], ['SALES TAX', '3.26'], ['TOTAL', '40.03'], ['AMEX TEND', '40.03'], 'REWARDS MEMBER: ****2210'],
    expected: { date: '2026-11-16', total: '40.03', currency: 'USD', vendor: 'Staples' },
  },
];
