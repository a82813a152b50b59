import { Badge, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Reservation } from '../../../../shared/reservations.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { ImportButton } from '../../imports/components/import-button.js';
import { useTripReservations } from '../api/itinerary-api.js';
import { costText, localTimeText, reservationTitle, ReservationTypeIcon } from './reservation-display.js';
import { ReservationEditor } from './reservation-editor.js';
import classes from './reservation-rows.module.css';

/** One reservation as a row: what, when (local time and zone), its number, whether cancelled, what it cost. */
function ReservationRow({ reservation: r, onOpen }: { reservation: Reservation; onOpen: () => void }) {
  const meta = [localTimeText(r.start), r.reservationNumber ? `Confirmation ${r.reservationNumber}` : ''].filter(Boolean).join(' · ');
  return (
    <li className={classes.item}>
      <UnstyledButton className={classes.row} onClick={onOpen}>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <ReservationTypeIcon type={r.type} />
          <Stack gap={2} flex={1} miw={0}>
            <Group gap="xs" className={classes.title}>
              <Text fw={500} td={r.status === 'cancelled' ? 'line-through' : undefined}>
                {reservationTitle(r)}
              </Text>
              {r.status === 'cancelled' ? (
                <Badge size="sm" color="red" variant="light">
                  Cancelled
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {meta}
            </Text>
          </Stack>
          <Text size="sm" ta="right">
            {r.costMinor === null ? '' : costText(r)}
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/**
 * A trip's reservations in the order they start, each opened in the editor dialog; 'Add
 * reservation' adds one to this trip.
 */
export function ReservationsSection({ tripId }: { tripId: string }) {
  // The trip page's one itinerary call carries them, in start order.
  const list = useTripReservations(tripId);
  // undefined: closed; null: a new reservation; else the one being changed.
  const [editing, setEditing] = useState<Reservation | null | undefined>(undefined);
  const items = list.data;

  let body = (
    <Stack gap="xs" aria-hidden>
      <Skeleton h={48} />
      <Skeleton h={48} />
    </Stack>
  );
  if (items?.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        No reservations yet. Add flights, hotels, cars and tables to see the trip as a timeline.
      </Text>
    );
  } else if (items) {
    body = (
      <ul className={classes.list} aria-label="Reservations">
        {items.map((r) => (
          <ReservationRow key={r.id} reservation={r} onOpen={() => setEditing(r)} />
        ))}
      </ul>
    );
  }

  return (
    <RecordSection
      title="Reservations"
      action={
        <Group gap="xs">
          <ImportButton tripId={tripId} />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Add reservation
          </Button>
        </Group>
      }
    >
      {body}
      {editing !== undefined ? <ReservationEditor reservation={editing ?? undefined} tripId={tripId} onClose={() => setEditing(undefined)} /> : null}
    </RecordSection>
  );
}
