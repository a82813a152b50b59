import {
  IconBed,
  IconBookmark,
  IconBus,
  IconCar,
  IconPlane,
  IconSpeedboat,
  IconTicket,
  IconToolsKitchen2,
  IconTrain,
  type TablerIcon,
} from '@tabler/icons-react';
import { formatMoney } from '../../../../shared/money.js';
import { reservationTypes, type Reservation, type ReservationType } from '../../../../shared/reservations.js';
import type { Zoned } from '../../../../shared/time.js';
import { formatDate, zoneAbbreviation } from '../../../lib/format.js';

const icons: Record<ReservationType, TablerIcon> = {
  flight: IconPlane,
  lodging: IconBed,
  rentalCar: IconCar,
  train: IconTrain,
  bus: IconBus,
  boat: IconSpeedboat,
  restaurant: IconToolsKitchen2,
  event: IconTicket,
  other: IconBookmark,
};

/** The kind's icon, named by the kind for screen readers unless the kind is written beside it (`decorative`). */
export function ReservationTypeIcon({ type, size = 20, decorative = false }: { type: ReservationType; size?: number; decorative?: boolean }) {
  const TypeIcon = icons[type];
  return decorative ? <TypeIcon size={size} aria-hidden /> : <TypeIcon size={size} aria-label={reservationTypes[type]} role="img" />;
}

/** How a reservation is named: a flight by its number and route ('UA 100 JFK → LHR'), else by its provider. */
export function reservationTitle(r: {
  type: Reservation['type'];
  provider: string;
  flight: Pick<NonNullable<Reservation['flight']>, 'airlineCode' | 'flightNumber' | 'departureAirport' | 'arrivalAirport'> | null;
  startPlace: { name: string };
}): string {
  const f = r.type === 'flight' ? r.flight : null;
  if (f) {
    const number = [f.airlineCode, f.flightNumber].filter(Boolean).join(' ');
    const route = f.departureAirport && f.arrivalAirport ? `${f.departureAirport} → ${f.arrivalAirport}` : '';
    const title = [number, route].filter(Boolean).join(' ');
    if (title) return title;
  }
  return r.provider || r.startPlace.name || reservationTypes[r.type];
}

/**
 * Date and 24-hour time where it happens, always with its zone: a reservation's times are read on
 * the road, where home is not the reference ('11/20/2026 19:00 EST').
 */
export const localTimeText = (at: Zoned) => `${formatDate(at.local.slice(0, 10))} ${at.local.slice(11, 16)} ${zoneAbbreviation(at.zone, at.at)}`;

/** The cost in its own currency, or '—' when none was given. */
export const costText = (r: Pick<Reservation, 'costMinor' | 'currency'>) => (r.costMinor === null ? '—' : formatMoney(r.costMinor, r.currency));
