import { readFileSync } from 'node:fs';
import { readText } from '../src/server/modules/imports/text-reader.js';
const t = readFileSync(process.argv[2]!, 'utf8');
for (const r of readText(t, { reference: new Date('2027-03-03T00:00:00Z') })) console.log(r.type, r.reservationNumber, r.start?.local, r.end?.local, r.flight?.flightNumber, r.startPlace.code, r.endPlace.code);
