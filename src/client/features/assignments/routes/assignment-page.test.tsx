import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '../../../../shared/assignments.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { openOptions } from '../../../test/combobox.js';
import { renderRoutes } from '../../../test/render-routes.js';

const BASE = '/api/v1/assignments';
const ID = '5b0e2f4a-8c1d-4e3f-9a2b-6c7d8e9f0a1b';
const ACME = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Acme Travel Corp' };
const AUDIT = { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', projectNumber: 'P-100', name: 'Audit' };

const assignment: Assignment = {
  id: ID,
  name: 'On-site audit',
  customer: ACME,
  project: AUDIT,
  start: { at: '2026-07-10T14:00:00.000Z', zone: 'America/Chicago', local: '2026-07-10T09:00' },
  end: { at: '2026-07-10T12:00:00.000Z', zone: 'America/Chicago', local: '2026-07-10T07:00' },
  contacts: [],
  tags: [],
  properties: [],
  timecards: 0,
  hoursClaimed: 0,
  updatedAt: '2026-07-01T10:00:00.000Z',
  createdAt: '2026-07-01T10:00:00.000Z',
};
const listItem = { customer: ACME, active: true, startDate: null, endDate: null, budgetMinor: null, budgetCurrency: 'USD', trips: 0, receipts: 0, spentMinor: 0, timecards: 0, hoursClaimed: 0, updatedAt: assignment.updatedAt };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/customers': () => pageOf([{ ...ACME, info: '', tags: [], updatedAt: assignment.updatedAt }]),
    'GET /api/v1/projects': () => pageOf([{ ...AUDIT, id: AUDIT.id, ...listItem }]),
    'GET /api/v1/contacts': () => pageOf([]),
    [`GET ${BASE}/${ID}`]: () => json(assignment),
    [`GET ${BASE}/${ID}/notes`]: () => json([]),
    [`GET ${BASE}/${ID}/documents`]: () => json([]),
  };
  fetchMock = stubFetch(routes);
});

async function open(id: string) {
  renderRoutes(buildPath(protectedPaths.assignment, { id }));
  await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
  return userEvent.setup();
}

describe('assignment editor', { timeout: 20_000 }, () => {
  it("starts and ends in the user's home zone, and offers only the chosen customer's projects", async () => {
    const user = await open('new');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Start time zone' })).toHaveValue(testProfile.settings.timeZone));
    expect(screen.getByRole('combobox', { name: 'End time zone' })).toHaveValue(testProfile.settings.timeZone);

    await user.click((await openOptions(user, 'Customer')).getByRole('option', { name: ACME.name }));
    expect((await openOptions(user, 'Project')).getByRole('option', { name: 'P-100 Audit' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `/api/v1/projects?pageSize=100&customerId=${ACME.id}`)).toHaveLength(1);
  });

  it("says 'Date not valid' when the end is before the start, and saves nothing", async () => {
    const user = await open(ID);
    expect(screen.getByRole('combobox', { name: 'Start time zone' })).toHaveValue('America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dateNotValid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([]);
  });
});
