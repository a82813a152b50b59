import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TimecardSchema, type Timecard } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { browserZone } from '../../../lib/profile.js';
import { timerQueryOptions } from './get-timer.js';
import { timecardsApi } from './timecards-api.js';

/**
 * Starts a labor or travel timer where the browser is now, for a trip if given (and its project);
 * when one already runs (another tab), answers that one.
 */
export function startTimer(type: Timecard['type'], tripId?: string) {
  return apiRequest(`${timecardsApi.base}/timer/start`, { method: 'POST', body: { type, zone: browserZone(), tripId }, schema: TimecardSchema });
}

export function useStartTimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, tripId }: { type: Timecard['type']; tripId?: string }) => startTimer(type, tripId),
    onSuccess: async (timer) => {
      // The header chip starts ticking at once, before the week has reloaded.
      client.setQueryData(timerQueryOptions.queryKey, timer);
      await client.invalidateQueries({ queryKey: timecardsApi.keys.all });
    },
    onError: notifySaveFailed,
  });
}
