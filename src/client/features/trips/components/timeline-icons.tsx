import {
  IconBed,
  IconBus,
  IconCalendarEvent,
  IconCar,
  IconDoorEnter,
  IconDoorExit,
  IconKey,
  IconMapPin,
  IconPlane,
  IconPlaneArrival,
  IconPlaneDeparture,
  IconRun,
  IconShip,
  IconSteeringWheel,
  IconTicket,
  IconToolsKitchen2,
  IconTrain,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { TimelineEntry } from '../../../../shared/itinerary.js';

const icons: Record<TimelineEntry['type'], Icon> = {
  flight: IconPlane,
  lodging: IconBed,
  rentalCar: IconCar,
  train: IconTrain,
  bus: IconBus,
  boat: IconShip,
  restaurant: IconToolsKitchen2,
  event: IconTicket,
  other: IconMapPin,
  'check-in': IconDoorEnter,
  'check-out': IconDoorExit,
  'pick-up': IconKey,
  'drop-off': IconKey,
  departure: IconPlaneDeparture,
  arrival: IconPlaneArrival,
  drive: IconSteeringWheel,
  meeting: IconUsers,
  activity: IconRun,
};

/** The picture of an entry: its kind for a flight (taking off, landing), else its type's. */
export function TimelineIcon({ entry }: { entry: Pick<TimelineEntry, 'type' | 'kind'> }) {
  const EntryIcon =
    entry.type === 'flight' && entry.kind === 'departure'
      ? IconPlaneDeparture
      : entry.type === 'flight' && entry.kind === 'arrival'
        ? IconPlaneArrival
        : (icons[entry.type] ?? IconCalendarEvent);
  return <EntryIcon size={18} aria-hidden />;
}
