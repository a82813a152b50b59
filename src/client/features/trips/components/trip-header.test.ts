import { describe, expect, it } from 'vitest';
import { nextEntry, tripProgress } from './trip-header.js';
import { buildEntry } from './timeline-test-data.js';

// A trip in Tokyo from Monday 9 March 2026 09:00 to Thursday 12 March 2026 18:00 (UTC+9).
const start = { at: '2026-03-09T00:00:00.000Z', zone: 'Asia/Tokyo', local: '2026-03-09T09:00' };
const end = { at: '2026-03-12T09:00:00.000Z', zone: 'Asia/Tokyo', local: '2026-03-12T18:00' };

describe("a trip's progress", () => {
  it("counts days on the calendar where the trip starts, not the browser's", () => {
    // 20:00 on Saturday 7 March in New York is 10:00 on Sunday 8 March in Tokyo: the day before.
    expect(tripProgress(start, end, new Date('2026-03-08T01:00:00Z'))).toBe('Tomorrow');
    expect(tripProgress(start, end, new Date('2026-03-07T01:00:00Z'))).toBe('In 2 days');
    expect(tripProgress(start, end, new Date('2026-02-27T01:00:00Z'))).toBe('In 10 days');
    // 00:30 on Monday in Tokyo, before the trip's first hour: day 1 all the same.
    expect(tripProgress(start, end, new Date('2026-03-08T15:30:00Z'))).toBe('Day 1 of 4');
    expect(tripProgress(start, end, new Date('2026-03-10T03:00:00Z'))).toBe('Day 2 of 4');
    expect(tripProgress(start, end, new Date('2026-03-12T14:59:00Z'))).toBe('Day 4 of 4');
    expect(tripProgress(start, end, new Date('2026-03-12T15:00:00Z'))).toBe('Ended');
  });

  it('takes the next moment still ahead, leaving out what is cancelled or hidden', () => {
    const at = (iso: string, overrides = {}) => buildEntry({ key: iso, recordId: '0e5a3c1d-2b4f-4e6a-8c9d-1f2e3a4b5c6d', at: iso, local: iso.slice(0, 16), abbreviation: 'GMT', home: iso.slice(0, 16), ...overrides });
    const days = [
      { entries: [at('2026-03-09T08:00:00.000Z'), at('2026-03-09T10:00:00.000Z', { cancelled: true })] },
      { entries: [at('2026-03-10T08:00:00.000Z', { hidden: true }), at('2026-03-10T09:00:00.000Z', { title: 'Check-in' })] },
    ];
    expect(nextEntry(days, new Date('2026-03-09T07:59:00Z'))?.key).toBe('2026-03-09T08:00:00.000Z');
    expect(nextEntry(days, new Date('2026-03-09T08:00:00Z'))?.title).toBe('Check-in');
    expect(nextEntry(days, new Date('2026-03-10T09:00:00Z'))).toBeUndefined();
  });
});
