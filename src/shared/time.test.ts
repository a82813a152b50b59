import { describe, expect, it } from 'vitest';
import { instantOf, localOf, ZonedInputSchema } from './time.js';

describe('wall-clock times and instants', () => {
  it('finds the instant of a local time in its zone, including 30- and 45-minute offsets', () => {
    expect(instantOf('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-07-01T09:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-07-01T03:30:00.000Z');
    expect(instantOf('2026-07-01T09:00', 'Asia/Kathmandu')?.toISOString()).toBe('2026-07-01T03:15:00.000Z');
  });

  it('has no instant for a time the clocks skip, and the first one for a time that happens twice', () => {
    expect(instantOf('2026-03-08T02:30', 'America/New_York')).toBeUndefined();
    expect(instantOf('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives back the wall-clock time of an instant in a zone', () => {
    expect(localOf(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30');
    expect(localOf(new Date('2026-12-31T23:30:00Z'), 'Australia/Adelaide')).toBe('2027-01-01T10:00');
  });

  it("says 'Date not valid' for a skipped time or a malformed one", () => {
    for (const local of ['2026-03-08T02:30', '2026-02-30T10:00', 'tomorrow']) {
      const result = ZonedInputSchema.safeParse({ local, zone: 'America/New_York' });
      expect(result.success, local).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Date not valid');
    }
  });
});
