import { readFileSync } from 'node:fs';
import * as st from '../src/server/modules/imports/stops.js';
const text = readFileSync(process.argv[2]!, 'utf8');
const ctx = { reference: new Date('2026-09-08T00:00:00Z') };
for (const f of ['columnLegs', 'stopLegs', 'routeLegs', 'labelledLegs', 'sentenceLegs'] as const) console.log(f, JSON.stringify((st as any)[f]?.(text, ctx)?.map((l: any) => [l.from, l.to])));
