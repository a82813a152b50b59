import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isTimeZone } from './account.js';

const temporalAccepts = (zone: string) => {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
};

describe('time zones', () => {
  it('accepts only zones that the time arithmetic (Temporal) can use', () => {
    const candidates = [
      ...Intl.supportedValuesOf('timeZone'),
      ...'UTC GMT EST MST HST CET Japan US/Eastern Asia/Calcutta IST PST CST AST BST JST ist pst'.split(' '),
    ];
    const unusable = candidates.filter((zone) => isTimeZone(zone) && !temporalAccepts(zone));
    expect(unusable).toEqual([]);
    for (const zone of ['UTC', 'Asia/Calcutta', 'US/Eastern', 'America/New_York']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['IST', 'PST', 'Mars/Olympus', '']) expect(isTimeZone(zone), zone).toBe(false);
  });
});
