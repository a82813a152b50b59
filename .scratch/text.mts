import { readFileSync } from 'node:fs';
import { readHtml } from '../src/server/modules/imports/html.js';
console.log(readHtml(readFileSync(process.argv[2]!, 'utf8')).text);
