// `npm run check:size`: the JavaScript (and, reported beside it, the CSS) each route loads before
// it is usable, gzip size, against a budget; exit code 1 when a route is over. Each route is loaded
// in the system Chromium from the built app until it has rendered and the network is idle; every
// JS and CSS file the app's origin served is counted at the size of the build's own `.gz` beside
// it (gzip -9 of the file when the build made none, as it does not for files under 1 KiB), so the
// figure depends on the build alone, not on the server's compression or the network.
// `-- --files` also lists each route's files with their sizes, to see where the bytes are.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { requireChromium, withBuiltApp, type BuiltApp } from './support/serve-built-app.js';
import { formatTable } from './support/table.js';

/**
 * Bytes of gzip JavaScript a public page may load: what a first visit over a phone network pays
 * for. The largest figure measured when the check was added (183.3 kB, /signin), rounded up to the
 * next 10 kB. The aim of 90 kB is below what React 19 and Mantine 9 need on their own (a
 * bare sign-in form in them measured 96 kB); see docs/decisions/015-first-load.md.
 */
const PUBLIC_JS_BUDGET = 190_000;
/**
 * Bytes of gzip JavaScript a signed-in page may load: the largest figure measured after the first
 * cuts (296.4 kB, /protected/timecards; 332.5 kB before them), rounded up to the next 10 kB, plus
 * 10 kB of room for the areas still to come; plus 5 kB for the offline copy that every signed-in
 * page keeps (TanStack Query's persister and idb-keyval: 2.5 kB gzip), which that room had run out for;
 * plus 5 kB for the outbox's writes of notes, tasks and time entries, which must be known before
 * the copy brings back the writes that wait (3.7 kB measured on every signed-in page; a dynamic
 * import of them measured 0.8 kB more, in two more chunks).
 */
const SIGNED_IN_JS_BUDGET = 320_000;

/**
 * The charts page loads the chart library (recharts through @mantine/charts, 117 kB gzip) that no
 * other page loads first: the signed-in budget plus that, rounded up to the next 10 kB; plus 1 kB
 * for documents kept offline, as for the trip editor below (0.8 kB measured).
 */
const CHARTS_JS_BUDGET = 431_000;
/**
 * The trips pages grew past the signed-in budget (the editor's was 320 kB: it also loads the
 * date-time picker and its form) with the outside services and tasks
 * (measured 314.6 kB for the list and 328.9 kB for the editor): their budgets are those figures
 * rounded up to the next 10 kB until the shared chunks they pull in are cut back.
 */
/**
 * The list's, plus the offline copy's 5 kB as for every signed-in page (its persister,
 * idb-keyval and the outbox's writes; the list came to 321.5 kB with the outbox), and the 5 kB of
 * the outbox's further writes as for every signed-in page (325.2 kB with them).
 */
const TRIPS_JS_BUDGET = 330_000;
/**
 * As measured (328.9 kB) rounded up, plus the offline copy's 5 kB and the outbox's further 5 kB as
 * for every signed-in page; plus 1 kB for documents kept offline: asking the offline copy for a
 * kept file splits the copy's module into a chunk of its own (0.8 kB more measured here, 0.4 to
 * 0.8 kB on the other signed-in pages, which had that room); plus 1 kB for a page that stays the
 * app's when its code cannot come for want of a network (one hook for the network's state, the
 * error page's wait for it: 0.1 kB over measured here, the other pages had that room).
 */
const TRIP_EDITOR_JS_BUDGET = 342_000;

/**
 * Room every page's budget gets for taking over the pages rendered at build (decision 043): the
 * app's tree shared with the build's render and the wait for the router, in the entry every page
 * loads (0.2 to 0.3 kB more measured on each route), plus what the lazily loaded files counted
 * until the network is idle move between runs (0.6 kB seen on /signin).
 */
const HYDRATION = 1_000;

/**
 * Room for the small chunks several pages share, copied into each page's own rather than fetched one
 * by one (vite.config.ts, decision 044): a page loads half as many files (a trip's 98 before, 43
 * after; the sign-in page's 30, 20), and Rolldown's wrappers, which keep one instance of each copied
 * module, cost bytes: 5.4 kB more measured on /signin, 12.6 to 21.1 kB on the signed-in pages. Worth
 * it in Lighthouse (mobile, alternated runs on 30 November 2026): the sign-in page 73 and 76 with
 * them against 68 and 69 without, the time sheet 44 and 45 against 37 and 38. The signed-in room
 * has 1 kB more for the lazily loaded files that move between runs.
 */
const SHARED_COPIES_PUBLIC = 6_000;
const SHARED_COPIES_SIGNED_IN = 23_000;
/**
 * A trip's page draws a saved trip's header and itinerary without waiting for another chunk, so the
 * new trip's form (the same page) loads that code too: 24.2 kB measured.
 */
