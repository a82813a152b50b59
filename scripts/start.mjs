// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildIfStale();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
