// `npm run audit:pages`: Lighthouse (mobile profile, simulated throttling: its defaults) on the
// public pages and, with a signed-in user's session cookie, three signed-in pages of the built app:
// two lists and the page of a trip made by importing a confirmation, as a traveller's would be.
// Prints the category scores, LCP and TBT per page, and the accessibility and best-practices
// audits each page fails, so that there is something to fix. Figures only, nothing is asserted:
// simulated timings on a shared machine move by a few points between runs.
// `-- /signin /protected/timecards` audits only those pages; `-- --reports DIR` also writes each
// page's whole Lighthouse result there as JSON (open it in the Lighthouse viewer, or read it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { requireChromium, withBuiltApp, type BuiltApp } from './support/serve-built-app.js';
import { formatTable } from './support/table.js';

/** Stands for the page of the trip `importedTrip` makes (`-- /protected/trips/imported` audits it alone). */
const IMPORTED_TRIP = '/protected/trips/imported';

const allPages: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/signup', signedIn: false },
  { path: '/protected/timecards', signedIn: true },
  { path: '/protected/projects', signedIn: true },
  { path: IMPORTED_TRIP, signedIn: true },
];

const args = process.argv.slice(2);
const reportsAt = args.indexOf('--reports');
const reportsDir = reportsAt >= 0 ? args[reportsAt + 1] : undefined;
const only = args.filter((arg, i) => arg.startsWith('/') && (reportsAt < 0 || i !== reportsAt + 1));
const pages = only.length ? allPages.filter((page) => only.includes(page.path)) : allPages;
if (pages.length === 0) throw new Error(`no such page to audit: ${only.join(', ')}`);

// Headless, and nothing that would reach for the internet this machine does not have.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The audits of `category` that did not pass: scored below 1, or failed to run at all. */
function failing(lhr: Result, category: string): Result['audits'][string][] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Result['audits'][string] => !!audit)
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1));
}

/**
 * Where an audit failed, in a few words per item: the element (accessibility), the issue type and
 * its URL (the Issues panel), or the URL of a resource.
 */
function where(audit: Result['audits'][string]): string[] {
  const items = ((audit.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return items.map((item) => {
    const node = item.node as { selector?: unknown; nodeLabel?: unknown } | undefined;
    if (node) return [text(node.selector), text(node.nodeLabel) && `"${String(node.nodeLabel)}"`].filter(Boolean).join(' ');
    const subItems = ((item.subItems as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
    const urls = subItems.map((sub) => text(sub.url)).filter(Boolean);
    const source = item.source as { url?: unknown } | undefined;
    return [text(item.issueType), text(item.description), text(item.url) ?? text(source?.url), ...urls].filter(Boolean).join(' ');
  });
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
const ms = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? '–' : `${Math.round(value)} ms`;
};

/**
 * One Lighthouse run in a fresh Chromium, so no page inherits another's cookies or cache. A
 * signed-in page's session cookies are put in the browser's jar first (as signing in would), not
 * sent as a header: a header would be lost on any request the browser makes with cookies of its own.
 */
async function audit(url: string, cookies?: BuiltApp['cookies']): Promise<Result> {
  const chrome = await launch({ chromePath: requireChromium(), chromeFlags, logLevel: 'silent' });
  const browser = cookies ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`) : undefined;
  try {
    await browser?.contexts()[0]?.addCookies((cookies ?? []).map((cookie) => ({ ...cookie, url: new URL(url).origin })));
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await browser?.close();
    chrome.kill();
  }
}

/**
 * A trip as a user makes one: an airline's mail with two flights and a hotel, ten days from now,
 * read by the import and saved into a new trip; the path of its page.
 */
async function importedTrip(app: BuiltApp): Promise<string> {
  const day = (days: number) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.now() + days * 86_400_000));
  const text = [
    'Booking reference: QWJ4RT',
    '',
    'Flight BA 1442  London Heathrow (LHR) to Edinburgh (EDI)',
    `Departs: ${day(10)} 07:10`,
    `Arrives: ${day(10)} 08:35`,
    '',
    'Hotel: Balmoral Lodge',
    'Address: 1 Princes Street, Edinburgh EH2 2EQ',
    `Check-in: ${day(10)}`,
    `Check-out: ${day(13)}`,
    'Confirmation number: HX-40917',
    '',
    'Flight BA 1465  Edinburgh (EDI) to London Heathrow (LHR)',
    `Departs: ${day(13)} 18:05`,
    `Arrives: ${day(13)} 19:35`,
  ].join('\n');
  const call = async (to: string, body: unknown) => {
    const res = await fetch(`${app.origin}/api/v1/imports${to}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: app.cookieHeader },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`importing the trip: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const preview = (await call('/preview-text', { text })) as { reservations: unknown[]; title: string };
  if (preview.reservations.length !== 3) throw new Error(`the import read ${preview.reservations.length} reservations of the trip's 3`);
  const saved = (await call('', { title: preview.title, reservations: preview.reservations })) as { tripId: string };
  return `/protected/trips/${saved.tripId}`;
}

requireChromium();
const { builtAt, results } = await withBuiltApp(async (app) => {
  const done: { path: string; lhr: Result }[] = [];
  for (const page of pages) {
    const at = page.path === IMPORTED_TRIP ? await importedTrip(app) : page.path;
    console.error(`auditing ${at}…`);
    const lhr = await audit(`${app.origin}${at}`, page.signedIn ? app.cookies : undefined);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(path.join(reportsDir, `${page.path.slice(1).replace(/\//g, '-') || 'home'}.json`), JSON.stringify(lhr));
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== at) throw new Error(`${at} ended on ${landed}${page.signedIn ? ': the session was not accepted' : ''}`);
    done.push({ path: page.path, lhr });
  }
  return { builtAt: app.builtAt, results: done };
});

const version = results[0]?.lhr.lighthouseVersion ?? '';
console.log(`\nLighthouse ${version}, mobile, simulated throttling; build of ${builtAt}\n`);
console.log(
  formatTable(
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT'],
    results.map(({ path, lhr }) => [
      path,
      ...categories.map((category) => score(lhr, category)),
      ms(lhr, 'largest-contentful-paint'),
      ms(lhr, 'total-blocking-time'),
    ]),
    new Set([1, 2, 3, 4, 5, 6]),
  ),
);

for (const { path, lhr } of results) {
  console.log(`\n${path}`);
  for (const category of ['accessibility', 'best-practices'] as const) {
    const audits = failing(lhr, category);
    const title = lhr.categories[category]?.title ?? category;
    if (audits.length === 0) {
      console.log(`  ${title}: no failing audits`);
      continue;
    }
    console.log(`  ${title}:`);
    for (const a of audits) {
      console.log(`    ${a.id}: ${a.title}${a.scoreDisplayMode === 'error' ? ` (did not run: ${a.errorMessage ?? 'error'})` : ''}`);
      const found = where(a).filter(Boolean);
      for (const item of found.slice(0, 5)) console.log(`      - ${item}`);
      if (found.length > 5) console.log(`      … and ${found.length - 5} more`);
    }
  }
}
