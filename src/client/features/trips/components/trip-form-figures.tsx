import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../../shared/money.js';
import type { Trip } from '../../../../shared/trips.js';

/** The trip's calculated figures, read-only: what it cost and earned, and the hours of its timecards. */
export function TripFigures({ trip }: { trip: Trip }) {
  const figures = [
    { label: 'Spent', value: formatMoney(trip.spentMinor, trip.homeCurrency) },
    { label: 'Received', value: trip.receivedMinor === null ? '—' : formatMoney(trip.receivedMinor, trip.homeCurrency) },
    { label: 'Work hours', value: trip.workHours.toFixed(2) },
    { label: 'Travel hours', value: trip.travelHours.toFixed(2) },
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} role="list" aria-label="Calculated figures">
        {figures.map((f) => (
          <Paper key={f.label} withBorder p="xs" role="listitem" aria-label={f.label}>
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={600}>{f.value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {trip.unconvertedReceipts > 0 ? (
        <Text size="xs" c="yellow">
          {trip.unconvertedReceipts} receipt(s) without an exchange rate are not counted
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Calculated live from the trip&apos;s receipts, mileage and linked timecards
      </Text>
    </Stack>
  );
}
