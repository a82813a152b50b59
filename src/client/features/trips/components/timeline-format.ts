import dayjs from 'dayjs';
import type { Zoned } from '../../../../shared/time.js';
import { formatDate, zoneAbbreviation } from '../../../lib/format.js';

/** 'Mon 03/16/2026': a local date of the itinerary as its day's heading says it. */
export const dayHeading = (date: string) => dayjs(date).format('ddd MM/DD/YYYY');

/** '07:05': the 24-hour time of a wall-clock 'YYYY-MM-DDTHH:mm'. */
export const clockOf = (local: string) => local.slice(11, 16);

/** '07:05 EDT': an itinerary crosses zones, so its times always name theirs. */
export const zonedTime = (at: Zoned) => `${clockOf(at.local)} ${zoneAbbreviation(at.zone, at.at)}`;

/** '03/16/2026 07:05 EDT'. */
export const zonedDateTime = (at: Zoned) => `${formatDate(at.local.slice(0, 10))} ${zonedTime(at)}`;

/** Decimal hours as the timecards show them: '8.50 h'. */
export const decimalHours = (hours: number) => `${hours.toFixed(2)} h`;

const MINUTE = 60_000;

/**
 * The time left until `target` from `now` (epoch milliseconds), to the minute: 'in 45m', 'in 2h 05m',
 * 'in 1d 3h'; 'now' once it has come.
 */
export function countdown(now: number, target: string): string {
  const minutes = Math.floor((new Date(target).getTime() - now) / MINUTE);
  if (minutes <= 0) return 'now';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `in ${days}d ${hours}h`;
  if (hours > 0) return `in ${hours}h ${String(rest).padStart(2, '0')}m`;
  return `in ${rest}m`;
}
