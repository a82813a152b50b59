import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
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

/** `column` of `from` (a table or an alias in the query), always qualified. */
export const qualified = (from: string, column: { name: string }) => sql`${sql.identifier(from)}.${sql.identifier(column.name)}`;

/**
 * The tags (or properties) of a record, given its id and owner as qualified references of the
 * outer query, as a JSON array of `{ key, value }` in the order they were saved, or null when it
 * has none. A subquery of a list's page query, so that the page needs no second statement for
 * them. Every name is qualified: Drizzle leaves columns of a single-table query bare, and a bare
 * `id` here would be the pair's own.
 */
export function pairsJson(table: PairTable, recordType: RecordType, record: { id: SQL; userId: SQL }) {
  const pair = (column: { name: string }) => qualified(getTableName(table), column);
  return sql<Tag[] | null>`(select json_agg(json_build_object('key', ${pair(table.key)}, 'value', ${pair(table.value)}) order by ${pair(table.position)}) from ${table} where ${pair(table.userId)} = ${record.userId} and ${pair(table.recordType)} = ${recordType} and ${pair(table.recordId)} = ${record.id})`;
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
