import { airportsNamedIn, airportsInCity } from '../src/server/places/airports.js';
for (const s of process.argv.slice(2)) console.log(s, JSON.stringify(airportsNamedIn(s)));
console.log(airportsInCity('frankfurt').map((a) => a.iata + ' ' + a.name), airportsInCity('toronto').map((a) => a.iata + ' ' + a.name));
