import { Anchor, Badge } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import type { PaymentType } from '../../../../shared/receipts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { paymentTypesApi } from '../api/settings-api.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.paymentType, { id });

const columns: Column<PaymentType>[] = [
  {
    key: 'ccName',
    label: 'Card',
    sort: 'ccName',
    render: (p) => (
      <Anchor component={Link} to={editPath(p.id)} fw={500}>
        {p.ccName}
      </Anchor>
    ),
  },
  { key: 'lastFour', label: 'Last four digits', sort: 'lastFour', render: (p) => `····${p.lastFour}` },
  { key: 'isDefault', label: 'Default', sort: 'isDefault', render: (p) => (p.isDefault ? <Badge variant="light">Default</Badge> : null) },
];

/** `/protected/settings/payments`: the cards receipts are paid with. */
export function PaymentTypesPage() {
  const navigate = useNavigate();
  const list = useListParams('ccName');
  const query = list.query(PAGE_SIZE);
  const page = paymentTypesApi.useList(query);
  const remove = paymentTypesApi.useDelete();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
  return (
    <ListPage
      title="Payment types"
      addLabel="Add payment type"
      addTo={editPath('new')}
      search={list.value.search}
      onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}
      csvUrl={paymentTypesApi.csvUrl(query)}
    >
      <DataTable
        label="Payment types"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<PaymentType>(
          (row) => void navigate(editPath(row.id)),
          deleteAfter(messages.deleteRecord, deleteIds),
        )}
        empty={<EmptyState text="No payment types yet. Add the cards you pay with; receipts paid by card then say which one." addLabel="Add payment type" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}
