// One entry for every kind of confirmation: a mail (.eml, with its HTML and text parts, its PDF,
// calendar and forwarded-mail attachments), a PDF, an .ics, an HTML page or plain text. The
// readers each give the import's one model; what several give twice is kept once.
import PostalMime, { type Email } from 'postal-mime';
import { bcbpFlight } from './bcbp.js';
import type { Found } from './found.js';
import { readHtml } from './html.js';
import { readIcs } from './ics.js';
import { pdfContent, PdfTextError } from './pdf.js';
import { isZip, readPass } from './pkpass.js';
import { readStructured } from './structured.js';
import { readText } from './text-reader.js';

export type SourceKind = 'eml' | 'pdf' | 'ics' | 'pkpass' | 'html' | 'text';

export interface Extraction {
  reservations: Found[];
  /** Why a part could not be read ('the PDF is protected by a password'), for the user. */
  problems: string[];
  /** The mail's subject, when it was a mail. */
  subject: string;
  /** Where nothing was found: the text the readers read (its first TEXT_KEPT characters), for a language model to try. */
  text: string;
}

/** How much of an unread confirmation's text is kept for a language model: more than any confirmation's, far less than a hostile file's. */
const TEXT_KEPT = 24_000;

const decoder = new TextDecoder('utf-8');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The charset a file names for itself: an HTML page's `<meta charset>` or `http-equiv` one, an XML declaration's encoding. */
const DECLARED_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]{1,40})|<\?xml[^>]+encoding\s*=\s*["']([\w.:-]{1,40})/i;

/** Windows-1252's characters for the bytes 0x80 to 0x9F (the rest are Latin-1's), which Node's decoder gives as control characters. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (data: Uint8Array) => {
  let text = '';
  for (let i = 0; i < data.length; i += 8192) {
    text += String.fromCharCode(...Array.from(data.subarray(i, i + 8192), (b) => (b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return text;
};

/** The decoder for a charset's label, when there is one for it ('iso-8859-7', 'latin1' is Windows-1252's as in browsers). */
function decoderFor(label: string): ((data: Uint8Array) => string) | undefined {
  try {
    const decoder = new TextDecoder(label);
    return decoder.encoding === 'windows-1252' ? windows1252 : (data) => decoder.decode(data);
  } catch {
    return undefined;
  }
}

/**
 * The text of a file that came without a mail's headers to say its charset (a page saved as a
 * file, a text attachment): by its byte-order mark; as UTF-8 when it is valid UTF-8; else in the
 * charset it declares ('<meta charset="iso-8859-7">'); else as Windows-1252, the usual charset of
 * such files in Western Europe, whose every byte is a character.
 */
export function textOf(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    return strictUtf8.decode(data);
  } catch {
    // Not UTF-8: the charset it names, read from its head (ASCII in every charset it may name).
  }
  const [, meta, xml] = DECLARED_CHARSET.exec(windows1252(data.subarray(0, 4096))) ?? [];
  return (decoderFor(meta ?? xml ?? '') ?? windows1252)(data);
}

/** What a file is, from its content first and its name second. */
export function kindOf(data: Uint8Array, name = ''): SourceKind {
  const head = decoder.decode(data.subarray(0, 4096));
  if (head.startsWith('%PDF-')) return 'pdf';
  if (isZip(data)) return 'pkpass';
  if (/^\s*BEGIN:VCALENDAR/i.test(head)) return 'ics';
  if (/^(?:[a-z][a-z0-9-]*:[^\n]*\n(?:[ \t][^\n]*\n)*){2,}/i.test(head) && /^(?:received|mime-version|subject|message-id|return-path|delivered-to|content-type):|^(?:from|to):[^@\n\r\u2028\u2029]*@/im.test(head)) return 'eml';
  if (/\.eml$/i.test(name)) return 'eml';
  if (/<(?:html|body|div|table|script|p|span|meta)\b/i.test(head) || /\.html?$/i.test(name)) return 'html';
  return 'text';
}

