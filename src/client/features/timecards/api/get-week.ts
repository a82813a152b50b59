import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WeekSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useWaitingWrites } from '../../../lib/outbox.js';
import { type TimeEntryWrite, withWaitingEntries } from './save-time-entry.js';
import { timecardsApi } from './timecards-api.js';

/** The week holding `date` (YYYY-MM-DD): entries, daily and project summaries, totals. */
export function getWeek(date: string) {
  return apiRequest(`${timecardsApi.base}/week?date=${encodeURIComponent(date)}`, { schema: WeekSchema });
}

export const weekQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...timecardsApi.keys.all, 'week', date],
    queryFn: () => getWeek(date),
    // The previous week stays on screen while the next one loads, so the picker does not flicker.
    placeholderData: keepPreviousData,
  });

/** One call for the data tab and the chart tab. */
export function useWeek(date: string) {
  return useQuery(weekQueryOptions(date));
}

/** The week holding `date` as the user wrote it, with the entries that wait to be sent (withWaitingEntries), beside its query. */
export function useWrittenWeek(date: string) {
  const week = useWeek(date);
  const writes = useWaitingWrites<TimeEntryWrite>('time-entry-save');
  const written = week.data && withWaitingEntries(week.data, writes);
  return { ...week, data: written?.week, waiting: written?.waiting };
}
