import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TaskPageSchema, TaskSchema, type TaskListItem } from '../../../../shared/tasks.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { outboxKey, outboxRetry, outboxRetryDelay, outboxScope, useWaitingWrites } from '../../../lib/outbox.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/tasks`. */
export const tasksApi = recordApi('tasks', { record: TaskSchema, page: TaskPageSchema });

type TaskPage = z.infer<typeof TaskPageSchema>;

/** The list query of the tasks page and of a trip's or project's open tasks. */
export function tasksQuery(params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return query.toString();
}

/** The first page of a trip's or project's open tasks by when due, as its section lists them (and the offline copy keeps them). */
export const OPEN_TASKS_PAGE_SIZE = 10;
export const openTasksQuery = (link: { tripId: string } | { projectId: string }, page = 1) =>
  tasksQuery({ ...link, status: 'open', sort: 'due', page: String(page), pageSize: String(OPEN_TASKS_PAGE_SIZE) });

/** A task ticked done or open. */
export interface TaskStatusWrite {
  task: TaskListItem;
  status: TaskListItem['status'];
}

const lists = { queryKey: [...tasksApi.keys.all, 'list'] };

/**
 * A tick as an outbox write: its box turns at once in every loaded list, also with no network;
 * when the server has it the lists load again to move it between open and done, and a refusal
 * turns it back ('Error saving …').
 */
export const taskStatusWrite = (client: QueryClient) => ({
  mutationKey: outboxKey('task-status'),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  mutationFn: ({ task, status }: TaskStatusWrite) =>
    apiRequest(`${tasksApi.base}/${encodeURIComponent(task.id)}`, { method: 'PATCH', body: { status }, schema: TaskSchema }),
  onMutate: async ({ task, status }: TaskStatusWrite) => {
    await client.cancelQueries(lists);
    client.setQueriesData<TaskPage>(lists, (page) => page && { ...page, items: page.items.map((t) => (t.id === task.id ? { ...t, status } : t)) });
  },
  onError: (error: Error, { task }: TaskStatusWrite) => {
    client.setQueriesData<TaskPage>(lists, (page) => page && { ...page, items: page.items.map((t) => (t.id === task.id ? { ...t, status: task.status } : t)) });
    notifySaveFailed(error);
  },
  onSettled: () => client.invalidateQueries({ queryKey: tasksApi.keys.all }),
});

/** What a task list needs to tick tasks: the tick, and the tasks whose tick waits to be sent. */
export function useTaskStatus() {
  const tick = useMutation(taskStatusWrite(useQueryClient()));
  const waiting = new Set(useWaitingWrites<TaskStatusWrite>('task-status').map((write) => write.task.id));
  return { onStatus: (task: TaskListItem, status: TaskListItem['status']) => tick.mutate({ task, status }), waiting };
}
