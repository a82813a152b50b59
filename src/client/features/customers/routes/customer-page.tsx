import { ActionIcon, Alert, Button, Group, Loader, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CustomerInputSchema, type Address, type Customer } from '../../../../shared/customers.js';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { ContactPicker, type LinkedContact } from '../../../components/contact-picker.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ApiError } from '../../../lib/api-error.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { customersApi } from '../api/customers-api.js';

interface Values {
  name: string;
  info: string;
  addresses: Address[];
  contacts: LinkedContact[];
  tags: Pair[];
  properties: Pair[];
}

const emptyAddress: Address = { street: '', city: '', region: '', zip: '', country: '' };
const valuesOf = (c?: Customer): Values => ({
  name: c?.name ?? '',
  info: c?.info ?? '',
  addresses: c?.addresses.map(({ street, city, region, zip, country }) => ({ street, city, region, zip, country })) ?? [],
  contacts: c?.contacts ?? [],
  tags: c?.tags ?? [],
  properties: c?.properties ?? [],
});
const bodyOf = (v: Values) => ({
  name: v.name,
  info: v.info,
  addresses: v.addresses.filter((a) => Object.values(a).some((part) => part.trim() !== '')),
  contactIds: v.contacts.map((c) => c.id),
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

/** `/protected/customers/:id` (and `new`): the customer editor. */
export function CustomerPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const record = customersApi.useRecord(isNew ? undefined : id);
  const save = customersApi.useSave();
  const remove = customersApi.useDelete();
  const form = useForm<Values>({
    initialValues: valuesOf(),
    validate: (values) => ({
      ...schemaErrors(CustomerInputSchema, bodyOf(values)),
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
          if (isNew) void navigate(buildPath(protectedPaths.customer, { id: saved.id }), { replace: true });
        },
        onError: (error) => showSubmitError(form, error),
      },
    );
  });

  const confirmDelete = () =>
    confirmDestructive({
      question: messages.deleteRecord,
      onConfirm: () =>
        remove.mutate(
          { ids: [id] },
          {
            onSuccess: () => {
              notifySuccess(messages.recordDeleted);
              form.resetDirty();
              void navigate(protectedPaths.customers);
            },
            onError: notifyDeleteFailed,
          },
        ),
    });

  return (
    <EditorPage
      title={isNew ? 'New customer' : (record.data?.name ?? 'Customer')}
      dirty={form.isDirty()}
      saving={save.isPending}
      onSubmit={() => submit()}
      onCancel={() => void navigate(protectedPaths.customers)}
      onDelete={isNew ? undefined : confirmDelete}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the customer is saved.
          </Text>
        ) : (
          <>
            <NotesSection area="customers" recordId={id} />
            <DocumentsSection area="customers" recordId={id} />
          </>
        )
      }
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Info" autosize minRows={2} {...form.getInputProps('info')} />
      <RecordSection
        title="Addresses"
        action={
          <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('addresses', { ...emptyAddress })}>
            Add address
          </Button>
        }
      >
        {form.values.addresses.length === 0 ? <Text c="dimmed" size="sm">No addresses yet.</Text> : null}
        {form.values.addresses.map((_, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 5 }} flex={1}>
              <TextInput label="Street" {...form.getInputProps(`addresses.${index}.street`)} />
              <TextInput label="City" {...form.getInputProps(`addresses.${index}.city`)} />
              <TextInput label="State/region" {...form.getInputProps(`addresses.${index}.region`)} />
              <TextInput label="Zip" {...form.getInputProps(`addresses.${index}.zip`)} />
              <TextInput label="Country" {...form.getInputProps(`addresses.${index}.country`)} />
            </SimpleGrid>
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove address ${index + 1}`} onClick={() => form.removeListItem('addresses', index)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
      </RecordSection>
      <ContactPicker value={form.values.contacts} onChange={(contacts) => form.setFieldValue('contacts', contacts)} />
      <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor
        value={form.values.properties}
        onChange={(properties) => form.setFieldValue('properties', properties)}
        error={pairsFieldError(form.errors, 'properties')}
      />
    </EditorPage>
  );
}
