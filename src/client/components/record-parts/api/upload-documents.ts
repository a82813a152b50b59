import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DocumentSchema } from '../../../../shared/record-parts.js';
import { uploadFiles } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** Stores `files` with the record; `onProgress` hears the share sent so far. */
export function uploadDocuments(area: RecordArea, recordId: string, files: File[], onProgress?: (fraction: number) => void) {
  return uploadFiles(`${recordPath(area, recordId)}/documents`, {
    field: 'files',
    files,
    schema: z.array(DocumentSchema),
    onProgress,
  });
}

export function useUploadDocument(area: RecordArea, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadDocuments(area, recordId, [file], onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'documents') }),
  });
}
