import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimecardSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { timecardsApi } from './timecards-api.js';

/** The running timer (a timecard without an end), or null. */
export function getTimer() {
  return apiRequest(`${timecardsApi.base}/timer`, { schema: TimecardSchema.nullable() });
}

export const timerQueryOptions = queryOptions({
  queryKey: [...timecardsApi.keys.all, 'timer'],
  queryFn: getTimer,
  // The timer lives on the server: one started or stopped on another device shows up when this
  // window comes back into focus, and within a minute while it stays open.
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
});

/** The header chip and the page share this one query. */
export function useTimer() {
  return useQuery(timerQueryOptions);
}
