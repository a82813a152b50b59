import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import type { TaskListItem } from '../../../../shared/tasks.js';
import type { Column } from '../../../components/list-page/data-table.js';
import { formatDue, isOverdue } from '../utils/due.js';

const priorityColor = { low: 'gray', normal: 'blue', high: 'orange' } as const;
const priorityLabel = { low: 'Low', normal: 'Normal', high: 'High' } as const;

/** What the task is about, each a link to its record. */
function AboutLinks({ task }: { task: TaskListItem }) {
  const links = [
    task.trip && { key: 'trip', label: `Trip: ${task.trip.name}`, to: buildPath(protectedPaths.trip, { id: task.trip.id }) },
    task.project && { key: 'project', label: `Project: ${task.project.name}`, to: buildPath(protectedPaths.project, { id: task.project.id }) },
    task.assignment && { key: 'assignment', label: `Assignment: ${task.assignment.name}`, to: buildPath(protectedPaths.assignment, { id: task.assignment.id }) },
    task.customer && { key: 'customer', label: `Customer: ${task.customer.name}`, to: buildPath(protectedPaths.customer, { id: task.customer.id }) },
  ].filter((l): l is { key: string; label: string; to: string } => Boolean(l));
  return (
    <Stack gap={0}>
      {links.map((l) => (
        <Anchor key={l.key} component={Link} to={l.to} size="sm">
          {l.label}
        </Anchor>
      ))}
    </Stack>
  );
}

interface TaskColumnsOptions {
  home: string;
  now: number;
  onStatus: (task: TaskListItem, status: TaskListItem['status']) => void;
  /** The tasks whose tick waits to be sent (made with no network). */
  waiting: ReadonlySet<string>;
  onEdit: (task: TaskListItem) => void;
  /** Leaves out what the page already says (the trip on the trip's own page). */
  withAbout?: boolean;
  /** False where the list keeps one order (open tasks by when due) and headers do not sort. */
  sortable?: boolean;
}

/** The columns of a task list: done box, title (with 'Overdue'), due, priority and what it is about. */
export function taskColumns({ home, now, onStatus, waiting, onEdit, withAbout = true, sortable = true }: TaskColumnsOptions): Column<TaskListItem>[] {
  const columns: Column<TaskListItem>[] = [
    {
      key: 'done',
      label: 'Done',
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          <Checkbox aria-label={`Done: ${t.title}`} checked={t.status === 'done'} onChange={(e) => onStatus(t, e.currentTarget.checked ? 'done' : 'open')} />
          {waiting.has(t.id) ? <IconCloudUpload size={16} role="img" aria-label={`Task ${t.title} waiting to be sent`} /> : null}
        </Group>
      ),
    },
    {
      key: 'title',
      label: 'Title',
      sort: 'title',
      render: (t) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component="button" type="button" fw={500} ta="left" td={t.status === 'done' ? 'line-through' : undefined} onClick={() => onEdit(t)}>
            {t.title}
          </Anchor>
          {isOverdue(t, now) ? (
            <Badge color="red" size="sm">
              Overdue
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'due',
      label: 'Due',
      sort: 'due',
      render: (t) => (
        <Text size="sm" c={isOverdue(t, now) ? 'red.4' : undefined}>
          {formatDue(t, home)}
        </Text>
      ),
    },
    {
      key: 'priority',
      label: 'Priority',
      sort: 'priority',
      render: (t) => (
        <Badge variant="light" size="sm" color={priorityColor[t.priority]}>
          {priorityLabel[t.priority]}
        </Badge>
      ),
    },
  ];
  if (withAbout) columns.push({ key: 'about', label: 'About', render: (t) => <AboutLinks task={t} /> });
  return sortable ? columns : columns.map(({ key, label, render }) => ({ key, label, render }));
}
