import { currencyDigits } from '../../../shared/money.js';
import { withoutTrailing } from '../../../shared/text.js';

/** A decimal text ("1.0945") as an integer over a power of ten: 10945 / 10^4. */
function scaled(decimal: string): { units: bigint; scale: number } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

/** `numerator / denominator` rounded half away from zero (both non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * An amount in minor units of `from` converted with `rate` (units of `to` per unit of `from`,
 * decimal text) into minor units of `to`, exactly: 1,000 JPY at 0.0061 USD is 610 cents, and a
 * KWD amount keeps its three decimals on the way in.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string): number {
  const { units, scale } = scaled(rate);
  const numerator = BigInt(amountMinor) * units * 10n ** BigInt(currencyDigits(to));
  const denominator = 10n ** BigInt(scale + currencyDigits(from));
  return Number(divideRounded(numerator, denominator));
}

/** The rate an amount was actually charged at, as decimal text: home units per unit of the amount's currency. */
export function impliedRate(amountMinor: number, from: string, homeMinor: number, to: string): string | null {
  if (amountMinor === 0) return null;
  const value = (homeMinor / 10 ** currencyDigits(to)) / (amountMinor / 10 ** currencyDigits(from));
  return trimDecimal(value.toFixed(10));
}

/** "1.0945000000" → "1.0945"; "2.0000" → "2". */
export const trimDecimal = (text: string) => (text.includes('.') ? withoutTrailing(withoutTrailing(text, '0'), '.') : text);

/** Miles (text, one decimal at most) times a rate per mile (text) in minor units of `currency`, exactly. */
export function mileageMinor(tenthMiles: number, ratePerMile: string, currency: string): number {
  const { units, scale } = scaled(ratePerMile);
  const numerator = BigInt(tenthMiles) * units * 10n ** BigInt(currencyDigits(currency));
  return Number(divideRounded(numerator, 10n ** BigInt(scale + 1)));
}

/** "12.5" miles → 125 tenths. */
export const tenthsOf = (miles: string) => Number(scaled(Number(miles).toFixed(1)).units);
/** 125 tenths → "12.5"; 120 → "12". */
export const milesText = (tenths: number) => trimDecimal((tenths / 10).toFixed(1));
