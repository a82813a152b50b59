import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pageSchema } from '../../../../shared/list.js';
import { TimecardSavedSchema, TimecardSchema, WeekSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/timecards`: save answers carry warnings (too long, overlapping). */
export const timecardsApi = recordApi('timecards', { record: TimecardSavedSchema, page: pageSchema(TimecardSchema) });

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const timerKey = [...timecardsApi.keys.all, 'timer'] as const;

/** The week holding `date`: entries, daily and project summaries (one call for the data and the chart). */
export function useWeek(date: string) {
  return useQuery({
    queryKey: [...timecardsApi.keys.all, 'week', date],
    queryFn: () => apiRequest(`${timecardsApi.base}/week?date=${date}`, { schema: WeekSchema }),
    placeholderData: keepPreviousData,
  });
}

/** The running timer (kept on the server, so every tab and device shows the same one). */
export function useTimer() {
  return useQuery({
    queryKey: timerKey,
    queryFn: () => apiRequest(`${timecardsApi.base}/timer`, { schema: TimecardSchema.nullable() }),
    refetchOnWindowFocus: true,
  });
}

/** Starts the timer where the user is now, or stops it; both refresh the week and the header. */
export function useTimerToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'stop') =>
      apiRequest(`${timecardsApi.base}/timer/${action}`, { method: 'POST', body: { zone: browserZone() }, schema: TimecardSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
  });
}

/** Copies entries to the next day, the next week or a given day. */
export function useDuplicate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; to: string }) =>
      apiRequest(`${timecardsApi.base}/duplicate`, { method: 'POST', body: input, schema: z.array(TimecardSchema) }),
    onSuccess: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
  });
}

/** Where an export is downloaded. */
export const exportUrl = (format: 'csv' | 'pdf', from: string, to: string) => `${timecardsApi.base}/export.${format}?from=${from}&to=${to}`;
