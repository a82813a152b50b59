import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultSettings } from '../../../../shared/account.js';
import type { ImportPreview } from '../../../../shared/imports.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { useUploadDocument } from '../../../components/record-parts/api/upload-documents.js';
import { ApiError } from '../../../lib/api-error.js';
import { showSubmitError } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useProfile } from '../../../lib/profile.js';
import { useRefreshTrips } from '../../trips/api/itinerary-api.js';
import { reservationBodyOf } from '../../trips/components/reservation-values.js';
import { usePreviewImport, useSaveImport } from '../api/imports-api.js';
import { FoundEditor, foundItemOf, FoundRow, readyToSave, type FoundItem } from './found-reservation.js';

/** The files a confirmation comes as. */
const ACCEPT = {
  'message/rfc822': ['.eml'],
  'application/pdf': ['.pdf'],
  'text/calendar': ['.ics'],
  'application/vnd.apple.pkpass': ['.pkpass'],
  'text/html': ['.html', '.htm'],
  'text/plain': ['.txt'],
};

/** The trips the reservations go in: the trip given, else the preview's (one new trip for a preview stored before there were several). */
function tripsOf(preview: ImportPreview, tripId: string | undefined): ImportPreview['trips'] {
  if (tripId) return [{ title: '', tripId }];
  return preview.trips.length ? preview.trips : [{ title: preview.title, tripId: null }];
}

/** Which of `tripsOf` the preview's reservation `index` goes in. */
const groupOf = (preview: ImportPreview, index: number, tripId: string | undefined) =>
  tripId || preview.trips.length === 0 ? 0 : (preview.reservations[index]?.trip ?? 0);

/**
 * 'Import confirmation': a mail, PDF, calendar file or pasted text read into reservations, shown
 * for the user to check and complete ('This field is required' on what could not be read), then
 * saved into the trip, or a new one named after the mail.
 */
