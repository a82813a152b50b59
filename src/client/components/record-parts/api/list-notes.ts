import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NoteSummarySchema } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** A record's notes, without their bodies. */
export function listNotes(area: RecordArea, recordId: string) {
  return apiRequest(`${recordPath(area, recordId)}/notes`, { schema: z.array(NoteSummarySchema) });
}

export const notesQueryOptions = (area: RecordArea, recordId: string) =>
  queryOptions({ queryKey: recordPartKey(area, recordId, 'notes'), queryFn: () => listNotes(area, recordId) });

export function useNotes(area: RecordArea, recordId: string) {
  return useQuery(notesQueryOptions(area, recordId));
}
