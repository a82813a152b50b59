import { describe, expect, it } from 'vitest';
import { AmountSchema, formatMoney, fromMinorUnits, toMinorUnits } from './money.js';

describe('money', () => {
  it('turns typed amounts into integer minor units of the currency', () => {
    expect(toMinorUnits('1,234.5', 'USD')).toBe(123_450);
    expect(toMinorUnits('0.07', 'USD')).toBe(7);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1.5', 'JPY')).toBeUndefined();
    expect(toMinorUnits('2.125', 'KWD')).toBe(2125);
    expect(toMinorUnits('1.999', 'USD')).toBeUndefined();
    expect(toMinorUnits('abc', 'USD')).toBeUndefined();
  });

  it('formats as $0,0.00 in the record currency', () => {
    expect(formatMoney(123_456_78, 'USD')).toBe('$123,456.78');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(fromMinorUnits(123_450, 'USD')).toBe('1234.50');
  });

  it("says 'Numbers only' for anything that is not a number", () => {
    for (const bad of ['12a', '', '-5', '1.2.3', true]) {
      const result = AmountSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Numbers only');
    }
    expect(AmountSchema.parse(' 1,000.25 ')).toBe('1000.25');
    expect(AmountSchema.parse(42)).toBe('42');
  });

  it('reads a hostile amount in one pass', () => {
    const spaces = ' '.repeat(100_000);
    expect(AmountSchema.parse(`${spaces}12.50${spaces}`)).toBe('12.50');
    expect(AmountSchema.safeParse(`1${spaces}x`).error?.issues[0]?.message).toBe('Numbers only');
    expect(AmountSchema.safeParse(`${'1,'.repeat(50_000)}.x`).error?.issues[0]?.message).toBe('Numbers only');
  });
});
