import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Timeline as MantineTimeline, Title } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActiveTrip } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { localOf } from '../../../../shared/time.js';
import { DirectionsLinks } from '../../../components/directions-links.js';
import { ApiError } from '../../../lib/api-error.js';
import { formatDate } from '../../../lib/format.js';
import { useNow } from '../../../lib/use-now.js';
import { useActiveTrip } from '../api/itinerary-api.js';
import { clockOf, countdown, zonedDateTime } from './timeline-format.js';
import { TimelineIcon } from './timeline-icons.js';
import { FlightStatusLine } from './flight-status-line.js';
import { startPressed, useStartTimer } from '../../timecards/api/start-timer.js';
import { useTimer } from '../../timecards/api/get-timer.js';

// The map's code loads only when a trip is under way.
const ActiveTripMap = lazy(() => import('./active-trip-map.js').then((m) => ({ default: m.ActiveTripMap })));

/** Where the upcoming trips are listed, for when none is under way. */
export const upcomingTripsPath = `${protectedPaths.trips}?view=upcoming`;

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-label={label}>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

/** '07:05 EDT', with the date ('03/17 07:05 GMT') when that is not today where it happens. */
function nextTime(next: NonNullable<ActiveTrip['next']>, now: number): string {
  const today = localOf(new Date(now), next.zone).slice(0, 10);
  const date = next.local.slice(0, 10);
  return `${date === today ? '' : `${formatDate(date).slice(0, 5)} `}${clockOf(next.local)} ${next.abbreviation}`;
}

/** The trip under way, which day of it this is, and what comes next with the time left until it. */
export function ActiveTripHeader({ active, now }: { active: ActiveTrip; now: number }) {
  const { trip, next } = active;
  return (
    <Part label="Trip under way">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor component={Link} to={buildPath(protectedPaths.trip, { id: trip.id })} fw={700} size="lg">
          {trip.title}
        </Anchor>
        <Badge variant="light" size="lg">{`Day ${active.day} of ${active.days}`}</Badge>
      </Group>
      {next ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <TimelineIcon entry={next} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Next
            </Text>
            <Text fw={600}>{next.title}</Text>
            <Text size="sm">
              {nextTime(next, now)}
              {' · '}
              <Text span fw={700} size="sm">
                {countdown(now, next.at)}
              </Text>
            </Text>
            {next.type === 'flight' && next.kind === 'departure' && next.source === 'reservation' ? (
              <FlightStatusLine reservationId={next.recordId} departsAt={next.at} now={now} />
            ) : null}
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing more is planned on this trip.
        </Text>
      )}
      <TripTimerButtons tripId={trip.id} />
    </Part>
  );
}

/** Starts the timer for the trip (and its project) while none runs; the header's chip shows the one running. */
function TripTimerButtons({ tripId }: { tripId: string }) {
  const timer = useTimer();
  const start = useStartTimer();
  if (timer.isPending || timer.data) return null;
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" leftSection={<IconPlayerPlayFilled size={14} />} loading={start.isPending && !start.isPaused} onClick={() => start.mutate(startPressed('labor', tripId))}>
        Start timer for this trip
      </Button>
      <Button size="xs" variant="default" disabled={start.isPending && !start.isPaused} onClick={() => start.mutate(startPressed('travel', tripId))}>
        Start travel timer
      </Button>
    </Group>
  );
}

/** The trip's places in order, the one the user is at now marked. */
export function ActiveTripPlaces({ active }: { active: ActiveTrip }) {
  const current = active.places.findIndex((place) => place.current);
  return (
    <Part label="Places">
      <Title order={2} size="h5">
        Places
      </Title>
      {active.places.length === 0 ? (
        <Text size="sm" c="dimmed">
          No places on this trip yet.
        </Text>
      ) : (
        <MantineTimeline active={current} bulletSize={16} lineWidth={2}>
          {active.places.map((place, index) => (
            <MantineTimeline.Item
              // Places may repeat (back to the same hotel): their order is what tells them apart.
              key={`${index}:${place.name}`}
              aria-current={place.current ? 'location' : undefined}
              title={
                <Group gap={6} wrap="wrap">
                  <Text fw={place.current ? 700 : 500} size="sm">
                    {place.name || place.address}
                  </Text>
                  {place.current ? (
                    <Badge size="sm" variant="filled">
                      Now
                    </Badge>
                  ) : null}
                </Group>
              }
            >
              {place.name && place.address ? (
                <Text size="xs" c="dimmed">
                  {place.address}
                </Text>
              ) : null}
            </MantineTimeline.Item>
          ))}
        </MantineTimeline>
      )}
    </Part>
  );
}

/** Where the user sleeps tonight, with directions in the three map apps. */
export function ActiveTripAddress({ active }: { active: ActiveTrip }) {
  const tonight = active.tonight;
  return (
    <Part label="Tonight">
      <Title order={2} size="h5">
        Tonight
      </Title>
      {tonight ? (
        <>
          <Stack gap={0}>
            <Text fw={600}>{tonight.name}</Text>
            {tonight.address ? (
              <Text size="sm" c="dimmed">
                {tonight.address}
              </Text>
            ) : null}
            {tonight.checkOut ? <Text size="sm">{`Check-out ${zonedDateTime(tonight.checkOut)}`}</Text> : null}
          </Stack>
          <DirectionsLinks directions={tonight.directions} label="Directions to tonight's lodging" />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No lodging booked for tonight.
        </Text>
      )}
    </Part>
  );
}

/**
 * The trip under way at the browser's clock, looked up again each minute: its header, places and
 * tonight's address; a pointer to the upcoming trips when none is.
 */
export function ActiveTripWidgets() {
  const now = useNow();
  const query = useActiveTrip();
  if (!query.data) {
    return query.error ? <Alert color="red">{query.error instanceof ApiError ? query.error.message : messages.internalServerError}</Alert> : <Skeleton h={240} />;
  }
  const active = query.data.active;
  if (!active) {
    return (
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>No trip is under way right now.</Text>
          <Anchor component={Link} to={upcomingTripsPath}>
            See upcoming trips
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <ActiveTripHeader active={active} now={now} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ActiveTripPlaces active={active} />
        <ActiveTripAddress active={active} />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={360} />}>
        <ActiveTripMap active={active} />
      </Suspense>
    </Stack>
  );
}
