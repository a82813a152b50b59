import { and, eq, exists, getTableName, ilike, or, sql, type GetColumnData, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordType, Tag } from '../../../shared/record-parts.js';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/record-parts.js';
import { containsPattern, listOrder, totalCount, type PageQuery, type PageWindow } from './list-page.js';
import { pairsJson, qualified } from './pairs.service.js';
import { prepared } from './prepared.js';

/** A list of records shown with their tags (customers, contacts), searched by some columns and by tag values. */
export interface TaggedList<Columns extends Record<string, PgColumn>> {
  table: PgTable;
  recordType: RecordType;
  /** What the list shows of each record, its id and owner among them; text columns sort case-insensitively. */
  columns: Columns & { id: PgColumn; userId: PgColumn };
  /** What a search matches, besides a tag value. */
  searched: (PgColumn | SQL)[];
}

/** A row of a tagged list's page: the columns shown, the total of all that match, and the tags. */
export type TaggedRow<Columns extends Record<string, PgColumn>> = { [K in keyof Columns]: GetColumnData<Columns[K]> } & {
  total: number;
  tags: Tag[] | null;
};

/**
 * How `listPage` reads a page of a tagged list for a user: one prepared statement per sort, order
 * and whether there is a search, that takes the page's rows with the total on each, then the tags
 * of just those rows (in the same select as a window count, the tags would be read for every match).
 */
export function taggedListReader<Columns extends Record<string, PgColumn>>(
  db: Db,
  list: TaggedList<Columns>,
  userId: string,
  query: PageQuery & { sort: keyof Columns & string; search?: string | undefined },
): (window: PageWindow) => Promise<TaggedRow<Columns>[]> {
  const { table, recordType, columns, searched } = list;
  const name = `${getTableName(table)}_page_${query.sort}_${query.order}${query.search ? '_search' : ''}`;
  const statement = prepared(db, name, (statementName) => {
    const pattern = query.search ? sql.placeholder('pattern') : undefined;
    const tagMatches = (like: Placeholder) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(tags)
          .where(and(eq(tags.recordType, recordType), eq(tags.recordId, columns.id), ilike(tags.value, like))),
      );
    const text = columns[query.sort].dataType === 'string';
    const page = db
      .select({ ...(columns as Record<string, PgColumn>), total: totalCount.as('total') })
      .from(table)
      .where(and(eq(columns.userId, sql.placeholder('userId')), pattern ? or(...searched.map((s) => ilike(s, pattern)), tagMatches(pattern)) : undefined))
      .orderBy(...listOrder(columns[query.sort], columns.id, query, text))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const onPage = (column: PgColumn) => qualified('page', column);
    return db
      .select({
        ...(page._.selectedFields as Record<string, PgColumn | SQL.Aliased>),
        tags: pairsJson(tags, recordType, { id: onPage(columns.id), userId: onPage(columns.userId) }),
      })
      .from(page)
      .orderBy(...listOrder(onPage(columns[query.sort]), onPage(columns.id), query, text))
      .prepare(statementName);
  });
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return async (window) => (await statement.execute({ userId, pattern, ...window })) as TaggedRow<Columns>[];
}
