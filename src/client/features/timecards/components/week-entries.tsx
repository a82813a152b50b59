import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { timecardTypes, type Timecard, type Week } from '../../../../shared/timecards.js';
import { formatDate, formatZonedTime } from '../../../lib/format.js';
import { dayLabel, hoursLabel, projectLabel } from '../utils/week-labels.js';
import classes from './week-entries.module.css';

/** '09:00 – 17:30', the end with its date when it falls on another day ('22:00 – 06/16 06:00'), '09:00 – …' while running. */
export function entryTimes(entry: Timecard, home: string): string {
  if (!entry.end) return `${formatZonedTime(entry.start, home)} – …`;
  const endDate = entry.end.local.slice(0, 10);
  const endDay = endDate === entry.start.local.slice(0, 10) ? '' : `${formatDate(endDate).slice(0, 5)} `;
  return `${formatZonedTime(entry.start, home)} – ${endDay}${formatZonedTime(entry.end, home)}`;
}

interface WeekEntriesProps {
  week: Week;
  home: string;
  /** The entries chosen for the batch actions; without `onSelect` there are no checkboxes. */
  selected?: ReadonlySet<string>;
  /** The entries written that wait to be sent: marked, and opened again once the server has them. */
  waiting?: ReadonlySet<string> | undefined;
  onSelect?: ((ids: readonly string[], checked: boolean) => void) | undefined;
  onOpen: (entry: Timecard) => void;
  onAdd: (day: string) => void;
}

interface EntryRowProps {
  entry: Timecard;
  home: string;
  checked: boolean;
  unsent: boolean;
  onSelect: WeekEntriesProps['onSelect'];
  onOpen: WeekEntriesProps['onOpen'];
}

function EntryRow({ entry, home, checked, unsent, onSelect, onOpen }: EntryRowProps) {
  const times = entryTimes(entry, home);
  return (
    <Group gap="sm" wrap="nowrap" className={classes.entry}>
      {onSelect ? (
        <Checkbox aria-label={`Select entry ${times} on ${formatDate(entry.day)}`} disabled={unsent} checked={checked} onChange={(e) => onSelect([entry.id], e.currentTarget.checked)} />
      ) : null}
      <UnstyledButton className={classes.open} disabled={unsent} onClick={() => onOpen(entry)}>
        <Text fw={600} size="sm">
          {times}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" size="sm" color={entry.type === 'labor' ? 'blue' : 'orange'}>
            {timecardTypes[entry.type]}
          </Badge>
          <Text size="sm" c="dimmed" truncate>
            {[projectLabel(entry.project, entry.assignment?.name), entry.customer?.name].filter(Boolean).join(' · ')}
          </Text>
        </Group>
      </UnstyledButton>
      {unsent ? <IconCloudUpload size={16} role="img" aria-label={`Entry ${times} on ${formatDate(entry.day)} waiting to be sent`} /> : null}
      {entry.end ? (
        <Text size="sm" fw={600} ta="right" className={classes.hours}>
          {hoursLabel(entry.hours).duration}
        </Text>
      ) : (
        <Badge color="green" variant="light">
          Running
        </Badge>
      )}
    </Group>
  );
}

/**
 * The week's entries under the day each counts toward, with the day's hours; a checkbox per entry
 * and per day for the batch actions; a click on an entry opens it.
 */
export function WeekEntries({ week, home, selected = new Set(), waiting, onSelect, onOpen, onAdd }: WeekEntriesProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        An entry that runs past midnight counts toward the day it starts.
      </Text>
      {week.days.map((day) => {
        const entries = week.entries.filter((e) => e.day === day);
        const ids = entries.map((e) => e.id);
        const chosen = ids.filter((id) => selected.has(id)).length;
        const totals = week.daily.find((d) => d.date === day);
        const label = dayLabel(day);
        return (
          <Paper key={day} withBorder p="sm" component="section" aria-label={label}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                {entries.length > 0 && onSelect ? (
                  <Checkbox
                    aria-label={`Select all entries on ${formatDate(day)}`}
                    checked={chosen === ids.length}
                    indeterminate={chosen > 0 && chosen < ids.length}
                    onChange={(e) => onSelect(ids, e.currentTarget.checked)}
                  />
                ) : null}
                <Text fw={700}>{label}</Text>
                {entries.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No entries
                  </Text>
                ) : null}
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {totals && totals.labor + totals.travel > 0 ? hoursLabel(totals.labor + totals.travel).duration : ''}
                </Text>
                <ActionIcon variant="subtle" aria-label={`Add time entry on ${formatDate(day)}`} onClick={() => onAdd(day)}>
                  <IconPlus size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {entries.length === 0 ? null : (
              <Stack gap={0} mt="xs">
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} home={home} checked={selected.has(entry.id)} unsent={waiting?.has(entry.id) ?? false} onSelect={onSelect} onOpen={onOpen} />
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
