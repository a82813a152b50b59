import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { memo, useCallback } from 'react';
import { fromMinorUnits } from '../../../../shared/money.js';
import type { Trip } from '../../../../shared/trips.js';
import { AddressSearch } from '../../../components/address-search.js';
import { ContactPicker } from '../../../components/contact-picker.js';
import { DirectionsLinks } from '../../../components/directions-links.js';
import { pairsFieldError } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField, type ZonedValue } from '../../../components/zoned-field.js';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { QuickLinksEditor } from './quick-links-editor.js';
import { TripFigures } from './trip-form-figures.js';
import type { TripValues } from './trip-form-values.js';

const currencies = Intl.supportedValuesOf('currency');
// Hundreds of options: rendered only while the dropdown is open, not (hidden) with every keystroke elsewhere in the form.
const longList = { keepMounted: false };

// Each holds a list of every time zone: typing elsewhere in the form leaves them as they are.
const WhenField = memo(ZonedField);

type Option = { value: string; label: string };
/** The saved choice stays shown even when it is not among the first page of options. */
const withChosen = (options: readonly Option[], chosen: Option | null) =>
  chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : [...options];

/** Customer, then project: a customer narrows the projects, and choosing another customer clears a project that may not be theirs. */
function CustomerProjectFields({ form, trip }: { form: UseFormReturnType<TripValues>; trip: Trip | undefined }) {
  const { customerId, projectId } = form.getValues();
  const customers = useCustomerOptions();
  const projects = useProjectOptions(customerId);
  const savedCustomer = trip?.customer ? { value: trip.customer.id, label: trip.customer.name } : null;
  const savedProject = trip?.project ? { value: trip.project.id, label: [trip.project.projectNumber, trip.project.name].filter(Boolean).join(' ') } : null;
  const projectFits = !customerId || customerId === trip?.customer?.id;
  return (
    <>
      <Select
        label="Customer"
        placeholder="No customer"
        clearable
        searchable
        data={withChosen(customers.data ?? [], customerId === savedCustomer?.value ? savedCustomer : null)}
        value={customerId}
        error={form.errors.customerId}
        onChange={(id) => {
          form.setFieldValue('customerId', id);
          // As in the timecard editor: no customer keeps the project; another customer's list may not hold it.
          if (id) form.setFieldValue('projectId', null);
        }}
      />
      <Select
        label="Project"
        placeholder={customerId ? "The customer's projects" : 'No project'}
        clearable
        searchable
        data={withChosen(projects.data ?? [], projectId === savedProject?.value && projectFits ? savedProject : null)}
        value={projectId}
        error={form.errors.projectId}
        onChange={(id) => form.setFieldValue('projectId', id)}
      />
    </>
  );
}

/**
 * A trip's fields: a new trip's form, and a saved trip's details drawer. A chunk of its own, so a
 * saved trip's page draws its header and itinerary without the editors' code.
 */
export function TripFields({ form, record, currency }: { form: UseFormReturnType<TripValues>; record: Trip | undefined; currency: string }) {
  const { setFieldValue } = form;
  const setStart = useCallback((start: ZonedValue) => setFieldValue('start', start), [setFieldValue]);
  const setEnd = useCallback((end: ZonedValue) => setFieldValue('end', end), [setFieldValue]);
  const values = form.getValues();
  const errorOf = (...paths: string[]) => paths.map((p) => form.errors[p]).find((e): e is string => typeof e === 'string');

  return (
    <>
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CustomerProjectFields form={form} trip={record} />
      </SimpleGrid>
      <Stack gap={4}>
        <AddressSearch label="Address" description="The destination" {...form.getInputProps('address')} value={values.address} onPick={(place) => form.setFieldValue('address', place.label)} />
        <DirectionsLinks place={{ address: values.address }} label="Directions to the trip's address" />
      </Stack>
      <WhenField label="Start" value={values.start} onChange={setStart} error={errorOf('start.local', 'start.zone', 'start')} />
      <TextInput label="Start event" {...form.getInputProps('startEvent')} />
      <WhenField label="End" value={values.end} onChange={setEnd} error={errorOf('end.local', 'end.zone', 'end')} />
      <TextInput label="End event" {...form.getInputProps('endEvent')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Estimated cost" inputMode="decimal" {...form.getInputProps('estimatedCost')} />
        <TextInput label="Budget" inputMode="decimal" {...form.getInputProps('budget')} />
        <Select label="Currency" searchable allowDeselect={false} data={currencies} comboboxProps={longList} {...form.getInputProps('currency')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Confirmation number" {...form.getInputProps('confirmationNumber')} />
        <Switch
          label="Paid"
          mt={{ sm: 32 }}
          {...form.getInputProps('paid', { type: 'checkbox' })}
          onChange={(event) => {
            const paid = event.currentTarget.checked;
            form.setFieldValue('paid', paid);
            // Reimbursed as spent unless the user says otherwise.
            if (paid && !values.received && record) form.setFieldValue('received', fromMinorUnits(record.spentMinor, record.homeCurrency));
          }}
        />
      </SimpleGrid>
      {values.paid ? (
        <TextInput label={`Received (${record?.homeCurrency ?? currency})`} description="What was reimbursed" inputMode="decimal" {...form.getInputProps('received')} />
      ) : null}
      {record ? <TripFigures trip={record} /> : null}
      <ContactPicker value={values.contacts} onChange={(contacts) => form.setFieldValue('contacts', contacts)} />
      <QuickLinksEditor value={values.quickLinks} onChange={(quickLinks) => form.setFieldValue('quickLinks', quickLinks)} errors={form.errors} />
      <TagsEditor value={values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor value={values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
    </>
  );
}
