import { Alert, Anchor, Group, Loader, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContactInputSchema, type Contact } from '../../../../shared/contacts.js';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ApiError } from '../../../lib/api-error.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { contactsApi } from '../api/contacts-api.js';

interface Values {
  firstName: string;
  lastName: string;
  info: string;
  systemUserEmail: string;
  tags: Pair[];
  properties: Pair[];
}

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
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const record = contactsApi.useRecord(isNew ? undefined : id);
  const save = contactsApi.useSave();
  const remove = contactsApi.useDelete();
  const form = useForm<Values>({
    initialValues: valuesOf(),
    validate: (values) => ({
      ...schemaErrors(ContactInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
  });

  useEffect(() => {
    if (!record.data) return;
    form.setInitialValues(valuesOf(record.data));
    form.setValues(valuesOf(record.data));
    // Only when another record (or a fresh copy after saving) arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data]);

  if (!isNew && record.error) {
    return <Alert color="red">{record.error instanceof ApiError ? record.error.message : messages.internalServerError}</Alert>;
  }
  if (!isNew && !record.data) return <Loader aria-label={messages.systemLoading} />;

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: isNew ? undefined : id, body: bodyOf(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(messages.recordSaved);
          form.resetDirty(valuesOf(saved));
          if (isNew) void navigate(buildPath(protectedPaths.contact, { id: saved.id }), { replace: true });
        },
        onError: (error) => showSubmitError(form, error),
      },
    );
  });
  const confirmDelete = () =>
    confirmDestructive({
      question: messages.deleteContact,
      onConfirm: () =>
        remove.mutate(
          { ids: [id] },
          {
            onSuccess: () => {
              notifySuccess(messages.recordDeleted);
              form.resetDirty();
              void navigate(protectedPaths.contacts);
            },
            onError: notifyDeleteFailed,
          },
        ),
    });
  const name = `${record.data?.firstName ?? ''} ${record.data?.lastName ?? ''}`.trim();

  return (
    <EditorPage
      title={isNew ? 'New contact' : name || 'Contact'}
      dirty={form.isDirty()}
      saving={save.isPending}
      onSubmit={() => submit()}
      onCancel={() => void navigate(protectedPaths.contacts)}
      onDelete={isNew ? undefined : confirmDelete}
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
      {record.data?.systemUserRegistered ? (
        <Group gap={6}>
          <IconCircleCheck size={18} color="var(--mantine-color-green-5)" aria-hidden />
          <Text size="sm">A registered user of this system.</Text>
        </Group>
      ) : null}
      {record.data && record.data.customers.length > 0 ? (
        <Text size="sm">
          Customer of:{' '}
          {record.data.customers.map((c, i) => (
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