/** What makes two reservations found one: a stay's last day too (two rooms from the same day, one left a day earlier, are two). */
const keyOf = (r: Found) =>
  [r.type, r.flight?.airlineCode, r.flight?.flightNumber, r.vehicleNumber, r.start?.local, r.type === 'lodging' ? r.end?.local : '', r.startPlace.code, r.name.toLowerCase()].join('|');

/** Reservations found twice as one, less two rooms of one stay, each with its own number ('48213077', '48213078'). */
function unique(list: Found[]): Found[] {
  const seen = new Map<string, Found[]>();
  for (const r of list) {
    const key = keyOf(r);
    const earlier = seen.get(key);
    if (!earlier) seen.set(key, [r]);
    else if (r.type === 'lodging' && r.reservationNumber && earlier.every((e) => e.reservationNumber && e.reservationNumber !== r.reservationNumber)) earlier.push(r);
    else if (!earlier[0]?.reservationNumber && r.reservationNumber && earlier[0]) earlier[0].reservationNumber = r.reservationNumber;
  }
  return [...seen.values()].flat();
}

/**
 * Zones for what a confirmation gives without one (a hotel, a car): where the traveller is then,
 * the arrival airport of the last flight before it, else the departure of the next. A zone put in
 * so is a guess, marked for the user to confirm.
 */
function placeZones(list: Found[]): Found[] {
  const flights = list.filter((r) => r.type === 'flight' && r.start?.zone).sort((a, b) => (a.start?.local ?? '').localeCompare(b.start?.local ?? ''));
  const zoneAt = (local: string) =>
    flights.filter((f) => (f.end?.local ?? f.start?.local ?? '') <= local).at(-1)?.end?.zone ??
    flights.find((f) => (f.start?.local ?? '') > local)?.start?.zone ??
    null;
  for (const r of list) {
    if (r.start && !r.start.zone) {
      r.start = { ...r.start, zone: zoneAt(r.start.local) };
      if (r.start.zone) r.guessed = [...(r.guessed ?? []), 'start.zone'];
    }
    if (r.end && !r.end.zone) {
      r.end = { ...r.end, zone: r.start?.zone ?? zoneAt(r.end.local) };
      if (r.end.zone) r.guessed = [...(r.guessed ?? []), 'end.zone'];
    }
  }
  return list;
}

interface Context {
  reference: Date;
  /** The subject of the mail being read. */
  subject?: string | undefined;
  problems: string[];
  /** How deep in forwarded mails: a mail nested deeper than this is not opened. */
  depth: number;
  /** The texts read, in order. */
  texts: string[];
}

/** The text reader, the text kept for a second reading where it finds nothing. */
function readKept(text: string, context: Context, reference = context.reference): Found[] {
  context.texts.push(text);
  return readText(text, { ...context, reference });
}

/**
 * A PDF: its text with its barcodes' messages after it (a boarding pass's barcode says the day, its
 * text the times). A PDF made before the mail (or the import) dates it: a year the text leaves out
 * is that of the booking.
 */
async function readPdf(data: Uint8Array, context: Context): Promise<Found[]> {
  try {
    const { text, barcodes, created } = await pdfContent(data);
    const reference = created && created.getTime() <= context.reference.getTime() && created.getUTCFullYear() >= 2000 ? created : context.reference;
    return readKept([text, ...barcodes].join('\n'), context, reference);
  } catch (error) {
    if (error instanceof PdfTextError) {
      context.problems.push(error.message);
      return [];
    }
    throw error;
  }
}

function readHtmlSource(html: string, context: Context): Found[] {
  const { structured, text } = readHtml(html);
  const fromData = readStructured(structured);
  return fromData.length > 0 ? fromData : readKept(text, context);
}

function readIcsSource(source: string, context: Context): Found[] {
  try {
    return readIcs(source);
  } catch {
    context.problems.push('the calendar file could not be read');
    return [];
  }
}

