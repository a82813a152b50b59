import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import type { TaskListItem } from '../../../../shared/tasks.js';
import { DataTable, deleteAfter, editDeleteActions } from '../../../components/list-page/data-table.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { useHomeZone } from '../../../lib/profile.js';
import { OPEN_TASKS_PAGE_SIZE, openTasksQuery, tasksApi, tasksQuery, useTaskStatus } from '../api/tasks-api.js';
import { useNow } from '../../../lib/use-now.js';
import { taskColumns } from './task-cells.js';
import { TaskEditor } from './task-editor.js';

const LIST_PARAMS = { search: '', sort: 'due', order: 'asc', page: 1 } as const;

/**
 * The 'Tasks' section of a trip's or project's page: its open tasks by when due (the overdue
 * marked), ticked done in one click, and 'Add task' linked to the record.
 */
export function OpenTasks({ link }: { link: { tripId: string } | { projectId: string } }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const home = useHomeZone();
  const now = useNow();
  const tasks = tasksApi.useList(openTasksQuery(link, page));
  const status = useTaskStatus();
  const remove = tasksApi.useDelete();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
  const edit = (task: TaskListItem) => setEditing(task.id);
  const allTasks = `${protectedPaths.tasks}?${tasksQuery(link)}`;

  let body;
  if (tasks.error) body = <Text c="red">{tasks.error instanceof ApiError ? tasks.error.message : messages.internalServerError}</Text>;
  else if (!tasks.data) body = <Skeleton h={80} />;
  else
    body = (
      <DataTable
        label="Open tasks"
        columns={taskColumns({ home, now, onEdit: edit, ...status, withAbout: false, sortable: false })}
        rows={tasks.data.items}
        total={tasks.data.total}
        pageSize={OPEN_TASKS_PAGE_SIZE}
        params={{ ...LIST_PARAMS, page }}
        onParams={(change) => setPage(change.page ?? 1)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<TaskListItem>(edit, deleteAfter(messages.deleteRecord, deleteIds))}
        empty={<Text c="dimmed" size="sm">No open tasks.</Text>}
      />
    );

  return (
    <RecordSection
      title="Tasks"
      action={
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={allTasks} size="sm">
            All tasks
          </Anchor>
          <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Add task
          </Button>
        </Group>
      }
    >
      {body}
      {editing !== undefined ? <TaskEditor taskId={editing ?? undefined} links={link} onClose={() => setEditing(undefined)} /> : null}
    </RecordSection>
  );
}
