import { Badge, Stack, Text } from '@mantine/core';
import { TASKS_DUE_WITHIN_DAYS, type Dashboard } from '../../../../shared/dashboard.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { formatZonedDateTime } from '../../../lib/format.js';
import { CardNote, CardRow, DashboardCard } from './dashboard-card.js';

const count = (n: number) => n.toLocaleString('en-US');

/** '+1,200 since last month', '−300 since last month'; null for a reward younger than a month. */
export function pointsChangeLabel(change: number | null): string | null {
  if (change === null) return null;
  if (change === 0) return 'No change since last month';
  return `${change > 0 ? '+' : '−'}${count(Math.abs(change))} since last month`;
}

type Reward = Dashboard['favoriteRewards'][number];

function RewardPoints({ reward }: { reward: Reward }) {
  const change = pointsChangeLabel(reward.pointsChange);
  const color = reward.pointsChange ? (reward.pointsChange > 0 ? 'green' : 'red') : 'dimmed';
  return (
    <Stack gap={0} align="flex-end" flex="none">
      <Text size="sm" fw={700}>{`${count(reward.points)} points`}</Text>
      {change ? (
        <Text size="xs" c={color}>
          {change}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The rewards marked favorite: points, status and how the points moved since a month ago. */
export function RewardsCard({ rewards }: { rewards: Dashboard['favoriteRewards'] }) {
  return (
    <DashboardCard title="Favorite rewards" to={protectedPaths.rewards}>
      {rewards.length === 0 ? (
        <CardNote text="No favorite rewards." action="Mark a reward as favorite" to={protectedPaths.rewards} />
      ) : (
        <Stack gap="xs" role="list" aria-label="Favorite rewards">
          {rewards.map((reward) => (
            <CardRow
              key={reward.id}
              to={buildPath(protectedPaths.reward, { id: reward.id })}
              label={reward.company}
              detail={[reward.status, reward.memberNumber].filter(Boolean).join(' · ')}
              extra={<RewardPoints reward={reward} />}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** Open tasks overdue (marked, first) or due within the coming days. */
export function TasksCard({ tasks, home, now }: { tasks: Dashboard['tasks']; home: string; now: Date }) {
  return (
    <DashboardCard
      title="Tasks"
      to={protectedPaths.tasks}
      aside={tasks.overdue > 0 ? <Badge color="red" variant="light">{`${tasks.overdue} overdue`}</Badge> : null}
    >
      {tasks.items.length === 0 ? (
        <CardNote text={`Nothing due in the next ${TASKS_DUE_WITHIN_DAYS} days.`} action="Add a task" to={protectedPaths.tasks} />
      ) : (
        <>
          <Text size="sm">{`${tasks.overdue} overdue, ${tasks.dueSoon} due in the next ${TASKS_DUE_WITHIN_DAYS} days`}</Text>
          <Stack gap="xs" role="list" aria-label="Tasks due">
            {tasks.items.map((task) => {
              const overdue = task.due !== null && new Date(task.due.at) < now;
              const about = task.trip ?? task.project ?? task.assignment ?? task.customer;
              return (
                <CardRow
                  key={task.id}
                  to={protectedPaths.tasks}
                  label={task.title}
                  detail={[task.due ? formatZonedDateTime(task.due, home) : null, about?.name].filter(Boolean).join(' · ')}
                  extra={
                    overdue ? (
                      <Badge color="red" variant="filled" flex="none">
                        Overdue
                      </Badge>
                    ) : null
                  }
                />
              );
            })}
          </Stack>
        </>
      )}
    </DashboardCard>
  );
}
