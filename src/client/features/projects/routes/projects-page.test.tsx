import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../../../../shared/projects.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, json, pageOf, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const project: ProjectListItem = {
  id: '7d2c86a1-3b1e-4a57-9c43-0b9a4f0e6a11',
  projectNumber: 'P-100',
  name: 'Roll-out',
  customer: null,
  active: true,
  startDate: '2026-05-10',
  endDate: '2026-06-30',
  budgetMinor: 1_250_050,
  budgetCurrency: 'USD',
  trips: 0,
  receipts: 0,
  spentMinor: 48_000,
  timecards: 3,
  hoursClaimed: 12.5,
  updatedAt: '2026-05-01T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch({
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/projects': () => pageOf([project]),
  });
});

const listCalls = () => fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : '')).filter((url) => url.startsWith('/api/v1/projects?'));

describe('projects list', { timeout: 20_000 }, () => {
  it('shows the live figures, marked and explained, with the budget as money', async () => {
    renderRoutes(protectedPaths.projects);
    const table = await screen.findByRole('table', { name: 'Projects' }, { timeout: 10_000 });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Project number', 'Active', 'Budget', 'Trips*', 'Receipts*', 'Spent*', 'Timecards*', 'Hours claimed*']));
    const row = within(table).getByText('P-100').closest('tr');
    expect(row).toHaveTextContent('05/10/2026');
    expect(row).toHaveTextContent('$12,500.50');
    expect(row).toHaveTextContent('$480.00');
    expect(row).toHaveTextContent('12.50');
    expect(screen.getByText('* Calculated live from the linked records')).toBeInTheDocument();
  });

  it('sorts by a calculated column and filters by active', async () => {
    renderRoutes(protectedPaths.projects);
    await screen.findByRole('table', { name: 'Projects' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by Hours claimed*' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('sort=hoursClaimed&order=asc'));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('&active=false'));
  });
});
