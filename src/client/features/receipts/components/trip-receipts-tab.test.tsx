import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MileageListSchema, ReceiptListItem, TripReceipts } from '../../../../shared/receipts.js';
import type { z } from 'zod';
import { callsTo, json, type StubRoutes, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { TripReceiptsTab } from './trip-receipts-tab.js';

const TRIP = '5a3f6c1e-2b4d-4e8f-9a7c-1d2e3f4a5b6c';
const MILEAGE = `/api/v1/trips/${TRIP}/mileage`;

const receipt = (id: string, currency: string, amountMinor: number, vendor: string, homeAmountMinor: number | null): ReceiptListItem => ({
  id,
  receiptAt: { at: '2024-01-13T03:30:00.000Z', zone: 'Asia/Tokyo', local: '2024-01-13T12:30' },
  receiptType: { id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f', name: 'Meals', icon: 'tools-kitchen' },
  payment: 'T',
  paymentType: null,
  currency,
  amountMinor,
  vendor,
  trip: { id: TRIP, title: 'Tokyo and Kuwait' },
  project: null,
  conversion: { homeCurrency: 'GBP', homeAmountMinor, rate: homeAmountMinor === null ? null : '0.5', rateDate: null, source: homeAmountMinor === null ? 'missing' : 'user' },
  hasImage: false,
  isPublic: false,
  reading: null,
  unconfirmed: [],
  updatedAt: '2024-01-13T03:30:00.000Z',
});

const tabs: TripReceipts = {
  homeCurrency: 'GBP',
  tabs: [
    { currency: 'JPY', count: 2, totalMinor: 36_000, homeTotalMinor: 18_000, unconverted: 0, receipts: [receipt('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'JPY', 1200, 'Ichiran', 600), receipt('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'JPY', 34_800, 'Gracery', 17_400)] },
    { currency: 'KWD', count: 1, totalMinor: 4125, homeTotalMinor: 0, unconverted: 1, receipts: [receipt('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', 'KWD', 4125, 'Taxi', null)] },
  ],
};
const noMileage: z.infer<typeof MileageListSchema> = { items: [], totalMiles: '0', totalMinor: 0, currency: 'GBP' };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  routes = {
    'GET /api/v1/account/profile': () => json({ ...testProfile, settings: { ...testProfile.settings, mileageRate: '0.45' } }),
    [`GET /api/v1/trips/${TRIP}/receipts`]: () => json(tabs),
    [`GET ${MILEAGE}`]: () => json(noMileage),
    [`POST ${MILEAGE}`]: ({ body }) =>
      json({ id: '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b', tripId: TRIP, ...(body as object), ratePerMile: '0.45', currency: 'GBP', amountMinor: 563, purpose: '', updatedAt: '2024-01-13T03:30:00.000Z' }, 201),
  };
  fetchMock = stubFetch(routes);
});

function open() {
  renderRoutes('/trip', [{ path: '/trip', element: <ModalsProvider><TripReceiptsTab tripId={TRIP} /></ModalsProvider> }]);
  return userEvent.setup();
}

describe("a trip's receipts", { timeout: 30_000 }, () => {
  it('shows one tab per currency with its total in that currency’s own digits, and flags a missing rate', async () => {
    const user = open();
    expect(await screen.findByRole('tab', { name: 'JPY · 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total JPY')).toHaveTextContent('Total ¥36,000');
    expect(screen.getByText('£180.00 in GBP')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'KWD · 1' }));
    expect(await screen.findByLabelText('Total KWD')).toHaveTextContent('Total KWD 4.125');
    expect(screen.getByText('Rate missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taxi' })).toHaveAttribute('href', '/protected/receipts/2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a');
    expect(screen.getByRole('link', { name: 'Add receipt' })).toHaveAttribute('href', `/protected/receipts/new?tripId=${TRIP}`);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a drive dated today at home, at the rate per mile of the settings, showing the amount as it is typed', async () => {
    // 00:30 on the 16th at home in London; still the 15th in UTC and in the browser's New York.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T23:30:00Z') });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add mileage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add mileage' });
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), 'Office');
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'Airport');
    await user.type(within(dialog).getByRole('textbox', { name: 'Miles' }), '12.5');
    expect(within(dialog).getByRole('textbox', { name: 'Rate per mile (GBP)' })).toHaveValue('0.45');
    expect(within(dialog).getByLabelText('Mileage amount')).toHaveTextContent('£5.63'); // 12.5 × 0.45 = 5.625
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', MILEAGE)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', MILEAGE)[0]).toMatchObject({ date: '2026-06-16', fromPlace: 'Office', toPlace: 'Airport', miles: '12.5', ratePerMile: '0.45' });
  });

  it('offers the expense report of the trip as PDF and CSV', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Expense report' }));
    expect(await screen.findByRole('menuitem', { name: 'PDF' })).toHaveAttribute('href', `/api/v1/expense-reports?tripId=${TRIP}&format=pdf`);
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveAttribute('href', `/api/v1/expense-reports?tripId=${TRIP}&format=csv`);
  });
});
