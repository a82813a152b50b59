// Mailed e-receipts as the plain text their HTML or PDF turns into, for `scripts/bench/ocr.ts`.
// The reader is tuned on `tuning` only; `heldOut` was written after it, with other senders and
// wordings, and is never tuned on.
import type { ExpectedFields } from './printed.js';

export interface MailedReceipt {
  id: string;
  text: string;
  expected: ExpectedFields;
}

export const tuning: readonly MailedReceipt[] = [
  {
    id: 'ride-lyft',
    text: `Thanks for riding with Lyft, Alex!

November 24, 2026 at 8:14 PM

Lyft fare (12.4mi, 24m 10s)     $14.20
Service fee                      $2.10
Tip                              $3.00

Total charged                   $19.30
Visa *4821

Pickup   8:14 PM   1 Ferry Building, San Francisco, CA
Drop-off 8:38 PM   500 Terry Francois Blvd, San Francisco, CA

Lyft, Inc. 185 Berry St, Suite 400, San Francisco, CA 94107`,
    expected: { date: '2026-11-24', total: '19.30', currency: 'USD', vendor: 'Lyft' },
  },
  {
    id: 'ride-uber',
    text: `Uber
Here's your receipt for your ride, Sam
We hope you enjoyed your ride this evening.

Total
$23.45

Trip fare
$18.70
Booking Fee
$2.75
Tolls, Surcharges, and Fees
$2.00

Payments
Mastercard ••••1190
11/22/26 6:02 PM
$23.45

You rode with Marco
UberX  4.2 miles | 19 min`,
    expected: { date: '2026-11-22', total: '23.45', currency: 'USD', vendor: 'Uber' },
  },
  {
    id: 'hotel-folio-usd',
    text: `Hyatt Regency Seattle
808 Howell Street, Seattle, WA 98101
Phone +1 206 973 1234

INFORMATION INVOICE
Folio No. 445120        Room No. 2214
Guest Name: Jordan Lee
Arrival: 11/16/2026      Departure: 11/19/2026
Printed: 11/19/2026 07:31

Date        Description                 Charges      Credits
11/16/2026  Guest Room                   199.00
11/16/2026  Room Tax 15.7%                31.24
11/17/2026  Guest Room                   199.00
11/17/2026  Room Tax 15.7%                31.24
11/18/2026  Guest Room                   199.00
11/18/2026  Room Tax 15.7%                31.24
11/18/2026  Market Cafe                   14.25
11/19/2026  Visa Card                                 704.97

Total                                    704.97       704.97
Balance                                                 0.00 USD`,
    expected: { date: '2026-11-19', total: '704.97', currency: 'USD', vendor: 'Hyatt Regency Seattle' },
  },
  {
    id: 'airline-united',
    text: `UNITED AIRLINES
eTicket Itinerary and Receipt
Confirmation: K7QX2P
Issue Date: Nov 3, 2026
eTicket Number: 0162384759201

Traveler: LEE/JORDAN

Flight  Date           From              To
UA 1542 Sat, Dec 12, 2026  Seattle (SEA)   Newark (EWR)

Fare Breakdown
Airfare:                    389.00 USD
U.S. Transportation Tax:     29.18 USD
September 11th Security Fee:  5.60 USD
U.S. Flight Segment Tax:      5.20 USD
Passenger Facility Charge:    4.50 USD
Total Per Passenger:        433.48 USD
Total:                      433.48 USD

Form of Payment: VISA ending in 4821`,
    expected: { date: '2026-11-03', total: '433.48', currency: 'USD', vendor: 'United Airlines' },
  },
  {
    id: 'restaurant-zuni',
    text: `Thank you for dining at Zuni Café!

Zuni Café
1658 Market St, San Francisco, CA 94102

Order #2291 · Table 7 · Server: Dana
Saturday, November 14, 2026 · 8:31 PM

1 x Roast Chicken for Two      $68.00
2 x Caesar Salad               $32.00
1 x Bottle Sancerre            $72.00

Subtotal                      $172.00
Tax                            $14.84
Tip (20%)                      $34.40
Total                         $221.24

Paid with Amex •••• 1005`,
    expected: { date: '2026-11-14', total: '221.24', currency: 'USD', vendor: 'Zuni Café' },
  },
  {
    id: 'car-rental-hertz',
    text: `Your Hertz Receipt
Rental Agreement Number: 618337291

Pickup: Thu, Nov 10, 2026 09:00 AM  Denver Intl Airport (DEN)
Return: Mon, Nov 14, 2026 10:12 AM  Denver Intl Airport (DEN)
Vehicle: Toyota RAV4 or similar (Group F)
Invoice Date: Nov 14, 2026

Time & Distance    4 Days @ $54.99/Day      $219.96
Concession Fee Recovery 11.11%               $24.44
Customer Facility Charge                     $24.00
Vehicle License Fee                           $7.60
Sales Tax                                    $22.51
Total Charges                               $298.51

Charged to VISA XXXXXXXXXXXX4821: $298.51
Thank you for renting with Hertz.`,
    expected: { date: '2026-11-14', total: '298.51', currency: 'USD', vendor: 'Hertz' },
  },
  {
    id: 'train-amtrak',
    text: `AMTRAK
eTicket and Receipt
Reservation Number - 4F2A9C
Purchase Date: 11/08/2026

NORTHEAST REGIONAL 171
WAS - NYP  Depart 11/20/2026 07:05 AM
1 Adult  Coach Seat

Fare                              $89.00
Total Charged to Card             $89.00

Purchased with MC XXXXXXXXXXXX3377
Amtrak is a registered service mark of the National Railroad Passenger Corporation.`,
    expected: { date: '2026-11-08', total: '89.00', currency: 'USD', vendor: 'Amtrak' },
  },
  {
    id: 'parking-app',
    text: `ParkMobile
Parking Receipt

Zone 4521 - 2nd Ave & Pike St, Seattle
Vehicle: WA ABC1234
Start: 11/17/2026 10:02 AM
End: 11/17/2026 01:02 PM

Parking              $9.00
Transaction Fee      $0.35
Total                $9.35

Charged to Visa ending 4821 on 11/17/2026
Questions? help.parkmobile.io`,
    expected: { date: '2026-11-17', total: '9.35', currency: 'USD', vendor: 'ParkMobile' },
  },
  {
    id: 'coffee-app',
    text: `Your receipt from Blue Bottle Coffee
Nov 19, 2026 at 7:46 AM · Ferry Building

Cafe Latte (Oat)          $6.50
Liège Waffle              $5.00

Subtotal                 $11.50
Sales tax                 $0.99
Total                    $12.49

Paid with Apple Pay
Blue Bottle Coffee, 1 Ferry Building #7, San Francisco, CA 94111`,
    expected: { date: '2026-11-19', total: '12.49', currency: 'USD', vendor: 'Blue Bottle Coffee' },
  },
  {
    id: 'train-db',
    text: `Deutsche Bahn
Ihre Buchungsbestätigung und Rechnung

Auftragsnummer: 512 334 981 772
Buchungsdatum: 12.11.2026

Hinfahrt: Frankfurt(Main)Hbf → Köln Hbf
Do, 19.11.2026  ab 08:29  ICE 25

Sparpreis 2. Klasse, 1 Erwachsener      59,90 €
Summe                                   59,90 €
enthaltene MwSt 7%                       3,92 €

Bezahlt mit Kreditkarte
DB Fernverkehr AG, Stephensonstraße 1, 60326 Frankfurt am Main`,
    expected: { date: '2026-11-12', total: '59.90', currency: 'EUR', vendor: 'Deutsche Bahn' },
  },
  {
    id: 'restaurant-uk',
    text: `Receipt from Dishoom Kings Cross

Date: 14/11/2026 19:55
Table 31 · 2 guests

House Black Daal        £8.90
Chicken Ruby           £15.50
Garlic Naan x2          £8.40
Subtotal               £32.80
Discretionary service 12.5%   £4.10
Total                  £36.90

VAT included where applicable. VAT No. GB 123 4567 89
Dishoom Ltd, 5 Stable Street, London N1C 4AB`,
    expected: { date: '2026-11-14', total: '36.90', currency: 'GBP', vendor: 'Dishoom' },
  },
  {
    id: 'ride-bolt',
    text: `Thanks for riding with Bolt

23 Nov 2026, 18:40
Gare de Lyon → Montmartre, Paris

Ride price           17,30 €
Booking fee           2,50 €
Total                19,80 €
incl. VAT 10%         1,80 €

Payment method: Visa •••• 4821
Bolt Operations OÜ`,
    expected: { date: '2026-11-23', total: '19.80', currency: 'EUR', vendor: 'Bolt' },
  },
];

