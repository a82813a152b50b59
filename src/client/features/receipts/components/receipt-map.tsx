import { Paper, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { Receipt } from '../../../../shared/receipts.js';
import { MapSection } from '../../../components/map/map-section.js';

/** Where the receipt was made: its one place on the map, named by its vendor. */
export function ReceiptMap({ receipt, location }: { receipt: Receipt; location: { latitude: number; longitude: number } }) {
  const name = receipt.vendor || receipt.receiptType?.name || 'Receipt';
  const { latitude, longitude } = location;
  // The same array while the place is the same: a new one would draw the map again.
  const places = useMemo(() => [{ name, address: '', latitude, longitude }], [name, latitude, longitude]);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Map
        </Title>
        <MapSection label="Receipt map" places={places} />
      </Stack>
    </Paper>
  );
}
