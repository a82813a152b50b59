import { describe, expect, it } from 'vitest';
import { countdown, dayHeading, zonedTime } from './timeline-format.js';

const now = new Date('2026-03-17T12:00:00.000Z').getTime();

describe('timeline formats', () => {
  it('heads a day with its weekday and MM/DD/YYYY', () => {
    expect(dayHeading('2026-03-16')).toBe('Mon 03/16/2026');
    expect(dayHeading('2026-11-01')).toBe('Sun 11/01/2026');
  });

  it("names the zone's abbreviation at that instant, across a daylight-saving change", () => {
    expect(zonedTime({ at: '2026-03-07T12:05:00.000Z', zone: 'America/New_York', local: '2026-03-07T07:05' })).toBe('07:05 EST');
    expect(zonedTime({ at: '2026-03-09T11:05:00.000Z', zone: 'America/New_York', local: '2026-03-09T07:05' })).toBe('07:05 EDT');
  });

  it('counts down to the minute, in days and hours when far away', () => {
    expect(countdown(now, '2026-03-17T14:15:00.000Z')).toBe('in 2h 15m');
    expect(countdown(now, '2026-03-17T13:05:30.000Z')).toBe('in 1h 05m');
    expect(countdown(now, '2026-03-17T12:45:00.000Z')).toBe('in 45m');
    expect(countdown(now, '2026-03-18T15:00:00.000Z')).toBe('in 1d 3h');
    expect(countdown(now, '2026-03-17T11:59:00.000Z')).toBe('now');
  });
});
