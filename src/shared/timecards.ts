import { z } from 'zod';
import { messages } from './messages.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { timeZoneSchema } from './account.js';
import { DateSchema, ZonedInputSchema, ZonedSchema } from './time.js';

export const timecardTypes = { labor: 'Labor', travel: 'Travel' } as const;
export const TimecardTypeSchema = z.enum(['labor', 'travel'], { error: messages.fieldRequired });

/** Entries longer than this are allowed but flagged. */
export const LONG_ENTRY_HOURS = 16;

const TimecardFields = z.object({
  type: TimecardTypeSchema,
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  assignmentId: z.uuid({ error: messages.notFound('Assignment') }).nullable().optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).nullable().optional(),
  tripId: z.uuid({ error: messages.notFound('Trip') }).nullable().optional(),
  start: ZonedInputSchema,
  // The example ends after the start's, so that a sample built from the schema is a valid entry.
  end: ZonedInputSchema.meta({ example: { local: '2026-11-20T17:00', zone: 'America/New_York' } }),
  startLocation: z.string().trim().max(200).optional(),
  endLocation: z.string().trim().max(200).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});

const endAfterStart = (value: { start?: { at: Date }; end?: { at: Date } }, ctx: z.RefinementCtx) => {
  if (value.start && value.end && value.end.at <= value.start.at) {
    ctx.addIssue({ code: 'custom', path: ['end', 'local'], message: messages.dateNotValid });
  }
};

export const TimecardInputSchema = TimecardFields.superRefine(endAfterStart);
export const TimecardPatchSchema = TimecardFields.partial().superRefine(endAfterStart);
export type TimecardInput = z.infer<typeof TimecardInputSchema>;
export type TimecardPatch = z.infer<typeof TimecardPatchSchema>;

const ref = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid(), ...shape }).nullable();

export const TimecardSchema = z.object({
  id: z.uuid(),
  type: TimecardTypeSchema,
  project: ref({ projectNumber: z.string(), name: z.string() }),
  assignment: ref({ name: z.string() }),
  customer: ref({ name: z.string() }),
  trip: ref({ title: z.string() }),
  start: ZonedSchema,
  /** Null while the timer runs. */
  end: ZonedSchema.nullable(),
  /** Both ends as wall-clock times in the user's home zone. */
  home: z.object({ zone: z.string(), start: z.string(), end: z.string().nullable() }),
  /** The local date the entry counts toward: the day it starts, where it starts. */
  day: z.string(),
  hours: z.number(),
  startLocation: z.string(),
  endLocation: z.string(),
  tags: z.array(z.object({ key: z.string(), value: z.string() })),
  properties: z.array(z.object({ key: z.string(), value: z.string() })),
  /** The entry's version: a change sent with it as `If-Match` is refused (412) if the entry changed since. */
  updatedAt: z.string(),
});
export type Timecard = z.infer<typeof TimecardSchema>;

/** A saved entry, with what deserves a second look (too long, overlapping another) but is allowed. */
export const TimecardSavedSchema = TimecardSchema.extend({ warnings: z.array(z.string()) });
export type TimecardSaved = z.infer<typeof TimecardSavedSchema>;

const hoursPair = { labor: z.number(), travel: z.number() };
export const WeekSchema = z.object({
  weekStart: z.string(),
  days: z.array(z.string()),
  entries: z.array(TimecardSchema),
  daily: z.array(z.object({ date: z.string(), ...hoursPair })),
  projects: z.array(
    z.object({
      projectId: z.uuid().nullable(),
      projectNumber: z.string().nullable(),
      projectName: z.string().nullable(),
      assignmentId: z.uuid().nullable(),
      assignmentName: z.string().nullable(),
      ...hoursPair,
    }),
  ),
  totals: z.object(hoursPair),
});
export type Week = z.infer<typeof WeekSchema>;

export const WeekQuerySchema = z.object({ date: DateSchema.optional() });

/** How far ahead of the server's clock a device's may run: a time past it is refused. */
export const CLOCK_AHEAD_MS = 5 * 60 * 1000;

/**
 * When the user pressed start or stop, where that was earlier than now: a press made with no
 * network, sent when the network returned. Not later than now (by more than a device's clock may
 * run ahead).
 */
const pressedAt = z.iso
  .datetime({ offset: true, error: messages.dateNotValid })
  .refine((at) => Date.parse(at) <= Date.now() + CLOCK_AHEAD_MS, { error: messages.dateNotValid })
  .optional();

export const TimerStartSchema = z.object({
  type: TimecardTypeSchema.default('labor'),
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  assignmentId: z.uuid({ error: messages.notFound('Assignment') }).nullable().optional(),
  /** The trip the time counts toward (a timer started on the road). */
  tripId: z.uuid({ error: messages.notFound('Trip') }).nullable().optional(),
  /** Where the user is now (the browser's zone). */
  zone: timeZoneSchema,
  /** When it was started, if not now (a start made offline); now when left out. */
  at: pressedAt,
});
export const TimerStopSchema = z.object({
  zone: timeZoneSchema,
  /** When it was stopped, if not now (a stop made offline); never before its start. */
  at: pressedAt,
});

export const DuplicateSchema = z.object({
  ids: z.array(z.uuid()).min(1, { error: messages.selectOneOrMore }).max(500),
  /** Copy to the next day, the next week, or to the given start day (for a single entry). */
  to: z.union([z.literal('next-day'), z.literal('next-week'), DateSchema]),
});

export const ExportQuerySchema = z
  .object({
    from: DateSchema,
    to: DateSchema,
    customerId: z.uuid({ error: messages.customerNotFound }).optional(),
    projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: messages.dateNotValid });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** Hours rounded to 2 decimals, as they are shown and exported. */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** `7h 05m` for a duration in hours. */
export function formatDuration(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
