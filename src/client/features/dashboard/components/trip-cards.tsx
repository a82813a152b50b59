import { Badge, Stack, Text } from '@mantine/core';
import type { Dashboard } from '../../../../shared/dashboard.js';
import { formatMoney } from '../../../../shared/money.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { formatZonedDateTime } from '../../../lib/format.js';
import { CardNote, CardRow, DashboardCard } from './dashboard-card.js';

const tripPath = (id: string) => buildPath(protectedPaths.trip, { id });
export const newTripPath = tripPath('new');
export const upcomingTripsPath = `${protectedPaths.trips}?view=upcoming`;
export const unpaidTripsPath = `${protectedPaths.trips}?view=unpaid`;

/** The next trips, soonest first, each with when it starts where it starts. */
export function UpcomingTripsCard({ trips, home }: { trips: Dashboard['upcomingTrips']; home: string }) {
  return (
    <DashboardCard title="Upcoming trips" to={upcomingTripsPath}>
      {trips.length === 0 ? (
        <CardNote text="No trips ahead." action="Add a trip" to={newTripPath} />
      ) : (
        <Stack gap="xs" role="list" aria-label="Upcoming trips">
          {trips.map((trip) => (
            <CardRow
              key={trip.id}
              to={tripPath(trip.id)}
              label={trip.title}
              detail={[trip.start ? formatZonedDateTime(trip.start, home) : 'No start date', trip.customer?.name].filter(Boolean).join(' · ')}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** Trips not paid yet with something spent or expected, the oldest first, each with what is owed on it in the home currency ('Nothing spent yet' for a trip only estimated). */
export function UnpaidTripsCard({ unpaid }: { unpaid: Dashboard['unpaidTrips'] }) {
  return (
    <DashboardCard
      title="Unpaid trips"
      to={unpaidTripsPath}
      aside={unpaid.count > 0 ? <Badge variant="light" color="orange">{`${unpaid.count} unpaid`}</Badge> : null}
    >
      {unpaid.count === 0 ? (
        <CardNote text="No trips waiting to be paid." action="Add receipts to a trip" to={protectedPaths.trips} />
      ) : (
        <Stack gap="xs" role="list" aria-label="Unpaid trips">
          {unpaid.items.map((trip) => (
            <CardRow
              key={trip.id}
              to={tripPath(trip.id)}
              label={trip.title}
              extra={
                <Text size="sm" fw={600} ta="right" flex="none">
                  {trip.owedMinor > 0 ? `${formatMoney(trip.owedMinor, unpaid.currency)} owed` : 'Nothing spent yet'}
                </Text>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** Forwarded booking confirmations read and waiting to be reviewed. */
export function ImportsCard({ waiting }: { waiting: number }) {
  return (
    <DashboardCard title="Imports" to={protectedPaths.imports}>
      {waiting === 0 ? (
        <CardNote text="No imported confirmations waiting." action="Import a booking confirmation" to={protectedPaths.trips} />
      ) : (
        <CardNote
          text={`${waiting} ${waiting === 1 ? 'confirmation' : 'confirmations'} waiting for review`}
          action="Review imports"
          to={protectedPaths.imports}
        />
      )}
    </DashboardCard>
  );
}
