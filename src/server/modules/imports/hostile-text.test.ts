// Text made to stall a parser (issue 21): each reader of untrusted text answers it within a bound,
// whatever the layout, so that no file, mail or paste can hold a worker for long.
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { extract, kindOf } from './extract.js';
import { readHtml } from './html.js';
import * as samples from './testing/samples.js';
import { readText } from './text-reader.js';

const MB2 = 2_000_000;
const fill = (unit: string, length = MB2) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** What the issue names: long runs of newlines, spaces and digits, repeated separators, 2 MB of one character. */
const hostile: Record<string, string> = {
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
};

/**
 * Each reader's bound, in processor time (so that a machine busy with other work does not make it
 * fail): the slowest reads 2 MB in one to four seconds; before the fix the GDS pattern alone took
 * over a minute on 200,000 newlines.
 */
const BOUND_MS = 10_000;
const reference = new Date('2026-02-20T12:00:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);
let longest = { ms: 0, what: '' };

async function timed(what: string, read: () => unknown) {
  const started = process.cpuUsage();
  await read();
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  if (ms > longest.ms) longest = { ms, what };
  return ms;
}

/** A TripIt calendar (its events' UIDs and '[Rail]' lines) whose event has the text as its summary, location and description. */
function tripItOf(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/[,;]/g, (c) => `\\${c}`);
  const event = (uid: string, summary: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}@tripit.com\r\nDTSTART:20260316T090000Z\r\nDTEND:20260316T130000Z\r\nSUMMARY:${summary}\r\nLOCATION:${escaped}\r\nDESCRIPTION:09:00  CET\\n[Rail] ${escaped}\\nDepart ${escaped}\\n13:00  CET\\nArrive ${escaped}\\nConfirmation #: ${escaped}\r\nEND:VEVENT\r\n`;
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event('a', escaped)}${event('b', `Check-in: ${escaped}`)}${event('c', `DB - ${escaped} to ${escaped}`)}END:VCALENDAR\r\n`;
}

/** A PDF whose text layer is the hostile text, a few thousand characters a line (pdf.js gives lines, not newline characters). */
async function pdfOf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 10 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const line = text.replace(/\n/g, ' ').slice(0, 4_000);
  doc.fontSize(2);
  for (let y = 10; y < 800; y += 4) doc.text(line, 10, y, { lineBreak: false });
  doc.end();
  return done;
}

describe('hostile text', () => {
  afterAll(() => {
    console.log(`longest reader time on hostile text: ${longest.ms.toFixed(0)} ms of processor time (${longest.what})`);
  });

  for (const [name, text] of Object.entries(hostile)) {
    it(`reads ${name} in every reader within ${BOUND_MS / 1000} s`, { timeout: 180_000 }, async () => {
      const mail = await samples.mail({ text, html: `<pre>${text}</pre>` });
      const readers: Record<string, () => unknown> = {
        kindOf: () => kindOf(bytes(text)),
        'text reader': () => readText(text, { reference }),
        'pasted text': () => extract(bytes(text), { reference }),
        html: () => readHtml(text),
        'html page': () => extract(bytes(`<html><body><table><tr><td>${text}</td></tr></table></body></html>`), { name: 'page.html', reference }),
        ics: () => extract(bytes(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20260316T090000Z\r\nSUMMARY:${text}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`), { name: 'invite.ics', reference }),
        mail: () => extract(mail, { name: 'mail.eml', reference }),
        // TripIt's calendar, read by a reader of its own: the text as an event's summary, place and description lines.
        tripit: () => extract(bytes(tripItOf(text)), { name: 'tripit.ics', reference }),
      };
      const times: Record<string, number> = {};
      for (const [reader, read] of Object.entries(readers)) times[reader] = await timed(`${reader}, ${name}`, read);
      expect(Object.entries(times).filter(([, ms]) => ms > BOUND_MS)).toEqual([]);
    });
  }

  it(`reads the hostile texts as a PDF's text layer within ${BOUND_MS / 1000} s each`, { timeout: 180_000 }, async () => {
    const slow: string[] = [];
    for (const [name, text] of Object.entries(hostile)) {
      const pdf = await pdfOf(text);
      if ((await timed(`pdf, ${name}`, () => extract(pdf, { name: 'itinerary.pdf', reference }))) > BOUND_MS) slow.push(name);
    }
    expect(slow).toEqual([]);
  });
});
