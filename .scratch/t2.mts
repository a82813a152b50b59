import { findTimes, findDates } from '../src/server/modules/imports/dates.js';
const s = process.argv[2]!;
console.log(findDates(s, new Date()), findTimes(s, { skip: findDates(s, new Date()) }));
