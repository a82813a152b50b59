import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import type { FlightEndStatus, FlightStatusAnswer } from '../../../../shared/flight-status.js';
import { flightStatuses } from '../../../../shared/reservations.js';
import { formatFullDateTime } from '../../../lib/format.js';
import { followsFlight, useFlightStatus } from '../api/flight-status-api.js';
import { clockOf } from './timeline-format.js';

type Report = Extract<FlightStatusAnswer, { available: true }>;

const statusColors: Record<Report['status'], string> = { 'on-time': 'green', delayed: 'orange', departed: 'blue', landed: 'blue', arrived: 'blue', canceled: 'red' };

/** 'T7 · Gate B22 · 19:45 (was 19:00)' for one end of the flight. */
function endLine(label: string, end: FlightEndStatus): string {
  const moved = end.estimated && end.scheduled && end.estimated.at !== end.scheduled.at;
  const time = end.estimated ?? end.scheduled;
  return [
    label,
    end.terminal && `Terminal ${end.terminal}`,
    end.gate && `Gate ${end.gate}`,
    time && `${moved ? 'est. ' : ''}${clockOf(time.local)}${moved && end.scheduled ? ` (was ${clockOf(end.scheduled.local)})` : ''}`,
  ].filter(Boolean).join(' · ');
}

/** A flight's live status: the spec's status, a delay and a changed gate in orange, terminals, gates and times. */
export function FlightStatusReport({ report }: { report: Report }) {
  const late = !!report.delayMinutes && report.delayMinutes > 0;
  return (
    <Group gap={6} wrap="wrap" aria-label="Flight status">
      <Badge size="sm" variant="filled" color={statusColors[report.status]}>
        {flightStatuses[report.status]}
      </Badge>
      {late ? <Text size="sm" c="orange.8" fw={600}>{`${report.delayMinutes} min late`}</Text> : null}
      {report.gateChanged ? <Text size="sm" c="orange.8" fw={600}>{`Gate changed to ${report.departure.gate ?? ''}`}</Text> : null}
      <Text size="sm" c="dimmed">{endLine('Departs', report.departure)}</Text>
      <Text size="sm" c="dimmed">{endLine('Arrives', report.arrival)}</Text>
      {report.stale ? <Text size="xs" c="dimmed">{`As of ${formatFullDateTime(report.fetchedAt)}`}</Text> : null}
    </Group>
  );
}

/**
 * The live status of a flight departing at `departsAt`, asked only when it departs within about
 * two days or is under way, so a page of old flights never calls the service; loads on its own.
 */
export function FlightStatusLine({ reservationId, departsAt, now }: { reservationId: string; departsAt: string; now?: number | undefined }) {
  // The page's moment when none is given: a timeline decides once which flights to follow.
  const [shownAt] = useState(() => Date.now());
  const follows = followsFlight(departsAt, now ?? shownAt);
  const status = useFlightStatus(reservationId, follows);
  if (!follows) return null;
  if (status.isPending) return <Skeleton h={18} w={220} aria-label="Loading flight status" />;
  if (!status.data) return null;
  if (!status.data.available) return <Text size="sm" c="dimmed">{status.data.message}</Text>;
  return <FlightStatusReport report={status.data} />;
}
