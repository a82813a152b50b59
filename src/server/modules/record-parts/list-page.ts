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

/** LIMIT and OFFSET of a page. */
export const pageWindow = (query: PageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** A `search` term as an ILIKE pattern that matches it anywhere, with its wildcards taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The total row count carried on every row of a page query, so one query gives both. */
export const totalCount = sql<number>`cast(count(*) over () as integer)`;

/**
 * A page's total, from the count its statement carries on every row (`totalCount`). No row means
 * nothing matches, or a page past the end; only then, and only after the first page, is the total
 * counted separately, since the pager still needs it.
 */
export async function pageTotal(rows: readonly { total: number }[], query: PageQuery, count: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? (query.page > 1 ? count() : 0);
}
