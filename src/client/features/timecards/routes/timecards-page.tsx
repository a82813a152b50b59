import { Alert, Button, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../../shared/messages.js';
import type { Timecard } from '../../../../shared/timecards.js';
import { ApiError } from '../../../lib/api-error.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useWrittenWeek } from '../api/get-week.js';
import { TimerButton } from '../components/timer-button.js';
import { WeekActions } from '../components/week-actions.js';
import { WeekEntries } from '../components/week-entries.js';
import { WeekPicker } from '../components/week-picker.js';
import { WeekSummaries, WeekTotals } from '../components/week-summaries.js';

// Loaded when first shown: the week's first paint does not wait for the chart or the editor's fields.
const WeekChart = lazy(() => import('../components/week-chart.js').then((m) => ({ default: m.WeekChart })));
const TimecardEditor = lazy(() => import('../components/timecard-editor.js').then((m) => ({ default: m.TimecardEditor })));

/** `/protected/timecards`: the week (from ?date=, else this week), the timer, entries by day, summaries, chart, batch actions. */
export function TimecardsPage() {
  const home = useHomeZone();
  const today = Temporal.Now.plainDateISO(home).toString();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const tab = params.get('tab') === 'chart' ? 'chart' : 'data';
  const week = useWrittenWeek(date);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<{ entry?: Timecard; day: string } | null>(null);
  const data = week.data;
  const days = data?.days ?? [date];
  // Only entries of the week on screen count: what is selected is what can be seen.
  const selected = data?.entries.filter((e) => selectedIds.has(e.id)) ?? [];

  const setParam = (name: 'date' | 'tab', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'tab' },
    );
  const select = (ids: readonly string[], checked: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Timecards
        </Title>
        <Group gap="xs">
          <TimerButton />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ day: days.includes(today) ? today : (days[0] ?? today) })}>
            Add time entry
          </Button>
        </Group>
      </Group>
      <WeekPicker days={days} today={today} onChange={(d) => setParam('date', d === today ? null : d)} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <WeekActions selected={selected} week={{ from: days[0] ?? date, to: days.at(-1) ?? date }} onClearSelection={() => setSelectedIds(new Set())} />
        {data ? <WeekTotals totals={data.totals} /> : null}
      </Group>
      {week.error ? <Alert color="red">{week.error instanceof ApiError ? week.error.message : messages.internalServerError}</Alert> : null}
      <Tabs value={tab} onChange={(value) => setParam('tab', value === 'chart' ? 'chart' : null)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="data">Data</Tabs.Tab>
          <Tabs.Tab value="chart">Chart</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          {data ? (
            <Stack gap="md">
              <WeekEntries week={data} home={home} waiting={week.waiting} selected={selectedIds} onSelect={select} onOpen={(entry) => setEditing({ entry, day: entry.day })} onAdd={(day) => setEditing({ day })} />
              <WeekSummaries week={data} />
            </Stack>
          ) : (
            <Skeleton h={320} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="chart" pt="md">
          <Suspense fallback={<Skeleton h={320} />}>{data ? <WeekChart week={data} /> : <Skeleton h={320} />}</Suspense>
        </Tabs.Panel>
      </Tabs>
      {editing ? (
        <Suspense fallback={null}>
          <TimecardEditor entry={editing.entry} day={editing.day} home={home} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
