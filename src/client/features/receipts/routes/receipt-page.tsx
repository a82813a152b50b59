import { Alert, Anchor, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { formatMoney, fromMinorUnits } from '../../../../shared/money.js';
import { ReceiptInputSchema, type PaymentKind, type Receipt, type ReceiptField } from '../../../../shared/receipts.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { CurrencySelect } from '../../../components/currency-select.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField, type ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { formatDate } from '../../../lib/format.js';
import { useHomeZone, useProfile } from '../../../lib/profile.js';
import { useProjectOptions, useTripOptions } from '../../../lib/record-options.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { cardLabel, usePaymentTypeOptions, useReceiptTypeOptions } from '../../settings/api/settings-api.js';
import { ReceiptTypeIcon } from '../../settings/components/receipt-type-icon.js';
import { useCaptureReceipt } from '../api/capture-receipt.js';
import { receiptsApi, useExchangeRate } from '../api/receipts-api.js';
import { ReceiptFilePanel, ReceiptPhotoInput } from '../components/receipt-file-panel.js';
import { ReceiptReadingAlert } from '../components/receipt-reading-alert.js';
import { ScanReceiptsButton } from '../components/scan-receipts-button.js';

// The map's code loads only for a receipt that has a place.
const ReceiptMap = lazy(() => import('../components/receipt-map.js').then((m) => ({ default: m.ReceiptMap })));

type Values = {
  receiptAt: ZonedValue;
  receiptTypeId: string | null;
  payment: PaymentKind;
  paymentTypeId: string | null;
  currency: string;
  amount: string;
  vendor: string;
  tripId: string | null;
  projectId: string | null;
  /** The user's own conversion: what the card was charged, or a rate typed when none could be had. */
  homeAmount: string;
  rate: string;
  tags: Pair[];
  properties: Pair[];
};

/** The wall-clock time now in `zone`, as the editor's field holds it. */
const nowIn = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date()).replace(' ', 'T');

const valuesFor = (defaults: { zone: string; currency: string; tripId: string | null }) => (r?: Receipt): Values => ({
  receiptAt: r ? { local: r.receiptAt.local, zone: r.receiptAt.zone } : { local: nowIn(defaults.zone), zone: defaults.zone },
  receiptTypeId: r?.receiptType?.id ?? null,
  payment: r?.payment ?? 'F',
  paymentTypeId: r?.paymentType?.id ?? null,
  currency: r?.currency ?? defaults.currency,
  amount: r ? fromMinorUnits(r.amountMinor, r.currency) : '',
  vendor: r?.vendor ?? '',
  tripId: r ? (r.trip?.id ?? null) : defaults.tripId,
  projectId: r?.project?.id ?? null,
  homeAmount: r?.conversion.source === 'charged' && r.conversion.homeAmountMinor !== null ? fromMinorUnits(r.conversion.homeAmountMinor, r.conversion.homeCurrency) : '',
  rate: r?.conversion.source === 'user' ? (r.conversion.rate ?? '') : '',
  tags: r?.tags ?? [],
  properties: r?.properties ?? [],
});

