import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImportAddressSchema, ImportPreviewSchema, ImportResultSchema, MailImportListSchema } from '../../../../shared/imports.js';
import { z } from 'zod';
import { apiRequest, uploadFiles } from '../../../lib/api-client.js';

const base = '/api/v1/imports';
const withTrip = (path: string, tripId: string | undefined) => (tripId ? `${path}?tripId=${encodeURIComponent(tripId)}` : path);

/** Reads a dropped file or pasted text into reservations, checked against the trip when given; saves nothing. */
export function usePreviewImport(tripId: string | undefined) {
  return useMutation({
    mutationFn: (source: { file: File } | { text: string }) =>
      'file' in source
        ? uploadFiles(withTrip(`${base}/preview`, tripId), { field: 'file', files: [source.file], schema: ImportPreviewSchema })
        : apiRequest(`${base}/preview-text`, { method: 'POST', body: { text: source.text, tripId }, schema: ImportPreviewSchema }),
  });
}

const keys = { all: ['imports'] as const, address: ['imports', 'address'] as const, list: ['imports', 'list'] as const };

/** Saves the corrected reservations into the trip, or a new one. */
export function useSaveImport() {
  const client = useQueryClient();
  return useMutation({
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list }),
    mutationFn: (body: { tripId?: string | undefined; importId?: string | undefined; title?: string | undefined; reservations: unknown[] }) =>
      apiRequest(base, { method: 'POST', body, schema: ImportResultSchema }),
  });
}

/** Mails forwarded to the import address, newest first; refreshed while one is being read. */
export function useMailImports() {
  return useQuery({
    queryKey: keys.list,
    queryFn: () => apiRequest(base, { schema: MailImportListSchema }),
    refetchInterval: (query) => (query.state.data?.items.some((m) => m.status === 'processing') ? 2000 : false),
  });
}

export function useDeleteImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list }),
  });
}

/** The user's import address (null while the server takes no mail). */
export const useImportAddress = () => useQuery({ queryKey: keys.address, queryFn: () => apiRequest(`${base}/address`, { schema: ImportAddressSchema }) });

/** A new import address; the old one stops taking mail. */
export function useRotateImportAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${base}/address`, { method: 'POST', schema: ImportAddressSchema }),
    onSuccess: (answer) => client.setQueryData(keys.address, answer),
  });
}
