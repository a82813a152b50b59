// `npm run bench:import`: how well and how fast the import reads confirmations.
// 1. Fields F1 (precision, recall), per folder and per reservation type, on the shared corpora
//    (../shared/corpus/itinerary and itinerary-more, KItinerary's figures beside them) and on the
//    project's own samples, those tuned on (samples/import-tuning) and those held out
//    (samples/import-held-out, import-held-out-2 to -7, never tuned on), read in process, fact by fact as the shared
//    scoring tool counts them; then the shared tool's own figure per shared
//    folder, from the command line, as outside evidence for the in-process count.
// 2. The median time to read each case in process (after a first, cold read) against 50 ms.
// 3. The event loop while a worker reads 2 MB of hostile text: its longest wait, beside the same
//    loop's longest wait idle for as long.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { extract } from '../../src/server/modules/imports/extract.js';
import { toSchemaOrg } from '../../src/server/modules/imports/found.js';
import * as samples from '../../src/server/modules/imports/testing/samples.js';
import { closeReaders, runReader } from '../../src/server/workers/reader-pool.js';

const RUNS = 10;
const TARGET_MS = 50;
const folders = [
  { label: 'shared corpus itinerary', dir: path.resolve('../shared/corpus/itinerary'), kitinerary: 0.969, tool: true },
  { label: 'shared corpus itinerary-more', dir: path.resolve('../shared/corpus/itinerary-more'), kitinerary: 0.926, tool: true },
  { label: 'own tuning samples (tuned on)', dir: path.resolve('samples/import-tuning'), kitinerary: undefined, tool: false },
  { label: 'held-out samples (never tuned on)', dir: path.resolve('samples/import-held-out'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 2 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-2'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 3 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-3'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 4 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-4'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 5 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-5'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 6 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-6'), kitinerary: undefined, tool: false },
  { label: 'held-out samples 7 (written blind, never tuned on)', dir: path.resolve('samples/import-held-out-7'), kitinerary: undefined, tool: false },
];

type Facts = Record<string, string>;
type Json = Record<string, unknown>;

// The facts the shared scoring tool compares, by its rules (local times to the minute, names in lower case).
const local = (v: unknown) => {
  const s = v && typeof v === 'object' ? (v as Json)['@value'] : v;
  return typeof s === 'string' ? s.slice(0, 16) : undefined;
};
const low = (s: unknown) => (typeof s === 'string' ? s.trim().toLowerCase().replace(/\s+/g, ' ') : undefined);
const text = (s: unknown) => (typeof s === 'string' ? s : typeof s === 'number' ? String(s) : '');
const num = (s: unknown) => (s == null ? undefined : text(s).replace(/^[A-Z0-9]{2}\s*/i, '').replace(/^0+/, ''));
const field = (o: unknown, ...keys: string[]) => keys.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k] : undefined), o);

