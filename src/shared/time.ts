import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { timeZoneSchema } from './account.js';
import { messages } from './messages.js';

/**
 * The instant a wall-clock time in `zone` names. A time the clocks skip (the spring-forward gap)
 * names none: undefined, as does a zone that is not one. A time that happens twice (the autumn
 * overlap) is its first occurrence.
 */
export function instantOf(local: string, zone: string): Date | undefined {
  let wall: Temporal.PlainDateTime;
  try {
    wall = Temporal.PlainDateTime.from(local);
  } catch {
    return undefined;
  }
  let zoned: Temporal.ZonedDateTime;
  try {
    zoned = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  } catch {
    // A zone not yet chosen ('') or not known: no instant.
    return undefined;
  }
  return zoned.toPlainDateTime().equals(wall) ? new Date(zoned.epochMilliseconds) : undefined;
}

// One formatter per zone: building them is the costly part, and a week view formats hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of `instant` in `zone`. */
export function localOf(instant: Date, zone: string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterFor(zone).formatToParts(instant)) part[type] = value;
  return `${part.year ?? ''}-${part.month ?? ''}-${part.day ?? ''}T${part.hour ?? ''}:${part.minute ?? ''}`;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export const localDate = (at: Date | string, zone: string) => localOf(typeof at === 'string' ? new Date(at) : at, zone).slice(0, 10);

/** Whole days from one calendar date to another ('2026-03-16' → '2026-03-17' is 1). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);

/**
 * Where `at` falls in a trip, counted on the calendar where the trip starts (today's date taken in
 * `zone`, where the traveller is): day `day` of `days`, below 1 before the trip (0 is the day before),
 * above `days` after it.
 */
export function tripDay(start: Zoned, end: Zoned, at: Date, zone = start.zone): { day: number; days: number } {
  const first = start.local.slice(0, 10);
  return { day: daysBetween(first, localDate(at, zone)) + 1, days: daysBetween(first, end.local.slice(0, 10)) + 1 };
}

/** A calendar date `YYYY-MM-DD` that exists. */
export const DateSchema = z.iso.date({ error: messages.dateNotValid });

/** A moment as a person enters it: wall-clock date and time, and the zone where it happens. */
export const ZonedInputSchema = z
  .object({
    local: z.string({ error: messages.fieldRequired }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: messages.dateNotValid })
      .meta({ example: '2026-11-20T09:00' }),
    zone: timeZoneSchema,
  }, { error: messages.fieldRequired })
  .transform((value, ctx) => {
    const at = instantOf(value.local, value.zone);
    if (!at) {
      ctx.addIssue({ code: 'custom', path: ['local'], message: messages.dateNotValid });
      return z.NEVER;
    }
    return { at, zone: value.zone };
  });
export type ZonedInput = z.input<typeof ZonedInputSchema>;

/** A moment as the API answers it: the instant, its zone, and the wall-clock time there. */
export const ZonedSchema = z.object({ at: z.string(), zone: z.string(), local: z.string() });
export type Zoned = z.infer<typeof ZonedSchema>;

export const zoned = (at: Date, zone: string): Zoned => ({ at: at.toISOString(), zone, local: localOf(at, zone) });
