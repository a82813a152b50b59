import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { PaymentType, ReceiptType } from '../../../../shared/receipts.js';
import { apiError, authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const VISA: PaymentType = { id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e', ccName: 'Visa', lastFour: '4242', isDefault: true, updatedAt: '2026-11-01T10:00:00.000Z' };
const MEALS: ReceiptType = { id: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f', name: 'Meals', icon: 'tools-kitchen', receipts: 3, updatedAt: '2026-11-01T10:00:00.000Z' };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/payment-types': () => pageOf([VISA]),
    'POST /api/v1/payment-types': ({ body }) => json({ ...VISA, ...(body as object), id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a', isDefault: false }, 201),
    'GET /api/v1/receipt-types': () => pageOf([MEALS]),
    [`GET /api/v1/receipt-types/${MEALS.id}`]: () => json(MEALS),
    [`PATCH /api/v1/receipt-types/${MEALS.id}`]: () => apiError(409, 'CONFLICT', messages.nameTaken, [{ path: 'name', message: messages.nameTaken }]),
  };
  fetchMock = stubFetch(routes);
});

describe('settings', { timeout: 60_000 }, () => {
  it('lists the cards with the default marked', async () => {
    renderRoutes('/protected/settings/payments');
    const table = await screen.findByRole('table', { name: 'Payment types' });
    const row = (await within(table).findByRole('link', { name: 'Visa' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('····4242');
    expect(row).toHaveTextContent('Default');
  });

  it("refuses last four digits that are not four digits with 'Numbers only', sending nothing, then saves good ones", async () => {
    renderRoutes('/protected/settings/payments/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Card name' }), 'Amex');
    await user.type(screen.getByRole('textbox', { name: 'Last four digits' }), '12a4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.numbersOnly)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/payment-types')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Last four digits' }));
    await user.type(screen.getByRole('textbox', { name: 'Last four digits' }), '0005');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v1/payment-types')).toEqual([{ ccName: 'Amex', lastFour: '0005', isDefault: false }]));
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
  });

  it('edits a receipt type and shows a taken name under the field', async () => {
    renderRoutes(`/protected/settings/receipts/${MEALS.id}`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByText('3 receipt(s) of this type. Deleting it leaves them without a type.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Lodging');
    await user.click(screen.getByRole('radio', { name: 'coffee' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', `/api/v1/receipt-types/${MEALS.id}`)).toEqual([{ name: 'Lodging', icon: 'coffee' }]));
    expect(await screen.findByText(messages.nameTaken)).toBeInTheDocument();
  });
});
