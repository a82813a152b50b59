import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Charts } from '../../../../shared/charts.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, json, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { buildCharts } from '../testing/fixtures.js';

let answer: (from: string, to: string) => Charts;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  // jsdom lays nothing out, so recharts finds its box empty and says so; the charts' size is the browser's business.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
  answer = (from, to) => buildCharts({ from, to });
  fetchMock = stubFetch({
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/charts': ({ url }) => json(answer(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '')),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const chartsCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin))
    .filter((url) => url.pathname === '/api/v1/charts')
    .map((url) => `${url.searchParams.get('from')} ${url.searchParams.get('to')}`);

async function openCharts(query = '?from=2026-03-01&to=2026-03-31') {
  const router = renderRoutes(`${protectedPaths.charts}${query}`);
  await screen.findByRole('heading', { name: 'Charts', level: 1 });
  return { router, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('region', { name });

/** The rows of the card's table, each as its cells' text, after switching the card to 'Table'. */
async function tableOf(user: ReturnType<typeof userEvent.setup>, name: string) {
  const region = await card(name);
  await user.click(within(region).getByRole('tab', { name: 'Table' }));
  const table = within(region).getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

// jsdom's Blob has no text(); its FileReader reads one.
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsText(blob);
  });

// The page loads lazily and draws five cards; on a loaded machine that takes a while.
const STORY = { timeout: 20_000 };

describe('charts page', STORY, () => {
  it('shows the API’s figures in each chart’s table', async () => {
    const { user } = await openCharts();
    expect(await tableOf(user, 'Hours per week')).toEqual([
      ['Week of', 'Project', 'Labor (h)', 'Travel (h)', 'Total (h)'],
      ['03/02/2026', 'No project', '0.00', '2.00', '2.00'],
      ['03/02/2026', 'P-7 Audit', '8.25', '1.50', '9.75'],
      ['03/09/2026', 'P-7 Audit', '37.50', '0.00', '37.50'],
    ]);
    expect(await tableOf(user, 'Spend per month')).toEqual([
      ['Month', 'Receipt type', 'Currency', 'Amount', 'In USD', 'Not converted'],
      ['03/2026', 'Lodging', 'EUR', '€450.00', '$488.70', '1'],
      ['03/2026', 'Meals', 'USD', '$1,234.56', '$1,234.56', '0'],
    ]);
    expect(screen.getByText(/1 receipt is not converted yet and left out of the chart/)).toBeInTheDocument();
    expect(await tableOf(user, 'Budget and spent')).toEqual([
      ['Project', 'Budget', 'Spent (USD)', 'Used'],
      ['P-7 Audit', '$5,000.00', '$1,250.00', '25%'],
      ['Q-2 Rollout', '€9,000.00', '$42.50', 'Not comparable (budget in EUR)'],
    ]);
    expect(await tableOf(user, 'Trips and nights per month')).toEqual([
      ['Month', 'Trips', 'Nights'],
      ['03/2026', '2', '9'],
    ]);
    expect(await tableOf(user, 'Miles flown per year')).toEqual([
      ['Year', 'Flights', 'Miles'],
      ['2026', '3', '10,234'],
    ]);
    // Back to the chart: the table is gone.
    const hours = await card('Hours per week');
    await user.click(within(hours).getByRole('tab', { name: 'Chart' }));
    expect(within(hours).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so in each card when there is nothing in the dates, with nothing to download', async () => {
    answer = (from, to) => buildCharts({ from, to, hoursPerWeek: [], spendPerMonth: [], budgets: [], tripsPerMonth: [], milesPerYear: [] });
    await openCharts();
    for (const [name, text] of [
      ['Hours per week', 'No timecards in these dates.'],
      ['Spend per month', 'No receipts in these dates.'],
      ['Budget and spent', 'No projects with a budget.'],
      ['Trips and nights per month', 'No trips in these dates.'],
      ['Miles flown per year', 'No flights in these dates.'],
    ] as const) {
      const region = await card(name);
      expect(within(region).getByText(text)).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: `Download CSV of ${name}` })).not.toBeInTheDocument();
    }
  });

  it('downloads a table as CSV, quoting a cell with a comma or a quote', async () => {
    answer = (from, to) =>
      buildCharts({ from, to, hoursPerWeek: [{ weekStart: '2026-03-02', projectId: null, project: 'Acme, "Big" rollout', labor: 7.5, travel: 0.25 }] });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:charts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // jsdom cannot follow a link; the download is the Blob handed over.
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openCharts();
    await user.click(within(await card('Hours per week')).getByRole('button', { name: 'Download CSV of Hours per week' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect((clicks.mock.contexts[0] as HTMLAnchorElement).download).toBe('hours-per-week-2026-03-01-to-2026-03-31.csv');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(blobs[0])).toBe('Week of,Project,Labor (h),Travel (h),Total (h)\n2026-03-02,"Acme, ""Big"" rollout",7.50,0.25,7.75\n');
  });

  it('asks for the last twelve months by default, and for the new dates once a range is picked', async () => {
    const { router, user } = await openCharts('');
    await waitFor(() => expect(chartsCalls().length).toBeGreaterThan(0));
    const [from = '', to = ''] = chartsCalls()[0]?.split(' ') ?? [];
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)))).toBe(11);
    router.navigate(`${protectedPaths.charts}?from=2026-03-01&to=2026-03-31`).catch(() => undefined);
    await waitFor(() => expect(chartsCalls()).toContain('2026-03-01 2026-03-31'));

    await user.click(screen.getByRole('button', { name: 'Dates' }));
    await user.click(await screen.findByRole('button', { name: '2 March 2026' }));
    // Half a range changes nothing yet.
    expect(chartsCalls()).not.toContain('2026-03-02 2026-03-20');
    await user.click(screen.getByRole('button', { name: '20 March 2026' }));
    await waitFor(() => expect(chartsCalls()).toContain('2026-03-02 2026-03-20'));
    expect(router.state.location.search).toBe('?from=2026-03-02&to=2026-03-20');
    expect(await screen.findByRole('button', { name: 'Dates' })).toHaveTextContent('03/02/2026 – 03/20/2026');
  });
});
