import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentKind, ReceiptField, ReceiptReadingStatus, ReceiptTypeIcon } from '../../../shared/receipts.js';
import { recordColumns } from './columns.js';
import { projects } from './projects.js';
import { trips } from './trips.js';
import { ownerColumn } from './users.js';

/** A card the user pays with; at most one is the default (a partial unique index, not only code). */
export const paymentTypes = pgTable(
  'payment_types',
  {
    ...recordColumns,
    userId: ownerColumn(),
    ccName: text('cc_name').notNull(),
    lastFour: text('last_four').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payment_types_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    index('payment_types_user_idx').on(t.userId),
    check('payment_types_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

/** What a receipt is for (Airfare, Meals, …), with an icon; a new user starts with a set. */
export const receiptTypes = pgTable(
  'receipt_types',
  {
    ...recordColumns,
    userId: ownerColumn(),
    name: text('name').notNull(),
    icon: text('icon').$type<ReceiptTypeIcon>().notNull().default('receipt'),
  },
  (t) => [uniqueIndex('receipt_types_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** The stored files of a receipt's image (or PDF): the original as uploaded, and an upright, downscaled view. */
export interface StoredReceiptImage {
  fileName: string;
  contentType: string;
  size: number;
  originalKey: string;
  /** WebP, upright, at most 1600 px: null for a PDF. */
  viewKey: string | null;
  width: number | null;
  height: number | null;
}

/**
 * A receipt: the amount exactly as entered (minor units of its currency) and its conversion into
 * the user's home currency, a record of its own kind (rate, the rate's date, where it came from).
 */
export const receipts = pgTable(
  'receipts',
  {
    ...recordColumns,
    userId: ownerColumn(),
    receiptAt: timestamp('receipt_at', { withTimezone: true }).notNull(),
    receiptZone: text('receipt_zone').notNull(),
    /** The calendar day where it was paid: the rate's day and the date-range filters. */
    receiptDate: date('receipt_date').notNull(),
    receiptTypeId: uuid('receipt_type_id').references(() => receiptTypes.id, { onDelete: 'set null' }),
    payment: text('payment').$type<PaymentKind>().notNull(),
    paymentTypeId: uuid('payment_type_id').references(() => paymentTypes.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    vendor: text('vendor').notNull().default(''),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    homeCurrency: text('home_currency').notNull(),
    /** Null while the conversion is missing (never taken as 1). */
    homeAmountMinor: bigint('home_amount_minor', { mode: 'number' }),
    rate: numeric('rate', { precision: 24, scale: 12 }),
    rateDate: date('rate_date'),
    rateSource: text('rate_source').$type<'same' | 'reference' | 'user' | 'charged' | 'missing'>().notNull(),
    image: jsonb('image').$type<StoredReceiptImage>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    pdfKey: text('pdf_key'),
    pdfCreatedAt: timestamp('pdf_created_at', { withTimezone: true }),
    /** SHA-256 of the public link's token; null while private (as documents). */
    publicTokenHash: text('public_token_hash').unique(),
    publicTokenSealed: text('public_token_sealed'),
    /** Reading the photo or PDF for its fields (a scan): queued, running, done or failed; null for a receipt typed in. */
    reading: text('reading').$type<ReceiptReadingStatus>(),
    /** Why a reading failed ('Error running process: …'). */
    readingError: text('reading_error').notNull().default(''),
    /** The fields the reading found on the receipt (the others it could not read). */
    readingFound: text('reading_found').array().$type<ReceiptField[]>().notNull().default(sql`'{}'`),
    /**
     * The fields the user has not confirmed since a scan made the receipt: while any is left, the
     * receipt needs a look and counts in no total (spent, reports, charts).
     */
    unconfirmed: text('unconfirmed').array().$type<ReceiptField[]>().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('receipts_user_at_idx').on(t.userId, t.receiptAt),
    // The date-range report and filters, by the local day where each was paid.
    index('receipts_user_date_idx').on(t.userId, t.receiptDate),
    index('receipts_trip_idx').on(t.tripId, t.currency),
    index('receipts_project_idx').on(t.projectId),
    index('receipts_type_idx').on(t.receiptTypeId),
    index('receipts_payment_type_idx').on(t.paymentTypeId),
    check('receipts_payment', sql`${t.payment} in ('T', 'F')`),
    check('receipts_amount', sql`${t.amountMinor} >= 0`),
    check('receipts_reading', sql`${t.reading} in ('queued', 'running', 'done', 'failed')`),
    check('receipts_converted', sql`(${t.rateSource} = 'missing') = (${t.homeAmountMinor} is null)`),
  ],
);

/**
 * Whether the receipt `alias` (a table alias of a subquery) counts in totals: not while a field a
 * scan read waits for the user to confirm it.
 */
export const receiptCounts = (alias: string) => sql.raw(`${alias}.unconfirmed = '{}'`);

/** A drive on a trip, in miles, at the rate per mile of the day it was entered. */
export const mileage = pgTable(
  'mileage',
  {
    ...recordColumns,
    userId: ownerColumn(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    /** Tenths of a mile. */
    tenthMiles: integer('tenth_miles').notNull(),
    purpose: text('purpose').notNull().default(''),
    ratePerMile: numeric('rate_per_mile', { precision: 10, scale: 3 }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('mileage_trip_idx').on(t.tripId, t.date), index('mileage_user_date_idx').on(t.userId, t.date), check('mileage_positive', sql`${t.tenthMiles} > 0`)],
);

/**
 * The reference rates of one day as the rates service gave them (units per euro), cached for good:
 * past rates do not change. `day` is the day asked for; `rateDate` the business day the rates are
 * of (the same or an earlier one, for weekends and holidays).
 */
export const exchangeRateDays = pgTable(
  'exchange_rate_days',
  {
    day: date('day').notNull(),
    rateDate: date('rate_date').notNull(),
    base: text('base').notNull(),
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day] })],
);
