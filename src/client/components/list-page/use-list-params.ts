import { useSearchParams } from 'react-router';

export interface ListParams {
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
}

/**
 * A list's search, sort and page, kept in the URL so that reload, back and a shared link show the
 * same page. Changing the search or the sort goes back to page 1; other parameters of the page
 * (its view, its filters) are kept.
 */
export function useListParams(defaultSort: string) {
  const [params, setParams] = useSearchParams();
  const value: ListParams = {
    search: params.get('search') ?? '',
    sort: params.get('sort') ?? defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page') ?? '1') || 1),
  };
  const update = (change: Partial<ListParams>) => {
    const next = { ...value, ...change };
    if (change.search !== undefined || change.sort !== undefined || change.order !== undefined) next.page = change.page ?? 1;
    // The page's own parameters (a view, a filter) stay as they are.
    const search = new URLSearchParams(params);
    for (const key of ['search', 'sort', 'order', 'page']) search.delete(key);
    if (next.search) search.set('search', next.search);
    if (next.sort !== defaultSort) search.set('sort', next.sort);
    if (next.order === 'desc') search.set('order', 'desc');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  /** The API query for this list page. */
  const query = (pageSize: number) => {
    const q = new URLSearchParams({ sort: value.sort, order: value.order, page: String(value.page), pageSize: String(pageSize) });
    if (value.search) q.set('search', value.search);
    return q.toString();
  };
  /** The DataTable's rows and paging, from the API's answer to `query(pageSize)`. */
  const paging = <T>(answer: { items: T[]; total: number } | undefined, pageSize: number) => ({
    rows: answer?.items,
    total: answer?.total ?? 0,
    pageSize,
    params: value,
    onParams: update,
  });
  return { value, update, query, paging };
}
