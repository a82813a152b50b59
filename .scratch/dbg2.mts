import { readFileSync } from 'node:fs';
const t = readFileSync('.scratch/fresh/gds-reisebuero-de.txt', 'utf8');
const re = /(?<![A-Za-z0-9])([A-Z]{2}|[A-Z]\d|\d[A-Z])(?:\s|[ \t]{2})?(\d{1,4})(?![\d:.,]\d)(?![A-Za-z0-9])/g;
console.log([...t.matchAll(re)].map((m) => m[0]));
