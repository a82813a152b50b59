import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

export interface PageQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** ORDER BY for a list: the chosen column (text compared case-insensitively), then id so pages never overlap. */
export function listOrder(column: AnyColumn | SQLWrapper, id: AnyColumn | SQLWrapper, query: PageQuery, text: boolean): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(text ? sql`lower(${column})` : column), asc(id)];
}

/** The rows of a page: LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A page of a list as every list endpoint answers it. */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** A `search` term as an ILIKE pattern that matches it anywhere, with its wildcards taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The total row count carried on every row of a page query, so one query gives both. */
export const totalCount = sql<number>`cast(count(*) over () as integer)`;

/**
 * A page of a list: the one way every list answers. `read` runs the list's one statement for a
 * window of rows, each row carrying the count of all that match (`totalCount`). A page past the
 * end has no row to carry it, so the same statement is read again for its first row: the total
 * comes from the list's own filters, never from a count written beside them that can drift.
 */
export async function listPage<Row extends { total: number }, Item>(
  query: PageQuery,
  read: (window: PageWindow) => Promise<readonly Row[]>,
  item: (row: NoInfer<Row>) => Item,
): Promise<Page<Item>> {
  const rows = await read({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const first = rows[0] ?? (query.page > 1 ? (await read({ limit: 1, offset: 0 }))[0] : undefined);
  return { items: rows.map(item), total: first?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
