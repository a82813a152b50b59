import { ActionIcon, Badge, Group, Menu, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff } from '@tabler/icons-react';
import { timelineKinds, type TimelineEntry } from '../../../../shared/itinerary.js';
import { flightStatuses } from '../../../../shared/reservations.js';
import { DirectionsLinks } from '../../../components/directions-links.js';
import { formatDate, zoneAbbreviation } from '../../../lib/format.js';
import { FlightStatusLine } from './flight-status-line.js';
import { clockOf, zonedTime } from './timeline-format.js';
import { TimelineIcon } from './timeline-icons.js';
import classes from './timeline-entries.module.css';

type Flight = NonNullable<TimelineEntry['flight']>;

const statusColors: Record<NonNullable<Flight['status']>, string> = {
  'on-time': 'blue',
  delayed: 'orange',
  departed: 'blue',
  landed: 'blue',
  arrived: 'blue',
  canceled: 'red',
};

/** 'BA 178 · British Airways', then 'Terminal 7 · Gate B32 · Seat 12A' for the end this entry is. */
function flightLines(entry: TimelineEntry, flight: Flight): string[] {
  const arriving = entry.kind === 'arrival';
  const estimated = arriving ? flight.estimatedArrival : flight.estimatedDeparture;
  const where = [
    (arriving ? flight.arrivalTerminal : flight.departureTerminal) && `Terminal ${arriving ? flight.arrivalTerminal : flight.departureTerminal}`,
    (arriving ? flight.arrivalGate : flight.departureGate) && `Gate ${arriving ? flight.arrivalGate : flight.departureGate}`,
    !arriving && flight.seat && `Seat ${flight.seat}`,
  ];
  return [
    [[flight.airlineCode, flight.flightNumber].filter(Boolean).join(' '), flight.airlineName].filter(Boolean).join(' · '),
    where.filter(Boolean).join(' · '),
    estimated && estimated.local !== entry.local ? `Estimated ${zonedTime(estimated)}` : '',
  ].filter(Boolean);
}

/** The same instant on the home wall clock: 'Home 12:05 BST', with its date when that is another day. */
function homeTime(entry: TimelineEntry, homeZone: string): string {
  const otherDay = entry.home.slice(0, 10) !== entry.local.slice(0, 10);
  return `Home ${otherDay ? `${formatDate(entry.home.slice(0, 10)).slice(0, 5)} ` : ''}${clockOf(entry.home)} ${zoneAbbreviation(homeZone, entry.at)}`;
}

interface TimelineEntryProps {
  entry: TimelineEntry;
  homeZone: string;
  showHome: boolean;
  /** Opens an event of the user's own in its editor. */
  onOpenEvent?: ((eventId: string) => void) | undefined;
  onHide: (entry: TimelineEntry) => void;
  onShow: (entry: TimelineEntry) => void;
}

function EntryDetails({ entry, homeZone, showHome }: Pick<TimelineEntryProps, 'entry' | 'homeZone' | 'showHome'>) {
  const flight = entry.flight;
  const place = [entry.place, entry.address].filter(Boolean).join(' · ');
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="wrap">
        <Text fw={700} size="sm">
          {`${clockOf(entry.local)} ${entry.abbreviation}`}
        </Text>
        {entry.dayOffset > 0 ? (
          <Badge size="sm" variant="light" color="orange" aria-label={`+${entry.dayOffset} day`}>
            {`+${entry.dayOffset}`}
          </Badge>
        ) : null}
        {showHome ? (
          <Text size="sm" c="dimmed">
            {homeTime(entry, homeZone)}
          </Text>
        ) : null}
        {entry.kind ? (
          <Text size="xs" c="dimmed" tt="uppercase">
            {timelineKinds[entry.kind]}
          </Text>
        ) : null}
        {entry.cancelled ? (
          <Badge size="sm" variant="light" color="gray">
            Cancelled
          </Badge>
        ) : null}
        {flight?.status ? (
          <Badge size="sm" variant="light" color={statusColors[flight.status]}>
            {flightStatuses[flight.status]}
          </Badge>
        ) : null}
        {entry.hidden ? (
          <Badge size="sm" variant="outline" color="gray">
            Hidden
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" fw={500} td={entry.cancelled ? 'line-through' : undefined}>
        {entry.title}
      </Text>
      {flight
        ? flightLines(entry, flight).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))
        : null}
      {/* Live status on the departure only: the arrival is the same flight. */}
      {flight && entry.kind === 'departure' && entry.source === 'reservation' && !entry.cancelled ? (
        <FlightStatusLine reservationId={entry.recordId} departsAt={entry.at} />
      ) : null}
      {place ? (
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      ) : null}
      {entry.confirmation ? (
        <Text size="sm" c="dimmed">
          {`Confirmation ${entry.confirmation}`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One moment of the itinerary, stacked so that it reads on a phone. */
export function TimelineEntryRow({ entry, homeZone, showHome, onOpenEvent, onHide, onShow }: TimelineEntryProps) {
  const details = <EntryDetails entry={entry} homeZone={homeZone} showHome={showHome} />;
  return (
    <Group role="listitem" gap="sm" wrap="nowrap" align="flex-start" className={classes.entry}>
      <ThemeIcon variant="light" size="lg" radius="xl" color={entry.cancelled ? 'gray' : undefined}>
        <TimelineIcon entry={entry} />
      </ThemeIcon>
      <Stack flex={1} miw={0} gap={4}>
        {entry.source === 'event' && onOpenEvent ? (
          <UnstyledButton className={classes.open} miw={0} onClick={() => onOpenEvent(entry.recordId)}>
            {details}
          </UnstyledButton>
        ) : (
          details
        )}
        {/* Outside the event's button: links inside a button would not be links. */}
        {entry.address && !entry.cancelled ? (
          <DirectionsLinks place={{ name: entry.place, address: entry.address }} label={`Directions to ${entry.place || entry.address}`} />
        ) : null}
      </Stack>
      {entry.type === 'flight' ? (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${entry.title}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {entry.hidden ? (
              <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onShow(entry)}>
                Show flight
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => onHide(entry)}>
                Hide flight
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
