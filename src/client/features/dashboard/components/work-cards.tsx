import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { startInLabel } from '../../../../shared/assignments.js';
import type { Dashboard } from '../../../../shared/dashboard.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { formatDuration, timecardTypes } from '../../../../shared/timecards.js';
import { formatDate, formatZonedDateTime } from '../../../lib/format.js';
import { useElapsed } from '../../../lib/use-elapsed.js';
import { CardNote, CardRow, DashboardCard } from './dashboard-card.js';

type Timer = NonNullable<Dashboard['timer']>;

/** The running timer, ticking: how long, of which type, for what. */
function RunningTimer({ timer }: { timer: Timer }) {
  const elapsed = useElapsed(timer.start.at);
  const what = [timer.project ? `${timer.project.projectNumber} ${timer.project.name}`.trim() : null, timer.trip?.title, timer.customer?.name].filter(Boolean);
  return (
    <Group gap="xs" wrap="wrap" aria-label="Timer running">
      <Badge color="green" variant="light">
        {`${timecardTypes[timer.type]} timer running`}
      </Badge>
      <Text ff="monospace" fw={700}>
        {elapsed}
      </Text>
      {what.length > 0 ? (
        <Text size="sm" c="dimmed">
          {what.join(' · ')}
        </Text>
      ) : null}
    </Group>
  );
}

/** This week's finished hours, labor and travel, against the weekly target of the profile. */
function WeekProgress({ week }: { week: Dashboard['week'] }) {
  const total = week.labor + week.travel;
  const target = week.targetHours;
  // Each part as a share of the target; past the target the bar is full, in the same proportions.
  const scale = target > 0 ? 100 / Math.max(target, total) : 0;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {target > 0 ? `${formatDuration(total)} of ${formatDuration(target)}` : formatDuration(total)}
      </Text>
      {target > 0 ? (
        <Progress.Root size="lg" aria-label="Hours this week against the weekly target">
          <Progress.Section value={week.labor * scale} color="blue" aria-label="Labor" />
          <Progress.Section value={week.travel * scale} color="orange" aria-label="Travel" />
        </Progress.Root>
      ) : null}
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          <Text span c="blue.4" fw={700}>
            {'Labor '}
          </Text>
          {formatDuration(week.labor)}
        </Text>
        <Text size="sm">
          <Text span c="orange.4" fw={700}>
            {'Travel '}
          </Text>
          {formatDuration(week.travel)}
        </Text>
        <Text size="sm" c="dimmed">
          {target > 0 ? `Target ${formatDuration(target)}` : 'No weekly target set'}
        </Text>
      </Group>
    </Stack>
  );
}

/** The timer and the week: what runs now and how the week stands against the target. */
export function WeekCard({ timer, week }: { timer: Dashboard['timer']; week: Dashboard['week'] }) {
  const empty = !timer && week.labor + week.travel === 0;
  return (
    <DashboardCard title="This week" to={protectedPaths.timecards} aside={<Text size="xs" c="dimmed">{`Week of ${formatDate(week.weekStart)}`}</Text>}>
      {timer ? <RunningTimer timer={timer} /> : null}
      <WeekProgress week={week} />
      {empty ? <CardNote text="No hours logged this week yet." action="Start the timer or add a time entry" to={protectedPaths.timecards} /> : null}
    </DashboardCard>
  );
}

/** Assignments ahead and running, soonest first, each with its 'Start in' label as of `now`. */
export function AssignmentsCard({ assignments, home, now }: { assignments: Dashboard['upcomingAssignments']; home: string; now: Date }) {
  const items = assignments.flatMap((a) => {
    const label = startInLabel(now, new Date(a.start.at), a.end ? new Date(a.end.at) : null);
    return label ? [{ ...a, label, running: new Date(a.start.at) <= now }] : [];
  });
  return (
    <DashboardCard title="Upcoming assignments" to={protectedPaths.assignments}>
      {items.length === 0 ? (
        <CardNote text="No assignments coming up." action="Add an assignment" to={buildPath(protectedPaths.assignment, { id: 'new' })} />
      ) : (
        <Stack gap="xs" role="list" aria-label="Upcoming assignments">
          {items.map((a) => (
            <CardRow
              key={a.id}
              to={buildPath(protectedPaths.assignment, { id: a.id })}
              label={a.name}
              detail={[formatZonedDateTime(a.start, home), a.customer?.name].filter(Boolean).join(' · ')}
              extra={
                <Badge variant="light" color={a.running ? 'green' : 'blue'} flex="none">
                  {a.label}
                </Badge>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
