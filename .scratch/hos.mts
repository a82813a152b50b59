import { readText } from '../src/server/modules/imports/text-reader.js';
const fill = (unit: string, length = 2_000_000) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const t = fill(process.argv[2]!.replace(/\\n/g, '\n'));
const s = performance.now();
const r = readText(t, { reference: new Date() });
console.log(r.length, performance.now() - s);
