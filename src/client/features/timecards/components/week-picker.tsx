import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Temporal } from 'temporal-polyfill';
import { formatDate } from '../../../lib/format.js';

interface WeekPickerProps {
  /** The week's days (YYYY-MM-DD, first day first), once loaded; until then the chosen date alone. */
  days: readonly string[];
  /** Today where the user lives, for 'This week'. */
  today: string;
  onChange: (date: string) => void;
}

const shift = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/** Previous and next week, a calendar to jump to any date's week, and back to this week. */
export function WeekPicker({ days, today, onChange }: WeekPickerProps) {
  const first = days[0] ?? today;
  const last = days.at(-1) ?? first;
  const isThisWeek = first <= today && today <= last;
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <ActionIcon variant="default" size="input-sm" aria-label="Previous week" onClick={() => onChange(shift(first, -7))}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <DatePickerInput
          label="Week of"
          valueFormat="MM/DD/YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={first}
          onChange={(picked) => picked && onChange(picked)}
          highlightToday
          // The whole week shows as chosen, since that is what the page shows.
          getDayProps={(day) => ({ inRange: day >= first && day <= last, firstInRange: day === first, lastInRange: day === last })}
          w={160}
        />
        <ActionIcon variant="default" size="input-sm" aria-label="Next week" onClick={() => onChange(shift(first, 7))}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Button variant="default" onClick={() => onChange(today)} disabled={isThisWeek}>
        This week
      </Button>
      <Text size="sm" c="dimmed" pb={8} aria-live="polite">
        {`${formatDate(first)} – ${formatDate(last)}`}
      </Text>
    </Group>
  );
}