const SAVED_TRIP_VIEW = 25_000;

const routes: { path: string; signedIn: boolean; budget: number }[] = [
  { path: '/', signedIn: false, budget: PUBLIC_JS_BUDGET + HYDRATION + SHARED_COPIES_PUBLIC },
  { path: '/signin', signedIn: false, budget: PUBLIC_JS_BUDGET + HYDRATION + SHARED_COPIES_PUBLIC },
  { path: '/signup', signedIn: false, budget: PUBLIC_JS_BUDGET + HYDRATION + SHARED_COPIES_PUBLIC },
  { path: '/protected/timecards', signedIn: true, budget: SIGNED_IN_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN },
  { path: '/protected/projects', signedIn: true, budget: SIGNED_IN_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN },
  { path: '/protected/trips', signedIn: true, budget: TRIPS_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN },
  { path: '/protected/trips/new', signedIn: true, budget: TRIP_EDITOR_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN + SAVED_TRIP_VIEW },
  { path: '/protected/dashboard', signedIn: true, budget: SIGNED_IN_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN },
  { path: '/protected/charts', signedIn: true, budget: CHARTS_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN },
];

const listFiles = process.argv.includes('--files');

/** 1 kB = 1000 bytes, as the budgets are written. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The gzip size of a built asset, from the build's `.gz` or by compressing it the same way. */
function gzipSize(clientDir: string, assetPath: string): number {
  const file = path.join(clientDir, decodeURIComponent(assetPath));
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) throw new Error(`${assetPath} was served but is not in ${clientDir}`);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Measurement {
  js: number;
  css: number;
  /** Each file served, with its gzip size, largest first. */
  files: { path: string; gzip: number }[];
}

async function measure(browser: Browser, app: BuiltApp, route: (typeof routes)[number]): Promise<Measurement> {
  const context = await browser.newContext();
  try {
    if (route.signedIn) await context.addCookies(app.cookies.map((c) => ({ ...c, url: app.origin })));
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === app.origin && /\.(?:m?js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    const res = await page.goto(`${app.origin}${route.path}`, { waitUntil: 'networkidle' });
    if (!res?.ok()) throw new Error(`${route.path}: status ${res?.status() ?? 'none'}`);
    // Rendered: the page's heading is up and the loading placeholder gone; then whatever the
    // rendered page fetched on its own (lazy chunks, data) has settled too.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.getByText('System loading').waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== route.path) throw new Error(`${route.path} ended on ${landed}${route.signedIn ? ': the session was not accepted' : ''}`);
    const files = [...assets].map((f) => ({ path: f, gzip: gzipSize(app.clientDir, f) })).sort((a, b) => b.gzip - a.gzip);
    const sum = (ext: RegExp) => files.filter((f) => ext.test(f.path)).reduce((total, f) => total + f.gzip, 0);
    return { js: sum(/\.m?js$/), css: sum(/\.css$/), files };
  } finally {
    await context.close();
  }
}

const executablePath = requireChromium();
const { builtAt, results: measured } = await withBuiltApp(async (app) => {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: (Measurement & (typeof routes)[number])[] = [];
    for (const route of routes) results.push({ ...route, ...(await measure(browser, app, route)) });
    return { builtAt: app.builtAt, results };
  } finally {
    await browser.close();
  }
});

console.log(`Initial JavaScript and CSS per route, gzip -9 size of the build of ${builtAt} (1 kB = 1000 bytes)`);
console.log(`budgets (JavaScript): public pages ${kB(PUBLIC_JS_BUDGET + HYDRATION + SHARED_COPIES_PUBLIC)}, signed-in pages ${kB(SIGNED_IN_JS_BUDGET + HYDRATION + SHARED_COPIES_SIGNED_IN)}\n`);
console.log(
  formatTable(
    ['route', 'JS gzip', 'CSS gzip', 'JS+CSS files', 'JS budget', 'result'],
    measured.map((m) => [m.path, kB(m.js), kB(m.css), String(m.files.length), kB(m.budget), m.js > m.budget ? 'OVER' : 'OK']),
    new Set([1, 2, 3, 4]),
  ),
);
if (listFiles) {
  for (const m of measured) {
    console.log(`\n${m.path}`);
    console.log(formatTable(['file', 'gzip'], m.files.map((f) => [f.path, kB(f.gzip)]), new Set([1])));
  }
}
const over = measured.filter((m) => m.js > m.budget);
if (over.length > 0) {
  console.log(`\n${over.length} of ${measured.length} routes over their JavaScript budget:`);
  for (const m of over) console.log(`  ${m.path}: ${kB(m.js)} of ${kB(m.budget)} (${kB(m.js - m.budget)} over)`);
  process.exit(1);
}
