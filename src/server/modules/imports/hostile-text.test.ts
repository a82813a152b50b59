// Text made to stall a parser (issue 21): each reader of untrusted text answers it within a bound,
// whatever the layout, so that no file, mail or paste can hold a worker for long.
import { afterAll, describe, expect, it } from 'vitest';
import { extract, kindOf } from './extract.js';
import { readHtml } from './html.js';
import { BOUND_MS, fill, hostile, reference, timed } from './testing/hostile.js';
import * as samples from './testing/samples.js';
import { readText } from './text-reader.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const longest = { ms: 0, what: '' };

/** A TripIt calendar (its events' UIDs and '[Rail]' lines) whose event has the text as its summary, location and description. */
function tripItOf(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/[,;]/g, (c) => `\\${c}`);
  const event = (uid: string, summary: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}@tripit.com\r\nDTSTART:20260316T090000Z\r\nDTEND:20260316T130000Z\r\nSUMMARY:${summary}\r\nLOCATION:${escaped}\r\nDESCRIPTION:09:00  CET\\n[Rail] ${escaped}\\nDepart ${escaped}\\n13:00  CET\\nArrive ${escaped}\\nConfirmation #: ${escaped}\r\nEND:VEVENT\r\n`;
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event('a', escaped)}${event('b', `Check-in: ${escaped}`)}${event('c', `DB - ${escaped} to ${escaped}`)}END:VCALENDAR\r\n`;
}

describe('hostile text', () => {
  afterAll(() => {
    console.log(`longest reader time on hostile text: ${longest.ms.toFixed(0)} ms of processor time (${longest.what})`);
  });

  for (const [name, text] of Object.entries(hostile)) {
    it(`reads ${name} in every reader within ${BOUND_MS / 1000} s`, { timeout: 180_000 }, async () => {
      const mail = await samples.mail({ text, html: `<pre>${text}</pre>`, textEncoding: 'base64' });
      // The text reader itself is read by 'pasted text' (plain text is what it reads) and by the mail's text part.
      const readers: Record<string, () => unknown> = {
        kindOf: () => kindOf(bytes(text)),
        'pasted text': () => extract(bytes(text), { reference }),
        html: () => readHtml(text),
        'html page': () => extract(bytes(`<html><body><table><tr><td>${text}</td></tr></table></body></html>`), { name: 'page.html', reference }),
        ics: () => extract(bytes(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20260316T090000Z\r\nSUMMARY:${text}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`), { name: 'invite.ics', reference }),
        mail: () => extract(mail, { name: 'mail.eml', reference }),
        // TripIt's calendar, read by a reader of its own: the text as an event's summary, place and description lines.
        tripit: () => extract(bytes(tripItOf(text)), { name: 'tripit.ics', reference }),
      };
      const times: Record<string, number> = {};
      for (const [reader, read] of Object.entries(readers)) times[reader] = await timed(`${reader}, ${name}`, read, longest);
      expect(Object.entries(times).filter(([, ms]) => ms > BOUND_MS)).toEqual([]);
    });
  }

  it(`reads 2 MB that is not UTF-8 (one byte of Windows-1252 over and over, and a page naming its charset) within ${BOUND_MS / 1000} s`, { timeout: 180_000 }, async () => {
    const dashes = new Uint8Array(2 * 1024 * 1024).fill(0x96);
    const greek = new Uint8Array([...bytes('<meta charset="iso-8859-7">'), ...new Uint8Array(2 * 1024 * 1024).fill(0xe1)]);
    const times = {
      'pasted text': await timed('pasted text, 2 MB of 0x96', () => extract(dashes, { reference }), longest),
      'html page': await timed('html page, 2 MB of ISO-8859-7', () => extract(greek, { name: 'page.html', reference }), longest),
    };
    expect(Object.entries(times).filter(([, ms]) => ms > BOUND_MS)).toEqual([]);
  });

  it('reads a confirmation before 2 MB of filler, and no further than a hundred pages', () => {
    const confirmation = 'Buchungscode: 6ZQ4LM\n\nFlug LH 470 am 08.04.2027\nFrankfurt (FRA) 10:10\nToronto (YYZ) 12:40\n\n';
    const flights = (text: string) => readText(text, { reference }).map((f) => `${f.flight?.airlineCode}${f.flight?.flightNumber} ${f.start?.local}`);
    expect(flights(confirmation + fill('From: Aachen Hbf\n'))).toEqual(['LH470 2027-04-08T10:10']);
    expect(flights(fill('\n', 300_000) + confirmation)).toEqual([]);
  });
});
