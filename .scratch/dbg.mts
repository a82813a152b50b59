import { findDates, findTimes } from '../src/server/modules/imports/dates.js';
const line = 'LH  81   08APR  DUESSELDORF - FRANKFURT             0640 0735  L  OK';
console.log(findDates(line, new Date('2027-03-03')), findTimes(line, { compact: true }));
const re = /(?<![A-Za-z0-9])([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4})(?![\d:.,]\d)(?![A-Za-z0-9])/g;
console.log([...line.matchAll(re)].map((m) => m[0]));
