import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { reservationTypes, type Reservation, type ReservationType } from '../../../../shared/reservations.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { reservationsApi, useRefreshTrips } from '../api/itinerary-api.js';
import { costText, localTimeText, reservationTitle, ReservationTypeIcon } from '../components/reservation-display.js';
import { ReservationEditor } from '../components/reservation-editor.js';

const PAGE_SIZE = 25;
/** The address that opens the new-reservation dialog over the list, so the one primary action is a link as on every list. */
const ADD = 'add';
const typeOptions = Object.entries(reservationTypes).map(([value, label]) => ({ value, label }));
const tripReservationsPath = (tripId: string) => `${buildPath(protectedPaths.trip, { id: tripId })}?tab=reservations`;

function columnsFor(edit: (r: Reservation) => void): Column<Reservation>[] {
  return [
    { key: 'start', label: 'Start', sort: 'start', render: (r) => localTimeText(r.start) },
    {
      key: 'type',
      label: 'Type',
      sort: 'type',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <ReservationTypeIcon type={r.type} size={18} decorative />
          <Text size="sm">{reservationTypes[r.type]}</Text>
        </Group>
      ),
    },
    {
      key: 'provider',
      label: 'Provider',
      sort: 'provider',
      render: (r) => (
        <Group gap={6}>
          <Anchor component="button" type="button" fw={500} onClick={() => edit(r)}>
            {reservationTitle(r)}
          </Anchor>
          {r.status === 'cancelled' ? (
            <Badge size="sm" color="red" variant="light">
              Cancelled
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'trip',
      label: 'Trip',
      render: (r) => (
        <Anchor component={Link} to={tripReservationsPath(r.trip.id)}>
          {r.trip.title}
        </Anchor>
      ),
    },
    { key: 'reservationNumber', label: 'Confirmation number', sort: 'reservationNumber', render: (r) => r.reservationNumber || '—' },
    { key: 'cost', label: 'Cost', sort: 'costMinor', align: 'right', render: costText },
  ];
}

/** `/protected/trips/reservations`: every reservation of every trip, searchable, sortable, filtered by type. */
export function ReservationsPage() {
  const list = useListParams('start');
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<ReservationType | null>(null);
  const query = list.query(PAGE_SIZE) + (type ? `&type=${type}` : '');
  const page = reservationsApi.useList(query);
  const remove = reservationsApi.useDelete();
  const refresh = useRefreshTrips();
  const [editing, setEditing] = useState<Reservation | undefined>(undefined);
  const adding = params.has(ADD);

  const withAdd = new URLSearchParams(params);
  withAdd.set(ADD, '1');
  const addTo = `${protectedPaths.reservations}?${withAdd.toString()}`;
  const closeAdd = () => {
    const next = new URLSearchParams(params);
    next.delete(ADD);
    setParams(next, { replace: true });
  };
  const deleteIds = (ids: string[]) =>
    remove.mutateAsync({ ids }).then(
      () => {
        notifySuccess(messages.recordDeleted);
        return refresh();
      },
      notifyDeleteFailed,
    );

  return (
    <ListPage title="Reservations" addLabel="Add reservation" addTo={addTo} search={list.value.search} onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()} csvUrl={reservationsApi.csvUrl(query)}>
      <Select
        label="Type"
        placeholder="All types"
        clearable
        data={typeOptions}
        value={type}
        onChange={(value) => {
          setType(value as ReservationType | null);
          list.update({ page: 1 });
        }}
        maw={240}
      />
      <DataTable
        label="Reservations"
        columns={columnsFor(setEditing)}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<Reservation>(setEditing, deleteAfter(messages.deleteRecord, deleteIds))}
        empty={
          <EmptyState
            text={type || list.value.search ? 'No reservations match.' : 'No reservations yet. Add the flights, hotels and cars of a trip to see it as a timeline.'}
            addLabel="Add reservation"
            addTo={addTo}
          />
        }
      />
      {editing ? <ReservationEditor reservation={editing} onClose={() => setEditing(undefined)} /> : null}
      {adding ? <ReservationEditor onClose={closeAdd} /> : null}
    </ListPage>
  );
}
