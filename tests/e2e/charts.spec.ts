import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import type { Charts } from '../../src/shared/charts.js';
import { formatMoney } from '../../src/shared/money.js';
import { signUpAndSignIn } from './support/session.js';
import { expect, test, type Page } from './support/test.js';

// signUpAndSignIn's user lives in Chicago (home currency USD), and so does the browser.
const HOME = 'America/Chicago';
test.use({ timezoneId: HOME });
test.setTimeout(120_000);

const FROM = '2026-03-01';
const TO = '2026-03-31';
const PROJECT = 'P-7 Audit, "Phase 2"';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CARDS = ['Hours per week', 'Spend per month', 'Budget and spent', 'Trips and nights per month', 'Miles flown per year'] as const;

const at = (local: string, zone = HOME) => ({ local, zone });
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const month = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function created(page: Page, area: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/${area}`, { data });
  expect(res.status(), area).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Shows the month of `iso` in the open calendar (its header names the month shown) and clicks that day. */
async function pickDay(page: Page, iso: string) {
  const [year, monthNo, day] = iso.split('-').map(Number) as [number, number, number];
  const header = page.getByRole('button', { name: new RegExp(`^(${MONTHS.join('|')}) \\d{4}$`) });
  await expect(header).toBeVisible();
  const [shownMonth = '', shownYear = ''] = ((await header.textContent()) ?? '').split(' ');
  const steps = (year - Number(shownYear)) * 12 + (monthNo - 1 - MONTHS.indexOf(shownMonth));
  const control = page.locator(`button[data-direction="${steps < 0 ? 'previous' : 'next'}"]`);
  for (let i = 0; i < Math.abs(steps); i += 1) await control.click();
  await expect(header).toHaveText(`${MONTHS[monthNo - 1]} ${year}`);
  await page.getByRole('button', { name: `${day} ${MONTHS[monthNo - 1]} ${year}`, exact: true }).click();
}

/** The cells of the table's body rows, as text. */
const bodyRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));

/** What each card's table must show for the API's figures, in the formats of the spec. */
function expectedRows(c: Charts): Record<(typeof CARDS)[number], string[][]> {
  const home = c.homeCurrency;
  return {
    'Hours per week': c.hoursPerWeek.map((r) => [mdy(r.weekStart), r.project, r.labor.toFixed(2), r.travel.toFixed(2), (r.labor + r.travel).toFixed(2)]),
    'Spend per month': c.spendPerMonth.map((r) => [
      month(r.month), r.receiptType, r.currency, formatMoney(r.amountMinor, r.currency), formatMoney(r.homeMinor, home), String(r.unconverted),
    ]),
    'Budget and spent': c.budgets.map((r) => [
      r.project, formatMoney(r.budgetMinor, r.budgetCurrency), formatMoney(r.spentMinor, home), `${Math.round((r.spentMinor / r.budgetMinor) * 100)}%`,
    ]),
    'Trips and nights per month': c.tripsPerMonth.map((r) => [month(r.month), String(r.trips), String(r.nights)]),
    'Miles flown per year': c.milesPerYear.map((r) => [String(r.year), String(r.flights), new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(r.miles)]),
  };
}

test('charts: a month of timecards and a trip draw in every chart, whose tables match the API, downloaded as CSV and PNG', async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  const project = await created(page, 'projects', { projectNumber: 'P-7', name: 'Audit, "Phase 2"', budget: '5000.00', budgetCurrency: 'USD' });
  await created(page, 'timecards', { type: 'labor', projectId: project, start: at('2026-03-03T09:00'), end: at('2026-03-03T17:00') });
  await created(page, 'timecards', { type: 'travel', start: at('2026-03-04T07:00'), end: at('2026-03-04T09:00') });
  const trip = await created(page, 'trips', { title: 'London', projectId: project, start: at('2026-03-05T17:00'), end: at('2026-03-10T16:00') });
  await created(page, 'reservations', {
    tripId: trip, type: 'flight', start: at('2026-03-05T19:00', 'America/New_York'), end: at('2026-03-06T07:05', 'Europe/London'),
    flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: 'JFK', arrivalAirport: 'LHR' },
  });
  await created(page, 'receipts', { receiptAt: at('2026-03-06T12:00', 'Europe/London'), payment: 'F', currency: 'USD', amount: '40.00', tripId: trip });

  await page.goto('/protected/charts');
  await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
  // The dates open on the default range (the last twelve months); March 2026 is picked from there.
  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  await pickDay(page, FROM);
  await pickDay(page, TO);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${FROM}&to=${TO}$`));
  await expect(page.getByRole('button', { name: 'Dates', exact: true })).toHaveText(`${mdy(FROM)} – ${mdy(TO)}`);

  // Every chart draws bars.
  for (const name of CARDS) {
    const card = page.getByRole('region', { name });
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(card.locator('.recharts-bar-rectangle').first()).toBeAttached();
    expect(await card.locator('.recharts-bar-rectangle').count(), name).toBeGreaterThan(0);
  }
  await page.screenshot({ path: testInfo.outputPath('charts.png'), fullPage: true });

  // Each table holds the API's figures for the same range.
  const res = await page.request.get(`/api/v1/charts?from=${FROM}&to=${TO}`);
  expect(res.status()).toBe(200);
  const api = (await res.json()) as Charts;
  expect(api.hoursPerWeek.find((r) => r.projectId === project)).toMatchObject({ project: PROJECT, labor: 8, travel: 0 });
  expect(api.tripsPerMonth).toEqual([{ month: '2026-03', trips: 1, nights: 5 }]);
  const expected = expectedRows(api);
  for (const name of CARDS) {
    const card = page.getByRole('region', { name });
    await card.getByRole('tab', { name: 'Table' }).click();
    const table = card.getByRole('table', { name });
    await expect(table).toBeVisible();
    expect(await bodyRows(table), name).toEqual(expected[name]);
  }
  await expect(page.getByRole('table', { name: 'Spend per month' })).toContainText('$40.00');
  await page.screenshot({ path: testInfo.outputPath('charts-tables.png'), fullPage: true });

  // The CSV: the table's rows with ISO dates and plain numbers, the project's comma and quotes quoted.
  const hours = page.getByRole('region', { name: 'Hours per week' });
  const [csv] = await Promise.all([page.waitForEvent('download'), hours.getByRole('button', { name: 'Download CSV of Hours per week' }).click()]);
  expect(csv.suggestedFilename()).toBe(`hours-per-week-${FROM}-to-${TO}.csv`);
  const [header, ...lines] = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toBe('Week of,Project,Labor (h),Travel (h),Total (h)');
  const week = api.hoursPerWeek.find((r) => r.projectId === project)?.weekStart ?? '';
  expect(lines).toContain(`${week},"P-7 Audit, ""Phase 2""",8.00,0.00,8.00`);
  expect(lines).toHaveLength(api.hoursPerWeek.length);

  // The PNG, from the table view too: the chart is shown again and drawn.
  const [png] = await Promise.all([page.waitForEvent('download'), hours.getByRole('button', { name: 'Download PNG of Hours per week' }).click()]);
  expect(png.suggestedFilename()).toBe(`hours-per-week-${FROM}-to-${TO}.png`);
  const bytes = await readFile(await png.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  await expect(hours.getByRole('tab', { name: 'Chart' })).toHaveAttribute('aria-selected', 'true');
});