function factsOf(r: Json): Facts {
  const type = text(r['@type']).replace(/^http:\/\/schema.org\//, '');
  const f = r.reservationFor;
  const out: Record<string, unknown> = { type, ref: low(r.reservationNumber) };
  if (type === 'FlightReservation')
    Object.assign(out, {
      airline: field(f, 'airline', 'iataCode'),
      flight: num(field(f, 'flightNumber')),
      from: field(f, 'departureAirport', 'iataCode'),
      to: field(f, 'arrivalAirport', 'iataCode'),
      dep: local(field(f, 'departureTime')),
      arr: local(field(f, 'arrivalTime')),
    });
  else if (type === 'LodgingReservation') Object.assign(out, { name: low(field(f, 'name')), checkin: local(r.checkinTime)?.slice(0, 10), checkout: local(r.checkoutTime)?.slice(0, 10) });
  else if (type === 'RentalCarReservation') Object.assign(out, { pickup: local(r.pickupTime), dropoff: local(r.dropoffTime) });
  else if (type === 'TrainReservation' || type === 'BusReservation')
    Object.assign(out, {
      from: low(field(f, 'departureStation', 'name') ?? field(f, 'departureBusStop', 'name')),
      to: low(field(f, 'arrivalStation', 'name') ?? field(f, 'arrivalBusStop', 'name')),
      dep: local(field(f, 'departureTime')),
      arr: local(field(f, 'arrivalTime')),
    });
  else Object.assign(out, { name: low(field(f, 'name')), start: local(field(f, 'startDate') ?? r.startTime) });
  return Object.fromEntries(Object.entries(out).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

function reservationsIn(json: unknown): Facts[] {
  const list = (Array.isArray(json) ? json : json ? [json] : []) as Json[];
  const seen = new Set<string>();
  return list
    .filter((r) => /Reservation/.test(text(r['@type'])))
    .map(factsOf)
    .filter((f) => !seen.has(JSON.stringify(f)) && Boolean(seen.add(JSON.stringify(f))));
}

/** Counts per reservation type: facts expected, facts read, facts right. */
type Tally = Map<string, { expected: number; got: number; right: number }>;
function count(tally: Tally, type: string) {
  const counts = tally.get(type) ?? { expected: 0, got: 0, right: 0 };
  tally.set(type, counts);
  return counts;
}

function score(expected: Facts[], got: Facts[], tally: Tally) {
  const free = [...got];
  for (const e of expected) {
    let best = -1;
    let at = -1;
    free.forEach((g, i) => {
      const overlap = g.type === e.type ? Object.keys(e).filter((k) => e[k] === g[k]).length : 0;
      if (overlap > best) [best, at] = [overlap, i];
    });
    count(tally, e.type ?? '').expected += Object.keys(e).length;
    if (at >= 0 && best > 1) {
      count(tally, e.type ?? '').right += best;
      free.splice(at, 1);
    }
  }
  for (const g of got) count(tally, g.type ?? '').got += Object.keys(g).length;
}

const f1 = ({ expected, got, right }: { expected: number; got: number; right: number }) => {
  const p = got ? right / got : 0;
  const r = expected ? right / expected : 0;
  return `F1 ${(p + r ? (2 * p * r) / (p + r) : 0).toFixed(3)} (precision ${p.toFixed(3)}, recall ${r.toFixed(3)})`;
};

const encode = (s: string) => new TextEncoder().encode(s);

/** A case as the scoring tool feeds it: a bare body behind the mail headers it came with. */
function caseData(dir: string, files: Set<string>, name: string): { data: Uint8Array; name: string } {
  if (!files.has(`${name}.context.eml`)) return { data: readFileSync(path.join(dir, name)), name };
  const headers = readFileSync(path.join(dir, `${name}.context.eml`), 'utf8').trimEnd();
  const type = /\.html?$/.test(name) ? 'text/html' : 'text/plain';
  return { data: encode(`${headers}\nContent-Type: ${type}; charset=utf-8\n\n${readFileSync(path.join(dir, name), 'utf8')}`), name: `${name}.eml` };
}

async function medianMs(data: Uint8Array, name: string) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await extract(data, { name });
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? Number.NaN;
}

const times: number[] = [];
for (const folder of folders) {
  if (!existsSync(folder.dir)) {
    console.log(`${folder.label}: not at ${folder.dir}, left out`);
    continue;
  }
  const files = new Set(readdirSync(folder.dir));
  const tally: Tally = new Map();
  let slowest = { name: '', ms: 0 };
  for (const name of [...files].filter((n) => files.has(`${n}.json`) && !n.endsWith('.context.eml')).sort()) {
    const input = caseData(folder.dir, files, name);
    const { reservations } = await extract(input.data, { name: input.name });
    score(reservationsIn(JSON.parse(readFileSync(path.join(folder.dir, `${name}.json`), 'utf8'))), reservationsIn(reservations.map(toSchemaOrg)), tally);
    const ms = await medianMs(input.data, input.name);
    times.push(ms);
    if (ms > slowest.ms) slowest = { name, ms };
  }
  const all = [...tally.values()].reduce((a, b) => ({ expected: a.expected + b.expected, got: a.got + b.got, right: a.right + b.right }), { expected: 0, got: 0, right: 0 });
  console.log(`${folder.label}: fields ${f1(all)}${folder.kitinerary ? `, KItinerary F1 ${folder.kitinerary}` : ''}; target F1 ≥ 0.95, recall ≥ 0.93`);
  for (const [type, t] of [...tally].sort()) console.log(`  ${type.padEnd(28)} ${f1(t)}  target F1 ≥ 0.90`);
  console.log(`  slowest case: ${slowest.name} ${slowest.ms.toFixed(1)} ms`);
  if (folder.tool) {
    const tool = path.resolve('../shared/tools/itinerary-score.mjs');
    const out = execFileSync('node', [tool, folder.dir, 'node --import tsx scripts/itinerary-extract.ts {file}'], { encoding: 'utf8' });
    console.log(`  the shared scoring tool, from the command line: ${out.trimEnd().split('\n').at(-1)}`);
  }
}

console.log('own samples, median time in process:');
const pdf = await samples.itineraryPdf();
const own: [string, Uint8Array, string][] = [
  ['US agency plain text', encode(samples.agencyText), 'agency.txt'],
  ['European airline HTML', encode(samples.airlineHtml), 'airline.html'],
  ['GDS segment lines', encode(samples.gdsText), 'gds.txt'],
  ['broken schema.org JSON-LD', encode(samples.brokenJsonLdHtml), 'broken.html'],
  ['calendar invitation', encode(samples.invitationIcs), 'rail.ics'],
  ['rail timetable', encode(samples.railTimetableText), 'rail.txt'],
  ['PDF itinerary', pdf, 'itinerary.pdf'],
  ['mail with the PDF attached', await samples.mail({ text: 'Attached.', attachments: [{ filename: 'itinerary.pdf', content: pdf, contentType: 'application/pdf' }] }), 'pdf.eml'],
  ['forwarded mail (message/rfc822)', await samples.forwardedMail(await samples.mail({ html: samples.airlineHtml })), 'forwarded.eml'],
];
for (const [label, data, name] of own) {
  await extract(data, { name });
  const ms = await medianMs(data, name);
  times.push(ms);
  console.log(`  ${label.padEnd(36)} ${ms.toFixed(1).padStart(6)} ms  target < ${TARGET_MS} ms`);
}
times.sort((a, b) => a - b);
console.log(`every case: median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms, slowest ${(times.at(-1) ?? 0).toFixed(1)} ms, target < ${TARGET_MS} ms a mail`);

// The event loop while the pool reads hostile text, beside the same loop idle.
async function longestWait(during: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await during();
  delay.disable();
  return delay.max / 1e6;
}
const hostile = encode('1 AB 1 A 1MAR FRAJFK HK1 1 '.repeat(80_000).slice(0, 2_000_000));
let tookMs = 0;
const busy = await longestWait(async () => {
  const started = performance.now();
  await runReader('extract', { data: hostile, name: 'hostile.txt', reference: new Date() });
  tookMs = performance.now() - started;
});
const idle = await longestWait(() => new Promise((resolve) => setTimeout(resolve, tookMs)));
console.log(`event loop while a worker reads 2 MB of hostile text (${tookMs.toFixed(0)} ms): longest wait ${busy.toFixed(1)} ms; idle for as long: ${idle.toFixed(1)} ms; ratio ${(busy / idle).toFixed(1)}`);
await closeReaders();
