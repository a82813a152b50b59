import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TaskPageSchema, TaskSchema, type TaskListItem } from '../../../../shared/tasks.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
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

/**
 * Marks a task done or open in one click: its box turns at once in every loaded list, the lists
 * load again to move it between open and done, and a refusal turns it back ('Error saving …').
 */
export function useSetTaskStatus() {
  const client = useQueryClient();
  const lists = { queryKey: [...tasksApi.keys.all, 'list'] };
  return useMutation({
    mutationFn: ({ task, status }: { task: TaskListItem; status: TaskListItem['status'] }) =>
      apiRequest(`${tasksApi.base}/${encodeURIComponent(task.id)}`, { method: 'PATCH', body: { status }, schema: TaskSchema }),
    onMutate: async ({ task, status }) => {
      await client.cancelQueries(lists);
      const before = client.getQueriesData<TaskPage>(lists);
      client.setQueriesData<TaskPage>(lists, (page) =>
        page ? { ...page, items: page.items.map((t) => (t.id === task.id ? { ...t, status } : t)) } : page,
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      notifySaveFailed(error);
    },
    onSettled: async () => client.invalidateQueries({ queryKey: tasksApi.keys.all }),
  });
}