export const heldOut: readonly MailedReceipt[] = [
  {
    id: 'ride-ca',
    text: `Your Tuesday morning trip with Uber
Toronto, ON

Trip details
Nov 10, 2026, 7:12 a.m.
From: 100 Front St W, Toronto, ON M5J 1E3
To: 6301 Silver Dart Dr, Mississauga, ON L5P 1B2

Fare breakdown
Base fare ....... CA$38.40
HST ............. CA$4.99
Airport fee ..... CA$4.00
Total ........... CA$47.39

Charged to Visa ••••4821`,
    expected: { date: '2026-11-10', total: '47.39', currency: 'CAD', vendor: 'Uber' },
  },
  {
    id: 'hotel-fr',
    text: `Hôtel Le Marais
14 Rue de Turenne, 75004 Paris, France

FACTURE N° 2026-11-0418
Chambre 22 — M. Dupont
Arrivée : 18/11/2026
Départ : 21/11/2026

Nuitée (x3)                 450,00 €
Taxe de séjour (x3)          15,60 €
Petit-déjeuner (x2)          34,00 €
Minibar                      34,40 €
Total TTC                   534,00 €
dont TVA 10%                 44,15 €

Réglé par carte bancaire le 21/11/2026`,
    expected: { date: '2026-11-21', total: '534.00', currency: 'EUR', vendor: 'Le Marais' },
  },
  {
    id: 'airline-ca',
    text: `Air Canada — Booking confirmation and receipt
Booking reference: YH7K2M
Issued: 2026-10-28

Passenger: LEE, JORDAN
Flight AC 8 Vancouver (YVR) – Toronto (YYZ)  Thursday 10 December 2026

Purchase summary
Air transportation charges        CAD 498.00
Taxes, fees and charges           CAD 114.45
Grand total                       CAD 612.45

Paid by Visa ending 4821`,
    expected: { date: '2026-10-28', total: '612.45', currency: 'CAD', vendor: 'Air Canada' },
  },
  {
    id: 'car-rental-sixt',
    text: `SIXT
Rechnung / Invoice
Invoice date 19.11.2026
Rental agreement 9912034412

Pick-up: München Flughafen, 16.11.2026 09:30
Return: München Flughafen, 19.11.2026 08:55
VW Golf Variant or similar

Rental 3 days                       180,00 EUR
Airport surcharge                    27,40 EUR
Net amount                          207,40 EUR
VAT 19%                              39,40 EUR
Amount due                          246,80 EUR

Sixt GmbH & Co Autovermietung KG, Pullach, Germany`,
    expected: { date: '2026-11-19', total: '246.80', currency: 'EUR', vendor: 'Sixt' },
  },
  {
    id: 'bakery-square',
    text: `Receipt from Tartine Bakery
$27.54 paid on Nov 26, 2026, 12:41 PM

Morning Bun × 2             $11.00
Country Bread               $12.00
Drip Coffee                  $4.00
Sales Tax                    $0.54
Total                       $27.54

Visa 4821 · Auth code 019522
Tartine Bakery · 600 Guerrero St · San Francisco, CA 94110`,
    expected: { date: '2026-11-26', total: '27.54', currency: 'USD', vendor: 'Tartine Bakery' },
  },
  {
    id: 'parking-spothero',
    text: `SpotHero
Your parking pass is ready

Reservation #88127734
Millennium Park Garage, 5 S Columbus Dr, Chicago, IL 60603
Thu, Nov 12 2026 · 6:00 PM – 11:30 PM

Parking subtotal     $24.00
Service fee           $2.99
You paid             $26.99

Show this pass at the entrance.`,
    expected: { date: '2026-11-12', total: '26.99', currency: 'USD', vendor: 'SpotHero' },
  },
];
