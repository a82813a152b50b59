import dayjs from 'dayjs';
import type { Zoned } from '../../shared/time.js';

/** An instant or a date as the spec shows dates: MM/DD/YYYY, in the browser's zone. */
export const formatDate = (value: string | Date) => dayjs(value).format('MM/DD/YYYY');

/**
 * An instant as the spec's full date-time, 'YYYY-MM-DD kk:mm:ss', in the browser's zone. `kk` is the
 * hour counted 1–24, as moment.js has it: the hour after midnight is 24, on the same date.
 */
export function formatFullDateTime(value: string | Date): string {
  const when = dayjs(value);
  return `${when.format('YYYY-MM-DD')} ${String(when.hour() || 24).padStart(2, '0')}${when.format(':mm:ss')}`;
}

// Each English locale knows the abbreviations of its own region's zones ('CDT' in en-US, 'BST' in
// en-GB); elsewhere they give the offset. Building formatters is the costly part: one per locale and zone.
const ABBREVIATING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function zoneNameIn(locale: string, zone: string, at: Date): string | undefined {
  const key = `${locale} ${zone}`;
  let formatter = zoneNames.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    zoneNames.set(key, formatter);
  }
  return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
}

/** The zone's short name at that instant, as people read it: 'CDT', 'BST', else its offset ('GMT+5:45'). */
export function zoneAbbreviation(zone: string, at: string | Date): string {
  const when = new Date(at);
  const names = ABBREVIATING_LOCALES.map((locale) => zoneNameIn(locale, zone, when));
  return names.find((name) => name !== undefined && !/^GMT[+-]/.test(name)) ?? names[0] ?? zone;
}

/** The 24-hour wall-clock time where it happens, naming the zone when it is not `home`: '09:12', '09:12 CDT'. */
export function formatZonedTime(at: Zoned, home: string): string {
  const time = at.local.slice(11, 16);
  return at.zone === home ? time : `${time} ${zoneAbbreviation(at.zone, at.at)}`;
}

/** Date and 24-hour time where it happens, naming the zone when it is not `home`: '11/25/2026 09:12 CDT'. */
export const formatZonedDateTime = (at: Zoned, home: string) => `${formatDate(at.local.slice(0, 10))} ${formatZonedTime(at, home)}`;

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A size in bytes for people: '512 bytes', '1.5 KB', '12 MB'. */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${size.toFixed(digits)} ${UNITS[unit] ?? 'bytes'}`;
}
