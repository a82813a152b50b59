import { ActionIcon, Button, Card, Checkbox, Group, Menu, Pagination, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconDots, IconPencil, IconSelector, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages.js';
import { confirmDestructive } from '../confirm.js';
import type { ListParams } from './use-list-params.js';

export interface Column<T> {
  key: string;
  label: string;
  /** The API's sort key for this column; not sortable when absent. */
  sort?: string;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
}

export interface RowAction<T> {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: (row: T) => void;
}

/** The row actions every list has: open the editor; delete after the area's own question. */
export function editDeleteActions<T>(edit: (row: T) => void, remove: (row: T) => void): RowAction<T>[] {
  return [
    { label: 'Edit', icon: <IconPencil size={16} />, onClick: edit },
    { label: 'Delete', icon: <IconTrash size={16} />, color: 'red', onClick: remove },
  ];
}

/** A Delete row action with nothing linked to ask about: the area's question, then `deleteIds`. */
export const deleteAfter =
  (question: string, deleteIds: (ids: string[]) => Promise<unknown>) =>
  (row: { id: string }) =>
    confirmDestructive({ question, onConfirm: () => void deleteIds([row.id]) });

/** What a list shows when it has nothing: one sentence and the primary action. */
export function EmptyState({ text, addLabel, addTo }: { text: string; addLabel: string; addTo: string }) {
  return (
    <Stack align="flex-start" gap="xs">
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={addTo} variant="light">
        {addLabel}
      </Button>
    </Stack>
  );
}

interface DataTableProps<T extends { id: string }> {
  /** Names the table for screen readers and tests, e.g. 'Customers'. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number;
  pageSize: number;
  params: ListParams;
  onParams: (change: Partial<ListParams>) => void;
  rowActions: RowAction<T>[];
  /** Deletes the selected rows after 'Proceed deleting {records} record(s)?'. */
  onBulkDelete: (ids: string[]) => Promise<unknown>;
  /** One sentence and the primary action, shown when there is nothing yet. */
  empty: ReactNode;
}

/**
 * The list table every area shares: sortable headers, row selection with a bulk bar, a row-action
 * menu, pagination with the total, skeletons while loading, an empty state, and a card per row on
 * a phone.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { label, columns, rows, total, pageSize, params, onParams, rowActions, onBulkDelete, empty } = props;
  const phone = useMediaQuery('(max-width: 48em)');
  const [selected, setSelected] = useState<string[]>([]);
  const visible = rows ?? [];
  const allSelected = visible.length > 0 && visible.every((r) => selected.includes(r.id));
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const bulkDelete = () =>
    confirmDestructive({
      question: messages.proceedDeleting(selected.length),
      onConfirm: () => void onBulkDelete(selected).then(() => setSelected([])),
    });

  const actionsMenu = (row: T) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label="Actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rowActions.map((a) => (
          <Menu.Item key={a.label} leftSection={a.icon} color={a.color} onClick={() => a.onClick(row)}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const header = (column: Column<T>) => {
    if (!column.sort) return column.label;
    const active = params.sort === column.sort;
    const Icon = !active ? IconSelector : params.order === 'asc' ? IconChevronUp : IconChevronDown;
    return (
      <UnstyledButton
        onClick={() => onParams({ sort: column.sort, order: active && params.order === 'asc' ? 'desc' : 'asc' })}
        aria-label={`Sort by ${column.label}`}
      >
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={600} size="sm">
            {column.label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };

  let body: ReactNode;
  if (!rows) {
    body = (
      <Stack gap="xs" aria-hidden>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={36} />
        ))}
      </Stack>
    );
  } else if (rows.length === 0) {
    body = empty;
  } else if (phone) {
    body = (
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Checkbox aria-label="Select row" checked={selected.includes(row.id)} onChange={() => toggle(row.id)} />
              <Stack gap={2} flex={1} miw={0}>
                {columns.map((c) => (
                  <Group key={c.key} gap="xs" wrap="nowrap">
                    <Text size="xs" c="dimmed" w={96}>
                      {c.label}
                    </Text>
                    <div>{c.render(row)}</div>
                  </Group>
                ))}
              </Stack>
              {actionsMenu(row)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all rows"
                  checked={allSelected}
                  indeterminate={!allSelected && selected.length > 0}
                  onChange={() => setSelected(allSelected ? [] : visible.map((r) => r.id))}
                />
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} ta={c.align ?? 'left'}>
                  {header(c)}
                </Table.Th>
              ))}
              {/* Named for screen readers; the column only holds each row's menu button, so it stays narrow. */}
              <Table.Th w={48}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox aria-label="Select row" checked={selected.includes(row.id)} onChange={() => toggle(row.id)} />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align ?? 'left'}>
                    {c.render(row)}
                  </Table.Td>
                ))}
                <Table.Td>{actionsMenu(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      {selected.length > 0 ? (
        <Group justify="space-between" role="region" aria-label="Selection">
          <Text size="sm">{selected.length} selected</Text>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={bulkDelete}>
            Delete selected
          </Button>
        </Group>
      ) : null}
      {body}
      {rows && rows.length > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} record{total === 1 ? '' : 's'}
          </Text>
          {pages > 1 ? <Pagination total={pages} value={params.page} onChange={(page) => onParams({ page })} size="sm" /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}
