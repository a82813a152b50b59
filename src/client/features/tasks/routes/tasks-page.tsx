import { Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import type { TaskListItem } from '../../../../shared/tasks.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import type { ListParams } from '../../../components/list-page/use-list-params.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { useHomeZone } from '../../../lib/profile.js';
import { tasksApi, tasksQuery, useTaskStatus } from '../api/tasks-api.js';
import { taskColumns } from '../components/task-cells.js';
import { TaskEditor } from '../components/task-editor.js';
import type { TaskLinks } from '../components/task-values.js';
import { useNow } from '../../../lib/use-now.js';

const PAGE_SIZE = 25;
const LINKS = ['tripId', 'projectId', 'assignmentId', 'customerId'] as const;

/** The row actions and bulk delete both tables share. */
function useTaskActions(edit: (task: TaskListItem) => void) {
  const remove = tasksApi.useDelete();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
  const rowActions = editDeleteActions<TaskListItem>(edit, deleteAfter(messages.deleteRecord, deleteIds));
  return { deleteIds, rowActions };
}

interface DoneTasksProps {
  filters: TaskLinks & { search: string };
  columns: Column<TaskListItem>[];
  edit: (task: TaskListItem) => void;
}

/** Done tasks, folded away under 'Done (n)', the most recently changed first. */
function DoneTasks({ filters, columns, edit }: DoneTasksProps) {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useState<ListParams>({ search: '', sort: 'updatedAt', order: 'desc', page: 1 });
  const query = tasksQuery({ ...filters, status: 'done', sort: params.sort, order: params.order, page: String(params.page), pageSize: String(PAGE_SIZE) });
  const page = tasksApi.useList(query);
  const { deleteIds, rowActions } = useTaskActions(edit);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap="xs">
      <Button variant="subtle" w="fit-content" leftSection={<Chevron size={16} />} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Done ({page.data?.total ?? 0})
      </Button>
      <Collapse expanded={open} keepMounted={false}>
        <DataTable
          label="Done tasks"
          columns={columns}
          rows={page.data?.items}
          total={page.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          params={params}
          onParams={(change) => setParams((p) => ({ ...p, ...change }))}
          onBulkDelete={deleteIds}
          rowActions={rowActions}
          empty={<Text c="dimmed">No done tasks yet.</Text>}
        />
      </Collapse>
    </Stack>
  );
}

/**
 * `/protected/tasks`: open tasks first (the overdue marked), by when due, ticked done in one click;
 * done tasks folded away below. `?tripId=` (or projectId, assignmentId, customerId) narrows to that
 * record's tasks; `?task=new` or `?task=<id>` has the editor open.
 */
export function TasksPage() {
  const list = useListParams('due');
  const [params, setParams] = useSearchParams();
  const home = useHomeZone();
  const now = useNow();
  const links: TaskLinks = Object.fromEntries(LINKS.map((key) => [key, params.get(key)]));
  const filtered = LINKS.some((key) => params.get(key));
  const editing = params.get('task');
  const withTask = (task: string | null) => {
    const next = new URLSearchParams(params);
    if (task) next.set('task', task);
    else next.delete('task');
    return next;
  };
  const edit = (task: TaskListItem) => setParams(withTask(task.id), { replace: true });

  const query = `${list.query(PAGE_SIZE)}&${tasksQuery({ ...links, status: 'open' })}`;
  const page = tasksApi.useList(query);
  const columns = taskColumns({ home, now, onEdit: edit, ...useTaskStatus() });
  const { deleteIds, rowActions } = useTaskActions(edit);
  const addTo = `?${withTask('new').toString()}`;

  return (
    <ListPage title="Tasks" addLabel="Add task" addTo={addTo} search={list.value.search} onSearch={(search) => list.update({ search })} onRefresh={() => page.refetch()} csvUrl={tasksApi.csvUrl(query)}>
      {filtered ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Showing the tasks of one record.
          </Text>
          <Anchor component={Link} to="?" size="sm">
            Show all tasks
          </Anchor>
        </Group>
      ) : null}
      <DataTable
        label="Open tasks"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={rowActions}
        empty={<EmptyState text={list.value.search ? 'No open tasks match.' : 'No open tasks. Add one with a due date to see it here and on the dashboard.'} addLabel="Add task" addTo={addTo} />}
      />
      <DoneTasks filters={{ ...links, search: list.value.search }} columns={columns} edit={edit} />
      {editing ? <TaskEditor taskId={editing === 'new' ? undefined : editing} links={links} onClose={() => setParams(withTask(null), { replace: true })} /> : null}
    </ListPage>
  );
}
