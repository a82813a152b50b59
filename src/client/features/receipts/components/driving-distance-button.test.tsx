import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { json, type StubRoutes, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { TripReceiptsTab } from './trip-receipts-tab.js';

const TRIP = '5a3f6c1e-2b4d-4e8f-9a7c-1d2e3f4a5b6c';
let routes: StubRoutes;
beforeEach(() => {
  routes = {
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET /api/v1/trips/${TRIP}/receipts`]: () => json({ homeCurrency: 'GBP', tabs: [] }),
    [`GET /api/v1/trips/${TRIP}/mileage`]: () => json({ items: [], totalMiles: '0', totalMinor: 0, currency: 'GBP' }),
    'GET /api/v1/places/distance': ({ url }) =>
      json(url.searchParams.get('from') === 'Willis Tower, Chicago' && url.searchParams.get('to') === 'Milwaukee' ? { miles: 91.8, unavailable: null } : { miles: null, unavailable: messages.distanceUnavailable }),
  };
  stubFetch(routes);
});

async function openForm() {
  renderRoutes('/trip', [{ path: '/trip', element: <ModalsProvider><TripReceiptsTab tripId={TRIP} /></ModalsProvider> }]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add mileage' }));
  return { dialog: within(await screen.findByRole('dialog', { name: 'Add mileage' })), user };
}

describe('driving distance in the mileage form', { timeout: 30_000 }, () => {
  it('fills the miles from the route between From and To', async () => {
    const { dialog, user } = await openForm();
    expect(dialog.getByRole('button', { name: 'Driving distance' })).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'From' }), 'Willis Tower, Chicago');
    await user.type(dialog.getByRole('textbox', { name: 'To' }), 'Milwaukee');
    await user.click(dialog.getByRole('button', { name: 'Driving distance' }));
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Miles' })).toHaveValue('91.8');
  });

  it('says when the distance is not available, leaving the miles to be typed', async () => {
    const { dialog, user } = await openForm();
    await user.type(dialog.getByRole('textbox', { name: 'From' }), 'Office');
    await user.type(dialog.getByRole('textbox', { name: 'To' }), 'Airport');
    await user.click(dialog.getByRole('button', { name: 'Driving distance' }));
    expect(await dialog.findByText(messages.distanceUnavailable)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Miles' })).toHaveValue('');
  });
});
