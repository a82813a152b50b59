import { z } from 'zod';
import { currencySchema, MILE_RATE_PATTERN } from './account.js';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { AmountSchema } from './money.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { DateSchema, ZonedInputSchema, ZonedSchema } from './time.js';
import { requiredText } from './validation.js';

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.atMost(max) }).optional();
const pairs = z.array(z.object({ key: z.string(), value: z.string() }));

// ---------------------------------------------------------------------------------------------
// Payment types (Settings → Payment types): a card the user pays with.

export const PaymentTypeInputSchema = z.object({
  ccName: requiredText(100),
  /** Exactly four digits, else 'Numbers only'. */
  lastFour: z.string({ error: messages.numbersOnly }).trim().regex(/^\d{4}$/, { error: messages.numbersOnly }).meta({ example: '4242' }),
  /** One default per user: setting it clears the others. */
  isDefault: z.boolean().optional(),
});
export const PaymentTypePatchSchema = PaymentTypeInputSchema.partial();
export type PaymentTypeInput = z.infer<typeof PaymentTypeInputSchema>;
export const PaymentTypeSchema = z.object({
  id: z.uuid(),
  ccName: z.string(),
  lastFour: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type PaymentType = z.infer<typeof PaymentTypeSchema>;
export const PaymentTypeListQuerySchema = listQuerySchema(['ccName', 'lastFour', 'isDefault', 'updatedAt'] as const, 'ccName');
export const PaymentTypePageSchema = pageSchema(PaymentTypeSchema);

// ---------------------------------------------------------------------------------------------
// Receipt types (Settings → Receipt types): a name and an icon; a new user starts with a set.

/** The icons a receipt type may show (Tabler icon names the client maps). */
export const receiptTypeIcons = [
  'plane', 'bed', 'car', 'taxi', 'train', 'tools-kitchen', 'parking', 'gas-station', 'road', 'receipt',
  'bus', 'ship', 'coffee', 'phone', 'wifi', 'briefcase', 'ticket', 'gift',
] as const;
export type ReceiptTypeIcon = (typeof receiptTypeIcons)[number];

/** The starting set of a new user, in this order. */
export const startingReceiptTypes: readonly { name: string; icon: ReceiptTypeIcon }[] = [
  { name: 'Airfare', icon: 'plane' },
  { name: 'Lodging', icon: 'bed' },
  { name: 'Car rental', icon: 'car' },
  { name: 'Taxi and rideshare', icon: 'taxi' },
  { name: 'Train', icon: 'train' },
  { name: 'Meals', icon: 'tools-kitchen' },
  { name: 'Parking', icon: 'parking' },
  { name: 'Fuel', icon: 'gas-station' },
  { name: 'Mileage', icon: 'road' },
  { name: 'Other', icon: 'receipt' },
];

export const ReceiptTypeInputSchema = z.object({
  name: requiredText(100),
  icon: z.enum(receiptTypeIcons, { error: 'Icon not valid' }).default('receipt'),
});
export const ReceiptTypePatchSchema = z.object({
  name: requiredText(100).optional(),
  icon: z.enum(receiptTypeIcons, { error: 'Icon not valid' }).optional(),
});
export type ReceiptTypeInput = z.infer<typeof ReceiptTypeInputSchema>;
export const ReceiptTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.enum(receiptTypeIcons),
  /** Receipts of this type (deleting the type leaves them without one). */
  receipts: z.number().int(),
  updatedAt: z.string(),
});
export type ReceiptType = z.infer<typeof ReceiptTypeSchema>;
export const ReceiptTypeListQuerySchema = listQuerySchema(['name', 'receipts', 'updatedAt'] as const, 'name');
export const ReceiptTypePageSchema = pageSchema(ReceiptTypeSchema);

// ---------------------------------------------------------------------------------------------
// Receipts.

/** The spec's payment values: T = Cash, F = CC (then which payment type). */
export const paymentKinds = { T: 'Cash', F: 'CC' } as const;
export const PaymentKindSchema = z.enum(['T', 'F'], { error: messages.fieldRequired });
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/**
 * An exchange rate as typed: units of the home currency for one unit of the receipt's currency,
 * positive, at most 12 decimals.
 */
export const RateSchema = z
  .union([z.string(), z.number()], { error: messages.numbersOnly })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,9}(?:\.\d{1,12})?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.numbersOnly });
      return z.NEVER;
    }
    return text;
  });

