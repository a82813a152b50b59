import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** Deletes one note. */
export function deleteNote(area: RecordArea, recordId: string, noteId: string) {
  return apiRequest(`${recordPath(area, recordId)}/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE', schema: z.null() });
}

export function useDeleteNote(area: RecordArea, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(area, recordId, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'notes') }),
  });
}
