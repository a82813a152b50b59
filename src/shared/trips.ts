import { z } from 'zod';
import { currencySchema } from './account.js';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { AmountSchema } from './money.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { ZonedInputSchema, ZonedSchema } from './time.js';
import { requiredText } from './validation.js';

/** Optional free text; an empty string clears it. */
const optionalText = (max: number) => z.string().trim().max(max, { error: messages.atMost(max) }).optional();

/** A link to the travel agency's booking (agency name, URL, link name). */
export const QuickLinkSchema = z.object({
  agencyName: optionalText(200).default(''),
  url: z
    .string()
    .trim()
    .max(2000, { error: messages.atMost(2000) })
    .refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), { error: 'URL not valid' }),
  linkName: optionalText(200).default(''),
});
export type QuickLink = z.infer<typeof QuickLinkSchema>;

const TripFields = z.object({
  title: requiredText(200),
  customerId: z.uuid({ error: messages.customerNotFound }).nullable().optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  /** The destination, as the user writes it. */
  address: optionalText(500),
  /** Dates may be unknown while a trip is planned; an end needs a start. */
  start: ZonedInputSchema.nullable().optional(),
  startEvent: optionalText(200),
  // The example ends after the start's, so that a sample built from the schema is a valid trip.
  end: ZonedInputSchema.meta({ example: { local: '2026-11-24T17:00', zone: 'Europe/Berlin' } }).nullable().optional(),
  endEvent: optionalText(200),
  /** Typed as text or a number ('Numbers only' otherwise), in `currency`, as is the budget. */
  estimatedCost: AmountSchema.nullable().optional(),
  budget: AmountSchema.nullable().optional(),
  currency: currencySchema.optional(),
  paid: z.boolean().optional(),
  /** What was reimbursed, in the home currency (recorded when the trip is marked paid); null clears it. */
  received: AmountSchema.nullable().optional(),
  confirmationNumber: optionalText(100),
  /** The trip's contacts (all replaced when given). */
  contactIds: z.array(z.uuid()).max(200).optional(),
  /** The trip's quick links, in order (all replaced when given). */
  quickLinks: z.array(QuickLinkSchema).max(50).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});

type Ends = { start?: { at: Date } | null; end?: { at: Date } | null };

/** The end compares with the start as instants, so a trip may end in a zone whose clocks read earlier. */
const endsInOrder = (value: Ends, ctx: z.RefinementCtx) => {
  if (value.start && value.end && value.end.at < value.start.at) {
    ctx.addIssue({ code: 'custom', path: ['end', 'local'], message: messages.dateNotValid });
  }
};

export const TripInputSchema = TripFields.superRefine((value, ctx) => {
  if (value.end && !value.start) ctx.addIssue({ code: 'custom', path: ['start'], message: messages.fieldRequired });
  endsInOrder(value, ctx);
});
/** A change; the stored start and end are checked again once merged with it. */
export const TripPatchSchema = TripFields.partial().superRefine(endsInOrder);
export type TripInput = z.infer<typeof TripInputSchema>;
export type TripPatch = z.infer<typeof TripPatchSchema>;

/** The calculated columns, computed live from the linked records (as the project figures are). */
export const TripFiguresSchema = z.object({
  /** The user's home currency, in which spent and received are. */
  homeCurrency: z.string(),
  /** The trip's receipts converted to the home currency, and its mileage. */
  spentMinor: z.number().int(),
  /** Receipts left out of spent because their conversion is missing. */
  unconvertedReceipts: z.number().int(),
  /** What was reimbursed (home currency), recorded when the trip is marked paid. */
  receivedMinor: z.number().int().nullable(),
  /** Hours of the timecards linked to the trip, by type (finished entries only). */
  workHours: z.number(),
  travelHours: z.number(),
});

const ref = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid(), ...shape }).nullable();

export const TripListItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    customer: ref({ name: z.string() }),
    project: ref({ projectNumber: z.string(), name: z.string() }),
    address: z.string(),
    start: ZonedSchema.nullable(),
    startEvent: z.string(),
    end: ZonedSchema.nullable(),
    endEvent: z.string(),
    estimatedCostMinor: z.number().int().nullable(),
    budgetMinor: z.number().int().nullable(),
    currency: z.string(),
    paid: z.boolean(),
    confirmationNumber: z.string(),
    updatedAt: z.string(),
  })
  .extend(TripFiguresSchema.shape);
export type TripListItem = z.infer<typeof TripListItemSchema>;

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));
export const TripSchema = TripListItemSchema.extend({
  contacts: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  quickLinks: z.array(z.object({ agencyName: z.string(), url: z.string(), linkName: z.string() })),
  tags: pairs,
  properties: pairs,
  createdAt: z.string(),
});
export type Trip = z.infer<typeof TripSchema>;

/** The list's views: still ahead (soonest first with the default sort), under way now, not paid yet. */
export const tripViews = ['upcoming', 'active', 'unpaid'] as const;
export type TripView = (typeof tripViews)[number];

export const tripSortable = [
  'start', 'end', 'title', 'estimatedCostMinor', 'budgetMinor', 'paid',
  'spentMinor', 'receivedMinor', 'workHours', 'travelHours', 'updatedAt',
] as const;
export const TripListQuerySchema = listQuerySchema(tripSortable, 'start').extend({
  view: z.enum(tripViews).optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
  /** Trips starting in this year, on the calendar where they start. */
  year: z.coerce.number({ error: messages.numbersOnly }).int({ error: messages.numbersOnly }).min(1900).max(9999).optional(),
  /** The moment the upcoming and active views compare with: the browser's clock, else the server's. */
  at: z.iso.datetime({ offset: true, error: messages.dateNotValid }).optional(),
});
export const TripPageSchema = pageSchema(TripListItemSchema);
