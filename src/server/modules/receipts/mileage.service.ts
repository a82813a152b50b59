import { and, asc, eq } from 'drizzle-orm';
import type { Mileage, MileageInput, MileagePatchSchema } from '../../../shared/receipts.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { mileage } from '../../db/schema/receipts.js';
import { trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { mileageMinor, milesText, tenthsOf, trimDecimal } from './conversion.js';

type Patch = z.infer<typeof MileagePatchSchema>;
type Row = typeof mileage.$inferSelect;

const notFound = () => AppError.notFound('Mileage entry');

const toMileage = (r: Row): Mileage => ({
  id: r.id,
  tripId: r.tripId,
  date: r.date,
  fromPlace: r.fromPlace,
  toPlace: r.toPlace,
  miles: milesText(r.tenthMiles),
  purpose: r.purpose,
  ratePerMile: trimDecimal(r.ratePerMile),
  currency: r.currency,
  amountMinor: r.amountMinor,
  updatedAt: r.updatedAt.toISOString(),
});

/** The trip (the user's, else 404) and the user's home currency and rate per mile. */
async function tripAndRate(db: Db, userId: string, tripId: string) {
  const [row] = await db
    .select({ settings: users.settings })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!row) throw AppError.notFound('Trip');
  return { currency: row.settings.currency ?? 'USD', rate: row.settings.mileageRate ?? '0.70' };
}

/** A trip's drives in date order, with the totals. */
export async function listMileage(db: Db, userId: string, tripId: string) {
  const { currency } = await tripAndRate(db, userId, tripId);
  const rows = await db
    .select()
    .from(mileage)
    .where(and(eq(mileage.userId, userId), eq(mileage.tripId, tripId)))
    .orderBy(asc(mileage.date), asc(mileage.createdAt));
  const items = rows.map(toMileage);
  return {
    items,
    totalMiles: milesText(rows.reduce((sum, r) => sum + r.tenthMiles, 0)),
    totalMinor: rows.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.amountMinor, 0),
    currency,
  };
}

/** Adds a drive; the rate per mile is the user's setting unless given, and it is kept on the entry. */
export async function createMileage(db: Db, userId: string, tripId: string, input: MileageInput): Promise<Mileage> {
  const home = await tripAndRate(db, userId, tripId);
  const ratePerMile = input.ratePerMile ?? home.rate;
  const tenthMiles = tenthsOf(input.miles);
  const [row] = await db
    .insert(mileage)
    .values({
      userId,
      tripId,
      date: input.date,
      fromPlace: input.fromPlace,
      toPlace: input.toPlace,
      tenthMiles,
      purpose: input.purpose ?? '',
      ratePerMile,
      currency: home.currency,
      amountMinor: mileageMinor(tenthMiles, ratePerMile, home.currency),
    })
    .returning();
  if (!row) throw new Error('mileage not created');
  return toMileage(row);
}

export async function updateMileage(db: Db, userId: string, tripId: string, id: string, patch: Patch): Promise<Mileage> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(mileage).where(and(eq(mileage.userId, userId), eq(mileage.tripId, tripId), eq(mileage.id, id)));
    if (!current) throw notFound();
    const tenthMiles = patch.miles !== undefined ? tenthsOf(patch.miles) : current.tenthMiles;
    const ratePerMile = patch.ratePerMile ?? current.ratePerMile;
    const [updated] = await tx
      .update(mileage)
      .set({
        date: patch.date,
        fromPlace: patch.fromPlace,
        toPlace: patch.toPlace,
        purpose: patch.purpose,
        tenthMiles,
        ratePerMile,
        amountMinor: mileageMinor(tenthMiles, trimDecimal(ratePerMile), current.currency),
        updatedAt: new Date(),
      })
      .where(eq(mileage.id, id))
      .returning();
    return updated;
  });
  if (!row) throw notFound();
  return toMileage(row);
}

export async function deleteMileage(db: Db, userId: string, tripId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(mileage)
    .where(and(eq(mileage.userId, userId), eq(mileage.tripId, tripId), eq(mileage.id, id)))
    .returning({ id: mileage.id });
  if (!row) throw notFound();
}
