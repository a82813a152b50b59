import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Title } from '@mantine/core';
import type { Week } from '../../../../shared/timecards.js';

const series = [
  { name: 'Labor', color: 'blue.5' },
  { name: 'Travel', color: 'orange.5' },
];

/** The week as stacked bars per day and per project, from the same call as the data tab. */
export function WeekChart({ week }: { week: Week }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h5">
        Hours per day
      </Title>
      <BarChart
        h={260}
        data={week.daily.map((d) => ({ day: new Date(`${d.date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short' }), Labor: d.labor, Travel: d.travel }))}
        dataKey="day"
        type="stacked"
        series={series}
        withLegend
        yAxisLabel="Hours"
      />
      <Title order={2} size="h5">
        Hours per project
      </Title>
      <BarChart
        h={Math.max(120, week.projects.length * 48)}
        orientation="vertical"
        data={week.projects.map((p) => ({ project: [p.projectNumber ?? 'No project', p.assignmentName].filter(Boolean).join(' · '), Labor: p.labor, Travel: p.travel }))}
        dataKey="project"
        type="stacked"
        series={series}
        withLegend
      />
    </Stack>
  );
}
