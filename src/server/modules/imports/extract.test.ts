import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findDates, findTimes } from './dates.js';
import { extract, kindOf, textOf } from './extract.js';
import { toSchemaOrg, type Found } from './found.js';
import { readHtml } from './html.js';
import { referencesIn } from './text-reader.js';
import * as samples from './testing/samples.js';

const reference = new Date('2026-02-20T12:00:00Z');
const read = async (data: string | Buffer, name = '') => extract(typeof data === 'string' ? new TextEncoder().encode(data) : data, { name, reference });
/** Each reservation read, in a line: its type, number, flight (or name, or route) and times. */
const brief = async (data: string | Buffer) =>
  (await read(data)).reservations.map((r) => [r.type, r.reservationNumber, r.flight ? `${r.flight.airlineCode}${r.flight.flightNumber}` : r.name || `${r.startPlace.name}>${r.endPlace.name}`, r.start?.local, r.end?.local ?? ''].join(' '));
/** The facts of a reservation that a traveller checks: what, which, when and where. */
const facts = (r: Found) => ({
  type: r.type,
  ref: r.reservationNumber,
  flight: r.flight ? `${r.flight.airlineCode}${r.flight.flightNumber} ${r.flight.departureAirport}-${r.flight.arrivalAirport}` : undefined,
  start: r.start,
  end: r.end,
  from: r.startPlace.name,
  to: r.endPlace.name,
});

describe('dates and times', () => {
  it('reads the forms agencies use, the year from the mail where it is left out', () => {
    const text = "16MAR | Mon 16 Mar 2026 | March 17, 2026 | 18.03.2026 | 2026-03-19 | 20-Jul | 05-Juni-2017 | 03/21/2026";
    expect(findDates(text, reference).map((d) => d.date)).toEqual(['2026-03-16', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-07-20', '2017-06-05', '2026-03-21']);
    // A day and month that have passed by more than two months belong to next year.
    expect(findDates('02JAN', new Date('2026-11-24T00:00:00Z'))[0]?.date).toBe('2027-01-02');
    expect(findTimes('07:05 AM, 7:05pm, 12:30 AM, 15.45, 9 PM').map((t) => t.time)).toEqual(['07:05', '19:05', '00:30', '15:45', '21:00']);
    expect(findTimes('dep 0705 arr 1545', { compact: true }).map((t) => t.time)).toEqual(['07:05', '15:45']);
    // A place whose name begins with 'Am' or 'Pm' after a time is no half of the day.
    expect(findTimes('til 00:52 Amsterdam Centraal, 9:10 Pmbuk').map((t) => t.time)).toEqual(['00:52', '09:10']);
    // A time that ends a sentence is one; a date's first two numbers are none.
    expect(findTimes('arrivera à Marseille à 10h58. Le 15.06.2017').map((t) => t.time)).toEqual(['10:58']);
    // A date's digits are never a time.
    const dated = 'on 15.06.2017 at 12:55';
    expect(findTimes(dated, { skip: findDates(dated, reference) }).map((t) => t.time)).toEqual(['12:55']);
    // Czech and Slovak put a space after each dot.
    expect(findDates('od 3. 2. 2027 do 28. 11. 2027', reference).map((d) => d.date)).toEqual(['2027-02-03', '2027-11-28']);
    // Hungarian writes the year first, each part closed by a dot.
    expect(findDates('indulás 2027.09.18. 8:00, érkezés 2027. 9. 21.', reference).map((d) => d.date)).toEqual(['2027-09-18', '2027-09-21']);
    // Japanese, Korean and Chinese write the hour and its minutes with their own words; '2時間14分' is a duration.
    expect(findTimes('午前9時00分 東京発, 午後4時51分, 오후 1시 20분, 下午3点5分, 所要2時間14分').map((t) => t.time)).toEqual(['09:00', '16:51', '13:20', '15:05']);
    // '点' alone counts things, '時限' is a class's period; '半' is half past, '晚上' the evening.
    expect(findTimes('合計 2点, 3点セット, 第3時限, 10時半, 晚上8点15分').map((t) => t.time)).toEqual(['10:30', '20:15']);
  });
});

/** A wallet pass: a zip of its pass.json and an icon. */
const pass = (json: unknown) => Buffer.from(zipSync({ 'pass.json': new TextEncoder().encode(JSON.stringify(json)), 'icon.png': new Uint8Array(8) }));
const stayPass = {
  organizationName: 'Harbour Inn',
  description: 'Harbour Inn Lisbon',
  relevantDate: '2026-05-03T15:00:00+01:00',
  eventTicket: {
    primaryFields: [{ key: 'h', label: 'Hotel', value: 'Harbour Inn Lisbon' }],
    secondaryFields: [{ key: 'b', label: 'Booking number', value: 'HI-48213' }],
    backFields: [{ key: 's', label: 'Your stay', value: 'Stay: 03.05.26 - 06.05.26\nCheck-in from 14:00' }],
  },
};

describe('reading confirmations', () => {
  it("reads a US agency's plain-text itinerary: flights in their airports' zones, the hotel and the car with their own confirmations", async () => {
    const { reservations } = await read(samples.agencyText);
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'KLM4QZ', flight: 'UA1143 EWR-ORD', start: { local: '2026-03-16T07:05', zone: 'America/New_York' }, end: { local: '2026-03-16T10:20', zone: 'America/Chicago' }, from: 'Newark Liberty International Airport', to: "Chicago O'Hare International Airport" },
      { type: 'flight', ref: 'KLM4QZ', flight: 'UA2210 ORD-EWR', start: { local: '2026-03-19T17:45', zone: 'America/Chicago' }, end: { local: '2026-03-19T21:02', zone: 'America/New_York' }, from: "Chicago O'Hare International Airport", to: 'Newark Liberty International Airport' },
      { type: 'lodging', ref: '3345987721', flight: undefined, start: { local: '2026-03-16T15:00', zone: 'America/Chicago' }, end: { local: '2026-03-19T11:00', zone: 'America/Chicago' }, from: 'Hilton Chicago', to: '' },
      { type: 'rentalCar', ref: 'H88213409', flight: undefined, start: { local: '2026-03-16T11:00', zone: 'America/Chicago' }, end: { local: '2026-03-19T14:30', zone: 'America/Chicago' }, from: "Chicago O'Hare Airport", to: "Chicago O'Hare Airport" },
    ]);
    expect(reservations[0]?.flight?.seat).toBe('14C');
    // The hotel's street address, which the timeline shows and the map places.
    expect(reservations[2]?.startPlace.address).toBe('720 S Michigan Ave, Chicago, IL 60605');
    expect(reservations[0]?.provider).toBe('United Airlines');
    expect(reservations[3]?.provider).toBe('Hertz');
  });

  it("reads a European airline's HTML mail laid out in a table, and never takes its script or pixel for content", async () => {
    const { reservations } = await read(samples.airlineHtml, 'booking.html');
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'Z9KD4P', flight: 'LH2036 FRA-VIE', start: { local: '2026-04-24T06:45', zone: 'Europe/Berlin' }, end: { local: '2026-04-24T08:05', zone: 'Europe/Vienna' }, from: 'Frankfurt am Main Airport', to: 'Vienna International Airport' },
      { type: 'flight', ref: 'Z9KD4P', flight: 'LH6327 VIE-FRA', start: { local: '2026-04-27T18:40', zone: 'Europe/Vienna' }, end: { local: '2026-04-27T20:05', zone: 'Europe/Berlin' }, from: 'Vienna International Airport', to: 'Frankfurt am Main Airport' },
    ]);
    const { text } = readHtml(samples.airlineHtml);
    expect(text).not.toContain('evil.example.com');
    expect(text).not.toContain('pixel.gif');
    expect(text).toContain('LH 2036');
  });

  it("reads an agency's itinerary in capitals: an airport by its city and its own word ('CHICAGO IL OHARE'), 'SAN FRANCISCO' no San Diego, the airline's name in capitals", async () => {
    const text = 'TUESDAY 16 MARCH 2027\nAIR   UNITED AIRLINES        FLT: UA 2231     ECONOMY\n      LV: CHICAGO IL OHARE           AT: 9:40 PM\n      AR: SAN FRANCISCO CA           AT: 12:25 AM  17MAR\n      SEATS: 31C 31D                 UNITED CONFIRMATION: H7KL2P';
    const [flight] = (await read(text)).reservations;
    expect([facts(flight as Found).flight, flight?.reservationNumber, flight?.start?.local, flight?.end?.local, flight?.flight?.airlineName]).toEqual(['UA2231 ORD-SFO', 'H7KL2P', '2027-03-16T21:40', '2027-03-17T00:25', 'UNITED AIRLINES']);
  });

  it("reads an agency's aligned columns: 'LH  81', four-digit times on the flight's line, the route on it, an aircraft's type no flight, an airport the dataset gives no zone (IST)", async () => {
    const text = [
      'BUCHUNGSCODE (Amadeus/Lufthansa):  6ZQ4LM',
      'FLUG     DATUM  VON - NACH                          AB   AN',
      'LH  81   08APR  DUESSELDORF - FRANKFURT             0640 0735  L  OK',
      '         ABFLUG TERMINAL 1 · AIRBUS A321',
      'TK 1858  09APR  FRANKFURT - ISTANBUL (IST)          1010 1440  L  OK',
      '         EQUIPMENT: A330',
    ].join('\n');
    const flights = (await read(text)).reservations.map((r) => [facts(r).flight, r.reservationNumber, r.start?.local, r.end?.local, r.end?.zone].join(' '));
    expect(flights).toEqual(['LH81 DUS-FRA 6ZQ4LM 2026-04-08T06:40 2026-04-08T07:35 Europe/Berlin', 'TK1858 FRA-IST 6ZQ4LM 2026-04-09T10:10 2026-04-09T14:40 Europe/Istanbul']);
  });

  it("reads a rail journey whose carriage is a 'Coach C' and whose return's heading sits between its rows; a hotel's sentences are no route", async () => {
    const rail = 'Booking reference:  7QK29HTX\n\nOUTWARD - Saturday 30 October 2027\n  07:12  Leeds\n  09:10  Birmingham New Street\n         Coach C, Seat 42\nRETURN - Monday 1 November 2027\n  16:45  Birmingham New Street\n  18:38  Leeds\n';
    expect((await read(rail)).reservations.map((r) => [r.type, r.startPlace.name, r.start?.local, r.endPlace.name].join(' '))).toEqual([
      'train Leeds 2027-10-30T07:12 Birmingham New Street',
      'train Birmingham New Street 2027-11-01T16:45 Leeds',
    ]);
    const hotel = 'Kestrel Quay Hotel\nConfirmation number    7741-0938-22\nCheck-in    Thursday, 6 May 2027 / from 3:00 pm\nCheck-out    Sunday, 9 May 2027 / until 11:00 am\nEarly check-in from 12:00 pm can be requested and is subject to availability.\nCircular Quay station is a 6-minute walk.';
    expect((await read(hotel)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['lodging Kestrel Quay Hotel 2027-05-06T15:00']);
  });

  it("names an event by the line a part of its subject begins, its start from 'Show:' under a date on its own", async () => {
    const mail = await samples.mail({
      subject: "You're going! Velvet Cartography - Fri, Oct 15 - Order #MP-30918-77421",
      date: '2027-08-23T12:00:00Z',
      text: 'ORDER #MP-30918-77421\n\nVelvet Cartography - The Long Way North Tour\nThe Larkspur Ballroom\n\nFriday, October 15, 2027\nDoors: 7:00 PM\nShow: 8:00 PM\n\n2 x General Admission tickets',
    });
    expect((await read(mail)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['event MP-30918-77421 Velvet Cartography - The Long Way North Tour 2027-10-15T20:00']);
  });

  it('reads GDS segment lines, the arrival on the date the line gives', async () => {
    const { reservations } = await read(samples.gdsText);
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: '7HQ2KM', flight: 'BA117 LHR-JFK', start: { local: '2026-03-16T08:25', zone: 'Europe/London' }, end: { local: '2026-03-16T11:10', zone: 'America/New_York' }, from: 'London Heathrow Airport', to: 'John F Kennedy International Airport' },
      { type: 'flight', ref: '7HQ2KM', flight: 'BA178 JFK-LHR', start: { local: '2026-03-22T18:30', zone: 'America/New_York' }, end: { local: '2026-03-23T06:35', zone: 'Europe/London' }, from: 'John F Kennedy International Airport', to: 'London Heathrow Airport' },
    ]);
  });

  it('reads broken schema.org data: no @context, a prefixed type, an airport as a string, a joined flight number, dates without zones, trailing commas', async () => {
    const { reservations } = await read(samples.brokenJsonLdHtml);
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'WX42PL', flight: 'AF1234 CDG-NCE', start: { local: '2026-06-02T09:15', zone: 'Europe/Paris' }, end: { local: '2026-06-02T10:40', zone: 'Europe/Paris' }, from: 'Charles de Gaulle International Airport', to: "Nice-Côte d'Azur Airport" },
      { type: 'lodging', ref: '88231', flight: undefined, start: { local: '2026-06-02T15:00', zone: 'Europe/Paris' }, end: { local: '2026-06-05T11:00', zone: 'Europe/Paris' }, from: 'Hôtel Négresco', to: '' },
    ]);
  });

  it('reads a calendar invitation, its times exact from DTSTART and DTEND in their zone', async () => {
    const { reservations } = await read(samples.invitationIcs, 'trip.ics');
    expect(reservations.map(facts)).toEqual([
      { type: 'train', ref: 'DB8812345', flight: undefined, start: { local: '2026-04-10T09:34', zone: 'Europe/Berlin' }, end: { local: '2026-04-10T13:41', zone: 'Europe/Berlin' }, from: 'Berlin Hbf', to: 'München Hbf' },
    ]);
    expect(reservations[0]?.vehicleNumber).toBe('ICE 597');
  });

  it("reads KDE Itinerary's calendar: the reservations it keeps beside each event as schema.org data, escapes undone, a time in the zone it names; data that does not parse leaves the event's own text to read", async () => {
    const kept = JSON.stringify([
      { '@context': 'http://schema.org', '@type': 'TrainReservation', reservationNumber: 'KX7741', reservationFor: { '@type': 'TrainTrip', trainNumber: 'ICE 1007', departureStation: { '@type': 'TrainStation', name: 'Berlin Hbf' }, arrivalStation: { '@type': 'TrainStation', name: 'München Hbf' }, departureTime: { '@type': 'QDateTime', '@value': '2026-05-04T08:29:00+02:00', timezone: 'Europe/Berlin' }, arrivalTime: '2026-05-04T12:31:00+02:00' } },
    ])
      .replace(/[,;\\]/g, (c) => `\\${c}`)
      .match(/.{1,60}/g)
      ?.join('\r\n ');
    const calendar = (property: string) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:1', 'SUMMARY:Train to Munich', 'DTSTART:20260504T062900Z', 'DTEND:20260504T103100Z', property, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    const { reservations } = await read(calendar(`X-KDE-KITINERARY-RESERVATION:${kept ?? ''}`), 'itinerary.ics');
    expect(reservations.map(facts)).toEqual([
      { type: 'train', ref: 'KX7741', flight: undefined, start: { local: '2026-05-04T08:29', zone: 'Europe/Berlin' }, end: { local: '2026-05-04T12:31', zone: 'Europe/Berlin' }, from: 'Berlin Hbf', to: 'München Hbf' },
    ]);

    const broken = await read(calendar('X-KDE-KITINERARY-RESERVATION:[{"@type":"TrainReservation"\\,'), 'itinerary.ics');
    expect(broken.reservations.map((r) => [r.type, r.start?.local])).toEqual([['train', '2026-05-04T06:29']]);
  });

  it("reads TripIt's calendar: each event at its wall clock in its place's zone, a stay from its check-in and check-out, a rental from its pick-up and drop-off, the trip itself left out", async () => {
    const { reservations } = await read(samples.tripItIcs, 'tripit.ics');
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'K7QX2P', flight: 'LH401 JFK-FRA', start: { local: '2026-07-18T22:00', zone: 'America/New_York' }, end: { local: '2026-07-19T11:45', zone: 'Europe/Berlin' }, from: 'John F Kennedy International Airport', to: 'Frankfurt am Main Airport' },
      { type: 'train', ref: '482913004512', flight: undefined, start: { local: '2026-07-19T14:04', zone: 'Europe/Berlin' }, end: { local: '2026-07-19T18:11', zone: 'Europe/Berlin' }, from: 'Frankfurt (Main) Hbf', to: 'Hamburg Hbf' },
      { type: 'lodging', ref: '77.120.4455', flight: undefined, start: { local: '2026-07-19T15:00', zone: 'Europe/Berlin' }, end: { local: '2026-07-22T11:00', zone: 'Europe/Berlin' }, from: 'Hotel Atlantic Hamburg', to: '' },
      { type: 'event', ref: '', flight: undefined, start: { local: '2026-07-20T09:15', zone: 'Europe/Berlin' }, end: { local: '2026-07-20T14:00', zone: 'Europe/Berlin' }, from: 'Miniatur Wunderland', to: '' },
      { type: 'rentalCar', ref: 'H7741205', flight: undefined, start: { local: '2026-07-24T10:00', zone: 'America/New_York' }, end: { local: '2026-07-26T18:00', zone: 'America/New_York' }, from: 'Newark Liberty International Airport (EWR), Newark, NJ', to: '' },
    ]);
    expect(reservations[0]?.flight).toMatchObject({ seat: '32C', departureTerminal: '1', arrivalTerminal: '1' });
    expect(reservations.map((r) => [r.provider, r.name])).toEqual([['LH', ''], ['DB', ''], ['', 'Hotel Atlantic Hamburg'], ['', 'Miniatur Wunderland'], ['Hertz', '']]);
    expect(reservations[1]?.startPlace.address).toBe('Am Hauptbahnhof, 60329 Frankfurt am Main, Germany');
    expect(reservations.flatMap((r) => r.guessed ?? [])).toEqual([]);
  });

  it("reads a rail timetable's stop rows in any column order: legs with their changes, the year from the heading, across New Year", async () => {
    const { reservations } = await read(samples.railTimetableText);
    const legs = reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual([
      'train ARX48213 Zürich HB 2026-12-30T22:02 Chur 2026-12-30T23:17',
      'train ARX48213 Chur 2026-12-30T23:25 St. Moritz 2026-12-31T01:24',
      'train ARX48213 St. Moritz 2027-01-02T16:02 Zürich HB 2027-01-02T19:28',
    ]);
    // Zones from the stations' cities, so that the times are instants.
    expect(reservations.flatMap((r) => [r.start?.zone, r.end?.zone])).toEqual(Array(6).fill('Europe/Zurich'));
    // St. Moritz is in no city list: its zone is Chur's, across its leg, and marked as a guess.
    expect(reservations.map((r) => r.guessed)).toEqual([[], ['end.zone'], ['start.zone']]);
  });

  it("reads a coach's stops written time first, a bus by its words, the arrival on the next day", async () => {
    const { reservations } = await read(samples.coachText);
    const legs = reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual(['bus 5521-0987 Lyon Perrache 2026-11-14T21:40 Barcelona Nord 2026-11-15T06:05']);
    expect([reservations[0]?.start?.zone, reservations[0]?.end?.zone]).toEqual(['Europe/Paris', 'Europe/Madrid']);
  });

  it('reads rail legs written as routes on their lines, the codes after the names left out', async () => {
    const { reservations } = await read(samples.railRoutesText);
    const legs = reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual(['train TRX55812 Leeds 2027-03-14T08:12 York 2027-03-14T08:41', 'train TRX55812 York 2027-03-14T09:05 Edinburgh Waverley 2027-03-14T11:38']);
  });

  it("reads a wallet pass's fields as a confirmation, and a boarding pass by its IATA barcode alone", async () => {
    const stay = pass(stayPass);
    expect(kindOf(stay, 'x.bin')).toBe('pkpass');
    const { reservations } = await read(stay);
    expect(reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging HI-48213 Harbour Inn Lisbon 2026-05-03T14:00 2026-05-06T11:00']);

    const boarding = pass({ relevantDate: '2026-04-10T08:00:00Z', boardingPass: { transitType: 'PKTransitTypeAir' }, barcodes: [{ format: 'PKBarcodeFormatAztec', message: 'M1DOE/JANE            EQX7TRB LISFRALH 1173 100Y014C0042 100' }] });
    const [flight] = (await read(boarding)).reservations;
    expect([flight?.reservationNumber, flight?.flight?.airlineCode, flight?.flight?.flightNumber, flight?.flight?.departureAirport, flight?.flight?.arrivalAirport, flight?.start?.local]).toEqual(['QX7TRB', 'LH', '1173', 'LIS', 'FRA', '2026-04-10T00:00']);
    // A barcode has no times: the midnight put in is a guess, for the user to correct.
    expect(flight?.guessed).toEqual(['start.time']);
  });

  it('reads a boarding-pass barcode in a text layer, and refuses a zip that is no pass or whose pass.json is too big to be one', async () => {
    const [flight] = (await read('Boarding pass\nM1DOE/JANE            EQX7TRB LISFRALH 1173 100Y014C0042 100\nGate closes 40 minutes before departure')).reservations;
    expect(flight?.flight?.flightNumber).toBe('1173');
    const notAPass = Buffer.from(zipSync({ 'readme.txt': new TextEncoder().encode('hello') }));
    expect(await read(notAPass)).toMatchObject({ reservations: [], problems: ['the file is not a wallet pass that can be read'] });
    // A true pass padded with 20 MB of spaces, deflated to a few kilobytes: its declared size is enough to leave it closed.
    const padded = new Uint8Array(20_000_000).fill(32);
    padded.set(new TextEncoder().encode(JSON.stringify(stayPass)));
    const bomb = Buffer.from(zipSync({ 'pass.json': padded }, { level: 9 }));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await read(bomb)).toMatchObject({ reservations: [], problems: ['the file is not a wallet pass that can be read'] });
  });

  it('reads a PDF itinerary attached to a mail, in layout order, the arrival a day later for its +1', async () => {
    const pdf = await samples.itineraryPdf();
    const { reservations, subject } = await read(await samples.mail({ text: 'Your itinerary is attached.', attachments: [{ filename: 'itinerary.pdf', content: pdf, contentType: 'application/pdf' }] }));
    expect(subject).toBe('Your itinerary');
    expect(reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'PDF7QK', flight: 'AC871 YYZ-CDG', start: { local: '2026-05-05T18:30', zone: 'America/Toronto' }, end: { local: '2026-05-06T07:45', zone: 'Europe/Paris' }, from: 'Lester B. Pearson International Airport', to: 'Charles de Gaulle International Airport' },
    ]);
    // The PDF alone reads the same.
    expect((await read(pdf)).reservations.map(facts)).toEqual(reservations.map(facts));
  });

  it('reads a forwarded mail with the confirmation nested inside, its year from the inner mail', async () => {
    const original = await samples.mail({ html: samples.airlineHtml, subject: 'Buchungsbestätigung' });
    const { reservations, subject } = await read(await samples.forwardedMail(original));
    expect(subject).toBe('Fwd: Your itinerary');
    expect(reservations.map((r) => r.flight?.flightNumber)).toEqual(['2036', '6327']);
  });

  it("reads a boarding pass whose barcode is an image only: the day from the barcode, the year from the PDF's date, the times from its text", async () => {
    // Day 100 is 10 April; the PDF was made on 2 March 2025, so the flight is in 2025, not in the import's 2026.
    const message = 'M1DOE/JANE            EQX7TRB LISFRALH 1173 100Y014C0042 100';
    const lines = ['Boarding pass', 'Flight: LH 1173', 'Boarding Time: 07:20', 'Departure Time: 07:55', 'Arrival Time: 11:40'];
    for (const format of ['PDF417', 'Aztec'] as const) {
      const pdf = await samples.boardingPassPdf(lines, [await samples.barcodePng(message, format)], new Date('2025-03-02T09:00:00Z'));
      const { reservations } = await read(pdf);
      expect(reservations[0]?.guessed).toEqual([]);
      expect(reservations.map(facts)).toEqual([
        { type: 'flight', ref: 'QX7TRB', flight: 'LH1173 LIS-FRA', start: { local: '2025-04-10T07:55', zone: 'Europe/Lisbon' }, end: { local: '2025-04-10T11:40', zone: 'Europe/Berlin' }, from: 'Humberto Delgado Airport (Lisbon Portela Airport)', to: 'Frankfurt am Main Airport' },
      ]);
    }
  });

  it('reads the barcodes of a few images of a PDF, not of every image a crafted one holds', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => samples.barcodePng(`ticket ${i + 1}`, 'QRCode')));
    const { pdfContent } = await import('./pdf.js');
    const { barcodes } = await pdfContent(await samples.boardingPassPdf(['Tickets'], codes));
    expect(barcodes).toEqual(Array.from({ length: 12 }, (_, i) => `ticket ${i + 1}`));
    // An image of more than 4 million pixels is not decoded, barcode or not (a bomb's pixels would fill the memory).
    const canvas = { width: 2100, height: 2100, channels: 3 as const, background: '#ffffff' };
    const large = await sharp({ create: canvas }).composite([{ input: codes[0] ?? Buffer.alloc(0) }]).png().toBuffer();
    expect((await pdfContent(await samples.boardingPassPdf(['Tickets'], [large]))).barcodes).toEqual([]);
    const fits = await sharp({ create: { ...canvas, width: 1900 } }).composite([{ input: codes[0] ?? Buffer.alloc(0) }]).png().toBuffer();
    expect((await pdfContent(await samples.boardingPassPdf(['Tickets'], [fits]))).barcodes).toEqual(['ticket 1']);
  });

  it('reads a leg from labelled lines: the boarding station over the ticket’s origin, the station less its code, a heading’s lines its side’s', async () => {
    const ticket = 'PNR No.: 4417720951,\nTrain No.: 16589,\nScheduled Departure: 21:40 14-Mar-2026,\nBoarding Station: YESVANTPUR JN - YPR,\nFrom: KSR BENGALURU - SBC,\nTo: MIRAJ JN - MRJ,\nFare: Rs 845.0';
    const [leg] = (await read(ticket)).reservations;
    expect([leg?.type, leg?.reservationNumber, leg?.vehicleNumber, leg?.startPlace.name, leg?.endPlace.name, leg?.start?.local]).toEqual(['train', '4417720951', '16589', 'YESVANTPUR JN', 'MIRAJ JN', '2026-03-14T21:40']);
    const headed = 'Booking reference: RB7730\nTrain: RE 4411\n\nDeparture\nDate: 12 Apr 2026\nTime: 08:05\nFrom: Lindau-Reutin\n\nArrival\nDate: 12 Apr 2026\nTime: 09:52\nAt: Ulm Hbf';
    expect((await read(headed)).reservations.map((r) => [r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual(['Lindau-Reutin 2026-04-12T08:05 Ulm Hbf 2026-04-12T09:52']);
  });

  it('reads legs told in sentences, in the languages of the mails people get, the arrival past midnight on the next day', async () => {
    const told = [
      "Booking reference: QW12345.\n\nYour train departs from London King's Cross on 12 May 2027 at 09:30 and arrives in Edinburgh Waverley at 13:50. Coach C, seat 42.",
      'Buchungsnummer: 4821-7733\n\nIhr Zug ICE 597 fährt am 12. Mai 2027 um 9:30 ab Köln Hbf und kommt um 13:04 in Berlin Hbf an. Gute Reise!',
      'Codice prenotazione: XK4HTR\n\nIl treno Frecciarossa 9520 parte da Milano Centrale alle 8:10 del 3 marzo 2027 e arriva a Roma Termini alle 11:15.',
      'Localizador: MZ8822\n\nEl tren AVE sale de Madrid Puerta de Atocha el 3 de marzo de 2027 a las 8:30 y llega a Barcelona Sants a las 11:02.',
      'Your coach booking 5521-0987.\nYour bus leaves Lyon Perrache on Saturday 14 November 2026 at 21:40 and arrives at Barcelona Nord at 06:05 the next morning.',
    ];
    const legs = await Promise.all(told.map(async (text) => (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))));
    expect(legs).toEqual([
      ["train QW12345 London King's Cross 2027-05-12T09:30 Edinburgh Waverley 2027-05-12T13:50"],
      ['train 4821-7733 Köln Hbf 2027-05-12T09:30 Berlin Hbf 2027-05-12T13:04'],
      ['train XK4HTR Milano Centrale 2027-03-03T08:10 Roma Termini 2027-03-03T11:15'],
      ['train MZ8822 Madrid Puerta de Atocha 2027-03-03T08:30 Barcelona Sants 2027-03-03T11:02'],
      ['bus 5521-0987 Lyon Perrache 2026-11-14T21:40 Barcelona Nord 2026-11-15T06:05'],
    ]);
  });

  it('reads legs from a table under its headings: a row a leg, or a row of places over a row of times', async () => {
    const row = 'Reserva: TR55K21\n\nORIGEN            DESTINO              FECHA        SALIDA   LLEGADA\nSevilla Plaza de Armas   Córdoba Estación de Autobuses   12/05/2026   08:10   10:05\n\nAutobús directo.';
    expect((await read(row)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'bus TR55K21 Sevilla Plaza de Armas 2026-05-12T08:10 Córdoba Estación de Autobuses 2026-05-12T10:05',
    ]);
    const stacked = 'RESERVATION 7QX2LM\n\nTRAIN 2171\nDEPARTS                         ARRIVES\nBoston South Station            New York Penn Station\n6:15 AM, Thu Apr 9, 2026        10:02 AM, Thu Apr 9, 2026\n';
    expect((await read(stacked)).reservations.map((r) => [r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual(['Boston South Station 2026-04-09T06:15 New York Penn Station 2026-04-09T10:02']);
  });

  it("reads an HTML table's short cells as one (a date over its hour, a stop over its platform), and a value in the cell under its label", async () => {
    const bus = '<p>Buchungsnummer: 5521 0093 44</p><table><tr><td>Abfahrt</td><td>Fr, 06.11.2026<br>09:30</td><td>Dresden Hbf<br>Bussteig 2</td></tr><tr><td>Ankunft</td><td>Fr, 06.11.2026<br>11:45</td><td>Praha ÚAN Florenc<br>Stání 7</td></tr></table><p>Fernbus</p>';
    expect((await read(bus, 'bus.html')).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'bus 5521 0093 44 Dresden Hbf 2026-11-06T09:30 Praha ÚAN Florenc 2026-11-06T11:45',
    ]);
    const hotel = '<h1>Harbour Gate Hotel</h1><p>Confirmation number: HG-7781</p><table><tr><th>Check-in</th><th>Check-out</th></tr><tr><td>Thu 4 Jun 2026<br>from 14:00</td><td>Sun 7 Jun 2026<br>until 10:00</td></tr></table>';
    expect((await read(hotel, 'hotel.html')).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging HG-7781 Harbour Gate Hotel 2026-06-04T14:00 2026-06-07T10:00']);
  });

  it("takes a booking's reference over a ticket's number", async () => {
    const text = 'Booking reference: KX7P2Q\nTicket number: 220 4471 993 10\n\nFlight LX 318\nDepart 09:40 Zurich (ZRH)\nArrive 10:55 London Heathrow (LHR)\nTuesday 2 June 2026';
    expect((await read(text)).reservations.map((r) => r.reservationNumber)).toEqual(['KX7P2Q']);
  });

  it('takes a number after a number sign where no label names a reference, never a colour or an entity', async () => {
    const leg = '\nTravel date: 2 June 2026\nLeeds to York, dep 08:12, arr 08:41 (train)';
    expect((await read(`#9876543210: your journey${leg}`)).reservations.map((r) => r.reservationNumber)).toEqual(['9876543210']);
    expect((await read(`Colour #FF00AA, see &#128512; and seat #12${leg}`)).reservations.map((r) => r.reservationNumber)).toEqual(['']);
    expect((await read(`Booking reference: KX7P2Q, see #9876543210${leg}`)).reservations.map((r) => r.reservationNumber)).toEqual(['KX7P2Q']);
  });

  it('reads an event from its labels, its name from the subject where none is labelled, and a table at a restaurant', async () => {
    const play = 'Bestellnummer: 2026-55120\n\nVeranstaltung:   Minna von Barnhelm\nSpielstätte:     Stadttheater, Kleines Haus\nTermin:          Sa, 21.03., 20:00 Uhr (Einlass ab 19:15 Uhr)\nPlätze: Reihe 4, Platz 7';
    const [event] = (await read(play)).reservations;
    expect([event?.type, event?.reservationNumber, event?.name, event?.startPlace.name, event?.start?.local]).toEqual(['event', '2026-55120', 'Minna von Barnhelm', 'Stadttheater, Kleines Haus', '2026-03-21T20:00']);
    const unlabelled = await samples.mail({ subject: 'Your e-tickets: Harbour Lights Orchestra', date: '2026-02-01T10:00:00Z', text: 'Order number: HLO-20931\nDate & time: Fri 6 Mar 2026, 7:45pm\nVenue: Old Quay Hall\nDoors open 7pm.' });
    expect((await read(unlabelled)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['event Harbour Lights Orchestra 2026-03-06T19:45']);
    const table = 'Restaurant : Chez Paulette, samedi 14 mars\nDate : 14/03/2026 à 20h30\nTable pour 2 personnes\nNuméro de réservation : CP-8812';
    expect((await read(table)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['restaurant CP-8812 Chez Paulette 2026-03-14T20:30']);
  });

  it("takes the gates' time as an event's start only where nothing else gives one, and a reference a sentence gives ('is', 'lautet')", async () => {
    const festival = 'Event: Summer Sounds Day\nDate: Saturday 21 August 2027\nGates open: 12:00\nYour order reference is RBL-77120-GX.';
    expect((await read(festival)).reservations.map((r) => [r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['RBL-77120-GX Summer Sounds Day 2027-08-21T12:00']);
    const show = 'Spettacolo: La Traviata\nApertura porte: 19:45\nData: sabato 12 giugno 2027\nInizio: 20:30\nCodice ordine: TLF-558201';
    expect((await read(show)).reservations.map((r) => [r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['TLF-558201 La Traviata 2027-06-12T20:30']);
    const flight = 'Ihr Buchungscode lautet ZX4K2P.\nFlug EW 9462, Fr, 03.09.2027, 07:05 Köln/Bonn (CGN) - 09:10 Palma de Mallorca (PMI)';
    expect((await read(flight)).reservations.map((r) => r.reservationNumber)).toEqual(['ZX4K2P']);
    expect((await read('Dossier : 4HT7PQ\nVol AF 346 le 14/06/2027\nDépart : Paris (CDG) à 10h15\nArrivée : Montréal (YUL) à 11h55')).reservations.map((r) => r.reservationNumber)).toEqual(['4HT7PQ']);
  });

  it('reads stays in other languages, the name from the line that names a lodging, and no count as a flight', async () => {
    const stay = 'Boekingsnummer: 4471.220.93\n\nDuinhotel Zeezicht\nBoulevard 12, Zandvoort\n\nAankomst:  vr 15 mei 2026, vanaf 15:00\nVertrek:   zo 17 mei 2026, tot 11:00\n2 nachten';
    expect((await read(stay)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging 4471.220.93 Duinhotel Zeezicht 2026-05-15T15:00 2026-05-17T11:00']);
    const phrased = 'Your stay at the Quayside Inn, Whitby\nConfirmation: QI-2290\nCheck-in: 12.05.2026 from 15:00\nCheck-out: 14.05.2026 until 11:00';
    expect((await read(phrased)).reservations.map((r) => r.name)).toEqual(['Quayside Inn, Whitby']);
    // 'STAY 1 OF 2' beside two airport codes is no flight OF 2.
    const two = 'STAY 1 OF 2   LIS to OPO transfer not included\nHotel Aurora\nCheck-in: 3 Jun 2026 15:00\nCheck-out: 5 Jun 2026 11:00';
    expect((await read(two)).reservations.map((r) => r.type)).toEqual(['lodging']);
    // 'Hôtel' is a lodging's word, and the stars of its rating are no part of its name; the sentence naming it is none.
    const rated = "Votre réservation à l'Hôtel du Lac est confirmée. Merci.\n\nNuméro de réservation : 5512.804.17\n\nHôtel du Lac ★★★★\n4 Quai Ouest, Annecy\n\nArrivée : 3 juillet 2027 (à partir de 15h00)\nDépart : 5 juillet 2027 (jusqu'à 11h00)";
    expect((await read(rated)).reservations.map((r) => [r.name, r.reservationNumber].join(' '))).toEqual(['Hôtel du Lac 5512.804.17']);
  });

  it("reads a GDS hotel line's 'IN 12MAY OUT 14MAY', its number the hotel's and not the flight's after it", async () => {
    const text = [
      'BOOKING REF  QW7T2P',
      '',
      'HTL  12MAY  OSLO  GRAND CENTRAL HOTEL',
      '     IN 12MAY OUT 14MAY  2 NIGHTS  1 SGL',
      '     CONFIRMATION 55120874',
      '',
      'SK 4035  14MAY  OSLO GARDERMOEN OSL - BERGEN BGO  0905 1000  OK',
    ].join('\n');
    const { reservations } = await read(text);
    expect(reservations.map((r) => [r.type, r.reservationNumber, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' ')).sort()).toEqual([
      'flight QW7T2P 2026-05-14 2026-05-14',
      'lodging 55120874 2026-05-12 2026-05-14',
    ]);
  });

  it('says plainly why nothing could be read from a PDF with a password or without a text layer', async () => {
    expect(await read(await samples.itineraryPdf({ password: 'secret' }))).toMatchObject({ reservations: [], problems: ['the PDF is protected by a password'] });
    expect(await read(await samples.itineraryPdf({ textLayer: false }))).toMatchObject({ reservations: [], problems: ['the PDF has no text to read (a scan?)'] });
    expect(await read('Dear Jane, thanks for your message. See you soon.')).toMatchObject({ reservations: [], problems: [] });
  });

  it('tells kinds apart by content, whatever the name', async () => {
    expect(kindOf(await samples.itineraryPdf(), 'x.txt')).toBe('pdf');
    expect(kindOf(new TextEncoder().encode(samples.invitationIcs))).toBe('ics');
    expect(kindOf(await samples.mail({ text: 'x' }))).toBe('eml');
    expect(kindOf(new TextEncoder().encode(samples.airlineHtml))).toBe('html');
    expect(kindOf(new TextEncoder().encode(samples.agencyText))).toBe('text');
    // Pasted text whose first lines are labels a mail also has ('Date:', 'From:') is no mail.
    expect(kindOf(new TextEncoder().encode(samples.labelledBusText))).toBe('text');
  });

  it("tells a leg's bus by its number joined to the word ('Bus51016') in a rail journey", async () => {
    const { reservations } = await read(samples.labelledBusText);
    const legs = reservations.map((r) => [r.type, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual(['train Koblenz Hbf 2027-07-26T06:03 Trier Hbf 2027-07-26T07:31', 'bus Trier Hbf 2027-07-26T07:41 Luxembourg 2027-07-26T08:31']);
  });

  it("reads a conference over a range of days from its first day, its name from the subject less the code in brackets after it", async () => {
    const mail = await samples.mail({
      subject: 'Registration confirmed: Baltic Data Summit 2027 (BDS27-0091-KR)',
      text: 'Thank you for registering for Baltic Data Summit 2027.\n\nRegistration ID: BDS27-0091-KR\n\nWHEN\n  Monday 11 - Wednesday 13 October 2027, 09:30\n\nWHERE\n  Tallinn Creative Hub',
    });
    const { reservations } = await read(mail, 'summit.eml');
    expect(reservations.map((r) => [r.type, r.name, r.start?.local, r.reservationNumber].join(' '))).toEqual(['event Baltic Data Summit 2027 2027-10-11T09:30 BDS27-0091-KR']);
  });

  it('reads the lines under a heading alone on its line as its own: a coach\'s SALIDA and LLEGADA, a car\'s PICK-UP and DROP-OFF', async () => {
    const bus = 'LOCALIZADOR:  QX7H2M\n\nSALIDA\n  Valencia Estación de Autobuses\n  Viernes, 9 de julio de 2027 - 08:15 h\n\nLLEGADA\n  Alicante Estación de Autobuses\n  Viernes, 9 de julio de 2027 - 10:40 h\n\nAutobús directo, asiento 14';
    expect((await read(bus)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'bus QX7H2M Valencia Estación de Autobuses 2027-07-09T08:15 Alicante Estación de Autobuses 2027-07-09T10:40',
    ]);
    const car = 'Car rental confirmation\nConfirmation number: FJR-5520913\n\nPICK-UP\n  Tromsø Airport (TOS)\n  Rental desk, arrivals\n  Monday, 6 September 2027 at 11:15\n\nDROP-OFF\n  Tromsø Airport (TOS)\n  Friday, 10 September 2027 at 09:30\n\nIf your flight is late we wait two hours after the pick-up time.';
    expect((await read(car)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar FJR-5520913 2027-09-06T11:15 2027-09-10T09:30']);
  });

  it('reads a table whose headings are Norwegian, a reference in a Swedish sentence, a Turkish coach under its labels', async () => {
    const norwegian = [
      'Referansenummer:  NR2B7Q1',
      '',
      '  Dato        Tog   Fra        Avgang   Til        Ankomst  Vogn',
      '  12.06.2027  601   Oslo S     06:25    Bergen     13:17    3',
    ].join('\n');
    expect((await read(norwegian)).reservations.map(facts)).toEqual([
      { type: 'train', ref: 'NR2B7Q1', flight: undefined, start: { local: '2027-06-12T06:25', zone: 'Europe/Oslo' }, end: { local: '2027-06-12T13:17', zone: 'Europe/Oslo' }, from: 'Oslo S', to: 'Bergen' },
    ]);
    const swedish = 'Ditt bokningsnummer är QW4RT2.\nDu flyger med Icelandair FI 205 från Stockholm Arlanda (ARN),\nden 24 maj 2027 kl. 10.10 och landar på Keflavík (KEF) kl. 11.35.';
    expect((await read(swedish)).reservations.map(facts)).toEqual([
      { type: 'flight', ref: 'QW4RT2', flight: 'FI205 ARN-KEF', start: { local: '2027-05-24T10:10', zone: 'Europe/Stockholm' }, end: { local: '2027-05-24T11:35', zone: 'Atlantic/Reykjavik' }, from: 'Stockholm-Arlanda Airport', to: 'Keflavik International Airport' },
    ]);
    const turkish = ['PNR Kodu       : TK9PL2', 'Sefer No       : 1203', 'Kalkış         : İzmir Otogarı', 'Kalkış Zamanı  : 3 Mart 2027, 22:00', 'Varış          : Ankara AŞTİ', 'Varış Zamanı   : 4 Mart 2027, 06:30'].join('\n');
    expect((await read(turkish)).reservations.map(facts)).toEqual([
      { type: 'bus', ref: 'TK9PL2', flight: undefined, start: { local: '2027-03-03T22:00', zone: 'Europe/Istanbul' }, end: { local: '2027-03-04T06:30', zone: 'Europe/Istanbul' }, from: 'İzmir Otogarı', to: 'Ankara AŞTİ' },
    ]);
  });

  it("takes a Czech coach from its bus station ('ÚAN'), a Shinkansen's stations less their 発 and 着, and no aircraft's type as a flight", async () => {
    const czech = ['Číslo rezervace:   ML-12AB34', 'Odkud:           Praha, ÚAN Florenc', 'Kam:             Brno, ÚAN Zvonařka', 'Odjezd:          05.03.2027 07:30', 'Příjezd:         05.03.2027 10:00'].join('\n');
    expect((await read(czech)).reservations.map((r) => [r.type, r.startPlace.name, r.endPlace.name, r.start?.local])).toEqual([['bus', 'Praha, ÚAN Florenc', 'Brno, ÚAN Zvonařka', '2027-03-05T07:30']]);
    const japanese = ['予約番号　　：1234-5678', '【往路】2027年5月3日', '　列車　　：のぞみ21号', '　発車時刻：午前8時30分 東京発', '　到着時刻：午前10時44分 京都着'].join('\n');
    expect((await read(japanese)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['train', '1234-5678', '東京', '京都', '2027-05-03T08:30', '2027-05-03T10:44'],
    ]);
    const korean = '<p>예약번호: 7QK2LM</p><p>대한항공 KE901 · 일반석(Y) · B777-300ER</p><p>2027년 9월 3일 인천(ICN) 13:20 → 파리(CDG) 19:55</p>';
    expect((await read(korean, 'ticket.html')).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber}`)).toEqual(['KE901']);
  });

  it('reads a station before dot leaders', async () => {
    const leaders = ['Código da reserva: LB-12XY4', 'IDA - quinta-feira, 8 de julho de 2027', '  Comboio Celta 420', '  Partida:  Vigo Guixar ........... 09:50 (hora de Espanha)', '  Chegada:  Porto Campanhã ........ 11:12'].join('\n');
    expect((await read(leaders)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['train', 'LB-12XY4', 'Vigo Guixar', 'Porto Campanhã', '2027-07-08T09:50', '2027-07-08T11:12'],
    ]);
  });

  it("reads a timeline's connection in Chinese: the airline's reference in full-width brackets, an aircraft's type after '空客' and a codeshare's operating flight no flights", async () => {
    const text = [
      '订单号：YH2027091600001',
      '航空公司预订编码（PNR）：QX7P2K',
      '【行程】2027年10月15日　上海 → 昆明',
      '　08:05　●　上海浦东国际机场 T1（PVG）　起飞',
      '　　　　 │　东方航空 MU2157　空客A321　经济舱 Y',
      '　10:45　●　西安咸阳国际机场 T3（XIY）　到达',
      '　12:30　●　西安咸阳国际机场 T3（XIY）　起飞',
      '　　　　 │　东方航空 MU4537　波音737-800',
      '　　　　 │　实际承运：厦门航空 MF8215（代码共享航班）',
      '　14:55　●　昆明长水国际机场（KMG）　到达',
    ].join('\n');
    expect((await read(text)).reservations.map((r) => [r.reservationNumber, `${r.flight?.airlineCode}${r.flight?.flightNumber}`, r.flight?.departureAirport, r.flight?.arrivalAirport, r.start?.local, r.end?.local])).toEqual([
      ['QX7P2K', 'MU2157', 'PVG', 'XIY', '2027-10-15T08:05', '2027-10-15T10:45'],
      ['QX7P2K', 'MU4537', 'XIY', 'KMG', '2027-10-15T12:30', '2027-10-15T14:55'],
    ]);
  });

  it("keeps the readings of ordinary mails: 'on' joins no reference, a sole flight after 'Operated by' is read, a row's first cell under the first heading", async () => {
    expect(referencesIn('Your e-ticket on BA0117 is attached.').map((r) => r.value)).not.toContain('BA0117');
    const sole = 'Operated by British Airways BA117\n12 May 2027 London Heathrow (LHR) 10:00 - New York (JFK) 13:00';
    expect((await read(sole)).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber}`)).toEqual(['BA117']);
    const table = ['Train ICE 597, 12.05.2027', '  From          To            Departs', 'Berlin Hbf  Gleis 5  München Hbf  10:15'].join('\n');
    expect((await read(table)).reservations.map((r) => [r.startPlace.name, r.endPlace.name, r.start?.local])).toEqual([['Berlin Hbf', 'München Hbf', '2027-05-12T10:15']]);
  });

  it("reads a table whose first heading is blank over the rows' labels ('IDA', 'VOLTA'), and a leg whose arrival is the next sentence's", async () => {
    const html =
      '<p>Código da reserva: LA-58QW3</p><table><tr><th></th><th>Data</th><th>Comboio</th><th>Partida</th><th>Chegada</th></tr>' +
      '<tr><td>IDA</td><td>qui, 8 jul 2027</td><td>Celta 420</td><td>Vigo Guixar 09:50</td><td>Porto Campanhã 11:12</td></tr>' +
      '<tr><td>VOLTA</td><td>dom, 11 jul 2027</td><td>Celta 421</td><td>Porto Campanhã 18:47</td><td>Vigo Guixar 22:09</td></tr></table>';
    expect((await read(html, 'mail.html')).reservations.map((r) => [r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'LA-58QW3 Vigo Guixar 2027-07-08T09:50 Porto Campanhã 2027-07-08T11:12',
      'LA-58QW3 Porto Campanhã 2027-07-11T18:47 Vigo Guixar 2027-07-11T22:09',
    ]);
    const told = [
      "Nous avons le plaisir de vous confirmer votre réservation, dossier QZHRTP.",
      '',
      'Votre train de nuit n° 5789 partira de Paris Austerlitz le vendredi 17 décembre 2027 à 20h52. Vous arriverez à Briançon le lendemain, samedi 18 décembre, à 08h27. Couchette 2de classe.',
      '',
      'Le dimanche 26 décembre 2027, le train n° 5790 quittera Briançon à 19h40 et vous déposera à Paris Austerlitz le lundi 27 décembre à 07h06.',
    ].join('\n');
    expect((await read(told)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'train QZHRTP Paris Austerlitz 2027-12-17T20:52 Briançon 2027-12-18T08:27',
      'train QZHRTP Briançon 2027-12-26T19:40 Paris Austerlitz 2027-12-27T07:06',
    ]);
  });

  it("reads a timeline whose flight's line follows its departure's time and airport, and a paragraph whose flight's line comes last", async () => {
    const card = (time: string, airport: string) => `<div>${time}</div><div>${airport}</div>`;
    const timeline =
      '<p>Booking reference 5TQW8K</p><p>Friday, 11 June 2027</p>' +
      card('07:00', 'Berlin (BER) Berlin Brandenburg Airport') + '<div>Flight time 1h 30m</div><div>Swiss · LX 963 · Economy</div>' + card('08:30', 'Zurich (ZRH) Zurich Airport') +
      '<div>Layover in Zurich · 1h 35m</div>' +
      card('10:05', 'Zurich (ZRH) Zurich Airport') + '<div>Flight time 2h 50m</div><div>Swiss · LX 2084 · Economy</div>' + card('11:55', 'Lisbon (LIS) Humberto Delgado Airport');
    const flights = (found: Found[]) => found.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber} ${r.flight?.departureAirport}-${r.flight?.arrivalAirport} ${r.start?.local} ${r.end?.local}`);
    expect(flights((await read(timeline, 'mail.html')).reservations)).toEqual(['LX963 BER-ZRH 2027-06-11T07:00 2027-06-11T08:30', 'LX2084 ZRH-LIS 2027-06-11T10:05 2027-06-11T11:55']);
    const lastLine = [
      'Booking Reference: ZP4MQX',
      '',
      'Depart: Saturday, March 13, 2027',
      '  Toronto (YYZ) Pearson International Airport  08:00',
      '  Vancouver (YVR) Vancouver International Airport  10:05',
      '  Flight: AC 117   Aircraft: Boeing 787-9',
      '  Duration: 5h05',
      '',
      'Return: Saturday, March 20, 2027',
      '  Vancouver (YVR) Vancouver International Airport  12:30',
      '  Toronto (YYZ) Pearson International Airport  20:05',
      '  Flight: AC 120   Aircraft: Boeing 787-8',
    ].join('\n');
    expect(flights((await read(lastLine)).reservations)).toEqual(['AC117 YYZ-YVR 2027-03-13T08:00 2027-03-13T10:05', 'AC120 YVR-YYZ 2027-03-20T12:30 2027-03-20T20:05']);
  });

  it("reads a date after a time that first looks like one ('06:25 del 15 de noviembre'), codes in brackets over an airline's name in capitals, and a ticket's number after a booking's", async () => {
    expect(findDates('a las 06:25 del 15 de noviembre de 2027', reference).map((d) => d.date)).toEqual(['2027-11-15']);
    const polish = [
      'Kod rezerwacji (PNR): W7HN3D',
      'Numer biletu: 080 2198 554 301',
      '',
      'sobota, 27 marca 2027',
      'Lot LO 671 · PLL LOT · Embraer 195',
      '  Wylot:    13:25  Warszawa, Lotnisko Chopina (WAW)',
      '  Przylot:  16:05  Helsinki, Helsinki-Vantaa (HEL)',
    ].join('\n');
    const [flight] = (await read(polish)).reservations;
    expect([flight?.reservationNumber, flight?.flight?.departureAirport, flight?.flight?.arrivalAirport, flight?.start?.local]).toEqual(['W7HN3D', 'WAW', 'HEL', '2027-03-27T13:25']);
    // A word that is mostly something else is an airport in brackets after its city's name.
    const seattle = 'Booking ref ABC123\n12 May 2027\nFlight AS 12\nSeattle (SEA) 10:00\nPortland (PDX) 11:00';
    expect((await read(seattle)).reservations.map((r) => `${r.flight?.departureAirport}-${r.flight?.arrivalAirport}`)).toEqual(['SEA-PDX']);
  });

  it("takes a car's own number after its return over a hotel's above it, a lodging's name in quotes, 'prenotazione numero', and Turkish labels in capitals", async () => {
    const agency = [
      'TUE 05 OCT 2027',
      '  HOTEL    Saguaro Springs Inn',
      '  Check-in   Tue 05 Oct 2027  3:00 PM',
      '  Check-out  Sat 09 Oct 2027 11:00 AM',
      '  Hotel confirmation: 83302917',
      '',
      '  CAR      Sunbelt Car Rental - Intermediate SUV',
      '  Pick-up    Tue 05 Oct 2027 11:00 AM',
      '  Drop-off   Sat 09 Oct 2027 10:45 AM',
      '  Car confirmation: K4471920US',
    ].join('\n');
    expect((await read(agency)).reservations.map((r) => `${r.type} ${r.reservationNumber}`)).toEqual(['lodging 83302917', 'rentalCar K4471920US']);
    const prose = [
      'Laura ha accettato la richiesta e la prenotazione numero 5521-8830 è ora confermata.',
      '',
      "Hai prenotato l'appartamento «Casa del Glicine», un bilocale in Via dei Serragli 41, Firenze.",
      '',
      'Potrai fare il check-in sabato 24 luglio 2027 tra le 16:00 e le 20:00. Il check-out è entro le 10:00 di sabato 31 luglio 2027.',
    ].join('\n');
    expect((await read(prose)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local])).toEqual([
      ['lodging', '5521-8830', 'Casa del Glicine', '2027-07-24T16:00', '2027-07-31T10:00'],
    ]);
    const coach = [
      'Otobüs biletiniz oluşturulmuştur.',
      'PNR NO            : 7Y3KQ2',
      'İŞLEM TARİHİ      : 20.08.2027 14:22',
      '',
      'KALKIŞ            : İstanbul (Esenler Otogarı)',
      'VARIŞ             : Ankara (AŞTİ)',
      'TARİH             : 27.08.2027 CUMA',
      'KALKIŞ SAATİ      : 23:30',
    ].join('\n');
    expect((await read(coach)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local])).toEqual([
      ['bus', '7Y3KQ2', 'İstanbul (Esenler Otogarı)', 'Ankara (AŞTİ)', '2027-08-27T23:30'],
    ]);
  });

  it("reads a concert whose mail names the nearest station as a concert, and a Shinkansen's stations less the 発 and 着 after their times", async () => {
    const concert = [
      'Subject: Your tickets: The Lantern Choir, Sat 20 Nov 2027',
      'Date: Wed, 15 Sep 2027 09:31:12 +1000',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>ORDER #SYD-558201-4</p><h2>The Lantern Choir - Northern Lights Tour 2027</h2><table><tr><td colspan="2">Saturday 20 November 2027</td></tr>',
      '<tr><td>Doors open</td><td>6:30 PM</td></tr><tr><td>Show starts</td><td>8:00 PM</td></tr></table>',
      '<ul><li>Strictly 18+ after 9:00 PM; under-18s must leave by then.</li><li>Bags larger than A4 are not permitted.</li><li>The nearest station is Circular Quay, about 12 minutes on foot.</li></ul>',
      '<p>Questions? Call 1300 555 274 (Mon-Fri 9 AM - 5 PM AEST).</p>',
    ].join('\r\n');
    expect((await read(concert, 'mail.eml')).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local])).toEqual([['event', 'SYD-558201-4', '2027-11-20T20:00']]);
    const shinkansen = ['■ 予約番号: 2034-5518', '乗車日: 2027年7月8日(木)', '列車名: のぞみ21号', '東京(Tokyo) 09:00発 → 新大阪(Shin-Osaka) 11:27着'].join('\n');
    expect((await read(shinkansen)).reservations.map((r) => [r.startPlace.name, r.endPlace.name, r.start?.local])).toEqual([['東京(Tokyo)', '新大阪(Shin-Osaka)', '2027-07-08T09:00']]);
  });

  it("keeps the readings of ordinary mails under the eighth batch's rules: a flight's paragraph with other airports and times above it, brackets in other languages, a route on the flight's line, centred headings, a hotel's quoted network, two cars", async () => {
    const flight = async (text: string) => (await read(text)).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber} ${r.flight?.departureAirport}-${r.flight?.arrivalAirport} ${r.start?.local} ${r.end?.local}`);
    expect(await flight('Please be at Frankfurt (FRA) Terminal 1 two hours before departure.\nFlight LH 400 on 12 May 2027\nFrankfurt (FRA) 10:15 - New York (JFK) 12:55')).toEqual(['LH400 FRA-JFK 2027-05-12T10:15 2027-05-12T12:55']);
    expect(await flight('Booking reference: ABC123\nBooked on: 3 January 2027\nFlight: BA 304\nFrom: London Heathrow (LHR)\nTo: Paris Charles de Gaulle (CDG)\nDate: 12 May 2027\nDeparts: 08:00\nArrives: 10:15')).toEqual(['BA304 LHR-CDG 2027-05-12T08:00 2027-05-12T10:15']);
    expect(await flight('12 May 2027\nHotel pick-up 05:30 at Hotel Bayerischer Hof\nFlight LH 2034 Munich (MUC) 08:00 - Hamburg (HAM) 09:10')).toEqual(['LH2034 MUC-HAM 2027-05-12T08:00 2027-05-12T09:10']);
    expect(await flight('Vuelo IB 3456\n12 de mayo de 2027\nMadrid (MAD) 08:00\nMarsella (MRS) 10:05')).toEqual(['IB3456 MAD-MRS 2027-05-12T08:00 2027-05-12T10:05']);
    expect(await flight('12 May 2027 OS 501 VIE FCO 07:00 08:35\nLounge access at Vienna (VIE) and baggage through to Naples (NAP)')).toEqual(['OS501 VIE-FCO 2027-05-12T07:00 2027-05-12T08:35']);
    const centred = 'Train ICE 597\n      Date           Departure              Arrival\n   Sat 12.05.2027   Berlin Hbf 10:15      München Hbf  14:20';
    expect((await read(centred)).reservations.map((r) => [r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local])).toEqual([['Berlin Hbf', '2027-05-12T10:15', 'München Hbf', '2027-05-12T14:20']]);
    const hotel = 'Booking number: 55123\nHotel Adlon Kempinski\nCheck-in: 12 May 2027\nCheck-out: 14 May 2027\nFree Wi-Fi: connect to the hotel "Adlon-Guest" network.';
    expect((await read(hotel)).reservations.map((r) => r.name)).toEqual(['Hotel Adlon Kempinski']);
    const cars = ['CAR  Hertz Compact', 'Pick-up 12 May 2027 10:00', 'Drop-off 14 May 2027 10:00', 'Car confirmation: K111111', '', 'CAR  Avis Compact', 'Pick-up 20 May 2027 10:00', 'Drop-off 22 May 2027 10:00', 'Car confirmation: K222222'].join('\n');
    expect((await read(cars)).reservations.map((r) => r.reservationNumber)).toEqual(['K111111', 'K222222']);
  });

  it("reads a US eTicket's DEPARTS and ARRIVES a column apart under its route's line, and a Polish ticket's rows whose date is a dotted day and month beside a colon's time", async () => {
    const eticket = [
      'RESERVATION NUMBER - K7P2QX',
      'PURCHASED: 01/04/2027 9:12 PM ET',
      '',
      'TRAIN 171: NORTHEAST REGIONAL',
      'BOSTON (SOUTH STATION), MA - PROVIDENCE, RI',
      '',
      'DEPARTS  8:05 AM, MONDAY, MARCH 15, 2027',
      'ARRIVES  9:12 AM, MONDAY, MARCH 15, 2027',
      '',
      'TRAIN 190: NORTHEAST REGIONAL',
      'PROVIDENCE, RI - BOSTON (SOUTH STATION), MA',
      '',
      'DEPARTS  5:40 PM, WEDNESDAY, MARCH 17, 2027',
      'ARRIVES  6:44 PM, WEDNESDAY, MARCH 17, 2027',
    ].join('\n');
    expect((await read(eticket)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['train', 'K7P2QX', 'BOSTON (SOUTH STATION), MA', 'PROVIDENCE, RI', '2027-03-15T08:05', '2027-03-15T09:12'],
      ['train', 'K7P2QX', 'PROVIDENCE, RI', 'BOSTON (SOUTH STATION), MA', '2027-03-17T17:40', '2027-03-17T18:44'],
    ]);
    const polish = [
      'Nr rezerwacji: WR4471203',
      'ODJAZD  14.05  07:20  Wrocław Główny',
      'PRZYJAZD  14.05  09:02  Poznań Główny',
      'Pociąg: IC 6104    Wagon 5  Miejsce 21',
      '-----------------------------',
      'ODJAZD  14.05  09:31  Poznań Główny',
      'PRZYJAZD  14.05  12:15  Szczecin Główny',
      'Data wyjazdu: 14.05.2027',
    ].join('\n');
    expect((await read(polish)).reservations.map((r) => [r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['WR4471203', 'Wrocław Główny', 'Poznań Główny', '2027-05-14T07:20', '2027-05-14T09:02'],
      ['WR4471203', 'Poznań Główny', 'Szczecin Główny', '2027-05-14T09:31', '2027-05-14T12:15'],
    ]);
    // A dotted pair is a day and month only where a colon writes the times; alone it is a time.
    expect(findDates('ODJAZD  14.05  07:20', reference, { dayMonth: true }).map((d) => d.date)).toEqual(['2026-05-14']);
    expect(findDates('kl. 14.05', reference, { dayMonth: true })).toEqual([]);
  });

  it("reads a night train under headings whose lines are an HTML mail's blocks, a cell's arrival ('Ankomst / Kiruna C / …'), no purchase's time as a stop, and a reference a cell apart", async () => {
    const night = [
      '<table><tr><td>Bokningsnummer</td><td>QKL7751M</td></tr></table>',
      '<div>Avgång</div><div>Göteborg C</div><div>torsdag 9 september 2027, kl. 21.05</div><div>Spår 4</div>',
      '<table><tr><td>Ankomst</td><td>Kiruna C</td><td>fredag 10 september 2027, kl. 16.40</td></tr></table>',
      '<p>Nattåget har sovvagn och restaurangvagn.</p>',
    ].join('');
    expect((await read(night, 'mail.html')).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['train', 'QKL7751M', 'Göteborg C', 'Kiruna C', '2027-09-09T21:05', '2027-09-10T16:40'],
    ]);
    const italian = [
      'Codice prenotazione (PNR)   Z7M2RT',
      'Data acquisto   02/03/2027 10:47',
      'Treno Frecciarossa 9611',
      '    Stazione   Data   Ora',
      '    Partenza   Torino Porta Nuova   20/03/2027   07:50',
      '    Arrivo   Napoli Centrale   20/03/2027   13:18',
    ].join('\n');
    expect((await read(italian)).reservations.map((r) => [r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([['Torino Porta Nuova', 'Napoli Centrale', '2027-03-20T07:50', '2027-03-20T13:18']]);
  });

  it("reads coaches whose mail never says bus ('chauffeur', 'instaphalte'), no journey's duration as a time, and Turkish labels of a place ('Kalkış Yeri') with the platform after a dash", async () => {
    const dutch = [
      'Boekingsnummer   4471 902 118',
      'Heenreis vr 12 mrt. 2027 · Lijn N411 · reisduur 6:45 u',
      '    22:40    Utrecht Jaarbeurs / Instaphalte: Croeselaan',
      '    05:25 / za 13 mrt.    Hamburg ZOB / Adenauerallee 78',
      'Laat je ticket bij het instappen zien aan de chauffeur.',
    ].join('\n');
    expect((await read(dutch)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['bus', '4471 902 118', 'Utrecht Jaarbeurs', 'Hamburg ZOB', '2027-03-12T22:40', '2027-03-13T05:25'],
    ]);
    const turkish = [
      'PNR Kodu       : 3T9KQW',
      'Kalkış Yeri    : İzmir (Otogar) - Peron 48',
      'Kalkış Tarihi  : 11.06.2027 Cuma',
      'Kalkış Saati   : 22:00',
      'Varış Yeri     : Antalya (Otogar)',
      'Tahmini Varış  : 12.06.2027 Cumartesi 05:30',
      'Otobüs Tipi    : 2+1',
    ].join('\n');
    expect((await read(turkish)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['bus', '3T9KQW', 'İzmir (Otogar)', 'Antalya (Otogar)', '2027-06-11T22:00', '2027-06-12T05:30'],
    ]);
  });

  it("reads a Norwegian concert ('Konsert', 'Dato', 'Konsertstart', 'Ordrenummer'), a match whose labels open with a pictogram, and 'Pedido nº'", async () => {
    const concert = [
      'Konsert',
      '',
      'Sigrid Aune & Bergen Kammerkor',
      '',
      '   Dato   fredag 19. november 2027',
      '   Dørene åpner   kl. 18:00',
      '   Konsertstart   kl. 19:00',
      '   Sted   Grieghallen / Edvard Griegs plass 1, 5015 Bergen',
      '   Ordrenummer   7710-3302',
      '   Kjøpt   03.10.2027 kl. 10:02',
    ].join('\n');
    expect((await read(concert)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local])).toEqual([['event', '7710-3302', 'Sigrid Aune & Bergen Kammerkor', '2027-11-19T19:00']]);
    const match = [
      'Subject: Pedido aprovado: Recife x Fortaleza',
      'Date: Tue, 21 Mar 2028 22:14:06 -0300',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Pedido nº 20280321-55120',
      'Seus ingressos estão no app.',
      'Recife x Fortaleza',
      '📅 Sábado, 15 de abril de 2028',
      '⏰ Início da partida: 18h30 · Abertura dos portões: 16h30',
    ].join('\r\n');
    expect((await read(match, 'mail.eml')).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local])).toEqual([['event', '20280321-55120', 'Recife x Fortaleza', '2028-04-15T18:30']]);
  });

  it("takes no flight's duration as its arrival ('2h05 / direct'), keeps an arrival over a line of its own that says nonstop, and reads a connection told in Czech sentences", async () => {
    const flight = async (text: string) => (await read(text)).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber} ${r.start?.local} ${r.end?.local}`);
    expect(await flight('Aller | jeudi 13 mai 2027 | Vol AF 1234\n    07h05 / Paris-Orly / ORY    ✈ / 2h05 / direct    09h10 / Nice / NCE')).toEqual(['AF1234 2027-05-13T07:05 2027-05-13T09:10']);
    expect(await flight('DEPART - Friday, May 14, 2027\n  Flight UA 1184\n  Denver, CO (DEN)   6:05 PM\n  Phoenix, AZ (PHX)   7:00 PM\n  Nonstop | 1h 55m')).toEqual(['UA1184 2027-05-14T18:05 2027-05-14T19:00']);
    const czech = [
      'Číslo dokladu: 5512 0093 4471',
      '',
      'V sobotu 15. 5. 2027 Vám vlak EC 171 odjíždí v 8:10 ze stanice',
      'Praha hl.n. a do stanice Pardubice hl.n. přijede v 9:05. V Pardubicích',
      'přestoupíte na vlak Os 5011, který odjíždí v 9:20 a do stanice',
      'Hradec Králové hl.n. přijíždí v 9:48. Přejeme příjemnou cestu.',
    ].join('\n');
    expect((await read(czech)).reservations.map((r) => [r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local])).toEqual([
      ['5512 0093 4471', 'Praha hl.n.', 'Pardubice hl.n.', '2027-05-15T08:10', '2027-05-15T09:05'],
      ['5512 0093 4471', 'Pardubice hl.n.', 'Hradec Králové hl.n.', '2027-05-15T09:20', '2027-05-15T09:48'],
    ]);
  });

  it("keeps the readings of ordinary mails under the ninth batch's rules: places labelled after their times, a sentence's route over a title's, 'a la estación de', 'parte do', no transfer as a train, a clock before 'Nonstop', words that hold others, prices and German times beside dates, doors after a colon, a label's word after a slash, 'Halte' as a verb", async () => {
    const legs = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local]);
    expect(await legs('Departure time: 09:01\nArrival time: 12:20\nDeparture station: London St Pancras International\nArrival station: Paris Gare du Nord\nDate: 17 June 2027')).toEqual([
      ['train', 'London St Pancras International', 'Paris Gare du Nord', '2027-06-17T09:01', '2027-06-17T12:20'],
    ]);
    expect(await legs('Your trip to Paris\nDeparture: 09:01\nArrival: 12:20\n\nYour train leaves London St Pancras on 17 June 2027 at 9:01 and arrives in Paris Gare du Nord at 12:20.')).toEqual([
      ['train', 'London St Pancras', 'Paris Gare du Nord', '2027-06-17T09:01', '2027-06-17T12:20'],
    ]);
    expect(await legs('Su tren AVE saldrá de Madrid Puerta de Atocha el 22 de junio de 2027 a las 08:00 y llegará a la estación de Barcelona Sants a las 10:30.')).toEqual([
      ['train', 'Madrid Puerta de Atocha', 'Barcelona Sants', '2027-06-22T08:00', '2027-06-22T10:30'],
    ]);
    expect(await legs('O seu comboio Alfa Pendular parte do Porto Campanhã no dia 22 de junho de 2027 às 08:00 e chega a Lisboa Santa Apolónia às 11:00.')).toEqual([
      ['train', 'Porto Campanhã', 'Lisboa Santa Apolónia', '2027-06-22T08:00', '2027-06-22T11:00'],
    ]);
    expect(await legs('Your Eurostar leaves London St Pancras on 17 June 2027 at 9:01 and arrives at Paris Gare du Nord at 12:20. Your private transfer leaves at 12:45 and arrives at Hotel Lutetia at 13:15.')).toEqual([
      ['train', 'London St Pancras', 'Paris Gare du Nord', '2027-06-17T09:01', '2027-06-17T12:20'],
    ]);
    expect(await legs('Bus ticket\nTue 15 June 2027\nNewport Bus Station          08:05\nCwmbran Leisure Centre       08:47')).toEqual([['bus', 'Newport Bus Station', 'Cwmbran Leisure Centre', '2027-06-15T08:05', '2027-06-15T08:47']]);
    expect(await legs('Your train ticket\n17 June 2027\n08:15  Edinburgh Waverley\n09:05  Glasgow Queen Street      EUR 12.05')).toEqual([
      ['train', 'Edinburgh Waverley', 'Glasgow Queen Street', '2027-06-17T08:15', '2027-06-17T09:05'],
    ]);
    expect(await legs('Buchungsnummer: 3012345678\nDo., 17.06.2027\n08:15  Berlin Hbf\n12:40  Köln Hbf\n\nHalte dein Ticket beim Einstieg bereit.')).toEqual([['train', 'Berlin Hbf', 'Köln Hbf', '2027-06-17T08:15', '2027-06-17T12:40']]);
    const flight = (await read('Booking reference: XK4P2L\nLufthansa LH 1234\nThu 17 June 2027\nFrankfurt (FRA) 08:15 → 10:05 Nonstop Lisbon (LIS)')).reservations.map((r) => [r.start?.local, r.end?.local]);
    expect(flight).toEqual([['2027-06-17T08:15', '2027-06-17T10:05']]);
    // A German compound's duration ('FLUGDAUER 8:30') is no arrival.
    const card = 'Buchungscode: 6ZQ4LM\n\nFlug LH 470 am 08.04.2027\nFrankfurt (FRA) 10:10\nFLUGDAUER 8:30\nToronto (YYZ) 12:40';
    expect((await read(card)).reservations.map((r) => [r.start?.local, r.end?.local])).toEqual([['2027-04-08T10:10', '2027-04-08T12:40']]);
    const event = async (text: string) => (await read(text)).reservations.map((r) => [r.reservationNumber, r.start?.local]);
    expect(await event('Bestellnummer: 4471123\nVeranstaltung: Die Zauberflöte\nDatum: Samstag, 14.06.2027, Beginn 20.10 Uhr, Einlass 19:00 Uhr\nOrt: Staatsoper Hamburg')).toEqual([['4471123', '2027-06-14T20:10']]);
    expect(await event('Your tickets\nOrder number: 1193384\nEvent: Arctic Monkeys\nDate: Saturday 14 June 2027\nDoors: open at 18:00\nVenue: Ziggo Dome, Amsterdam')).toEqual([['1193384', '2027-06-14T18:00']]);
    expect(await event('Your tickets\nOrder confirmation / INVOICE\n\nEvent: Arctic Monkeys\nDate: Saturday 14 June 2027, 20:00\n\nOrder number: 1193384')).toEqual([['1193384', '2027-06-14T20:00']]);
  });

  describe('car rentals in the languages and layouts of the mails people get', () => {
    const rental = async (text: string, name = '') => (await read(text, name)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '));

    it("reads a pick-up and a return under headings in German, French, Spanish and Italian, a heading's blank line and an office's hours passed over", async () => {
      const german = 'Ihre Mietwagenbuchung\nBuchungsnummer: MW-4410-88\n\nABHOLUNG\nAbholung:   Fr., 06.08.2027, 09:30 Uhr\nStation:    Stuttgart Flughafen\nÖffnungszeiten: 06:00–22:00 Uhr\n\nRÜCKGABE\nRückgabe:   Di., 10.08.2027, 17:00 Uhr\nStation:    Stuttgart Hbf';
      expect(await rental(german)).toEqual(['rentalCar MW-4410-88 2027-08-06T09:30 2027-08-10T17:00']);
      const french = 'Location de voiture confirmée\nNuméro de réservation : LV-99120\n\nPRISE EN CHARGE\n\nLe mardi 8 juin 2027 à 08h15\nLyon Saint-Exupéry, Terminal 1\nAgence ouverte tous les jours de 06h30 à 23h00\n\nRESTITUTION\n\nLe samedi 12 juin 2027 à 18h45\nLyon Part-Dieu';
      expect(await rental(french)).toEqual(['rentalCar LV-99120 2027-06-08T08:15 2027-06-12T18:45']);
      const spanish = 'Alquiler de coche\nLocalizador: QW7RT22\n\nRECOGIDA\n=====\nlunes, 4 de octubre de 2027 · 10:30\nAeropuerto de Sevilla (SVQ)\n\nDEVOLUCIÓN\n=====\njueves, 7 de octubre de 2027 · 19:00\nSevilla Santa Justa\n\nHorario: de 07:00 a 23:00.';
      expect(await rental(spanish)).toEqual(['rentalCar QW7RT22 2027-10-04T10:30 2027-10-07T19:00']);
      const italian = '<html><body><p>Noleggio auto confermato</p><p>Codice prenotazione: NL-30871</p><table><tr><td><p>Ritiro</p><p>Venerdì 3 settembre 2027, ore 11:00</p><p>Bologna Aeroporto</p></td><td><p>Riconsegna</p><p>Lunedì 6 settembre 2027, ore 09:00</p><p>Firenze Santa Maria Novella</p></td></tr></table></body></html>';
      expect(await rental(italian, 'noleggio.html')).toEqual(['rentalCar NL-30871 2027-09-03T11:00 2027-09-06T09:00']);
    });

    it("reads an HTML mail's paragraphs under PICK-UP and RETURN, each a blank line apart, and a table whose rows open with their own label", async () => {
      const paragraphs = '<html><body><p>Reservation #: 55Q210884</p><p>PICK-UP</p><p>Tampa International Airport (TPA)</p><p>4100 George J Bean Pkwy</p><p>Friday, November 5, 2027</p><p>9:15 AM</p><p>Counter hours: 5:00 AM - 11:30 PM</p><p>RETURN</p><p>Tampa International Airport (TPA)</p><p>Monday, November 8, 2027</p><p>7:00 PM</p><p>Your rental car</p></body></html>';
      expect(await rental(paragraphs, 'car.html')).toEqual(['rentalCar 55Q210884 2027-11-05T09:15 2027-11-08T19:00']);
      const table = '<html><body><p>Your car hire is booked. Booking ref: HX-771023</p><p>Your arrival flight: FR 8342</p><table><tr><th></th><th>Pick-up</th><th>Drop-off</th></tr><tr><td>Location</td><td>Porto Airport (OPO)</td><td>Lisbon Airport (LIS)</td></tr><tr><td>Date</td><td>Wed, 13 Oct 2027</td><td>Sun, 17 Oct 2027</td></tr><tr><td>Time</td><td>12:30</td><td>16:00</td></tr><tr><td>Opening hours</td><td>06:00 – 23:00</td><td>07:00 – 22:00</td></tr></table></body></html>';
      // The arrival flight is named for the desk: with the car's days around it, it is no flight of the booking.
      expect(await rental(table, 'car.html')).toEqual(['rentalCar HX-771023 2027-10-13T12:30 2027-10-17T16:00']);
    });

    it("keeps an agency's flights on the airline's reference when a car's block, under its date and a rule, has a number of its own", async () => {
      const text = [
        'Airline booking reference:  K7PLMQ',
        '',
        'MON 11OCT2027',
        '----------------------------------------',
        'FLIGHT   AF 1680   AIR FRANCE',
        '  Depart   PARIS (CDG)        07:20',
        '  Arrive   VIENNA (VIE)       09:25',
        '',
        'MON 11OCT2027',
        '----------------------------------------',
        'CAR      DANUBE CAR RENTAL',
        '  Pick-up    VIENNA AIRPORT (VIE)   MON 11OCT2027 10:00',
        '  Drop-off   VIENNA AIRPORT (VIE)   THU 14OCT2027 15:00',
        '  Confirmation number: DC-448120',
      ].join('\n');
      const reservations = (await read(text)).reservations;
      expect(reservations.map((r) => [r.type, r.reservationNumber, r.start?.local].join(' '))).toEqual(['flight K7PLMQ 2027-10-11T07:20', 'rentalCar DC-448120 2027-10-11T10:00']);
    });
  });

  it("reads a coach's labelled ends in Portuguese and Polish: the bare date under both places is the departure's, 'godz.' no stop", async () => {
    const portuguese = 'Sua passagem de ônibus está confirmada.\nLocalizador: QP7R2W\n\nOrigem:     Curitiba (Rodoferroviária)\nDestino:    Florianópolis (Rita Maria)\n\nData:       quinta-feira, 16/12/2027\nPartida:    22:30\nChegada prevista:  05:10 (sexta-feira, 17/12/2027)';
    expect((await read(portuguese)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'bus QP7R2W Curitiba (Rodoferroviária) 2027-12-16T22:30 Florianópolis (Rita Maria) 2027-12-17T05:10',
    ]);
    const polish = 'Bilet na autobus\nNumer rezerwacji: PKX-5510-22\n\nSkąd:      Gdańsk Dworzec Autobusowy\nOdjazd:    sobota, 11.12.2027, godz. 06:15\n\nDokąd:     Łódź Fabryczna\nPrzyjazd:  sobota, 11.12.2027, godz. 11:40';
    expect((await read(polish)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '))).toEqual([
      'bus PKX-5510-22 Gdańsk Dworzec Autobusowy 2027-12-11T06:15 Łódź Fabryczna 2027-12-11T11:40',
    ]);
  });

  it("reads a match's ticket as an event: 'Kick-off' and 'Turnstiles open' are no stations, an amount in pounds no time", async () => {
    const text = [
      'ORDER NUMBER: RB-771204',
      '',
      'MATCH',
      'Riverside Rovers v Hillcrest Town',
      'Saturday 16 October 2027',
      'Kick-off: 3:00pm',
      'Turnstiles open: 1:30pm',
      '',
      '1 x Adult      £26.00',
      'Booking fee    £1.50',
      '',
      'The ground is a short walk from Riverside station.',
    ].join('\n');
    expect(findTimes('Booking fee £1.50, € 9.50, at 9.50').map((t) => t.time)).toEqual(['09:50']);
    const { reservations } = await read(await samples.mail({ subject: 'Your tickets: Riverside Rovers v Hillcrest Town', text }), 'match.eml');
    expect(reservations.map((r) => [r.type, r.name, r.start?.local, r.reservationNumber].join(' '))).toEqual(['event Riverside Rovers v Hillcrest Town 2027-10-16T15:00 RB-771204']);
  });

  it("takes an event's start from its own label, not the doors' on the line under its date, and a time slot or 'Orario' in other languages", async () => {
    const concert = 'Bestellnummer: 51120-884-27\n\nVeranstaltung: Nachtfalter – Hallen Tour 2027\nDatum:         Freitag, 03.12.2027\nEinlass:       18:30 Uhr\nBeginn:        19:30 Uhr\nOrt:           Tonhalle';
    expect((await read(concert)).reservations.map((r) => [r.name, r.start?.local].join(' '))).toEqual(['Nachtfalter – Hallen Tour 2027 2027-12-03T19:30']);
    const museum = 'Billet d\'entrée\nExposition : Lumières du Nord\nN° de réservation : MLA-2027-88121\nDate de visite : samedi 6 mars 2027\nCréneau horaire : 10h30 – 11h00\nLieu : Musée des Augustins';
    expect((await read(museum)).reservations.map((r) => r.start?.local)).toEqual(['2027-03-06T10:30']);
  });

  it('names a table by the line that names a place to eat, with its hour after "Orario"', async () => {
    const mail = await samples.mail({
      subject: 'Conferma prenotazione OST-5512 - venerdì 8 ottobre',
      text: 'Osteria dei Mercanti\nVia Roma 12 - 50123 Firenze\n\nSiamo lieti di confermare la Sua prenotazione:\n\n  Data:     venerdì 8 ottobre 2027\n  Orario:   ore 21:00\n  Persone:  2\n  Codice prenotazione: OST-5512\n\nIl tavolo Le sarà riservato per 15 minuti.',
    });
    expect((await read(mail, 'table.eml')).reservations.map((r) => [r.type, r.name, r.start?.local, r.reservationNumber].join(' '))).toEqual(['restaurant Osteria dei Mercanti 2027-10-08T21:00 OST-5512']);
  });

  it("takes 'Auftrags-Nr.' as a reference, a booking's reference over a 'Numéro de billet', and no rate or unit as a lodging's name", async () => {
    const refs = await read('Ihre Bahnreise\nAuftrags-Nr. 418-552-907\nReisedatum: 14.06.2027\n\nab 09:02 Basel SBB   Zug IC 61\nan 10:57 Zürich HB');
    expect(refs.reservations.map((r) => r.reservationNumber)).toEqual(['418-552-907']);
    expect(referencesIn('Référence de réservation\n7TQ2PL\nNuméro de billet\n057-2214409981').map((r) => r.value)).toEqual(['7TQ2PL']);
    const stay = 'Pension Lindenhof\nKirchgasse 3, Bamberg\n\n  Buchungsnummer:   PL-2027-0412\n  Apartment:        Apartment 2 „Domblick“ (1. OG)\n  Rate              Frühstück inklusive\n  Anreise:          Fr., 11.06.2027\n  Abreise:          So., 13.06.2027';
    expect((await read(stay)).reservations.map((r) => r.name)).toEqual(['Pension Lindenhof']);
  });

  it('reads a night journey whose rows give no date on the next day once its times run back past midnight', async () => {
    const text = [
      'Your journey on 14.05.2027: Hamburg Hbf to Basel SBB',
      '',
      'dep 20:10 Hamburg Hbf, platform 7 (ICE 1231)',
      'arr 23:02 Frankfurt(Main)Hbf, platform 9',
      '',
      'dep 00:35 Frankfurt(Main)Hbf, platform 4 (NJ 470)',
      'arr 04:51 Freiburg(Breisgau) Hbf, platform 2',
      '',
      'dep 05:20 Freiburg(Breisgau) Hbf, platform 1 (RE 17001)',
      'arr 06:02 Basel SBB',
    ].join('\n');
    const { reservations } = await read(text);
    const legs = reservations.map((r) => [r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual([
      'Hamburg Hbf 2027-05-14T20:10 Frankfurt(Main)Hbf 2027-05-14T23:02',
      'Frankfurt(Main)Hbf 2027-05-15T00:35 Freiburg(Breisgau) Hbf 2027-05-15T04:51',
      'Freiburg(Breisgau) Hbf 2027-05-15T05:20 Basel SBB 2027-05-15T06:02',
    ]);
  });

  it("reads a coach's timeline: a time over its place, the stop's address indented under it, no approximate comfort stop", async () => {
    const text = [
      'Your coach e-ticket',
      'Booking reference: QX7-2210',
      'OUTBOUND · Fri 20 Aug 2027',
      '21:10   Bristol Coach Station',
      '        Marlborough Street, Bristol BS1 3NU',
      '        Bays 3-5, shown 20 min before',
      '        |  Service 402 · Direct',
      '        |  Seat 7A',
      '05:40   Aberdeen Bus Station (Sat 21 Aug)',
      '',
      'Comfort stop: Tebay Services (approx. 01:30) and',
      'Perth (approx. 03:50).',
    ].join('\n');
    const legs = (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(legs).toEqual(['bus QX7-2210 Bristol Coach Station 2027-08-20T21:10 Aberdeen Bus Station 2027-08-21T05:40']);

    const html = `<p>Réservation : <b>AB-12CD34</b></p><p>Autocars Ouest</p><table>
      <tr><td colspan="2">Aller · samedi 19 juin 2027</td></tr>
      <tr><td>09:05</td><td><div>Nantes Gare Routière</div><div>Quai indiqué sur les écrans 20 min avant le départ, 27 boulevard de Stalingrad, 44000 Nantes</div></td></tr>
      <tr><td>12:20</td><td><div>Rennes Gare Routière</div></td></tr></table>`;
    const card = (await read(html, 'ticket.html')).reservations.map((r) => [r.type, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    expect(card).toEqual(['bus Nantes Gare Routière 2027-06-19T09:05 Rennes Gare Routière 2027-06-19T12:20']);
  });

  it("reads an event's 'Show' after its doors on one line, the name the subject gives before its venue, a time in the block under its date", async () => {
    const mail = (subject: string, body: string) => `From: Tickets <t@tickets.example>\nTo: a@example.com\nSubject: ${subject}\nDate: Tue, 07 Sep 2027 12:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const concert = mail(
      'Order confirmed: The Quiet Rivers at The Old Mill (Order #5510-2231)',
      ['Your order is confirmed.', '', 'The Quiet Rivers: Autumn Tour', '', 'Sat, Oct 2, 2027', 'Doors 7:00 PM  |  Show 8:00 PM', '', 'Order #: 5510-2231'].join('\n'),
    );
    const [show] = (await read(concert, 'order.eml')).reservations;
    expect([show?.type, show?.name, show?.start?.local]).toEqual(['event', 'The Quiet Rivers: Autumn Tour', '2027-10-02T20:00']);

    const conference = mail(
      'Registration confirmed: Baltic Data Days 2027 (BDD27-0099)',
      ['Baltic Data Days 2027 - Registration confirmed', '', 'Registration ID: BDD27-0099', '', 'WHEN', '  Tuesday 21 - Thursday 23 September 2027', '  Registration opens daily at 08:00, sessions 09:30-17:00', '', 'Getting there: train to Riga Central Station, then a short walk.'].join('\n'),
    );
    const [talks] = (await read(conference, 'registration.eml')).reservations;
    expect([talks?.type, talks?.name, talks?.start?.local, talks?.reservationNumber]).toEqual(['event', 'Baltic Data Days 2027', '2027-09-21T09:30', 'BDD27-0099']);
  });

  it("reads a timed entry in Japanese: a date with 年月日, its labels with full-width colons, the reference after '予約番号'", async () => {
    const text = ['ご予約内容', '予約番号　　：ABC2705-11223', '展覧会名　　：特別展「北斎の波」', '会場　　　　：中之島美術館', '入館日時　　：2027年6月3日(木) 14:00～14:30', '券種・枚数　：一般 1枚'].join('\n');
    expect(findDates('2027年6月3日', reference).map((d) => d.date)).toEqual(['2027-06-03']);
    const [entry] = (await read(text)).reservations;
    expect([entry?.type, entry?.reservationNumber, entry?.name, entry?.start?.local]).toEqual(['event', 'ABC2705-11223', '特別展「北斎の波」', '2027-06-03T14:00']);
  });

  it("names a stay by a heading that calls it a house ('The Heron House')", async () => {
    const text = ['The Heron House', '3 Quay Street, Galway', '', 'Reservation number: HH-55102', 'Arrival     Fri, 11 Jun 2027', 'Departure   Mon, 14 Jun 2027', 'Room        Double room'].join('\n');
    const [stay] = (await read(text)).reservations;
    expect([stay?.type, stay?.name, stay?.start?.local.slice(0, 10), stay?.end?.local.slice(0, 10)]).toEqual(['lodging', 'The Heron House', '2027-06-11', '2027-06-14']);
  });

  it("reads stays in Czech, Swedish and Polish, labels joined to their day's word ('Aankomstdatum'), a name's heading less its town after a dot, and a phrase's name up to its sentence's end", async () => {
    const stays = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '));
    const czech = 'Penzion U Tří Lip\nČíslo rezervace: UL-5521\nPříjezd:  2. 7. 2026 (od 15:00)\nOdjezd:   4. 7. 2026 (do 10:00)\nPočet nocí: 2';
    expect(await stays(czech)).toEqual(['lodging UL-5521 Penzion U Tří Lip 2026-07-02T15:00 2026-07-04T10:00']);
    const swedish = 'Bokningsnummer: VH-300-9\n\nVandrarhem Älvstranden · Umeå\n\nAnkomst:  lör 12 sep 2026, incheckning 16:00\nAvresa:   mån 14 sep 2026, utcheckning 10:00\nBoende:   2 bäddar i familjerum';
    expect(await stays(swedish)).toEqual(['lodging VH-300-9 Vandrarhem Älvstranden 2026-09-12T16:00 2026-09-14T10:00']);
    const polish = 'Numer rezerwacji: WR-88.12\nApartamenty Nad Odrą\nZameldowanie:  czwartek, 10 czerwca 2027\nWymeldowanie:  niedziela, 13 czerwca 2027\nLiczba nocy: 3';
    expect(await stays(polish)).toEqual(['lodging WR-88.12 Apartamenty Nad Odrą 2027-06-10T15:00 2027-06-13T11:00']);
    const dutch = 'Reserveringsnummer  GH-7781\nHotel De Drie Haringen\nAankomstdatum  2026-08-21\nVertrekdatum  2026-08-23\nAantal nachten  2';
    expect(await stays(dutch)).toEqual(['lodging GH-7781 Hotel De Drie Haringen 2026-08-21T15:00 2026-08-23T11:00']);
    const phrased = 'Your stay at Larchmont Suites Denver Downtown is confirmed. See you soon!\nConfirmation number: LS-4410-9\nCheck-in date: Oct 2, 2026\nCheck-out date: Oct 4, 2026';
    expect((await read(phrased)).reservations.map((r) => r.name)).toEqual(['Larchmont Suites Denver Downtown']);
  });

  it("reads a stay told in sentences, in a mail that names nothing else: the first paragraph with two dates in order, the hours after each, no deadline's date", async () => {
    const told = [
      'Dear Ms Okafor,',
      '',
      'We are delighted to welcome you on Thursday 8th April, when your room is ready from 3pm; you leave us on Sunday 11th April, by 11am.',
      '',
      'Booking reference: TW-2204',
      'Room: Twin room, breakfast included',
      '',
      'Should you need to cancel, tell us by 1st April and no charge is made.',
      '',
      'The Tidewater Guest House',
      '5 Harbour Row, Mousehole',
    ].join('\n');
    expect((await read(told)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual([
      'lodging TW-2204 The Tidewater Guest House 2026-04-08T15:00 2026-04-11T11:00',
    ]);
    // A conference's days at a hotel are no stay: its sentence has no guest's words.
    const summit = 'Registration confirmed: Northwind Data Summit\nRegistration ID: NDS-2291\n\nThe summit runs on 14 October 2026 and 15 October 2026 at the Harbour Hotel, 2 Dock Road, Bristol. Doors open 08:30.';
    expect((await read(summit)).reservations.map((r) => r.type)).not.toContain('lodging');
    // Two dates far apart are a booking's and its deadline's, not a stay.
    expect((await read('Your room booking of 2 March 2026 can be changed until 30 September 2026.')).reservations.map((r) => r.type)).not.toContain('lodging');
  });

  it("reads rail legs in Swedish ('avg', 'ank', 'Tåg'), a table's cell holding its place and its time, a city and its station apart by a dash, and a place on the line under its labelled time", async () => {
    const legs = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    const swedish = 'Bokningsnummer: TX-2231-AB\n\nUTRESA  tis 6 okt 2026\n  Tåg 77\n  Malmö C       avg 14:10\n  Lund C        ank 14:22';
    expect(await legs(swedish)).toEqual(['train TX-2231-AB Malmö C 2026-10-06T14:10 Lund C 2026-10-06T14:22']);
    const cells = 'Localizador:  ZP4Q8T\n\nIDA – lunes, 5 de abril de 2027\n\nTren    Salida    Llegada    Coche\n\n04417    Valencia-Joaquín Sorolla / 08:40    Madrid-Puerta de Atocha / 10:32    4';
    expect(await legs(cells)).toEqual(['train ZP4Q8T Valencia-Joaquín Sorolla 2027-04-05T08:40 Madrid-Puerta de Atocha 2027-04-05T10:32']);
    const dashed = 'Reservation Number: 8B1C0D\nTrain 2151\n  Depart:  Boston, MA - South Station       6:15 AM   Tue, Jun 8, 2027\n  Arrive:  Providence, RI - Union Station   7:02 AM   Tue, Jun 8, 2027';
    expect(await legs(dashed)).toEqual(['train 8B1C0D Boston, MA - South Station 2027-06-08T06:15 Providence, RI - Union Station 2027-06-08T07:02']);
    const below = 'Votre billet d\'autocar\nRéférence de réservation : CX-4410-77\n\nDépart : samedi 5 décembre 2026 à 22h40\nBordeaux Saint-Jean\nQuai 3\n\nArrivée : dimanche 6 décembre 2026 à 05h55\nToulouse Matabiau';
    expect(await legs(below)).toEqual(['bus CX-4410-77 Bordeaux Saint-Jean 2026-12-05T22:40 Toulouse Matabiau 2026-12-06T05:55']);
    // A hotel's sentences that hold two hours are no stop rows: 'and' and 'ask that rooms are vacated by' are no stations.
    const hotel = 'Check-in is between 2pm and 7pm.\nThe railway station is close by.\nWe ask that rooms are vacated by 10.30am.';
    expect((await read(hotel)).reservations.map((r) => r.type)).not.toContain('train');
  });

  it("reads a timeline's flights (a time and airport over the flight's line over the arrival), Turkish dates, Danish airports by their city's own name, and a date's slashes in the order the mail's other dates show", async () => {
    const flights = async (text: string) => (await read(text)).reservations.map((r) => [r.reservationNumber, facts(r).flight, r.start?.local, r.end?.local].join(' '));
    const timeline = ['Airline booking reference: ZK4PQA', '', 'OUTBOUND   Tue 6 Oct 2026', '', '  10:05    Lisbon (LIS) - Terminal 1', '           Atlantico Air AQ 410  |  Economy', '  13:40    Amsterdam (AMS)', '           Flight time 2h 35m', '', '  15:10    Amsterdam (AMS)', '           Atlantico Air AQ 1722  |  Economy', '  17:55+1  Lima (LIM)'].join('\n');
    expect(await flights(timeline)).toEqual(['ZK4PQA AQ410 LIS-AMS 2026-10-06T10:05 2026-10-06T13:40', 'ZK4PQA AQ1722 AMS-LIM 2026-10-06T15:10 2026-10-07T17:55']);
    const turkish = 'Rezervasyon Kodu (PNR) : 7PL2QX\nUçuş No   : TQ 903\nTarih     : 5 Mart 2027 Cuma\nKalkış    : 08:10   İzmir Adnan Menderes (ADB)\nVarış     : 10:05   Berlin Brandenburg Havalimanı (BER)\n\nÜCRET BİLGİLERİ';
    expect(await flights(turkish)).toEqual(['7PL2QX TQ903 ADB-BER 2027-03-05T08:10 2027-03-05T10:05']);
    const danish = 'Bookingnummer:  Q7MXRT\n\nUDREJSE - fredag den 12. juni 2026\nFly:       N5 301\nAfgang:    kl. 09.15  København, Kastrup Lufthavn\nAnkomst:   kl. 10.25  Oslo, Gardermoen Lufthavn\nPris i alt: 1.245,00 DKK';
    expect(await flights(danish)).toEqual(['Q7MXRT N5301 CPH-OSL 2026-06-12T09:15 2026-06-12T10:25']);
    const dayFirst = 'CÓDIGO DE RESERVA:  WQ2RT9\nFecha de la reserva: 21/01/2026\n\nVuelo: V9 1402\nFecha: 27/03/2026\nSalida: 07:15h  Madrid (MAD)\nLlegada: 08:30h  Bilbao (BIO)\n\nVuelo: V9 1403\nFecha: 03/04/2026\nSalida: 19:00h  Bilbao (BIO)\nLlegada: 20:10h  Madrid (MAD)';
    expect(await flights(dayFirst)).toEqual(['WQ2RT9 V91402 MAD-BIO 2026-03-27T07:15 2026-03-27T08:30', 'WQ2RT9 V91403 BIO-MAD 2026-04-03T19:00 2026-04-03T20:10']);
  });

  it("reads a coach's table whose time columns follow their stops ('Partenza da  Ora  Arrivo a  Ora'), and Polish stop labels with their dates and hours under them, the bay in brackets left out", async () => {
    const legs = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' '));
    const table = 'Codice prenotazione:   QA71KZ\n\nCorsa    Data    Partenza da    Ora    Arrivo a    Ora\nLinea 88    sab 12/09/2026    Bologna Autostazione / stallo 4    07:40    Verona Porta Nuova    09:55';
    expect(await legs(table)).toEqual(['bus QA71KZ Bologna Autostazione 2026-09-12T07:40 Verona Porta Nuova 2026-09-12T09:55']);
    const polish = 'Bilet autobusowy\nNumer rezerwacji: PB-4410\n\nPrzystanek początkowy: Łódź, Dworzec Autobusowy Fabryczny (stanowisko 3)\nData odjazdu:          04.11.2026\nGodzina odjazdu:       07:20\n\nPrzystanek docelowy:   Poznań, Dworzec Autobusowy\nData przyjazdu:        04.11.2026\nGodzina przyjazdu:     10:45';
    expect(await legs(polish)).toEqual(['bus PB-4410 Łódź, Dworzec Autobusowy Fabryczny 2026-11-04T07:20 Poznań, Dworzec Autobusowy 2026-11-04T10:45']);
  });

  it("reads an event's start under its date a blank line below, past what opens before it; its name from a subject less 'You're registered' and the place and dates in brackets; a match's 'Início do jogo'", async () => {
    const conference = 'Registration ID:  RX-2209-14\n\nWHEN\n  Monday, May 10 - Tuesday, May 11, 2027\n\n  Day 1 - Mon, May 10\n    8:00 AM   Badge pickup and coffee open\n    9:30 AM   Opening keynote\n';
    const [event] = (await extract(new TextEncoder().encode(`Subject: You're registered: Harborline DevDays 2027 (Oslo, May 10-11)\nDate: Mon, 01 Mar 2027 10:00:00 +0000\nContent-Type: text/plain\n\n${conference}`), { name: 'mail.eml', reference })).reservations;
    expect([event?.type, event?.name, event?.start?.local, event?.reservationNumber]).toEqual(['event', 'Harborline DevDays 2027', '2027-05-10T09:30', 'RX-2209-14']);
    const match = 'N.º da encomenda: SC-2027-7712\nEvento: FC Norte vs. Académico\n\nData: Sábado, 13 de março de 2027\nAbertura de portas: 17h00\nInício do jogo: 19h00';
    expect((await read(match)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['event SC-2027-7712 FC Norte vs. Académico 2027-03-13T19:00']);
  });

  it("reads months in Hungarian, Romanian, Ukrainian and Arabic, Hungarian's year first with the month's name, and Arabic's morning and evening after a time", () => {
    const text = '2027. március 26. | 7 august 2027 | 14 січня 2027 р. | 12 أيار 2027 | 3 شباط 2027';
    expect(findDates(text, reference).map((d) => d.date)).toEqual(['2027-03-26', '2027-08-07', '2027-01-14', '2027-05-12', '2027-02-03']);
    expect(findTimes('الساعة 10:15 صباحاً الساعة 02:20 مساءً الساعة 12:05 صباحا').map((t) => t.time)).toEqual(['10:15', '14:20', '00:05']);
  });

  it("reads a coach's labels joined to their values by dots, a shuttle whose stop follows a dash, and a night train whose places are labelled over their dates, with a Cyrillic booking number", async () => {
    const coach = 'Autocare Transilvania\n\n  Cod rezervare ......... AT-448120\n  Data .................. vineri, 3 septembrie 2027\n  De la ................. Cluj-Napoca (Autogara Beta)\n  Plecare ............... ora 07:40\n  La .................... Brașov (Autogara 1)\n  Sosire estimată ....... ora 12:55\n';
    expect((await read(coach)).reservations.map(facts)).toEqual([
      expect.objectContaining({ type: 'bus', ref: 'AT-448120', from: 'Cluj-Napoca (Autogara Beta)', to: 'Brașov (Autogara 1)', start: { local: '2027-09-03T07:40', zone: 'Europe/Bucharest' } }),
    ]);
    const shuttle = 'Codice prenotazione: NV-20417\nNavetta per l\'aeroporto\n\nGiovedì 14 ottobre 2027\nPartenza ore 6.30 - Milano Centrale\nArrivo ore 7.20 - Malpensa Terminal 2\n';
    const [leg] = (await read(shuttle)).reservations;
    expect([leg?.type, leg?.startPlace.name, leg?.endPlace.name, leg?.end?.local]).toEqual(['bus', 'Milano Centrale', 'Malpensa Terminal 2', '2027-10-14T07:20']);
    const night = 'Номер замовлення:   ЛВ-0091342\n\nПоїзд:              № 743 «Львів — Київ»\nВідправлення:       Львів\n                    субота, 20 лютого 2027 р., о 23:10\nПрибуття:           Київ-Пасажирський\n                    неділя, 21 лютого 2027 р., о 07:45\n';
    expect((await read(night)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local].join(' '))).toEqual([
      'train ЛВ-0091342 Львів Київ-Пасажирський 2027-02-20T23:10 2027-02-21T07:45',
    ]);
  });

  it("reads a timetable's columns headed 'Depart  From  Arrive  To'", async () => {
    const table = 'Your train tickets. Booking reference: 7QK2M4PZ\n\nOutward journey — Friday 6 August 2027\n\n  Depart   From   Arrive   To   Operator\n  10:00    York    12:05    London Kings Cross    LNER\n';
    expect((await read(table)).reservations.map((r) => [r.type, r.startPlace.name, r.endPlace.name, r.start?.local, r.end?.local].join(' '))).toEqual(['train York London Kings Cross 2027-08-06T10:00 2027-08-06T12:05']);
  });

  it("reads cars: a table whose columns are the pick-up and the return, a rental told in sentences, Japanese headings with a note in brackets; and a car's model names no airport", async () => {
    const table = 'Mietwagen – Reservierungsnummer: MW-55102\n\n  –    Abholung    Rückgabe\n\n  Datum    Mi, 02.06.2027    Sa, 05.06.2027\n\n  Uhrzeit    08:15 Uhr    19:30 Uhr\n\n  Station    Hamburg Hbf    Bremen Flughafen\n';
    expect((await read(table)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar MW-55102 2027-06-02T08:15 2027-06-05T19:30']);
    const prose = 'Your confirmation number is RD5521X.\n\nYour compact car will be ready for you at our Denver Union Station office on Monday, June 14, 2027 at 9:30 AM.\n\nPlease return the vehicle to our Boulder office no later than 6:00 PM on Thursday, June 17, 2027. Late returns are charged an extra day.\n';
    expect((await read(prose)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar RD5521X 2027-06-14T09:30 2027-06-17T18:00']);
    const japanese = 'さくらレンタカー\n予約番号\nSR-0611-2290\n\n■ 貸出（出発）\n\n日時2027年6月11日（金） 09:00\n\n■ 返却\n\n日時2027年6月13日（日） 18:30\n';
    expect((await read(japanese)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar SR-0611-2290 2027-06-11T09:00 2027-06-13T18:30']);
    const model = 'Alquiler de coche – Localizador: CR-77120\n\nRECOGIDA\nOficina: Aeropuerto de Sevilla (SVQ)\nFecha: lunes, 5 de julio de 2027\nHora: 11:00 h\nVuelo: IB 2431\n\nDEVOLUCIÓN\nFecha: viernes, 9 de julio de 2027\nHora: 09:00 h\n\nGrupo C – Hyundai Tucson o similar\n';
    expect((await read(model)).reservations.map((r) => r.type)).toEqual(['rentalCar']);
  });

  it("reads stays in Danish and Vietnamese: their check-in and check-out labels, a flat's name after its label, a Vietnamese booking number", async () => {
    const danish = 'Bookingnummer:   FL-20931\nLejlighed:       Havnehuset Nyhavn\n\nIndtjekning:     lørdag den 4. september 2027 fra kl. 15.00\nUdtjekning:      tirsdag den 7. september 2027 senest kl. 10.00\n';
    expect((await read(danish)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging FL-20931 Havnehuset Nyhavn 2027-09-04 2027-09-07']);
    const vietnamese = 'Sông Hương Homestay\n\nMã đặt phòng: SH-2027-118\nNhận phòng: Thứ Ba, 14/12/2027, từ 14:00\nTrả phòng: Thứ Năm, 16/12/2027, trước 12:00\n';
    expect((await read(vietnamese)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging SH-2027-118 2027-12-14T14:00 2027-12-16T12:00']);
  });

  it("keeps the readings of ordinary mails under the eleventh batch's rules: a timetable's dot leaders, an ellipsis in a sentence, a train's and a newsletter's returns no car, a leg's date under its places, a sentence under an arrival, an aircraft 'or similar'", async () => {
    const brief = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.name || `${r.startPlace.name}>${r.endPlace.name}`, r.start?.local, r.end?.local ?? ''].join(' '));
    expect(await brief('Auftragsnummer: 456789123456\nHinfahrt am 14.03.2027 mit dem Zug\nBerlin Hbf ........ ab 10:15  ICE 1007\nMünchen Hbf ....... an 14:48\n')).toEqual(['train Berlin Hbf>München Hbf 2027-03-14T10:15 2027-03-14T14:48']);
    expect(await brief('Your hotel.... is booked!\nHotel Aurora\nCheck-in: 12 May 2027\nCheck-out: 14 May 2027\n')).toEqual(['lodging Hotel Aurora 2027-05-12T15:00 2027-05-14T11:00']);
    const amtrak = 'Amtrak eTicket\nReservation Number: 4B7C2D\nTrain 2151, Car 5, Seat 12A\nDeparts New York 7:00 AM, Fri, Mar 12, 2027\n\nYour return train on Mar 15, 2027 leaves at 5:00 PM; please board car 3.\n';
    expect((await brief(amtrak)).filter((r) => r.startsWith('rentalCar'))).toEqual([]);
    expect(await brief('Spring sale from 1 April 2027.\nWhen you return the car with a full tank before 30 April 2027 at 18:00 you get a voucher.\n')).toEqual([]);
    expect(await brief('Booking reference: QX7P2L\n\nFrom: Berlin Hbf\nTo: Hamburg Hbf\nDate: 14 March 2027, 10:15\n')).toEqual(['train Berlin Hbf>Hamburg Hbf 2027-03-14T10:15 ']);
    expect(await brief('Your train. Booking reference: QX7P2L\n\nFrom: Berlin Hbf\nTo: Hamburg Hbf\nValid until 23:59 on 14 March 2027\nDeparture: 14 March 2027 10:15\n')).toEqual(['train Berlin Hbf>Hamburg Hbf 2027-03-14T10:15 ']);
    expect((await read('Flight LH 2041\nMunich (MUC) - Berlin (BER), Airbus A320 or similar\n14 Apr 2027 07:10 - 08:15\n')).reservations.map(facts)).toEqual([
      expect.objectContaining({ type: 'flight', flight: 'LH2041 MUC-BER' }),
    ]);
  });

  it("reads months in Greek and Finnish, a month's name without its accents or with a dotless i ('fevrier', 'Kasim'), and no Polish 'kolejny' (next) as a train", async () => {
    const text = 'Σάββατο, 21 Αυγούστου 2027 | 17 joulukuuta 2027 | 5 fevrier 2027 | 3 Kasim 2027 | 4 KASIM 2027';
    expect(findDates(text, reference).map((d) => d.date)).toEqual(['2027-08-21', '2027-12-17', '2027-02-05', '2027-11-03', '2027-11-04']);
    const coach = 'Numer biletu / rezerwacji: WE-3381247\n\nData podróży: piątek, 19.02.2027\n\nOdjazd   07:15   Warszawa Zachodnia\n                 Dworzec Autobusowy, stanowisko 8\nPrzyjazd 12:05   Kraków MDA\n\nOdbierz 10% zniżki na kolejny przejazd!\n';
    expect((await read(coach)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name].join(' '))).toEqual(['bus WE-3381247 Warszawa Zachodnia Kraków MDA']);
  });

  it("reads cars: a heading's date with its time a block below, a number on the line after a sentence's colon, and a departure and a return under headings in a mail that books nothing else, their cells labelled", async () => {
    const car = 'Your reservation is confirmed. Show this confirmation number at the counter:\n\nK4829173US\n\nPick-up\n\nFriday, October 29, 2027\n\n2:00 PM\n\nPhoenix Sky Harbor Airport (PHX)\n\nDrop-off\n\nMonday, November 8, 2027\n\n11:00 AM\n\nLas Vegas Airport (LAS)\n\nVehicle: Standard SUV or similar\n';
    expect((await read(car)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar K4829173US 2027-10-29T14:00 2027-11-08T11:00']);
    const french = "Votre location de véhicule est confirmée.\n\nN° de réservation : FR-LYS-7731920\n\n   Départ\n\n   Date et heure   mercredi 3 mars 2027 à 10h30\n\n   Agence   Lyon Aéroport Saint-Exupéry / Terminal 1\n\n   Retour\n\n   Date et heure   dimanche 7 mars 2027 à 18h00\n\n   Agence   Lyon Part-Dieu Gare\n\nVotre véhicule : Peugeot 308 ou similaire\n";
    expect((await read(french)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar FR-LYS-7731920 2027-03-03T10:30 2027-03-07T18:00']);
    // A train's departure and return under the same headings is a train's, whatever the mail says of a car park.
    const train = 'Votre voyage en train. Référence : QXT4PL\n\n   Départ\n\n   Gare   Paris Gare de Lyon\n\n   Date et heure   mercredi 3 mars 2027 à 10h30\n\n   Arrivée\n\n   Gare   Lyon Part-Dieu\n\n   Date et heure   mercredi 3 mars 2027 à 12h28\n\nParking voiture disponible en gare.\n';
    expect((await read(train)).reservations.map((r) => [r.type, r.startPlace.name, r.endPlace.name, r.start?.local].join(' '))).toEqual(['train Paris Gare de Lyon Lyon Part-Dieu 2027-03-03T10:30']);
  });

  it("reads an agency's numbered sections: a flight's number not the car's under '3) MIETWAGEN', a hotel's labelled with whose it is, no number as the hotel's name; an airline's code labelled after the airline's name", async () => {
    const agency = 'Vorgangsnummer: SW-2027-118842\n\n1) FLUG\nBuchungscode (Lufthansa): 5TXM9P\n\nHinflug   Sa., 15.05.2027\n  LH 1166   Frankfurt (FRA) 09:50  ->  Lissabon (LIS) 11:55\n\nRückflug  Sa., 22.05.2027\n  LH 1167   Lissabon (LIS) 12:45  ->  Frankfurt (FRA) 16:35\n\n2) HOTEL\n\nBestätigungsnummer Hotel: 88213457\n\nHotel Miradouro Alfama\nAnreise: Sa., 15.05.2027\nAbreise: Sa., 22.05.2027\n7 Nächte, 1 Doppelzimmer\n\n3) MIETWAGEN\n\nReservierungsnummer: LIS-40917732\nAbholung:  Sa., 15.05.2027, 12:30 Uhr\nRückgabe:  Sa., 22.05.2027, 10:30 Uhr\n';
    expect((await read(agency)).reservations.map((r) => [r.type, r.reservationNumber, r.name].join(' '))).toEqual([
      'flight 5TXM9P ',
      'flight 5TXM9P ',
      'lodging 88213457 Hotel Miradouro Alfama',
      'rentalCar LIS-40917732 ',
    ]);
    expect(referencesIn('Reserveringscode KLM: P3VWX8\nLocalizador de la aerolínea (Iberia): MZ4Q8R\n').map((r) => r.value)).toEqual(['P3VWX8', 'MZ4Q8R']);
    // A Korean registration number, never a company's ('사업자등록번호').
    expect(referencesIn('   등록번호   DCS27-004812\n(주)예시 | 사업자등록번호 104-86-55231\n').map((r) => r.value)).toEqual(['DCS27-004812']);
  });

  it("names an event by a cell of its text that the subject's bracketed part is, or by the line its name before a comma and venue begins", async () => {
    const mail = (subject: string, body: string) => `From: tickets@example.com\nSubject: ${subject}\nDate: Mon, 3 May 2027 10:31:00 +0900\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const seoul = mail('[DevCloud Seoul 2027] Registration complete', 'DevCloud Seoul 2027 / Cloud native developer conference\n\nYour registration for the conference is complete.\n\n   Registration number   DCS27-004812\n\n   Date   24 June 2027 09:00 ~ 18:00\n');
    expect((await read(seoul)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['event DevCloud Seoul 2027 2027-06-24T09:00']);
    const concert = mail('Orderbekräftelse 55120-8834 – Midnattsorkestern, Kajhallen', 'Tack för ditt köp! Dina e-biljetter hittar du i appen.\n\nOrdernummer: 55120-8834\n\nMIDNATTSORKESTERN – VÅRTURNÉ 2027\nlördag 10 april 2027, kl. 20.00\n\nKajhallen\nStockholm\n');
    expect((await read(concert)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['event 55120-8834 MIDNATTSORKESTERN – VÅRTURNÉ 2027 2027-04-10T20:00']);
  });

  it("keeps the readings of ordinary mails under the twelfth batch's rules: no car from a trip's departure and return, 'Time Out Market' a place, a code straight after its label, no word under a sentence's colon, no company's registration, no brand or greeting as an event's name", async () => {
    const brief = async (text: string) => (await read(text)).reservations.map((r) => [r.type, r.reservationNumber, r.name || `${r.startPlace.name}>${r.endPlace.name}`].join(' '));
    expect(await brief('Booking reference: N0QX4K\n\nDeparture\nDate: 18 May 2027\nTime: 11:00\nFrom: London Gatwick\n\nReturn\nDate: 25 May 2027\nTime: 17:40\nFrom: New York JFK\n\nAdd a rental car to your trip with our partner.\n')).toEqual([]);
    expect(await brief('Reserva: CR-88123\nAutocarro 15E\nDe: Praça da Figueira 12/07/2027 10:00\nPara: Time Out Market 12/07/2027 10:25\n')).toEqual(['bus CR-88123 Praça da Figueira>Time Out Market']);
    expect(referencesIn('PNR QZXKPL Status: Confirmed\n').map((r) => r.value)).toEqual(['QZXKPL']);
    expect(referencesIn('Booking reference ZXQWMP Passenger: KOWALSKI/ANNA\n').map((r) => r.value)).toEqual(['ZXQWMP']);
    expect(referencesIn('Confirmation of dates:\nARRIVAL 28 MAY 2027 - DEPARTURE 30 MAY 2027\n')).toEqual([]);
    expect(referencesIn('주식회사 예시 | 사업자 등록번호 : 220-88-02594\n')).toEqual([]);
    const mail = (subject: string, body: string) => `From: tickets@example.com\nSubject: ${subject}\nDate: Mon, 3 May 2027 10:31:00 +0100\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    expect((await read(mail('[DICE] You are going!', 'Your tickets are in the app.\n\nFri 9 July 2027, 21:00\nFabric, London\n\nDICE FM Ltd, 1 Long Lane, London\n'))).reservations.map((r) => r.name)).not.toContain('DICE FM Ltd, 1 Long Lane, London');
    expect((await read(mail('Welcome, Anna: your visit to Wonderlab', 'Welcome to the Science Museum!\n\nWonderlab: The Equinor Gallery\nDate: Sunday 27 June 2027\nTime slot: 11:00\nOrder ID: SM-4488121\n'))).reservations.map((r) => r.name)).not.toContain('Welcome to the Science Museum!');
  });

  it("reads the fourteenth batch's forms: stays, cars and events in more languages, a card's times over its route, airports in their own script, a label's qualifier before a cell gap", async () => {
    expect(await brief('Rezervasyon No : TR-55120\nGalata Rüya Butik Otel\nGiriş Tarihi   : 04.06.2027 Cuma\nÇıkış Tarihi   : 08.06.2027 Salı\nKonaklama : 4 gece\n')).toEqual([
      'lodging TR-55120 Galata Rüya Butik Otel 2027-06-04T15:00 2027-06-08T11:00',
    ]);
    expect(await brief('Foglalási szám: 1234-88\nSzállás:   Tisza Part Apartman\nÉrkezés:   2027. szeptember 3. (péntek), 15:00 órától\nTávozás:   2027. szeptember 6. (hétfő), 10:00 óráig\n')).toEqual([
      'lodging 1234-88 Tisza Part Apartman 2027-09-03T15:00 2027-09-06T10:00',
    ]);
    // The town after a name's comma, said again by the address under it, is no part of the name.
    expect(await brief('Hotel confirmation no.: HP-2231\nHotel Praia Azul, Lagos\nRua do Mar 4, 8600-000 Lagos, Portugal\nCheck-in: Sat 12 June 2027\nCheck-out: Sat 19 June 2027\n')).toEqual([
      'lodging HP-2231 Hotel Praia Azul 2027-06-12T15:00 2027-06-19T11:00',
    ]);
    expect(await brief('Takk for at du leier bil hos oss!\nReferansenummer: NB-77120\n\nHENTING\n  Tromsø lufthavn\n  fredag 2. juli 2027 kl. 13.30\n\nLEVERING\n  Tromsø lufthavn\n  fredag 9. juli 2027 kl. 11.00\n')).toEqual([
      'rentalCar NB-77120 > 2027-07-02T13:30 2027-07-09T11:00',
    ]);
    // A car's voucher in its section's heading, not the flights' reference.
    const agency = 'FLIGHTS   Airline reference: QW7TRE\nSat 12 Jun 2027\n  BA2662  London Gatwick (LGW) 08:15  Faro (FAO) 10:50\n\nCAR HIRE   Voucher no.: 5512-0931\nPick-up:  Faro Airport\n  Sat 12 Jun 2027, 11:30\nDrop-off:  Faro Airport\n  Sat 19 Jun 2027, 09:30\n';
    expect((await brief(agency)).filter((r) => r.startsWith('rentalCar'))).toEqual(['rentalCar 5512-0931 > 2027-06-12T11:30 2027-06-19T09:30']);
    // A one-word label is a reference's only first on its line or in its cell.
    expect(referencesIn('Référence de dossier : QWZTRB\nNom associé au dossier : DUBOIS\n').map((r) => r.value)).toEqual(['QWZTRB']);
    expect(referencesIn('   Localizador de la aerolínea (Vueling)   QX7R2M\n').map((r) => r.value)).toEqual(['QX7R2M']);
    const french = 'Référence : QWZTRB\n\nLe dimanche 14 mars 2027, vous repartez de Paris Gare de Lyon à 18h00 à bord du TGV INOUI n° 6627, pour une arrivée prévue à Lyon Part-Dieu à 19h56.\n';
    expect(await brief(french)).toEqual(['train QWZTRB Paris Gare de Lyon>Lyon Part-Dieu 2027-03-14T18:00 2027-03-14T19:56']);
    expect(await brief('Bokningsnummer: SJK88TR\n\nUTRESA  mån 15 nov 2027\n  07:21  Stockholm Central\n         Snabbtåg 423 · vagn 4\n  10:26  Göteborg Central\n')).toEqual([
      'train SJK88TR Stockholm Central>Göteborg Central 2027-11-15T07:21 2027-11-15T10:26',
    ]);
    // A platform in brackets after the stop, in Czech.
    expect(await brief('Číslo rezervace: 7731902845\nAutobus\nOdjezd: 21. 5. 2027 08:00  Praha, ÚAN Florenc (stanoviště 12)\nPříjezd: 21. 5. 2027 10:30  Brno, ÚAN Zvonařka\n')).toEqual([
      'bus 7731902845 Praha, ÚAN Florenc>Brno, ÚAN Zvonařka 2027-05-21T08:00 2027-05-21T10:30',
    ]);
    // A card's two times alone on a line, a blank line above its route: each flight its own times, not the next one's.
    const card = 'IDA · jueves, 13 de mayo de 2027\n\n   07:05      09:20\n\n   BCN / Barcelona-El Prat   2 h 15 min / VY8312 · Vueling   AMS / Ámsterdam-Schiphol\n\nVUELTA · lunes, 17 de mayo de 2027\n\n   19:40      21:55\n\n   AMS / Ámsterdam-Schiphol   2 h 15 min / VY8317 · Vueling   BCN / Barcelona-El Prat\n';
    expect((await read(card)).reservations.map((r) => [r.flight?.flightNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['8312 2027-05-13T07:05 2027-05-13T09:20', '8317 2027-05-17T19:40 2027-05-17T21:55']);
    const japanese = '■航空会社 予約番号：5K2QWT\n【往路】2027年3月12日(金)\n　日本航空 JL305便\n　東京(羽田) 07:30発 → 福岡 09:25着\n';
    expect((await read(japanese)).reservations.map(facts)).toEqual([expect.objectContaining({ ref: '5K2QWT', flight: 'JL305 HND-FUK', start: { local: '2027-03-12T07:30', zone: 'Asia/Tokyo' } })]);
    const mail = (subject: string, body: string) => `From: tickets@example.com\nSubject: ${subject}\nDate: Mon, 3 May 2027 10:31:00 +0200\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const finnish = mail('Tilausvahvistus 55120773 - Kaamos Live 2027', 'Kiitos tilauksestasi! Liput ovat liitteenä.\n\nTilausnumero: 55120773\n\nKAAMOS LIVE 2027\nKonsertti · Kalliosali, Helsinki\n\nla 27.11.2027 klo 19.00\n');
    expect(await brief(finnish)).toEqual(['event 55120773 KAAMOS LIVE 2027 2027-11-27T19:00 ']);
    // A start's label after a possessive, its date past a blank line and its time a block under; a subject's date is no name.
    const museum = mail('Je tickets voor Museum De Lichtkamer - za 17 apr 2027', 'Museum De Lichtkamer · Utrecht\n\nJOUW TIJDSLOT\n\nza 17 apr 2027\n\n10:30 – 11:00\n\n   Bestelnummer   LK-2027-0449\n');
    expect(await brief(museum)).toEqual(['event LK-2027-0449 Museum De Lichtkamer 2027-04-17T10:30 ']);
  });

  it("keeps the readings of ordinary mails under the fourteenth batch's rules: a one-word label within a line, a spent voucher, legs' times under their routes, an office's hours, trains and surnames in Chinese and Japanese, a ferry's arrival, a key's pick-up, a transfer, a birth's and an invoice's dates", async () => {
    expect(referencesIn('Your reservation: HV83KQ2Z is confirmed.\n').map((r) => r.value)).toEqual(['HV83KQ2Z']);
    expect(referencesIn('Booking reference: J2K7Q4\nVoucher no. GIFT2027X used towards this booking.\n').map((r) => r.value)).toEqual(['J2K7Q4']);
    // Each leg's times under its route: the next leg's route is no card under them.
    const legs = 'Record locator: XK4T7Q\n\nSAS SK 1469  Copenhagen (CPH) - Oslo (OSL)  Fri 06 Aug 2027\n08:10 09:20\nSAS SK 1470  Oslo (OSL) - Copenhagen (CPH)  Sun 08 Aug 2027\n17:40 18:50\n';
    expect((await read(legs)).reservations.map((r) => [r.flight?.flightNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['1469 2027-08-06T08:10 2027-08-06T09:20', '1470 2027-08-08T17:40 2027-08-08T18:50']);
    const hours = 'Buchungscode: EW8K2Q\n\nÖffnungszeiten Check-in-Schalter\n04:30 22:00\n\nEW 9462  Düsseldorf (DUS) - Palma de Mallorca (PMI)\nSa, 31.07.2027  07:15 → 09:30\n';
    expect((await read(hours)).reservations.map((r) => [r.flight?.flightNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['9462 2027-07-31T07:15 2027-07-31T09:30']);
    expect(await brief('订单号：G7502\n车次 G7502次\n杭州东站 08:00 → 上海虹桥站 09:05\n虹桥机场 is close to the station.\n')).not.toContainEqual(expect.stringMatching(/^flight/));
    // A surname that is also a town's name is no airport: the route is the one with an arrow.
    const japanese = '便名: NH 245\n搭乗者: 小松 太郎 様\n区間: 羽田 → 福岡\n2027年9月3日 10:00発 12:00着\n';
    expect((await read(japanese)).reservations.map(facts)).toEqual([expect.objectContaining({ flight: 'NH245 HND-FUK' })]);
    const ferry = 'Booking code: BSF4471\n\nDeparture: Piraeus 15/07/2027 07:25\nArrival: Naxos 15/07/2027 13:10\n\nReturn\nDeparture: Naxos 22/07/2027 14:00\nArrival: Piraeus 22/07/2027 19:45\n\nΞενοδοχείο στη Νάξο; See our offers.\n';
    expect(await brief(ferry)).toEqual([]);
    const hotel = 'Thon Hotel Nordnes - Bekreftelse\n\nReservasjonsnummer: TH88120\n\nInnsjekking: 07.05.2027 fra kl. 15:00\nUtsjekking: 09.05.2027 innen kl. 12:00\n\nParkering: plass for én bil.\nHenting av nøkkelkort i resepsjonen: 07.05.2027 etter kl. 15:00\nLevering av bagasje til rommet: 07.05.2027 kl. 16:00\n';
    expect(await brief(hotel)).toEqual(['lodging TH88120 Thon Hotel Nordnes 2027-05-07T15:00 2027-05-09T12:00']);
    expect(await brief('Transfer med bil\nReferansenummer: TR-5512\nHenting: Tromsø lufthavn 03.11.2027 kl. 14:10\nLevering: Hotellet 03.11.2027 kl. 14:35\n')).toEqual([]);
    const mail = (subject: string, body: string) => `From: tickets@example.com\nSubject: ${subject}\nDate: Fri, 15 Jan 2027 10:00:00 +0100\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    expect(await brief(mail('Your tickets for Hamilton', 'Order number: TM-771209\n\nHamilton\nVictoria Palace Theatre, London\n\nYour date of birth: 14/05/1990\nPerformance: Saturday 8 May 2027, 7:30 PM\n'))).toEqual([
      'event TM-771209 Hamilton 2027-05-08T19:30 ',
    ]);
    expect((await brief(mail('Ihre Tickets: Der zerbrochne Krug', 'Rechnungsdatum\n\n14.01.2027\n\nDer zerbrochne Krug\nDeutsches Theater, Berlin\nVorstellung am Freitag, 5. März 2027 um 19:30 Uhr\n'))).map((r) => r.split(' ').at(-2))).toEqual(['2027-03-05T19:30']);
  });

  it("reads the fifteenth batch's forms: a coach's stops as one leg, a train's category, cells labelled side by side, Croatian dates and labels, a ticket's issue time, a US city's station", async () => {
    // A coach's intermediate stops, each with an arrival and a departure, are no changes; its service's number is no flight.
    const coach = 'Booking reference:   SCL8841207\n\nOUTWARD   Friday 04 June 2027\nService M91 (Edinburgh - Inverness)   Seats: 7A, 7B\nStop                                 Arrive    Depart\nEdinburgh Airport                       -      09:25\nPerth Broxden Park & Ride             10:20    10:25\nPitlochry                             11:02    11:03\nKingussie                             11:52    11:53\nAviemore                              12:10      -\n\nShow your e-ticket to the coach driver.\n';
    expect(await brief(coach)).toEqual(['bus SCL8841207 Edinburgh Airport>Aviemore 2027-06-04T09:25 2027-06-04T12:10']);
    // A change named by its word keeps its legs, and a 'REX' is a train in a mail whose table heads 'Haltestelle'.
    const change = 'Ticketcode:      482177309156\n\nBahnhof/Haltestelle        Datum         Zeit      Gleis   Verkehrsmittel\nWien Hbf                   14.08.2027    ab 06:58  8A-C    RJ 532\nVillach Hbf                14.08.2027    an 11:02  3\n   Umstieg, Umsteigezeit 15 Min.\nVillach Hbf                14.08.2027    ab 11:17  5       REX 1867\nLienz                      14.08.2027    an 12:57  1\n';
    expect(await brief(change)).toEqual(['train 482177309156 Wien Hbf>Villach Hbf 2027-08-14T06:58 2027-08-14T11:02', 'train 482177309156 Villach Hbf>Lienz 2027-08-14T11:17 2027-08-14T12:57']);
    // A day and month before a word and its time; a number with a small letter before its capitals.
    const polish = 'Numer biletu   eIC74619283\nWażny w dniu   18.12.2027\n\nStacja   Data   Godzina   Pociąg\nOd: Kraków Główny   18.12   odj. 06:12   EIP 5300\nDo: Gdańsk Główny   18.12   przyj. 11:47\n';
    expect(await brief(polish)).toEqual(['train eIC74619283 Kraków Główny>Gdańsk Główny 2027-12-18T06:12 2027-12-18T11:47']);
    // A ticket's issue time is no stop.
    const issued = 'BILLETE ELECTRÓNICO / E-TICKET      Fecha emisión: 02/03/2027 20:14\nLocalizador: 4XK7QM\n\nVUELTA                     Domingo 28/03/2027\n   17:25   BARCELONA-SANTS\n   20:15   MADRID-PUERTA DE ATOCHA\n   Tren: AVE 03172\n';
    expect(await brief(issued)).toEqual(['train 4XK7QM BARCELONA-SANTS>MADRID-PUERTA DE ATOCHA 2027-03-28T17:25 2027-03-28T20:15']);
    // A departure's and an arrival's cells on one line, each a label over its place, its day and its time.
    const cells = 'Folio de compra: 90314722\nViaje de ida · autobús\n\n    SALIDA / CIUDAD DE MÉXICO / viernes 14 de mayo de 2027 / 23:45 h    LLEGADA ESTIMADA / OAXACA (CENTRO) / sábado 15 de mayo de 2027 / 06:50 h\n';
    expect(await brief(cells)).toEqual(['bus 90314722 CIUDAD DE MÉXICO>OAXACA (CENTRO) 2027-05-14T23:45 2027-05-15T06:50']);
    // Croatian: a date with a dot after its year, its labels, an apartment house's name after 'Objekt'.
    const croatian = 'POTVRDA REZERVACIJE\nBroj rezervacije: 2027-0412\n\nObjekt:     Apartmani Vesna\n            Put Kaštela 12, 21300 Makarska\nSmještaj:   Apartman A3 (2+2), 1. kat\n\nDolazak:    subota, 17.07.2027. od 14:00 sati\nOdlazak:    subota, 24.07.2027. do 10:00 sati\n';
    expect(await brief(croatian)).toEqual(['lodging 2027-0412 Apartmani Vesna 2027-07-17T14:00 2027-07-24T10:00']);
    expect(findDates('do 30.04.2027.', reference).map((d) => d.date)).toEqual(['2027-04-30']);
    // 'City, ST - Station' is one place, less the station's code.
    const amtrak = 'Reservation Number - 4B7F2C\nTRAIN 48 - LAKE SHORE LIMITED\nDepart   9:30 PM   Mon, Mar 15, 2027   Chicago, IL - Union Station (CHI)\nArrive   6:23 PM   Tue, Mar 16, 2027   New York, NY - Moynihan Train Hall (NYP)\n';
    expect(await brief(amtrak)).toEqual(['train 4B7F2C Chicago, IL - Union Station>New York, NY - Moynihan Train Hall 2027-03-15T21:30 2027-03-16T18:23']);
    // An offer's date far under a flight is no arrival's: the flight is read, not dropped as weeks long.
    const offer = `Kod rezerwacji     K7FQ2P\nLot                W6 1305\nData               wt., 06.04.2027\nZ                  Katowice (KTW)\nDo                 Londyn Luton (LTN)\nOdlot              06:15\nPrzylot            07:35\n${'Bagaż podręczny: 1 x 10 kg.\n'.repeat(20)}Oferta ważna do 30.04.2027 r.\n`;
    expect((await read(offer)).reservations.map(facts)).toEqual([expect.objectContaining({ flight: 'W61305 KTW-LTN', end: { local: '2027-04-06T07:35', zone: 'Europe/London' } })]);
  });

  it("reads the sixteenth batch's forms: a card closed by its flight's line, an e-ticket attached as text, a schedule change's new flight alone, a route in full-width brackets, no event's label as a stop", async () => {
    // Each card's departure and arrival over its flight's line, the lines apart by blank lines (an HTML mail's blocks), '(+1)' after an arrival.
    const cards = 'Bokningsnummer:   LQ8W3R\n\ntorsdag 16 september 2027\n\n   14:05   Stockholm Arlanda (ARN), Terminal 5\n\n   15:15   Köpenhamn Kastrup (CPH), Terminal 3\n\n   SK 1418 · Opereras av SAS · Airbus A320neo\n\nByte i Köpenhamn: 2 t 25 min\n\n   17:40   Köpenhamn Kastrup (CPH), Terminal 3\n\n   14:55 (+1)   Tokyo Haneda (HND), Terminal 3\n\n   SK 983 · Opereras av SAS · Airbus A350-900\n';
    expect(await brief(cards)).toEqual(['flight LQ8W3R SK1418 2027-09-16T14:05 2027-09-16T15:15', 'flight LQ8W3R SK983 2027-09-16T17:40 2027-09-17T14:55']);
    // An e-ticket's receipt attached as a text file; a fare's amounts after their currency's code are no times.
    const receipt = 'Booking reference    JK4V8N\nFlight   Date       Dep                      Arr\nEK 501   10NOV27    MUMBAI (BOM)  0410       DUBAI (DXB)  0555\n\nTaxes, fees and charges   EUR     11.37 PT   EUR  3.01 ZR\n';
    const attached = await samples.mail({ text: 'Your e-ticket receipt is attached.', attachments: [{ filename: 'eticket.txt', content: receipt, contentType: 'text/plain' }] });
    expect(await brief(attached)).toEqual(['flight JK4V8N EK501 2027-11-10T04:10 2027-11-10T05:55']);
    expect(findTimes('EUR     11.37 PT   EUR 3.01 ZR   at 11.45').map((t) => t.time)).toEqual(['11:45']);
    // The flight as it was before a schedule change is no reservation where the mail gives it as it is now.
    const change = 'Record locator: QWLMTZ\nDeparting flight · Thursday, August 12, 2027\n\n   Previous (no longer valid)\n\n    AA 2155   Dallas/Fort Worth (DFW) / 9:40 AM   →   Phoenix (PHX) / 10:25 AM\n\n   New\n\n   AA 2155   Dallas/Fort Worth (DFW) / 10:25 AM   →   Phoenix (PHX) / 11:10 AM\n';
    expect(await brief(change)).toEqual(['flight QWLMTZ AA2155 2027-08-12T10:25 2027-08-12T11:10']);
    // The flight a car's desk waits for is no flight booked; a later date in the same block (the return's) is no arrival's.
    const car = 'Booking reference: CFH-82741936\nYour arrival flight    EI 484\nPick-up: Lisbon Airport (LIS)   Drop-off: Faro Airport (FAO)\nDate    Mon, 4 Oct 2027    Mon, 11 Oct 2027\nTime    13:00    10:00\n';
    expect((await brief(car)).filter((r) => r.startsWith('flight'))).toEqual([]);
    // Each leg under its own heading, the return's date within reach of the outward's arrival.
    const legs = 'Airline-Buchungscode:   3MNQ7T\n\nHinflug – Samstag, 05.06.2027\n\n   Flugnummer   EW 7584\n\n   Abflug   Sa, 05.06.2027, 06:45 Uhr / Hamburg (HAM)\n\n   Ankunft   Sa, 05.06.2027, 09:10 Uhr / Palma de Mallorca (PMI)\n\nRückflug – Samstag, 19.06.2027\n\n   Flugnummer   EW 7585\n\n   Abflug   Sa, 19.06.2027, 10:00 Uhr / Palma de Mallorca (PMI)\n\n   Ankunft   Sa, 19.06.2027, 12:35 Uhr / Hamburg (HAM)\n';
    expect(await brief(legs)).toEqual(['flight 3MNQ7T EW7584 2027-06-05T06:45 2027-06-05T09:10', 'flight 3MNQ7T EW7585 2027-06-19T10:00 2027-06-19T12:35']);
    // A route whose times stand in full-width brackets, its arrow against the bracket.
    const shinkansen = '■予約番号：EX48712\n◇乗車日　　：2027年7月8日（木）\n◇列車名　　：のぞみ215号\n◇乗車区間　：東京（09:30発）→ 新大阪（11:57着）\n新幹線\n';
    expect(await brief(shinkansen)).toEqual(['train EX48712 東京>新大阪 2027-07-08T09:30 2027-07-08T11:57']);
    // A match's gates and kick-off are no stops, in a mail whose directions name a station.
    const match = 'Flamengo x Palmeiras\nEstádio do Maracanã – Rio de Janeiro\n\n   Data   domingo, 22 de agosto de 2027\n\n   Abertura dos portões   14h00\n\n   Início da partida   16h00\n\nComo chegar: estação Maracanã do metrô.\n';
    expect((await brief(match)).filter((r) => !r.startsWith('event'))).toEqual([]);
  });

  it("keeps the readings of ordinary mails under the fifteenth and sixteenth batches' rules: changes at stops with two times, flights after 'Service:' or 'Volo di linea', a place named for a weekday, a broadcast, a hotel's folio", async () => {
    // Two stops with an arrival and a departure, under a heading that says they are changes, are changes.
    const changes = 'Ihre Reiseverbindung - Auftrag 610022784515\n\nSa, 11.09.2027, 2 Umstiege\n\nHalt                      an      ab      Gleis\nHamburg Hbf                       08:01   13\nHannover Hbf              09:17   09:31   4\nGöttingen                 10:08   10:20   7\nKassel-Wilhelmshöhe       11:02           2\n';
    expect((await brief(changes)).map((r) => r.split(' ').slice(2).join(' '))).toEqual([
      'Hamburg Hbf>Hannover Hbf 2027-09-11T08:01 2027-09-11T09:17',
      'Hannover Hbf>Göttingen 2027-09-11T09:31 2027-09-11T10:08',
      'Göttingen>Kassel-Wilhelmshöhe 2027-09-11T10:20 2027-09-11T11:02',
    ]);
    // A flight's number after 'Service:', 'Line:' or Italian's 'volo di linea' (a scheduled flight) is a flight's.
    const service = 'Airline booking reference: LX4K9P\n\nService: LH 400\nFrankfurt (FRA) - New York (JFK)\n14 Jun 2027  Departs 10:55  Arrives 13:40\n';
    expect(await brief(service)).toEqual(['flight LX4K9P LH400 2027-06-14T10:55 2027-06-14T13:40']);
    const linea = 'Codice di prenotazione: AZ7K2M\nVolo di linea AZ 1781\nRoma Fiumicino (FCO) - Palermo (PMO)\n12 giugno 2027  partenza 09:10  arrivo 10:20\n';
    expect(await brief(linea)).toEqual(['flight AZ7K2M AZ1781 2027-06-12T09:10 2027-06-12T10:20']);
    // A place whose last word is a weekday's keeps it; only one after a comma is the date's.
    const sobota = 'Booking reference: RS-20417\nBus\nFrom: Rimavská Sobota  14.06.2027  07:30\nTo: Bratislava  14.06.2027  11:45\n';
    expect(await brief(sobota)).toEqual(['bus RS-20417 Rimavská Sobota>Bratislava 2027-06-14T07:30 2027-06-14T11:45']);
    // 'Emisión en directo' is a broadcast, no ticket's issue.
    expect(findTimes('Emisión en directo: sábado 12 de junio de 2027, 21:00 h').map((t) => t.time)).toEqual(['21:00']);
    // A hotel's folio for its own use is no reference where a confirmation's number is given.
    expect(referencesIn('Número de confirmación: GTO-558120\nFolio 10023 (uso interno)\n').map((r) => r.value)).toEqual(['GTO-558120']);
  });

  it("reads the seventeenth batch's forms: flights' lines closing their legs, a cancelled flight's replacement, a coach's stops with a time each, the traveller's marked among them, no flight of a car's customer or an airliner's model, no stay's labels as a journey, a hotel's stars", async () => {
    // Each leg's airports and times over its flight's line, the lines apart by blank lines (an HTML mail's blocks), a heading's date over each.
    const closing = 'Localizador de la reserva   5XKT9P\n\nFecha de emisión   2 de octubre de 2027, 19:42\n\nIDA · jueves, 18 de noviembre de 2027\n\n   Salida / 09:25 / Madrid-Barajas (MAD) / Terminal 1    Llegada / 11:10 / Tenerife Norte (TFN)\n\n   Vuelo UX 9118 · Boeing 737-800 · Duración 2 h 45 min\n\nVUELTA · martes, 23 de noviembre de 2027\n\n   Salida / 16:05 / Tenerife Norte (TFN)    Llegada / 20:35 / Madrid-Barajas (MAD)\n\n   Vuelo UX 9121 · Boeing 737-800\n\nTodos los horarios se expresan en hora local.\n\n   Sra. Lucía Benítez Mora   996-2417730582   IDA 12B\n';
    expect(await brief(closing)).toEqual(['flight 5XKT9P UX9118 2027-11-18T09:25 2027-11-18T11:10', 'flight 5XKT9P UX9121 2027-11-23T16:05 2027-11-23T20:35']);
    // A cancelled flight under a heading and a rule of dashes is none where the mail gives the flight on its route now.
    const rule = '-'.repeat(60);
    const rebooked = `Booking reference: R8MZ4D\n\n${rule}\nCANCELLED FLIGHT - no longer valid\n${rule}\nFlight:      BT301\nRoute:       Riga (RIX) - Stockholm Arlanda (ARN)\nDate:        Fri 15 Oct 2027\nDeparture:   07:50\nArrival:     08:00\n\n${rule}\nYOUR NEW FLIGHT\n${rule}\nFlight:      BT307\nRoute:       Riga (RIX) - Stockholm Arlanda (ARN)\nDate:        Fri 15 Oct 2027\nDeparture:   17:25\nArrival:     17:35\n`;
    expect(await brief(rebooked)).toEqual(['flight R8MZ4D BT307 2027-10-15T17:25 2027-10-15T17:35']);
    // A night coach's stops, a time each and no word of leaving or arriving, are one journey across the clock change.
    const night = 'Numer rezerwacji: 3105882417\n\n   Linia N742\n\n   23:30 / sob., 27.03.2027    Warszawa (Dworzec Zachodni)\n\n   01:05   Radom (Dworzec Autobusowy)\n\n   03:10   Kielce (Dworzec Autobusowy)\n\n   04:55 / niedz., 28.03.2027    Kraków (MDA Dworzec Autobusowy)\n\nBagaż: 1 bagaż podręczny, autobus\n';
    expect(await brief(night)).toEqual(['bus 3105882417 Warszawa (Dworzec Zachodni)>Kraków (MDA Dworzec Autobusowy) 2027-03-27T23:30 2027-03-28T04:55']);
    // A service's stops with the traveller's marked: from where they board to where they get off, the labelled route above them aside.
    const marked = 'Booking reference: ACL-7QW3M9\n\nOUTWARD JOURNEY - Tuesday 19 January 2027\nRoute 20X Dublin - Galway Express coach\n\n  From:  Dublin Airport (Zone 14)    depart 14:00\n  To:    Galway (Fairgreen Coach Station)         arrive 16:55\n\n  Stops on this service:\n    13:30  Dublin City (Custom House Quay)\n    14:00  Dublin Airport (Zone 14)   <- you board here\n    15:05  Kinnegad (Plaza)\n    15:40  Athlone (Town Centre)\n    16:55  Galway (Fairgreen Coach Station)      <- you get off here\n';
    expect(await brief(marked)).toEqual(['bus ACL-7QW3M9 Dublin Airport (Zone 14)>Galway (Fairgreen Coach Station) 2027-01-19T14:00 2027-01-19T16:55']);
    // A car's customer's flight, under 'Arrival flight (optional)' or 'arriving on', a frequent flyer's number and an airliner's model are no flights.
    const car = 'Confirmation number CDR-4410927\n\nPick-up\n\nThu, Oct 28, 2027\n\n3:15 PM\n\nVancouver International Airport (YVR)\n\nDrop-off\n\nMon, Nov 8, 2027\n\n10:00 AM\n\nCascade Drive Downtown Vancouver\n\nArrival flight (optional)\n\nAC 855 from London Heathrow (LHR), scheduled to land at 2:20 PM.\n\nFlight: arriving on WN 1462\n\nRewards #CR 77 120 934 · GST 5%\n';
    expect((await brief(car)).filter((r) => r.startsWith('flight'))).toEqual([]);
    const models = 'Booking reference (PNR):   K7QZ2M\nFrequent flyer:   LX 992 771 305\n\n    Zurich (ZRH)    Lisbon (LIS)    Mon 20 Sep 2027 07:10    Mon 20 Sep 2027 08:55    LX 2084 / Swiss · A320    Economy\n';
    expect(await brief(models)).toEqual(['flight K7QZ2M LX2084 2027-09-20T07:10 2027-09-20T08:55']);
    // A weekday in capitals before its date is no airport ('SAT 12 JUN 2027', San Antonio's code).
    const pass = 'Booking code / W3RT7K\n   Flight / Vol / V7 1842   Date / SAT 12 JUN 2027\n   From / De / NTE / Nantes Atlantique    ✈    To / À / PMI / Palma de Mallorca\n   Departure / Départ / 06h45      Arrival / Arrivée / 08h40\n';
    expect(await brief(pass)).toEqual(['flight W3RT7K V71842 2027-06-12T06:45 2027-06-12T08:40']);
    // A stay's check-in and its free cancellation's deadline, or its desk's hours, are no journey.
    const hostel = 'Número da reserva: DB-83920174\n\nRibeira Nómada Hostel\nRua de São João 44, 4050-552 Porto\n\n   Entrada (check-in) / sábado, 3 de abril de 2027 / a partir das 14h00    Saída (check-out) / terça-feira, 6 de abril de 2027 / até às 11h00\n\nCancelamento gratuito até 1 de abril de 2027, às 14h00.\n';
    expect((await brief(hostel)).filter((r) => !r.startsWith('lodging'))).toEqual([]);
    const hotel = 'Buchungsnummer:   2027-4471-MB\nAnreise:          Donnerstag, 09.12.2027 (Check-in ab 15:00 Uhr)\nAbreise:          Sonntag, 12.12.2027 (Check-out bis 11:00 Uhr)\n\nEine kostenfreie Stornierung ist bis zum 02.12.2027, 18:00 Uhr möglich.\n\n- Unsere Rezeption ist täglich von 07:00 bis 22:00 Uhr besetzt. Vom Bahnhof erreichen Sie uns mit dem Bus.\n\nLandhotel Mühlbachhof ***S\nAm Mühlwörth 9 · 96047 Bamberg\n';
    // Its stars are no part of its name.
    expect(await brief(hotel)).toEqual(['lodging 2027-4471-MB Landhotel Mühlbachhof 2027-12-09T15:00 2027-12-12T11:00']);
    // Korean labels, a station's name of two letters; the reference a ticket's, not the time it was paid ('결제일시').
    const ktx = '■ 예약번호 : 4810-2217-0593\n■ 결제일시 : 08월 02일 21:14\n\n[가는 편] 08월 21일 (토)\n열차       : KTX 101\n출발       : 서울 05:13\n도착       : 부산 07:51\n';
    expect(await brief(ktx)).toEqual(['train 4810-2217-0593 서울>부산 2026-08-21T05:13 2026-08-21T07:51']);
    // A booking's reference over a shop's order number, whichever is nearer; an order's time ('passée le … à 09h17') is no stop.
    const ebillet = 'Référence de dossier : MZKQPT\n\n Commande n° 70-4418-2291 passée le 12/10/2027 à 09h17\n\n   ALLER · vendredi 29 octobre 2027\n\n   18h04   Paris Gare de Lyon\n\n   20h00   Lyon Part-Dieu\n\n   TGV INOUI n° 6617 · Voiture 14\n';
    expect(await brief(ebillet)).toEqual(['train MZKQPT Paris Gare de Lyon>Lyon Part-Dieu 2027-10-29T18:04 2027-10-29T20:00']);
    expect(referencesIn('Kód jízdenky:    CZ48XJ27\nČíslo objednávky: 2027-0202-55814\n').map((r) => r.value)).toEqual(['CZ48XJ27']);
    expect(referencesIn('Order number: 2027-0202-55814\n').map((r) => r.value)).toEqual(['2027-0202-55814']);
  });

  it("keeps the readings of ordinary mails under the seventeenth batch's rules: flights' lines over their legs, a leg's date after its times on its line, stops a time each that change at a town", async () => {
    // Flights' lines over their legs, a footer's hours and a passenger's surname that names an airport after the last.
    const heading = 'Booking reference: QWJ4RT\n\nFlight BA 1442\n\nLondon Heathrow (LHR) 07:10 → Edinburgh (EDI) 08:35, 9 Dec 2027\n\nFlight BA 1465\n\nEdinburgh (EDI) 18:05 → London Heathrow (LHR) 19:35, 12 Dec 2027\n\nPassenger: Ana Mora\n';
    expect(await brief(heading)).toEqual(['flight QWJ4RT BA1442 2027-12-09T07:10 2027-12-09T08:35', 'flight QWJ4RT BA1465 2027-12-12T18:05 2027-12-12T19:35']);
    // Rows a time each that meet at a town are changes, each its leg.
    const changes = 'Auftragsnummer: 610022784599\nZug\n\n13.05.2027\n08:01  Hamburg Hbf\n09:17  Hannover Hbf\n09:31  Hannover Hbf\n10:08  Göttingen\n';
    expect((await brief(changes)).map((r) => r.split(' ').slice(2).join(' '))).toEqual(['Hamburg Hbf>Hannover Hbf 2027-05-13T08:01 2027-05-13T09:17', 'Hannover Hbf>Göttingen 2027-05-13T09:31 2027-05-13T10:08']);
  });

  it("reads the eighteenth batch's forms: an arrival's date just before its time, a date under a time's column, trains' categories on a timetable's line, a place before its time alone, Greek, Japanese and French labels, an hour's 'h' after a time alone", async () => {
    // Each flight's departure and arrival with their own dates, the next flight's heading two days on within reach of the first's arrival.
    const table = 'Confirmation # / LQ7B4T\n\nFlight 1 of 2 · Saturday, November 6, 2027\n\nContour Airlines flight LF 3507 · Nonstop · 1h 43m\n\n   Depart   Arrive\n\n    Charlotte, NC (CLT) / Sat, Nov 6, 2027 / 7:15 AM    Nashville, TN (BNA) / Sat, Nov 6, 2027 / 7:58 AM\n\nFlight 2 of 2 · Monday, November 8, 2027\n\nContour Airlines flight LF 3512 · Nonstop\n\n   Depart   Arrive\n\n    Nashville, TN (BNA) / Mon, Nov 8, 2027 / 5:40 PM    Charlotte, NC (CLT) / Mon, Nov 8, 2027 / 8:05 PM\n';
    expect(await brief(table)).toEqual(['flight LQ7B4T LF3507 2027-11-06T07:15 2027-11-06T07:58', 'flight LQ7B4T LF3512 2027-11-08T17:40 2027-11-08T20:05']);
    // A leg's date in the cell under its departure's time, a booking's date above the table.
    const eticket = 'Booking ID      : YT27021455661            Booking Date : 14-Feb-2027 18:42 hrs\nAirline PNR     : T6MQ9B\n\nFlight        Departure                         Arrival\nQP 1372       BLR 06:10                         PNQ 07:45\nEconomy       05-Mar-2027 (Fri)                 05-Mar-2027 (Fri)\n';
    expect(await brief(eticket)).toEqual(['flight T6MQ9B QP1372 2027-03-05T06:10 2027-03-05T07:45']);
    // A heading or a note under a flight's departure time is no date of its leg: only a date under each of its times is.
    const headings = 'Outbound: Fri 3 Sep 2027\nEW 9460  CGN 09:05  BER 10:10\nReturn: Sun 5 Sep 2027\nEW 9461  BER 18:45  CGN 19:55\n';
    expect((await brief(headings)).map((r) => r.split(' ').slice(2).join(' '))).toEqual(['EW9460 2027-09-03T09:05 2027-09-03T10:10', 'EW9461 2027-09-05T18:45 2027-09-05T19:55']);
    const validity = 'Departure date: 22 Nov 2027\n\nLO 282    WAW 08:40    LHR 10:45\n          Valid until 30 Nov 2027 for changes\n';
    expect((await brief(validity)).map((r) => r.split(' ').slice(2).join(' '))).toEqual(['LO282 2027-11-22T08:40 2027-11-22T10:45']);
    // A flight whose airline's code is a train's category is a flight where its line names an airport in brackets.
    const jordanian = 'Booking reference: R4JT8M\nFlight RJ 111  Amman (AMM) 08:20 -> London Heathrow (LHR) 12:10  18 Dec 2027  Terminal 3, platform for bus gate\n';
    expect(await brief(jordanian)).toEqual(['flight R4JT8M RJ111 2027-12-18T08:20 2027-12-18T12:10']);
    // 'IC 1 Richtung Genève-Aéroport' is a train on a timetable's line; a booking's reference goes before an order's number.
    const swiss = 'Buchungsreferenz:   PX7K4Q\nAuftragsnummer:   31-8842-1907\n\n   Bahnhof/Haltestelle   Datum   Zeit   Gleis   Reisehinweis\n   Zürich HB   13.03.27   ab 08:02   31   IC 1 Richtung St. Gallen-Genève-Aéroport\n   Bern   13.03.27   an 08:58   7\n   Umsteigezeit 6 Min.\n   Bern   13.03.27   ab 09:04   5   IC 61 Richtung Interlaken Ost\n   Interlaken Ost   13.03.27   an 09:56   2\n';
    expect(await brief(swiss)).toEqual(['train PX7K4Q Zürich HB>Bern 2027-03-13T08:02 2027-03-13T08:58', 'train PX7K4Q Bern>Interlaken Ost 2027-03-13T09:04 2027-03-13T09:56']);
    // A one-word place before its time is the row's place ('Bergen   15:21'), and 'Referanse:' a label.
    const norway = 'Referanse:       NKT4QZ8\nLørdag 7. august 2027\nTog R 601 (Bergensbanen)\n\n                 Avgang      Ankomst\nOslo S           08:25\nBergen                       15:21\n';
    expect(await brief(norway)).toEqual(['train NKT4QZ8 Oslo S>Bergen 2027-08-07T08:25 2027-08-07T15:21']);
    // A Greek ticket's issue date is no stop, its order's number no reference where a booking's code is given.
    const ktel = '   Κωδικός κράτησης   NFP7329K\n\n   Αριθμός παραγγελίας   1000458812\n\n   Ημερομηνία έκδοσης   02/06/2027 11:47\n\n   ΜΕΤΑΒΑΣΗ – Τετάρτη 23/06/2027\n\n   Αναχώρηση   Αθήνα (Σταθμός Κηφισού) – 10:30\n\n   Άφιξη (εκτιμώμενη)   Ναύπλιο – 12:45\n\nΚΤΕΛ λεωφορείο\n';
    expect(await brief(ktel)).toEqual(['bus NFP7329K Αθήνα (Σταθμός Κηφισού)>Ναύπλιο 2027-06-23T10:30 2027-06-23T12:45']);
    // A heading's date over a time alone with its hour's 'h' ('13:30 h').
    const car = 'Número de confirmación   ACR-558201\n\nRECOGIDA\n\nmartes 22 de febrero de 2028\n\n13:30 h\n\nAeropuerto Internacional de Cancún (CUN)\n\nDEVOLUCIÓN\n\nmartes 29 de febrero de 2028\n\n11:00 h\n\nVehículo: Nissan Versa o similar\n';
    expect(await brief(car)).toEqual(['rentalCar ACR-558201 > 2028-02-22T13:30 2028-02-29T11:00']);
    // A ryokan's mail in Japanese: its labels, and its name after '宿泊施設' and a full-width colon.
    const ryokan = '予約番号　　：KS-280115-07\n宿泊施設　　：かすみ荘\nチェックイン：2028年1月15日(土) 15:00～18:00\nチェックアウト：2028年1月16日(日) 10:00\n';
    expect(await brief(ryokan)).toEqual(['lodging KS-280115-07 かすみ荘 2028-01-15T15:00 2028-01-16T10:00']);
    // A gîte's name after 'Hébergement', less what follows its dash; a shop's order number ('Bestelnummer') after a booking's code.
    const gite = '   N° de réservation   GT-27-0415\n\n   Hébergement   Gîte Les Tilleuls – maison en pierre, 3 chambres\n\n   Arrivée   samedi 17 juillet 2027, à partir de 16h\n\n   Départ   samedi 24 juillet 2027, avant 10h\n';
    expect((await read(gite)).reservations.map((r) => [r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)])).toEqual([['Gîte Les Tilleuls', '2027-07-17', '2027-07-24']]);
    expect(referencesIn('   Reserveringscode   7KQ-44R-T9\n   Bestelnummer   WH-2027-118830\n').map((r) => r.value)).toEqual(['7KQ-44R-T9']);
  });

  it("reads the nineteenth batch's kinds: Swedish 'Upphämtning', a Portuguese 'levantamento' told in a sentence, Italian 'set' for September, no payment's time as a stop, a Japanese coach under 【乗車】 and 【降車】", async () => {
    const swedish = 'Hyrbil – bokningsbekräftelse\n\n  Bokningsnummer ...... HB-20417\n  Upphämtning ......... lör 11 sep kl. 10.00\n                        Göteborg Landvetter\n  Återlämning ......... tis 14 sep kl. 16.30\n';
    expect(await brief(swedish)).toEqual(['rentalCar HB-20417 > 2026-09-11T10:00 2026-09-14T16:30']);
    const portuguese = 'Reserva n.º LV-3310\n\nO levantamento da viatura está marcado para segunda-feira, 07/06/2027, às 10h15, no balcão do aeroporto do Porto, e a devolução para quinta-feira, 10/06/2027, às 17h00.\n';
    expect(await brief(portuguese)).toEqual(['rentalCar LV-3310 > 2027-06-07T10:15 2027-06-10T17:00']);
    const italian = 'Noleggio auto – Numero di prenotazione: NL-88120\n\nRitiro\nlun 13 set 2027 · 09:30\n\nRiconsegna\nven 17 set 2027 · 19:00\n';
    expect(await brief(italian)).toEqual(['rentalCar NL-88120 > 2027-09-13T09:30 2027-09-17T19:00']);
    const polish = 'Bilet na przejazd autokarem\nNumer rezerwacji: PB/2027/5512\nCena: 89,00 zł (zapłacono kartą, 02.09.2027 18:40)\n\nTAM – sobota, 18.09.2027\n  Odjazd:   07:20   Gdańsk Główny\n  Przyjazd: 10:05   Olsztyn Dworzec Główny\n';
    expect(await brief(polish)).toEqual(['bus PB/2027/5512 Gdańsk Główny>Olsztyn Dworzec Główny 2027-09-18T07:20 2027-09-18T10:05']);
    const japanese = '予約番号　　：5521-0093\n高速バス　夜行便\n\n【乗車】\n2027年7月2日(金)　22:40発\n名古屋駅太閤通口\n\n【降車】\n2027年7月3日(土)　6:15着（予定）\n仙台駅東口\n\n途中停車：福島駅（4:50頃・降車のみ）\n車内は消灯後（23:30頃）お静かに。\n';
    expect(await brief(japanese)).toEqual(['bus 5521-0093 名古屋駅太閤通口>仙台駅東口 2027-07-02T22:40 2027-07-03T06:15']);
  });

  it("reads a calendar's car in the zone its TZID names, not an airport's code inside the booking's number; a conference's opening after its registration, its 'Registrierungsnummer', and a work less what its dash describes", async () => {
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:x', 'DTSTART;TZID=Australia/Perth:20270510T080000', 'DTEND;TZID=Australia/Perth:20270514T180000', 'SUMMARY:Car hire - Booking SCH-2210-WA', 'DESCRIPTION:Pick up: Mon 10 May 2027\\, 8:00am\\nDrop off: Fri 14 May 2027\\, 6:00pm', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect((await read(ics)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.start?.zone, r.end?.zone].join(' '))).toEqual(['rentalCar SCH-2210-WA 2027-05-10T08:00 Australia/Perth Australia/Perth']);
    const conference = 'From: Team <team@example.org>\nSubject: Anmeldebestätigung Linzer Softwaretage 2027 (LST27-0442)\nDate: Mon, 06 Sep 2027 10:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nLinzer Softwaretage 2027 - Anmeldebestätigung\n\nRegistrierungsnummer:  LST27-0442\n\nProgramm\n  Di, 12.10.   Registrierung ab 08:30 Uhr · Eröffnung 09:30 Uhr · Ende 17:00 Uhr\n  Mi, 13.10.   09:00 - 16:00 Uhr\n';
    expect(await brief(conference)).toEqual(['event LST27-0442 Linzer Softwaretage 2027 2027-10-12T09:30 ']);
    const opera = 'Votre commande n° OPR-5520-118\n\n    Spectacle ........ Carmen – opéra en quatre actes\n    Date ............. vendredi 8 octobre 2027 à 20h00\n    Lieu ............. Opéra de Lyon\n';
    expect((await read(opera)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['event Carmen 2027-10-08T20:00']);
  });

  it("reads the twentieth batch's kinds: a shuttle's legs (no street's 'Ave' a train), a coach's 'Bussteig', 'Avgang kl. 08.25 fra Oslo S', a table's 'Origem', a game's 'Puck drop' and a Korean '경기명' and '경기 시작', 'Představení', a calendar's booking number, 'Folio de compra'", async () => {
    const shuttle = 'ALPINE LINK shared-ride shuttles\nConfirmation #   AL-20931\n\nDATE          FROM                      DEPART    TO                        ARRIVE\nFri 01/14/28  Salt Lake City Airport    2:10 PM   Park City Transit Center  3:05 PM\n\nPark City Transit Center: 558 Swede Alley, near 9th Ave.\n';
    expect(await brief(shuttle)).toEqual(['bus AL-20931 Salt Lake City Airport>Park City Transit Center 2028-01-14T14:10 2028-01-14T15:05']);
    const coach = 'Buchungsnummer:   NB-5520-118\n\n  Ab:             Köln ZOB\n  Abfahrt:        Sa., 11.09.2027, 23.40 Uhr\n  An:             Berlin ZOB\n  Ankunft:        So., 12.09.2027, 07.55 Uhr\n  Hinweis:        Abfahrt von Bussteig 4\n';
    expect(await brief(coach)).toEqual(['bus NB-5520-118 Köln ZOB>Berlin ZOB 2027-09-11T23:40 2027-09-12T07:55']);
    const norwegian = 'Referanse: TG55K2\n\nUtreise – fredag 10. september 2027\nTog 61 | Oslo S → Trondheim S\nAvgang kl. 07.58 fra Oslo S, spor 3\nAnkomst kl. 14.39 til Trondheim S\nBetalt med Vipps 1. september 2027 kl. 21.40\n';
    expect(await brief(norwegian)).toEqual(['train TG55K2 Oslo S>Trondheim S 2027-09-10T07:58 2027-09-10T14:39']);
    const table = '<table><tr><td>Código de reserva:</td><td>RX-5521</td></tr></table><p>Autocarro expresso</p><table><tr><th>Viagem</th><th>Data</th><th>Partida</th><th>Origem</th><th>Chegada</th><th>Destino</th></tr><tr><td>Ida</td><td>sáb, 16/10/2027</td><td>09:15</td><td>Coimbra</td><td>11:20</td><td>Braga</td></tr></table>';
    expect(await brief(table)).toEqual(['bus RX-5521 Coimbra>Braga 2027-10-16T09:15 2027-10-16T11:20']);
    const hockey = 'Order number: HK-7731-20\n\nEvent\nRiverside Owls vs. Lakeview Pike\n\nDate\nFriday, December 3, 2027\n\nGates open\n5:30 PM\n\nPuck drop\n7:00 PM\n';
    expect(await brief(hockey)).toEqual(['event HK-7731-20 Riverside Owls vs. Lakeview Pike 2027-12-03T19:00 ']);
    const korean = '<table><tr><th>예매번호</th><td>T2805-11420</td></tr><tr><th>경기명</th><td><b>대전 이글스 vs 광주 타이거즈</b><br>2028 정규시즌</td></tr><tr><th>관람일</th><td>2028년 5월 6일 (토)</td></tr><tr><th>입장 시작</th><td>오후 4시 30분</td></tr><tr><th>경기 시작</th><td>오후 6시 30분</td></tr></table>';
    expect(await brief(korean)).toEqual(['event T2805-11420 대전 이글스 vs 광주 타이거즈 2028-05-06T18:30 ']);
    const czech = 'Vstupenky – divadlo\n\nČíslo objednávky\nDV-2027-5518\n\nPředstavení\nProdaná nevěsta\n\nDatum a čas začátku\nsobota 20. listopadu 2027, 19:30\n';
    expect(await brief(czech)).toEqual(['event DV-2027-5518 Prodaná nevěsta 2027-11-20T19:30 ']);
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:y', 'DTSTART;TZID=Europe/Copenhagen:20270703T110000', 'DTEND;TZID=Europe/Copenhagen:20270703T120000', 'SUMMARY:Havnerundfart fra Gammel Strand', 'DESCRIPTION:Bookingnummer: HR-55120\\nMødested: Gammel Strand kl. 10.45', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect(await brief(ics)).toEqual(['event HR-55120 Havnerundfart fra Gammel Strand 2027-07-03T11:00 2027-07-03T12:00']);
    expect(referencesIn('Folio de compra\nMTY-55120K\n').map((r) => r.value)).toEqual(['MTY-55120K']);
  });

  it("reads the twenty-first batch's kinds: 'Przystanek odjazdu', a car's ends as columns whose values are more than one cell, 'FROM  TO' over places then 'DEPARTS  ARRIVES' over times, an Italian 'Partirai … arriverai', and Rome's station in Rome, not in Roma, Queensland", async () => {
    const polish = 'Autokar – potwierdzenie\nNumer rezerwacji: AK-55120\n\nOdjazd: 02.10.2027 (sobota), godz. 06:50\nPrzystanek odjazdu: Poznań Dworzec Autobusowy\nPrzyjazd: 02.10.2027, godz. 10:05\nPrzystanek przyjazdu: Wrocław Dworzec Autobusowy\n';
    expect(await brief(polish)).toEqual(['bus AK-55120 Poznań Dworzec Autobusowy>Wrocław Dworzec Autobusowy 2027-10-02T06:50 2027-10-02T10:05']);
    const car = 'Car rental confirmation #:   R7720415\n\n                  PICK-UP                          RETURN\nDate/Time         Tue 08/10/2027  9:00 AM          Sat 08/14/2027  6:00 PM\nLocation          Tucson Intl Airport              El Paso Intl Airport\n';
    expect(await brief(car)).toEqual(['rentalCar R7720415 > 2027-08-10T09:00 2027-08-14T18:00']);
    const eticket = 'Your train eTicket\nBooking reference: TR55K21X\n\n  FROM                                  TO\n  York                                  Edinburgh\n\n  DEPARTS                               ARRIVES\n  11:02  Fri 6 Mar                      13:36  Fri 6 Mar\n';
    expect(await brief(eticket)).toEqual(['train TR55K21X York>Edinburgh 2026-03-06T11:02 2026-03-06T13:36']);
    const italian = 'Il tuo viaggio è confermato! Partirai venerdì 9 aprile 2027 da Milano Centrale alle 08.10 con il treno FR 9507 e arriverai a Roma Termini alle 11.20. Il codice della prenotazione (PNR) è Q7LM2K.';
    const [leg] = (await read(italian)).reservations;
    expect([leg?.type, leg?.startPlace.name, leg?.endPlace.name, leg?.start?.local, leg?.end?.local, leg?.start?.zone, leg?.end?.zone]).toEqual(['train', 'Milano Centrale', 'Roma Termini', '2027-04-09T08:10', '2027-04-09T11:20', 'Europe/Rome', 'Europe/Rome']);
    expect(leg?.guessed).toContain('end.zone');
  });

  it("reads the twenty-second batch's kinds: an airline by its name ('United Airlines 1427'), a return told by the cities of the way out's airports, a coach line whose mail never says bus ('Koala Coachlines') with 'GST' and 'ABN' as no airports, Croatian months and 'Polazak', a concert's start after a middle dot, a Danish stay in sentences, a Polish table's 'Stacja odjazdu' and 'Odj.', a Czech 'rezervace č.' and 'Rezidence', a Turkish 'Tarih' and 'Maç saati' after a 'Satın alma tarihi'", async () => {
    const named = 'Confirmation code: KJ7TQM\n\nDEPART - Fri, Mar 12, 2027\nUnited Airlines 1427 | Economy (K)\n  6:05 AM   Boston (BOS)\n  8:47 AM   Denver (DEN)\n';
    expect(await brief(named)).toEqual(['flight KJ7TQM UA1427 2027-03-12T06:05 2027-03-12T08:47']);
    // A brand alone is an airline's before a flight's number, not before a year's; an unknown name is nobody's.
    expect(await brief('Booking ref: QW7TYU\nDelta 2027 Boston (BOS) 6:05 AM to Denver (DEN) 8:47 AM, Fri, Mar 12, 2027\n')).toEqual([]);
    expect(await brief('Booking ref: QW7TYU\nSkylark 1427 Boston (BOS) 6:05 AM to Denver (DEN) 8:47 AM, Fri, Mar 12, 2027\n')).toEqual([]);
    // The footer's 'ABN' and 'GST' were read as the return's airports; its cities are those of the way out's codes.
    const cities =
      "Your booking reference is W7HZ3K.\n\nYou're heading off from Sydney (SYD) on Saturday 3 April 2027 at 7:30am on flight WQ 512, touching down in Melbourne (MEL) at 9:05am.\n\nComing home, WQ 527 leaves Melbourne at 6:15pm on Monday 5 April 2027 and lands back in Sydney at 7:40pm.\n\nOne 20kg checked bag on each flight.\n\nWattle Air Pty Ltd ABN 51 824 753 556. Fares include GST.\n";
    expect((await read(cities)).reservations.map(facts).map((r) => r.flight)).toEqual(['WQ512 SYD-MEL', 'WQ527 MEL-SYD']);
    const coach =
      'Koala Coachlines\nBooking ref: KC93H7TX\nBooked 18/03/2027 9:41pm AEDT\n\nOutbound - Fri 02/04/2027 - Service KC 714\nDepart 3:30pm   Sydney Central Station, Eddy Ave\nArrive 6:55pm   Canberra Jolimont Centre\n\nFare: A$86.00 (incl. GST A$7.82)\nKoala Coachlines Pty Ltd - ABN 12 345 678 901\n';
    expect(await brief(coach)).toEqual(['bus KC93H7TX Sydney Central Station, Eddy Ave>Canberra Jolimont Centre 2027-04-02T15:30 2027-04-02T18:55']);
    const croatian =
      'Broj rezervacije:   4K7-221-093\nDatum kupnje:       20. 7. 2027. u 23:05\n\nDatum putovanja:    petak, 6. kolovoza 2027.\n\n  Polazak   07:30   Zagreb, Autobusni kolodvor (peron 504)\n  Dolazak   12:15   Split, Autobusni kolodvor\n';
    expect(await brief(croatian)).toEqual(['bus 4K7-221-093 Zagreb, Autobusni kolodvor>Split, Autobusni kolodvor 2027-08-06T07:30 2027-08-06T12:15']);
    const show = 'From: IngressoNorte <pedidos@ingressonorte.com.br>\nSubject: Pedido 8812-4471-30 confirmado – Marisa Lua em São Paulo\nContent-Type: text/plain; charset=utf-8\n\nSeus ingressos estão garantidos.\n\nNº do pedido: 8812-4471-30\n\nMARISA LUA — Turnê Maré Alta\n\nsábado, 18/09/2027\n\nAbertura dos portões: 19h30 · Início do show: 21h30\n';
    expect((await read(show)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local].join(' '))).toEqual(['event 8812-4471-30 2027-09-18T21:30']);
    const danish =
      'From: Havnelys Lejligheder <booking@havnelys.dk>\nSubject: Din reservation HL-60213 er bekræftet\nContent-Type: text/plain; charset=utf-8\n\nTak for din reservation hos Havnelys Lejligheder.\n\nVi har reserveret en lejlighed til jer fra torsdag den 10. juni 2027 til søndag den 13. juni 2027 (3 nætter). Lejligheden er klar fra kl. 15.00 på ankomstdagen, og vi beder jer tjekke ud senest kl. 11.00 på afrejsedagen.\n\nDit reservationsnummer er HL-60213.\n';
    expect((await read(danish)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging HL-60213 2027-06-10T15:00 2027-06-13T11:00']);
    const polish =
      'Numer biletu: KL-44182093\n\n    Pociąg   Stacja odjazdu   Data   Odj.    Stacja przyjazdu   Przyj.   Wagon\n\n    EIP 1301   Warszawa Centralna   28.03.2027   06:05    Kraków Główny   08:32   5\n\n    EIP 3508   Kraków Główny   30.03.2027   17:10    Warszawa Centralna   19:38   6\n';
    expect(await brief(polish)).toEqual([
      'train KL-44182093 Warszawa Centralna>Kraków Główny 2027-03-28T06:05 2027-03-28T08:32',
      'train KL-44182093 Kraków Główny>Warszawa Centralna 2027-03-30T17:10 2027-03-30T19:38',
    ]);
    const czech = 'Rezidence U Zlaté Vltavy\n\nPotvrzení rezervace č. 2710-4477\n\n   Příjezd   Odjezd\n\n   pátek 29. října 2027   pondělí 1. listopadu 2027\n\n   Ubytování   Apartmán Deluxe\n';
    expect(await brief(czech)).toEqual(['lodging 2710-4477 Rezidence U Zlaté Vltavy 2027-10-29T15:00 2027-11-01T11:00']);
    const match = 'From: BiletPark <bilet@biletpark.com.tr>\nSubject: Biletiniz hazır: Kadıköy Martıları SK\nContent-Type: text/plain; charset=utf-8\n\nBiletiniz hazır!\n\nSipariş No   302718845\nSatın alma tarihi   11.01.2027 14:26\n\nKadıköy Martıları SK – Ankara Bozkurtları SK\n\nTarih   24 Ocak 2027 Pazar\nMaç saati   19:00\nTurnikeler   17:00\'de açılır\n';
    expect((await read(match)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local].join(' '))).toEqual(['event 302718845 2027-01-24T19:00']);
  });

  it("reads the twenty-third batch's kinds: 'p. m.', a percentage that is no time, 'Clave de reservación', an airport shuttle's 'Havalimanı servisi', notes in a list that are no stops, a theatre's 'Termín' under a heading over labels, two rooms of one hotel, 'TAP' that is an airline and a timeline of three flights", async () => {
    expect(findTimes('Sale 8:50 p. m., llega 10:20 p.m. y 7 a. m.').map((t) => t.time)).toEqual(['20:50', '22:20', '07:00']);
    expect(findTimes('Concession recovery fee (11.11%)   $25.89; 12.5 % off').map((t) => t.time)).toEqual([]);
    const mexico =
      'Clave de reservación de la aerolínea:  ZQWTEH\nCompra realizada el 03/10/2027 a las 11:42 p. m.\n\nVuelo de regreso · miércoles, 24 de noviembre de 2027\nSale\n8:50 p. m.  Cancún (CUN) Aeropuerto Internacional de Cancún\nAeroméxico  AM 574  2 h 30 min Sin escalas\nLlega\n10:20 p. m.  Ciudad de México (MEX) Aeropuerto Internacional Benito Juárez\n';
    expect(await brief(mexico)).toEqual(['flight ZQWTEH AM574 2027-11-24T20:50 2027-11-24T22:20']);
    const shuttle =
      'Havalimanı servis biletiniz oluşturuldu.\n\nPNR / Bilet No   : HYE-7Q2K91\nİşlem tarihi     : 09.05.2027 23:18\n\nHAT: IST-4  İstanbul Havalimanı – Taksim\nTarih        : 14.05.2027 Cuma\nKalkış saati : 06:45\nKalkış yeri  : İstanbul Havalimanı\nVarış yeri   : Taksim Meydanı\n';
    expect((await read(shuttle)).reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.endPlace.name, r.start?.local].join(' | '))).toEqual(['bus | HYE-7Q2K91 | İstanbul Havalimanı | Taksim Meydanı | 2027-05-14T06:45']);
    const night =
      'Bokningsnummer:  NN-7K4X2Q\n\n Tåg            Nattåg 94\n Från           Stockholm C            avg. 2027-11-12  18:10\n Till           Luleå C                ank. 2027-11-13  08:42\n\nBra att veta\n* Ombordstigning från kl. 17:40 på spår 10–11. Sängkläder och handduk\n  ingår.\n* Frukost serveras 07:00–08:15 i bistrovagnen.\n';
    expect(await brief(night)).toEqual(['train NN-7K4X2Q Stockholm C>Luleå C 2027-11-12T18:10 2027-11-13T08:42']);
    const theatre =
      'Číslo objednávky:   VV-2027-118406\nVytvořeno:          2. 3. 2027 13:22\n\nPŘEDSTAVENÍ\n  Inscenace:   Lucerna\n  Místo:       Divadlo U Zlaté lodi\n  Termín:      pátek 16. 4. 2027 v 19:00\n';
    expect(await brief(theatre)).toEqual(['event VV-2027-118406 Lucerna 2027-04-16T19:00 ']);
    const room = (n: number, out: string) => `Δωμάτιο ${n}\n   Αριθμός κράτησης   TP-40871-${n}\n   Άφιξη  Παρασκευή, 16 Ιουλίου 2027, από τις 15:00\n   Αναχώρηση  ${out}, έως τις 12:00\n\n`;
    const rooms = `Ξενοδοχείο Θερμαϊκός Παλάς\n\n${room(1, 'Δευτέρα, 19 Ιουλίου 2027')}${room(2, 'Κυριακή, 18 Ιουλίου 2027')}`;
    expect((await read(rooms)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual([
      'lodging TP-40871-1 2027-07-16T15:00 2027-07-19T12:00',
      'lodging TP-40871-2 2027-07-16T15:00 2027-07-18T12:00',
    ]);
    const card = (n: number, day: string, dep: string, line: string, arr: string) => `   Vlucht ${n} van 3 · ${day}\n\n    ${dep}\n\n      ↓ 2u 55m · ${line} · Economy\n\n    ${arr}\n\n   Boekingscode: K4TZPL\n\n`;
    const timeline =
      card(1, 'ma 10 mei 2027', '10:05    Amsterdam (AMS) / Schiphol', 'TAP Air Portugal TP 671', '12:00    Lissabon (LIS) / Humberto Delgado') +
      card(2, 'do 13 mei 2027', '09:30    Lissabon (LIS) / Humberto Delgado', 'TAP Air Portugal TP 1681', '11:15    Funchal (FNC) / Madeira') +
      card(3, 'di 18 mei 2027', '13:40    Funchal (FNC) / Madeira', 'Transavia HV 6952', '18:35    Amsterdam (AMS) / Schiphol') +
      'Totaal betaald (iDEAL, 02-04-2027 21:14)\n • Online inchecken opent bij TAP 36 uur voor vertrek.\n';
    expect((await read(timeline)).reservations.map(facts).map((r) => `${r.flight} ${r.start?.local}`)).toEqual([
      'TP671 AMS-LIS 2027-05-10T10:05',
      'TP1681 LIS-FNC 2027-05-13T09:30',
      'HV6952 FNC-AMS 2027-05-18T13:40',
    ]);
  });

  it("reads the twenty-fourth batch's kinds: a Finnish game's 'Päivämäärä' and 'Aloitus' after 'Tilattu', an opera's start in a sentence wrapped after its date, past a card's charge ('addebitato'), and a cooking class ('aula') told the same way", async () => {
    const game =
      'Tilausnumero: KL-5518-2049\nTilattu: 2.3.2027 klo 14.22\n\nTapahtuma        Helsingin Haukat – Tampereen Karhut\nPäivämäärä       la 27.3.2027\nOvet avautuvat   klo 15.30\nAloitus          klo 17.00\nPaikka           Areena Pohjola\n';
    expect(await brief(game)).toEqual(['event KL-5518-2049 Helsingin Haukat – Tampereen Karhut 2027-03-27T17:00 ']);
    const opera =
      "From: Loggione <ordini@loggione-tickets.it>\nSubject: Conferma ordine n. LGN-2027-048812 – La traviata\nDate: Mon, 11 Jan 2027 21:14:00 +0100\nContent-Type: text/plain; charset=utf-8\n\nIl pagamento di € 186,00 per i biglietti è stato\naddebitato sulla carta VISA ****4471 l'11/01/2027 alle 21:13.\n\nNumero d'ordine: LGN-2027-048812\n\nLa rappresentazione de «La traviata», nel nuovo allestimento, avrà luogo sabato 20 febbraio 2027 alle\nore 20.00 presso il Teatro dei Navigli.\n";
    expect((await read(opera)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local].join(' '))).toEqual(['event LGN-2027-048812 2027-02-20T20:00']);
    const lesson =
      'From: Tacho Azul <reservas@tachoazul.pt>\nSubject: Reserva confirmada – Petiscos do Norte (TA-27-0391)\nDate: Mon, 28 Jun 2027 19:43:05 +0100\nContent-Type: text/plain; charset=utf-8\n\nReferência da reserva: TA-27-0391\n\nA sua aula «Petiscos do Norte» realiza-se no sábado, dia 17 de julho,\ndas 16h00 às 19h00, na nossa cozinha.\n\nValor pago: 130,00 €, pago por MB WAY em 28/06/2027 às 19h42\n';
    expect((await read(lesson)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local].join(' '))).toEqual(['event TA-27-0391 2027-07-17T16:00']);
  });

  it("reads the twenty-fifth batch's kinds: Lithuanian dates year first, Estonian and Baltic months, '19 h 30' and a label's '16h' (no journey's length), Estonian and Lithuanian stays and cars, a coach's 'Sale'/'Desde'/'Llega'/'Hasta' and Ukrainian labels over their stops, a Hungarian museum's time slot, a mobile boarding pass's flight under its label", async () => {
    expect(findDates('2027 m. gegužės 3 d., 18. august 2027, 14. marca 2027, 2027. március 14.', reference).map((d) => d.date)).toEqual(['2027-05-03', '2027-08-18', '2027-03-14', '2027-03-14']);
    expect(findTimes('Heure  19 h 30 | Início da partida: 16h').map((t) => t.time)).toEqual(['19:30', '16:00']);
    // Lengths, not times: a journey's, a flight's, a stopover's; and an office's hours after no label's colon.
    expect(findTimes('1 h 25 | 12 h 50 min | Journey time: 6h 22m | Durée : 2h | Direct overnight · 8h 55m | (dias úteis das 9h às 19h)').map((t) => t.time)).toEqual([]);
    const flat =
      'Broneeringu number: VK-27-0818-A4\n\nMAJUTUS\nMüürivahe Residence\nMüürivahe 27, 10140 Tallinn, Eesti\n\nSAABUMINE\nkolmapäev, 18. august 2027\nSisseregistreerimine alates kell 15:00\n\nLAHKUMINE\npühapäev, 22. august 2027\nVäljaregistreerimine kuni kell 11:00\n\nÖöde arv: 4\n';
    expect((await read(flat)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging VK-27-0818-A4 2027-08-18 2027-08-22']);
    const car =
      'Jūsų automobilio nuomos rezervacija patvirtinta.\n\nRezervacijos numeris: BD-LT-20277341\n\nPAĖMIMAS\nVilniaus oro uostas (VNO), atvykimo salė\n2027 m. gegužės 3 d., pirmadienis, 10:00\n\nGRĄŽINIMAS\nRygos oro uostas (RIX), nuomos automobilių aikštelė P3\n2027 m. gegužės 7 d., penktadienis, 18:30\n';
    expect(await brief(car)).toEqual(['rentalCar BD-LT-20277341 > 2027-05-03T10:00 2027-05-07T18:30']);
    const pampas =
      'Código de reserva: PDP-88271463\nEmpresa: Transportes Cuyo Bus\n\nIDA\nSale:     viernes 26/03/2027 · 20:30 hs\nDesde:    Buenos Aires – Terminal Retiro\nLlega:    sábado 27/03/2027 · 09:45 hs\nHasta:    Mendoza – Terminal del Sol\nButaca:   14\n';
    expect(await brief(pampas)).toEqual(['bus PDP-88271463 Buenos Aires – Terminal Retiro>Mendoza – Terminal del Sol 2027-03-26T20:30 2027-03-27T09:45']);
    const lviv =
      'Номер замовлення: HE-2701-558214\n\nРейс 154 Львів — Краків\nДата відправлення: середа, 20 січня 2027 р.\n\nВІДПРАВЛЕННЯ: 21:30 (за київським часом)\nЛьвів, АС «Стрийська»\nвул. Стрийська, 109, платформа 6\n\nПРИБУТТЯ: 07:15, четвер, 21 січня 2027 р. (за місцевим часом)\nКраків, автовокзал MDA\n\nАвтобус: Setra S 516 HD\n';
    expect(await brief(lviv)).toEqual(['bus HE-2701-558214 Львів, АС «Стрийська»>Краків, автовокзал MDA 2027-01-20T21:30 2027-01-21T07:15']);
    const museum =
      'Időpontos belépőjegyét sikeresen lefoglaltuk.\n\nFoglalási szám:  MJ-27-0314-58813\nKiállítás:  Fény és árnyék – Rippl-Rónai és kortársai\nHelyszín:  Várkert Galéria\nDátum:  2027. március 14. (vasárnap)\nBelépési idősáv:  10:30–11:00\n\nMegközelítés: 19-es villamos; 16-os busz.\n';
    expect(await brief(museum)).toEqual(['event MJ-27-0314-58813 Fény és árnyék – Rippl-Rónai és kortársai 2027-03-14T10:30 ']);
    const pass =
      'Andaman Sky 14MAR27\n\nBOARDING PASS\n\nDMK\n\nBangkok (Don Mueang)\n\n07:55\n\n✈\n\nCNX\n\nChiang Mai\n\n09:10\n\nPassenger\n\nMR SOMCHAI RATTANAPONG\n\nFlight\n\nZ9 112\n\nBoarding\n\n07:25\n\nBooking ref\n\nH4KZ9Q\n';
    expect((await read(pass)).reservations.map(facts).map((r) => `${r.ref} ${r.flight} ${r.start?.local} ${r.end?.local}`)).toEqual(['H4KZ9Q Z9112 DMK-CNX 2027-03-14T07:55 2027-03-14T09:10']);
  });

  it("keeps the readings of ordinary mails under the twenty-fifth batch's rules: no flight from a word's end over a number, nor from codes in capitals in a mail that never speaks of flying; a booking's 'Kód rezervácie' over its order's number, an Indonesian 'Nomor Pemesanan' named; an invitation attached that the body has read", async () => {
    // 'KHÁCH' over '1.': no flight 'CH 1'.
    const vietnamese =
      'Mã đặt chỗ: 5QHTRZ\n\nTHÔNG TIN CHUYẾN BAY\nChuyến bay số: 1127\nNgày bay: Thứ Sáu, 19/03/2027\nKhởi hành: Hà Nội lúc 06:00\nĐến: TP. Hồ Chí Minh lúc 08:10\n\nTHÔNG TIN HÀNH KHÁCH\n1. NGUYEN VAN MINH (Ông)\n\nTổng đài: 1900 6868 (8:00 - 22:00 hằng ngày)\n';
    expect((await read(vietnamese)).reservations.filter((r) => r.type === 'flight')).toEqual([]);
    const match =
      'From: IngressoJá <naoresponda@ingressoja.com.br>\nSubject: Pedido aprovado! Portuguesa x Juventus\nDate: Mon, 01 Mar 2027 10:00:00 -0300\nContent-Type: text/plain; charset=utf-8\n\nPedido nº 2027-118-447203\n\nCAMPEONATO PAULISTA SÉRIE A2 2027\n\nPortuguesa x Juventus\n\nDomingo, 7 de março de 2027\n\nAbertura dos portões: 14h | Início da partida: 16h\n\nVER MEU INGRESSO\n';
    expect(await brief(match)).toEqual(['event 2027-118-447203 Portuguesa x Juventus 2027-03-07T16:00 ']);
    expect(referencesIn('Kód rezervácie: TX-8K2M7Q\nČíslo objednávky: 2027031100458\n').map((r) => r.value)).toEqual(['TX-8K2M7Q']);
    expect(referencesIn('Nomor Pemesanan NusaStay: NS-81204577\n').map((r) => r.value)).toEqual(['NS-81204577']);
    const boundary = 'b1';
    const dinner = [
      'From: Tawilati <no-reply@tawilati.ae>',
      'Subject: Booking confirmed',
      'Date: Fri, 05 Mar 2027 19:42:10 +0400',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'رقم الحجز: TW-40918',
      'المطعم: ليالي الشام',
      'التاريخ: الجمعة، 12 مارس 2027',
      'الوقت: 8:30 مساءً',
      `--${boundary}`,
      'Content-Type: text/calendar; charset=utf-8; name="booking.ics"',
      '',
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:TW-40918@tawilati.ae\r\nDTSTART:20270312T163000Z\r\nDTEND:20270312T183000Z\r\nSUMMARY:Table at Layali\r\nDESCRIPTION:رقم الحجز: TW-40918\r\nEND:VEVENT\r\nEND:VCALENDAR',
      `--${boundary}--`,
      '',
    ].join('\n');
    expect(await brief(dinner)).toEqual(['restaurant TW-40918 ليالي الشام 2027-03-12T20:30 ']);
  });

  it("reads the twenty-sixth batch's kinds: a ferry's crossings, a schedule change's struck-through times left out, a flight's length beside its plane, a note across a table between its legs, a reference under its heading in a row of them, Polish, Hungarian and Dutch references, a Norwegian stay, a Dutch rental told in sentences, a Japanese restaurant's labels", async () => {
    const ferry =
      '<p>Broj rezervacije: JT-27-500311</p><p>ODLAZAK</p><table><tr><td>Linija 9602 Rijeka – Cres · katamaran / petak, 9. srpnja 2027.</td></tr>' +
      '<tr><td>Polazak</td><td>07:15</td><td>Rijeka, putnička luka</td></tr><tr><td>Dolazak</td><td>08:35</td><td>Cres, trajektna luka</td></tr></table>';
    const [crossing] = (await read(ferry, 'ferry.html')).reservations;
    expect(crossing && [crossing.type, crossing.reservationNumber, crossing.startPlace.name, crossing.endPlace.name, crossing.start?.local, crossing.end?.local].join(' ')).toBe(
      'boat JT-27-500311 Rijeka, putnička luka Cres, trajektna luka 2027-07-09T07:15 2027-07-09T08:35',
    );
    expect(crossing && toSchemaOrg(crossing)).toMatchObject({
      '@type': 'BoatReservation',
      reservationFor: { '@type': 'BoatTrip', departureBoatTerminal: { '@type': 'BoatTerminal', name: 'Rijeka, putnička luka' }, arrivalTime: '2027-07-09T08:35:00+02:00' },
    });
    // The old times of a schedule change, crossed out, are no flight of the booking.
    const change =
      '<p>Booking reference: KQ7M2X</p><p>Original flight</p><table style="color:#999;text-decoration: line-through"><tr><td>A3 7012</td><td>Saturday, 3 April 2027</td><td>Departs 07:20 Athens (ATH)</td><td>Arrives 08:10 Heraklion (HER)</td></tr></table>' +
      '<p>New flight</p><table><tr><td>A3 7012</td><td>Saturday, 3 April 2027</td><td>Departs <s>07:20</s> 09:05 Athens (ATH)</td><td>Arrives 09:55 Heraklion (HER)</td></tr></table>';
    expect((await read(change, 'change.html')).reservations.map(facts).map((r) => `${r.flight} ${r.start?.local} ${r.end?.local}`)).toEqual(['A37012 ATH-HER 2027-04-03T09:05 2027-04-03T09:55']);
    // A length in hours beside the plane between a card's two ends; the same hours elsewhere are a time.
    expect(findTimes('GRU / 06:15 / São Paulo    ✈ / 2h35 / Direto    SSA / 08:50 | Embarque 9h30').map((t) => t.time)).toEqual(['06:15', '08:50', '09:30']);
    const change2 =
      'Codice prenotazione: HB9T4R\n\nAndata · domenica 18 aprile 2027\n\nTreno   Partenza   Arrivo\n\nFR 9511   06:40 / Milano Centrale   09:55 / Roma Termini\n\n↻ Cambio a Roma Termini · 40 min\n\nIC 725   10:35 / Roma Termini   12:50 / Napoli Centrale\n';
    expect(await brief(change2)).toEqual(['train HB9T4R Milano Centrale>Roma Termini 2027-04-18T06:40 2027-04-18T09:55', 'train HB9T4R Roma Termini>Napoli Centrale 2027-04-18T10:35 2027-04-18T12:50']);
    // A table in a short cell keeps its rows: the reference is the cell under its heading.
    const heading = '<table><tr><td><table><tr><td>Bokningsnummer</td><td>Resenär</td></tr><tr><td><b>QT5528</b></td><td>Elin Berg</td></tr></table></td></tr></table>';
    expect(readHtml(heading).text).toBe('Bokningsnummer   Resenär\n\n   QT5528   Elin Berg');
    expect(referencesIn(readHtml(heading).text).map((r) => r.value)).toEqual(['QT5528']);
    expect(referencesIn('Kod potwierdzenia:   WZ4R7K\n').map((r) => r.value)).toEqual(['WZ4R7K']);
    expect(referencesIn(' Jegyazonosító:      3K8F-2211-0473\n').map((r) => r.value)).toEqual(['3K8F-2211-0473']);
    expect(referencesIn('Hierbij bevestigen we je boeking met nummer VH-27-1183 op naam van Joost.').map((r) => r.value)).toEqual(['VH-27-1183']);
    const norwegian = 'Hotell Nordlys\n\n   Bestillingsnummer   NL-220817\n\n   Ankomst   fredag 12. mars\n\n   Avreise   mandag 15. mars\n\n   Antall netter   3\n';
    expect((await read(norwegian)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging NL-220817 Hotell Nordlys 2026-03-12 2026-03-15']);
    const dutch =
      'Hoi Joost,\n\nHierbij bevestigen we je boeking met nummer VH-27-1183. Je verblijft in het appartement Casa do Rio – Loft Ribeira aan de Rua das Flores 12 in Porto. Je kunt op vrijdag 16 april vanaf 15.00 uur inchecken. Op maandag 19 april verwachten we dat je uiterlijk om 11.00 uur vertrokken bent.\n';
    expect((await read(dutch)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging VH-27-1183 Casa do Rio – Loft Ribeira 2026-04-16T15:00 2026-04-19T11:00']);
    const japanese = '予約番号　　：KT-551902\n店舗名　　　：鮨 しおん 新宿店\n来店日時　　：2027年1月15日（金）18:30\n人数　　　　：2名様\n';
    expect(await brief(japanese)).toEqual(['restaurant KT-551902 鮨 しおん 新宿店 2027-01-15T18:30 ']);
  });

  it("keeps the readings of ordinary mails under the twenty-sixth batch's rules: a Norwegian train's 'Avreise' and 'Ankomst' a journey's, a table's rows not run on past a note and a second line, a car's driver no ferry, an event named from a subject's 'zum' whole", async () => {
    const train = 'Bestillingsnummer: NSB-8817\n\nTog 61 Oslo S – Bergen\nfredag 12. mars 2027\nAvreise: Oslo S kl. 08.25\nAnkomst: Bergen kl. 15.10\n';
    expect(await brief(train)).toEqual(['train NSB-8817 Oslo S>Bergen 2027-03-12T08:25 2027-03-12T15:10']);
    const table =
      'Codice prenotazione: HB9T4R\n\nAndata · domenica 18 aprile 2027\n\nTreno   Partenza   Arrivo\n\nFR 9511   06:40 / Milano Centrale   09:55 / Roma Termini\n\nGrazie per aver viaggiato con noi.\nServizio clienti dalle 7:00 alle 23:00\n\nOfferta   10:00 / Bari   12:00 / Lecce\n';
    expect(await brief(table)).toEqual(['train HB9T4R Milano Centrale>Roma Termini 2027-04-18T06:40 2027-04-18T09:55']);
    // A driver ('Fahrer') is no ferry ('Fähre').
    const car = 'Ihre Mietwagen-Reservierung\n\nReservierungsnummer: MW-22817\n\nAbholung: Mo, 12.07.2027, 08:30, Zürich Flughafen\nRückgabe: Fr, 16.07.2027, 17:00, Genève Aéroport\nFahrer: Reto Brunner\n';
    expect((await read(car)).reservations.map((r) => r.type)).toEqual(['rentalCar']);
    const congress =
      'From: Kongressbüro <info@kongress.example>\nSubject: Ihre Anmeldung zum Forum Stadtwerke 2027 (FS27-118)\nDate: Mon, 01 Mar 2027 10:00:00 +0100\nContent-Type: text/plain; charset=utf-8\n\nAnmeldenummer: FS27-118\nTicket: 2-Tages-Ticket\nTermin: Dienstag, 8. Juni 2027, 9:00 Uhr\nVeranstaltungsort: Kongresshalle, Leipzig\n';
    expect(await brief(congress)).toEqual(['event FS27-118 Forum Stadtwerke 2027 2027-06-08T09:00 ']);
  });

  it("reads the twenty-seventh batch's kinds: a coach's labels past its payment's date, a coach whose service looks like a flight's and a stop only to set down, a Hebrew car and its order number, a Swedish table's 'Avgår' and 'Ankommer', slashed dates ordered by the mail's day, a check-in counter's hours no flight's, 'Horário', a weekday before a subject's date, an exhibition's subtitle, a Chinese fair, a Greek guesthouse told in sentences", async () => {
    const coach = [
      'PNR Kodu          : KQ82TT',
      'Kalkış Yeri       : Bursa Terminali',
      'Kalkış Tarihi     : 14 Ağustos 2027 Cumartesi',
      'Kalkış Saati      : 09:15',
      'Varış Yeri        : İzmir Otogarı',
      'Tahmini Varış     : 14 Ağustos 2027 Cumartesi, 14:40',
      '',
      'Ödeme Tarihi      : 02.08.2027 11:05',
      '',
      "Ücretsiz servisimiz Nilüfer yazıhanemizden 08:15'te hareket eder.",
    ].join('\n');
    expect(await brief(coach)).toEqual(['bus KQ82TT Bursa Terminali>İzmir Otogarı 2027-08-14T09:15 2027-08-14T14:40']);
    const express = [
      'Booking reference QX4R7T2M',
      'Outbound · Saturday 10 April 2027',
      'Service NZ210 · Journey time 3h 50m',
      '07:45',
      'Bristol Bus Station',
      '09:10',
      'Swindon Bus Station (set down only)',
      '11:35',
      'London Victoria Coach Station',
      '',
      'Please be at the coach stop 15 minutes before departure. The driver may refuse boarding once the doors close.',
      'Coach travel is zero-rated for VAT.',
    ].join('\n');
    expect(await brief(express)).toEqual(['bus QX4R7T2M Bristol Bus Station>London Victoria Coach Station 2027-04-10T07:45 2027-04-10T11:35']);
    const hebrew =
      '<p>מספר הזמנה: RC-4410982</p><table><tr><td>איסוף הרכב</td></tr><tr><td>סניף איסוף</td><td>חיפה – מרכז</td></tr><tr><td>תאריך ושעה</td><td>יום שני, 17/05/2027, בשעה 09:00</td></tr>' +
      '<tr><td>החזרת הרכב</td></tr><tr><td>סניף החזרה</td><td>אילת</td></tr><tr><td>תאריך ושעה</td><td>יום שישי, 21/05/2027, בשעה 12:30</td></tr></table><p>השכרת רכב נעימה!</p>';
    expect((await read(hebrew, 'car.html')).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar RC-4410982 2027-05-17T09:00 2027-05-21T12:30']);
    const swedish = [
      'Bokningsnummer: T7KQ22LM',
      'RESA  Fredag 3 september 2027',
      'Avgår  Från          Ankommer  Till            Tåg   Vagn',
      '16:05  Malmö C       18:41     Göteborg C      1088  5',
    ].join('\n');
    expect(await brief(swedish)).toEqual(['train T7KQ22LM Malmö C>Göteborg C 2027-09-03T16:05 2027-09-03T18:41']);
    // Sent on 12 June: '12/06/2027', the day the ticket was issued, and '05/08/2027', which read month first would fall before the mail, both say the day comes first.
    const overnight = [
      'From: Agence Azur <billets@azur.example>',
      'Subject: Votre billet',
      'Date: Sat, 12 Jun 2027 15:40:21 +0200',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Référence de réservation : QV8K2D',
      "Date d'émission : 12/06/2027",
      'Vol AF 256 · Air France',
      '  23:15 / jeudi / 05/08/2027     Paris (CDG)',
      "  Comptoir d'enregistrement ouvert à 20:15, fermé à 22:15",
      '  06:50 +1 / vendredi / 06/08/2027     Singapour (SIN)',
    ].join('\n');
    expect(await brief(overnight)).toEqual(['flight QV8K2D AF256 2027-08-05T23:15 2027-08-06T06:50']);
    const match = 'Pedido:     4410-2291\nJogo:       Atlético Serrano x União Paulista\nData:       sábado, 12/06/2027\nHorário:    18h30 (abertura dos portões às 16h30)\nLocal:      Estádio do Vale\nIngressos:  2 (Setor Leste)\n';
    expect(await brief(match)).toEqual(['event 4410-2291 Atlético Serrano x União Paulista 2027-06-12T18:30 ']);
    const concert =
      'From: Lippupalvelu <tilaukset@lippu.example>\nSubject: Tilausvahvistus: Kevään kuoroilta pe 14.5.2027 (LP-88102)\nDate: Mon, 01 Mar 2027 10:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nTilausnumero   LP-88102\n\nKonsertti\npe 14.5.2027 klo 19.00\nTemppeliaukion kirkko, Helsinki\n';
    expect(await brief(concert)).toEqual(['event LP-88102 Kevään kuoroilta 2027-05-14T19:00 ']);
    const exhibition = 'Bestelnummer: RM-2027-55102\nTentoonstelling: Water & Wind – schepen uit de Gouden Eeuw\nDatum: zaterdag 8 mei 2027\nTijdslot: 13:30 – 14:00 uur\n';
    expect(await brief(exhibition)).toEqual(['event RM-2027-55102 Water & Wind – schepen uit de Gouden Eeuw 2027-05-08T13:30 ']);
    const fair = '登记编号   GZ27-VS-004417\n展会名称   2027广州国际照明展览会\n展会日期   2027年6月9日（星期三）至 6月11日（星期五）\n开放时间   6月9日—10日 09:00–17:00\n展馆   广交会展馆 A区\n';
    expect(await brief(fair)).toEqual(['event GZ27-VS-004417 2027广州国际照明展览会 2027-06-09T09:00 ']);
    const guesthouse = [
      'Σας επιβεβαιώνουμε την κράτησή σας με αριθμό NX-27-0815.',
      '',
      'Σας περιμένουμε την Κυριακή 15 Αυγούστου 2027. Η άφιξη (check-in) είναι δυνατή από τις 15:00.',
      'Η αναχώρηση (check-out) είναι την Τετάρτη 18 Αυγούστου 2027 έως τις 11:00.',
      '',
      'Ξενώνας Πέτρινο Σπίτι',
      'Οδός Αγίου Νικολάου 4, Μονεμβασιά',
    ].join('\n');
    expect((await read(guesthouse)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local, r.end?.local].join(' '))).toEqual([
      'lodging NX-27-0815 Ξενώνας Πέτρινο Σπίτι 2027-08-15T15:00 2027-08-18T11:00',
    ]);
  });

  it("keeps the readings of ordinary mails under the twenty-seventh batch's rules: a flight's mail that speaks of a train to the airport a flight's, a US mail's dates month first by the mail's day, a rental's return told in a sentence, an opera's genre after a dash no part of its name", async () => {
    const railAndFly = [
      'Booking reference: LH7QZ2',
      'Flight LH 400 Frankfurt (FRA) - New York (JFK)',
      'Mon 14 Jun 2027  10:05  13:00',
      'Your Rail&Fly ticket: take any train to Frankfurt Airport long-distance station; the train leaves every 20 minutes.',
    ].join('\n');
    expect(await brief(railAndFly)).toEqual(['flight LH7QZ2 LH400 2027-06-14T10:05 2027-06-14T13:00']);
    const us = [
      'From: Amtrak <tickets@rail.example>',
      'Subject: Your eTicket',
      'Date: Sat, 12 Jun 2027 15:40:21 -0400',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Reservation number: 7F2C91',
      'Train 171 Northeast Regional',
      'Depart: Boston South Station 08/05/2027 6:40 AM',
      'Arrive: New York Penn Station 08/05/2027 10:55 AM',
    ].join('\n');
    // '08/05/2027' read day first (8 May) falls before the mail of 12 June, month first (5 August) after it: the month comes first.
    expect(await brief(us)).toEqual(['train 7F2C91 Boston South Station>New York Penn Station 2027-08-05T06:40 2027-08-05T10:55']);
    const opera = 'Numéro de réservation : OPL-2291-88\nSpectacle : Carmen – opéra en quatre actes\nDate : samedi 5 juin 2027 à 20:00\n';
    expect(await brief(opera)).toEqual(['event OPL-2291-88 Carmen 2027-06-05T20:00 ']);
  });

  it("reads the twenty-eighth batch's kinds: a Ukrainian coach under its headings, an Icelandic car, an Estonian play, a Norwegian guesthouse told in sentences, a Korean agency's flights and hotel, a city beside its airport's name, connection times and a flight named again in a note, a table's column of references, a festival's gates, a table's two changes, a Taiwanese restaurant, a flat's guests in brackets", async () => {
    const coach = [
      'ЕЛЕКТРОННИЙ КВИТОК',
      'Номер замовлення: ЗЛ-271102-118',
      'Автобус: Neoplan Tourliner',
      '',
      'ВІДПРАВЛЕННЯ',
      "Дата і час:   п'ятниця, 12 листопада 2027 р., 21:15",
      'Звідки:       Київ, Автостанція «Видубичі»',
      '',
      'ПРИБУТТЯ',
      'Дата і час:   субота, 13 листопада 2027 р., 08:40',
      'Куди:         Варшава, Dworzec Zachodni',
    ].join('\n');
    expect(await brief(coach)).toEqual(['bus ЗЛ-271102-118 Київ, Автостанція «Видубичі»>Варшава, Dworzec Zachodni 2027-11-12T21:15 2027-11-13T08:40']);
    const car = 'Bókunarnúmer: SB-27-1182\nBíll: Toyota Yaris eða sambærilegur\n\nAFHENDING\nStaður: Akureyri flugvöllur\nTími:   mánudagur 7. júní 2027 kl. 09:00\n\nSKIL\nStaður: Akureyri flugvöllur\nTími:   föstudagur 11. júní 2027 kl. 17:30\n';
    expect((await read(car)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar SB-27-1182 2027-06-07T09:00 2027-06-11T17:30']);
    const play = 'Teie piletid\n\nETENDUS\nVanja onu\n   Aeg   reede, 3. detsember 2027 kell 19.00\n   Koht   Tartu Uus Teater\n     Tellimus / 7710442\n';
    expect(await brief(play)).toEqual(['event 7710442 Vanja onu 2027-12-03T19:00 ']);
    const guesthouse =
      'Tusen takk for bestillingen. Jeg bekrefter herved dobbeltrommet for to personer, fra torsdag 12. august til søndag 15. august 2027, altså tre netter. Bestillingsnummeret deres er SV-2027-112.\n\nInnsjekking er fra kl. 15.00. Utsjekking er innen kl. 11.00.\n';
    expect((await read(guesthouse)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging SV-2027-112 2027-08-12 2027-08-15']);
    const agency = [
      'From: 하늘길투어 <tour@agency.example.kr>',
      'Subject: 예약 확정 안내',
      'Date: Tue, 02 Mar 2027 15:20:44 +0900',
      'Content-Type: text/plain; charset=utf-8',
      '',
      '- 항공 예약번호(PNR) : K2QW7P (제주항공)',
      '- 호텔 확인번호 : 55120931',
      '',
      '[1일차] 2027년 6월 3일 (목)',
      '  08:10  김포국제공항 출발 - 제주항공 7C101',
      '',
      '■ 항공 정보',
      ' 편명      구간                 출발                 도착',
      ' 7C101    김포(GMP) → 제주(CJU)   06/03(목) 08:10      06/03(목) 09:20',
      ' 7C108    제주(CJU) → 김포(GMP)   06/06(일) 19:30      06/06(일) 20:40',
      '',
      '■ 호텔 정보',
      ' - 호텔명 : 한라 스테이 호텔 (Halla Stay Hotel)',
      ' - 숙박 : 2027년 6월 3일 (목) ~ 2027년 6월 6일 (일), 3박',
      ' - 체크인 15:00 / 체크아웃 11:00',
    ].join('\n');
    expect((await read(agency)).reservations.map((r) => [r.type, r.reservationNumber, r.flight ? `${r.flight.airlineCode}${r.flight.flightNumber} ${r.flight.departureAirport}-${r.flight.arrivalAirport}` : r.name, r.start?.local, r.end?.local].join(' '))).toEqual([
      'flight K2QW7P 7C101 GMP-CJU 2027-06-03T08:10 2027-06-03T09:20',
      'flight K2QW7P 7C108 CJU-GMP 2027-06-06T19:30 2027-06-06T20:40',
      'lodging 55120931 한라 스테이 호텔 2027-06-03T15:00 2027-06-06T11:00',
    ]);
    const swiss = 'Buchungsreferenz Airline   4KQ2ZT\n\n   Hinflug · Montag, 8. März 2027\n\n    06:50 / Genf – Flughafen Genf    07:45 / Paris – Charles de Gaulle\n\n    Flug AF 1143 · Air France · Economy\n';
    expect(await brief(swiss)).toEqual(['flight 4KQ2ZT AF1143 2027-03-08T06:50 2027-03-08T07:45']);
    const table = [
      'Data        Voo       Origem                 Destino                Part.  Cheg.  Reserva',
      '----------------------------------------------------------------------------------------',
      'ter 9 MAR   TP 1947   Porto (OPO)            Lisboa (LIS)           07:00  07:55  Q7LK2P',
      'ter 9 MAR   AZ 611    Lisboa (LIS)           Roma (FCO)             10:20  14:10  W3RT8X',
      '----------------------------------------------------------------------------------------',
      'AZ 611 operado pela ITA Airways.',
      'Tempo de ligação em Lisboa: 2h25',
    ].join('\n');
    expect(await brief(table)).toEqual(['flight Q7LK2P TP1947 2026-03-09T07:00 2026-03-09T07:55', 'flight W3RT8X AZ611 2026-03-09T10:20 2026-03-09T14:10']);
    const festival =
      'From: TicketKlaar <tickets@ticketklaar.example>\nSubject: Je tickets voor Zomerklanken Festival 2027 - bestelling TK-2027-51120\nDate: Tue, 13 Apr 2027 09:15:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nBESTELNUMMER: TK-2027-51120\nBesteld op: di 13/04/2027 om 09:14\n\nZomerklanken Festival 2027\nDatum:       zondag 18 juli 2027\nPoorten:     open om 13:00\nLocatie:     Stadspark, Gent\nTickets:     1 x Dagticket\n';
    expect(await brief(festival)).toEqual(['event TK-2027-51120 Zomerklanken Festival 2027 2027-07-18T13:00 ']);
    const changes = [
      'Codice prenotazione (PNR)   ZT81QA',
      'Data di viaggio   venerdì 6 agosto 2027',
      'Treno   Partenza   Arrivo   Posto',
      '    RV 2411    06:40 / Bolzano    07:59 / Verona Porta Nuova    libero',
      '   Cambio a Verona Porta Nuova – 21 min',
      '    FR 9511    08:20 / Verona Porta Nuova    09:25 / Bologna Centrale    5/7A',
      '   Cambio a Bologna Centrale – 25 min',
      '    FR 9411    09:50 / Bologna Centrale    11:55 / Roma Termini    3/2D',
    ].join('\n');
    expect(await brief(changes)).toEqual([
      'train ZT81QA Bolzano>Verona Porta Nuova 2027-08-06T06:40 2027-08-06T07:59',
      'train ZT81QA Verona Porta Nuova>Bologna Centrale 2027-08-06T08:20 2027-08-06T09:25',
      'train ZT81QA Bologna Centrale>Roma Termini 2027-08-06T09:50 2027-08-06T11:55',
    ]);
    const restaurant =
      'From: 食刻訂位 <noreply@booking.example.tw>\nSubject: 【訂位成功】青田小館 2027/10/08（五）18:30 2位\nDate: Mon, 20 Sep 2027 10:00:00 +0800\nContent-Type: text/plain; charset=utf-8\n\n感謝您的訂位，以下為您的訂位資訊。\n   訂位代號   T4W8QZ\n   日期   2027年10月8日（星期五）\n   時間   18:30\n   人數   2 位\n餐廳訂位\n';
    expect(await brief(restaurant)).toEqual(['restaurant T4W8QZ 青田小館 2027-10-08T18:30 ']);
    const flat = 'Broj rezervacije: JK-27-55102\nObjekt:      Apartman Ruzmarin (4+1), Hvar\nDolazak:     subota, 14. kolovoza 2027., od 15:00\nOdlazak:     subota, 21. kolovoza 2027., do 10:00\n';
    expect((await read(flat)).reservations.map((r) => [r.type, r.reservationNumber, r.name].join(' '))).toEqual(['lodging JK-27-55102 Apartman Ruzmarin, Hvar']);
  });

  it("reads the twenty-ninth batch's kinds: a Swedish table told in sentences, a Romanian car, a Turkish airport shuttle, a Japanese schedule change, a Flemish table, a Finnish concert under an order's number, a Polish match's order date, a Taiwanese museum's labels, a terminal's own short name, a Thai night coach, two shows in one order", async () => {
    const table =
      'From: Bordbokning <noreply@bord.example.se>\nSubject: Din bokning hos Fiskarboden Skeppsholmen är bekräftad\nDate: Mon, 03 May 2027 09:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nHej!\n\nVi har reserverat ett bord för 4 personer hos Fiskarboden Skeppsholmen, fredagen den 14 maj 2027 kl. 18.45. Bokningsnummer FB-2211-09.\n\nRestaurangen behöver bordet tillbaka kl. 20.45.\n';
    expect(await brief(table)).toEqual(['restaurant FB-2211-09 Fiskarboden Skeppsholmen 2027-05-14T18:45 ']);
    const car = 'Număr rezervare   RC-2027-7710\nAutoturism: Skoda Octavia sau similar\n\nPRELUARE\nMarți, 8 iunie 2027, ora 09:30\nAeroportul Iași (IAS)\n\nPREDARE\nVineri, 11 iunie 2027, ora 17:00\nAeroportul Iași (IAS)\n';
    expect((await read(car)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['rentalCar RC-2027-7710 2027-06-08T09:30 2027-06-11T17:00']);
    const shuttle = 'Havalimanı Ulaşım Bileti\nPNR       : QW7R2T\n  Tarih      : 9 Temmuz 2027 Cuma\n  Kalkış     : 05:10  Kadıköy\n  Varış      : 06:20  Sabiha Gökçen Havalimanı\n';
    expect(await brief(shuttle)).toEqual(['bus QW7R2T Kadıköy>Sabiha Gökçen Havalimanı 2027-07-09T05:10 2027-07-09T06:20']);
    const change = [
      '■予約番号　：AB1234-5678',
      '2027年4月10日(土)　JAL905便　東京(羽田)［HND］ → 那覇［OKA］',
      '　＜変更前＞',
      '　　東京(羽田)　07:00発　→　那覇　09:45着',
      '　＜変更後＞',
      '　　東京(羽田)　07:40発　→　那覇　10:25着',
    ].join('\n');
    expect(await brief(change)).toEqual(['flight AB1234-5678 JL905 2027-04-10T07:40 2027-04-10T10:25']);
    const flemish = 'Brasserie Het Pand\n\nDatum / vrijdag 7 mei 2027        Uur / 20u15        Gasten / 2 personen\n\nReservatienummer: HP-4410-K\n\nU kan kosteloos annuleren tot 12u00 de dag voordien.\n';
    expect(await brief(flemish)).toEqual(['restaurant HP-4410-K Brasserie Het Pand 2027-05-07T20:15 ']);
    const concert =
      'From: Lipputoimisto <noreply@liput.example.fi>\nSubject: Tilausvahvistus LT-5520198\nDate: Mon, 01 Mar 2027 09:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nTilausnumero   LT-5520198\n\nTapiola Sinfonietta: Mozart & Haydn\n\nla 20.3.2027 klo 19.00\n\nEspoon kulttuurikeskus, Tapiola-sali\n\nTalon ravintola palvelee konserttipäivinä klo 11.00 alkaen.\n';
    expect(await brief(concert)).toEqual(['event LT-5520198 Tapiola Sinfonietta: Mozart & Haydn 2027-03-20T19:00 ']);
    const match = 'Numer zamówienia   BP/2027/0044120\nData zamówienia   02.03.2027, 20:05\n\nMECZ\nWisła Kraków – Cracovia\nsobota, 20.03.2027, godz. 18:00\nStadion Miejski im. Henryka Reymana\n';
    expect(await brief(match)).toEqual(['event BP/2027/0044120 Wisła Kraków – Cracovia 2027-03-20T18:00 ']);
    const museum = '訂單編號   TF2703110042\n訂購日期   2027/03/11 21:06\n活動名稱   奇美博物館 常設展（預約入場）\n參觀日期   2027/04/03（六）\n入場時段   上午 10:30 – 11:00\n';
    expect(await brief(museum)).toEqual(['event TF2703110042 奇美博物館 常設展（預約入場） 2027-04-03T10:30 ']);
    const coach = 'AUTOBUSES DEL GOLFO\nFolio de compra:  AG-22019\nViernes 16 de abril de 2027\nCorrida 3310\n  Sale:     VERACRUZ (CAVE)     6:15 a.m.\n  Llega:    XALAPA (CAXA)       8:40 a.m.\n';
    expect(await brief(coach)).toEqual(['bus AG-22019 VERACRUZ (CAVE)>XALAPA (CAXA) 2027-04-16T06:15 2027-04-16T08:40']);
    const thai = [
      'รหัสการจอง   NB-70-11820',
      'วันที่เดินทาง   พ. 14 เม.ย. 2570',
      'เที่ยวรถ   22-3',
      'ต้นทาง   เชียงใหม่ (อาเขต) ชานชาลา 9',
      'เวลาออกเดินทาง   21:00 น.',
      'ปลายทาง   กรุงเทพฯ (หมอชิต 2)',
      'ถึงโดยประมาณ   06:30 น. (พฤ. 15 เม.ย. 2570)',
      'สถานีขนส่ง',
    ].join('\n');
    expect(await brief(thai)).toEqual(['bus NB-70-11820 เชียงใหม่ (อาเขต)>กรุงเทพฯ (หมอชิต 2) 2027-04-14T21:00 2027-04-15T06:30']);
    const shows = [
      'Commande n° GT-27-1180 · Titulaire : Anne Roux',
      '',
      'OPÉRA',
      'Carmen',
      'jeudi 11 mars 2027 à 20h00',
      'Grand Théâtre, Boulevard du Théâtre 11, Genève',
      '',
      'BALLET',
      'Giselle',
      'dimanche 21 mars 2027 à 15h00',
      'Grand Théâtre, Boulevard du Théâtre 11, Genève',
    ].join('\n');
    expect(await brief(shows)).toEqual(['event GT-27-1180 Carmen 2027-03-11T20:00 ', 'event GT-27-1180 Giselle 2027-03-21T15:00 ']);
  });

  it("reads the thirtieth batch's kinds: a forwarded Lithuanian train (its headers no journey, its route in a cell), Vietnamese labels and dates, a Korean car in the afternoon beside a shuttle's hours, Slovenian coach rows, a Norwegian fast boat, Hebrew months, Arabic arrival and departure, a Turkish event's label, a restaurant named where the subject ends, a Latvian hotel, full-width digits, a schedule change's columns", async () => {
    const lithuanian = [
      'Siunčiu bilietus.',
      '',
      '---------- Persiųstas laiškas ---------',
      'Nuo: Geležinkeliai <info@traukiniai.example.lt>',
      'Data: 2027 m. birželio 2 d., trečiadienis, 10:15',
      'Kam: <ona@example.lt>',
      '',
      'Užsakymo numeris: LTG-7730019',
      '--------------------------------',
      'Data:        2027 m. birželio 12 d., šeštadienis',
      'Traukinys:   Nr. 112   Kaunas -> Šiauliai',
      'Išvykimas:   08:05 iš Kauno',
      'Atvykimas:   10:41 į Šiaulius',
      '--------------------------------',
      'Data:        2027 m. birželio 13 d., sekmadienis',
      'Traukinys:   Nr. 117   Šiauliai -> Kaunas',
      'Išvykimas:   18:20 iš Šiaulių',
      'Atvykimas:   20:58 į Kauną',
    ].join('\n');
    expect(await brief(lithuanian)).toEqual(['train LTG-7730019 Kaunas>Šiauliai 2027-06-12T08:05 2027-06-12T10:41', 'train LTG-7730019 Šiauliai>Kaunas 2027-06-13T18:20 2027-06-13T20:58']);
    const vietnamese = 'Mã đặt chỗ: HUE42KQ7\n   Tàu   SE19\n   Ga đi   Huế\n   Ga đến   Nha Trang\n   Giờ đi   19h40, Thứ Sáu, ngày 9 tháng 7 năm 2027\n   Giờ đến (dự kiến)   09h55, Thứ Bảy, ngày 10 tháng 7 năm 2027\n';
    expect(await brief(vietnamese)).toEqual(['train HUE42KQ7 Huế>Nha Trang 2027-07-09T19:40 2027-07-10T09:55']);
    const korean = '제주바람렌터카 예약 확정\n예약번호   JC27051188\n차종   기아 K5 또는 동급\n대여일시   2027년 5월 14일 (금) 오전 10:00\n반납일시   2027년 5월 16일 (일) 오후 5:30\n※ 공항 셔틀버스 운행 06:30~23:00\n';
    expect(await brief(korean)).toEqual(['rentalCar JC27051188 > 2027-05-14T10:00 2027-05-16T17:30']);
    const slovenian = 'Številka rezervacije: AV-27-90114\n   TJA | petek, 6. 8. 2027 | avtobus št. 2210\n   7.40   odhod   Maribor, avtobusna postaja\n   10.15   prihod   Koper, avtobusna postaja\n';
    expect(await brief(slovenian)).toEqual(['bus AV-27-90114 Maribor, avtobusna postaja>Koper, avtobusna postaja 2027-08-06T07:40 2027-08-06T10:15']);
    const boat = 'Hurtigbåt Fjordlinjen\n   Bestillingsnummer\n   FJL-552109\n   Avreise\n   lørdag 11. september 2027 kl. 08.15 / Ålesund, Skateflukaia\n   Ankomst\n   lørdag 11. september 2027 kl. 10.50 / Molde, Torget\n';
    expect(await brief(boat)).toEqual(['boat FJL-552109 Ålesund, Skateflukaia>Molde, Torget 2027-09-11T08:15 2027-09-11T10:50']);
    const hebrew = 'מספר הזמנה: HX4QPL\nטיסת הלוך\n   יום שלישי, 7 בספטמבר 2027 | טיסה LY 315\n   המראה   08:20 תל אביב (TLV)\n   נחיתה   11:55 לונדון (LHR)\n';
    expect(await brief(hebrew)).toEqual(['flight HX4QPL LY315 2027-09-07T08:20 2027-09-07T11:55']);
    const arabic = 'فندق الواحة / OASIS HOTEL\n   رقم الحجز   OAS-2027-118\n   تاريخ الوصول   الاثنين، 4 أكتوبر 2027\n   تاريخ المغادرة   الخميس، 7 أكتوبر 2027\n';
    expect((await read(arabic)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging OAS-2027-118 2027-10-04 2027-10-07']);
    const turkish = 'Merhaba,\n   Sipariş No   BK-4471902\n   Etkinlik   Ege Caz Gecesi\n   Tarih   5 Mart 2027 Cuma, saat 21.00\n   Mekan   Ahmet Adnan Saygun Sanat Merkezi, İzmir\nEtkinlik alanına girişte biletinizi gösteriniz.\n';
    expect(await brief(turkish)).toEqual(['event BK-4471902 Ege Caz Gecesi 2027-03-05T21:00 ']);
    const reminder =
      'From: Tables <noreply@tables.example.fr>\nSubject: Rappel : votre table pour 2 ce soir au Comptoir du Vieux Port\nDate: Fri, 14 May 2027 09:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nBonjour,\n\nRéférence   CV-55120\nDate   vendredi 14 mai 2027\nHeure   19 h 45\n\nLe Comptoir du Vieux Port\n12 quai du Port, 13002 Marseille\n\nUn empêchement ? Prévenez le restaurant.\n';
    expect(await brief(reminder)).toEqual(['restaurant CV-55120 Le Comptoir du Vieux Port 2027-05-14T19:45 ']);
    const latvian = 'VIESNĪCA JŪRMALAS PRIEDES\nRezervācijas numurs\nJP-2027-0412\nIerašanās\nsvētdiena, 2027. gada 8. augusts\nIzbraukšana\ntrešdiena, 2027. gada 11. augusts\n';
    expect((await read(latvian)).reservations.map((r) => [r.type, r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging VIESNĪCA JŪRMALAS PRIEDES 2027-08-08 2027-08-11']);
    const fullWidth = '■予約番号：QZ7K2M\n【往路】\n２０２７年１２月４日（土）\nNH241便　東京（羽田）HND　08:10発　→　福岡 FUK　10:05着\n';
    expect(await brief(fullWidth)).toEqual(['flight QZ7K2M NH241 2027-12-04T08:10 2027-12-04T10:05']);
    const change = [
      'Booking reference:  QT4R8Z',
      'Flight:  FR 2210',
      'Route:   Vienna (VIE) - Dublin (DUB)',
      'Date:    Friday, 18 June 2027',
      '                    Old time     New time',
      '  Departure (VIE)   06:55        08:30',
      '  Arrival (DUB)     08:45        10:20',
    ].join('\n');
    expect(await brief(change)).toEqual(['flight QT4R8Z FR2210 2027-06-18T08:30 2027-06-18T10:20']);
  });

  it("reads the thirty-first batch's kinds: a card's day on a line above its month, a Polish table, a Mexican coach whose stations are under its times, a car's times under their dates, a Swedish show's doors in a cell beside its start, a Portuguese booking's number, two hotels' rows no journey", async () => {
    const card = 'Ξενοδοχείο Λιμάνι / Limani Hotel\n\n   Αριθμός κράτησης   LM-2027-88\n\n   Άφιξη\n\n   05\n\n   Ιουλίου 2027\n\n   Δευτέρα · από 15:00\n\n   Αναχώρηση\n\n   09\n\n   Ιουλίου 2027\n\n   Παρασκευή · έως 11:00\n';
    expect((await read(card)).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging LM-2027-88 2027-07-05T15:00 2027-07-09T11:00']);
    const polish = 'Potwierdzamy rezerwację stolika.\n\nNumer rezerwacji: PL-5521\nRestauracja: Pod Lipą\nData: piątek, 10 grudnia 2027\nGodzina: 20:00\nLiczba osób: 2\n\nStolik czeka na Państwa do 20:15.\n';
    expect(await brief(polish)).toEqual(['restaurant PL-5521 Pod Lipą 2027-12-10T20:00 ']);
    const coach = [
      'FOLIO DE COMPRA: MX-2207-41',
      'Salida:   Lunes 8 de marzo de 2027 - 23:10 h',
      '          Terminal Central de Autobuses de Oaxaca',
      '',
      'Llegada:  Martes 9 de marzo de 2027 - 05:40 h',
      '          Terminal TAPO',
      '          Calzada Ignacio Zaragoza 200, SM 12, Ciudad de México',
      '',
      'Corrida: 318     Andén: 4',
      'Total pagado (IVA incluido): $890.00 MXN',
    ].join('\n');
    expect(await brief(coach)).toEqual(['bus MX-2207-41 Terminal Central de Autobuses de Oaxaca>Terminal TAPO 2027-03-08T23:10 2027-03-09T05:40']);
    const car = 'Autonoleggio Etna\nPrenotazione n. AE-40021\n\nRITIRO\n\nvenerdì 4 giugno 2027\n\nore 11:15\n\nAeroporto di Catania\n\nCONSEGNA\n\nvenerdì 11 giugno 2027\n\nore 17:45\n\nAeroporto di Palermo\n';
    expect(await brief(car)).toEqual(['rentalCar AE-40021 > 2027-06-04T11:15 2027-06-11T17:45']);
    const show = 'Ordernummer: KX-99120\n\n   Midnattssol\n\n    Datum / Fre 12 nov 2027    Insläpp / 18:30    Start / 19:30\n\n   Plats / Cirkus, Stockholm\n\nTack för ditt köp av biljetter!\n';
    expect(await brief(show)).toEqual(['event KX-99120 Midnattssol 2027-11-12T19:30 ']);
    expect(referencesIn('   N.º de reserva   QDR-7710\n').map((r) => r.value)).toEqual(['QDR-7710']);
    const voucher = [
      'Llegamos en el bus de las 09:00.',
      '',
      '   Hotel   Hotel Las Dunas',
      '   Localizador   55120031',
      '   Entrada   viernes 14/05/2027 (a partir de las 14:00 h)',
      '   Salida   domingo 16/05/2027 (antes de las 12:00 h)',
      '',
      '   Hotel   Hotel Puerta Real',
      '   Localizador   55120187',
      '   Entrada   domingo 16/05/2027 (a partir de las 15:00 h)',
      '   Salida   martes 18/05/2027 (antes de las 12:00 h)',
    ].join('\n');
    expect(await brief(voucher)).toEqual(['lodging 55120031 Hotel Las Dunas 2027-05-14T14:00 2027-05-16T12:00', 'lodging 55120187 Hotel Puerta Real 2027-05-16T15:00 2027-05-18T12:00']);
  });

  it("reads the thirty-second batch's kinds: a boarding's label, a desk's hours with a dash, an offer's route apart from its times, a leg on one line between dashes, a text table's rules, '発' and a platform after a time, a journey's hours, a zone's note, Danish, Hungarian and Portuguese tables and shows, a match's name in a cell, a subject of tickets alone", async () => {
    const peru = 'Código de reserva:   PB-77120\nServicio:            Bus Cama\nOrigen:              Cusco - Terminal Terrestre\nDestino:             Puno - Terminal Terrestre\nEmbarque:            viernes 3 de septiembre de 2027, 21:30 h\nLlegada estimada:    sábado 4 de septiembre de 2027, 05:50 h\n';
    expect(await brief(peru)).toEqual(['bus PB-77120 Cusco - Terminal Terrestre>Puno - Terminal Terrestre 2027-09-03T21:30 2027-09-04T05:50']);
    const italian = [
      'Codice PNR: QW3E9R',
      'Andata · lunedì 7 giugno 2027',
      'Partenza',
      '08:15',
      'Torino Porta Nuova',
      'Arrivo',
      '09:10',
      'Milano Centrale',
      'Firenze S.M.N. → Roma Termini da 19,90 €, dal 1 luglio al 31 agosto 2027. Prima partenza ore 06:05.',
      'Assistenza: 02 5551 2200 (lun–ven 9:00–18:00)',
      'Treno Frecciarossa',
    ].join('\n');
    expect(await brief(italian)).toEqual(['train QW3E9R Torino Porta Nuova>Milano Centrale 2027-06-07T08:15 2027-06-07T09:10']);
    const nightjet = 'Ticketcode: 550192773310\nNJ 40490 – Hamburg-Altona ab Fr, 12.11.2027 20:02, Bahnsteig 8 – München Hbf an Sa, 13.11.2027 06:55\nDer Zug steht ab ca. 19:30 bereit. Täglich um 19:57 Uhr nach Wien.\n';
    expect(await brief(nightjet)).toEqual(['train 550192773310 Hamburg-Altona>München Hbf 2027-11-12T20:02 2027-11-13T06:55']);
    const box = [
      'PNR: 8812004471',
      '+----------------+----------------+----------------+',
      '| Booked From    | Boarding At    | To             |',
      '| MUMBAI CST     | MUMBAI CST     | PUNE JN        |',
      '| Start Date*    | Departure*     | Arrival*       |',
      '| 04-Mar-2027    | 06:40 04-Mar-2027 | 10:05 04-Mar-2027 |',
      '+----------------+----------------+----------------+',
      'Train No./Name: 12127 / INTERCITY EXP',
    ].join('\n');
    expect(await brief(box)).toEqual(['train 8812004471 MUMBAI CST>PUNE JN 2027-03-04T06:40 2027-03-04T10:05']);
    expect(await brief('予約番号：QX7710\n乗車日：2027年5月14日\n新幹線 のぞみ21号\n　東京　　 09:00発　（15番線）\n　京都　　 11:15着\n')).toEqual(['train QX7710 東京>京都 2027-05-14T09:00 2027-05-14T11:15']);
    const coach = 'Buchungsnummer: 55120990\nSa., 11.09.2027\nHamburg → Berlin · 3:05 Std.\n  Abfahrt / 08:00    Hamburg ZOB / Adenauerallee 78\n  Ankunft / 11:05    Berlin ZOB / Masurenallee 4\nDein Bus.\n';
    expect(await brief(coach)).toEqual(['bus 55120990 Hamburg ZOB>Berlin ZOB 2027-09-11T08:00 2027-09-11T11:05']);
    const zones = 'Booking reference: RC-55102\nCoach, Thursday 14 January 2027\n  Departs    07:00    Brisbane Coach Terminal QLD time\n  Arrives    09:55    Byron Bay Interchange NSW time\n';
    expect(await brief(zones)).toEqual(['bus RC-55102 Brisbane Coach Terminal>Byron Bay Interchange 2027-01-14T07:00 2027-01-14T09:55']);
    const danish = 'Tak for din reservation hos Restaurant Havnen.\nRestaurant:      Restaurant Havnen\nDato:            fredag d. 4. juni 2027\nTidspunkt:       kl. 18.30\nBookingnummer:   77120\n';
    expect(await brief(danish)).toEqual(['restaurant 77120 Restaurant Havnen 2027-06-04T18:30 ']);
    const hungarian = 'Duna Bisztró\n\nKöszönjük asztalfoglalását.\n   Foglalási szám   DB-5512\n   Időpont   2027. október 8. (péntek) 20:00\n';
    expect(await brief(hungarian)).toEqual(['restaurant DB-5512 Duna Bisztró 2027-10-08T20:00 ']);
    const fado = 'Casa do Fado\n\nConfirmamos a sua mesa.\n   Noite de Fado e Jantar\n   N.º da reserva   CF-2207\n   Data   Sexta-feira, 9 de julho de 2027\n   Jantar   20h00\n   Início do espetáculo   21h30\n';
    expect((await brief(fado)).map((r) => r.split(' ')[0])).toEqual(['event']);
    const mail = (subject: string, body: string) => `From: tickets@example.com\nSubject: ${subject}\nDate: Mon, 3 May 2027 10:31:00 +0100\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    expect(await brief(mail('Tilausvahvistus 4410: Kärpät – Ilves ke 13.10.2027', 'LIIGA 2027–2028 / Kärpät – Ilves\n\n   Aika   ke 13.10.2027 klo 18.30\n   Tilausnumero   44100921\nHalli aukeaa tuntia ennen ottelun alkua.\n')))
      .toEqual(['event 44100921 Kärpät – Ilves 2027-10-13T18:30 ']);
    expect(await brief(mail('Potvrzení objednávky 7710 – vstupenky na 20. 3. 2027', 'Číslo objednávky: 77104411\n   Technické muzeum\n   Typ vstupenky   Základní\n   Datum návštěvy   sobota 20. 3. 2027\n   Čas vstupu   10:30\n')))
      .toEqual(['event 77104411 Technické muzeum 2027-03-20T10:30 ']);
  });

  it("reads the thirty-third batch's kinds: Catalan dates, a car's two columns' blocks in turn, a cancelled flight's column beside its replacement, a booking code after a bracketed airline and a slash, a departure the next day, a chalet named in a sentence, a stay's two days on one line after a flight, an offer's months-long stay", async () => {
    const catalan = 'Lloguer de cotxes\nNúmero de reserva:   LC-88120\nRECOLLIDA\nDijous, 8 de juliol de 2027, a les 09.00 h\nAeroport de Girona\n\nRETORN\nDilluns, 12 de juliol de 2027, a les 18.00 h\nEstació de tren de Girona\nVehicle: SEAT Ibiza o similar\n';
    expect(await brief(catalan)).toEqual(['rentalCar LC-88120 > 2027-07-08T09:00 2027-07-12T18:00']);
    const columns = 'Confirmation Number: QX55120\n\n    PICK UP    RETURN\n\n   Thu, Mar 11, 2027\n\n   8:30 AM\n\n   Denver International Airport (DEN)\n\n   Mon, Mar 15, 2027\n\n   6:00 PM\n\n   Denver International Airport (DEN)\n\nMidsize car or similar\n';
    expect(await brief(columns)).toEqual(['rentalCar QX55120 > 2027-03-11T08:30 2027-03-15T18:00']);
    const change = [
      'Buchungscode: 4TQ9ZD',
      '  ANNULLIERTER FLUG                       IHR NEUER FLUG',
      '  --------------------------------------  --------------------------------------',
      '  LH 2010                                 LH 2012',
      '  Freitag, 04. Juni 2027                  Freitag, 04. Juni 2027',
      '  ab München (MUC)       07:10            ab München (MUC)       09:35',
      '  an Hamburg (HAM)       08:25            an Hamburg (HAM)       10:50',
    ].join('\n');
    expect(await brief(change)).toEqual(['flight 4TQ9ZD LH2012 2027-06-04T09:35 2027-06-04T10:50']);
    expect(referencesIn('   Localizador de la aerolínea (Turkish Airlines) / TQ5P2L    Nº de expediente / BRJ-5512\n').map((r) => r.value)).toEqual(['TQ5P2L']);
    const overnight = 'Localizador: ZK4P2L\nIDA · viernes, 9 de abril de 2027\n    TK 1854\n   19:05   Barcelona (BCN)\n   23:35   Estambul (IST)\n\n    TK 64\n   01:50 +1   Estambul (IST)\n   15:05 +1   Bangkok (BKK)\n';
    expect(await brief(overnight)).toEqual(['flight ZK4P2L TK1854 2027-04-09T19:05 2027-04-09T23:35', 'flight ZK4P2L TK64 2027-04-10T01:50 2027-04-10T15:05']);
    const chalet = 'Nous avons le plaisir de vous confirmer la location du Chalet Les Sapins (4 personnes, 2 chambres), route du Lac 3, 1936 Verbier.\n\nArrivée le samedi 11 décembre 2027 dès 16h, départ le samedi 18 décembre 2027 à 10h au plus tard.\n\nContrat n° VB-27-0412\n';
    expect((await read(chalet)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging VB-27-0412 Chalet Les Sapins 2027-12-11 2027-12-18']);
    const pack = 'Boekingsnummer: ZW-27-0099\nHEENVLUCHT - zaterdag 15 mei 2027\nTransavia HV 6815\nVertrek: Amsterdam Schiphol (AMS) 06:50 uur\nAankomst: Heraklion (HER) 11:20 uur\n\nHotel Kalimera ****\nAankomst: zaterdag 15-05-2027 - Vertrek: zaterdag 22-05-2027 (7 nachten)\n';
    expect((await brief(pack)).filter((r) => r.startsWith('lodging'))).toEqual(['lodging ZW-27-0099 Hotel Kalimera 2027-05-15T15:00 2027-05-22T11:00']);
    expect((await brief('Booking reference: HJ3W8N\nEY 82  Milan (MXP) 10:40 → Abu Dhabi (AUH) 19:05, Tue 05 Oct 2027\nHotel stopover: Stay up to 2 nights on us when you book by 30 Jun 2027 for travel until 15 Dec 2027.\n')).filter((r) => r.startsWith('lodging'))).toEqual([]);
  });

  it("reads the thirty-fourth batch's kinds: a text table's time columns, a shuttle told in sentences beside the traveller's own flights, labels over their values, bracketed labels, a time over its label, a style sheet's blocks, a venue's hours and a payment's time no start", async () => {
    const table = 'PNR No : KX7Q2P\nSefer Tarihi : 14 Mayıs 2027 Cuma\n+---------------+-------+---------------+-------+\n| Kalkış Yeri   | Saat  | Varış Yeri    | Saat  |\n+---------------+-------+---------------+-------+\n| İzmir Otogarı | 08:00 | Bursa Terminal | 13:15 |\n+---------------+-------+---------------+-------+\nOtobüs ile iyi yolculuklar.\n';
    expect(await brief(table)).toEqual(['bus KX7Q2P İzmir Otogarı>Bursa Terminal 2027-05-14T08:00 2027-05-14T13:15']);
    const shuttle = 'Localizador: TR-40917\n\nEl autobús sale del Aeropuerto de Alicante (T1) el lunes 7 de junio de 2027 a las 10:15 y llega a la Estación de Autobuses de Benidorm hacia las 11:05.\n\nVuelo indicado por usted: VY 1378, llegada prevista a las 09:40.\n';
    expect(await brief(shuttle)).toEqual(['bus TR-40917 Aeropuerto de Alicante (T1)>Estación de Autobuses de Benidorm 2027-06-07T10:15 2027-06-07T11:05']);
    const above = 'Bokningsnummer\n\nKQ-55120\n\nTåg 21 · Göteborg C – Oslo S\n\nAvgång\n\n06:45\n\nmåndag 7 juni 2027\n\nGöteborg C, spår 3\n\nAnkomst\n\n10:40\n\nmåndag 7 juni 2027\n\nOslo S\n\nPåstigning från kl. 06:25.\n';
    expect(await brief(above)).toEqual(['train KQ-55120 Göteborg C>Oslo S 2027-06-07T06:45 2027-06-07T10:40']);
    const bracketed = '【予約番号】K20931\n【乗車日】2027年5月9日（日）\n【列車名】のぞみ21号\n【乗車区間】新大阪 → 博多\n【発車時刻】11:20\n【到着時刻】13:51\n';
    expect(await brief(bracketed)).toEqual(['train K20931 新大阪>博多 2027-05-09T11:20 2027-05-09T13:51']);
    const tiles = 'From: tickets@example.gr\nSubject: =?utf-8?B?' + Buffer.from('Τα εισιτήριά σας: ΠΑΟΚ - Άρης').toString('base64') + '?=\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nΚωδικός κράτησης: AX-20417\n\nΠΑΟΚ - Άρης\n\nΣάββατο 15 Μαΐου 2027 · Τούμπα, Θεσσαλονίκη\n\n18:00\n\nΆνοιγμα θυρών\n\n20:00\n\nΈναρξη αγώνα\n\nΗμερομηνία πληρωμής: 02/05/2027 11:12\n';
    expect(await brief(tiles)).toEqual(['event AX-20417 ΠΑΟΚ - Άρης 2027-05-15T20:00 ']);
    const sheet = '<html><head><style>.cells b { display:block } .note{color:red}</style></head><body><h2>Cantina do Rio</h2><p>sexta-feira, 11 de junho de 2027 · 21h00</p><div class="cells"><div>Referência<b>CR-55012</b></div></div><p>Horário do restaurante: terça a sábado, 12h00–15h00 e 19h00–23h30.</p><p>Mesa para 2 pessoas.</p></body></html>';
    expect(readHtml(sheet).text).toContain('Referência\nCR-55012');
    expect(await brief(Buffer.from(sheet))).toEqual(['restaurant CR-55012 Cantina do Rio 2027-06-11T21:00 ']);
    const paid = 'Buchungsnummer: ZB-4471\nHinfahrt am 14.05.2027\nBerlin Hbf ab 10:15\nLeipzig Hbf an 11:29\n\nZahlung: Visa ****1234, belastet am 02.05.2027 um 14:22 Uhr\nKundenservice: 030 999 123 45 (Festnetzpreis)\n';
    expect(await brief(paid)).toEqual(['train ZB-4471 Berlin Hbf>Leipzig Hbf 2027-05-14T10:15 2027-05-14T11:29']);
  });

  it("reads the thirty-fifth batch's kinds: a seat's column of flight numbers, a station's column beside its time's, dot leaders before a reference, a schedule change's 'bisher' column, a timeline's legs apart by a day's heading, a boarding pass's 'Járat', a kind's word alone no stay's name, a route before a middle dot, Swedish sentences", async () => {
    const seats = 'Confirmation: K4QW2P\nFlight 1 of 1 - UA 1538\nDepart   7:05 AM   Sat, Oct 16, 2027   Denver, CO (DEN)\nArrive   8:52 AM   Sat, Oct 16, 2027   San Francisco, CA (SFO)\n\n  Traveler   Seat UA 1538\n  ANA LEE    23A\nCheck-in opens at 7:05 AM MDT the day before.\n';
    expect(await brief(seats)).toEqual(['flight K4QW2P UA1538 2027-10-16T07:05 2027-10-16T08:52']);
    const czech = 'Kód dokladu:   QX7N21PL\n\n    Směr   Datum   Odjezd   Ze stanice   Příjezd   Do stanice   Vlak\n\n    Tam   pá 14. 5. 2027   08:15   Praha hl. n.   10:47   Olomouc hl. n.   EC 113\n';
    expect(await brief(czech)).toEqual(['train QX7N21PL Praha hl. n.>Olomouc hl. n. 2027-05-14T08:15 2027-05-14T10:47']);
    expect(referencesIn('Kod rezerwacji / Booking ref .. 7TQW3H\n').map((r) => r.value)).toEqual(['7TQW3H']);
    expect(referencesIn('Număr bilet: TCE-0419917\n').map((r) => r.value)).toEqual(['TCE-0419917']);
    const change = 'Airline-Buchungscode: M2XK7P\nHinflug am Samstag, 15. Mai 2027\n                          bisher (ungültig)        NEU\n  Flugnummer              OS 8435                  OS 8435\n  Abflug Wien (VIE)       06:15 Uhr                07:05 Uhr\n  Ankunft Heraklion (HER) 09:40 Uhr                10:30 Uhr\n';
    expect(await brief(change)).toEqual(['flight M2XK7P OS8435 2027-05-15T07:05 2027-05-15T10:30']);
    const timeline = 'IDA\n\nsábado 15 de mayo de 2027\n\nMonterrey (MTY) → Ciudad de México (MEX)\n\nClave de reservación: QZ8LMT\n\n    06:10   MTY · Monterrey, Aeropuerto Internacional\n\n          Aeroméxico AM 903 · Boeing 737-800\n\n    07:45   MEX · Ciudad de México, AICM Terminal 2\n\nREGRESO\n\ndomingo 23 de mayo de 2027\n\nCiudad de México (MEX) → Monterrey (MTY)\n\nClave de reservación: HB5RKW\n\n    18:10   MEX · Ciudad de México, AICM Terminal 2\n\n          Aeroméxico AM 912 · Boeing 737-800\n\n    19:40   MTY · Monterrey, Aeropuerto Internacional\n';
    expect(await brief(timeline)).toEqual(['flight QZ8LMT AM903 2027-05-15T06:10 2027-05-15T07:45', 'flight HB5RKW AM912 2027-05-23T18:10 2027-05-23T19:40']);
    const pass = 'Beszállókártya\n\nIndulás\n\nBUD\n\nIndulási idő\n\n06:35\n\nÉrkezés\n\nEIN\n\nÉrkezési idő\n\n08:50\n\nDátum\n\n2027. 05. 14., péntek\n\nJárat\n\nW6 2207\n\nFoglalási kód\n\nZK5MPQ\n\nBeszállás kezdete\n\n05:55\n';
    expect(await brief(pass)).toEqual(['flight ZK5MPQ W62207 2027-05-14T06:35 2027-05-14T08:50']);
    const stay = 'TEJO AZUL / HOTEL · LISBOA\n\nConfirmamos a sua reserva no Hotel Tejo Azul.\n\n    RESERVA N.º 48219911\n\n    Chegada (check-in)    sexta-feira, 14 de maio de 2027    a partir das 15h00\n\n    Partida (check-out)    domingo, 16 de maio de 2027    até às 11h00\n\nHotel Tejo Azul\nRua dos Fanqueiros 12\n';
    expect((await read(stay)).reservations.map((r) => [r.type, r.reservationNumber, r.name].join(' '))).toEqual(['lodging 48219911 Hotel Tejo Azul']);
    const route = 'Buchungscode SZ-9H3KQ\nHinfahrt · Freitag, 14. Mai 2027\nWien Hbf 09:25 → Salzburg Hbf 11:47 · RJX 562 · Wagen 23, Platz 45\n';
    expect(await brief(route)).toEqual(['train SZ-9H3KQ Wien Hbf>Salzburg Hbf 2027-05-14T09:25 2027-05-14T11:47']);
    const swedish = 'Bokningsnummer: K8RW3PQ\n\nDin resa börjar fredagen den 14 maj 2027. Du åker med regionaltåg 7311 från Göteborg Central kl. 07.14 och kommer fram till Växjö kl. 10.21. I Växjö byter du till Öresundståg 1143, som avgår kl. 10.39 från spår 2 och ankommer till Kalmar C kl. 11.52.\n';
    expect(await brief(swedish)).toEqual(['train K8RW3PQ Göteborg Central>Växjö 2027-05-14T07:14 2027-05-14T10:21', 'train K8RW3PQ Växjö>Kalmar C 2027-05-14T10:39 2027-05-14T11:52']);
    expect(findDates("Dijous, 13 d'abril de 2028", new Date('2027-01-01')).map((d) => d.date)).toEqual(['2028-04-13']);
    expect(['dès 16h', 'ab 15 Uhr', 'vanaf 15 uur', 'after 3 h of driving'].map((t) => findTimes(t)[0]?.time)).toEqual(['16:00', '15:00', '15:00', undefined]);
  });

  it("reads the thirty-sixth batch's kinds: 'Retiro' a pick-up, Baltic and Slovenian stays, Estonian labels and 'kell', a clock change's note no leg, boxes of a style sheet's width, a traveller's marked stops in Cyrillic, a Vietnamese table with its time before its date, a date's dot at a sentence's end, a route in a cell's line", async () => {
    const car = 'Reserva   CA-AR-7741299\n   Confirmación del proveedor   PRC-55120\n   Retiro   Jueves 8 de abril de 2027, 10:30 hs\nAeropuerto de Bariloche (BRC)\n   Devolución   Jueves 15 de abril de 2027, 18:00 hs\nAeropuerto de Bariloche (BRC)\n   Vehículo   Grupo C o similar\n';
    expect((await brief(car)).map((r) => r.split(' ').slice(-2).join(' '))).toEqual(['2027-04-08T10:30 2027-04-15T18:00']);
    const hostel = 'Ačiū, kad renkatės Senamiesčio Hostel! Jūsų rezervacija patvirtinta. Laukiame Jūsų penktadienį, 2027 m. rugsėjo 10 d. – registruotis galėsite nuo 14:00 iki 23:00. Išvykstate\npirmadienį, 2027 m. rugsėjo 13 d., o lovą prašome atlaisvinti iki 11:00.\n\nJei atvyksite vėliau nei 23:00, parašykite mums – budėtojas\nįleis Jus, bet tik iki 01:30. Rezervavote vieną lovą (3 naktys).\n';
    expect((await read(hostel)).reservations.map((r) => [r.type, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging 2027-09-10 2027-09-13']);
    const estonian = 'PILETI NUMBER\nPR-2705-884699\n\nKUUPÄEV\nreede, 14.05.2027\n\nVÄLJUMINE\nTallinn\nkell 08:12\n\nSAABUMINE\nTartu\nkell 10:29\n\nRONG\nKiirrong 012\n\nNB! Kellad keeratakse tund\naega tagasi (kell 04:00 -> 03:00). Ülal toodud ajad on juba talveaja järgi.\n';
    expect(await brief(estonian)).toEqual(['train PR-2705-884699 Tallinn>Tartu 2027-05-14T08:12 2027-05-14T10:29']);
    const timeline = '<html><head><style>.t{display:inline-block;width:56px}</style></head><body><p>Број резервације: DE-27-20871</p><p>Аутобуски превоз. Датум путовања: петак, 14. мај 2027.</p><div><span class="t">05:30</span><span>Суботица</span></div><div><span class="t">07:05</span><span>Нови Сад</span> <b>УЛАЗАК</b></div><div><span class="t">08:25</span><span>Београд</span></div><div><span class="t">11:55</span><span>Ниш</span> <b>ИЗЛАЗАК</b></div></body></html>';
    expect(readHtml(timeline).text).toContain('   07:05   Нови Сад УЛАЗАК');
    expect(await brief(Buffer.from(timeline))).toEqual(['bus DE-27-20871 Нови Сад>Ниш 2027-05-14T07:05 2027-05-14T11:55']);
    const table = 'Nhà hàng Sen Hồ Tây\n\nNhà hàng Sen Hồ Tây xin xác nhận chị đã đặt bàn cho 6 khách vào lúc 19:30 tối thứ Bảy, ngày 15/05/2027. Bàn số 12.\n\n   Mã đặt bàn   SHT-150527-14\n\nĐể hủy, xin báo trước 17:00 ngày 14/05/2027.\n';
    expect(await brief(table)).toEqual(['restaurant SHT-150527-14 Nhà hàng Sen Hồ Tây 2027-05-15T19:30 ']);
    expect(findDates('am 06.12.2027. Dann', new Date('2027-01-01')).map((d) => d.date)).toEqual(['2027-12-06']);
    expect(findDates('v 1.2.2027.3', new Date('2027-01-01'))).toEqual([]);
    const cell = '<table><tr><td>TRAIN 2153: NORTHEAST EXPRESS<br>NEW YORK (PENN STATION), NY - WASHINGTON (UNION STATION), DC</td></tr><tr><td>DEPARTS</td><td>7:00 AM, FRIDAY, MAY 14, 2027</td></tr><tr><td>ARRIVES</td><td>9:55 AM, FRIDAY, MAY 14, 2027</td></tr></table><p>RESERVATION NUMBER - E3A5F7. Your eTicket.</p>';
    expect(await brief(Buffer.from(`<html><body>${cell}</body></html>`))).toEqual(['train E3A5F7 NEW YORK (PENN STATION), NY>WASHINGTON (UNION STATION), DC 2027-05-14T07:00 2027-05-14T09:55']);
  });

  it("reads the thirty-seventh batch's kinds: a time alone over its stop a blank line apart, a one-word label alone over its value, 'Broj potvrde', a Greek taverna's table, a tagline after its name, a subject without accents, a table a stay's sentences offer", async () => {
    const coach = '<html><body><p>LOCALIZADOR</p><p>KV-31Q8</p><p>Ida · sábado, 12 de junio de 2027</p><p>07:45</p><p>Sevilla (Plaza de Armas)</p><p>Av. Cristo de la Expiración</p><p>11:10</p><p>Málaga (Estación de Autobuses)</p><p>Asiento 22 · autocar</p></body></html>';
    expect(await brief(Buffer.from(coach))).toEqual(['bus KV-31Q8 Sevilla (Plaza de Armas)>Málaga (Estación de Autobuses) 2027-06-12T07:45 2027-06-12T11:10']);
    expect(referencesIn('Referanse\n\nTR4K9Q2M\n\nTog 61\n').map((r) => r.value)).toEqual(['TR4K9Q2M']);
    expect(referencesIn('Reservation\n\nCONFIRMED\n')).toEqual([]);
    expect(referencesIn('   Broj potvrde   VS-2741-0093\n').map((r) => r.value)).toEqual(['VS-2741-0093']);
    const taverna = 'Ψαροταβέρνα Τα Κύματα / Θαλασσινά από το 1985 · Σούνιο\n\n   Αριθμός κράτησης   KY-20270522\n\n   Ημερομηνία   Σάββατο 22 Μαΐου 2027\n\n   Ώρα   20:30\n\n   Τραπέζι   Βεράντα, 4 άτομα\n';
    expect(await brief(taverna)).toEqual(['restaurant KY-20270522 Ψαροταβέρνα Τα Κύματα 2027-05-22T20:30 ']);
    const mail = 'From: pokladna@example.cz\nSubject: Uspesny nakup vstupenek - Prodana nevesta (objednavka NT-55102)\nDate: Mon, 3 May 2027 10:31:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nDěkujeme za nákup.\n\nProdaná nevěsta\n\nBedřich Smetana · režie: Jana Nováková\n\n   Termín:   12. června 2027 19:00\n   Vstupenky:   2\n   Objednávka č.:   NT-55102\n';
    expect((await read(mail)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['event Prodaná nevěsta 2027-06-12T19:00']);
    const guesthouse = 'Σας ευχαριστούμε για την κράτησή σας με αριθμό PL-270611-02 στον ξενώνα μας.\n\nΣας περιμένουμε την Παρασκευή 11 Ιουνίου 2027. Η άφιξη (check-in) είναι δυνατή από τις 15:00. Η αναχώρηση (check-out) είναι την Δευτέρα 14 Ιουνίου 2027 έως τις 11:00.\n\nΑν θέλετε, μπορούμε να σας κλείσουμε τραπέζι σε ταβέρνα του χωριού.\n\nΞενώνας Πλάτανος\n';
    expect((await read(guesthouse)).reservations.map((r) => [r.type, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging 2027-06-11 2027-06-14']);
  });

  it("reads the thirty-eighth batch's kinds: Serbian and Icelandic labels of a car and a stay, a Bulgarian coach's own stops, a tour's day nearest above its time, Catalan starts and orders, a subject of order words, a place to eat named first, a subject's dash tail, a range's nights, an old schedule over its day", async () => {
    const car = 'Broj rezervacije: NS-4471-22\n\nPREUZIMANJE\n  Aerodrom Niš (INI), šalter 3\n  petak, 14.05.2027. u 09:15\n\nVRAĆANJE\n  Aerodrom Niš (INI)\n  ponedeljak, 17.05.2027. u 18:00\n\nVOZILO\n  Renault Clio ili slično\n';
    expect(await brief(car)).toEqual(['rentalCar NS-4471-22 > 2027-05-14T09:15 2027-05-17T18:00']);
    const hostel = 'Bókunarnúmer:     FA-20417\nGististaður:      Fjallaskáli Hostel Akureyri\nKomudagur:        föstudagur 14. maí 2027 (innritun frá kl. 16:00)\nBrottfarardagur:  sunnudagur 16. maí 2027 (útritun fyrir kl. 10:00)\n';
    expect(await brief(hostel)).toEqual(['lodging FA-20417 Fjallaskáli Hostel Akureyri 2027-05-14T16:00 2027-05-16T10:00']);
    const coach = 'Резервация №: VT-270514-88\nДата на пътуване: петък, 14 май 2027 г.\nСпирки:\n  07:00  Пловдив, Автогара Север\n  08:10  Пазарджик, Автогара\n  09:40  София, Централна автогара\n\nВАШЕТО ПЪТУВАНЕ\n  Качване:   Пазарджик, Автогара – 08:10\n  Слизане:   София, Централна автогара – 09:40\n';
    expect(await brief(coach)).toEqual(['bus VT-270514-88 Пазарджик, Автогара>София, Централна автогара 2027-05-14T08:10 2027-05-14T09:40']);
    const tour = 'Številka rezervacije:  PT-5521\nDatum rezervacije:     3. 5. 2027\n\nOgled:    Podzemlje Pece – vodeni ogled\nDatum:    sobota, 15. maja 2027\nTermin:   ob 11.00\nVstopnice: PT-5521-01\n';
    expect(await brief(tour)).toEqual(['event PT-5521 Podzemlje Pece – vodeni ogled 2027-05-15T11:00 ']);
    const festival = '<html><body><h2>Festival Garrotxa Folk 2027</h2><table><tr><td>Data</td><td>Dissabte, 12 de juny de 2027</td></tr><tr><td>Obertura de portes</td><td>17:00 h</td></tr><tr><td>Inici dels concerts</td><td>18:30 h</td></tr><tr><td>Núm. de comanda</td><td>GF27-551203</td></tr></table><p>Les teves entrades.</p></body></html>';
    expect(await brief(Buffer.from(festival))).toEqual(['event GF27-551203 Festival Garrotxa Folk 2027 2027-06-12T18:30 ']);
    const match = 'From: objednavky@example.sk\nSubject: Fwd: Potvrdenie objednávky č. 2027051401 – vstupenky\nDate: Mon, 3 May 2027 10:31:00 +0200\nContent-Type: text/plain; charset=utf-8\n\nČíslo objednávky: 2027051401\n\nPODUJATIE\n  Niké liga – 30. kolo\n  MŠK Žilina – FC Spartak Trnava\n  sobota 15. mája 2027, začiatok o 17:00\n';
    expect((await read(match)).reservations.map((r) => [r.type, r.name, r.start?.local].join(' '))).toEqual(['event MŠK Žilina – FC Spartak Trnava 2027-05-15T17:00']);
    const table = 'ĂnNhanh Đặt bàn nhà hàng dễ dàng\n\nNhà hàng Hoa Sứ\n\n   Mã đặt bàn:   HS-22017\n\n   Thời gian:   18:30, Thứ Sáu, 14/05/2027\n\n   Số khách:   4 người lớn\n';
    expect(await brief(table)).toEqual(['restaurant HS-22017 Nhà hàng Hoa Sứ 2027-05-14T18:30 ']);
    const show = 'From: tix@example.com.au\nSubject: Your tickets: Dan Okafor: Mostly Harmless\nDate: Mon, 3 May 2027 10:31:00 +1000\nContent-Type: text/plain; charset=utf-8\n\nDan Okafor: Mostly Harmless – your tickets for Saturday night\n\nDan Okafor: Mostly Harmless\n\nWhen: Saturday 15 May 2027\nShow starts: 8:30pm\nOrder no.: TX-881204\n';
    expect((await read(show)).reservations.map((r) => r.name)).toEqual(['Dan Okafor: Mostly Harmless']);
    const pkg = 'Buchungsnummer: PK-2027-5512\n\nHotel\n\n Hotel Olivenhain, Via Roma 12, 09125 Cagliari\n\n 12.06.2027 – 19.06.2027 (7 Nächte)\n\n 1 Doppelzimmer, Frühstück\n';
    expect((await read(pkg)).reservations.map((r) => [r.type, r.name, r.start?.local.slice(0, 10), r.end?.local.slice(0, 10)].join(' '))).toEqual(['lodging Hotel Olivenhain 2027-06-12 2027-06-19']);
    const change = 'Kode Booking (PNR)    : QW8RTY\n\nJADWAL LAMA (DIBATALKAN)\n  Jumat, 14 Mei 2027\n  GA 404  Jakarta (CGK)\n          Berangkat 07:00\n          Denpasar (DPS)\n          Tiba 09:50\n\nJADWAL BARU\n  Jumat, 14 Mei 2027\n  GA 404  Jakarta (CGK)\n          Berangkat 08:30\n          Denpasar (DPS)\n          Tiba 11:20\n';
    expect((await read(change)).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber} ${r.start?.local}`)).toEqual(['GA404 2027-05-14T08:30']);
  });

  it("reads the thirty-ninth batch's kinds: Estonian station labels under a leg's numbered heading, a footnote's star and a boarding station after both places, a race's registration, a station's column after a time's, a company's 'LTD' no airport", async () => {
    const estonian = 'Tellimuse number: RP-5501234\n\n------------------------------\nSÕIT 1 – laupäev, 15. mai 2027\n------------------------------\nLähtejaam:     Tartu\nVäljumine:     06:50   (perroon 2)\nSihtjaam:      Tallinn\nSaabumine:     09:05\nRong:          kiirrong nr 001\n';
    expect(await brief(estonian)).toEqual(['train RP-5501234 Tartu>Tallinn 2027-05-15T06:50 2027-05-15T09:05']);
    expect(findDates('SÕIT 1 – reede, 5. veebruar 2027', new Date('2027-01-01')).map((d) => d.date)).toEqual(['2027-02-05']);
    expect(findDates('Tuesday 21 - Thursday 23 September 2027', new Date('2027-01-01')).map((d) => d.date)).toEqual(['2027-09-21', '2027-09-23']);
    const slip = ' PNR No.            : 8812345670\n Train No./Name     : 12009 / SHATABDI EXP\n From               : MUMBAI CENTRAL\n To                 : AHMEDABAD JN\n Boarding At        : BORIVALI\n Departure*         : 06:40  14-May-2027\n Arrival*           : 12:55  14-May-2027\n';
    expect(await brief(slip)).toEqual(['train 8812345670 BORIVALI>AHMEDABAD JN 2027-05-14T06:40 2027-05-14T12:55']);
    const race = 'MEIA MARATONA DE LISBOA 2027\n\nA sua inscrição foi confirmada!\n\n   Prova   Meia Maratona de Lisboa 2027 (21,1 km)\n\n   Data   Domingo, 16 de maio de 2027\n\n   Partida   09h00 – Praça do Comércio\n\n   N.º de inscrição   MML27-004411\n\nA Corrida Família parte às 11h00 do mesmo local.\n';
    expect(await brief(race)).toEqual(['event MML27-004411 Meia Maratona de Lisboa 2027 2027-05-16T09:00 ']);
    const columns = 'Dossiernummer: NRR-7710-AB\n\nHeenreis – vrijdag 14 mei 2027\n\n   Vertrek   Station   Aankomst   Station   Trein\n\n   07:52   Antwerpen-Centraal   09:03   Rotterdam Centraal   EuroCity 9213\n';
    expect(await brief(columns)).toEqual(['train NRR-7710-AB Antwerpen-Centraal>Rotterdam Centraal 2027-05-14T07:52 2027-05-14T09:03']);
    const agency = 'LIFFEY DESK TRAVEL LTD\nLicensed by the CAR, TA 0712 | VAT IE 9812345T\nIssued : 25 March 2027\nBooking Ref : QT7Y2P\n\n14MAY  EI 154   DUB  LHR  07:05  08:20\n';
    expect((await read(agency)).reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber} ${r.flight?.departureAirport}`)).toEqual(['EI154 DUB']);
  });

  it("reads the fortieth batch's kinds: Korean place and time labels with a platform in brackets, a name under a heading between rules, a table's kind and its letterhead, a receipt's number after the reservation's, an arriving flight the traveller gave, a leg's arrival read again as a stay", async () => {
    const coach = '   예매번호   KB2704-11820\n\n   출발일시   2027년 5월 8일(토) 오전 9:20\n\n   출발지   대전복합터미널 (3번 승차홈)\n\n   도착지   전주고속버스터미널\n\n   도착 예정   오전 10:50\n\n고속버스 이용 안내\n';
    expect(await brief(coach)).toEqual(['bus KB2704-11820 대전복합터미널>전주고속버스터미널 2027-05-08T09:20 2027-05-08T10:50']);
    const concert = 'Rendelésszám: SZK-2027-5501\n\n----------------------------------------\nESEMÉNY\n----------------------------------------\nA Duna Vonósnégyes – Tavaszi hangverseny\n\nIdőpont:   2027. május 22. (szombat) 19:00\nKapunyitás: 18:15\n\nJegyek: 2 db, Erkély, 3. sor\n';
    expect(await brief(concert)).toEqual(['event SZK-2027-5501 A Duna Vonósnégyes – Tavaszi hangverseny 2027-05-22T19:00 ']);
    const match = 'Maç Bileti\n\n   Karşılaşma   Ege Yıldızları SK - Kıyı Gücü FK\n\n   Tarih   16.05.2027 Pazar\n\n   Başlama Saati   20:00\n\n   Sipariş No   MB-552014\n';
    expect(await brief(match)).toEqual(['event MB-552014 Ege Yıldızları SK - Kıyı Gücü FK 2027-05-16T20:00 ']);
    const table = (await samples.mail({
      subject: 'Votre table est réservée - vendredi 14 mai à 19',
      date: '2027-05-02T09:00:00Z',
      text: "LA TABLE DU VIEUX PORT\nBrasserie de poissons · 3, quai Duperré · 17000 La Rochelle\n\nBonjour,\n\nDate : vendredi 14 mai 2027\nHeure : 19h30\nCouverts : 2\nN° de réservation : TVP-0514-22\n\nNos horaires : du mardi au samedi, 12h00–14h00 et 19h00–22h30.\n",
    }));
    expect((await read(table)).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['restaurant TVP-0514-22 LA TABLE DU VIEUX PORT 2027-05-14T19:30']);
    const ryokan = '予約番号　　：RY27051204\n受付番号　　：20270402-00417\n\n宿泊施設　　：旅館 月見荘\n\nチェックイン：2027年5月12日（水・祝）15:00～19:00\nチェックアウト：2027年5月13日（木）10:00まで\n\n駅への無料送迎あり（15:30／17:00発、要事前連絡）。\n※19:00以降に到着される場合は、必ず宿へご連絡ください。\n路線バス約15分\n';
    expect(await brief(ryokan)).toEqual(['lodging RY27051204 旅館 月見荘 2027-05-12T15:00 2027-05-13T10:00']);
    const car = 'Varausnumero: AV-55012\n\nNouto\n  Kittilän lentoasema\n  maanantai 10.5.2027 klo 12.00\n  Ilmoittamasi saapuva lento: AY 537 (saapuu klo 11.40)\n\nPalautus\n  Kittilän lentoasema\n  perjantai 14.5.2027 klo 9.00\n\nAutoluokka C: Škoda Octavia Combi AWD tai vastaava\nTankkaa auto ennen palautusta, esim. ABC Kittilä.\n\nAutovuokraamo Tunturi Oy\n';
    expect((await brief(car)).filter((r) => r.startsWith('flight'))).toEqual([]);
    const sleeper = 'Bokningsnummer:  KQ7TR2\n\nUTRESA   fredag 14 maj 2027\nAvgång    Göteborg C          kl. 21.10\nAnkomst   Kiruna C            kl. 14.05   (lördag 15 maj)\n\nTåg 91 Nattåg · Vagn 3 · Sovvagn\n\nFjällpaket! Tåg + 3 nätter på fjällstation, avresa varje torsdag 3 juni – 26 augusti 2027.\n';
    expect(await brief(sleeper)).toEqual(['train KQ7TR2 Göteborg C>Kiruna C 2027-05-14T21:10 2027-05-15T14:05']);
  });

  it("reads the forty-first batch's kinds: a Thai train's words, Lithuanian columns of a place and its time, a Croatian tour and its payment's day, references' labels in Catalan, Norwegian and Latvian, a Hebrew hostel, a flight the traveller told of, a note's sentence no stop, a kind in brackets after a name, Malay halves of the day and a currency's code", async () => {
    const thai = 'ยืนยันการจองตั๋วรถไฟ กรุณาแสดง E-Ticket ต่อพนักงานตรวจตั๋ว\n\nรหัสการจอง (Booking ID):   RT5K2M8\n\nขบวนรถ:      ขบวนที่ 13 รถด่วนพิเศษ\nวันเดินทาง:   วันศุกร์ที่ 7 พฤษภาคม 2570\nต้นทาง:      กรุงเทพอภิวัฒน์        ออก 19.35 น.\nปลายทาง:     อุบลราชธานี            ถึง 06.50 น. (วันเสาร์ที่ 8 พ.ค. 2570)\n';
    expect(await brief(thai)).toEqual(['train RT5K2M8 กรุงเทพอภิวัฒน์>อุบลราชธานี 2027-05-07T19:35 2027-05-08T06:50']);
    const columns = 'Užsakymo data: 2027-03-02 19:12\n\nRezervacijos kodas: VLN8Q2\n\nĮ ten – 2027 m. birželio 4 d., penktadienis\n\n   Traukinys   Išvyksta   Atvyksta   Vagonas / vieta\n\n   Nr. 123    Vilnius / 07:10    Kaunas / 08:25    2 / 11\n\nAtgal – 2027 m. birželio 6 d., sekmadienis\n\n   Traukinys   Išvyksta   Atvyksta   Vagonas / vieta\n\n   Nr. 128    Kaunas / 18:40    Vilnius / 19:57    4 / 30\n';
    expect(await brief(columns)).toEqual(['train VLN8Q2 Vilnius>Kaunas 2027-06-04T07:10 2027-06-04T08:25', 'train VLN8Q2 Kaunas>Vilnius 2027-06-06T18:40 2027-06-06T19:57']);
    const tour = '   BROJ REZERVACIJE:  DT-0612-55\n   Datum uplate:      20.02.2027. u 09:14\n\n   Tura:              Stari grad Dubrovnik – vođena tura\n   Datum:             subota, 12. lipnja 2027.\n   Početak:           09:00 sati\n';
    expect(await brief(tour)).toEqual(['event DT-0612-55 Stari grad Dubrovnik – vođena tura 2027-06-12T09:00 ']);
    expect(referencesIn('   Localitzador   BCN-4Q7ZK\n\n   Núm. de comanda   2027-0301-5512\n').map((r) => r.value)).toEqual(['BCN-4Q7ZK']);
    expect(referencesIn('   Bestillingsreferanse:   7P3KQW\n\n   Ordrenummer:   50017244\n').map((r) => r.value)).toEqual(['7P3KQW']);
    expect(referencesIn('   Rezervācijas nr.   RIX-27-0415\n').map((r) => r.value)).toEqual(['RIX-27-0415']);
    const hostel = "אכסניית החוף · תל אביב\n\n   מספר הזמנה   TA-55120\n\n   צ'ק-אין   יום חמישי, 10/06/2027, החל מ-14:00\n\n   צ'ק-אאוט   יום ראשון, 13/06/2027, עד 11:00\n\n   לילות   3\n";
    expect(await brief(hostel)).toEqual(['lodging TA-55120 אכסניית החוף 2027-06-10T14:00 2027-06-13T11:00']);
    const car = 'Booking reference: SKY-3310\n\nCollection\n  Sumburgh Airport (LSI) - our desk is in the arrivals hall\n  Monday 7 June 2027, 11:15\n\nReturn\n  Sumburgh Airport (LSI)\n  Friday 11 June 2027, 16:00\n  Flight you told us about: LM 4671, due in at 10:55.\n';
    expect((await brief(car)).filter((r) => r.startsWith('flight'))).toEqual([]);
    const hotel = 'Bookingnummer: 31558\n\nHotel Fyrtårnet Læsø\n\n   Ankomst   fredag den 18. juni 2027 – indtjekning fra kl. 15.00\n   Afrejse   søndag den 20. juni 2027 – udtjekning senest kl. 11.00\n\nReceptionen er åben kl. 07.00–22.00.\n\nFærgen Frederikshavn–Læsø sejler bl.a. kl. 09.15 og 13.30 – husk at bestille billet.\nGratis afbestilling indtil onsdag den 16. juni 2027 kl. 18.00. Derefter opkræves første nat.\n';
    expect(await brief(hotel)).toEqual(['lodging 31558 Hotel Fyrtårnet Læsø 2027-06-18T15:00 2027-06-20T11:00']);
    const table = '  Restaurante:   Taberna do Peirao (cociña tradicional)\n  Día:           xoves, 20 de maio de 2027\n  Hora:          21:00\n  Localizador:   TP-2231\n';
    expect(await brief(table)).toEqual(['restaurant TP-2231 Taberna do Peirao 2027-05-20T21:00 ']);
    expect(findTimes('2:30 PTG, 9:15 PG, 11:59 MLM').map((t) => t.time)).toEqual(['14:30', '09:15', '23:59']);
    const coach = 'No. Tempahan ESP-55120\nJumlah dibayar: RM 18.50\n\nPromosi: KL (TBS) – Kuantan dari RM45, Kota Bharu (KBR) dari RM52.\n';
    expect((await brief(coach)).filter((r) => r.startsWith('flight'))).toEqual([]);
  });

  it("reads the forty-second batch's kinds: an Icelandic festival's first concert, Slovenian and Slovak start labels and doors, references' labels in Slovenian, Estonian, Welsh, Swahili and Mexican Spanish, a route's arrow in a cell of its own, Japanese columns headed 発 and 着, a stay's name under its label, a car handed over before its return, Bulgarian car labels, Swahili, Welsh and Galician months, a Welsh coach and its bay, and a subject's tag and closing words in Chinese", async () => {
    const festival = 'Pöntunarnúmer: HF-20417\n\n------------------------------\nSUMARGLEÐI 2027 — tónlistarhátíð í dalnum\n------------------------------\nDagsetning: laugardagur 14. ágúst 2027\nStaður:     Íþróttavöllurinn, Egilsstöðum\n\nHliðin opna kl. 13:00.\nFyrstu tónleikar hefjast kl. 14:30 á stóra sviðinu.\n';
    expect(await brief(festival)).toEqual(['event HF-20417 SUMARGLEÐI 2027 2027-08-14T14:30 ']);
    const concert = 'Koncert / Zimski večer s Tamburaškim orkestrom\n\n   Datum\n\n   petek, 10. decembra 2027\n\n   Odprtje vrat\n\n   ob 18.30\n\n   Začetek koncerta\n\n   ob 19.30\n\n   Številka naročila\n\n   ZV-2027-55120\n';
    expect(await brief(concert)).toEqual(['event ZV-2027-55120 Zimski večer s Tamburaškim orkestrom 2027-12-10T19:30 ']);
    const museum = 'VSTUPENKA – VÝSTAVA\n\nKrajina a čas. Maľba 1900 – 1950\n\n   Dátum návštevy:   sobota 9. októbra 2027\n\n   Čas vstupu:   14:15 (vstup možný do 14:30)\n\n   Objednávka č. KM-27-3310\n';
    expect(await brief(museum)).toEqual(['event KM-27-3310 Krajina a čas. Maľba 1900 – 1950 2027-10-09T14:15 ']);
    expect(referencesIn('Tellimuse nr: 27-1104-8812\nOstu kuupäev: 01.11.2027\n').map((r) => r.value)).toEqual(['27-1104-8812']);
    expect(referencesIn('Cyfeirnod archeb: TR-4K8Q2\n').map((r) => r.value)).toEqual(['TR-4K8Q2']);
    expect(referencesIn('Nambari ya uthibitisho: 7QXK2M\nNambari ya tiketi: 418-5512093317\n').map((r) => r.value)).toEqual(['7QXK2M']);
    expect(referencesIn('    Rentas Peninsular    Reservación / RP-MX-551203\n').map((r) => r.value)).toEqual(['RP-MX-551203']);
    const arrow = 'Cod rezervare: CFX-7Q2L | vineri, 17 septembrie 2027\n\n    07:40 / Cluj-Napoca    IR 1836 / → / 3 h 05 min    10:45 / Oradea\n\n   Tren InterRegio IR 1836 · Vagon 3 · Loc 41\n';
    expect(await brief(arrow)).toEqual(['train CFX-7Q2L Cluj-Napoca>Oradea 2027-09-17T07:40 2027-09-17T10:45']);
    const shinkansen = '予約番号   KX27-5521\n\n乗車日   2027年4月29日（木・祝）\n\n列車   発   着   座席\n\n 新幹線 みずほ601号    新大阪 07:00発    博多 09:27着    5号車 3番A席\n\n 特急 かもめ21号    博多 09:45発    長崎 11:38着    2号車 8番C席\n';
    expect(await brief(shinkansen)).toEqual(['train KX27-5521 新大阪>博多 2027-04-29T07:00 2027-04-29T09:27', 'train KX27-5521 博多>長崎 2027-04-29T09:45 2027-04-29T11:38']);
    const flat = 'Código da reserva: PRA-5512\n\nIMÓVEL\nEdifício Brisa do Mar – Apto 1104\nAv. Atlântica, 2010 – Copacabana\n\nESTADIA\nCheck-in:  sábado, 4 de setembro de 2027, a partir das 14h\nCheck-out: sábado, 11 de setembro de 2027, até as 11h\n';
    expect(await brief(flat)).toEqual(['lodging PRA-5512 Edifício Brisa do Mar – Apto 1104 2027-09-04T14:00 2027-09-11T11:00']);
    const guesthouse = 'Mã đặt phòng: HL-27110045\n\nTHÔNG TIN CHỖ NGHỈ\nNhà nghỉ Cánh Buồm Hạ Long\nSố 12 Vườn Đào, Bãi Cháy\n\nNhận phòng: Thứ Sáu, 05/11/2027 (từ 14:00)\nTrả phòng:  Chủ Nhật, 07/11/2027 (trước 12:00)\n';
    expect(await brief(guesthouse)).toEqual(['lodging HL-27110045 Nhà nghỉ Cánh Buồm Hạ Long 2027-11-05T14:00 2027-11-07T12:00']);
    const handedOver = 'Reservación: RP-MX-551203\n\nENTREGA DEL AUTO\n\nlunes 15 de noviembre de 2027\n\n9:00 a. m.\n\nAeropuerto de Guadalajara (GDL)\n\nDEVOLUCIÓN\n\njueves 18 de noviembre de 2027\n\n6:30 p. m.\n\nSucursal Puerto Vallarta\n';
    expect(await brief(handedOver)).toEqual(['rentalCar RP-MX-551203 > 2027-11-15T09:00 2027-11-18T18:30']);
    const bulgarian = 'Номер на резервацията: VR-BG-5512\n\nВЗЕМАНЕ НА АВТОМОБИЛА\nДата и час:  12.06.2027 г. (събота), 10:00 ч.\nМясто:       Летище Бургас\n\nВРЪЩАНЕ НА АВТОМОБИЛА\nДата и час:  19.06.2027 г. (събота), 17:30 ч.\nМясто:       Летище Бургас\n';
    expect(await brief(bulgarian)).toEqual(['rentalCar VR-BG-5512 > 2027-06-12T10:00 2027-06-19T17:30']);
    const swahili = 'Nambari ya uthibitisho (PNR): 7QXK2M\n\nNdege:      PW 713\nTarehe:     Jumamosi, 18 Septemba 2027\nKuondoka:   Dar es Salaam (DAR)\n            saa 10:20\nKuwasili:   Kilimanjaro (JRO)\n            saa 11:35\n';
    expect(await brief(swahili)).toEqual(['flight 7QXK2M PW713 2027-09-18T10:20 2027-09-18T11:35']);
    const welsh = 'Cyfeirnod archeb: TR-4K8Q2\n\nGwasanaeth:  T2 (bws)\nDyddiad:     Dydd Llun 12 Gorffennaf 2027\nGadael:      08:15  Bangor, Gorsaf Fysiau (Safle B2)\nCyrraedd:    11:50  Aberteifi, Gorsaf Fysiau\n';
    expect(await brief(welsh)).toEqual(['bus TR-4K8Q2 Bangor, Gorsaf Fysiau>Aberteifi, Gorsaf Fysiau 2027-07-12T08:15 2027-07-12T11:50']);
    expect(findDates('9 Desemba 2027, 3 Mehefin 2027, 21 de xuño de 2027', new Date('2027-01-01')).map((d) => d.date)).toEqual(['2027-12-09', '2027-06-03', '2027-06-21']);
    const table = 'From: 食刻訂位 <noreply@booking.example>\nSubject: 【食刻訂位】海風餐桌 大安店 訂位成功通知 10/2（六）19:00\nDate: Mon, 27 Sep 2027 10:00:00 +0800\nContent-Type: text/plain; charset=utf-8\n\n您的訂位已確認成功，以下為訂位資訊：\n\n   海風餐桌 大安店\n\n   訂位代號   HF7K22\n\n   用餐日期   2027年10月2日（六）\n\n   用餐時間   19:00\n';
    expect((await read(table, 'mail.eml')).reservations.map((r) => [r.type, r.reservationNumber, r.name, r.start?.local].join(' '))).toEqual(['restaurant HF7K22 海風餐桌 大安店 2027-10-02T19:00']);
  });

  it("reads the forty-third batch's kinds: an arrow alone in its cell between a leg's ends, a stay's check-out dated by its nights, a car's ends side by side over rows of places, dates and times, a match's start over its doors' label, a guided tour's name label, and Spanish, Danish and Hungarian words", async () => {
    const trains = 'Treni Lagunari – il tuo viaggio\n\n    Codice prenotazione (PNR): LGN4QZ\n\n    Andata\n\n    sabato 17 luglio 2027 · Lagunare 2231\n\n    08:05 / Venezia Santa Lucia    →    10:20 / Bologna Centrale\n\n    Ritorno\n\n    lunedì 19 luglio 2027 · Lagunare 2248\n\n    17:40 / Bologna Centrale    →    19:55 / Venezia Santa Lucia\n';
    expect(await brief(trains)).toEqual(['train LGN4QZ Venezia Santa Lucia>Bologna Centrale 2027-07-17T08:05 2027-07-17T10:20', 'train LGN4QZ Bologna Centrale>Venezia Santa Lucia 2027-07-19T17:40 2027-07-19T19:55']);
    const hostel = 'Reserva n.º: PHS-7712\n\nAlojamento:  Porto Harbour Hostel\nCheck-in:    quinta-feira, 14 de outubro de 2027, a partir das 15h00\nN.º de noites: 3\nCheck-out:   até às 10h30\n';
    expect(await brief(hostel)).toEqual(['lodging PHS-7712 Porto Harbour Hostel 2027-10-14T15:00 2027-10-17T10:30']);
    const car = 'Tisza Autóbérlés\n\n   Foglalási szám: TAB-55120\n\n    Átvétel    Leadás\n\n    Helyszín / Szeged, Kálvária sugárút 2.    Helyszín / Pécs, Rákóczi út 8.\n\n    Dátum / 2027. szeptember 3., péntek    Dátum / 2027. szeptember 6., hétfő\n\n    Időpont / 10:00    Időpont / 16:30\n';
    expect(await brief(car)).toEqual(['rentalCar TAB-55120 > 2027-09-03T10:00 2027-09-06T16:30']);
    const match = 'ORDEN N.º CP-2210457\n\nPARTIDO\nLos Andes Unidos vs. Deportivo Ribereño\n\nSábado 9 de octubre de 2027 – 21:30 hs\nApertura de puertas: 19:00 hs\nEstadio Municipal de Lanús\n';
    expect(await brief(match)).toEqual(['event CP-2210457 Los Andes Unidos vs. Deportivo Ribereño 2027-10-09T21:30 ']);
    const tour = 'Reserveringsnummer: RM-2027-0915\n\nRondleiding: Schatten uit de Oudheid\nDatum: zaterdag 18 september 2027\nTijd: 11.00 uur (verzamelen om 10.45 uur in de hal)\n';
    expect(await brief(tour)).toEqual(['event RM-2027-0915 Schatten uit de Oudheid 2027-09-18T11:00 ']);
    expect(referencesIn('Bekræftelsesnummer: 70215583 · 2 nætter\n').map((r) => r.value)).toEqual(['70215583']);
  });

  it('reads Hindi: its months and halves of the day, a train, a coach between boarding and dropping points, a stay, a concert; and a flight a low-cost mail gives by its route alone', async () => {
    expect(findDates('15 मार्च 2027, 3 मई 2027, 4 जून 2027, 9 सितम्बर 2027', reference).map((d) => d.date)).toEqual(['2027-03-15', '2027-05-03', '2027-06-04', '2027-09-09']);
    expect(findTimes('शाम 5:10 बजे, सुबह 8:32, रात 11:30, रात 1:15, दोपहर 12:30, शाम 6 बजे').map((t) => t.time)).toEqual(['17:10', '08:32', '23:30', '01:15', '12:30', '18:00']);
    const train = 'PNR: 4521873690\nट्रेन: 12951 मुंबई राजधानी एक्सप्रेस\nप्रस्थान स्टेशन: मुंबई सेंट्रल (MMCT)\nप्रस्थान: 15 मार्च 2027, शाम 5:10 बजे\nगंतव्य स्टेशन: नई दिल्ली (NDLS)\nआगमन: 16 मार्च 2027, सुबह 8:32 बजे\n';
    expect(await brief(train)).toEqual(['train 4521873690 मुंबई सेंट्रल (MMCT)>नई दिल्ली (NDLS) 2027-03-15T17:10 2027-03-16T08:32']);
    const bus = 'आपकी बस बुकिंग की पुष्टि हो गई है।\n\nटिकट नंबर: SB7K29QX\nयात्रा की तारीख: 21 अप्रैल 2027\nबोर्डिंग पॉइंट: जयपुर, सिंधी कैंप बस स्टैंड - रात 10:45 बजे\nड्रॉपिंग पॉइंट: दिल्ली, कश्मीरी गेट ISBT - सुबह 4:30 बजे (22 अप्रैल 2027)\n\nरद्दीकरण नीति\n• प्रस्थान से 24 घंटे पहले तक (20 अप्रैल 2027, रात 10:45 बजे तक): 10% कटेगा\n';
    expect(await brief(bus)).toEqual(['bus SB7K29QX जयपुर, सिंधी कैंप बस स्टैंड>दिल्ली, कश्मीरी गेट ISBT 2027-04-21T22:45 2027-04-22T04:30']);
    const stay = 'बुकिंग आईडी: YS-204871\nहोटल: होटल लेक पैलेस व्यू\nचेक-इन: शुक्रवार, 5 मार्च 2027, दोपहर 2:00 बजे से\nचेक-आउट: सोमवार, 8 मार्च 2027, सुबह 11:00 बजे तक\n';
    expect(await brief(stay)).toEqual(['lodging YS-204871 होटल लेक पैलेस व्यू 2027-03-05T14:00 2027-03-08T11:00']);
    const concert = 'कार्यक्रम: अरिजीत सिंह लाइव इन कॉन्सर्ट\nस्थान: जवाहरलाल नेहरू स्टेडियम, नई दिल्ली\nतारीख: शनिवार, 10 अप्रैल 2027\nसमय: शाम 7:30 बजे (गेट शाम 5:30 बजे खुलेंगे)\nबुकिंग आईडी: BMS8821047\n';
    expect(await brief(concert)).toEqual(['event BMS8821047 अरिजीत सिंह लाइव इन कॉन्सर्ट 2027-04-10T19:30 ']);
    const lowCost = 'Thank you for flying Blue Sky Air!\n\n    Booking code:   Q8ZK4T\n\n    Journey:   Jaipur (JAI)  ->  Goa - Mopa (GOX)\n    Date:   Saturday, 20 February 2027\n    Departure:  06:05\n    Arrival:   08:35\n\nMonsoon sale! Delhi (DEL) - Bengaluru (BLR) from Rs 2,199, travel 1 July - 30 September 2027\n';
    expect(await brief(lowCost)).toEqual(['flight Q8ZK4T  2027-02-20T06:05 2027-02-20T08:35']);
    // An airline no table knows, its flight's times on its route's line.
    const unknownAirline = 'Mã đặt chỗ: 7KQWTZ\n\n   Hãng hàng không   Chuyến bay số   Ngày bay   Khởi hành   Đến\n\n   Mây Trắng Airlines   2204   Thứ Hai, 12/04/2027    Đà Nẵng (DAD) / 13:20   Hà Nội (HAN) / 14:40\n';
    expect(await brief(unknownAirline)).toEqual(['flight 7KQWTZ  2027-04-12T13:20 2027-04-12T14:40']);
    // A car's mail with its route's airports in brackets books a car, no flight.
    const car = 'Thank you for booking with Mesa Rentals.\nConfirmation: MR-44120\nDenver (DEN) -> Las Vegas (LAS), one way\nPick-up: 15 June 2027 10:00 at Denver International Airport\nDrop-off: 18 June 2027 16:30 at Harry Reid Airport\n';
    expect((await brief(car)).map((line) => line.split(' ')[0])).toEqual(['rentalCar']);
  });

  it("reads the forty-fourth batch's kinds: Serbian 'voz', a Ukrainian trip that is no train, a timetable headed 'Avg.' and 'Ank.', rooms with their own numbers in a table, Indonesian car labels, Basque and Irish dates and labels, Persian digits and the Solar Hijri calendar, a festival's first act, Greek and Portuguese name labels, a Korean subject's confirmation", async () => {
    const train = 'Broj rezervacije: SR7Q2M4K\n\nVoz: Regio 2610\nDatum putovanja: subota, 12. jun 2027.\n\n    Polazak   06:40   Novi Sad\n    Dolazak   07:55   Beograd Centar\n';
    expect(await brief(train)).toEqual(['train SR7Q2M4K Novi Sad>Beograd Centar 2027-06-12T06:40 2027-06-12T07:55']);
    const bus = 'Міжнародні автобусні поїздки\n\nНомер квитка: KV-0917-2201\n\nВІДПРАВЛЕННЯ\n   Львів, АС «Стрийська»\n   субота, 17 липня 2027 р., о 07:15\n\nПРИБУТТЯ\n   Краків, MDA\n   субота, 17 липня 2027 р., о 14:40\n';
    expect(await brief(bus)).toEqual(['bus KV-0917-2201 Львів, АС «Стрийська»>Краків, MDA 2027-07-17T07:15 2027-07-17T14:40']);
    const table = 'Bokningsnummer: SJ4K8Q\n\n    Datum   Från   Avg.   Till   Ank.   Tåg\n\n    fre 5 mar 2027    Göteborg C    09:12    Karlstad C    11:40    Regional 7412\n';
    expect(await brief(table)).toEqual(['train SJ4K8Q Göteborg C>Karlstad C 2027-03-05T09:12 2027-03-05T11:40']);
    const rooms = 'Hotelli Järvenranta\n\nSAAPUMINEN / pe 8.10.2027 klo 15.00 / LÄHTÖ / su 10.10.2027 klo 12.00\n\n    Huone   Vahvistusnumero   Vieraat\n\n    1. Standard Twin    77120331    Anna Virtanen\n\n    2. Superior Double    77120332    Mikko Virtanen\n';
    expect(await brief(rooms)).toEqual(['lodging 77120331 Hotelli Järvenranta 2027-10-08T15:00 2027-10-10T12:00', 'lodging 77120332 Hotelli Järvenranta 2027-10-08T15:00 2027-10-10T12:00']);
    const car = 'Sewa Mobil Nusa\nNomor reservasi : SMN-5512\n\nPENGAMBILAN\n  Senin, 6 September 2027, pukul 10.00\n  Bandara Juanda, Surabaya\n\nPENGEMBALIAN\n  Kamis, 9 September 2027, pukul 18.00\n  Kantor Malang\n';
    expect(await brief(car)).toEqual(['rentalCar SMN-5512 > 2027-09-06T10:00 2027-09-09T18:00']);
    const hostel = 'Erreserba-kodea: ITS-27-118\nOstatua: Itsasargi Aterpetxea\nSarrera: 2027ko abuztuaren 20a, ostirala, 15:00etatik aurrera\nIrteera: 2027ko abuztuaren 22a, igandea, 11:00ak baino lehen\nGauak: 2\n';
    expect(await brief(hostel)).toEqual(['lodging ITS-27-118 Itsasargi Aterpetxea 2027-08-20T15:00 2027-08-22T11:00']);
    const play = 'Uimhir thagartha   AN-22871\n\nLéiriú   Scéal an Bhádóra\n\nDáta   Dé hAoine, 12 Samhain 2027\n\nTús an léirithe   7.45 i.n. (osclaítear na doirse ag 7.15 i.n.)\n';
    expect(await brief(play)).toEqual(['event AN-22871 Scéal an Bhádóra 2027-11-12T19:45 ']);
    expect(findTimes('9.30 r.n., 8.00 i.n.').map((t) => t.time)).toEqual(['09:30', '20:00']);
    const concert = 'کد رهگیری: ۴۴۷۱۰۲۹۸\nشماره سفارش: BY-1406-55120\n\nرویداد: کنسرت «باران» – ارکستر ملی\nتاریخ اجرا: پنجشنبه ۱۱ فروردین ۱۴۰۶\nساعت شروع اجرا: ۲۱:۰۰\nمحل برگزاری: تالار رودکی\n';
    expect(await brief(concert)).toEqual(['event 44710298 کنسرت «باران» – ارکستر ملی 2027-03-31T21:00 ']);
    expect(findDates('1 فروردین 1406, 26 شهریور 1406, 29 اسفند 1405', reference).map((d) => d.date)).toEqual(['2027-03-21', '2027-09-17', '2027-03-20']);
    const festival = 'Localitzador    FST27-118\n\nFestival Llum de Mar 2027\n\nData    dissabte, 10 de juliol de 2027\n\nObertura de portes    18:00 h\n\nPrimera actuació    19:30 h – Les Veus del Port\n';
    expect(await brief(festival)).toEqual(['event FST27-118 Festival Llum de Mar 2027 2027-07-10T19:30 ']);
    const tour = 'ΚΩΔΙΚΟΣ ΚΡΑΤΗΣΗΣ: DLF-5521\n\nΞενάγηση:     Οι θησαυροί των Δελφών – ξενάγηση στο Μουσείο\nΗμερομηνία:   Κυριακή, 17 Οκτωβρίου 2027\nΈναρξη:       09:30\nΤόπος:        Αρχαιολογικό Μουσείο Δελφών\n';
    expect(await brief(tour)).toEqual(['event DLF-5521 Οι θησαυροί των Δελφών – ξενάγηση στο Μουσείο 2027-10-17T09:30 ']);
    const stay = (unit: string) => `Código da reserva: CB-20931\n\nAcomodação: ${unit}\n\nCheck-in: sábado, 4 de setembro de 2027, a partir das 14h\nCheck-out: terça-feira, 7 de setembro de 2027, até as 11h\n`;
    expect(await brief(stay('Casa Beira-Rio – Paraty'))).toEqual(['lodging CB-20931 Casa Beira-Rio – Paraty 2027-09-04T14:00 2027-09-07T11:00']);
    expect((await brief(stay('Suíte Casal com varanda'))).map((line) => line.includes('Suíte'))).toEqual([false]);
    const korean = 'From: Tickets <t@tickets.example>\nTo: a@example.com\nSubject: [티켓한마당] 예매가 완료되었습니다 - 서울 재즈 나이트 2027\nDate: Tue, 07 Sep 2027 12:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n모바일 티켓을 확인해 주세요.\n\n예매번호    TH-44018\n\n일시    2027년 10월 2일(토) 19:30\n\n장소    블루노트홀\n';
    expect(await brief(korean)).toEqual(['event TH-44018 서울 재즈 나이트 2027 2027-10-02T19:30 ']);
  });

  it("reads a flight whose airline's label and number's label stand on lines of their own ('Aerolínea: Aeroméxico' over 'Vuelo: 524'), not a bare number without its airline", async () => {
    const agency = 'Clave de reservación:  KQ7T2M\n\nVUELO DE IDA\nAerolínea:      Aeroméxico\nVuelo:          172\nFecha:          viernes 14 de mayo de 2027\nSale de:        Guadalajara (GDL)\nHora de salida: 07:30 h\nLlega a:        Ciudad de México (MEX)\nHora de llegada: 08:55 h\n';
    expect(await brief(agency)).toEqual(['flight KQ7T2M AM172 2027-05-14T07:30 2027-05-14T08:55']);
    expect(await brief(agency.replace('Aeroméxico', 'Viajes Quetzal'))).toEqual([]);
  });

  it("reads the forty-fifth batch's kinds: Tagalog's and Swahili's hours, Bulgarian, Slovak, Polish, Georgian, Estonian and Lithuanian words, a time alone under a label's day, a loyalty programme's number, gates opening on a date said between, a car returned in French sentences, a card's day apart from its month", async () => {
    expect(findTimes('7:40 ng umaga, 1:20 ng hapon, 9:05 ng gabi, 12:55 ng madaling-araw, 12:00 ng tanghali').map((t) => t.time)).toEqual(['07:40', '13:20', '21:05', '00:55', '12:00']);
    expect(findTimes('Saa 3:00 usiku, saa 11:30 alfajiri, saa 6 mchana, saa 7 usiku, saa 1 asubuhi').map((t) => t.time)).toEqual(['21:00', '05:30', '12:00', '01:00', '07:00']);
    expect(findDates('sobota / 25 / september 2027; 2027 წლის 7 ოქტომბერი; 29. juulil 2027', reference).map((d) => d.date)).toEqual(['2027-09-25', '2027-10-07', '2027-07-29']);
    const night = 'Номер на резервация: RB5510722\n\n Заминаване:  петък, 9.07.2027 г., 23:10 ч.\n              Пловдив (Централна гара), коловоз 2\n\n Пристигане:  събота, 10.07.2027 г., 06:40 ч.\n              Варна (Централна гара)\n\n- Безплатно анулиране до 8.07.2027 г., 18:00 ч.\n- Лятна промоция: 20% отстъпка за влак София – Бургас между 01.07 и 15.09.2027 г.\n';
    expect(await brief(night)).toEqual(['train RB5510722 Пловдив (Централна гара)>Варна (Централна гара) 2027-07-09T23:10 2027-07-10T06:40']);
    const slovak = '    Kód rezervácie    4MQ8ZT\n\n    Číslo dokladu    2210-2027-0018822\n\n    Dátum cesty    sobota 5. 6. 2027\n\n   07:05   Košice   nástupište 2\n\n   09:31   Poprad-Tatry   nástupište 1\n';
    expect(await brief(slovak)).toEqual(['train 4MQ8ZT Košice>Poprad-Tatry 2027-06-05T07:05 2027-06-05T09:31']);
    const hotel = 'Hotel Pod Dębami\n\n   Numer rezerwacji   PD-7712\n\n   Data przyjazdu   piątek, 3 września 2027\n\n   Liczba nocy   2\n\n   Zameldowanie / wymeldowanie   od godz. 14:00 / do godz. 11:00\n';
    expect((await brief(hotel)).map((line) => line.split(' ').slice(0, 2).concat(line.split(' ').at(-2)?.slice(0, 10) ?? '', line.split(' ').at(-1)?.slice(0, 10) ?? '').join(' '))).toEqual(['lodging PD-7712 2027-09-03 2027-09-05']);
    const opera = 'შეკვეთის ნომერი: OPR-771204\n\nსპექტაკლი:   ტრავიატა\nთეატრი:      ქუთაისის ოპერის თეატრი\nთარიღი:      2027 წლის 12 ნოემბერი, პარასკევი\nდასაწყისი:   19:30\n';
    expect(await brief(opera)).toEqual(['event OPR-771204 ტრავიატა 2027-11-12T19:30 ']);
    const coach = 'NAMBA YA TIKETI / BOOKING: PX-4418201\n\nKuondoka:     Saa 2:30 usiku (20:30)\n              Arusha (Kilombero Stand)\nKuwasili:     Jumamosi, 16 Oktoba 2027\n              Saa 12:00 asubuhi (06:00)\n              Dar es Salaam (Magufuli Terminal)\nTarehe:       Ijumaa, 15 Oktoba 2027\nHuduma kwa wateja: 0744 118 220 (kila siku, saa 12 asubuhi hadi saa 4 usiku). Basi la coach.\n';
    expect(await brief(coach)).toEqual(['bus PX-4418201 Arusha (Kilombero Stand)>Dar es Salaam (Magufuli Terminal) 2027-10-15T20:30 2027-10-16T06:00']);
    const loyalty = 'Bókunarnúmer: QK7T2M\n\n   Flug   FI 614   Keflavík (KEF) 16:40   New York (JFK) 18:25   3. júní 2027\n\n   Saga Club   SC 1182 0440 27\n';
    expect((await brief(loyalty)).map((line) => line.split(' ')[2])).toEqual(['FI614']);
    const festival = 'Tellimuse number   PJF27-118\n\nPärnu Jazz 2027: sinu piletid\n\nFestivali väravad avatakse reedel, 16. juulil 2027 kell 17.00. Avakontsert algab kell 18.30 rannalaval.\n\nPääse   2 päeva pass\n';
    expect((await brief(festival)).map((line) => line.split(' ').at(-2))).toEqual(['2027-07-16T18:30']);
    const sentences = 'Traukinys Nr. 25 išvyks 2027 m. liepos 9 d. 18.20 val. iš stoties Kaunas ir atvyks į stotį Vilnius 19.35 val.\n';
    expect(await brief(sentences)).toEqual(['train  Kaunas>Vilnius 2027-07-09T18:20 2027-07-09T19:35']);
    const car = "Votre réservation numéro QC-4471 est confirmée.\n\nNous vous attendrons le vendredi 6 août 2027 à 8 h 15 à notre comptoir de la gare du Palais. Votre véhicule, une Kia Soul ou l'équivalent, vous sera remis.\n\nLe retour est prévu le lundi 9 août 2027 à 17 h à notre succursale de Sherbrooke.\n";
    expect(await brief(car)).toEqual(['rentalCar QC-4471 > 2027-08-06T08:15 2027-08-09T17:00']);
  });

  it("reads the forty-sixth batch's kinds: Malay hours in full, the Levant's and Irish months of two words, Icelandic doors, Thai, Korean, Latvian, Croatian, Catalan, Malay, Arabic and Hebrew labels, a kind's word after '>>', a loyalty club's code and a reference's head that are no flights", async () => {
    expect(findTimes('2:00 petang, 12:00 tengah hari, 8:00 pagi, 11:00 malam').map((t) => t.time)).toEqual(['14:00', '12:00', '08:00', '23:00']);
    expect(findDates('18 كانون الأول 2027; 3 تشرين الثاني 2027; 5 Meán Fómhair 2027; 9 Deireadh Fómhair 2027', reference).map((d) => d.date)).toEqual(['2027-12-18', '2027-11-03', '2027-09-05', '2027-10-09']);
    const concert = 'Pöntunarnúmer    MK-5512-04\n\nHljómsveit Norðursins – tónleikar\n\n📅 Dagsetning    laugardagur 6. nóvember 2027\n🚪 Húsið opnar    kl. 19:00\n🎶 Tónleikar hefjast    kl. 20:00\n';
    expect((await brief(concert)).map((line) => line.split(' ').at(-2))).toEqual(['2027-11-06T20:00']);
    const museum = 'หมายเลขการจอง   TH-4410-22\n\nนิทรรศการ\nศิลปะเจ้าพระยา\n\n   🗓 วันที่เข้าชม   วันศุกร์ที่ 12 มีนาคม 2570\n   ⏰ รอบเวลา   14:00 – 15:00 น.\n\nวันที่ทำรายการ: 1 มีนาคม 2570 เวลา 09:41 น.\n';
    expect(await brief(museum)).toEqual(['event TH-4410-22 ศิลปะเจ้าพระยา 2027-03-12T14:00 ']);
    const conference = '등록번호    KD27-0091\n\n행사명    2027 서울 데이터 컨퍼런스\n행사 일시    2027년 11월 4일(목) 10:00 ~ 17:00\n결제 금액    ₩ 90,000 · 2027-09-01 카드 결제\n';
    expect((await brief(conference)).map((line) => line.split(' ').slice(0, 2).concat(line.split(' ').at(-2) ?? '').join(' '))).toEqual(['event KD27-0091 2027-11-04T10:00']);
    const train = 'Pasūtījuma numurs: LV-8812-3\n\nVilciens Nr. 611   Rīga – Jelgava\nAtiešana:   sestdien, 12.06.2027 plkst. 08:15   Rīga (2. ceļš)\nPienākšana: 12.06.2027 plkst. 08:58              Jelgava\n';
    expect(await brief(train)).toEqual(['train LV-8812-3 Rīga>Jelgava 2027-06-12T08:15 2027-06-12T08:58']);
    const rooms = 'Hotel Lučica\n\n    PRIJAVA / utorak, 3. kolovoza 2027. / od 14:00    ODJAVA / petak, 6. kolovoza 2027. / do 10:00\n\n   Soba   Gosti   Broj potvrde   Cijena\n\n    Soba 1 – Dvokrevetna    Ana Kovač    LU-3301-1    420,00 €\n\n    Soba 2 – Jednokrevetna    Ivo Kovač    LU-3301-2    310,00 €\n';
    expect((await brief(rooms)).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['lodging LU-3301-1', 'lodging LU-3301-2']);
    const hostel = "Gràcies per reservar a l'Alberg Els Pins!\n\nLocalitzador: EP-27-0412\n\nEntrada: divendres, 14 de maig de 2027, a partir de les 15.00 h\nSortida: diumenge, 16 de maig de 2027, abans de les 11.00 h\nNits: 2\n\nAlberg Els Pins\nCarrer Major, 3 - 17300 Blanes\n";
    expect(await brief(hostel)).toEqual(['lodging EP-27-0412 Alberg Els Pins 2027-05-14T15:00 2027-05-16T11:00']);
    const apartment = 'MÃ ĐẶT CHỖ: VN-55120\n\n>> Căn hộ Biển Xanh – 1 phòng ngủ\n   12 Trần Phú, Nha Trang\n\nNhận phòng:  Thứ Hai, 08/11/2027 – từ 14:00\nTrả phòng:   Thứ Năm, 11/11/2027 – trước 12:00\n';
    expect((await brief(apartment)).map((line) => line.split(' ').slice(2, 7).join(' '))).toEqual(['Căn hộ Biển Xanh 2027-11-08T14:00']);
    const car = 'Numer rezerwacji: AR24-PL-118205\n\n🚗 ODBIÓR\npiątek, 04.06.2027, godz. 09:00\nGdańsk Lotnisko (GDN)\n🏁 ZWROT\nponiedziałek, 07.06.2027, godz. 17:00\nGdańsk Lotnisko (GDN)\n\nNumer lotu przylotu: LO 3821 (Warszawa → Gdańsk)\nKlub AR24 – Twój numer: AWK 0772 4410\nAutoRent24 Sp. z o.o. · NIP 527-301-44-18 · KRS 0000819322\nWypożyczalnia samochodów\n';
    expect(await brief(car)).toEqual(['rentalCar AR24-PL-118205 > 2027-06-04T09:00 2027-06-07T17:00']);
    const malay = 'Nombor tempahan : SK-KL-3310\n\nKERETA\nProton Saga atau setaraf\n\nAMBIL\nTarikh & masa : Sabtu, 20 November 2027, 9:30 pagi\nLokasi        : KLIA (KUL)\n\nPULANG\nTarikh & masa : Selasa, 23 November 2027, 3:00 petang\nLokasi        : KLIA (KUL)\n';
    expect((await brief(malay)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar SK-KL-3310 2027-11-20T09:30 2027-11-23T15:00']);
    const coach = 'رقم الحجز: JT-2210\n\nرقم الرحلة: 408 (حافلة)\nالمغادرة: الجمعة 3 كانون الأول 2027، الساعة 09:00 صباحاً\nمن: إربد – مجمع الشمال، شارع الجامعة\nالوصول: الجمعة 3 كانون الأول 2027، الساعة 10:40 صباحاً\nإلى: عمّان – محطة العبدلي\n';
    expect(await brief(coach)).toEqual(['bus JT-2210 إربد – مجمع الشمال>عمّان – محطة العبدلي 2027-12-03T09:00 2027-12-03T10:40']);
    const flight = 'קוד הזמנה (PNR): M4QZ8T\nמספר כרטיס: 114-2398571046\n\nטיסה LY 315   תל אביב (TLV) 06:10  →  לונדון (LTN) 09:45   14.05.2027\n';
    expect((await brief(flight)).map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['flight M4QZ8T LY315']);
  });

  it("reads the forty-seventh batch's kinds: Tagalog and Albanian months, a train's two cards either side of an arrow, Georgian words written without capitals, Lithuanian, Albanian, Swahili, Welsh and Macedonian labels, a guide's meeting time, a hotel's Finnish label, a list's number and a town after a name in capitals, a payment's tracking number", async () => {
    expect(findDates('14 Peb 2027; 3 Hunyo 2027; 21 gusht 2027; 9 nëntor 2027', reference).map((d) => d.date)).toEqual(['2027-02-14', '2027-06-03', '2027-08-21', '2027-11-09']);
    const cards = 'შეკვეთის ნომერი\nGR-7712\n\nმატარებელი №812\n    გასვლა / 17:05 / პარასკევი, 10.09.2027 / ბათუმი-ცენტრალური    →    ჩასვლა / 22:20 / პარასკევი, 10.09.2027 / თბილისი-ცენტრალური\n';
    expect(await brief(cards)).toEqual(['train GR-7712 ბათუმი-ცენტრალური>თბილისი-ცენტრალური 2027-09-10T17:05 2027-09-10T22:20']);
    const festival = 'Renginys\nJūros ritmai 2027\n    Datos    2027 m. rugpjūčio 6–8 d.\n    Vartai atidaromi    penktadienį, rugpjūčio 6 d., 15:00\n    Pirmasis pasirodymas    2027 m. rugpjūčio 6 d., 17:00\n    Užsakymo nr.    JR27-0041\nBilietas į festivalį\n';
    expect(await brief(festival)).toEqual(['event JR27-0041 Jūros ritmai 2027 2027-08-06T17:00 ']);
    const hotel = 'Hotel Deti i Kaltër\n    Mbërritja (check-in) / e premte, 3 shtator 2027 / nga ora 14:00        Largimi (check-out) / e hënë, 6 shtator 2027 / deri në ora 11:00\n   Numri i rezervimit   551204\n';
    expect(await brief(hotel)).toEqual(['lodging 551204 Hotel Deti i Kaltër 2027-09-03T14:00 2027-09-06T11:00']);
    const lodges = 'Nambari ya uhifadhi: ZN-112\n\n1) MWEZI BEACH LODGE - Paje\nAnwani:   Paje, Zanzibar\nKuingia:  Jumatano, 6 Oktoba 2027\nKutoka:   Ijumaa, 8 Oktoba 2027\nUsiku:    2\n';
    expect((await brief(lodges)).map((line) => line.split(' ').slice(0, 5).join(' '))).toEqual(['lodging ZN-112 MWEZI BEACH LODGE']);
    const car = 'Cyfeirnod archeb:   CC-7710\n\nCASGLU\n  Dydd Llun 7 Mehefin 2027, 09:00\n  Maes Awyr Caerdydd\n\nDYCHWELYD\n  Dydd Gwener 11 Mehefin 2027, 17:00\n  Maes Awyr Caerdydd\n\nEICH CAR\n  Vauxhall Corsa neu debyg\n';
    expect((await brief(car)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar CC-7710 2027-06-07T09:00 2027-06-11T17:00']);
    const coach = 'БРОЈ НА РЕЗЕРВАЦИЈА: OE-5521\n\nПоаѓање:        петок, 09.07.2027 во 16:00\n                Автобуска станица Охрид\nПристигнување:  петок, 09.07.2027 во 19:10\n                Автобуска станица Скопје\n';
    expect(await brief(coach)).toEqual(['bus OE-5521 Автобуска станица Охрид>Автобуска станица Скопје 2027-07-09T16:00 2027-07-09T19:10']);
    const tour = 'Κωδικός κράτησης: AT-4410\n\nΞενάγηση: Αρχαία Αγορά\nΗμερομηνία: Σάββατο 9 Οκτωβρίου 2027\nΏρα συνάντησης:      10:15\nΈναρξη ξενάγησης:    10:30\n';
    expect((await brief(tour)).map((line) => line.split(' ').at(-2))).toEqual(['2027-10-09T10:30']);
    const stay = 'Varausnumero: 5512034\nHotelli:           Hotelli Revontuli\nTulopäivä:         pe 3.12.2027\nLähtöpäivä:        ma 6.12.2027\n\nTervetuloa!\nHotelli Revontulen vastaanotto\n';
    expect((await brief(stay)).map((line) => line.split(' ').slice(0, 4).join(' '))).toEqual(['lodging 5512034 Hotelli Revontuli']);
    const flight = 'کد رزرو (PNR)    QX9K2M\nشماره بلیت   096-1234567890\n\nپرواز IR 453   تهران (THR) 07:30   مشهد (MHD) 08:55   19.06.2027\n\nشماره پیگیری پرداخت: 8812045731\n';
    expect((await brief(flight)).map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['flight QX9K2M IR453']);
    const flights = 'Booking reference ng airline    K8TW3P\n\n    Flight   Petsa   Alis   Dating\n    5J 637    Linggo, 14 Peb 2027    6:10 AM / Maynila (MNL)    7:35 AM / Puerto Princesa (PPS)\n';
    expect((await brief(flights)).map((line) => line.split(' ').slice(2).join(' '))).toEqual(['5J637 2027-02-14T06:10 2027-02-14T07:35']);
  });

  it("reads the forty-eighth batch's kinds: boarding and a gate's closing in other languages, a flight's number after a hyphen, a schedule change's Polish heading, a date after an arrival a day later, a place in brackets after its time, Hebrew event labels, Norwegian cars' words", async () => {
    const boarding = 'CARD DE ÎMBARCARE\n\n    DE LA / CLJ / Cluj-Napoca / 07:45    ✈    CĂTRE / MUC / München / 09:05\n\n    PASAGER / ION/MARIA MS    ZBOR / RV 118    DATA / 12.11.2027\n\n    ÎMBARCARE / 07:10    POARTA / A2    LOC / 9F\n\n    COD REZERVARE / K7PLQZ\n\n    Poarta se închide la 07:25.\n';
    expect(await brief(boarding)).toEqual(['flight K7PLQZ RV118 2027-11-12T07:45 2027-11-12T09:05']);
    const hyphen = 'Kode Booking (PNR)    : HB4TRQ\n\nPENERBANGAN PERGI\nGaruda Biru  GB-512  |  Kelas Ekonomi\nSabtu, 10 Juli 2027\n\n  07:15 WIB   Surabaya (SUB)\n     |        Durasi 2j 50m\n  11:05 WITA  Makassar (UPG)\n\nKantor: Jl. Merdeka 8, CH-8001 Zürich\n';
    expect(await brief(hyphen)).toEqual(['flight HB4TRQ GB512 2027-07-10T07:15 2027-07-10T11:05']);
    const changed = 'Kod rezerwacji: P4LK9T\n\nDotychczasowy rozkład (NIEAKTUALNY):\n  LN 2210  sobota, 3 lipca 2027\n  Wylot:  07:00  Kraków (KRK)\n  Przylot: 09:10  Rzym (FCO)\n\nNowy rozkład:\n  LN 2210  sobota, 3 lipca 2027\n  Wylot:  09:40  Kraków (KRK)\n  Przylot: 11:50  Rzym (FCO)\n';
    expect(await brief(changed)).toEqual(['flight P4LK9T LN2210 2027-07-03T09:40 2027-07-03T11:50']);
    const overnight = 'Confirmation code: ZT5MWQ\n\n   Return · Fri, Oct 8, 2027\n\n    11:20 PM / Seattle, WA (SEA) / Seattle-Tacoma Intl    Nonstop / 5h 5m    7:25 AM +1 / Boston, MA (BOS) / Arrives Sat, Oct 9\n\n   Flight XK 604 • Airbus A321neo • Seat 14C\n';
    expect(await brief(overnight)).toEqual(['flight ZT5MWQ XK604 2027-10-08T23:20 2027-10-09T07:25']);
    const coach = 'Број резервације: NS-4410\nАутобуска карта\nДатум:        субота, 16. октобар 2027.\nПолазак:      07:15 (Нови Сад)\nДолазак:      08:45 (Београд)\n';
    expect(await brief(coach)).toEqual(['bus NS-4410 Нови Сад>Београд 2027-10-16T07:15 2027-10-16T08:45']);
    const show = 'הכרטיסים שלך להופעה\n\nלהקת הים התיכון\n\n   תאריך   יום שישי, 10 בדצמבר 2027\n\n   פתיחת דלתות   20:30\n\n   תחילת המופע   21:30\n\n   מספר הזמנה   7740211\n\n   תאריך רכישה   01/09/2027 10:15\n';
    expect(await brief(show)).toEqual(['event 7740211 להקת הים התיכון 2027-12-10T21:30 ']);
    const car = 'Bestillingsnummer   NB-5510\n\nLeiebilen din er klar. Ta med førerkortet når du henter bilen.\n\nHenting\n\nlørdag 14. august 2027 kl. 09:00\n\nTromsø lufthavn\n\nLevering\n\ntirsdag 17. august 2027 kl. 16:00\n\nTromsø lufthavn\n';
    expect((await brief(car)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar NB-5510 2027-08-14T09:00 2027-08-17T16:00']);
  });

  it("reads the forty-ninth batch's kinds: a title the subject quotes, a subject's code alone, Slovak, Croatian, Thai, Basque and Estonian events' words, a day's programme, Icelandic, Bulgarian and Maltese stays' words, Maltese months, a Swahili time under its label, a train's cards with labels before their times, an amount in ringgit", async () => {
    const mail = (subject: string, body: string) => `From: tickets@example.lt\nTo: ona@example.lt\nSubject: ${subject}\nDate: Mon, 10 May 2027 10:00:00 +0300\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const play = mail('Jūsų bilietai: „Žuvėdra“, 2027-06-04', 'Užsakymo Nr.: KT-5512\n\nRENGINYS\nAntonas Čechovas „Žuvėdra“\n\nData:      2027 m. birželio 4 d., penktadienis\nPradžia:   19.00 val.\nSalė atidaroma 18.30 val.\n');
    expect(await brief(play)).toEqual(['event KT-5512 Žuvėdra 2027-06-04T19:00 ']);
    const tour = mail('Reserva confirmada PBC-27-44120 - El Gòtic amagat', 'Localitzador .......... PBC-27-44120\nActivitat ............. Visita guiada: El Gòtic amagat\nData .................. diumenge, 6 de juny de 2027\nHora d\'inici .......... 11.00 h\nVisites guiades a peu\n');
    expect(await brief(tour)).toEqual(['event PBC-27-44120 El Gòtic amagat 2027-06-06T11:00 ']);
    const concert = 'Vstupenky na koncerty\n\n   Bratislavský Jazz Večer\n\n   Dátum   piatok 8. októbra 2027\n\n   Otvorenie brán   18:00\n\n   Začiatok koncertu   19:30\n\n   Číslo objednávky   BJ-2027-5512\n';
    expect((await brief(concert)).map((line) => line.split(' ').at(-2))).toEqual(['2027-10-08T19:30']);
    const match = 'Narudžba br. UL-HR-77120 / Kupljeno: 02.04.2027. u 10:15\n\n   NK Osijek – HNK Gorica\n\n   nedjelja, 25. travnja 2027.\n\n    Otvaranje stadiona / 16:30    Početak utakmice / 18:00\n\n   Ulaznica – Istok, odrasli   15,00 EUR\n';
    expect(await brief(match)).toEqual(['event UL-HR-77120 NK Osijek – HNK Gorica 2027-04-25T18:00 ']);
    const table = mail('ยืนยันการจองโต๊ะ RSV-71-2044 – วันศุกร์ที่ 3 ธ.ค. 2570 เวลา 18:30 น.', 'ครัวบ้านสวน / BAAN SUAN KITCHEN · THAI CUISINE\n\nยืนยันการจองโต๊ะ\n\n   หมายเลขการจอง   RSV-71-2044\n\n   วันที่   วันศุกร์ที่ 3 ธันวาคม 2570\n\n   เวลา   18:30 น.\n');
    expect(await brief(table)).toEqual(['restaurant RSV-71-2044 ครัวบ้านสวน 2027-12-03T18:30 ']);
    const basque = 'ARRANO\nSukaldaritza · Bilbo\n\nEskerrik asko mahaia erreserbatzeagatik.\n\n  Erreserba-kodea:   ARR-2210\n  Eguna:             2027ko uztailaren 3a, larunbata\n  Ordua:             14:00\n  Pertsona kopurua:  2\n';
    expect(await brief(basque)).toEqual(['restaurant ARR-2210 ARRANO 2027-07-03T14:00 ']);
    const conference = mail('Registreerimine kinnitatud: Tartu Andmepäev 2027 (TAP27-0091)', 'Täname registreerumast konverentsile Tartu Andmepäev 2027.\n\n   Registreeringu number   TAP27-0091\n\n   Toimumisaeg   14. oktoober 2027\n\n   Toimumiskoht   Tartu Ülikooli aula\n\nAjakava\n\n   Neljapäev, 14. oktoober\n\n   9.00   Registreerimine ja hommikukohv\n\n   10.00   Avasõnad\n\n   16.00   Lõpp\n');
    expect(await brief(conference)).toEqual(['event TAP27-0091 Tartu Andmepäev 2027 2027-10-14T10:00 ']);
    const hostel = 'Fjallaljós Hostel · Akureyri\n\nBókunarnúmer:     FJ-2210\n\nKOMA\n  föstudagur 5. nóvember 2027\n  Innritun frá kl. 16:00\n\nBROTTFÖR\n  sunnudagur 7. nóvember 2027\n  Útritun fyrir kl. 11:00\n';
    expect(await brief(hostel)).toEqual(['lodging FJ-2210 Fjallaljós Hostel 2027-11-05T16:00 2027-11-07T11:00']);
    const flat = 'Резервация № BG-7712\n\n   Апартамент „Слънчев бряг“ / Цял апартамент · 1 спалня\n\n    Настаняване / пет, 6 август 2027 г. / след 15:00 ч.    Напускане / пон, 9 август 2027 г. / до 11:00 ч.\n\n   3 нощувки\n';
    expect(await brief(flat)).toEqual(['lodging BG-7712 Апартамент „Слънчев бряг“ 2027-08-06T15:00 2027-08-09T11:00']);
    expect(findDates("il-Ġimgħa, 4 ta' Ġunju 2027; 19 ta' Diċembru 2027; 2 ta’ Frar 2027", reference).map((d) => d.date)).toEqual(['2027-06-04', '2027-12-19', '2027-02-02']);
    const guesthouse = "Ta' Rosa Guesthouse, Għawdex\n\n  Numru tal-prenotazzjoni: TR-2027-41\n\n  Dħul (check-in):   il-Ġimgħa, 4 ta' Ġunju 2027, mill-15:00\n  Ħruġ (check-out):  it-Tnejn, 7 ta' Ġunju 2027, sal-10:00\n  Kamra doppja\n";
    expect((await brief(guesthouse)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['lodging TR-2027-41 2027-06-04T15:00 2027-06-07T10:00']);
    const train = 'Nambari ya uhifadhi:   KR8T2M\n\nTreni:            Madaraka Express\nTarehe:           Jumamosi, 19 Juni 2027\n\nKuondoka:  Mombasa Terminus\n           saa 15:00 (saa 9:00 mchana)\nKufika:    Nairobi Terminus\n           saa 20:55 (saa 2:55 usiku)\n';
    expect(await brief(train)).toEqual(['train KR8T2M Mombasa Terminus>Nairobi Terminus 2027-06-19T15:00 2027-06-19T20:55']);
    const cards = 'E-TIKET KERETAPI · ETS\n\n   No. Tempahan   TK-2708-1102\n\n   Tarikh Tempahan   01/07/2027 21:10\n\n   Jumaat, 16 Julai 2027 · ETS Gold 9312\n\n    BERLEPAS / 08:10 / Ipoh    2j 05m / ──────▶    TIBA / 10:15 / KL Sentral\n\n   Caj perkhidmatan   RM 2.00\n';
    expect(await brief(cards)).toEqual(['train TK-2708-1102 Ipoh>KL Sentral 2027-07-16T08:10 2027-07-16T10:15']);
    expect(findTimes('Caj perkhidmatan RM 4.00, Jumlah MYR 12.50').map((t) => t.time)).toEqual([]);
  });

  it("reads the fiftieth and fifty-first batches' kinds: the airline's booking code over an agency's order, Czech and Slovenian labels, a range's first day before 'a', a venue's heading in a table, a subject's code and badge, Polish, Turkish, Hungarian and Vietnamese words, a Korean date's dots, Chinese trains' '开' and '到', Japanese visits and a notice's tag", async () => {
    const agency = 'Reserva n.º VT-27-5512\n\n   Código de reserva da companhia aérea (PNR):   QW7E2R\n   Referência Viagens Tejo:   VT-27-5512\n\nIda · sábado, 5 de junho de 2027\n  TP 1360   Lisboa (LIS) 07:10  →  Madrid (MAD) 09:30\n';
    expect((await brief(agency)).map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['flight QW7E2R TP1360']);
    expect(referencesIn('vaše objednávka č. 2027051188 byla zaplacena\nRezervační kód letecké společnosti: KB2M7Q\n').map((r) => r.value)).toEqual(['KB2M7Q']);
    expect(referencesIn('   Rezervacijska koda   7TQL2W\n   Številka naročila   PT-441208\n').map((r) => r.value)).toEqual(['7TQL2W']);
    expect(findDates('da martedì 12 a venerdì 15 ottobre 2027; dal 3 al 5 maggio 2027', reference).map((d) => d.date)).toEqual(['2027-10-12', '2027-10-15', '2027-05-03', '2027-05-05']);
    const opera = 'Bestellnummer   WO-27-3310\n\nTosca\n\n    Vorstellung    Spielstätte    Platz    Preis\n\n    Sa., 8. Mai 2027 / 19:00 Uhr / Einlass ab 18:15 Uhr    Großes Haus    Parkett / Reihe 4, Platz 9    € 72,00\n';
    expect((await brief(opera)).map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['event WO-27-3310 Tosca']);
    const mail = (subject: string, body: string) => `From: info@example.it\nTo: ada@example.it\nSubject: ${subject}\nDate: Mon, 6 Sep 2027 10:00:00 +0200\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const badge = mail('Il tuo e-badge per MECCANICA 2027 – MC27-VIS-0041', 'CODICE REGISTRAZIONE\n\nMC27-VIS-0041\n\n   Date   da mercoledì 13 a venerdì 15 ottobre 2027\n\n   Orari   9:00–18:00\n\nFiera internazionale della meccanica\n');
    expect((await brief(badge)).map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual(['event MC27-VIS-0041 MECCANICA']);
    const race = mail('Potwierdzenie rejestracji PKW27-2210 – 5. Półmaraton Wiślany', 'Nr zgłoszenia:        PKW27-2210\n\nTwoja rejestracja na 5. Półmaraton Wiślany została potwierdzona.\n\nTERMIN I MIEJSCE STARTU\nNiedziela, 12 września 2027 r.\nStart: godz. 8:30 – Bulwary, Warszawa\n');
    expect((await brief(race)).map((line) => [line.split(' ')[0], line.split(' ')[1], line.split(' ').at(-2)].join(' '))).toEqual(['event PKW27-2210 2027-09-12T08:30']);
    const car = 'Anadolu Oto Kiralama\nREZERVASYON NO : AO-2027-5510\n\nARAÇ ALIŞ\n  Ofis    : Ankara Esenboğa\n  Tarih   : 3 Eylül 2027 Cuma\n  Saat    : 10:00\n\nARAÇ İADE\n  Ofis    : Ankara Esenboğa\n  Tarih   : 6 Eylül 2027 Pazartesi\n  Saat    : 10:00\n';
    expect((await brief(car)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar AO-2027-5510 2027-09-03T10:00 2027-09-06T10:00']);
    const van = 'Kisteherautó-bérlés\n\nFoglalási szám: KT-2210\n\nJármű: Renault Trafic zárt furgon\nÁtvétel:     2027. május 8., szombat, 9:00\nVisszahozás: 2027. május 8., szombat, 15:00\n';
    expect((await brief(van)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar KT-2210 2027-05-08T09:00 2027-05-08T15:00']);
    const xe = 'Thuê xe tự lái\n\nMã đặt xe: XE-2710-88\n\nNHẬN XE\n  Thứ Hai, 04/10/2027 - 09:00\n  Sân bay Nội Bài\n\nTRẢ XE\n  Thứ Năm, 07/10/2027 - 18:00\n  Sân bay Nội Bài\n';
    expect((await brief(xe)).map((line) => [line.split(' ')[0], line.split(' ')[1], ...line.split(' ').slice(-2)].join(' '))).toEqual(['rentalCar XE-2710-88 2027-10-04T09:00 2027-10-07T18:00']);
    const cinema = '■ 예매번호 : 2027-0912-1144-208\n■ 영화 : 푸른 정원\n■ 극장 : 시네마루 강남점\n■ 일시 : 2027.09.12(일) 18:20 ~ 20:31\n';
    expect(await brief(cinema)).toEqual(['event 2027-0912-1144-208 푸른 정원 2027-09-12T18:20 ']);
    const train = '您在「铁行通」预订的火车票已出票成功：\n\n订单号：TXT20270908110022\n12306取票号：E512209847\n\n【第1程】\n09月18日（周六） G1203次\n北京南 07:00开 → 济南西 08:32到\n';
    expect(await brief(train)).toEqual(['train E512209847 北京南>济南西 2026-09-18T07:00 2026-09-18T08:32']);
    const zoo = mail('【みなと水族館】ご購入完了のお知らせ', '   購入番号   MZ-270918-1102\n\n   チケット名   1日入館券（日付指定）\n\n   ご来館日   2027年9月18日（土）\n\n   開館時間   9:00～18:00\n');
    expect(await brief(zoo)).toEqual(['event MZ-270918-1102 みなと水族館 2027-09-18T09:00 ']);
  });

  it('reads a file in the charset it names when it is not UTF-8 (a page saved in ISO-8859-7), else as Windows-1252; UTF-8 and UTF-16 by their own marks', async () => {
    const page = '<html><head><meta charset="iso-8859-7"></head><body><h1>Ξενοδοχείο Ακρόπολις</h1><p>Κωδικός κράτησης: AK-2027-41</p><p>Check-in: 10 Ιουνίου 2027 από τις 15:00</p><p>Check-out: 13 Ιουνίου 2027 έως τις 11:00</p></body></html>';
    // ISO-8859-7 writes the Greek letters U+0384 to U+03CE as the bytes 0xB4 to 0xFE.
    const iso = new Uint8Array(Array.from(page, (c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : c.charCodeAt(0) - 0x2d0)));
    expect(textOf(iso)).toBe(page);
    expect((await read(Buffer.from(iso), 'stay.html')).reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.end?.local].join(' '))).toEqual(['lodging AK-2027-41 2027-06-10T15:00 2027-06-13T11:00']);
    expect(textOf(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]))).toBe('Café €5');
    expect(textOf(new TextEncoder().encode('Café €5'))).toBe('Café €5');
    expect(textOf(new Uint8Array(Buffer.from('\ufeffCafé', 'utf16le')))).toBe('Café');
  });

  it('prints schema.org reservations with local times and their offsets', async () => {
    const { reservations } = await read(samples.agencyText);
    const [flight, hotel, car] = [reservations[0], reservations[2], reservations[3]].map((r) => (r ? toSchemaOrg(r) : {}));
    expect(flight).toMatchObject({
      '@type': 'FlightReservation',
      reservationNumber: 'KLM4QZ',
      reservationFor: {
        '@type': 'Flight',
        flightNumber: '1143',
        airline: { iataCode: 'UA' },
        departureAirport: { '@type': 'Airport', iataCode: 'EWR' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'ORD' },
        departureTime: '2026-03-16T07:05:00-04:00',
        arrivalTime: '2026-03-16T10:20:00-05:00',
      },
    });
    expect(hotel).toMatchObject({ '@type': 'LodgingReservation', reservationFor: { name: 'Hilton Chicago' }, checkinTime: '2026-03-16T15:00:00-05:00', checkoutTime: '2026-03-19T11:00:00-05:00' });
    expect(car).toMatchObject({ '@type': 'RentalCarReservation', pickupTime: '2026-03-16T11:00:00-05:00', dropoffTime: '2026-03-19T14:30:00-05:00', pickupLocation: { name: "Chicago O'Hare Airport" } });
  });
});
