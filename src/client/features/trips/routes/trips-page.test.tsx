import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import type { TripListItem } from '../../../../shared/trips.js';
import { openOptions } from '../../../test/combobox.js';
import { apiError, authRoutes, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const ACME = { id: '5b0d7f5e-1c2a-4b3c-8d4e-5f6a7b8c9d01', name: 'Acme' };
const ROLLOUT = { id: '7d2c86a1-3b1e-4a57-9c43-0b9a4f0e6a11', projectNumber: 'P-100', name: 'Roll-out' };

const trip: TripListItem = {
  id: '2a4c6e80-1b3d-4f5a-8c7e-9d0b1a2c3e4f',
  title: 'Paris kick-off',
  customer: ACME,
  project: ROLLOUT,
  address: '1 Rue de Rivoli, Paris',
  start: { at: '2026-11-20T08:00:00.000Z', zone: 'Europe/Paris', local: '2026-11-20T09:00' },
  startEvent: 'Flight AF 11',
  end: { at: '2026-11-24T22:00:00.000Z', zone: 'America/New_York', local: '2026-11-24T17:00' },
  endEvent: '',
  estimatedCostMinor: 150_000,
  budgetMinor: 200_000,
  currency: 'EUR',
  paid: false,
  confirmationNumber: 'XK42',
  updatedAt: '2026-05-01T10:00:00.000Z',
  spentMinor: 0,
  homeCurrency: 'USD', unconvertedReceipts: 0, receivedMinor: null,
  workHours: 12.5,
  travelHours: 9.25,
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/customers': () => pageOf([{ ...ACME, info: '', tags: [], updatedAt: trip.updatedAt }]),
    'GET /api/v1/projects': () => pageOf([]),
    'GET /api/v1/trips': () => pageOf([trip]),
  };
  fetchMock = stubFetch(routes);
});

/** The queries the list has asked for, newest last. */
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith('/api/v1/trips?'))
    .map((url) => new URL(url, 'http://localhost').searchParams);
const lastQuery = () => listQueries().at(-1) ?? new URLSearchParams();

async function openList(path: string = protectedPaths.trips) {
  const router = renderRoutes(path);
  const table = await screen.findByRole('table', { name: 'Trips' }, { timeout: 10_000 });
  return { router, table, user: userEvent.setup() };
}