const ReceiptFields = z.object({
  /** When and where it was paid: the wall-clock time and the zone. */
  receiptAt: ZonedInputSchema,
  receiptTypeId: z.uuid({ error: messages.notFound('Receipt type') }).nullable().optional(),
  payment: PaymentKindSchema.default('F'),
  /** With CC: which card; the user's default one when not given. */
  paymentTypeId: z.uuid({ error: messages.notFound('Payment type') }).nullable().optional(),
  currency: currencySchema,
  /** Exact, in `currency` ('Numbers only' otherwise). */
  amount: AmountSchema,
  vendor: optionalText(200),
  tripId: z.uuid({ error: messages.notFound('Trip') }).nullable().optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  /**
   * What the card was actually charged in the home currency, overriding the reference rate; null
   * returns to the reference rate.
   */
  homeAmount: AmountSchema.nullable().optional(),
  /** A rate typed by the user when no reference rate could be had (or to replace it). */
  rate: RateSchema.nullable().optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});
export const ReceiptInputSchema = ReceiptFields;
export const ReceiptPatchSchema = ReceiptFields.partial();
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;
export type ReceiptPatch = z.infer<typeof ReceiptPatchSchema>;

/**
 * The receipt in the home currency: from the reference rate of the receipt's date ('reference'),
 * a rate the user typed ('user'), or the amount the card was charged ('charged'); 'missing' when
 * the currencies differ and no rate could be had: shown as missing, never taken as 1.
 */
export const ConversionSchema = z.object({
  homeCurrency: z.string(),
  homeAmountMinor: z.number().int().nullable(),
  /** Home units per unit of the receipt's currency, as text (exact as stored). */
  rate: z.string().nullable(),
  /** The business day the reference rate is of (the receipt's date or the one before it). */
  rateDate: z.string().nullable(),
  source: z.enum(['same', 'reference', 'user', 'charged', 'missing']),
});
export type Conversion = z.infer<typeof ConversionSchema>;

/** The fields a scan reads from a receipt's photo or PDF, each unconfirmed until the user confirms or corrects it. */
export const receiptFields = ['receiptAt', 'amount', 'currency', 'vendor', 'receiptTypeId'] as const;
export type ReceiptField = (typeof receiptFields)[number];
export const receiptReadingStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ReceiptReadingStatus = (typeof receiptReadingStatuses)[number];

/** A scan's reading of the receipt's photo or PDF: where it is, what it found, or why it failed. */
export const ReceiptReadingSchema = z.object({
  status: z.enum(receiptReadingStatuses),
  /** The fields read from the receipt; the others were not found on it. */
  found: z.array(z.enum(receiptFields)),
  /** 'Error running process: …' when it failed. */
  error: z.string(),
});
export type ReceiptReading = z.infer<typeof ReceiptReadingSchema>;

const ref = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid(), ...shape }).nullable();

export const ReceiptListItemSchema = z.object({
  id: z.uuid(),
  receiptAt: ZonedSchema,
  receiptType: ref({ name: z.string(), icon: z.enum(receiptTypeIcons) }),
  payment: PaymentKindSchema,
  paymentType: ref({ ccName: z.string(), lastFour: z.string() }),
  currency: z.string(),
  amountMinor: z.number().int(),
  vendor: z.string(),
  trip: ref({ title: z.string() }),
  project: ref({ projectNumber: z.string(), name: z.string() }),
  conversion: ConversionSchema,
  hasImage: z.boolean(),
  isPublic: z.boolean(),
  /** A scan's reading; null for a receipt typed in. */
  reading: ReceiptReadingSchema.nullable(),
  /** The fields a scan filled that the user has not confirmed: while any is left, it counts in no total. */
  unconfirmed: z.array(z.enum(receiptFields)),
  updatedAt: z.string(),
});
export type ReceiptListItem = z.infer<typeof ReceiptListItemSchema>;

