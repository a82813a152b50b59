import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MileageListSchema, MileageSchema, ReceiptPageSchema, ReceiptSchema, ScannedReceiptsSchema, TripReceiptsSchema, type Receipt } from '../../../../shared/receipts.js';
import { apiRequest, uploadFiles } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/receipts`. */
export const receiptsApi = recordApi('receipts', { record: ReceiptSchema, page: ReceiptPageSchema });

const receiptPath = (id: string) => `/api/v1/receipts/${encodeURIComponent(id)}`;
/** The receipt's file as uploaded, or (view) its upright, downscaled picture. */
export const receiptImageUrl = (id: string, view: boolean) => `${receiptPath(id)}/image${view ? '?view=1' : ''}`;
export const receiptPdfUrl = (id: string) => `${receiptPath(id)}/pdf`;

/** After a receipt changes: it, the lists, and the trips whose spent it is part of. */
function useRefresh() {
  const client = useQueryClient();
  return async (saved: Receipt) => {
    client.setQueryData(receiptsApi.keys.one(saved.id), saved);
    await Promise.all([client.invalidateQueries({ queryKey: receiptsApi.keys.all }), client.invalidateQueries({ queryKey: ['trips'] })]);
  };
}

/** Sets the receipt's photo or PDF (replacing any). */
export const uploadReceiptImage = (id: string, file: File, onProgress?: (fraction: number) => void) =>
  uploadFiles(`${receiptPath(id)}/image`, { field: 'file', files: [file], schema: ReceiptSchema, onProgress, method: 'PUT' });

/**
 * Scans a receipt's photo or PDF: a receipt is made at once with its file (one for each receipt on
 * a photo of several), and its date, total, currency, vendor and type are read after (each left
 * for the user to confirm).
 */
export const scanReceipt = (file: File, tripId: string | null) =>
  uploadFiles('/api/v1/receipts/scans', { field: 'file', files: [file], schema: ScannedReceiptsSchema, fields: tripId ? { tripId } : {} });

/** Whether the receipt's fields are still being read from its file. */
export const isReading = (receipt: Pick<Receipt, 'reading'> | undefined) => receipt?.reading?.status === 'queued' || receipt?.reading?.status === 'running';

/** The receipt's own actions: its image, its PDF, its public link. */
export function useReceiptActions(id: string) {
  const refresh = useRefresh();
  const call = (path: string, method: 'POST' | 'DELETE') => apiRequest(`${receiptPath(id)}${path}`, { method, schema: ReceiptSchema });
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadReceiptImage(id, file), onSuccess: refresh }),
    removeImage: useMutation({ mutationFn: () => call('/image', 'DELETE'), onSuccess: refresh }),
    createPdf: useMutation({ mutationFn: () => call('/pdf', 'POST'), onSuccess: refresh }),
    setPublic: useMutation({ mutationFn: (isPublic: boolean) => call('/public', isPublic ? 'POST' : 'DELETE'), onSuccess: refresh }),
  };
}

/** A trip's receipts in one tab per currency. */
export const tripReceiptsQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['trips', 'receipts', tripId],
    queryFn: () => apiRequest(`/api/v1/trips/${encodeURIComponent(tripId)}/receipts`, { schema: TripReceiptsSchema }),
  });
/** How often a list with a receipt being read is asked for again. */
export const READING_POLL_MS = 1500;

/** A trip's receipts, asked for again while any is being read. */
export const useTripReceipts = (tripId: string) =>
  useQuery({
    ...tripReceiptsQueryOptions(tripId),
    refetchInterval: (query) => (query.state.data?.tabs.some((tab) => tab.receipts.some(isReading)) ? READING_POLL_MS : false),
  });

const RateSchema = z.object({ rate: z.string().nullable(), rateDate: z.string().nullable() });
/** The reference rate of a day, to show while a receipt in another currency is edited. */
export function useExchangeRate(date: string, from: string, to: string) {
  const params = new URLSearchParams({ date, from, to });
  return useQuery({
    queryKey: ['exchange-rates', date, from, to],
    queryFn: () => apiRequest(`/api/v1/exchange-rates?${params.toString()}`, { schema: RateSchema }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) && /^[A-Z]{3}$/.test(from) && from !== to,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const mileagePath = (tripId: string, id?: string) => `/api/v1/trips/${encodeURIComponent(tripId)}/mileage${id ? `/${encodeURIComponent(id)}` : ''}`;

/** A trip's mileage with its totals, and its changes (each refreshing the trip's spent). */
export function useMileage(tripId: string) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['trips', 'mileage', tripId], queryFn: () => apiRequest(mileagePath(tripId), { schema: MileageListSchema }) });
  const onSuccess = () => client.invalidateQueries({ queryKey: ['trips'] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) => apiRequest(mileagePath(tripId, id), { method: id ? 'PATCH' : 'POST', body, schema: MileageSchema }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiRequest(mileagePath(tripId, id), { method: 'DELETE', schema: z.null() }), onSuccess });
  return { list, save, remove };
}
