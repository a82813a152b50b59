import { Alert, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Timeline as TimelineData, TimelineEntry } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { useHideReservation, useTimeline } from '../api/itinerary-api.js';
import { TimelineEntryRow } from './timeline-entry.js';
import { dayHeading } from './timeline-format.js';

interface TimelineProps {
  tripId: string;
  /** Opens an event of the user's own (an entry whose source is 'event') in its editor. */
  onOpenEvent?: (eventId: string) => void;
  /** Shows the time at home beside each local time from the start (the dual view's traveller wants both). */
  initialShowHome?: boolean;
}

/** The days left to show: hidden flights only when asked for, and a day only with something in it. */
function visibleDays(timeline: TimelineData, showHidden: boolean) {
  return timeline.days
    .map((day) => ({ ...day, entries: showHidden ? day.entries : day.entries.filter((e) => !e.hidden) }))
    .filter((day) => day.entries.length > 0 || day.gaps.length > 0);
}

/**
 * A trip's itinerary by local day: each moment at its local time with the zone's abbreviation (and,
 * on request, the time at home), '+1' for an arrival the next day, flights' details, and the day's
 * gaps as warnings. Flights can be hidden and shown again.
 */
export function Timeline({ tripId, onOpenEvent, initialShowHome = false }: TimelineProps) {
  const query = useTimeline(tripId);
  const hide = useHideReservation();
  const [showHome, setShowHome] = useState(initialShowHome);
  const [showHidden, setShowHidden] = useState(false);

  if (query.error) return <Alert color="red">{query.error instanceof ApiError ? query.error.message : messages.internalServerError}</Alert>;
  if (!query.data) return <Skeleton h={200} />;
  const timeline = query.data;
  const hasAny = timeline.days.some((day) => day.entries.length > 0 || day.gaps.length > 0);
  const days = visibleDays(timeline, showHidden);

  const setHidden = (entry: TimelineEntry, hidden: boolean) => hide.mutate({ id: entry.recordId, hidden }, { onError: notifySaveFailed });
  const askToHide = (entry: TimelineEntry) =>
    confirmDestructive({ question: messages.hideFlight, confirmLabel: 'Hide', onConfirm: () => setHidden(entry, true) });

  if (!hasAny) {
    return (
      <Text c="dimmed" size="sm">
        Nothing on the itinerary yet: add a reservation or an event to see the trip day by day.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Switch label="Show home time" checked={showHome} onChange={(e) => setShowHome(e.currentTarget.checked)} />
        {timeline.hiddenCount > 0 ? (
          <Switch label={`Show hidden flights (${timeline.hiddenCount})`} checked={showHidden} onChange={(e) => setShowHidden(e.currentTarget.checked)} />
        ) : null}
      </Group>
      {showHome ? (
        <Text size="xs" c="dimmed">
          {`Home is ${timeline.homeZone}.`}
        </Text>
      ) : null}
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          Every flight of this trip is hidden.
        </Text>
      ) : null}
      {days.map((day) => {
        const heading = dayHeading(day.date);
        return (
          <Paper key={day.date} withBorder p="sm" component="section" aria-label={heading}>
            <Text fw={700} mb={4}>
              {heading}
            </Text>
            <Stack gap={0} role="list" aria-label={`Events on ${heading}`}>
              {day.entries.map((entry) => (
                <TimelineEntryRow
                  key={entry.key}
                  entry={entry}
                  homeZone={timeline.homeZone}
                  showHome={showHome}
                  onOpenEvent={onOpenEvent}
                  onHide={askToHide}
                  onShow={(shown) => setHidden(shown, false)}
                />
              ))}
            </Stack>
            {day.gaps.map((gap) => (
              <Alert key={`${gap.kind}:${gap.reservationIds.join(',')}`} mt="xs" color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                {gap.message}
              </Alert>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
