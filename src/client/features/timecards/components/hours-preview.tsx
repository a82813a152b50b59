import { Group, Paper, Stack, Text } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { instantOf, localOf } from '../../../../shared/time.js';
import { formatDuration, LONG_ENTRY_HOURS } from '../../../../shared/timecards.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { formatDate, zoneAbbreviation } from '../../../lib/format.js';
import { hoursBetween } from '../utils/editor-values.js';
import { useElapsed } from '../../../lib/use-elapsed.js';

const wallClock = (local: string) => `${formatDate(local.slice(0, 10))} ${local.slice(11, 16)}`;

/** Both ends as the clock at home shows them: '06/15/2026 08:00 – 16:00 CDT'. */
function homeTimes(start: ZonedValue, end: ZonedValue | null, home: string): string | undefined {
  const a = start.local ? instantOf(start.local, start.zone) : undefined;
  if (!a) return undefined;
  const from = localOf(a, home);
  const b = end?.local ? instantOf(end.local, end.zone) : undefined;
  const to = b ? localOf(b, home) : undefined;
  const toText = !to ? '…' : to.slice(0, 10) === from.slice(0, 10) ? to.slice(11, 16) : wallClock(to);
  return `${wallClock(from)} – ${toText} ${zoneAbbreviation(home, a)}`;
}

interface HoursPreviewProps {
  start: ZonedValue;
  /** Null while the timer runs. */
  end: ZonedValue | null;
  /** The running entry's start instant, to count its hours up to now. */
  runningSince?: string | undefined;
  /** The saved entry's hours, to the second, while its times are unchanged. */
  savedHours?: number | undefined;
  home: string;
}

/** Hours worked as the times are typed (exact across zones and clock changes), and the times at home. */
export function HoursPreview({ start, end, runningSince, savedHours, home }: HoursPreviewProps) {
  const elapsed = useElapsed(runningSince);
  const hours = savedHours ?? (end ? hoursBetween(start, end) : undefined);
  const atHome = homeTimes(start, end, home);
  return (
    <Paper withBorder p="sm" aria-live="polite">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            Hours worked
          </Text>
          <Text fw={700}>
            {elapsed ? `Running for ${elapsed}` : hours !== undefined && hours >= 0 ? `${formatDuration(hours)} (${hours.toFixed(2)} h)` : '—'}
          </Text>
        </Group>
        {atHome ? <Text size="sm" c="dimmed">{`At home (${home}): ${atHome}`}</Text> : null}
        {hours !== undefined && hours > LONG_ENTRY_HOURS ? (
          <Text size="sm" c="orange">
            {messages.longEntry(LONG_ENTRY_HOURS)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
