import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.js';

/**
 * The REST calls every record area has (`/api/v1/<area>`: list, read, create, change, delete,
 * bulk delete) as TanStack Query hooks, so each area states only its schemas.
 */
export function recordApi<R, P>(area: string, schemas: { record: z.ZodType<R>; page: z.ZodType<P> }) {
  const base = `/api/v1/${area}`;
  const keys = {
    all: [area] as const,
    list: (query: string) => [area, 'list', query] as const,
    one: (id: string) => [area, 'one', id] as const,
  };
  const one = (id: string) =>
    queryOptions({ queryKey: keys.one(id), queryFn: () => apiRequest(`${base}/${encodeURIComponent(id)}`, { schema: schemas.record }) });

  const list = (query: string) => queryOptions({ queryKey: keys.list(query), queryFn: () => apiRequest(`${base}?${query}`, { schema: schemas.page }) });

  function useList(query: string) {
    return useQuery({ ...list(query), placeholderData: keepPreviousData });
  }
  function useRecord(id: string | undefined) {
    return useQuery({ ...one(id ?? ''), enabled: id !== undefined });
  }
  function useSave() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
        apiRequest(id ? `${base}/${encodeURIComponent(id)}` : base, { method: id ? 'PATCH' : 'POST', body, schema: schemas.record }),
      onSuccess: async () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }
  function useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ ids, linked }: { ids: string[]; linked?: 'detach' }) =>
        apiRequest(`${base}/bulk-delete`, { method: 'POST', body: { ids, linked }, schema: z.object({ deleted: z.number() }) }),
      onSuccess: async () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }
  /** The whole list with the same query (search, filters, sort; every page) as CSV, to download. */
  const csvUrl = (query: string) => `${base}/list.csv?${query}`;
  return { base, keys, one, list, csvUrl, useList, useRecord, useSave, useDelete };
}
