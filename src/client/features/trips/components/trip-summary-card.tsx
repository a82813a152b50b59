import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TravelSummary } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { formatMoney } from '../../../../shared/money.js';
import { ApiError } from '../../../lib/api-error.js';
import { useTripSummary, useYearSummary } from '../api/itinerary-api.js';
import { decimalHours } from './timeline-format.js';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The figures of a travel summary: nights, flights, miles flown, hours, and spending by currency. */
export function TravelSummaryStats({ summary }: { summary: TravelSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Stat label="Nights away">
        <Text fw={700}>{summary.nightsAway}</Text>
      </Stat>
      <Stat label="Flights">
        <Text fw={700}>{summary.flights}</Text>
      </Stat>
      <Stat label="Miles flown">
        <Text fw={700}>{summary.milesFlown.toLocaleString('en-US')}</Text>
      </Stat>
      <Stat label="Work hours">
        <Text fw={700}>{decimalHours(summary.workHours)}</Text>
      </Stat>
      <Stat label="Travel hours">
        <Text fw={700}>{decimalHours(summary.travelHours)}</Text>
      </Stat>
      <Stat label="Spent">
        {summary.spent.length === 0 ? (
          <Text fw={700}>—</Text>
        ) : (
          summary.spent.map((s) => (
            <Text key={s.currency} fw={700}>
              {formatMoney(s.amountMinor, s.currency)}
            </Text>
          ))
        )}
      </Stat>
    </SimpleGrid>
  );
}

/** A travel summary as a compact card, with its loading and failure states. */
function SummaryCard({ title, summary }: { title: string; summary: UseQueryResult<TravelSummary> }) {
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {summary.data ? (
        <TravelSummaryStats summary={summary.data} />
      ) : summary.error ? (
        <Alert color="red">{summary.error instanceof ApiError ? summary.error.message : messages.internalServerError}</Alert>
      ) : (
        <Skeleton h={96} />
      )}
    </Paper>
  );
}

/** A trip's travel summary. */
export function TripSummaryCard({ tripId }: { tripId: string }) {
  return <SummaryCard title="Travel summary" summary={useTripSummary(tripId)} />;
}

/** The summary of every trip starting in a year. */
export function YearSummaryCard({ year }: { year: number }) {
  return <SummaryCard title={`Travel in ${year}`} summary={useYearSummary(year)} />;
}
