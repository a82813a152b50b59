// `npm run bench:import`: how well and how fast the import reads confirmations. For each mail of
// the shared corpus (../shared/corpus/itinerary, when it is there) and each of the project's own
// samples: the reservations read and the median time to read it in process (after a first,
// cold read, which loads the airport data and pdf.js), against the 50 ms target; then the
// corpus's field score from the shared scoring tool, which runs the command line per file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extract } from '../../src/server/modules/imports/extract.js';
import * as samples from '../../src/server/modules/imports/testing/samples.js';

const corpus = path.resolve('../shared/corpus/itinerary');
const RUNS = 20;

async function timeOf(label: string, data: Uint8Array, name: string) {
  const cold = performance.now();
  const first = await extract(data, { name });
  const coldMs = performance.now() - cold;
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await extract(data, { name });
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] ?? Number.NaN;
  console.log(`  ${label.padEnd(52)} ${String(first.reservations.length).padStart(2)} found  median ${median.toFixed(1).padStart(5)} ms (first ${coldMs.toFixed(0)} ms)  target < 50 ms`);
}

const encode = (s: string) => new TextEncoder().encode(s);

if (existsSync(corpus)) {
  console.log(`shared corpus (${corpus}):`);
  const files = new Set(readdirSync(corpus));
  for (const name of [...files].filter((n) => files.has(`${n}.json`) && !n.endsWith('.context.eml')).sort()) {
    const body = readFileSync(path.join(corpus, name), 'utf8');
    const context = files.has(`${name}.context.eml`) ? readFileSync(path.join(corpus, `${name}.context.eml`), 'utf8').trimEnd() : undefined;
    // As the scoring tool does: a bare body goes behind the headers it came with.
    const data = context ? encode(`${context}\nContent-Type: ${/\.html?$/.test(name) ? 'text/html' : 'text/plain'}; charset=utf-8\n\n${body}`) : readFileSync(path.join(corpus, name));
    await timeOf(name, data, context ? `${name}.eml` : name);
  }
} else {
  console.log(`no shared corpus at ${corpus}: its score is left out`);
}

console.log('own samples:');
const pdf = await samples.itineraryPdf();
const own: [string, Uint8Array, string][] = [
  ['US agency plain text', encode(samples.agencyText), 'agency.txt'],
  ['European airline HTML', encode(samples.airlineHtml), 'airline.html'],
  ['GDS segment lines', encode(samples.gdsText), 'gds.txt'],
  ['broken schema.org JSON-LD', encode(samples.brokenJsonLdHtml), 'broken.html'],
  ['calendar invitation', encode(samples.invitationIcs), 'rail.ics'],
  ['PDF itinerary', pdf, 'itinerary.pdf'],
  ['mail with the PDF attached', await samples.mail({ text: 'Attached.', attachments: [{ filename: 'itinerary.pdf', content: pdf, contentType: 'application/pdf' }] }), 'pdf.eml'],
  ['forwarded mail (message/rfc822)', await samples.forwardedMail(await samples.mail({ html: samples.airlineHtml })), 'forwarded.eml'],
];
for (const [label, data, name] of own) await timeOf(label, data, name);

if (existsSync(corpus)) {
  console.log('field score of the command line on the shared corpus:');
  const tool = path.resolve('../shared/tools/itinerary-score.mjs');
  const out = execFileSync('node', [tool, corpus, 'npm run --silent itinerary:extract -- {file}'], { encoding: 'utf8' });
  console.log(out.trimEnd().split('\n').map((l) => `  ${l}`).join('\n'));
}
