import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../../shared/messages.js';
import { currencyDigits, formatMoney } from '../../../../shared/money.js';
import { MileageInputSchema, type Mileage } from '../../../../shared/receipts.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';
import { confirmDeleteRecord } from '../../../lib/delete-record.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { formatDate } from '../../../lib/format.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useHomeZone, useProfile } from '../../../lib/profile.js';
import { useMileage } from '../api/receipts-api.js';
import { DrivingDistanceButton, DrivingDistanceNote, useDrivingDistance } from './driving-distance-button.js';

type Values = { date: string | null; fromPlace: string; toPlace: string; miles: string; purpose: string; ratePerMile: string };
const bodyOf = (v: Values) => ({ ...v, date: v.date ?? '' });

/** Miles × rate as the server will work it out (tenths of a mile, thousandths of the rate), while it is typed. */
function previewMinor(miles: string, rate: string, currency: string): number | undefined {
  if (!/^\d+(?:\.\d)?$/.test(miles.trim()) || !/^\d+(?:\.\d{1,3})?$/.test(rate.trim())) return undefined;
  const tenths = Math.round(Number(miles) * 10);
  const milli = Math.round(Number(rate) * 1000);
  return Math.round((tenths * milli * 10 ** currencyDigits(currency)) / 10_000);
}

function MileageForm({ tripId, entry, rate, currency, onDone }: { tripId: string; entry: Mileage | null; rate: string; currency: string; onDone: () => void }) {
  const formId = useId();
  const { save, remove } = useMileage(tripId);
  const home = useHomeZone();
  const form = useForm<Values>({
    initialValues: entry
      ? { date: entry.date, fromPlace: entry.fromPlace, toPlace: entry.toPlace, miles: entry.miles, purpose: entry.purpose, ratePerMile: entry.ratePerMile }
      : // A new drive is today's where the user lives, not in UTC (in New York's evening UTC is already tomorrow).
        { date: Temporal.Now.plainDateISO(home).toString(), fromPlace: '', toPlace: '', miles: '', purpose: '', ratePerMile: rate },
    validate: (values) => schemaErrors(MileageInputSchema, bodyOf(values)),
  });
  const values = form.getValues();
  const amount = previewMinor(values.miles, values.ratePerMile, currency);
  const distance = useDrivingDistance({ from: values.fromPlace, to: values.toPlace, onMiles: (miles) => form.setFieldValue('miles', miles) });
  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { id: entry?.id, body: bodyOf(v) },
          {
            onSuccess: () => {
              notifySuccess(messages.recordSaved);
              onDone();
            },
            onError: (error) => showSubmitError(form, error),
          },
        ),
      )}
    >
      <Stack>
        <DatePickerInput label="Date" required valueFormat="MM/DD/YYYY" {...form.getInputProps('date')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="From" required {...form.getInputProps('fromPlace')} />
          <TextInput label="To" required {...form.getInputProps('toPlace')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <TextInput label="Miles" required inputMode="decimal" flex={1} {...form.getInputProps('miles')} />
              <DrivingDistanceButton state={distance} />
            </Group>
            <DrivingDistanceNote state={distance} />
          </Stack>
          <TextInput label={`Rate per mile (${currency})`} inputMode="decimal" {...form.getInputProps('ratePerMile')} />
        </SimpleGrid>
        <TextInput label="Purpose" {...form.getInputProps('purpose')} />
        <Text size="sm" aria-label="Mileage amount">
          Amount: {amount === undefined ? '—' : formatMoney(amount, currency)}
        </Text>
        <ModalEditorFooter
          formId={formId}
          saving={save.isPending}
          onCancel={onDone}
          onDelete={entry ? () => confirmDeleteRecord(() => remove.mutateAsync(entry.id), onDone) : undefined}
        />
      </Stack>
    </form>
  );
}

/** A trip's drives in miles, at the rate per mile of the day each was entered; they count in spent. */
export function MileageSection({ tripId }: { tripId: string }) {
  const { list } = useMileage(tripId);
  const profile = useProfile().data;
  const [editing, setEditing] = useState<Mileage | 'new' | null>(null);
  const currency = list.data?.currency ?? profile?.settings.currency ?? 'USD';
  const items = list.data?.items ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Mileage
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add mileage
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No drives yet. Add the miles you drove for this trip; they are paid at your rate per mile.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>From → to</Table.Th>
                <Table.Th>Purpose</Table.Th>
                <Table.Th ta="right">Miles</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDate(m.date)}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setEditing(m)}>
                      {m.fromPlace} → {m.toPlace}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{m.purpose}</Table.Td>
                  <Table.Td ta="right">{m.miles}</Table.Td>
                  <Table.Td ta="right">{m.ratePerMile}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.amountMinor, m.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Total</Table.Th>
                <Table.Th ta="right">{list.data?.totalMiles}</Table.Th>
                <Table.Th />
                <Table.Th ta="right">{formatMoney(list.data?.totalMinor ?? 0, currency)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add mileage' : 'Mileage'}>
        {editing !== null ? (
          <MileageForm tripId={tripId} entry={editing === 'new' ? null : editing} rate={profile?.settings.mileageRate ?? '0.70'} currency={currency} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
