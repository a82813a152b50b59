import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DocumentSchema } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** A record's documents, newest first. */
export function listDocuments(area: RecordArea, recordId: string) {
  return apiRequest(`${recordPath(area, recordId)}/documents`, { schema: z.array(DocumentSchema) });
}

export const documentsQueryOptions = (area: RecordArea, recordId: string) =>
  queryOptions({ queryKey: recordPartKey(area, recordId, 'documents'), queryFn: () => listDocuments(area, recordId) });

export function useDocuments(area: RecordArea, recordId: string) {
  return useQuery(documentsQueryOptions(area, recordId));
}

/** Where a document's file is read: downloaded, or shown in place with `inline`. */
export const documentFileUrl = (area: RecordArea, recordId: string, documentId: string, file: 'content' | 'thumbnail', inline = false) =>
  `${recordPath(area, recordId)}/documents/${encodeURIComponent(documentId)}/${file}${inline ? '?inline=1' : ''}`;
