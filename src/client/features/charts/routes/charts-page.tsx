import '@mantine/dates/styles.css';
import { Alert, Group, Loader, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/api-error.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useCharts } from '../api/get-charts.js';
import { BudgetsCard, HoursPerWeekCard, MilesPerYearCard, SpendPerMonthCard, TripsPerMonthCard } from '../components/chart-cards.js';
import { rangeFrom, todayIn } from '../utils/chart-range.js';

type Picked = [string | null, string | null];

/** `/protected/charts`: hours, spend, budgets, trips and miles for a range of dates (?from=&to=, else the last twelve months). */
export function ChartsPage() {
  const today = todayIn(useHomeZone());
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params, today);
  // The picker may hold a half-chosen range (of the range it started from); the charts change once both ends are picked.
  const rangeKey = `${range.from}/${range.to}`;
  const [draft, setDraft] = useState<{ of: string; value: Picked } | null>(null);
  const picked: Picked = draft?.of === rangeKey ? draft.value : [range.from, range.to];
  const charts = useCharts(range);
  const data = charts.data;
  // Of the figures on screen, which are the previous range's while a new one loads.
  const suffix = data ? `-${data.from}-to-${data.to}` : '';

  const choose = (value: Picked) => {
    const [from, to] = value;
    if (from && to) {
      setDraft(null);
      setParams({ from, to });
    } else {
      setDraft({ of: rangeKey, value });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Title order={1} size="h2">
          Charts
        </Title>
        <Group gap="xs" align="flex-end">
          {charts.isFetching && data ? <Loader size="sm" aria-label="Loading the charts" /> : null}
          <DatePickerInput type="range" label="Dates" valueFormat="MM/DD/YYYY" allowSingleDateInRange value={picked} onChange={choose} miw={240} />
        </Group>
      </Group>
      {charts.error ? <Alert color="red">{charts.error instanceof ApiError ? charts.error.message : messages.internalServerError}</Alert> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {data ? (
          <>
            <HoursPerWeekCard charts={data} suffix={suffix} />
            <SpendPerMonthCard charts={data} suffix={suffix} />
            <BudgetsCard charts={data} suffix={suffix} />
            <TripsPerMonthCard charts={data} suffix={suffix} />
            <MilesPerYearCard charts={data} suffix={suffix} />
          </>
        ) : charts.error ? null : (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={340} />)
        )}
      </SimpleGrid>
    </Stack>
  );
}
