import { describe, expect, it } from 'vitest';
import { startInLabel } from './assignments.js';

const now = new Date('2026-11-22T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("the 'Start in' label", () => {
  it('names the largest whole unit until the start', () => {
    expect(startInLabel(now, at(3 * 24 + 5), null)).toBe('Start in 3 days');
    expect(startInLabel(now, at(24), null)).toBe('Start in 1 day');
    expect(startInLabel(now, at(5.9), null)).toBe('Start in 5 hours');
    expect(startInLabel(now, at(1), null)).toBe('Start in 1 hour');
    expect(startInLabel(now, at(0.25), null)).toBe('Start in 15 minutes');
    expect(startInLabel(now, at(0.001), null)).toBe('Start in 1 minute');
  });

  it("says 'Started' while it runs and nothing once it is over", () => {
    expect(startInLabel(now, at(-2), at(5))).toBe('Started');
    expect(startInLabel(now, at(-2), null)).toBe('Started');
    expect(startInLabel(now, at(-5), at(-1))).toBeUndefined();
  });
});
