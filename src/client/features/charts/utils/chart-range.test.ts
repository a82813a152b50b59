import { describe, expect, it } from 'vitest';
import { defaultRange, rangeFrom, todayIn } from './chart-range.js';

describe('chart range', () => {
  it('is today on the user’s clocks', () => {
    const now = new Date('2026-03-01T03:00:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2026-02-28');
    expect(todayIn('Europe/London', now)).toBe('2026-03-01');
  });

  it('defaults to twelve whole months, this one to today', () => {
    expect(defaultRange('2026-06-17')).toEqual({ from: '2025-07-01', to: '2026-06-17' });
    expect(defaultRange('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(defaultRange('2026-01-05')).toEqual({ from: '2025-02-01', to: '2026-01-05' });
  });

  it('takes a valid range from the address, else the default', () => {
    expect(rangeFrom(new URLSearchParams('from=2024-01-01&to=2024-12-31'), '2026-06-17')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(rangeFrom(new URLSearchParams('from=2024-12-31&to=2024-01-01'), '2026-06-17')).toEqual(defaultRange('2026-06-17'));
    expect(rangeFrom(new URLSearchParams('from=soon'), '2026-06-17')).toEqual(defaultRange('2026-06-17'));
  });
});