export function ImportDialog({ tripId, from, onClose }: { tripId?: string | undefined; from?: { importId: string; preview: ImportPreview } | undefined; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const currency = useProfile().data?.settings.currency ?? defaultSettings.currency;
  const preview = usePreviewImport(tripId);
  const save = useSaveImport();
  const refresh = useRefreshTrips();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ preview: ImportPreview; items: FoundItem[] } | null>(
    from ? { preview: from.preview, items: from.preview.reservations.map((r) => foundItemOf(r, currency)) } : null,
  );
  // Each trip's title as the user edits it, and the trips each group was saved into (so that a
  // retry after one of several saves failed updates those trips instead of making them again).
  const [titles, setTitles] = useState<string[]>(from ? tripsOf(from.preview, tripId).map((t) => t.title) : []);
  const [savedInto, setSavedInto] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const titleForm = useForm({ initialValues: { title: '' } });

  const [kept, setKept] = useState(false);
  const keep = useUploadDocument('trips', tripId ?? '');

  const read = (source: { file: File } | { text: string }) =>
    preview.mutate(source, {
      onSuccess: (answer) => {
        setFound({ preview: answer, items: answer.reservations.map((r) => foundItemOf(r, currency)) });
        setTitles(tripsOf(answer, tripId).map((t) => t.title));
        setSavedInto({});
        // Nothing is lost: a file dropped on a trip that could not be read stays with the trip.
        if (answer.reservations.length === 0 && tripId && 'file' in source) keep.mutate({ file: source.file, onProgress: () => undefined }, { onSuccess: () => setKept(true) });
      },
    });

  const submit = () => {
    if (!found) return;
    // Nothing guessed is saved unseen: each guess is confirmed ('Looks right', or Done in its editor).
    if (!found.items.every(readyToSave)) {
      setShowErrors(true);
      return;
    }
    void (async () => {
      const trips = tripsOf(found.preview, tripId);
      let last = '';
      try {
        for (const [index, trip] of trips.entries()) {
          const reservations = found.items.flatMap((item, i) => (groupOf(found.preview, i, tripId) === index ? [reservationBodyOf(item.values)] : []));
          if (reservations.length === 0) continue;
          const into = trip.tripId ?? savedInto[index];
          // The mail of the imports list is marked saved with the last trip: an earlier failure leaves it to save again.
          const result = await save.mutateAsync({ tripId: into, importId: index === trips.length - 1 ? from?.importId : undefined, title: into ? undefined : titles[index], reservations });
          setSavedInto((saved) => ({ ...saved, [index]: result.tripId }));
          last = result.tripId;
        }
      } catch (error) {
        showSubmitError(titleForm, error);
        return;
      }
      notifySuccess(messages.recordSaved);
      void refresh();
      onClose();
      if (!tripId) void navigate(trips.length > 1 ? protectedPaths.trips : buildPath(protectedPaths.trip, { id: last }));
    })();
  };

  let body;
  if (preview.isPending) {
    body = (
      <Group gap="sm">
        <Loader size="sm" aria-label={messages.systemLoading} />
        <Text size="sm">Reading the confirmation…</Text>
      </Group>
    );
  } else if (!found) {
    body = (
      <Stack gap="md">
        <Dropzone onDrop={(files) => files[0] && read({ file: files[0] })} accept={ACCEPT} multiple={false} aria-label="Drop a confirmation">
          <Group justify="center" gap="sm" mih={80}>
            <IconFileImport size={28} aria-hidden />
            <Text size="sm">Drop a confirmation mail, PDF or calendar file here, or click to choose it</Text>
          </Group>
        </Dropzone>
        <Textarea label="Or paste the mail's text" autosize minRows={4} maxRows={12} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" disabled={text.trim() === ''} onClick={() => read({ text })}>
            Read text
          </Button>
        </Group>
        {preview.error ? (
          <Alert color="red" title={messages.errorRunningProcess}>
            {preview.error instanceof ApiError ? preview.error.message : messages.internalServerError}
          </Alert>
        ) : null}
      </Stack>
    );
  } else if (found.items.length === 0) {
    body = (
      <Stack gap="md">
        <Alert color="red" title={messages.errorRunningProcess} role="alert">
          {found.preview.problems.length > 0 ? `Nothing could be read: ${found.preview.problems.join('; ')}.` : 'No reservation could be read from it.'}
          {kept ? " The file is kept with the trip's documents." : ''}
        </Alert>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setFound(null);
              setKept(false);
            }}
          >
            Try another
          </Button>
        </Group>
      </Stack>
    );
  } else {
    const items = found.items;
    const trips = tripsOf(found.preview, tripId);
    const toCheck = items.filter((item) => !readyToSave(item)).length;
    body = (
      <Stack gap="md">
        {trips.map((trip, group) => (
          <Stack gap="xs" key={group}>
            {tripId ? null : trip.tripId ? (
              <Text size="sm" fw={500}>
                Already in your trip {trip.title}: saving updates it
              </Text>
            ) : (
              <TextInput
                label={trips.length > 1 ? `Trip ${group + 1} title` : 'Trip title'}
                required
                value={titles[group] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTitles((all) => all.map((t, i) => (i === group ? value : t)));
                }}
                error={group === 0 ? titleForm.errors.title : undefined}
              />
            )}
            {group === 0 ? (
              <Text size="sm" c="dimmed">
                {items.length === 1 ? '1 reservation found.' : `${items.length} reservations found.`} Open one to check or complete it; confirm what was guessed.
              </Text>
            ) : null}
            <Stack gap="xs" component="section" aria-label={trips.length > 1 ? `Reservations of trip ${group + 1}` : 'Reservations found'}>
              {items.map((item, index) =>
                groupOf(found.preview, index, tripId) === group ? (
                  <FoundRow
                    key={index}
                    item={item}
                    updates={Boolean(found.preview.reservations[index]?.existingId)}
                    showErrors={showErrors}
                    onOpen={() => setEditing(index)}
                    onConfirm={(confirmed) => setFound({ ...found, items: items.map((it, i) => (i === index ? { ...it, confirmed } : it)) })}
                  />
                ) : null,
              )}
            </Stack>
          </Stack>
        ))}
        {found.preview.problems.length > 0 ? <Text size="sm" c="dimmed">Not read: {found.preview.problems.join('; ')}.</Text> : null}
        {showErrors && toCheck > 0 ? (
          <Text size="sm" c="red" ta="right">
            {toCheck === 1 ? '1 reservation' : `${toCheck} reservations`} to check before saving
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {trips.length > 1 ? 'Save trips' : tripId || trips[0]?.tripId ? 'Save to trip' : 'Create trip'}
          </Button>
        </Group>
        {editing !== null && items[editing] ? (
          <FoundEditor
            item={items[editing]}
            fullScreen={phone}
            onClose={() => setEditing(null)}
            onDone={(values) => {
              setFound({ ...found, items: items.map((item, i) => (i === editing ? { ...item, values, confirmed: true } : item)) });
              setEditing(null);
            }}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title="Import confirmation" size="lg" fullScreen={phone}>
      {body}
    </Modal>
  );
}
