// Apple Wallet passes (.pkpass): a zip whose pass.json holds the pass's fields as labelled values
// ('HOTEL: Berlin-Hauptbahnhof', 'Departure: 15:45') and its barcodes. The fields are read as the
// text of a confirmation, and a barcode in the IATA boarding-pass format as a flight.
import { unzipSync } from 'fflate';
import { lenientJson } from './html.js';

/** The largest pass.json read, as its zip declares it: a pass's is a few kilobytes. */
const MAX_PASS_JSON = 1_000_000;

const PASS_STYLES = ['boardingPass', 'eventTicket', 'coupon', 'generic', 'storeCard'] as const;
const FIELD_GROUPS = ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export interface PassContent {
  /** The pass's fields as lines of text, its organisation and description first. */
  text: string;
  /** Its barcodes' messages (a boarding pass's is in the IATA format). */
  barcodes: string[];
  /** The pass's relevant date, a stand-in for a mail's date. */
  relevant: Date | undefined;
}

export function isZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/** What a pass holds, or undefined when the file is no pass (no pass.json, or one that is not JSON). */
export function readPass(data: Uint8Array): PassContent | undefined {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: (file) => file.name === 'pass.json' && file.originalSize <= MAX_PASS_JSON });
  } catch {
    return undefined;
  }
  const raw = files['pass.json'];
  const pass = raw ? lenientJson(new TextDecoder().decode(raw)) : undefined;
  if (!isObject(pass)) return undefined;
  const lines = [str(pass.organizationName), str(pass.description)];
  for (const style of PASS_STYLES) {
    const body = pass[style];
    if (!isObject(body)) continue;
    for (const group of FIELD_GROUPS) {
      const fields = body[group];
      if (!Array.isArray(fields)) continue;
      for (const field of fields) if (isObject(field)) lines.push(`${str(field.label)}: ${str(field.value)}`);
    }
  }
  const codes = [pass.barcode, ...(Array.isArray(pass.barcodes) ? (pass.barcodes as unknown[]) : [])];
  const relevant = new Date(str(pass.relevantDate));
  return {
    text: lines.filter((l) => l.trim() !== '' && l.trim() !== ':').join('\n'),
    barcodes: codes.map((c) => (isObject(c) ? str(c.message) : '')).filter(Boolean),
    relevant: Number.isNaN(relevant.getTime()) ? undefined : relevant,
  };
}
