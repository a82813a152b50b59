import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NoteInput, NoteSchema } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** Adds a note, or changes the one `noteId` names. */
export function saveNote(area: RecordArea, recordId: string, input: NoteInput, noteId?: string) {
  const base = `${recordPath(area, recordId)}/notes`;
  return noteId === undefined
    ? apiRequest(base, { method: 'POST', body: input, schema: NoteSchema })
    : apiRequest(`${base}/${encodeURIComponent(noteId)}`, { method: 'PATCH', body: input, schema: NoteSchema });
}

export function useSaveNote(area: RecordArea, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, noteId }: { input: NoteInput; noteId?: string }) => saveNote(area, recordId, input, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'notes') }),
  });
}
