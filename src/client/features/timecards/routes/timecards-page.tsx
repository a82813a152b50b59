import { ActionIcon, Badge, Button, Checkbox, Group, Menu, Modal, Paper, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconCopy, IconDownload, IconPlayerPlayFilled, IconPlayerStopFilled, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../../shared/messages.js';
import { formatDuration, timecardTypes, type Timecard, type Week } from '../../../../shared/timecards.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { notifyDeleteFailed, notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { useHomeZone } from '../../../lib/profile.js';
import { exportUrl, timecardsApi, useDuplicate, useTimer, useTimerToggle, useWeek } from '../api/timecards-api.js';
import { ExportModal } from '../components/export-modal.js';
import { TimecardEditor } from '../components/timecard-editor.js';

const WeekChart = lazy(() => import('../components/week-chart.js').then((m) => ({ default: m.WeekChart })));

const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const weekday = (d: string) => new Date(`${d}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' });
const hours = (h: number) => (h ? `${formatDuration(h)} · ${h.toFixed(2)}` : '—');

function timeOf(at: Timecard['start'], home: string) {
  const time = at.local.slice(11);
  if (at.zone === home) return time;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: at.zone, timeZoneName: 'short' }).formatToParts(new Date(at.at)).find((p) => p.type === 'timeZoneName')?.value;
  return `${time} ${zone ?? at.zone}`;
}

function Summaries({ week }: { week: Week }) {
  return (
    <Group align="flex-start" grow wrap="wrap">
      <Paper withBorder p="sm" miw={280}>
        <Title order={2} size="h5" mb="xs">
          Daily summary
        </Title>
        <Table aria-label="Daily summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th ta="right">Labor</Table.Th>
              <Table.Th ta="right">Travel</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.daily.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{`${weekday(d.date).slice(0, 3)} ${mdy(d.date)}`}</Table.Td>
                <Table.Td ta="right">{hours(d.labor)}</Table.Td>
                <Table.Td ta="right">{hours(d.travel)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Week</Table.Td>
              <Table.Td ta="right">{hours(week.totals.labor)}</Table.Td>
              <Table.Td ta="right">{hours(week.totals.travel)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="sm" miw={280}>
        <Title order={2} size="h5" mb="xs">
          Project summary
        </Title>
        {week.projects.length === 0 ? (
          <Text c="dimmed" size="sm">
            No hours this week.
          </Text>
        ) : (
          <Table aria-label="Project summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project / assignment</Table.Th>
                <Table.Th ta="right">Labor</Table.Th>
                <Table.Th ta="right">Travel</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {week.projects.map((p) => (
                <Table.Tr key={`${p.projectId ?? ''}-${p.assignmentId ?? ''}`}>
                  <Table.Td>{[p.projectNumber ?? 'No project', p.assignmentName].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td ta="right">{hours(p.labor)}</Table.Td>
                  <Table.Td ta="right">{hours(p.travel)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Group>
  );
}

/** `/protected/timecards`: the week, the timer, entries by day, summaries, chart and exports. */
export function TimecardsPage() {
  const home = useHomeZone();
  const today = Temporal.Now.plainDateISO(home).toString();
  const [date, setDate] = useState(today);
  const week = useWeek(date);
  const timer = useTimer();
  const toggle = useTimerToggle();
  const duplicate = useDuplicate();
  const remove = timecardsApi.useDelete();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ entry?: Timecard; day: string } | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const [copyDay, setCopyDay] = useState<string | null>(null);
  const data = week.data;
  const shift = (days: number) => setDate(Temporal.PlainDate.from(data?.weekStart ?? date).add({ days }).toString());
  const last = data?.days[6] ?? date;
  const month = Temporal.PlainDate.from(data?.weekStart ?? date);
  const monthFrom = month.with({ day: 1 }).toString();
  const monthTo = month.with({ day: month.daysInMonth }).toString();

  const needSelection = (action: () => void) => () => {
    if (selected.length === 0) notifications.show({ color: 'orange', message: messages.selectOneOrMore });
    else action();
  };
  const copyTo = (to: 'next-day' | 'next-week') =>
    needSelection(() =>
      duplicate.mutate(
        { ids: selected, to },
        { onSuccess: () => notifySuccess(messages.recordSaved), onError: notifySaveFailed },
      ),
    )();
  // Copying to a chosen day keeps one entry's times: it needs exactly one selected.
  const copyToDay = () => {
    if (selected.length !== 1) notifications.show({ color: 'orange', message: selected.length === 0 ? messages.selectOneOrMore : messages.selectOne });
    else setCopyDay(date);
  };
  const deleteSelected = needSelection(() =>
    confirmDestructive({
      question: messages.proceedDeleting(selected.length),
      onConfirm: () =>
        remove.mutate(
          { ids: selected },
          {
            onSuccess: () => {
              setSelected([]);
              notifySuccess(messages.recordDeleted);
            },
            onError: notifyDeleteFailed,
          },
        ),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Timecards
        </Title>
        <Group gap="xs">
          {timer.data ? (
            <Button color="red" leftSection={<IconPlayerStopFilled size={16} />} onClick={() => toggle.mutate('stop')} loading={toggle.isPending}>
              Stop timer
            </Button>
          ) : (
            <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => toggle.mutate('start')} loading={toggle.isPending}>
              Start timer
            </Button>
          )}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ day: date })}>
            Add time entry
          </Button>
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label="Previous week" onClick={() => shift(-7)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <DateInput label="Week of" valueFormat="MM/DD/YYYY" value={date} onChange={(d) => d && setDate(d.slice(0, 10))} w={150} />
        <ActionIcon variant="default" size="lg" aria-label="Next week" onClick={() => shift(7)}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Button variant="subtle" onClick={() => setDate(today)}>
          This week
        </Button>
        <Text size="sm" c="dimmed">
          {data ? `${mdy(data.weekStart)} – ${mdy(last)}` : ''}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Menu>
          <Menu.Target>
            <Button variant="default" leftSection={<IconCopy size={16} />}>
              Duplicate
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => copyTo('next-day')}>To the next day</Menu.Item>
            <Menu.Item onClick={() => copyTo('next-week')}>To the next week</Menu.Item>
            <Menu.Item onClick={copyToDay}>To a day…</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={deleteSelected}>
          Delete
        </Button>
        <Menu>
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component="a" href={exportUrl('csv', data?.weekStart ?? date, last)}>
              This week as CSV
            </Menu.Item>
            <Menu.Item component="a" href={exportUrl('pdf', data?.weekStart ?? date, last)} target="_blank">
              This week as PDF timesheet
            </Menu.Item>
            <Menu.Item component="a" href={exportUrl('csv', monthFrom, monthTo)}>
              This month as CSV
            </Menu.Item>
            <Menu.Item component="a" href={exportUrl('pdf', monthFrom, monthTo)} target="_blank">
              This month as PDF timesheet
            </Menu.Item>
            <Menu.Item onClick={() => setExporting(true)}>Dates, customer or project…</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Tabs defaultValue="data" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="data">Data</Tabs.Tab>
          <Tabs.Tab value="chart">Chart</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          {!data ? (
            <Skeleton h={240} />
          ) : (
            <Stack gap="md">
              <Text size="xs" c="dimmed">
                An entry that runs past midnight counts toward the day it starts.
              </Text>
              {data.days.map((day) => {
                const entries = data.entries.filter((e) => e.day === day);
                return (
                  <Paper key={day} withBorder p="sm" aria-label={`${weekday(day)} ${mdy(day)}`} component="section">
                    <Group justify="space-between" mb={entries.length ? 'xs' : 0}>
                      <Text fw={600}>{`${weekday(day)} ${mdy(day)}`}</Text>
                      <ActionIcon variant="subtle" aria-label={`Add time entry on ${mdy(day)}`} onClick={() => setEditing({ day })}>
                        <IconPlus size={16} />
                      </ActionIcon>
                    </Group>
                    {entries.map((e) => (
                      <Group key={e.id} gap="sm" wrap="nowrap" py={4}>
                        <Checkbox
                          aria-label={`Select entry ${timeOf(e.start, home)}`}
                          checked={selected.includes(e.id)}
                          onChange={() => setSelected((s) => (s.includes(e.id) ? s.filter((x) => x !== e.id) : [...s, e.id]))}
                        />
                        <Button variant="subtle" size="compact-sm" onClick={() => setEditing({ entry: e, day })}>
                          {`${timeOf(e.start, home)} – ${e.end ? timeOf(e.end, home) : 'running'}`}
                        </Button>
                        <Badge variant="light" color={e.type === 'labor' ? 'blue' : 'orange'}>
                          {timecardTypes[e.type]}
                        </Badge>
                        <Text size="sm" truncate flex={1}>
                          {[e.project?.projectNumber, e.assignment?.name, e.customer?.name].filter(Boolean).join(' · ') || 'No project'}
                        </Text>
                        <Text size="sm" fw={600}>
                          {e.end ? formatDuration(e.hours) : <Badge color="green">Running</Badge>}
                        </Text>
                      </Group>
                    ))}
                  </Paper>
                );
              })}
              <Summaries week={data} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="chart" pt="md">
          {data ? (
            <Suspense fallback={<Skeleton h={300} />}>
              <WeekChart week={data} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      {exporting ? <ExportModal from={data?.weekStart ?? date} to={last} onClose={() => setExporting(false)} /> : null}
      <Modal opened={copyDay !== null} onClose={() => setCopyDay(null)} title="Duplicate to a day">
        <Stack>
          <DateInput label="Day" valueFormat="MM/DD/YYYY" value={copyDay} onChange={(d) => setCopyDay(d ? d.slice(0, 10) : null)} />
          <Group justify="flex-end">
            <Button
              onClick={() =>
                copyDay &&
                duplicate.mutate(
                  { ids: selected, to: copyDay },
                  {
                    onSuccess: () => {
                      setCopyDay(null);
                      notifySuccess(messages.recordSaved);
                    },
                    onError: notifySaveFailed,
                  },
                )
              }
            >
              Duplicate
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing ? <TimecardEditor entry={editing.entry} day={editing.day} home={home} onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}
