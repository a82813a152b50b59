import { airportsNamedIn } from '../src/server/places/airports.js';
for (const s of ['LV: BOSTON MA                  AT: 6:05 AM\n AR: CHICAGO IL OHARE           AT: 7:48 AM', 'LV: CHICAGO IL OHARE           AT: 9:40 PM\nAR: SAN FRANCISCO CA           AT: 12:25 AM  20MAR', 'AIR   UNITED AIRLINES        FLT: UA 1542     ECONOMY'])
  console.log(JSON.stringify(airportsNamedIn(s).map((a) => [a.iata, (a as any).index])));
