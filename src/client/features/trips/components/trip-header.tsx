import { ActionIcon, Badge, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconMapPin, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { timelineKinds, type TimelineEntry } from '../../../../shared/itinerary.js';
import { tripDay, type Zoned } from '../../../../shared/time.js';
import type { Trip } from '../../../../shared/trips.js';
import { formatZonedDateTime } from '../../../lib/format.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useTimeline } from '../api/itinerary-api.js';

/** Where today falls in the trip, counted on the calendar where it starts: 'In 5 days', 'Tomorrow', 'Day 2 of 4', 'Ended'. */
export function tripProgress(start: Zoned, end: Zoned, now: Date): string {
  const { day, days } = tripDay(start, end, now);
  if (day > days) return 'Ended';
  if (day >= 1) return `Day ${day} of ${days}`;
  if (day === 0) return 'Tomorrow';
  return `In ${1 - day} days`;
}

/** The first moment of the itinerary still ahead at `now` (cancelled and hidden ones left out). */
export function nextEntry(days: { entries: TimelineEntry[] }[], now: Date): TimelineEntry | undefined {
  return days.flatMap((d) => d.entries).find((e) => !e.cancelled && !e.hidden && Date.parse(e.at) > now.getTime());
}

function NextUp({ tripId, now }: { tripId: string; now: Date }) {
  const home = useHomeZone();
  const timeline = useTimeline(tripId);
  if (!timeline.data) return timeline.error ? null : <Skeleton h={56} />;
  const next = nextEntry(timeline.data.days, now);
  if (!next) return null;
  return (
    <Stack gap={2} role="region" aria-label="Next">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Next
      </Text>
      <Text fw={600}>{[next.kind ? timelineKinds[next.kind] : null, next.title].filter(Boolean).join(' · ')}</Text>
      <Text size="sm">{[formatZonedDateTime(next, home), next.place].filter(Boolean).join(' · ')}</Text>
      {next.confirmation ? (
        <Group gap={4}>
          <Text size="sm">
            Confirmation <b>{next.confirmation}</b>
          </Text>
          <CopyButton value={next.confirmation}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={`Copy confirmation number ${next.confirmation}`}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The top of a saved trip, what a traveller needs first: its title, its dates in its own zones,
 * the destination, how far away or how far along it is, and the next moment of its itinerary
 * with its time, place and confirmation number to copy. Its details open with 'Trip details'.
 */
export function TripHeader({ trip, onDetails }: { trip: Trip; onDetails: () => void }) {
  const home = useHomeZone();
  // Taken once: the header does not move on its own while it is open.
  const [now] = useState(() => new Date());
  return (
    <Paper withBorder p="md" component="section" aria-label="Trip">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h3">
            {trip.title}
          </Title>
          <Button variant="light" size="compact-md" leftSection={<IconPencil size={16} />} onClick={onDetails} flex="none">
            Trip details
          </Button>
        </Group>
        {trip.start ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {[formatZonedDateTime(trip.start, home), trip.end ? formatZonedDateTime(trip.end, home) : null].filter(Boolean).join(' – ')}
            </Text>
            {trip.end ? (
              <Badge variant="light" color="blue">
                {tripProgress(trip.start, trip.end, now)}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {trip.address ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{trip.address}</Text>
          </Group>
        ) : null}
        <NextUp tripId={trip.id} now={now} />
      </Stack>
    </Paper>
  );
}
