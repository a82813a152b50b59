// `npm run --silent itinerary:extract -- FILE`: the reservations in FILE (.eml, .pdf, .ics, .html
// or text) as a JSON array of schema.org reservations, as the import reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extract } from '../src/server/modules/imports/extract.js';
import { toSchemaOrg } from '../src/server/modules/imports/found.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run --silent itinerary:extract -- FILE');
  process.exit(2);
}
const { reservations, problems } = await extract(readFileSync(file), { name: path.basename(file) });
for (const problem of problems) console.error(problem);
console.log(JSON.stringify(reservations.map(toSchemaOrg), null, 2));
