// `npm run bench:offline`: a trip's page and the week of timecards opened in Chromium at 390 × 844,
// each time a new start of the app (a full page load): with the network off, from the service
// worker's files and the user's offline copy, beside the same with the network on (the reference),
// in one run against the built app as users start it. The time is from the start of the load to
// the itinerary's stay (its confirmation number) or the week's entries (their project) painted; median of the runs.
import { chromium, type Page } from 'playwright-core';
import { postRecord, requireChromium, withBuiltApp } from '../support/serve-built-app.js';
import { formatTable } from '../support/table.js';

const RUNS = 15;
const CONFIRMATION = 'HX-40917';

const inHours = (hours: number) => ({ local: new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16), zone: 'UTC' });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Milliseconds from the start of a load of `url` until `painted` is visible, `RUNS` times. */
async function timeLoads(page: Page, url: string, painted: (page: Page) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(url);
    await painted(page);
    times.push(await page.evaluate(() => performance.now()));
  }
  return times;
}

/** Whether the user's offline copy holds `text` yet. */
const copyHolds = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('offline-'));
    for (const name of names) {
      const saved = await new Promise<string>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const read = request.result.transaction('queries').objectStore('queries').get('queries');
          read.onsuccess = () => {
            request.result.close();
            resolve(String(read.result ?? ''));
          };
        };
      });
      if (saved.includes(wanted)) return true;
    }
    return false;
  }, text);

const executablePath = requireChromium();
const rows = await withBuiltApp(async (app) => {
  const post = async (area: string, data: unknown) => (await postRecord(app.origin, app.cookieHeader, area, data)).id;
  const tripId = await post('trips', { title: 'Edinburgh visit', start: inHours(48), end: inHours(120) });
  await post('reservations', { tripId, type: 'flight', provider: 'British Airways', reservationNumber: 'QWJ4RT', start: inHours(49), end: inHours(51), flight: { airlineCode: 'BA', flightNumber: '1442', departureAirport: 'LHR', arrivalAirport: 'EDI' } });
  await post('reservations', { tripId, type: 'lodging', provider: 'Balmoral Lodge', reservationNumber: CONFIRMATION, start: inHours(53), end: inHours(118) });

  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies(app.cookies.map((cookie) => ({ ...cookie, url: app.origin })));
    const page = await context.newPage();
    // One online visit: the service worker installs and the copy for the road is saved.
    await page.goto('/protected/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (let waited = 0; !(await copyHolds(page, CONFIRMATION)); waited += 250) {
      if (waited > 30_000) throw new Error('the offline copy never held the trip');
      await page.waitForTimeout(250);
    }
    const trip = { name: 'trip page', url: `/protected/trips/${tripId}`, painted: (p: Page) => p.getByText(CONFIRMATION).first().waitFor() };
    const week = { name: 'week of timecards', url: '/protected/timecards', painted: (p: Page) => p.getByText('Difference engine').first().waitFor() };
    const measured = [];
    for (const target of [trip, week]) {
      const online = await timeLoads(page, target.url, target.painted);
      await context.setOffline(true);
      const offline = await timeLoads(page, target.url, target.painted);
      await context.setOffline(false);
      measured.push({ name: target.name, online: median(online), offline: median(offline) });
    }
    return measured;
  } finally {
    await browser.close();
  }
});

console.log(`Opening a page as a new start of the app at 390 × 844, median of ${RUNS} loads, ms to the content painted`);
console.log(
  formatTable(
    ['page', 'offline', 'online (reference)', 'ratio'],
    rows.map((row) => [row.name, row.offline.toFixed(0), row.online.toFixed(0), (row.offline / row.online).toFixed(2)]),
    new Set([1, 2, 3]),
  ),
);
