import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** Deletes a document and its file. */
export function deleteDocument(area: RecordArea, recordId: string, documentId: string) {
  return apiRequest(`${recordPath(area, recordId)}/documents/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
    schema: z.null(),
  });
}

export function useDeleteDocument(area: RecordArea, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(area, recordId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'documents') }),
  });
}
