import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { AssignmentInputSchema, type Assignment } from '../../../../shared/assignments.js';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { ContactPicker, type LinkedContact } from '../../../components/contact-picker.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField, type ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { assignmentsApi } from '../api/assignments-api.js';

type Values = {
  name: string;
  customerId: string | null;
  projectId: string | null;
  start: ZonedValue;
  end: ZonedValue;
  contacts: LinkedContact[];
  tags: Pair[];
  properties: Pair[];
};

const valuesOf = (home: string, a?: Assignment): Values => ({
  name: a?.name ?? '',
  customerId: a?.customer?.id ?? null,
  projectId: a?.project?.id ?? null,
  start: a ? { local: a.start.local, zone: a.start.zone } : { local: '', zone: home },
  end: a?.end ? { local: a.end.local, zone: a.end.zone } : { local: '', zone: home },
  contacts: a?.contacts ?? [],
  tags: a?.tags ?? [],
  properties: a?.properties ?? [],
});
const bodyOf = (v: Values) => ({
  name: v.name,
  customerId: v.customerId,
  projectId: v.projectId,
  start: v.start,
  end: v.end.local ? v.end : null,
  contactIds: v.contacts.map((c) => c.id),
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

/** `/protected/assignments/:id` (and `new`): the assignment editor. */
export function AssignmentPage() {
  const home = useHomeZone();
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: assignmentsApi,
    valuesOf: (a?: Assignment) => valuesOf(home, a),
    bodyOf,
    validate: (values: Values) => ({
      ...schemaErrors(AssignmentInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
    paths: { list: protectedPaths.assignments, edit: protectedPaths.assignment },
    deleteQuestion: messages.deleteAssignment,
    keepLabel: 'Keep assignment',
    deps: [home],
  });
  const customers = useCustomerOptions();
  const projects = useProjectOptions(form.values.customerId);
  if (blocked) return blocked;

  const errorOf = (path: string) => {
    const found = form.errors[path];
    return typeof found === 'string' ? found : undefined;
  };

  return (
    <EditorPage
      title={isNew ? 'New assignment' : (record?.name ?? 'Assignment')}
      {...editor}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the assignment is saved.
          </Text>
        ) : (
          <>
            <NotesSection area="assignments" recordId={id} />
            <DocumentsSection area="assignments" recordId={id} />
          </>
        )
      }
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Customer"
          clearable
          searchable
          data={customers.data ?? []}
          value={form.values.customerId}
          error={form.errors.customerId}
          onChange={(customerId: string | null) => {
            form.setFieldValue('customerId', customerId);
            form.setFieldValue('projectId', null);
          }}
        />
        <Select label="Project" clearable searchable data={projects.data ?? []} {...form.getInputProps('projectId')} />
      </SimpleGrid>
      <ZonedField label="Start" required value={form.values.start} onChange={(start) => form.setFieldValue('start', start)} error={errorOf('start.local') ?? errorOf('start')} />
      <ZonedField label="End" value={form.values.end} onChange={(end) => form.setFieldValue('end', end)} error={errorOf('end.local')} />
      <ContactPicker value={form.values.contacts} onChange={(contacts) => form.setFieldValue('contacts', contacts)} />
      <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor value={form.values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
    </EditorPage>
  );
}
