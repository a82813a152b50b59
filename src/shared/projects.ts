import { z } from 'zod';
import { currencySchema } from './account.js';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { AmountSchema } from './money.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { DateSchema } from './time.js';
import { requiredText } from './validation.js';

/** Stakeholder types by their numeric key, as the spec lists them. */
export const stakeholderTypes = {
  1: 'Customer',
  2: 'Project manager',
  3: 'Team member',
  4: 'Project sponsor',
  5: 'Steering committee',
  6: 'Executive',
  7: 'Resource manager',
} as const;
export type StakeholderType = keyof typeof stakeholderTypes;

export const StakeholderInputSchema = z.object({
  contactId: z.uuid({ error: messages.notFound('Contact') }),
  type: z
    .number({ error: messages.stakeholderTypeNotValid })
    .int({ error: messages.stakeholderTypeNotValid })
    .min(1, { error: messages.stakeholderTypeNotValid })
    .max(7, { error: messages.stakeholderTypeNotValid }),
});

const ProjectFields = z.object({
  projectNumber: requiredText(50),
  name: z.string().trim().max(200).optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).nullable().optional(),
  active: z.boolean().optional(),
  startDate: DateSchema.nullable().optional(),
  endDate: DateSchema.nullable().optional(),
  /** Typed as text or a number ('Numbers only' otherwise), in `budgetCurrency`. */
  budget: AmountSchema.nullable().optional(),
  budgetCurrency: currencySchema.optional(),
  stakeholders: z.array(StakeholderInputSchema).max(200).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});

/** An end date before the start date is 'Date not valid' (checked again on the stored values). */
const datesInOrder = (value: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.dateNotValid });
  }
};

export const ProjectInputSchema = ProjectFields.superRefine(datesInOrder);
export const ProjectPatchSchema = ProjectFields.partial().superRefine(datesInOrder);
export type ProjectInput = z.infer<typeof ProjectInputSchema>;
export type ProjectPatch = z.infer<typeof ProjectPatchSchema>;

/** The calculated columns (the spec's "*"): computed live from the linked records. */
export const ProjectFiguresSchema = z.object({
  trips: z.number().int(),
  receipts: z.number().int(),
  spentMinor: z.number().int(),
  timecards: z.number().int(),
  hoursClaimed: z.number(),
});

export const ProjectListItemSchema = z
  .object({
    id: z.uuid(),
    projectNumber: z.string(),
    name: z.string(),
    customer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    active: z.boolean(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    budgetMinor: z.number().int().nullable(),
    budgetCurrency: z.string(),
    updatedAt: z.string(),
  })
  .extend(ProjectFiguresSchema.shape);
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));
export const ProjectSchema = ProjectListItemSchema.extend({
  stakeholders: z.array(
    z.object({ contactId: z.uuid(), firstName: z.string(), lastName: z.string(), type: z.number().int() }),
  ),
  tags: pairs,
  properties: pairs,
  createdAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const projectSortable = [
  'projectNumber', 'name', 'active', 'startDate', 'endDate', 'budgetMinor',
  'trips', 'receipts', 'spentMinor', 'timecards', 'hoursClaimed', 'updatedAt',
] as const;
export const ProjectListQuerySchema = listQuerySchema(projectSortable, 'projectNumber').extend({
  active: z.enum(['true', 'false']).optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).optional(),
});
export const ProjectPageSchema = pageSchema(ProjectListItemSchema);

/** Hours per week (labor and travel) with spending against the budget, for the project chart. */
export const ProjectChartSchema = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), labor: z.number(), travel: z.number() })),
  budgetMinor: z.number().int().nullable(),
  spentMinor: z.number().int(),
  currency: z.string(),
});
export type ProjectChart = z.infer<typeof ProjectChartSchema>;
