import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TimecardSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { timecardsApi } from './timecards-api.js';

export interface DuplicateInput {
  ids: string[];
  /** 'next-day', 'next-week', or the day (YYYY-MM-DD) one entry is copied to. */
  to: string;
}

/** Copies finished entries, keeping their local times; answers the copies. */
export function duplicateTimecards(input: DuplicateInput) {
  return apiRequest(`${timecardsApi.base}/duplicate`, { method: 'POST', body: input, schema: z.array(TimecardSchema) });
}

export function useDuplicateTimecards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateTimecards,
    onSuccess: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
  });
}
