import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { defaultSettings } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import type { Reservation } from '../../../../shared/reservations.js';
import { confirmLeave } from '../../../components/confirm.js';
import { confirmDeleteRecord } from '../../../lib/delete-record.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { showSubmitError } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useHomeZone, useProfile } from '../../../lib/profile.js';
import { reservationsApi, useRefreshTrips } from '../api/itinerary-api.js';
import { tripsApi } from '../api/trips-api.js';
import { reservationTitle } from './reservation-display.js';
import { ReservationFields } from './reservation-fields.js';
import { reservationBodyOf, reservationValuesOf, validateReservation, type ReservationDefaults, type ReservationValues } from './reservation-values.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';

interface ReservationEditorProps {
  /** The reservation to change; a new one when absent. */
  reservation?: Reservation | undefined;
  /** The trip a new reservation belongs to; without it, the dialog asks which trip. */
  tripId?: string | undefined;
  onClose: () => void;
}

const NEW_TITLE = 'Add reservation';

/**
 * Adds or changes a reservation in a dialog, over a trip or the list of all reservations. A new
 * one starts in its trip's currency and start zone (else the user's home ones), so waits for them.
 */
export function ReservationEditor({ reservation, tripId, onClose }: ReservationEditorProps) {
  const profile = useProfile();
  const homeZone = useHomeZone();
  const trip = tripsApi.useRecord(reservation ? undefined : tripId);
  const phone = useMediaQuery('(max-width: 48em)');

  if (!reservation && (profile.isLoading || trip.isLoading)) {
    return (
      <Modal opened onClose={onClose} title={NEW_TITLE} size="xl" fullScreen={phone}>
        <Loader aria-label={messages.systemLoading} />
      </Modal>
    );
  }
  const start = trip.data?.start;
  const defaults: ReservationDefaults = {
    tripId: tripId ?? null,
    start: start ? { local: start.local, zone: start.zone } : { local: '', zone: homeZone },
    currency: trip.data?.currency ?? profile.data?.settings.currency ?? defaultSettings.currency,
  };
  return <ReservationDialog reservation={reservation} defaults={defaults} withTrip={!reservation && !tripId} fullScreen={phone} onClose={onClose} />;
}

interface DialogProps {
  reservation: Reservation | undefined;
  defaults: ReservationDefaults;
  withTrip: boolean;
  fullScreen: boolean;
  onClose: () => void;
}

function ReservationDialog({ reservation, defaults, withTrip, fullScreen, onClose }: DialogProps) {
  const formId = useId();
  const save = reservationsApi.useSave();
  const remove = reservationsApi.useDelete();
  const refresh = useRefreshTrips();
  const form = useForm<ReservationValues>({ initialValues: reservationValuesOf(defaults, reservation), validate: validateReservation });

  const close = () => (form.isDirty() ? confirmLeave({ onLeave: onClose }) : onClose());
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: reservation?.id, body: reservationBodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess(messages.recordSaved);
          // The timeline, proposals and figures derive from reservations.
          void refresh();
          onClose();
        },
        onError: (error) => showSubmitError(form, error),
      },
    ),
  );
  const deleteReservation = (id: string) =>
    confirmDeleteRecord(
      () => remove.mutateAsync({ ids: [id] }),
      () => {
        void refresh();
        onClose();
      },
    );

  return (
    <Modal opened onClose={close} title={reservation ? reservationTitle(reservation) : NEW_TITLE} size="xl" fullScreen={fullScreen}>
      <Stack gap="md">
        <form id={formId} onSubmit={submit} noValidate>
          <ReservationFields form={form} withTrip={withTrip} />
        </form>
        {reservation ? (
          <>
            <NotesSection area="reservations" recordId={reservation.id} />
            <DocumentsSection area="reservations" recordId={reservation.id} />
          </>
        ) : (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the reservation is saved.
          </Text>
        )}
        <ModalEditorFooter
          sticky
          formId={formId}
          saving={save.isPending}
          onCancel={close}
          onDelete={reservation ? () => deleteReservation(reservation.id) : undefined}
        />
      </Stack>
    </Modal>
  );
}
