import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { stakeholderTypes, type Project } from '../../../../shared/projects.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { apiError, authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { openOptions } from '../../../test/combobox.js';
import { renderRoutes } from '../../../test/render-routes.js';

const BASE = '/api/v1/projects';
const ID = '7d2c86a1-3b1e-4a57-9c43-0b9a4f0e6a11';
const PAT = { id: '0e5a3c1d-2b4f-4e6a-8c9d-1f2e3a4b5c6d', firstName: 'Pat', lastName: 'Manager' };

const project: Project = {
  id: ID,
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
  spentMinor: 0,
  timecards: 0,
  hoursClaimed: 0,
  stakeholders: [],
  tags: [],
  properties: [],
  updatedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/customers': () => pageOf([]),
    'GET /api/v1/contacts': () => pageOf([{ ...PAT, tags: [], updatedAt: project.updatedAt }]),
    [`GET ${BASE}`]: () => pageOf([]),
    [`GET ${BASE}/${ID}`]: () => json(project),
    [`GET ${BASE}/${ID}/chart`]: () => json({ weeks: [], budgetMinor: project.budgetMinor, spentMinor: 0, currency: 'USD' }),
    [`GET ${BASE}/${ID}/notes`]: () => json([]),
    [`GET ${BASE}/${ID}/documents`]: () => json([]),
    'GET /api/v1/tasks': () => pageOf([]),
    [`POST ${BASE}`]: () => json(project, 201),
    [`PATCH ${BASE}/${ID}`]: () => json(project),
  };
  fetchMock = stubFetch(routes);
});

async function open(id: string) {
  renderRoutes(buildPath(protectedPaths.project, { id }));
  await screen.findByRole('textbox', { name: 'Project number' });
  return userEvent.setup();
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

// Each story clicks through several comboboxes and modals; the first also loads the lazy page.
describe('project editor', { timeout: 20_000 }, () => {
  it("says 'Numbers only' under a budget that is not a number, and starts in the home currency", async () => {
    const user = await open('new');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue(testProfile.settings.currency));
    await fill(user, screen.getByRole('textbox', { name: 'Project number' }), 'P-200');
    await fill(user, screen.getByLabelText('Budget'), '12abc');
    await save(user);

    expect(screen.getByLabelText('Budget')).toHaveAccessibleDescription(expect.stringContaining(messages.numbersOnly));
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([]);

    await fill(user, screen.getByLabelText('Budget'), '12,500.50');
    await save(user);
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([expect.objectContaining({ projectNumber: 'P-200', budget: '12,500.50', budgetCurrency: 'GBP' })]);
  });

  it("says 'Date not valid' when the end date is before the start date, and saves nothing", async () => {
    routes[`GET ${BASE}/${ID}`] = () => json({ ...project, startDate: '2026-07-10', endDate: '2026-07-01' });
    const user = await open(ID);
    expect(screen.getByRole('button', { name: 'Start date' })).toHaveTextContent('07/10/2026');
    await save(user);

    expect(await screen.findByText(messages.dateNotValid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([]);
  });

  it('offers the seven stakeholder types and lets one contact hold several of them', async () => {
    const user = await open(ID);
    const offered = (await openOptions(user, 'Stakeholder type')).getAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(Object.values(stakeholderTypes));
    await user.keyboard('{Escape}');

    for (const type of ['Project manager', 'Project sponsor']) {
      await user.click((await openOptions(user, 'Stakeholder type')).getByRole('option', { name: type }));
      const contacts = await openOptions(user, 'Add a stakeholder');
      await user.keyboard('Pat');
      await user.click(await contacts.findByRole('option', { name: 'Pat Manager' }));
    }
    const list = screen.getByRole('list', { name: 'Stakeholders' });
    expect(within(list).getByText('Project manager')).toBeInTheDocument();
    expect(within(list).getByText('Project sponsor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove stakeholder Pat Manager (Project sponsor)' }));
    await save(user);
    await screen.findByText(messages.recordSaved);
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([expect.objectContaining({ stakeholders: [{ contactId: PAT.id, type: 2 }] })]);
  });

  it("shows the server's duplicate-number refusal under the project number", async () => {
    routes[`POST ${BASE}`] = () =>
      apiError(409, 'CONFLICT', messages.projectNumberTaken, [{ path: 'projectNumber', message: messages.projectNumberTaken }]);
    const user = await open('new');
    await fill(user, screen.getByRole('textbox', { name: 'Project number' }), 'P-100');
    await save(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Project number' })).toHaveAccessibleDescription(expect.stringContaining(messages.projectNumberTaken)),
    );
  });

  it('explains linked timecards when deleting, and detaches them only when asked', async () => {
    const deletes: unknown[] = [];
    routes[`POST ${BASE}/bulk-delete`] = ({ body }) => {
      deletes.push(body);
      return deletes.length === 1 ? apiError(409, 'CONFLICT', messages.linkedTimecards(3)) : json({ deleted: 1 });
    };
    const user = await open(ID);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: messages.deleteProject });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    const linked = await screen.findByRole('dialog', { name: 'Timecards are linked' });
    expect(linked).toHaveTextContent(messages.linkedTimecards(3));
    expect(within(linked).getByRole('button', { name: 'Keep project' })).toBeInTheDocument();
    await user.click(within(linked).getByRole('button', { name: 'Detach timecards and delete' }));

    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(deletes).toEqual([{ ids: [ID] }, { ids: [ID], linked: 'detach' }]);
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it("keeps the project and its timecards on 'Keep project'", async () => {
    routes[`POST ${BASE}/bulk-delete`] = () => apiError(409, 'CONFLICT', messages.linkedTimecards(1));
    const user = await open(ID);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.deleteProject })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Timecards are linked' })).getByRole('button', { name: 'Keep project' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', `${BASE}/bulk-delete`)).toEqual([{ ids: [ID] }]);
    expect(screen.getByRole('heading', { name: 'P-100' })).toBeInTheDocument();
    expect(screen.queryByText(messages.recordDeleted)).not.toBeInTheDocument();
  });
});
