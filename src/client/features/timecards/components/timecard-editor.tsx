import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { AssignmentPageSchema } from '../../../../shared/assignments.js';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { instantOf } from '../../../../shared/time.js';
import { formatDuration, TimecardInputSchema, type Timecard } from '../../../../shared/timecards.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField, type ZonedValue } from '../../../components/zoned-field.js';
import { apiRequest } from '../../../lib/api-client.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { timecardsApi } from '../api/timecards-api.js';

interface Values {
  type: 'labor' | 'travel';
  customerId: string | null;
  projectId: string | null;
  assignmentId: string | null;
  start: ZonedValue;
  end: ZonedValue;
  startLocation: string;
  endLocation: string;
  tags: Pair[];
  properties: Pair[];
}

const valuesOf = (home: string, day: string, t?: Timecard): Values => ({
  type: t?.type ?? 'labor',
  customerId: t?.customer?.id ?? null,
  projectId: t?.project?.id ?? null,
  assignmentId: t?.assignment?.id ?? null,
  start: t ? { local: t.start.local, zone: t.start.zone } : { local: `${day}T09:00`, zone: home },
  end: t?.end ? { local: t.end.local, zone: t.end.zone } : { local: `${day}T17:00`, zone: home },
  startLocation: t?.startLocation ?? '',
  endLocation: t?.endLocation ?? '',
  tags: t?.tags ?? [],
  properties: t?.properties ?? [],
});
const bodyOf = (v: Values) => ({ ...v, tags: filledPairs(v.tags), properties: filledPairs(v.properties) });

/** Hours between two wall-clock times in their zones, or undefined while either is incomplete or impossible. */
function hoursBetween(start: ZonedValue, end: ZonedValue): number | undefined {
  const a = start.local ? instantOf(start.local, start.zone) : undefined;
  const b = end.local ? instantOf(end.local, end.zone) : undefined;
  return a && b ? (b.getTime() - a.getTime()) / 3_600_000 : undefined;
}

function useAssignmentOptions(projectId: string | null) {
  return useQuery({
    queryKey: ['assignments', 'options', projectId],
    queryFn: () => apiRequest(`/api/v1/assignments?pageSize=100${projectId ? `&projectId=${projectId}` : ''}`, { schema: AssignmentPageSchema }),
    select: (page) => page.items.map((a) => ({ value: a.id, label: a.name })),
  });
}

interface EditorProps {
  /** The entry to change; a new one when absent. */
  entry?: Timecard | undefined;
  /** The day a new entry starts on (YYYY-MM-DD). */
  day: string;
  home: string;
  onClose: () => void;
}

/** Adds or changes a time entry: what it was for, when (each end in its own zone), where; hours shown as they are typed. */
export function TimecardEditor({ entry, day, home, onClose }: EditorProps) {
  const save = timecardsApi.useSave();
  const form = useForm<Values>({
    initialValues: valuesOf(home, day, entry),
    validate: (values) => ({
      ...schemaErrors(TimecardInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
  });
  const customers = useCustomerOptions();
  const projects = useProjectOptions(form.values.customerId);
  const assignments = useAssignmentOptions(form.values.projectId);
  const hours = hoursBetween(form.values.start, form.values.end);
  const errorOf = (path: string) => {
    const found = form.errors[path];
    return typeof found === 'string' ? found : undefined;
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: entry?.id, body: bodyOf(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(messages.recordSaved);
          for (const warning of saved.warnings) notifications.show({ color: 'orange', message: warning });
          onClose();
        },
        onError: (error) => showSubmitError(form, error),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={entry ? 'Time entry' : 'Add time entry'} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label="Timecard type"
            data={[
              { value: 'labor', label: 'Labor' },
              { value: 'travel', label: 'Travel' },
            ]}
            {...form.getInputProps('type')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Customer"
              description="Narrows the projects"
              clearable
              searchable
              data={customers.data ?? []}
              value={form.values.customerId}
              onChange={(customerId: string | null) => {
                form.setFieldValue('customerId', customerId);
                form.setFieldValue('projectId', null);
                form.setFieldValue('assignmentId', null);
              }}
            />
            <Select
              label="Project"
              clearable
              searchable
              data={projects.data ?? []}
              value={form.values.projectId}
              error={errorOf('projectId')}
              onChange={(projectId: string | null) => {
                form.setFieldValue('projectId', projectId);
                form.setFieldValue('assignmentId', null);
              }}
            />
            <Select label="Assignment" clearable searchable data={assignments.data ?? []} {...form.getInputProps('assignmentId')} />
          </SimpleGrid>
          <ZonedField label="Start" required value={form.values.start} onChange={(start) => form.setFieldValue('start', start)} error={errorOf('start.local')} />
          <ZonedField label="End" required value={form.values.end} onChange={(end) => form.setFieldValue('end', end)} error={errorOf('end.local')} />
          <Text size="sm" aria-live="polite">
            {hours === undefined ? 'Hours worked: —' : `Hours worked: ${formatDuration(hours)} (${hours.toFixed(2)} h)`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Start location" {...form.getInputProps('startLocation')} />
            <TextInput label="End location" {...form.getInputProps('endLocation')} />
          </SimpleGrid>
          <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
          <PropertiesEditor value={form.values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
          {entry ? (
            <>
              <NotesSection area="timecards" recordId={entry.id} />
              <DocumentsSection area="timecards" recordId={entry.id} />
            </>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
