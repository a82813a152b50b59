import { Table, Text } from '@mantine/core';
import type { Reward } from '../../../../shared/rewards.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { formatDate } from '../../../lib/format.js';
import { formatPoints } from '../utils/points.js';

/** The reward's points and status over time, newest first, as the server keeps them. */
export function RewardHistory({ history }: { history: Reward['history'] }) {
  return (
    <RecordSection title="History">
      {history.length === 0 ? (
        <Text c="dimmed" size="sm">
          Points and status are kept here each time they change.
        </Text>
      ) : (
        <Table striped aria-label="History" maw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((entry) => (
              <Table.Tr key={entry.at}>
                <Table.Td>{formatDate(entry.at)}</Table.Td>
                <Table.Td ta="right">{formatPoints(entry.points)}</Table.Td>
                <Table.Td>{entry.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </RecordSection>
  );
}
