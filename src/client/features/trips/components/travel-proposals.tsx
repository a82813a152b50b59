import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TravelProposal } from '../../../../shared/itinerary.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { useDecideTravelProposals, useTravelProposals } from '../api/itinerary-api.js';
import { decimalHours, zonedDateTime, zonedTime } from './timeline-format.js';
import classes from './travel-proposals.module.css';

const keyOf = (proposal: TravelProposal) => proposal.sourceIds.join(',');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '03/16/2026 06:05 EDT – 03/17/2026 07:35 GMT', the end's date left out when it is the same day. */
function proposalTimes({ start, end }: TravelProposal): string {
  const sameDay = start.local.slice(0, 10) === end.local.slice(0, 10);
  return `${zonedDateTime(start)} – ${sameDay ? zonedTime(end) : zonedDateTime(end)}`;
}

function ProposalRow({ proposal, checked, onChange }: { proposal: TravelProposal; checked: boolean; onChange: (checked: boolean) => void }) {
  const project = proposal.project ? `${proposal.project.projectNumber} ${proposal.project.name}`.trim() : 'No project';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Checkbox mt={2} aria-label={`Select ${proposal.title}`} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <Stack gap={0} miw={0} flex={1}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {proposal.title}
          </Text>
          <Text size="sm" fw={600} ta="right" className={classes.hours}>
            {decimalHours(proposal.hours)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {proposalTimes(proposal)}
        </Text>
        <Text size="sm" c="dimmed">
          {project}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The Travel timecards proposed from a trip's flights, trains and drives (with the buffers of the
 * user's settings), all selected at first; accepted or dismissed in one click. Hidden when none wait.
 */
export function TravelProposals({ tripId }: { tripId: string }) {
  const query = useTravelProposals(tripId);
  const decide = useDecideTravelProposals(tripId);
  // What the user unticked: a proposal that appears later starts ticked.
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const list = query.data;
  if (!list || list.items.length === 0) return null;

  const selected = list.items.filter((p) => !unchecked.has(keyOf(p)));
  const sourceIds = selected.flatMap((p) => p.sourceIds);
  const toggle = (proposal: TravelProposal, checked: boolean) =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(keyOf(proposal));
      else next.add(keyOf(proposal));
      return next;
    });
  const submit = (choice: 'accept' | 'dismiss') =>
    decide.mutate(choice === 'accept' ? { accept: sourceIds } : { dismiss: sourceIds }, {
      onSuccess: ({ created, dismissed }) => {
        if (choice === 'accept') notifySuccess(`${plural(created, 'travel timecard', 'travel timecards')} added`);
        else notifications.show({ message: `${plural(dismissed, 'proposal', 'proposals')} dismissed` });
      },
      onError: notifySaveFailed,
    });

  return (
    <RecordSection title="Travel hours from the itinerary">
      <Text size="sm" c="dimmed">
        {`Includes ${list.bufferBeforeMinutes} min before and ${list.bufferAfterMinutes} min after, from your profile`}
      </Text>
      <Stack gap="sm">
        {list.items.map((proposal) => (
          <ProposalRow key={keyOf(proposal)} proposal={proposal} checked={!unchecked.has(keyOf(proposal))} onChange={(checked) => toggle(proposal, checked)} />
        ))}
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => submit('accept')} disabled={selected.length === 0} loading={decide.isPending && decide.variables.accept !== undefined}>
          Accept selected
        </Button>
        <Button variant="default" onClick={() => submit('dismiss')} disabled={selected.length === 0} loading={decide.isPending && decide.variables.dismiss !== undefined}>
          Dismiss selected
        </Button>
      </Group>
    </RecordSection>
  );
}
