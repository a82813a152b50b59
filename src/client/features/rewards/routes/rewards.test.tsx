import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { Reward, RewardListItem } from '../../../../shared/rewards.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { apiError, authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const BASE = '/api/v1/rewards';
const ID = '2c4e6a8b-1d3f-4a5b-9c7d-8e0f1a2b3c4d';
const item: RewardListItem = {
  id: ID,
  company: 'United MileagePlus',
  memberNumber: 'UA123456',
  points: 125000,
  status: 'Gold',
  favorite: false,
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const reward: Reward = {
  ...item,
  history: [
    { at: '2026-05-01T10:00:00.000Z', points: 125000, status: 'Gold' },
    { at: '2026-03-15T10:00:00.000Z', points: 98000, status: 'Silver' },
  ],
  tags: [],
  properties: [],
  createdAt: '2026-03-15T10:00:00.000Z',
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
/** The PATCH answer, held until the test lets it go. */
let releasePatch: () => void;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET ${BASE}`]: () => pageOf([item]),
    [`GET ${BASE}/${ID}`]: () => json(reward),
    [`GET ${BASE}/${ID}/notes`]: () => json([]),
    [`GET ${BASE}/${ID}/documents`]: () => json([]),
    [`PATCH ${BASE}/${ID}`]: ({ body }) =>
      new Promise<Response>((resolve) => {
        releasePatch = () => resolve(json({ ...reward, ...(body as object) }));
      }),
  };
  fetchMock = stubFetch(routes);
});

async function openList() {
  renderRoutes(protectedPaths.rewards);
  const table = await screen.findByRole('table', { name: 'Rewards' }, { timeout: 10_000 });
  return { table, user: userEvent.setup() };
}

describe('rewards list', { timeout: 20_000 }, () => {
  it('shows company, number, points as 0,0 and status', async () => {
    const { table } = await openList();
    const row = within(table).getByRole('link', { name: 'United MileagePlus' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('UA123456');
    expect(row).toHaveTextContent('125,000');
    expect(row).toHaveTextContent('Gold');
  });

  it('stars a favorite at once, before the server answers, and sends only the flag', async () => {
    const { table, user } = await openList();
    const star = within(table).getByRole('button', { name: 'Favorite: United MileagePlus' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(within(table).getByRole('button', { name: 'Favorite: United MileagePlus' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([{ favorite: true }]);
    routes[`GET ${BASE}`] = () => pageOf([{ ...item, favorite: true }]);
    releasePatch();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith(`${BASE}?`)).length).toBeGreaterThan(1));
    expect(within(table).getByRole('button', { name: 'Favorite: United MileagePlus' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns the star back and says why when the server refuses', async () => {
    routes[`PATCH ${BASE}/${ID}`] = () => apiError(500, 'INTERNAL', messages.internalServerError);
    const { table, user } = await openList();
    await user.click(within(table).getByRole('button', { name: 'Favorite: United MileagePlus' }));
    expect(await screen.findByText(messages.errorSaving(messages.internalServerError))).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Favorite: United MileagePlus' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks before deleting the selected rows', async () => {
    routes[`POST ${BASE}/bulk-delete`] = () => json({ deleted: 1 });
    const { table, user } = await openList();
    await user.click(within(table).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: messages.proceedDeleting(1) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${BASE}/bulk-delete`)).toEqual([{ ids: [ID] }]);
  });
});

describe('reward editor', { timeout: 20_000 }, () => {
  async function openEditor(id: string) {
    renderRoutes(buildPath(protectedPaths.reward, { id }));
    await screen.findByRole('textbox', { name: 'Company' }, { timeout: 10_000 });
    return userEvent.setup();
  }

  it("copies the member number and says 'Copied to clipboard'", async () => {
    const user = await openEditor(ID);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Member number' })).toHaveValue('UA123456'));
    await user.click(screen.getByRole('button', { name: 'Copy member number' }));
    expect(await screen.findByText(messages.copiedToClipboard)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('UA123456');
  });

  it('shows the history of points and status by date', async () => {
    await openEditor(ID);
    const history = await screen.findByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['05/01/2026125,000Gold', '03/15/202698,000Silver']);
  });

  it("refuses points that are not a whole number with 'Numbers only' and sends nothing, then saves", async () => {
    routes[`POST ${BASE}`] = ({ body }) => json({ ...reward, ...(body as object), history: [] }, 201);
    const user = await openEditor('new');
    await fill(user, screen.getByRole('textbox', { name: 'Company' }), 'Marriott Bonvoy');
    await fill(user, screen.getByRole('textbox', { name: 'Points' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Points' })).toHaveAccessibleDescription(messages.numbersOnly);
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: 'Points' }), '42000');
    await user.click(screen.getByRole('switch', { name: 'Favorite' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([
      { company: 'Marriott Bonvoy', memberNumber: '', points: 42000, status: '', favorite: true, tags: [], properties: [] },
    ]);
  });

  it("asks 'Delete record?' before deleting", async () => {
    routes[`POST ${BASE}/bulk-delete`] = () => json({ deleted: 1 });
    const user = await openEditor(ID);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('United MileagePlus'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.deleteRecord })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${BASE}/bulk-delete`)).toEqual([{ ids: [ID] }]);
  });
});
