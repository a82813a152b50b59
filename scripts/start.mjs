// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/.built');
const inputs = ['src', 'vite.config.ts', 'package-lock.json'];

async function newestInput() {
  let newest = 0;
  const visit = async (p) => {
    const s = statSync(p);
    if (s.isDirectory()) for (const name of await readdir(p)) await visit(path.join(p, name));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const input of inputs) if (existsSync(path.join(root, input))) await visit(path.join(root, input));
  return newest;
}

if (!existsSync(stamp) || statSync(stamp).mtimeMs < (await newestInput())) {
  console.log('building the app (first start or changed sources)…');
  await buildAll();
}
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
