import { Alert, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { receiptFields, type Receipt, type ReceiptField } from '../../../../shared/receipts.js';
import { isReading, READING_POLL_MS, receiptsApi } from '../api/receipts-api.js';

const fieldNames: Record<ReceiptField, string> = { receiptAt: 'date', amount: 'amount', currency: 'currency', vendor: 'vendor', receiptTypeId: 'type' };
const listed = (fields: readonly ReceiptField[]) => fields.map((f) => fieldNames[f]).join(', ');

/**
 * What a scan's reading did and what is left for the user: reading (the receipt asked for again
 * until it is done), the fields read and those not found to check before saving, or why it failed.
 */
export function ReceiptReadingAlert({ receipt }: { receipt: Receipt }) {
  const client = useQueryClient();
  const reading = isReading(receipt);
  useQuery({ ...receiptsApi.one(receipt.id), refetchInterval: (query) => (isReading(query.state.data) ? READING_POLL_MS : false) });
  useEffect(() => {
    // Read: the trip's receipts and spent change with it.
    if (!reading) void client.invalidateQueries({ queryKey: ['trips'] });
  }, [client, reading]);

  if (reading) {
    return (
      <Alert color="blue" icon={<Loader size="xs" />} title="Reading the receipt…">
        The date, amount, currency, vendor and type fill in as they are read.
      </Alert>
    );
  }
  if (receipt.reading?.status === 'failed') {
    return (
      <Alert color="red" title={receipt.reading.error}>
        The photo is kept: fill in the fields and save.
      </Alert>
    );
  }
  if (receipt.unconfirmed.length === 0) return null;
  const found = receiptFields.filter((f) => receipt.unconfirmed.includes(f) && receipt.reading?.found.includes(f));
  const missing = receiptFields.filter((f) => receipt.unconfirmed.includes(f) && !receipt.reading?.found.includes(f));
  return (
    <Alert color="yellow" title="Check what was read, then save">
      {found.length > 0 ? `Read from the receipt: ${listed(found)}. ` : ''}
      {missing.length > 0 ? `Not found on it: ${listed(missing)}. ` : ''}
      Until it is saved, this receipt counts in no total.
    </Alert>
  );
}
