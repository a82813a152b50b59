import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { Receipt } from '../../../../shared/receipts.js';
import { apiError, authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const ID = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';
const API = `/api/v1/receipts/${ID}`;
const TOKEN = 'a'.repeat(43);

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: ID,
  receiptAt: { at: '2024-01-15T06:00:00.000Z', zone: 'Asia/Kuwait', local: '2024-01-15T09:00' },
  receiptType: null,
  payment: 'T',
  paymentType: null,
  currency: 'KWD',
  amountMinor: 4125,
  vendor: 'Taxi',
  trip: null,
  project: null,
  conversion: { homeCurrency: 'GBP', homeAmountMinor: null, rate: null, rateDate: null, source: 'missing' },
  hasImage: false,
  isPublic: false,
  reading: null,
  unconfirmed: [],
  updatedAt: '2024-01-15T06:00:00.000Z',
  image: null,
  location: null,
  pdfCreatedAt: '2024-01-16T06:00:00.000Z',
  publicUrl: null,
  tags: [],
  properties: [],
  createdAt: '2024-01-15T06:00:00.000Z',
  ...over,
});

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
/** The receipt as the server holds it: a change answers with it, and later reads see it. */
let stored: Receipt;
const store = (next: Receipt) => {
  stored = next;
  return json(stored);
};
beforeEach(() => {
  stored = receipt();
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET ${API}`]: () => json(stored),
    [`GET ${API}/notes`]: () => json([]),
    [`GET ${API}/documents`]: () => json([]),
    'GET /api/v1/receipt-types': () => pageOf([]),
    'GET /api/v1/payment-types': () => pageOf([]),
    'GET /api/v1/trips': () => pageOf([]),
    'GET /api/v1/projects': () => pageOf([]),
    [`PATCH ${API}`]: () => store(receipt({ conversion: { homeCurrency: 'GBP', homeAmountMinor: 1072, rate: '2.6', rateDate: null, source: 'user' } })),
    [`POST ${API}/public`]: () => store(receipt({ isPublic: true, publicUrl: `/public/receipts/${TOKEN}` })),
  };
  fetchMock = stubFetch(routes);
});

// The editor holds many fields and a list of every currency; on a loaded machine one story takes a while.
describe('the receipt editor', { timeout: 60_000 }, () => {
  it('asks for the rate when none could be had, and sends the one typed', async () => {
    renderRoutes(`/protected/receipts/${ID}`);
    expect(await screen.findByText('No exchange rate for this date')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Exchange rate (GBP per KWD)' }), '2.6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH', API)[0]).toMatchObject({ currency: 'KWD', amount: '4.125', rate: '2.6', homeAmount: null });
    expect(await screen.findByLabelText('Conversion')).toHaveTextContent('£10.72 · Converted at 2.6 (rate entered)');
  });

  it("says 'Could not load PDF file' when the PDF cannot be had", async () => {
    renderRoutes(`/protected/receipts/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View PDF' }));
    expect(await screen.findByText(messages.couldNotLoadPdf)).toBeInTheDocument();
  });

  it('makes the receipt public and shows its link against this origin', async () => {
    renderRoutes(`/protected/receipts/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make public' }));
    expect(await screen.findByRole('textbox', { name: 'Public URL' })).toHaveValue(`${window.location.origin}/public/receipts/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Make private' })).toBeInTheDocument();
  });
});

describe('the public receipt page', { timeout: 30_000 }, () => {
  it('shows a public receipt without a session, and says when it is no longer public', async () => {
    routes[`GET /api/public/receipts/${TOKEN}`] = () =>
      json({ receiptAt: { at: '2024-01-13T03:30:00.000Z', zone: 'Asia/Tokyo', local: '2024-01-13T12:30' }, receiptType: 'Meals', vendor: 'Ichiran', currency: 'JPY', amountMinor: 1200, hasImage: false, imageIsPdf: false });
    renderRoutes(`/public/receipts/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Ichiran' })).toBeInTheDocument();
    expect(screen.getByText('¥1,200')).toBeInTheDocument();
    expect(screen.getByText('01/13/2024 12:30 (Asia/Tokyo)')).toBeInTheDocument();
  });

  it("says 'Receipt not found' after it was made private", async () => {
    routes[`GET /api/public/receipts/${TOKEN}`] = () => apiError(404, 'NOT_FOUND', 'Receipt not found');
    renderRoutes(`/public/receipts/${TOKEN}`);
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
  });

  it('shows a scan being read, then fills in what was read, marked until it is saved', async () => {
    const all = ['receiptAt', 'amount', 'currency', 'vendor', 'receiptTypeId'] as const;
    stored = receipt({ amountMinor: 0, vendor: '', hasImage: true, reading: { status: 'running', found: [], error: '' }, unconfirmed: [...all] });
    renderRoutes(`/protected/receipts/${ID}`);
    expect(await screen.findByText('Reading the receipt…')).toBeInTheDocument();
    // The server finishes reading: the page, asking again, shows what was read.
    stored = receipt({ amountMinor: 12650, vendor: 'Blue Bottle Coffee', hasImage: true, reading: { status: 'done', found: ['receiptAt', 'amount', 'currency', 'vendor'], error: '' }, unconfirmed: [...all] });
    expect(await screen.findByText('Check what was read, then save', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Read from the receipt: date, amount, currency, vendor\. Not found on it: type\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('Blue Bottle Coffee');
    expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveAccessibleDescription('Read from the receipt: check it');
  });

  it('says why reading failed, with the photo kept', async () => {
    stored = receipt({ hasImage: true, reading: { status: 'failed', found: [], error: 'Error running process: the stored photo is missing' }, unconfirmed: ['amount'] });
    renderRoutes(`/protected/receipts/${ID}`);
    expect(await screen.findByText('Error running process: the stored photo is missing')).toBeInTheDocument();
    expect(screen.getByText('The photo is kept: fill in the fields and save.')).toBeInTheDocument();
  });
});
