import { Anchor, Badge, Button, Group, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconCloudUpload, IconPhoto, IconPlus, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { formatMoney, toMinorUnits } from '../../../../shared/money.js';
import type { ReceiptListItem, TripReceipts } from '../../../../shared/receipts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { formatDate } from '../../../lib/format.js';
import { ReceiptTypeIcon } from '../../settings/components/receipt-type-icon.js';
import { useWaitingReceipts, type ReceiptCapture } from '../api/capture-receipt.js';
import { isReading, useTripReceipts } from '../api/receipts-api.js';
import { ExpenseReportButton } from './expense-report-button.js';
import { MileageSection } from './mileage-section.js';
import { ScanReceiptsButton } from './scan-receipts-button.js';

const homeCell = (r: ReceiptListItem) =>
  r.conversion.homeAmountMinor === null ? <Badge color="yellow" variant="light">Rate missing</Badge> : formatMoney(r.conversion.homeAmountMinor, r.conversion.homeCurrency);

function CurrencyTab({ tab, home }: { tab: TripReceipts['tabs'][number]; home: string }) {
  const foreign = tab.currency !== home;
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Text fw={600} aria-label={`Total ${tab.currency}`}>
          Total {formatMoney(tab.totalMinor, tab.currency)}
        </Text>
        {foreign ? (
          <Text c="dimmed" size="sm">
            {formatMoney(tab.homeTotalMinor, home)} in {home}
            {tab.unconverted > 0 ? `, ${tab.unconverted} without a rate` : ''}
          </Text>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Vendor</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              {foreign ? <Table.Th ta="right">In {home}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tab.receipts.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDate(r.receiptAt.local.slice(0, 10))}</Table.Td>
                <Table.Td>
                  {r.receiptType ? (
                    <Group gap={6} wrap="nowrap">
                      <ReceiptTypeIcon icon={r.receiptType.icon} size={16} />
                      {r.receiptType.name}
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Anchor component={Link} to={buildPath(protectedPaths.receipt, { id: r.id })}>
                      {r.vendor || 'Receipt'}
                    </Anchor>
                    {r.isPublic ? <IconWorld size={14} aria-label="Public" /> : null}
                    {isReading(r) ? (
                      <Badge variant="light" color="blue">
                        Reading…
                      </Badge>
                    ) : r.unconfirmed.length > 0 ? (
                      <Badge variant="light" color="yellow">
                        Needs a look
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(r.amountMinor, r.currency)}</Table.Td>
                {foreign ? <Table.Td ta="right">{homeCell(r)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The amount typed, as money where it reads as such. */
const amountOf = ({ input }: ReceiptCapture) => {
  const minor = toMinorUnits(String(input.amount), input.currency);
  return minor === undefined ? `${String(input.amount)} ${input.currency}` : formatMoney(minor, input.currency);
};

/** Receipts captured with no network: on the device, each marked, until the server has them (and counts them in the totals). */
function WaitingReceipts({ captures }: { captures: ReceiptCapture[] }) {
  return (
    <Stack gap={4} component="ul" aria-label="Receipts waiting to be sent" p={0} m={0} style={{ listStyle: 'none' }}>
      {captures.map((capture) => {
        const name = capture.input.vendor || 'Receipt';
        return (
          <Group key={capture.key} component="li" gap="sm" wrap="nowrap">
            <IconCloudUpload size={16} role="img" aria-label={`Receipt ${name} waiting to be sent`} />
            <Text size="sm">{formatDate(capture.input.receiptAt.local.slice(0, 10))}</Text>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <Text size="sm">{amountOf(capture)}</Text>
            {capture.photo ? <IconPhoto size={16} role="img" aria-label="With its photo" /> : null}
            <Text size="sm" c="dimmed">
              Waiting to be sent
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** A trip's receipts in one tab per currency with their totals, its mileage, and its expense report. */
export function TripReceiptsTab({ tripId }: { tripId: string }) {
  const receipts = useTripReceipts(tripId);
  const waiting = useWaitingReceipts(tripId);
  const newReceipt = `${buildPath(protectedPaths.receipt, { id: 'new' })}?tripId=${encodeURIComponent(tripId)}`;
  const tabs = receipts.data?.tabs ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Button component={Link} to={newReceipt} leftSection={<IconPlus size={16} />}>
            Add receipt
          </Button>
          <ScanReceiptsButton tripId={tripId} />
        </Group>
        <ExpenseReportButton scope={{ tripId }} />
      </Group>
      {waiting.length > 0 ? <WaitingReceipts captures={waiting} /> : null}
      {receipts.isPending ? <Loader aria-label={messages.systemLoading} /> : null}
      {receipts.data && tabs.length === 0 && waiting.length === 0 ? <Text c="dimmed">No receipts yet. Add one, with a photo taken on your phone, and it counts in what the trip spent.</Text> : null}
      {tabs.length > 0 ? (
        <Tabs defaultValue={tabs[0]?.currency} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.currency} value={t.currency}>
                {t.currency} · {t.count}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.currency} value={t.currency} pt="sm">
              <CurrencyTab tab={t} home={receipts.data?.homeCurrency ?? t.currency} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
      <MileageSection tripId={tripId} />
    </Stack>
  );
}
