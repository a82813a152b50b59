import { Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlane, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CustomerInputSchema, type Address, type Customer } from '../../../../shared/customers.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { ContactPicker, type LinkedContact } from '../../../components/contact-picker.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { customersApi } from '../api/customers-api.js';
import { AddressFields } from '../components/address-fields.js';

type Values = {
  name: string;
  info: string;
  addresses: Address[];
  contacts: LinkedContact[];
  tags: Pair[];
  properties: Pair[];
};

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
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: customersApi,
    valuesOf,
    bodyOf,
    validate: (values: Values) => ({
      ...schemaErrors(CustomerInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
    paths: { list: protectedPaths.customers, edit: protectedPaths.customer },
    deleteQuestion: messages.deleteRecord,
  });
  if (blocked) return blocked;

  return (
    <EditorPage
      title={isNew ? 'New customer' : (record?.name ?? 'Customer')}
      {...editor}
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
      {isNew ? null : (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`${buildPath(protectedPaths.trip, { id: 'new' })}?${new URLSearchParams({ customerId: id }).toString()}`}
            variant="light"
            leftSection={<IconPlane size={16} />}
          >
            Create trip
          </Button>
        </Group>
      )}
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
        {form.values.addresses.map((address, index) => (
          <AddressFields
            key={index}
            index={index}
            address={address}
            inputProps={(part) => form.getInputProps(`addresses.${index}.${part}`)}
            onPick={(picked) => form.setFieldValue(`addresses.${index}`, picked)}
            onRemove={() => form.removeListItem('addresses', index)}
          />
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
