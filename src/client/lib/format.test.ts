import { describe, expect, it } from 'vitest';
import { formatZonedTime, zoneAbbreviation } from './format.js';

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