/** A wallet pass: its fields read as a confirmation's text, else its boarding-pass barcode. */
function readPassSource(data: Uint8Array, context: Context): Found[] {
  const pass = readPass(data);
  if (!pass) {
    context.problems.push('the file is not a wallet pass that can be read');
    return [];
  }
  const reference = pass.relevant ?? context.reference;
  const fromFields = readText(pass.text, { reference });
  if (fromFields.length > 0) return fromFields;
  return pass.barcodes.map((message) => bcbpFlight(message, reference)).filter((r): r is Found => r !== undefined);
}

const bytesOf = (content: Email['attachments'][number]['content']) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);

const sameDay = (a: Found, b: Found) => !!a.start && !!b.start && a.start.local.slice(0, 10) === b.start.local.slice(0, 10);
/**
 * A calendar invitation's events less those the body has read (the same booking's reference, the same day): the body's
 * stands, with its wall time; an invitation's time in UTC ('DTSTART:20270312T163000Z') says nothing of the place's zone.
 */
const notInBody = (events: Found[], body: Found[]) =>
  events.filter((e) => !e.reservationNumber || !body.some((b) => b.reservationNumber === e.reservationNumber && sameDay(b, e)));

async function readMail(data: Uint8Array, context: Context): Promise<{ found: Found[]; subject: string }> {
  const mail = await PostalMime.parse(data, { maxNestingDepth: 50, maxRfc822NestingDepth: 5 });
  const dated = mail.date ? new Date(mail.date) : undefined;
  const inner: Context = { ...context, reference: dated && !Number.isNaN(dated.getTime()) ? dated : context.reference, subject: mail.subject };
  let body = mail.html ? readHtmlSource(mail.html, inner) : [];
  if (body.length === 0 && mail.text) body = readKept(mail.text, inner);
  const attached: Found[] = [];
  for (const a of mail.attachments) {
    const bytes = bytesOf(a.content);
    const type = a.mimeType.toLowerCase();
    const name = (a.filename ?? '').toLowerCase();
    if (type === 'application/pdf' || name.endsWith('.pdf')) attached.push(...(await readPdf(bytes, inner)));
    else if (type === 'application/vnd.apple.pkpass' || name.endsWith('.pkpass')) attached.push(...readPassSource(bytes, inner));
    else if (type === 'text/calendar' || name.endsWith('.ics')) attached.push(...notInBody(readIcsSource(textOf(bytes), inner), body));
    else if (type === 'message/rfc822' || name.endsWith('.eml')) {
      if (context.depth < 5) attached.push(...(await readMail(bytes, { ...inner, depth: context.depth + 1 })).found);
    } else if (type === 'text/html') attached.push(...readHtmlSource(textOf(bytes), inner));
    // A text file attached (an e-ticket's receipt as '.txt'), read as a body is.
    else if (type === 'text/plain') attached.push(...readKept(textOf(bytes), inner));
  }
  return { found: [...body, ...attached], subject: mail.subject ?? '' };
}

/** The reservations in a file (or pasted text), `reference` standing in for a mail's date. */
export async function extract(data: Uint8Array, { name = '', reference = new Date() } = {}): Promise<Extraction> {
  const context: Context = { reference, problems: [], depth: 0, texts: [] };
  let reservations: Found[];
  let subject = '';
  switch (kindOf(data, name)) {
    case 'pdf':
      reservations = await readPdf(data, context);
      break;
    case 'ics':
      reservations = readIcsSource(textOf(data), context);
      break;
    case 'pkpass':
      reservations = readPassSource(data, context);
      break;
    case 'eml': {
      const mail = await readMail(data, context);
      reservations = mail.found;
      subject = mail.subject;
      break;
    }
    case 'html':
      reservations = readHtmlSource(textOf(data), context);
      break;
    default:
      reservations = readKept(textOf(data), context);
  }
  const read = placeZones(unique(reservations));
  return { reservations: read, problems: context.problems, subject, text: read.length > 0 ? '' : context.texts.join('\n\n').slice(0, TEXT_KEPT) };
}
