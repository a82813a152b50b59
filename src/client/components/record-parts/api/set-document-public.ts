import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DocumentSchema } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** Makes a document public (a link that works without signing in) or private again. */
export function setDocumentPublic(area: RecordArea, recordId: string, documentId: string, isPublic: boolean) {
  return apiRequest(`${recordPath(area, recordId)}/documents/${encodeURIComponent(documentId)}/public`, {
    method: isPublic ? 'POST' : 'DELETE',
    schema: DocumentSchema,
  });
}

export function useSetDocumentPublic(area: RecordArea, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, isPublic }: { documentId: string; isPublic: boolean }) =>
      setDocumentPublic(area, recordId, documentId, isPublic),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'documents') }),
  });
}