const bodyOf = (v: Values) => ({
  receiptAt: v.receiptAt,
  receiptTypeId: v.receiptTypeId,
  payment: v.payment,
  paymentTypeId: v.payment === 'F' ? v.paymentTypeId : null,
  currency: v.currency,
  amount: v.amount,
  vendor: v.vendor,
  tripId: v.tripId,
  projectId: v.projectId,
  homeAmount: v.homeAmount.trim() === '' ? null : v.homeAmount,
  rate: v.rate.trim() === '' ? null : v.rate,
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

/** How the amount reads in the home currency, and where that figure comes from. */
function ConversionLine({ receipt }: { receipt: Receipt }) {
  const c = receipt.conversion;
  if (c.source === 'same') return null;
  if (c.source === 'missing' || c.homeAmountMinor === null) {
    return (
      <Alert color="yellow" title="No exchange rate for this date">
        Enter the rate or the amount charged on the card; until then this receipt is not counted in spent.
      </Alert>
    );
  }
  const home = formatMoney(c.homeAmountMinor, c.homeCurrency);
  const how =
    c.source === 'reference'
      ? `Converted at ${c.rate ?? ''} (ECB reference rate of ${c.rateDate ? formatDate(c.rateDate) : ''})`
      : c.source === 'user'
        ? `Converted at ${c.rate ?? ''} (rate entered)`
        : 'Amount charged on the card';
  return (
    <Text size="sm" aria-label="Conversion">
      {home} · {how}
    </Text>
  );
}

/** `/protected/receipts/:id` (and `new`, with `?tripId=` to file it under a trip): the receipt editor. */
export function ReceiptPage() {
  const [search] = useSearchParams();
  const zone = useHomeZone();
  const home = useProfile().data?.settings.currency ?? 'USD';
  const tripFromLink = search.get('tripId');
  const [photo, setPhoto] = useState<File | null>(null);
  const { capture, pending } = useCaptureReceipt();
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: receiptsApi,
    valuesOf: valuesFor({ zone, currency: home, tripId: tripFromLink }),
    bodyOf,
    validate: (values: Values) => ({
      ...schemaErrors(ReceiptInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
    paths: { list: tripFromLink ? `${buildPath(protectedPaths.trip, { id: tripFromLink })}?tab=receipts` : protectedPaths.trips, edit: protectedPaths.receipt },
    deleteQuestion: messages.deleteRecord,
    deps: [zone, home],
    // A new receipt is an outbox write: captured with no network, it waits on the device with its photo.
    create: { send: (values) => capture(bodyOf(values), photo), pending },
  });
  const receiptTypes = useReceiptTypeOptions();
  const cards = usePaymentTypeOptions();
  const trips = useTripOptions(null);
  const projects = useProjectOptions(null);
  const values = form.getValues();
  const rate = useExchangeRate(values.receiptAt.local.slice(0, 10), values.currency, home);
  if (blocked) return blocked;

  const typeOptions = (receiptTypes.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const iconOf = (typeId: string | null) => receiptTypes.data?.find((t) => t.id === typeId)?.icon;
  const chosenIcon = iconOf(values.receiptTypeId);
  const defaultCard = cards.data?.find((c) => c.isDefault);
  const tripId = record?.trip?.id ?? values.tripId;
  const foreign = values.currency !== home;
  /** A field a scan read and the user has not confirmed yet. */
  const readNote = (field: ReceiptField) => (record?.unconfirmed.includes(field) && record.reading?.found.includes(field) ? 'Read from the receipt: check it' : undefined);

  return (
    <EditorPage
      title={isNew ? 'New receipt' : record?.vendor || record?.receiptType?.name || 'Receipt'}
      {...editor}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the receipt is saved.
          </Text>
        ) : (
          <>
            {record ? <ReceiptFilePanel receipt={record} /> : null}
            {record?.location ? (
              <Suspense fallback={null}>
                <ReceiptMap receipt={record} location={record.location} />
              </Suspense>
            ) : null}
            <NotesSection area="receipts" recordId={id} />
            <DocumentsSection area="receipts" recordId={id} />
          </>
        )
      }
    >
      {tripId ? (
        <Anchor component={Link} to={buildPath(protectedPaths.trip, { id: tripId })} size="sm">
          Back to the trip
        </Anchor>
      ) : null}
      {isNew ? <ScanReceiptsButton tripId={tripFromLink} label="Scan a photo instead" /> : null}
      {record?.reading ? <ReceiptReadingAlert receipt={record} /> : null}
      <ZonedField label="Receipt date" required value={values.receiptAt} onChange={(v) => form.setFieldValue('receiptAt', v)} error={form.errors['receiptAt.local'] as string | undefined} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Receipt type"
          searchable
          clearable
          data={typeOptions}
          leftSection={chosenIcon ? <ReceiptTypeIcon icon={chosenIcon} /> : undefined}
          description={readNote('receiptTypeId')}
          {...form.getInputProps('receiptTypeId')}
        />
        <TextInput label="Vendor" description={readNote('vendor')} {...form.getInputProps('vendor')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencySelect value={values.currency} error={form.errors.currency as string | undefined} onChange={(currency) => form.setFieldValue('currency', currency)} />
        <TextInput label="Amount" required inputMode="decimal" description={readNote('amount')} {...form.getInputProps('amount')} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Payment
        </Text>
        <SegmentedControl
          aria-label="Payment"
          data={[
            { value: 'T', label: 'Cash' },
            { value: 'F', label: 'CC' },
          ]}
          value={values.payment}
          onChange={(payment) => form.setFieldValue('payment', payment)}
        />
      </Stack>
      {values.payment === 'F' ? (
        <Select
          label="Card"
          clearable
          data={(cards.data ?? []).map((c) => ({ value: c.id, label: cardLabel(c) }))}
          placeholder={defaultCard ? `${cardLabel(defaultCard)} (default)` : 'No cards yet: add them under Settings, Payment types'}
          {...form.getInputProps('paymentTypeId')}
        />
      ) : null}
      {foreign ? (
        <Stack gap="xs">
          {record && record.currency === values.currency ? <ConversionLine receipt={record} /> : null}
          {!record && rate.data ? (
            <Text size="sm" c="dimmed">
              {rate.data.rate && rate.data.rateDate
                ? `ECB reference rate of ${formatDate(rate.data.rateDate)}: 1 ${values.currency} = ${rate.data.rate} ${home}`
                : 'No exchange rate for this date: enter the rate or the amount charged'}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={`Amount charged on the card (${home})`} inputMode="decimal" description="Overrides the exchange rate" {...form.getInputProps('homeAmount')} />
            <TextInput label={`Exchange rate (${home} per ${values.currency})`} inputMode="decimal" description="Only when no reference rate exists" {...form.getInputProps('rate')} />
          </SimpleGrid>
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Trip" searchable clearable data={trips.data ?? []} {...form.getInputProps('tripId')} />
        <Select label="Project" searchable clearable data={projects.data ?? []} description="The trip's project when left empty" {...form.getInputProps('projectId')} />
      </SimpleGrid>
      {isNew ? <ReceiptPhotoInput file={photo} onChange={setPhoto} /> : null}
      <TagsEditor value={values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor value={values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
    </EditorPage>
  );
}
