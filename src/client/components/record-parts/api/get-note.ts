import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoteSchema } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** One note with its body. */
export function getNote(area: RecordArea, recordId: string, noteId: string) {
  return apiRequest(`${recordPath(area, recordId)}/notes/${encodeURIComponent(noteId)}`, { schema: NoteSchema });
}

export const noteQueryOptions = (area: RecordArea, recordId: string, noteId: string) =>
  queryOptions({
    queryKey: [...recordPartKey(area, recordId, 'notes'), noteId],
    queryFn: () => getNote(area, recordId, noteId),
  });

/** The note's body, fetched only while `noteId` is given. */
export function useNote(area: RecordArea, recordId: string, noteId: string | undefined) {
  return useQuery({ ...noteQueryOptions(area, recordId, noteId ?? ''), enabled: noteId !== undefined });
}
