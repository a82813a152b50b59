import { Alert, Badge, Checkbox, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import type { FoundReservation } from '../../../../shared/imports.js';
import type { ReservationType } from '../../../../shared/reservations.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';
import { reservationTitle, ReservationTypeIcon } from '../../trips/components/reservation-display.js';
import { ReservationFields } from '../../trips/components/reservation-fields.js';
import { hasEndPlace, reservationValuesOf, timeLabels, validateReservation, type ReservationValues } from '../../trips/components/reservation-values.js';

/** One reservation of the preview as the dialog keeps it: its values, what the readers guessed, and whether the user has seen the guesses. */
export interface FoundItem {
  values: ReservationValues;
  guessed: string[];
  confirmed: boolean;
}

const validateImported = (values: ReservationValues) => validateReservation(values, { withTrip: false });

const awaitsConfirmation = (item: FoundItem) => item.guessed.length > 0 && !item.confirmed;

/** Whether it can be saved: complete, and its guesses, if any, confirmed by the user. */
export const readyToSave = (item: FoundItem) => !awaitsConfirmation(item) && Object.keys(validateImported(item.values)).length === 0;

/** The editor's values for what the preview found; what could not be read stays empty, to be filled. */
export function foundItemOf(r: FoundReservation, currency: string): FoundItem {
  const blank = reservationValuesOf({ tripId: null, start: { local: '', zone: '' }, currency });
  const values: ReservationValues = {
    ...blank,
    type: r.type,
    provider: r.provider,
    reservationNumber: r.reservationNumber,
    status: r.status,
    start: { local: r.start?.local ?? '', zone: r.start?.zone ?? '' },
    end: { local: r.end?.local ?? '', zone: r.end?.zone ?? r.start?.zone ?? '' },
    startPlace: r.startPlace,
    endPlace: r.endPlace,
    notes: r.notes,
    flight: r.flight ? { ...blank.flight, ...r.flight, status: null, estimatedDeparture: blank.flight.estimatedDeparture, estimatedArrival: blank.flight.estimatedArrival } : blank.flight,
  };
  return { values, guessed: r.guessed, confirmed: r.guessed.length === 0 };
}

const flightFieldNames: Record<string, string> = { airlineCode: 'Airline code', flightNumber: 'Flight number', departureAirport: 'Departure airport', arrivalAirport: 'Arrival airport' };
const timeParts: Record<string, string> = { time: ' time', zone: ' time zone' };

/** A field of the preview ('start.zone', 'year') in the words of the reservation's form: 'Check-in time zone'. */
export function fieldName(type: ReservationType, path: string): string {
  const labels = timeLabels(type);
  const [part = '', leaf = ''] = path.split('.');
  if (part === 'start' || part === 'end') return `${labels[part]}${timeParts[leaf] ?? ''}`;
  if (part === 'startPlace' || part === 'endPlace') return hasEndPlace(type) ? `${part === 'startPlace' ? labels.start : labels.end} place` : 'Place';
  if (part === 'flight') return flightFieldNames[leaf] ?? path;
  if (part === 'year') return 'Year';
  return path;
}

/** A guessed field with the value put in: 'Check-in time 15:00', 'Year 2026'. */
function guessText(values: ReservationValues, path: string): string {
  const [part, leaf] = path.split('.');
  const time = part === 'end' ? values.end : values.start;
  let value = '';
  if (part === 'year') value = time.local.slice(0, 4);
  else if (leaf === 'time') value = time.local.slice(11, 16);
  else if (leaf === 'zone') value = time.zone;
  return [fieldName(values.type, path), value].filter(Boolean).join(' ');
}

/** What stops it being saved, by message: 'This field is required: Check-in time zone, Check-out time zone'. */
function problemsOf(values: ReservationValues): string[] {
  const fields = new Map<string, string[]>();
  for (const [path, message] of Object.entries(validateImported(values))) {
    if (typeof message === 'string') fields.set(message, [...(fields.get(message) ?? []), fieldName(values.type, path)]);
  }
  return [...fields].map(([message, names]) => `${message}: ${names.join(', ')}`);
}

interface FoundRowProps {
  item: FoundItem;
  updates: boolean;
  showErrors: boolean;
  onOpen: () => void;
  onConfirm: (confirmed: boolean) => void;
}

/** One found reservation as a row: what and when, what was guessed (to confirm), and the fields it still needs. */
export function FoundRow({ item, updates, showErrors, onOpen, onConfirm }: FoundRowProps) {
  const { values, guessed } = item;
  const title = reservationTitle(values);
  const problems = problemsOf(values);
  const when = values.start.local ? `${values.start.local.replace('T', ' ')} ${values.start.zone}` : 'Start not read';
  return (
    <Paper withBorder radius="sm" p="xs" role="group" aria-label={title}>
      <Stack gap={6}>
        <UnstyledButton onClick={onOpen} aria-label={`Check ${title}`}>
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <ReservationTypeIcon type={values.type} />
            <Stack gap={2} flex={1} miw={0}>
              <Group gap="xs">
                <Text fw={500}>{title}</Text>
                {updates ? <Badge size="sm" variant="light">Updates a saved reservation</Badge> : null}
                {readyToSave(item) && guessed.length === 0 ? <Badge size="sm" variant="light" color="gray">All read</Badge> : null}
              </Group>
              <Text size="sm" c="dimmed">
                {[when, values.reservationNumber ? `Confirmation ${values.reservationNumber}` : ''].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        {guessed.length > 0 ? (
          // The checkbox goes under the guesses where the row is too narrow for both (a phone).
          <Group gap="xs" justify="space-between" align="flex-start">
            <Group gap="xs" wrap="nowrap" align="flex-start" miw={0} flex="1 1 260px">
              <Badge size="sm" variant="light" color="orange" flex="none">Guessed</Badge>
              <Text size="sm">{guessed.map((path) => guessText(values, path)).join(' · ')}</Text>
            </Group>
            <Checkbox size="sm" label="Looks right" checked={item.confirmed} onChange={(e) => onConfirm(e.currentTarget.checked)} />
          </Group>
        ) : null}
        {showErrors && awaitsConfirmation(item) ? (
          <Text size="sm" c="red" role="alert">
            Check the guessed fields: tick &apos;Looks right&apos; or open it to correct them
          </Text>
        ) : null}
        {problems.map((problem) => (
          <Text key={problem} size="sm" c={showErrors ? 'red' : 'orange'} role={showErrors ? 'alert' : undefined}>
            {problem}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** One found reservation in the reservation form, its missing fields marked at once and its guesses named; Done confirms them. */
export function FoundEditor({ item, fullScreen, onDone, onClose }: { item: FoundItem; fullScreen: boolean; onDone: (v: ReservationValues) => void; onClose: () => void }) {
  const formId = useId();
  const form = useForm<ReservationValues>({ initialValues: item.values, validate: validateImported, initialErrors: validateImported(item.values) });
  return (
    <Modal opened onClose={onClose} title={reservationTitle(item.values)} size="xl" fullScreen={fullScreen}>
      <form id={formId} onSubmit={form.onSubmit(onDone)} noValidate>
        <Stack gap="md">
          {item.guessed.length > 0 ? (
            <Alert color="orange" title="Guessed, not read">
              {item.guessed.map((path) => fieldName(item.values.type, path)).join(', ')}: check them before saving.
            </Alert>
          ) : null}
          <ReservationFields form={form} withTrip={false} />
          <ModalEditorFooter sticky formId={formId} saving={false} onCancel={onClose} saveLabel="Done" />
        </Stack>
      </form>
    </Modal>
  );
}
