import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { appIconPaths, manifestPath } from '../../shared/app-icons.js';
import { isClientPath } from '../../shared/routes.js';
import type { AppEnv } from './context.js';
import { manifestFile, routePreloads } from './route-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Icons keep their names across builds: a day fresh, then a week of serving the old one while checking.
const ICON = 'public, max-age=86400, stale-while-revalidate=604800';

/** Where the build puts the pages it rendered ahead of time (scripts/build.mjs), named by their path URI-encoded. */
const PRERENDERED_DIR = 'prerendered';

/** The pages the build rendered ahead of time, by path. */
function prerenderedPages(clientDir: string): Map<string, string> {
  const dir = path.join(clientDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [decodeURIComponent(name.slice(0, -'.html'.length)), readFileSync(path.join(dir, name), 'utf8')]),
  );
}

/**
 * Serves the built single-page app from `clientDir`: hashed assets cached for a year, the build
 * manifests, the web app manifest and the page itself revalidated on every load, the icons kept
 * a day. The home page, sign-in and sign-up are answered with the HTML the build rendered for
 * them, which the app takes over. A page is answered with the code it loads first and, with a
 * valid session (`signedIn`), the API answers it reads first, asked for ahead (route-preloads.ts).
 * A path the app has no page for gets the app with status 404, so both a browser and a crawler
 * see "not found".
 */
export function mountClientApp(app: Hono<AppEnv>, clientDir: string, signedIn: (req: Request) => Promise<boolean>): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const prerendered = prerenderedPages(clientDir);
  const preloads = routePreloads(clientDir);
  const files = serveStatic<AppEnv>({ root: clientDir, precompressed: true });
  // Set before serving: the static handler builds its answer from the headers set so far.
  const withCache =
    (cacheControl: string): MiddlewareHandler<AppEnv> =>
    (c, next) => {
      c.header('Cache-Control', cacheControl);
      return files(c, next);
    };

  app.get('/assets/*', withCache(IMMUTABLE));
  app.get('/builds/*', withCache(REVALIDATE));
  app.get(manifestPath, withCache(REVALIDATE));
  // The service worker: a browser checks it for a new build on every start.
  app.get('/sw.js', withCache(REVALIDATE));
  for (const icon of Object.values(appIconPaths)) app.get(icon, withCache(ICON));
  // The build manifest and the pages rendered ahead of time are for this server, not for browsers.
  app.get(`/${manifestFile}`, (c) => c.notFound());
  app.get(`/${PRERENDERED_DIR}/*`, (c) => c.notFound());
  app.get('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)));
  app.get('*', async (c) => {
    c.header('Cache-Control', REVALIDATE);
    // A signed-in visitor's page also asks for the API answers it reads first: not one page for all.
    c.header('Vary', 'Cookie');
    // '/index.html' is the shell the service worker keeps for starting offline: the page, not a missing one.
    const page = isClientPath(c.req.path) || c.req.path === '/index.html';
    if (!page) return c.html(indexHtml, 404);
    // Rendered ahead of time for its path alone: a query (a sign-in problem, a return address) may change the page.
    const html = (!new URL(c.req.url).search && prerendered.get(c.req.path)) || indexHtml;
    return c.html(html.replace('</head>', `${await preloads(c.req.path, () => signedIn(c.req.raw))}</head>`), 200);
  });
}
