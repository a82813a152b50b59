import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import type { ReceiptType } from '../../../../shared/receipts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { receiptTypesApi } from '../api/settings-api.js';
import { ReceiptTypeIcon } from '../components/receipt-type-icon.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.receiptType, { id });

const columns: Column<ReceiptType>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (t) => (
      <Group gap="xs" wrap="nowrap">
        <ReceiptTypeIcon icon={t.icon} />
        <Anchor component={Link} to={editPath(t.id)} fw={500}>
          {t.name}
        </Anchor>
      </Group>
    ),
  },
  { key: 'receipts', label: 'Receipts', sort: 'receipts', align: 'right', render: (t) => t.receipts },
];

/** `/protected/settings/receipts`: what receipts are for (Airfare, Meals, …). */
export function ReceiptTypesPage() {
  const navigate = useNavigate();
  const list = useListParams('name');
  const query = list.query(PAGE_SIZE);
  const page = receiptTypesApi.useList(query);
  const remove = receiptTypesApi.useDelete();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
  return (
    <ListPage
      title="Receipt types"
      addLabel="Add receipt type"
      addTo={editPath('new')}
      search={list.value.search}
      onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}
      csvUrl={receiptTypesApi.csvUrl(query)}
    >
      <DataTable
        label="Receipt types"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<ReceiptType>(
          (row) => void navigate(editPath(row.id)),
          deleteAfter(messages.deleteRecord, deleteIds),
        )}
        empty={<EmptyState text="No receipt types. Add what your receipts are for, such as Meals or Lodging." addLabel="Add receipt type" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}
