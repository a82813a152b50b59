import { Anchor, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContactInputSchema, type Contact } from '../../../../shared/contacts.js';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { contactsApi } from '../api/contacts-api.js';

type Values = {
  firstName: string;
  lastName: string;
  info: string;
  systemUserEmail: string;
  tags: Pair[];
  properties: Pair[];
};

const valuesOf = (c?: Contact): Values => ({
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  info: c?.info ?? '',
  systemUserEmail: c?.systemUserEmail ?? '',
  tags: c?.tags ?? [],
  properties: c?.properties ?? [],
});
const bodyOf = (v: Values) => ({ ...v, systemUserEmail: v.systemUserEmail.trim(), tags: filledPairs(v.tags), properties: filledPairs(v.properties) });

/** `/protected/contacts/:id` (and `new`): the contact editor. */
export function ContactPage() {
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: contactsApi,
    valuesOf,
    bodyOf,
    validate: (values: Values) => ({
      ...schemaErrors(ContactInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
    paths: { list: protectedPaths.contacts, edit: protectedPaths.contact },
    deleteQuestion: messages.deleteContact,
  });
  if (blocked) return blocked;
  const name = `${record?.firstName ?? ''} ${record?.lastName ?? ''}`.trim();

  return (
    <EditorPage
      title={isNew ? 'New contact' : name || 'Contact'}
      {...editor}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the contact is saved.
          </Text>
        ) : (
          <>
            <NotesSection area="contacts" recordId={id} />
            <DocumentsSection area="contacts" recordId={id} />
          </>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last name" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <Textarea label="Info" autosize minRows={2} {...form.getInputProps('info')} />
      <TextInput
        label="System user"
        description="The email this person uses on this system, if they have an account"
        type="email"
        {...form.getInputProps('systemUserEmail')}
      />
      {record?.systemUserRegistered ? (
        <Group gap={6}>
          <IconCircleCheck size={18} color="var(--mantine-color-green-5)" aria-hidden />
          <Text size="sm">A registered user of this system.</Text>
        </Group>
      ) : null}
      {record && record.customers.length > 0 ? (
        <Text size="sm">
          Customer of:{' '}
          {record.customers.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : ''}
              <Anchor component={Link} to={buildPath(protectedPaths.customer, { id: c.id })}>
                {c.name}
              </Anchor>
            </span>
          ))}
        </Text>
      ) : null}
      <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor
        value={form.values.properties}
        onChange={(properties) => form.setFieldValue('properties', properties)}
        error={pairsFieldError(form.errors, 'properties')}
      />
    </EditorPage>
  );
}
