import { Alert, Modal, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useEffect, useId, useRef, type RefObject } from 'react';
import { defaultSettings } from '../../../../shared/account.js';
import { ItineraryEventInputSchema, itineraryEventTypes, type ItineraryEvent, type ItineraryEventType } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { fromMinorUnits } from '../../../../shared/money.js';
import { AddressSearch } from '../../../components/address-search.js';
import { confirmLeave } from '../../../components/confirm.js';
import { confirmDeleteRecord } from '../../../lib/delete-record.js';
import { ZonedField, type ZonedValue } from '../../../components/zoned-field.js';
import { ApiError } from '../../../lib/api-error.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { browserZone, useProfile } from '../../../lib/profile.js';
import { useItineraryEvents, useSaveItineraryEvent } from '../api/itinerary-api.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';

interface Values {
  type: ItineraryEventType;
  title: string;
  start: ZonedValue;
  end: ZonedValue;
  place: string;
  address: string;
  cost: string;
  currency: string;
  confirmation: string;
}

const typeOptions = Object.entries(itineraryEventTypes).map(([value, label]) => ({ value, label }));
const currencies = Intl.supportedValuesOf('currency');

// The zone and currency lists hold about a thousand options: typing in another field must not redraw
// them. Their change handlers are left out of the comparison, as they only write into the form.
const ZoneFields = memo(ZonedField, (a, b) => a.value === b.value && a.error === b.error && a.label === b.label);
const CurrencySelect = memo(
  function CurrencySelect({ value, error, onPick }: { value: string; error: string | undefined; onPick: (currency: string) => void }) {
    return <Select label="Currency" searchable data={currencies} allowDeselect={false} value={value} error={error} onChange={(code) => code && onPick(code)} />;
  },
  (a, b) => a.value === b.value && a.error === b.error,
);

const valuesOf = (defaults: { zone: string; currency: string; start: string }, event?: ItineraryEvent): Values => ({
  type: event?.type ?? 'activity',
  title: event?.title ?? '',
  start: event ? { local: event.start.local, zone: event.start.zone } : { local: defaults.start, zone: defaults.zone },
  end: event?.end ? { local: event.end.local, zone: event.end.zone } : { local: '', zone: event?.start.zone ?? defaults.zone },
  place: event?.place ?? '',
  address: event?.address ?? '',
  cost: event?.costMinor == null ? '' : fromMinorUnits(event.costMinor, event.currency),
  currency: event?.currency || defaults.currency,
  confirmation: event?.confirmation ?? '',
});

/** What the API takes: an end only when one is set, a cost only when one is typed. */
const bodyOf = (v: Values) => ({
  type: v.type,
  title: v.title,
  start: v.start,
  end: v.end.local ? v.end : null,
  place: v.place,
  address: v.address,
  cost: v.cost.trim() === '' ? null : v.cost,
  currency: v.currency,
  confirmation: v.confirmation,
});

function validate(values: Values) {
  const errors = schemaErrors(ItineraryEventInputSchema, bodyOf(values));
  // An empty start is missing rather than malformed.
  if (!values.start.local) errors['start.local'] = messages.fieldRequired;
  return errors;
}

interface EventFormProps {
  tripId: string;
  event?: ItineraryEvent | undefined;
  initial: Values;
  onClose: () => void;
  /** Set to tell the dialog around whether there are changes to lose. */
  dirtyRef: RefObject<() => boolean>;
}

function EventForm({ tripId, event, initial, onClose, dirtyRef }: EventFormProps) {
  const formId = useId();
  const save = useSaveItineraryEvent(tripId);
  const form = useForm<Values>({ initialValues: initial, validate });
  const values = form.getValues();
  const errorOf = (...paths: string[]) => {
    for (const path of paths) {
      const found = form.errors[path];
      if (typeof found === 'string') return found;
    }
    return undefined;
  };
  useEffect(() => {
    dirtyRef.current = () => form.isDirty();
  });
  const close = () => (form.isDirty() ? confirmLeave({ onLeave: onClose }) : onClose());
  const submit = form.onSubmit((submitted) =>
    save.mutate(
      { eventId: event?.id, body: bodyOf(submitted) },
      {
        onSuccess: () => {
          notifySuccess(messages.recordSaved);
          onClose();
        },
        onError: (error) => showSubmitError(form, error),
      },
    ),
  );
  const remove = (eventId: string) => confirmDeleteRecord(() => save.mutateAsync({ eventId, remove: true }), onClose);

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Type" required data={typeOptions} allowDeselect={false} {...form.getInputProps('type')} />
          <TextInput label="Title" required {...form.getInputProps('title')} />
        </SimpleGrid>
        <ZoneFields label="Start" required value={values.start} onChange={(start) => form.setFieldValue('start', start)} error={errorOf('start.local', 'start.zone', 'start')} />
        <ZoneFields label="End" value={values.end} onChange={(end) => form.setFieldValue('end', end)} error={errorOf('end.local', 'end.zone', 'end')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Place" {...form.getInputProps('place')} />
          <AddressSearch label="Address" {...form.getInputProps('address')} value={values.address} onPick={(place) => form.setFieldValue('address', place.label)} />
          <TextInput label="Cost" inputMode="decimal" {...form.getInputProps('cost')} />
          <CurrencySelect value={values.currency} error={errorOf('currency')} onPick={(currency) => form.setFieldValue('currency', currency)} />
          <TextInput label="Confirmation" {...form.getInputProps('confirmation')} />
        </SimpleGrid>
        <ModalEditorFooter formId={formId} saving={save.isPending} onCancel={close} onDelete={event ? () => remove(event.id) : undefined} />
      </Stack>
    </form>
  );
}

interface ItineraryEventModalProps {
  tripId: string;
  /** The event of the user's own to change; a new one when absent. */
  eventId?: string | undefined;
  /** A new event's start, 'YYYY-MM-DDTHH:mm' ('' for none); its zone is the user's home zone. */
  defaultStart?: string;
  onClose: () => void;
}

/** Adds or changes an event of the user's own on a trip's itinerary, in a dialog. */
export function ItineraryEventModal({ tripId, eventId, defaultStart = '', onClose }: ItineraryEventModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const profile = useProfile();
  const events = useItineraryEvents(tripId);
  const dirtyRef = useRef(() => false);
  const close = () => (dirtyRef.current() ? confirmLeave({ onLeave: onClose }) : onClose());

  const event = eventId ? events.data?.items.find((e) => e.id === eventId) : undefined;
  const settings = profile.data?.settings;
  const defaults = { zone: settings?.timeZone ?? browserZone(), currency: settings?.currency ?? defaultSettings.currency, start: defaultStart };
  let body;
  // Defaults come from the profile (home zone and currency), so the form waits for it.
  if (profile.isPending || (eventId && events.isPending)) body = <Skeleton h={320} />;
  else if (eventId && !event) body = <Alert color="red">{events.error instanceof ApiError ? events.error.message : messages.notFound('Event')}</Alert>;
  else body = <EventForm key={event?.id ?? 'new'} tripId={tripId} event={event} initial={valuesOf(defaults, event)} onClose={onClose} dirtyRef={dirtyRef} />;

  return (
    <Modal opened onClose={close} title={eventId ? 'Edit event' : 'Add event'} size="lg" fullScreen={phone}>
      {body}
    </Modal>
  );
}
