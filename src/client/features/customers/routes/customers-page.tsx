import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { CustomerListItem } from '../../../../shared/customers.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { customersApi } from '../api/customers-api.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.customer, { id });

const columns: Column<CustomerListItem>[] = [
  {
    key: 'name',
    label: 'Customer',
    sort: 'name',
    render: (c) => (
      <Anchor component={Link} to={editPath(c.id)} fw={500}>
        {c.name}
      </Anchor>
    ),
  },
  {
    key: 'info',
    label: 'Info',
    sort: 'info',
    render: (c) => (
      <Stack gap={4}>
        <Text size="sm" lineClamp={2}>
          {c.info}
        </Text>
        {c.tags.length > 0 ? (
          <Group gap={4}>
            {c.tags.map((t) => (
              <Badge key={t.key} variant="light" size="sm">
                {t.key}: {t.value}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    ),
  },
];

/** `/protected/customers`: the customers list. */
export function CustomersPage() {
  const navigate = useNavigate();
  const list = useListParams('name');
  const query = list.query(PAGE_SIZE);
  const page = customersApi.useList(query);
  const remove = customersApi.useDelete();
  const deleteIds = (ids: string[]) =>
    remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);

  return (
    <ListPage
      title="Customers"
      addLabel="Add customer"
      addTo={buildPath(protectedPaths.customer, { id: 'new' })}
      search={list.value.search}
      onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}
      csvUrl={customersApi.csvUrl(query)}
    >
      <DataTable
        label="Customers"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<CustomerListItem>((row) => void navigate(editPath(row.id)), deleteAfter(messages.deleteRecord, deleteIds))}
        empty={<EmptyState text={list.value.search ? 'No customer matches this search.' : 'No customers yet. Add the first one to link its contacts, addresses and projects.'} addLabel="Add customer" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}
