import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import { startingReceiptTypes, type ReceiptType, type ReceiptTypeInput, type ReceiptTypeListQuerySchema, type ReceiptTypePatchSchema } from '../../../shared/receipts.js';
import type { Db } from '../../db/client.js';
import { receipts, receiptTypes } from '../../db/schema/receipts.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';

type ListQuery = z.infer<typeof ReceiptTypeListQuerySchema>;
type Patch = z.infer<typeof ReceiptTypePatchSchema>;

const notFound = () => AppError.notFound('Receipt type');
const receiptCount = sql<number>`(select cast(count(*) as integer) from ${receipts} r where r.receipt_type_id = ${receiptTypes.id})`;
const fields = { id: receiptTypes.id, name: receiptTypes.name, icon: receiptTypes.icon, updatedAt: receiptTypes.updatedAt, receipts: receiptCount.as('receipts') };
const toReceiptType = (r: { id: string; name: string; icon: ReceiptType['icon']; updatedAt: Date; receipts: number }): ReceiptType => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  receipts: r.receipts,
  updatedAt: r.updatedAt.toISOString(),
});

/** The starting set of a new user, in the caller's transaction. */
export async function addStartingReceiptTypes(tx: Db, userId: string) {
  const now = Date.now();
  // Created a microsecond apart, so "recently changed" keeps the set's order.
  await tx.insert(receiptTypes).values(startingReceiptTypes.map((t, i) => ({ userId, ...t, createdAt: new Date(now + i), updatedAt: new Date(now + i) })));
}

export async function listReceiptTypes(db: Db, userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const sort = { name: receiptTypes.name, receipts: sql`receipts`, updatedAt: receiptTypes.updatedAt }[query.sort];
  const read = ({ limit, offset }: PageWindow) =>
    db
      .select({ ...fields, total: totalCount.as('total') })
      .from(receiptTypes)
      .where(and(eq(receiptTypes.userId, userId), pattern ? ilike(receiptTypes.name, pattern) : undefined))
      .orderBy(...listOrder(sort, receiptTypes.id, query, query.sort === 'name'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, toReceiptType);
}

export async function getReceiptType(db: Db, userId: string, id: string): Promise<ReceiptType> {
  const [row] = await db.select(fields).from(receiptTypes).where(and(eq(receiptTypes.userId, userId), eq(receiptTypes.id, id)));
  if (!row) throw notFound();
  return toReceiptType(row);
}

/** A name the user already has (any case) is a clear 409 on the name, not a bare constraint error. */
async function assertNameFree(tx: Db, userId: string, name: string | undefined, exceptId?: string) {
  if (name === undefined) return;
  const [taken] = await tx
    .select({ id: receiptTypes.id })
    .from(receiptTypes)
    .where(and(eq(receiptTypes.userId, userId), sql`lower(${receiptTypes.name}) = ${name.toLowerCase()}`));
  if (taken && taken.id !== exceptId) throw new AppError('CONFLICT', messages.nameTaken, [{ path: 'name', message: messages.nameTaken }]);
}

export async function createReceiptType(db: Db, userId: string, input: ReceiptTypeInput): Promise<ReceiptType> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, userId, input.name);
    const [row] = await tx.insert(receiptTypes).values({ userId, name: input.name, icon: input.icon }).returning({ id: receiptTypes.id });
    return row?.id;
  });
  if (!id) throw new Error('receipt type not created');
  return getReceiptType(db, userId, id);
}

export async function updateReceiptType(db: Db, userId: string, id: string, patch: Patch): Promise<ReceiptType> {
  await db.transaction(async (tx) => {
    await assertNameFree(tx, userId, patch.name, id);
    const [row] = await tx
      .update(receiptTypes)
      .set({ name: patch.name, icon: patch.icon, updatedAt: new Date() })
      .where(and(eq(receiptTypes.userId, userId), eq(receiptTypes.id, id)))
      .returning({ id: receiptTypes.id });
    if (!row) throw notFound();
  });
  return getReceiptType(db, userId, id);
}
