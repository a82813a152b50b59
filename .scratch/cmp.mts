import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extract } from '../src/server/modules/imports/extract.js';
import { toSchemaOrg } from '../src/server/modules/imports/found.js';
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


const dir = path.resolve(process.argv[2]!);
const filter = process.argv[3] ?? '';
const files = new Set(readdirSync(dir));
for (const name of [...files].filter((n) => files.has(`${n}.json`) && !n.endsWith('.context.eml') && n.includes(filter)).sort()) {
  const input = caseData(dir, files, name);
  const { reservations } = await extract(input.data, { name: input.name });
  const exp = reservationsIn(JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')));
  const got = reservationsIn(reservations.map(toSchemaOrg));
  const t: Tally = new Map();
  score(exp, got, t);
  const all = [...t.values()].reduce((a, b) => ({ expected: a.expected + b.expected, got: a.got + b.got, right: a.right + b.right }), { expected: 0, got: 0, right: 0 });
  if (all.right === all.expected && all.got === all.right && !process.argv[4]) continue;
  console.log(`== ${name}: exp ${all.expected} got ${all.got} right ${all.right}`);
  console.log('  expected:'); for (const e of exp) console.log('   ', JSON.stringify(e));
  console.log('  got:'); for (const g of got) console.log('   ', JSON.stringify(g));
}
