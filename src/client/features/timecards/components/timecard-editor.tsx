import { Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages.js';
import type { Timecard } from '../../../../shared/timecards.js';
import { confirmLeave } from '../../../components/confirm.js';
import { confirmDeleteRecord } from '../../../lib/delete-record.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { pairsFieldError } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField } from '../../../components/zoned-field.js';
import { showFieldErrors } from '../../../lib/form-errors.js';
import { changedElsewhere, sendOrKeep, uuidv7 } from '../../../lib/outbox.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useSaveTimeEntry } from '../api/save-time-entry.js';
import { timecardsApi } from '../api/timecards-api.js';
import { editorBodyOf, editorValuesOf, savedTimes, shownEntry, validateEditor, type EditorValues } from '../utils/editor-values.js';
import { HoursPreview } from './hours-preview.js';
import { WorkLinkFields } from './work-link-fields.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';

interface TimecardEditorProps {
  /** The entry to change; a new one when absent. */
  entry?: Timecard | undefined;
  /** The day a new entry starts on (YYYY-MM-DD). */
  day: string;
  home: string;
  onClose: () => void;
}

/**
 * Adds or changes a time entry in a dialog over the week: what it was for, when (each end in its
 * own zone), where; hours and home times shown as they are typed; warnings after saving.
 */
export function TimecardEditor({ entry, day, home, onClose }: TimecardEditorProps) {
  const formId = useId();
  const typeLabel = useId();
  const phone = useMediaQuery('(max-width: 48em)');
  const running = entry !== undefined && entry.end === null;
  const save = useSaveTimeEntry();
  const remove = timecardsApi.useDelete();
  const [initial] = useState(() => editorValuesOf(home, day, entry));
  const timesOf = (values: EditorValues) => savedTimes(values, initial, entry);
  const form = useForm<EditorValues>({ initialValues: initial, validate: (values) => validateEditor(values, timesOf(values)) });
  const values = form.getValues();
  const times = timesOf(values);
  const errorOf = (path: string) => {
    const found = form.errors[path];
    return typeof found === 'string' ? found : undefined;
  };

  const close = () => (form.isDirty() ? confirmLeave({ onLeave: onClose }) : onClose());
  const submit = form.onSubmit(async (submitted) => {
    const key = uuidv7();
    const write = {
      body: editorBodyOf(submitted, timesOf(submitted)),
      change: entry && { id: entry.id, version: entry.updatedAt },
      key,
      shown: shownEntry(submitted, home, entry?.id ?? key, entry),
    };
    try {
      // With no network the entry waits to be sent, marked so in the week: nothing to say here.
      if ((await sendOrKeep(save, write)) !== null) notifySuccess(messages.recordSaved);
      onClose();
    } catch (error) {
      // The write has said what went wrong, or asks whether to keep mine or theirs; the form marks its fields.
      if (changedElsewhere(error)) onClose();
      else showFieldErrors(form, error);
    }
  });
  const deleteEntry = (id: string) => confirmDeleteRecord(() => remove.mutateAsync({ ids: [id] }), onClose);

  return (
    <Modal opened onClose={close} title={entry ? 'Time entry' : 'Add time entry'} size="xl" fullScreen={phone}>
      <Stack gap="md">
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Text id={typeLabel} size="sm" fw={500}>
                Timecard type
              </Text>
              <SegmentedControl
                aria-labelledby={typeLabel}
                data={[
                  { value: 'labor', label: 'Labor' },
                  { value: 'travel', label: 'Travel' },
                ]}
                {...form.getInputProps('type')}
              />
            </Stack>
            <WorkLinkFields form={form} entry={entry} />
            <ZonedField label="Start" required value={values.start} onChange={(start) => form.setFieldValue('start', start)} error={errorOf('start.local') ?? errorOf('start.zone')} />
            {running ? (
              <Text size="sm" c="dimmed">
                The timer is running: the end is set when it stops.
              </Text>
            ) : (
              <ZonedField label="End" required value={values.end} onChange={(end) => form.setFieldValue('end', end)} error={errorOf('end.local') ?? errorOf('end.zone')} />
            )}
            <HoursPreview
              start={values.start}
              end={running ? null : values.end}
              runningSince={running ? entry.start.at : undefined}
              savedHours={entry && !running && !times.start && !times.end ? entry.hours : undefined}
              home={home}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Start location" {...form.getInputProps('startLocation')} />
              <TextInput label="End location" {...form.getInputProps('endLocation')} />
            </SimpleGrid>
            <TagsEditor value={values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
            <PropertiesEditor value={values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
          </Stack>
        </form>
        {entry ? (
          <>
            <NotesSection area="timecards" recordId={entry.id} />
            <DocumentsSection area="timecards" recordId={entry.id} />
          </>
        ) : (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the entry is saved.
          </Text>
        )}
        <ModalEditorFooter sticky formId={formId} saving={form.submitting} onCancel={close} onDelete={entry ? () => deleteEntry(entry.id) : undefined} />
      </Stack>
    </Modal>
  );
}
