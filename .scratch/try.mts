import { readFileSync } from 'node:fs';
import { extract } from '../src/server/modules/imports/extract.js';
const data = readFileSync(process.argv[2]!);
const { reservations } = await extract(data, { name: process.argv[3] ?? process.argv[2]!, reference: new Date('2026-11-25T12:00:00Z') });
for (const r of reservations) console.log(r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.start?.zone, '→', r.endPlace.name, r.end?.local, r.end?.zone, r.flight ? JSON.stringify(r.flight) : '', r.guessed?.join(','));
