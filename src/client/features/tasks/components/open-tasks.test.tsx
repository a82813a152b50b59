import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { TaskListItem } from '../../../../shared/tasks.js';
import { authRoutes, callsTo, json, pageOf, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { OpenTasks } from './open-tasks.js';

const BASE = '/api/v1/tasks';
const PROJECT_ID = '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b';
const task: TaskListItem = {
  id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
  title: 'Sign the statement of work',
  due: { at: '2099-06-01T08:00:00.000Z', zone: 'Europe/London', local: '2099-06-01T09:00' },
  status: 'open',
  priority: 'high',
  doneAt: null,
  trip: null,
  project: { id: PROJECT_ID, name: 'P-100 Audit' },
  assignment: null,
  customer: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch({
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET ${BASE}`]: () => pageOf([task]),
    [`POST ${BASE}`]: ({ body }) => json({ ...task, ...(body as object), tags: [], properties: [], createdAt: task.updatedAt }, 201),
    'GET /api/v1/trips': () => pageOf([]),
    'GET /api/v1/projects': () => pageOf([]),
    'GET /api/v1/assignments': () => pageOf([]),
    'GET /api/v1/customers': () => pageOf([]),
  });
});

describe("a project's open tasks", { timeout: 40_000 }, () => {
  it("lists the project's open tasks and adds one linked to the project", async () => {
    renderRoutes('/', [{ path: '/', element: <OpenTasks link={{ projectId: PROJECT_ID }} /> }]);
    const section = await screen.findByRole('region', { name: 'Tasks' });
    expect(await within(section).findByText('Sign the statement of work')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : '')).filter((url) => url.startsWith(`${BASE}?`));
    expect(urls[0]).toBe(`${BASE}?projectId=${PROJECT_ID}&status=open&sort=due&page=1&pageSize=10`);
    expect(within(section).getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', `/protected/tasks?projectId=${PROJECT_ID}`);

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    await fill(user, await within(dialog).findByRole('textbox', { name: 'Title' }), 'Book the workshop room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.recordSaved, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', BASE)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', BASE)[0]).toMatchObject({ title: 'Book the workshop room', projectId: PROJECT_ID, tripId: null });
  });
});
