import { Alert, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/api-error.js';
import { useHomeZone } from '../../../lib/profile.js';
// Composed here rather than copied: the trips feature's header of the trip under way.
import { ActiveTripHeader } from '../../trips/components/active-trip-widgets.js';
import { useDashboard } from '../api/get-dashboard.js';
import { RewardsCard, TasksCard } from '../components/other-cards.js';
import { ImportsCard, UnpaidTripsCard, UpcomingTripsCard } from '../components/trip-cards.js';
import { AssignmentsCard, WeekCard } from '../components/work-cards.js';

const CARDS = 7;
const grid = { base: 1, sm: 2, lg: 3 } as const;

/**
 * `/protected/dashboard`, the signed-in home: one call, as of the browser's clock, for the trip
 * under way and a card per area, each linking to it and saying what to do first when empty.
 */
export function DashboardPage() {
  const home = useHomeZone();
  const query = useDashboard();
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {query.error && !data ? <Alert color="red">{query.error instanceof ApiError ? query.error.message : messages.internalServerError}</Alert> : null}
      {!data ? (
        query.error ? null : (
          <SimpleGrid cols={grid} aria-busy="true" aria-label="Loading the dashboard">
            {Array.from({ length: CARDS }, (_, i) => (
              <Skeleton key={i} h={160} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : (
        <>
          {/* The answer's own moment: countdowns and 'Start in' agree with the figures beside them. */}
          {data.activeTrip ? <ActiveTripHeader active={data.activeTrip} now={Date.parse(data.at)} /> : null}
          {/* On a phone the first card is the trip under way (above) or else the next ones. */}
          <SimpleGrid cols={grid}>
            <UpcomingTripsCard trips={data.upcomingTrips} home={home} />
            <WeekCard timer={data.timer} week={data.week} />
            <AssignmentsCard assignments={data.upcomingAssignments} home={home} now={new Date(data.at)} />
            <TasksCard tasks={data.tasks} home={home} now={new Date(data.at)} />
            <RewardsCard rewards={data.favoriteRewards} />
            <UnpaidTripsCard unpaid={data.unpaidTrips} />
            <ImportsCard waiting={data.imports.waiting} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
