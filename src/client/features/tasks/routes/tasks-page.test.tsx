import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import type { Task, TaskListItem } from '../../../../shared/tasks.js';
import { authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const BASE = '/api/v1/tasks';
const TRIP = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Paris kick-off' };
const base = { doneAt: null, trip: null, project: null, assignment: null, customer: null, updatedAt: '2026-05-01T10:00:00.000Z' };
// The home zone is testProfile's Europe/London.
const overdue: TaskListItem = {
  ...base,
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  title: 'Send the invoice',
  due: { at: '2020-01-10T15:00:00.000Z', zone: 'America/Chicago', local: '2020-01-10T09:00' },
  status: 'open',
  priority: 'high',
  trip: TRIP,
};
const later: TaskListItem = {
  ...base,
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  title: 'Call the client',
  due: { at: '2099-06-01T08:00:00.000Z', zone: 'Europe/London', local: '2099-06-01T09:00' },
  status: 'open',
  priority: 'normal',
};
const undated: TaskListItem = { ...base, id: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a', title: 'Renew passport', due: null, status: 'open', priority: 'low' };
const done: TaskListItem = { ...base, id: '4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b', title: 'Book hotel', due: null, status: 'done', priority: 'normal', doneAt: '2026-05-01T10:00:00.000Z' };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
let tasks: TaskListItem[];

beforeEach(() => {
  tasks = [overdue, later, undated, done];
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    // The server's order: open before done, by when due, undated last.
    [`GET ${BASE}`]: ({ url }) => pageOf(tasks.filter((t) => t.status === url.searchParams.get('status'))),
    [`PATCH ${BASE}/${later.id}`]: ({ body }) => {
      tasks = tasks.map((t) => (t.id === later.id ? { ...t, ...(body as object) } : t));
      return json({ ...later, ...(body as object), tags: [], properties: [], createdAt: later.updatedAt } satisfies Task);
    },
    [`POST ${BASE}`]: ({ body }) => json({ ...later, ...(body as object), tags: [], properties: [], createdAt: later.updatedAt }, 201),
    'GET /api/v1/trips': () => pageOf([]),
    'GET /api/v1/projects': () => pageOf([]),
    'GET /api/v1/assignments': () => pageOf([]),
    'GET /api/v1/customers': () => pageOf([]),
  };
  fetchMock = stubFetch(routes);
});

const listUrls = () => fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : '')).filter((url) => url.startsWith(`${BASE}?`));

async function open(path: string = protectedPaths.tasks) {
  renderRoutes(path);
  const table = await screen.findByRole('table', { name: 'Open tasks' }, { timeout: 10_000 });
  return { table, user: userEvent.setup() };
}

// The editor holds the time-zone list (hundreds of options): on a loaded machine the editor story
// takes longer than the lighter ones.
describe('tasks', { timeout: 40_000 }, () => {
  it('lists open tasks by when due, marks the overdue one, and shows other zones by name', async () => {
    const { table } = await open();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('checkbox', { name: /^Done: / }).getAttribute('aria-label'))).toEqual([
      'Done: Send the invoice',
      'Done: Call the client',
      'Done: Renew passport',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('01/10/2020 09:00 CST');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: `Trip: ${TRIP.name}` })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('06/01/2099 09:00');
    expect(rows[1]).not.toHaveTextContent('BST');
    expect(within(rows[2] as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();
    expect(listUrls()).toContain(`${BASE}?sort=due&order=asc&page=1&pageSize=25&status=open`);
  });

  it("keeps done tasks folded under 'Done (n)' until opened", async () => {
    const { user } = await open();
    const toggle = await screen.findByRole('button', { name: 'Done (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Done tasks' })).not.toBeInTheDocument();
    await user.click(toggle);
    const doneTable = await screen.findByRole('table', { name: 'Done tasks' });
    expect(within(doneTable).getByText('Book hotel')).toBeInTheDocument();
    expect(within(doneTable).getByRole('checkbox', { name: 'Done: Book hotel' })).toBeChecked();
  });

  it('marks a task done in one click and it folds away with the done ones', async () => {
    const { table, user } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Done: Call the client' }));
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${later.id}`)).toEqual([{ status: 'done' }]);
    await waitFor(() => expect(within(table).queryByText('Call the client')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Done (2)' })).toBeInTheDocument();
  });

  it("refuses a task without a title with 'This field is required', then saves it linked to the filtered trip", async () => {
    const { user } = await open(`${protectedPaths.tasks}?tripId=${TRIP.id}`);
    expect(listUrls().at(-1)).toContain(`tripId=${TRIP.id}`);
    await user.click(screen.getAllByRole('link', { name: 'Add task' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription(messages.fieldRequired);
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([]);

    await fill(user, title, 'Print the boarding pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.recordSaved, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([
      {
        title: 'Print the boarding pass',
        due: null,
        priority: 'normal',
        status: 'open',
        tripId: TRIP.id,
        projectId: null,
        assignmentId: null,
        customerId: null,
        tags: [],
        properties: [],
      },
    ]);
  });
});
