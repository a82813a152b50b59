import { useMutation } from '@tanstack/react-query';
import { ImportPreviewSchema, ImportResultSchema } from '../../../../shared/imports.js';
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

/** Saves the corrected reservations into the trip, or a new one. */
export function useSaveImport() {
  return useMutation({
    mutationFn: (body: { tripId?: string | undefined; title?: string | undefined; reservations: unknown[] }) =>
      apiRequest(base, { method: 'POST', body, schema: ImportResultSchema }),
  });
}
