import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDuration, type Week } from '../../../../shared/timecards.js';
import { projectLabel, shortDayLabel } from '../utils/week-labels.js';

const series = [
  { name: 'Labor', color: 'blue.5' },
  { name: 'Travel', color: 'orange.5' },
];
// Tooltips say '7h 05m'; axes say plain hours, which read better at a glance and fit.
const common = { type: 'stacked', series, withLegend: true, valueFormatter: formatDuration, tickLine: 'none' } as const;
const hoursTick = (value: number) => `${value} h`;

/** The week as stacked labor and travel bars per day and per project; the same data as the summaries. */
export function WeekChart({ week }: { week: Week }) {
  const hasHours = week.totals.labor + week.totals.travel > 0;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="sm">
          Hours per day
        </Title>
        <BarChart
          h={280}
          data={week.daily.map((d) => ({ day: shortDayLabel(d.date), Labor: d.labor, Travel: d.travel }))}
          dataKey="day"
          // Weekday names only, so all seven fit on a phone; the tooltip names the date.
          xAxisProps={{ interval: 0, tickFormatter: (day: string) => day.slice(0, 3) }}
          yAxisProps={{ width: 44, tickFormatter: hoursTick }}
          {...common}
        />
      </Paper>
      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="sm">
          Hours per project
        </Title>
        {hasHours ? (
          <BarChart
            h={Math.max(160, week.projects.length * 56 + 60)}
            orientation="vertical"
            data={week.projects.map((p) => ({
              project: projectLabel(p.projectNumber === null ? null : { projectNumber: p.projectNumber, name: p.projectName ?? '' }, p.assignmentName),
              Labor: p.labor,
              Travel: p.travel,
            }))}
            dataKey="project"
            xAxisProps={{ tickFormatter: hoursTick }}
            yAxisProps={{ width: 140 }}
            {...common}
          />
        ) : (
          <Text c="dimmed" size="sm">
            No hours recorded this week.
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
