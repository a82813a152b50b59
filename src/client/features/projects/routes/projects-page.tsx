import { Anchor, Badge, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { formatMoney } from '../../../../shared/money.js';
import type { ProjectListItem } from '../../../../shared/projects.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { confirmDeleteWithLinked, deleteOrOfferDetach } from '../../../lib/delete-record.js';
import { formatDate } from '../../../lib/format.js';
import { projectsApi } from '../api/projects-api.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.project, { id });
const date = (d: string | null) => (d ? formatDate(d) : '—');
const KEEP = 'Keep project';

const columns: Column<ProjectListItem>[] = [
  {
    key: 'projectNumber',
    label: 'Project number',
    sort: 'projectNumber',
    render: (p) => (
      <>
        <Anchor component={Link} to={editPath(p.id)} fw={500}>
          {p.projectNumber}
        </Anchor>
        {p.name ? (
          <Text c="dimmed" size="xs" lineClamp={1}>
            {p.name}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'active',
    label: 'Active',
    sort: 'active',
    render: (p) => (
      <Badge size="sm" variant="light" color={p.active ? 'green' : 'gray'}>
        {p.active ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  { key: 'startDate', label: 'Start date', sort: 'startDate', render: (p) => date(p.startDate) },
  { key: 'endDate', label: 'End date', sort: 'endDate', render: (p) => date(p.endDate) },
  { key: 'budget', label: 'Budget', sort: 'budgetMinor', align: 'right', render: (p) => (p.budgetMinor === null ? '—' : formatMoney(p.budgetMinor, p.budgetCurrency)) },
  { key: 'trips', label: 'Trips*', sort: 'trips', align: 'right', render: (p) => p.trips },
  { key: 'receipts', label: 'Receipts*', sort: 'receipts', align: 'right', render: (p) => p.receipts },
  { key: 'spent', label: 'Spent*', sort: 'spentMinor', align: 'right', render: (p) => formatMoney(p.spentMinor, p.budgetCurrency) },
  { key: 'timecards', label: 'Timecards*', sort: 'timecards', align: 'right', render: (p) => p.timecards },
  { key: 'hours', label: 'Hours claimed*', sort: 'hoursClaimed', align: 'right', render: (p) => p.hoursClaimed.toFixed(2) },
];

/** `/protected/projects`: projects with their live figures. */
export function ProjectsPage() {
  const navigate = useNavigate();
  const list = useListParams('projectNumber');
  const [active, setActive] = useState('all');
  const query = list.query(PAGE_SIZE) + (active === 'all' ? '' : `&active=${active}`);
  const page = projectsApi.useList(query);
  const remove = projectsApi.useDelete();
  const deleteIds = (ids: string[]) => deleteOrOfferDetach({ remove: (linked) => remove.mutateAsync({ ids, linked }), keepLabel: KEEP });

  return (
    <ListPage title="Projects" addLabel="Add project" addTo={editPath('new')} search={list.value.search} onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()} csvUrl={projectsApi.csvUrl(query)}>
      <SegmentedControl
        aria-label="Show"
        value={active}
        onChange={(value) => {
          setActive(value);
          list.update({ page: 1 });
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Inactive' },
        ]}
        w="fit-content"
      />
      <DataTable
        label="Projects"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<ProjectListItem>(
          (p) => void navigate(editPath(p.id)),
          (p) => confirmDeleteWithLinked(messages.deleteProject, { remove: (linked) => remove.mutateAsync({ ids: [p.id], linked }), keepLabel: KEEP }),
        )}
        empty={<EmptyState text={'No projects yet. Add one to track its budget, stakeholders and hours.'} addLabel="Add project" addTo={editPath('new')} />}
      />
      <Text size="xs" c="dimmed">
        * Calculated live from the linked records
      </Text>
    </ListPage>
  );
}
