import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { ZonedInputSchema, ZonedSchema } from './time.js';
import { requiredText } from './validation.js';

const AssignmentFields = z.object({
  name: requiredText(200),
  customerId: z.uuid({ error: messages.customerNotFound }).nullable().optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  start: ZonedInputSchema,
  end: ZonedInputSchema.nullable().optional(),
  contactIds: z.array(z.uuid()).max(200).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});

const endNotBeforeStart = (value: { start?: { at: Date }; end?: { at: Date } | null }, ctx: z.RefinementCtx) => {
  if (value.start && value.end && value.end.at < value.start.at) {
    ctx.addIssue({ code: 'custom', path: ['end', 'local'], message: messages.dateNotValid });
  }
};

export const AssignmentInputSchema = AssignmentFields.superRefine(endNotBeforeStart);
export const AssignmentPatchSchema = AssignmentFields.partial().superRefine(endNotBeforeStart);
export type AssignmentInput = z.infer<typeof AssignmentInputSchema>;
export type AssignmentPatch = z.infer<typeof AssignmentPatchSchema>;

export const AssignmentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  customer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  project: z.object({ id: z.uuid(), projectNumber: z.string(), name: z.string() }).nullable(),
  start: ZonedSchema,
  end: ZonedSchema.nullable(),
  timecards: z.number().int(),
  hoursClaimed: z.number(),
  updatedAt: z.string(),
});
export type AssignmentListItem = z.infer<typeof AssignmentListItemSchema>;

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));
export const AssignmentSchema = AssignmentListItemSchema.extend({
  contacts: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  tags: pairs,
  properties: pairs,
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AssignmentListQuerySchema = listQuerySchema(['start', 'name', 'hoursClaimed', 'timecards', 'updatedAt'], 'start').extend({
  projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).optional(),
});
export const AssignmentPageSchema = pageSchema(AssignmentListItemSchema);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The label of an upcoming assignment: 'Started' once it runs, else 'Start in …' the largest whole unit. */
export function startInLabel(now: Date, start: Date, end: Date | null): string | undefined {
  const ms = start.getTime() - now.getTime();
  if (ms <= 0) return end && end.getTime() <= now.getTime() ? undefined : 'Started';
  const plural = (n: number, unit: string) => `Start in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms >= DAY) return plural(Math.floor(ms / DAY), 'day');
  if (ms >= HOUR) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.max(1, Math.floor(ms / 60_000)), 'minute');
}
