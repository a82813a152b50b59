import { Anchor, Badge, Button, Group, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { IconMailForward, IconPlaneDeparture, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { formatMoney } from '../../../../shared/money.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import type { Zoned } from '../../../../shared/time.js';
import { tripViews, type TripListItem, type TripView } from '../../../../shared/trips.js';
import { DataTable, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { confirmDeleteWithLinked, deleteOrOfferDetach } from '../../../lib/delete-record.js';
import { formatDate, zoneAbbreviation } from '../../../lib/format.js';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { tripsApi } from '../api/trips-api.js';
import { YearSummaryCard } from '../components/trip-summary-card.js';
import { ImportButton } from '../../imports/components/import-button.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.trip, { id });
const KEEP = 'Keep trip';

type View = 'all' | TripView;
const views: { value: View; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'unpaid', label: 'Unpaid' },
];
/** The views that compare with a moment: the browser's clock, taken when the view is chosen (a new one on every render would refetch forever). */
const timedViews: readonly View[] = ['upcoming', 'active'];

// Trips cross zones: a start always names its zone, so '09:00 CET' and '09:00 EST' never read alike.
const when = (at: Zoned | null) => (at ? `${formatDate(at.local.slice(0, 10))} ${at.local.slice(11, 16)} ${zoneAbbreviation(at.zone, at.at)}` : '—');
const money = (minor: number | null, currency: string) => (minor === null ? '—' : formatMoney(minor, currency));
/** What is still to be reimbursed, in the home currency: spent less what was received. */
const owed = (t: TripListItem) => t.spentMinor - (t.receivedMinor ?? 0);

const columns: Column<TripListItem>[] = [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (t) => (
      <>
        <Anchor component={Link} to={editPath(t.id)} fw={500}>
          {t.title}
        </Anchor>
        {t.address ? (
          <Text c="dimmed" size="xs" lineClamp={1}>
            {t.address}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'customer', label: 'Customer', render: (t) => t.customer?.name ?? '—' },
  { key: 'start', label: 'Start', sort: 'start', render: (t) => when(t.start) },
  { key: 'end', label: 'End', sort: 'end', render: (t) => when(t.end) },
  { key: 'estimatedCost', label: 'Estimated cost', sort: 'estimatedCostMinor', align: 'right', render: (t) => money(t.estimatedCostMinor, t.currency) },
  { key: 'budget', label: 'Budget', sort: 'budgetMinor', align: 'right', render: (t) => money(t.budgetMinor, t.currency) },
  { key: 'spent', label: 'Spent*', sort: 'spentMinor', align: 'right', render: (t) => formatMoney(t.spentMinor, t.homeCurrency) },
  { key: 'workHours', label: 'Work hours*', sort: 'workHours', align: 'right', render: (t) => t.workHours.toFixed(2) },
  { key: 'travelHours', label: 'Travel hours*', sort: 'travelHours', align: 'right', render: (t) => t.travelHours.toFixed(2) },
  {
    key: 'paid',
    label: 'Paid',
    sort: 'paid',
    render: (t) => (
      <Badge size="sm" variant="light" color={t.paid ? 'green' : 'gray'}>
        {t.paid ? 'Paid' : 'Unpaid'}
      </Badge>
    ),
  },
];
const owedColumn: Column<TripListItem> = { key: 'owed', label: 'Amount owed', align: 'right', render: (t) => formatMoney(owed(t), t.homeCurrency) };

const emptyText: Record<View, string> = {
  all: 'No trips yet. Add one to plan its itinerary and reservations and to track what it costs.',
  upcoming: 'No upcoming trips.',
  active: 'No trip is under way right now.',
  unpaid: 'Every trip is paid.',
};

/** The years a trip list is usually filtered by: next year and the nine before this one. */
function recentYears() {
  const next = new Date().getFullYear() + 1;
  return Array.from({ length: 11 }, (_, i) => String(next - i));
}

interface Filters {
  customerId: string | null;
  projectId: string | null;
  year: string | null;
}
type Chosen = Filters & { view: View };

const chosenIn = (params: URLSearchParams): Chosen => {
  const view = params.get('view');
  return {
    view: tripViews.find((v) => v === view) ?? 'all',
    customerId: params.get('customerId'),
    projectId: params.get('projectId'),
    year: params.get('year'),
  };
};

/**
 * The view and filters, read from the URL (a reload, or a link such as `?view=upcoming`) and
 * written back to it on change, going back to the first page. They live in state as well:
 * useListParams rewrites the query with its own keys on a sort, a search or another page.
 */
function useTripFilters() {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState(() => chosenIn(params));
  const change = (values: Partial<Chosen>) => {
    const next = { ...chosen, ...values };
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value && !(key === 'view' && value === 'all')) search.set(key, value);
      else search.delete(key);
    }
    search.delete('page');
    setChosen(next);
    setParams(search, { replace: true });
  };
  return { chosen, change };
}

function TripFilters({ value, onChange }: { value: Filters; onChange: (change: Partial<Filters>) => void }) {
  const customers = useCustomerOptions();
  const projects = useProjectOptions(value.customerId);
  const [recent] = useState(recentYears);
  const years = value.year && !recent.includes(value.year) ? [value.year, ...recent] : recent;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
      <Select
        label="Customer"
        placeholder="Any customer"
        clearable
        searchable
        data={customers.data ?? []}
        value={value.customerId}
        // Another customer's project would find nothing.
        onChange={(customerId) => onChange(customerId ? { customerId, projectId: null } : { customerId })}
      />
      <Select label="Project" placeholder="Any project" clearable searchable data={projects.data ?? []} value={value.projectId} onChange={(projectId) => onChange({ projectId })} />
      <Select label="Year" placeholder="Any year" clearable data={years} value={value.year} onChange={(year) => onChange({ year })} />
    </SimpleGrid>
  );
}

/** `/protected/trips`: all, upcoming, active and unpaid trips, with their live figures. */
export function TripsPage() {
  const navigate = useNavigate();
  const list = useListParams('start');
  const { chosen, change } = useTripFilters();
  const { view, ...filters } = chosen;
  const [at, setAt] = useState(() => new Date().toISOString());

  const extra = new URLSearchParams();
  if (view !== 'all') extra.set('view', view);
  if (timedViews.includes(view)) extra.set('at', at);
  if (filters.customerId) extra.set('customerId', filters.customerId);
  if (filters.projectId) extra.set('projectId', filters.projectId);
  if (filters.year) extra.set('year', filters.year);
  const query = [list.query(PAGE_SIZE), extra.toString()].filter(Boolean).join('&');
  const page = tripsApi.useList(query);
  const remove = tripsApi.useDelete();
  const deleteIds = (ids: string[]) => deleteOrOfferDetach({ remove: (linked) => remove.mutateAsync({ ids, linked }), keepLabel: KEEP });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <ListPage title="Trips" addLabel="Add trip" addTo={editPath('new')} search={list.value.search} onSearch={(search) => list.update({ search })} onRefresh={() => page.refetch()} csvUrl={tripsApi.csvUrl(query)}>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => {
            setAt(new Date().toISOString());
            change({ view: value });
          }}
          data={views}
        />
        <Group gap="xs">
          <Button component={Link} to={protectedPaths.reservations} variant="default" leftSection={<IconTicket size={16} />}>
            Reservations
          </Button>
          <Button component={Link} to={protectedPaths.activeTrip} variant="default" leftSection={<IconPlaneDeparture size={16} />}>
            Active trip
          </Button>
          <Button component={Link} to={protectedPaths.imports} variant="default" leftSection={<IconMailForward size={16} />}>
            Imports
          </Button>
          <ImportButton />
        </Group>
      </Group>
      <TripFilters value={filters} onChange={change} />
      {filters.year ? <YearSummaryCard year={Number(filters.year)} /> : null}
      <DataTable
        label="Trips"
        columns={view === 'unpaid' ? [...columns.slice(0, 4), owedColumn, ...columns.slice(4)] : columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<TripListItem>(
          (t) => void navigate(editPath(t.id)),
          (t) => confirmDeleteWithLinked(messages.deleteTrip, { remove: (linked) => remove.mutateAsync({ ids: [t.id], linked }), keepLabel: KEEP }),
        )}
        empty={<EmptyState text={filtered || list.value.search ? 'No trips match.' : emptyText[view]} addLabel="Add trip" addTo={editPath('new')} />}
      />
      <Text size="xs" c="dimmed">
        * Calculated live from the linked records
      </Text>
    </ListPage>
  );
}
