// Builds the client (Vite), pre-compresses its text assets (brotli and gzip, served as they are),
// and bundles the server (esbuild) with its migrations beside it.
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.built');
/** Where in the client build the pages rendered ahead of time are (src/server/http/client-app.ts reads them). */
const prerenderedDir = 'prerendered';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function compressClient(dir) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
    const data = await readFile(file);
    await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
    count += 1;
  }
  return count;
}

async function buildServer() {
  const { build } = await import('esbuild');
  await rm(path.join(dist, 'server'), { recursive: true, force: true });
  await build({
    // The reader pool's worker (src/server/workers/reader-pool.ts) is its own file beside the server.
    entryPoints: { index: path.join(root, 'src/server/index.ts'), 'reader-worker': path.join(root, 'src/server/workers/reader-worker.ts') },
    outdir: path.join(dist, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(dist, 'server/migrations'), { recursive: true });
}

/**
 * The pages `src/client/prerender.tsx` names, rendered into the built index.html: one file per page
 * in `prerendered/` (named by its path, URI-encoded), which the server answers that path with. The page
 * is inert until the app has taken it over (src/client/main.tsx).
 */
async function prerenderPages(build, clientDir) {
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: path.join(root, 'src/client/prerender.tsx') } });
  const { prerender, prerenderedPaths } = await import(pathToFileURL(path.join(dist, 'prerender/prerender.js')).href);
  const index = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  // #root is the body's last element: its content is everything up to the last </div> before </body>.
  const open = '<div id="root">';
  const start = index.indexOf(open);
  const end = index.lastIndexOf('</div>', index.lastIndexOf('</body>'));
  if (start < 0 || end < start) throw new Error('the built index.html has no #root at the end of its body');
  await mkdir(path.join(clientDir, prerenderedDir), { recursive: true });
  for (const pathname of prerenderedPaths) {
    const root = `<div id="root" data-prerendered="${pathname}" inert>${await prerender(pathname)}`;
    await writeFile(path.join(clientDir, prerenderedDir, `${encodeURIComponent(pathname)}.html`), index.slice(0, start) + root + index.slice(end));
  }
  await rm(path.join(dist, 'prerender'), { recursive: true, force: true });
}

export async function buildAll() {
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await prerenderPages(build, path.join(dist, 'client'));
  const compressed = await compressClient(path.join(dist, 'client'));
  await buildServer();
  await writeFile(stamp, new Date().toISOString());
  console.log(`built client (${compressed} files pre-compressed) and server in ${Date.now() - started} ms`);
}

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

/** Builds when there is no build or a source is newer than it (`npm start`, `npm run cluster`). */
export async function buildIfStale() {
  if (!existsSync(stamp) || statSync(stamp).mtimeMs < (await newestInput())) {
    console.log('building the app (first start or changed sources)…');
    await buildAll();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAll();
