import { and, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import type { PaymentType, PaymentTypeInput, PaymentTypeListQuerySchema, PaymentTypePatchSchema } from '../../../shared/receipts.js';
import type { Db } from '../../db/client.js';
import { paymentTypes } from '../../db/schema/receipts.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';

type ListQuery = z.infer<typeof PaymentTypeListQuerySchema>;
type Patch = z.infer<typeof PaymentTypePatchSchema>;
type Row = typeof paymentTypes.$inferSelect;

const notFound = () => AppError.notFound('Payment type');
const toPaymentType = (r: Row): PaymentType => ({
  id: r.id,
  ccName: r.ccName,
  lastFour: r.lastFour,
  isDefault: r.isDefault,
  updatedAt: r.updatedAt.toISOString(),
});

/** A page of the user's cards; the search matches the name and the last four digits. */
export async function listPaymentTypes(db: Db, userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const read = ({ limit, offset }: PageWindow) =>
    db
      .select({ row: paymentTypes, total: totalCount })
      .from(paymentTypes)
      .where(and(eq(paymentTypes.userId, userId), pattern ? or(ilike(paymentTypes.ccName, pattern), ilike(paymentTypes.lastFour, pattern)) : undefined))
      .orderBy(...listOrder(paymentTypes[query.sort], paymentTypes.id, query, query.sort === 'ccName'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, (r) => toPaymentType(r.row));
}

export async function getPaymentType(db: Db, userId: string, id: string): Promise<PaymentType> {
  const [row] = await db.select().from(paymentTypes).where(and(eq(paymentTypes.userId, userId), eq(paymentTypes.id, id)));
  if (!row) throw notFound();
  return toPaymentType(row);
}

/** Clears the default of the user's other cards, so that `id` can take it (one default, held by an index). */
const clearOtherDefaults = (tx: Db, userId: string, id?: string) =>
  tx
    .update(paymentTypes)
    .set({ isDefault: false })
    .where(and(eq(paymentTypes.userId, userId), eq(paymentTypes.isDefault, true), id ? ne(paymentTypes.id, id) : undefined));

/** Adds a card; the user's first one is the default, and one marked default takes it from the others. */
export async function createPaymentType(db: Db, userId: string, input: PaymentTypeInput): Promise<PaymentType> {
  const row = await db.transaction(async (tx) => {
    const hasDefault = (await tx.$count(paymentTypes, and(eq(paymentTypes.userId, userId), eq(paymentTypes.isDefault, true)))) > 0;
    const isDefault = input.isDefault === true || !hasDefault;
    if (isDefault) await clearOtherDefaults(tx, userId);
    const [created] = await tx.insert(paymentTypes).values({ userId, ccName: input.ccName, lastFour: input.lastFour, isDefault }).returning();
    return created;
  });
  if (!row) throw new Error('payment type not created');
  return toPaymentType(row);
}

/** Changes a card. The default moves by marking another one; unmarking the default alone is refused. */
export async function updatePaymentType(db: Db, userId: string, id: string, patch: Patch): Promise<PaymentType> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentTypes).where(and(eq(paymentTypes.userId, userId), eq(paymentTypes.id, id)));
    if (!current) throw notFound();
    if (patch.isDefault === false && current.isDefault) {
      throw new AppError('VALIDATION_FAILED', messages.keepOneDefault, [{ path: 'isDefault', message: messages.keepOneDefault }]);
    }
    if (patch.isDefault === true) await clearOtherDefaults(tx, userId, id);
    const [updated] = await tx
      .update(paymentTypes)
      .set({ ccName: patch.ccName, lastFour: patch.lastFour, isDefault: patch.isDefault, updatedAt: new Date() })
      .where(eq(paymentTypes.id, id))
      .returning();
    return updated;
  });
  if (!row) throw notFound();
  return toPaymentType(row);
}

/**
 * Before cards are deleted: when the default is among them, the most recently changed remaining
 * card becomes the default (or none is left). Receipts paid with a deleted card keep their
 * amounts and lose the card (SET NULL).
 */
export async function beforeDeletePaymentTypes(tx: Db, userId: string, ids: string[]) {
  const losingDefault = await tx.$count(paymentTypes, and(eq(paymentTypes.userId, userId), inArray(paymentTypes.id, ids), eq(paymentTypes.isDefault, true)));
  if (losingDefault === 0) return undefined;
  await tx.update(paymentTypes).set({ isDefault: false }).where(and(eq(paymentTypes.userId, userId), inArray(paymentTypes.id, ids)));
  const [next] = await tx
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.userId, userId), notInArray(paymentTypes.id, ids)))
    .orderBy(desc(paymentTypes.updatedAt), desc(paymentTypes.id))
    .limit(1);
  if (next) await tx.update(paymentTypes).set({ isDefault: true }).where(eq(paymentTypes.id, next.id));
  return undefined;
}

/** The user's default card, for a CC receipt that names none. */
export async function defaultPaymentTypeId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.userId, userId), sql`${paymentTypes.isDefault}`));
  return row?.id ?? null;
}