export const ReceiptImageSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Whether a downscaled, upright view exists (images; a PDF has none). */
  hasView: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const ReceiptSchema = ReceiptListItemSchema.extend({
  image: ReceiptImageSchema.nullable(),
  /** Where the photo was taken (EXIF GPS), for the map. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Whether 'Create PDF' has made the receipt's PDF (and when). */
  pdfCreatedAt: z.string().nullable(),
  publicUrl: z.string().nullable(),
  tags: pairs,
  properties: pairs,
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
/** What a scan made: one receipt, or one for each receipt on a photo of several laid apart. */
export const ScannedReceiptsSchema = z.object({ items: z.array(ReceiptSchema) });

export const receiptSortable = ['receiptAt', 'amountMinor', 'vendor', 'currency', 'updatedAt'] as const;
export const ReceiptListQuerySchema = listQuerySchema(receiptSortable, 'receiptAt').extend({
  tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
  currency: currencySchema.optional(),
  receiptTypeId: z.uuid({ error: messages.notFound('Receipt type') }).optional(),
  /** Receipts on or after this local date, and on or before `to`. */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export const ReceiptPageSchema = pageSchema(ReceiptListItemSchema);

/** A trip's receipts in one tab per currency, each with its total and its total at home. */
export const CurrencyTabSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  totalMinor: z.number().int(),
  /** The converted total of the receipts that have a conversion; `unconverted` counts the others. */
  homeTotalMinor: z.number().int(),
  unconverted: z.number().int(),
  receipts: z.array(ReceiptListItemSchema),
});
export const TripReceiptsSchema = z.object({
  homeCurrency: z.string(),
  tabs: z.array(CurrencyTabSchema),
});
export type TripReceipts = z.infer<typeof TripReceiptsSchema>;

/** The public view of a receipt: only these fields leave the server. */
export const PublicReceiptSchema = z.object({
  receiptAt: ZonedSchema,
  receiptType: z.string().nullable(),
  vendor: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  hasImage: z.boolean(),
  imageIsPdf: z.boolean(),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Mileage (miles; the rate per mile is a user setting kept on each entry).

/** Miles with at most one decimal, positive. */
export const MilesSchema = z
  .union([z.string(), z.number()], { error: messages.numbersOnly })
  .meta({ example: '12.5' })
  .transform((value, ctx) => {
    const text = String(value).trim().replaceAll(',', '');
    if (!/^\d{1,6}(?:\.\d)?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.numbersOnly });
      return z.NEVER;
    }
    return text;
  });

/** A rate per mile in the home currency, at most three decimals (the IRS rate has had 65.5 cents). */
export const MileRateSchema = z
  .union([z.string(), z.number()], { error: messages.numbersOnly })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!MILE_RATE_PATTERN.test(text)) {
      ctx.addIssue({ code: 'custom', message: messages.numbersOnly });
      return z.NEVER;
    }
    return text;
  });

const MileageFields = z.object({
  date: DateSchema,
  fromPlace: requiredText(300),
  toPlace: requiredText(300),
  miles: MilesSchema,
  purpose: optionalText(300),
  /** Per mile in the home currency; the user's setting when not given. */
  ratePerMile: MileRateSchema.optional(),
});
export const MileageInputSchema = MileageFields;
export const MileagePatchSchema = MileageFields.partial();
export type MileageInput = z.infer<typeof MileageInputSchema>;
export const MileageSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  date: z.string(),
  fromPlace: z.string(),
  toPlace: z.string(),
  /** Miles as text with one decimal at most ("12.5"). */
  miles: z.string(),
  purpose: z.string(),
  ratePerMile: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  updatedAt: z.string(),
});
export type Mileage = z.infer<typeof MileageSchema>;
export const MileageListSchema = z.object({ items: z.array(MileageSchema), totalMiles: z.string(), totalMinor: z.number().int(), currency: z.string() });

// ---------------------------------------------------------------------------------------------
// Expense report: a trip, a project or a date range, as PDF or CSV.

export const ExpenseReportQuerySchema = z
  .object({
    tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
    projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    format: z.enum(['pdf', 'csv']).default('pdf'),
  })
  .superRefine((q, ctx) => {
    const scopes = [q.tripId, q.projectId, q.from ?? q.to].filter(Boolean).length;
    if (scopes !== 1) ctx.addIssue({ code: 'custom', path: ['tripId'], message: 'Choose a trip, a project or a date range' });
    if ((q.from && !q.to) || (!q.from && q.to)) ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: messages.fieldRequired });
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.dateNotValid });
  });
export type ExpenseReportQuery = z.infer<typeof ExpenseReportQuerySchema>;

