import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import type { TripListItem } from '../../../../shared/trips.js';
import { ApiError } from '../../../lib/api-error.js';
import { formatZonedDateTime } from '../../../lib/format.js';
import { useHomeZone } from '../../../lib/profile.js';
import { tripsApi } from '../api/trips-api.js';
import { Timeline } from './timeline.js';

const firstOf = (view: 'active' | 'upcoming', at: string) => new URLSearchParams({ view, at, pageSize: '1' }).toString();

/** The trip under way at the browser's clock, else the next one ahead; undefined while either is loading. */
function useCurrentTrip(): { trip: TripListItem | null; active: boolean } | undefined | Error {
  // The moment is taken once: a new one on every render would ask again forever.
  const [at] = useState(() => new Date().toISOString());
  const active = tripsApi.useList(firstOf('active', at));
  const upcoming = tripsApi.useList(firstOf('upcoming', at));
  if (active.error) return active.error;
  if (upcoming.error) return upcoming.error;
  if (!active.data || !upcoming.data) return undefined;
  const under = active.data.items[0];
  return under ? { trip: under, active: true } : { trip: upcoming.data.items[0] ?? null, active: false };
}

/**
 * The trip under way (or else the next one) with its itinerary timeline: local times with their
 * zones and the time at home beside them. Made for the dual view.
 */
export function CurrentTripTimeline() {
  const home = useHomeZone();
  const current = useCurrentTrip();
  if (current instanceof Error) return <Alert color="red">{current instanceof ApiError ? current.message : messages.internalServerError}</Alert>;
  if (!current) return <Skeleton h={240} />;
  const { trip, active } = current;
  if (!trip) {
    return (
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            No trip under way and none ahead.
          </Text>
          <Anchor component={Link} to={buildPath(protectedPaths.trip, { id: 'new' })} size="sm">
            Add a trip
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h4">
          <Anchor component={Link} to={buildPath(protectedPaths.trip, { id: trip.id })} inherit>
            {trip.title}
          </Anchor>
        </Title>
        <Badge variant="light" color={active ? 'green' : 'blue'}>
          {active ? 'Under way' : 'Next trip'}
        </Badge>
      </Group>
      {trip.start ? (
        <Text size="sm" c="dimmed">
          {[formatZonedDateTime(trip.start, home), trip.end ? formatZonedDateTime(trip.end, home) : null].filter(Boolean).join(' – ')}
        </Text>
      ) : null}
      <Timeline tripId={trip.id} initialShowHome />
    </Stack>
  );
}
