import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { formatMoney } from '../../../../shared/money.js';
import { ApiError } from '../../../lib/api-error.js';
import { formatDate } from '../../../lib/format.js';
import { useProjectChart } from '../api/get-project-chart.js';

/** Hours per week split into labor and travel, and spending against the budget. */
export function ProjectChart({ projectId }: { projectId: string }) {
  const chart = useProjectChart(projectId);
  if (chart.error) return <Alert color="red">{chart.error instanceof ApiError ? chart.error.message : messages.internalServerError}</Alert>;
  if (!chart.data) return <Skeleton h={260} />;
  const { weeks, budgetMinor, spentMinor, currency } = chart.data;
  const share = budgetMinor ? Math.min(100, (spentMinor / budgetMinor) * 100) : 0;
  return (
    <Stack gap="md">
      {weeks.length === 0 ? (
        <Text c="dimmed" size="sm">
          No hours recorded for this project yet.
        </Text>
      ) : (
        <BarChart
          h={260}
          data={weeks.map((w) => ({ week: formatDate(w.weekStart), Labor: w.labor, Travel: w.travel }))}
          dataKey="week"
          type="stacked"
          series={[
            { name: 'Labor', color: 'blue.5' },
            { name: 'Travel', color: 'orange.5' },
          ]}
          yAxisLabel="Hours"
          withLegend
        />
      )}
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">Spent {formatMoney(spentMinor, currency)}</Text>
          <Text size="sm" c="dimmed">
            {budgetMinor === null ? 'No budget set' : `of ${formatMoney(budgetMinor, currency)}`}
          </Text>
        </Group>
        <Progress value={share} color={share >= 100 ? 'red' : 'green'} aria-label="Spent against budget" />
      </Stack>
    </Stack>
  );
}