describe('trips list', { timeout: 20_000 }, () => {
  it('shows each trip with its destination, zoned times, money in its currency, hours and paid state', async () => {
    const { table } = await openList();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Title', 'Customer', 'Start', 'End', 'Estimated cost', 'Budget', 'Spent*', 'Work hours*', 'Travel hours*', 'Paid']),
    );
    expect(headers).not.toContain('Amount owed');
    const link = within(table).getByRole('link', { name: 'Paris kick-off' });
    expect(link).toHaveAttribute('href', '/protected/trips/2a4c6e80-1b3d-4f5a-8c7e-9d0b1a2c3e4f');
    const row = link.closest('tr');
    expect(row).toHaveTextContent('1 Rue de Rivoli, Paris');
    expect(row).toHaveTextContent('Acme');
    expect(row).toHaveTextContent('11/20/2026 09:00 CET');
    expect(row).toHaveTextContent('11/24/2026 17:00 EST');
    expect(row).toHaveTextContent('€1,500.00');
    expect(row).toHaveTextContent('€2,000.00');
    expect(row).toHaveTextContent('12.50');
    expect(row).toHaveTextContent('9.25');
    expect(row).toHaveTextContent('Unpaid');
    expect(screen.getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', protectedPaths.reservations);
    expect(screen.getByRole('link', { name: 'Active trip' })).toHaveAttribute('href', protectedPaths.activeTrip);
  });

  it('asks the server for upcoming and active trips as of now, and shows what an unpaid trip still owes', async () => {
    const { router, user } = await openList();
    expect(lastQuery().get('view')).toBeNull();

    const before = Date.now();
    await user.click(screen.getByRole('radio', { name: 'Upcoming' }));
    await waitFor(() => expect(lastQuery().get('view')).toBe('upcoming'));
    const at = Date.parse(lastQuery().get('at') ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(router.state.location.search).toBe('?view=upcoming');

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(lastQuery().get('view')).toBe('active'));
    expect(lastQuery().get('at')).not.toBeNull();

    // Owed: what was spent less what was received, in the home currency.
    routes['GET /api/v1/trips'] = () =>
      pageOf([trip, { ...trip, id: '3b5d7f91-2c4e-4a6b-9d8f-0e1c2b3d4f5a', title: 'Berlin', spentMinor: 43_210, receivedMinor: 10_000, homeCurrency: 'GBP' }]);
    await user.click(screen.getByRole('radio', { name: 'Unpaid' }));
    await waitFor(() => expect(lastQuery().get('view')).toBe('unpaid'));
    expect(lastQuery().get('at')).toBeNull();
    const table = screen.getByRole('table', { name: 'Trips' });
    await within(table).findByRole('columnheader', { name: 'Amount owed' });
    const owedOf = (title: string) => {
      const cells = within(within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement).getAllByRole('cell');
      const column = within(table).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Amount owed');
      return cells[column]?.textContent;
    };
    expect(owedOf('Paris kick-off')).toBe('$0.00');
    expect(await waitFor(() => owedOf('Berlin'))).toBe('£332.10');

    // Back to all trips, read seconds ago (the first request above, with no view): shown again as read.
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Amount owed' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Paris kick-off' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'Berlin' })).toBeNull();
  });

  it('opens on the view a link names, and keeps it while sorting', async () => {
    const { router, user } = await openList(`${protectedPaths.trips}?view=upcoming`);
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    expect(lastQuery().get('view')).toBe('upcoming');
    await user.click(screen.getByRole('button', { name: 'Sort by Travel hours*' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('travelHours'));
    expect(lastQuery().get('view')).toBe('upcoming');
    expect(router.state.location.search).toContain('sort=travelHours');
  });

  it("shows the chosen year's travel summary above the list", async () => {
    routes['GET /api/v1/trips/summary'] = ({ url }) =>
      json({ trips: 3, nightsAway: 11, flights: 6, milesFlown: Number(url.searchParams.get('year')) === 2025 ? 12_345 : 0, workHours: 40, travelHours: 17.5, spent: [] });
    await openList(`${protectedPaths.trips}?year=2025`);
    const card = await screen.findByRole('region', { name: 'Travel in 2025' });
    expect(within(card).getByRole('group', { name: 'Miles flown' })).toHaveTextContent('12,345');
    expect(within(card).getByRole('group', { name: 'Nights away' })).toHaveTextContent('11');
  });

  it("filters by customer, that customer's projects, and year", async () => {
    const project = { ...ROLLOUT, customer: ACME, active: true, startDate: null, endDate: null, budgetMinor: null, budgetCurrency: 'USD', trips: 1, receipts: 0, spentMinor: 0, timecards: 0, hoursClaimed: 0, updatedAt: trip.updatedAt };
    routes['GET /api/v1/projects'] = ({ url }) => pageOf(url.searchParams.get('customerId') === ACME.id ? [project] : []);
    const { router, user } = await openList();
    await user.click((await openOptions(user, 'Customer')).getByRole('option', { name: 'Acme' }));
    await waitFor(() => expect(lastQuery().get('customerId')).toBe(ACME.id));

    await user.click(await (await openOptions(user, 'Project')).findByRole('option', { name: 'P-100 Roll-out' }));
    await waitFor(() => expect(lastQuery().get('projectId')).toBe(ROLLOUT.id));
    const year = String(new Date().getFullYear());
    await user.click((await openOptions(user, 'Year')).getByRole('option', { name: year }));
    await waitFor(() => expect(lastQuery().get('year')).toBe(year));
    expect(lastQuery().get('customerId')).toBe(ACME.id);
    expect(new URLSearchParams(router.state.location.search).get('projectId')).toBe(ROLLOUT.id);
    // The CSV is the list as filtered: the same query, every page.
    const csv = new URL(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href') ?? '', 'http://localhost');
    expect(csv.pathname).toBe('/api/v1/trips/list.csv');
    expect([csv.searchParams.get('customerId'), csv.searchParams.get('projectId'), csv.searchParams.get('year')]).toEqual([ACME.id, ROLLOUT.id, year]);

    // Clearing the customer keeps the project; choosing one clears it.
    await user.click(screen.getByRole('radio', { name: 'Unpaid' }));
    await waitFor(() => expect(lastQuery().get('view')).toBe('unpaid'));
    expect(lastQuery().get('projectId')).toBe(ROLLOUT.id);
    await user.click((await openOptions(user, 'Customer')).getByRole('option', { name: 'Acme' }));
    await waitFor(() => expect(lastQuery().get('customerId')).toBeNull());
    expect(lastQuery().get('projectId')).toBe(ROLLOUT.id);
  });

  it("deletes a trip after 'Delete trip?', offering to detach its timecards or keep it", async () => {
    const deletes: unknown[] = [];
    routes['POST /api/v1/trips/bulk-delete'] = ({ body }) => {
      deletes.push(body);
      return deletes.length === 1 ? apiError(409, 'CONFLICT', messages.linkedTimecards(2)) : json({ deleted: 1 });
    };
    const { table, user } = await openList();
    await user.click(within(table).getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: messages.deleteTrip });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    const linked = await screen.findByRole('dialog', { name: 'Timecards are linked' });
    expect(linked).toHaveTextContent(messages.linkedTimecards(2));
    expect(within(linked).getByRole('button', { name: 'Keep trip' })).toBeInTheDocument();
    await user.click(within(linked).getByRole('button', { name: 'Detach timecards and delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(deletes).toEqual([{ ids: [trip.id] }, { ids: [trip.id], linked: 'detach' }]);
  });

  it('says so in one sentence when there are no trips yet', async () => {
    routes['GET /api/v1/trips'] = () => pageOf([]);
    renderRoutes(protectedPaths.trips);
    expect(await screen.findByText('No trips yet. Add one to plan its itinerary and reservations and to track what it costs.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add trip' })).toHaveLength(2);
  });
});
