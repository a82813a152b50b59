import { describe, expect, it } from 'vitest';
import { formatDate, formatFullDateTime, formatZonedTime, zoneAbbreviation } from './format.js';

describe('zone names', () => {
  it.each([
    ['America/Chicago', '2026-06-15T14:00:00Z', 'CDT'],
    ['America/Chicago', '2026-12-15T14:00:00Z', 'CST'],
    ['Europe/London', '2026-06-15T14:00:00Z', 'BST'],
    ['Europe/Berlin', '2026-12-15T14:00:00Z', 'CET'],
    ['Asia/Kathmandu', '2026-06-15T14:00:00Z', 'GMT+5:45'],
    ['UTC', '2026-06-15T14:00:00Z', 'UTC'],
  ])('%s at %s is %s', (zone, at, name) => {
    expect(zoneAbbreviation(zone, at)).toBe(name);
  });

  it('names the zone of a time only away from home', () => {
    const at = { at: '2026-06-15T14:12:00.000Z', zone: 'America/Chicago', local: '2026-06-15T09:12' };
    expect(formatZonedTime(at, 'America/Chicago')).toBe('09:12');
    expect(formatZonedTime(at, 'Europe/London')).toBe('09:12 CDT');
  });
});

describe('the spec formats', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate(new Date(2026, 11, 25, 23, 59))).toBe('12/25/2026');
  });

  it('shows the full date-time as YYYY-MM-DD kk:mm:ss, hours 1 to 24', () => {
    expect(formatFullDateTime(new Date(2026, 2, 7, 9, 5, 3))).toBe('2026-03-07 09:05:03');
    expect(formatFullDateTime(new Date(2026, 2, 7, 13, 45, 0))).toBe('2026-03-07 13:45:00');
    expect(formatFullDateTime(new Date(2026, 2, 7, 0, 30, 15))).toBe('2026-03-07 24:30:15');
    expect(formatFullDateTime(new Date(2026, 2, 7, 23, 59, 59))).toBe('2026-03-07 23:59:59');
  });
});
