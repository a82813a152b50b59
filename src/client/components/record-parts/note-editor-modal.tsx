import { Button, Group, Modal, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { messages } from '../../../shared/messages.js';
import { type Note, NoteInputSchema } from '../../../shared/record-parts.js';
import { schemaErrors, showFieldErrors } from '../../lib/form-errors.js';
import { notifySuccess } from '../../lib/notify.js';
import { changedElsewhere, sendOrKeep } from '../../lib/outbox.js';
import { useNote } from './api/get-note.js';
import type { RecordArea } from './api/record-area.js';
import { noteWritten, useSaveNote } from './api/save-note.js';

const RichTextField = lazy(async () => ({ default: (await import('./rich-text-editor.js')).RichTextField }));

interface NoteFormProps {
  area: RecordArea;
  recordId: string;
  note?: Note;
  onDone: () => void;
}

function NoteForm({ area, recordId, note, onDone }: NoteFormProps) {
  const form = useForm({
    initialValues: { name: note?.name ?? '', html: note?.html ?? '' },
    validate: (values) => schemaErrors(NoteInputSchema, values),
  });
  const save = useSaveNote();
  const submit = form.onSubmit(async (values) => {
    try {
      // With no network the note waits to be sent, its row marked so: nothing to say here.
      if ((await sendOrKeep(save, noteWritten(area, recordId, NoteInputSchema.parse(values), note))) !== null) notifySuccess(messages.recordSaved);
      onDone();
    } catch (error) {
      // The write has said what went wrong, or asks whether to keep mine or theirs; the form marks its fields.
      if (changedElsewhere(error)) onDone();
      else showFieldErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" data-autofocus {...form.getInputProps('name')} />
        <Suspense fallback={<Skeleton h={260} />}>
          <RichTextField label="Note" initialHtml={form.getValues().html} onChange={(html) => form.setFieldValue('html', html)} />
        </Suspense>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface NoteEditorModalProps {
  area: RecordArea;
  recordId: string;
  /** The note to change; `null` for a new one. Closed when undefined. */
  noteId: string | null | undefined;
  onClose: () => void;
}

/** A note's name and text in a dialog; full screen on a phone, where the editor needs the room. */
export function NoteEditorModal({ area, recordId, noteId, onClose }: NoteEditorModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const note = useNote(area, recordId, noteId ?? undefined);
  const ready = noteId === null || note.data !== undefined;
  return (
    <Modal opened={noteId !== undefined} onClose={onClose} title={noteId === null ? 'New note' : 'Edit note'} size="xl" fullScreen={phone}>
      {ready ? (
        <NoteForm key={noteId ?? 'new'} area={area} recordId={recordId} note={note.data} onDone={onClose} />
      ) : (
        <Stack aria-hidden>
          <Skeleton h={56} />
          <Skeleton h={260} />
        </Stack>
      )}
    </Modal>
  );
}
