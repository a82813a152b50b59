import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RecordType, Tag } from '../../../shared/record-parts.js';
import type { Db } from '../../db/client.js';
import { properties, tags } from '../../db/schema/record-parts.js';

type PairTable = typeof tags | typeof properties;
interface Target {
  userId: string;
  recordType: RecordType;
}

/** Replaces the record's tags (or properties) with `pairs`, in the caller's transaction. */
export async function replacePairs(db: Db, table: PairTable, target: Target & { recordId: string }, pairs: Tag[]) {
  const { userId, recordType, recordId } = target;
  await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.recordType, recordType), eq(table.recordId, recordId)));
  if (pairs.length > 0) {
    await db.insert(table).values(pairs.map((p, position) => ({ userId, recordType, recordId, position, key: p.key, value: p.value })));
  }
}

/** The tags (or properties) of several records at once, by record id, in the order they were saved. */
export async function pairsByRecord(db: Db, table: PairTable, target: Target & { recordIds: string[] }) {
  const byRecord = new Map<string, Tag[]>(target.recordIds.map((id) => [id, []]));
  if (target.recordIds.length === 0) return byRecord;
  const rows = await db
    .select({ recordId: table.recordId, key: table.key, value: table.value })
    .from(table)
    .where(
      and(eq(table.userId, target.userId), eq(table.recordType, target.recordType), inArray(table.recordId, target.recordIds)),
    )
    .orderBy(asc(table.recordId), asc(table.position));
  for (const row of rows) byRecord.get(row.recordId)?.push({ key: row.key, value: row.value });
  return byRecord;
}


/** Saves the tags and the properties that `input` carries (each only when given), in the caller's transaction. */
export async function savePairs(db: Db, target: Target & { recordId: string }, input: { tags?: Tag[]; properties?: Tag[] }) {
  if (input.tags) await replacePairs(db, tags, target, input.tags);
  if (input.properties) await replacePairs(db, properties, target, input.properties);
}

/** The tags and the properties of several records at once, by record id, in one query. */
export async function pairsOf(db: Db, target: Target & { recordIds: string[] }) {
  const result = { tags: new Map<string, Tag[]>(), properties: new Map<string, Tag[]>() };
  for (const id of target.recordIds) {
    result.tags.set(id, []);
    result.properties.set(id, []);
  }
  if (target.recordIds.length === 0) return result;
  const from = (table: PairTable, kind: 'tags' | 'properties') =>
    db
      .select({ kind: sql<typeof kind>`${kind}`, recordId: table.recordId, position: table.position, key: table.key, value: table.value })
      .from(table)
      .where(and(eq(table.userId, target.userId), eq(table.recordType, target.recordType), inArray(table.recordId, target.recordIds)));
  const rows = await from(tags, 'tags').unionAll(from(properties, 'properties')).orderBy(sql`position`);
  for (const row of rows) result[row.kind].get(row.recordId)?.push({ key: row.key, value: row.value });
  return result;
}
