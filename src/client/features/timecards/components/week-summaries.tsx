import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDuration, type Week } from '../../../../shared/timecards.js';
import { hoursLabel, projectLabel, shortDayLabel } from '../utils/week-labels.js';

/** Labor, travel and their total, right-aligned; the total also in decimal hours. */
function HoursCells({ labor, travel }: { labor: number; travel: number }) {
  const total = hoursLabel(labor + travel);
  return (
    <>
      <Table.Td ta="right">{hoursLabel(labor).duration}</Table.Td>
      <Table.Td ta="right">{hoursLabel(travel).duration}</Table.Td>
      <Table.Td ta="right">
        {total.duration}
        {total.decimal ? (
          <Text span size="xs" c="dimmed" display="block">
            {total.decimal}
          </Text>
        ) : null}
      </Table.Td>
    </>
  );
}

function SummaryTable({ title, first, children }: { title: string; first: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Table aria-label={title} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">Labor</Table.Th>
            <Table.Th ta="right">Travel</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Hours per day and per project (and assignment) of the week, labor and travel apart; a running timer counts once stopped. */
export function WeekSummaries({ week }: { week: Week }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <SummaryTable title="Daily summary" first="Day">
        {week.daily.map((d) => (
          <Table.Tr key={d.date}>
            <Table.Td>{shortDayLabel(d.date)}</Table.Td>
            <HoursCells labor={d.labor} travel={d.travel} />
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>Week</Table.Td>
          <HoursCells {...week.totals} />
        </Table.Tr>
      </SummaryTable>
      <SummaryTable title="Project summary" first="Project">
        {week.projects.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Text c="dimmed" size="sm">
                No hours recorded this week.
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          week.projects.map((p) => (
            <Table.Tr key={`${p.projectId ?? ''}|${p.assignmentId ?? ''}`}>
              <Table.Td>
                {projectLabel(p.projectNumber === null ? null : { projectNumber: p.projectNumber, name: p.projectName ?? '' }, null)}
                {p.assignmentName ? (
                  <Text span size="xs" c="dimmed" display="block">
                    {p.assignmentName}
                  </Text>
                ) : null}
              </Table.Td>
              <HoursCells labor={p.labor} travel={p.travel} />
            </Table.Tr>
          ))
        )}
        {week.projects.length > 1 ? (
          <Table.Tr fw={700}>
            <Table.Td>Week</Table.Td>
            <HoursCells {...week.totals} />
          </Table.Tr>
        ) : null}
      </SummaryTable>
    </SimpleGrid>
  );
}

/** The week's hours in one line, for the top of the page; zero reads as '0h 00m' here, not as a dash. */
export function WeekTotals({ totals }: { totals: Week['totals'] }) {
  const total = totals.labor + totals.travel;
  const part = (label: string, hours: number) => (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {`${label} `}
      </Text>
      {formatDuration(hours)}
    </Text>
  );
  return (
    <Group gap="md" aria-label="Week totals" role="group">
      {part('Labor', totals.labor)}
      {part('Travel', totals.travel)}
      <Text size="sm" fw={700}>
        <Text span c="dimmed" size="sm" fw={400}>
          {'Week '}
        </Text>
        {`${formatDuration(total)} · ${total.toFixed(2)} h`}
      </Text>
    </Group>
  );
}
