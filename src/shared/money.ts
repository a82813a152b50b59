import { z } from 'zod';
import { messages } from './messages.js';

/** Digits after the decimal point in `currency` (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount as typed ("1,234.5") in integer minor units of `currency`; undefined if it is not a number. */
export function toMinorUnits(amount: string, currency: string): number | undefined {
  const digits = currencyDigits(currency);
  const clean = amount.trim().replaceAll(',', '');
  const match = new RegExp(`^(\\d{1,13})(?:\\.(\\d{0,${digits}}))?$`).exec(clean);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units back to a plain decimal string ("1234.50"). */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

/** Money as the spec shows it: $0,0.00 in the record's own currency. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency));
}

/** A non-negative amount typed as text or given as a number; anything else is 'Numbers only'. */
export const AmountSchema = z.union([z.string(), z.number()], { error: messages.numbersOnly }).meta({ example: '12.50' }).transform((value, ctx) => {
  const text = (typeof value === 'number' ? String(value) : value).trim();
  if (!/^[\d,]*(?:\.\d*)?$/.test(text) || text === '' || Number.isNaN(Number(text.replaceAll(',', '')))) {
    ctx.addIssue({ code: 'custom', message: messages.numbersOnly });
    return z.NEVER;
  }
  return text.replaceAll(',', '');
});
