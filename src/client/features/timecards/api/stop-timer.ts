import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import { TimecardSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { browserZone } from '../../../lib/profile.js';
import { timerQueryOptions } from './get-timer.js';
import { timecardsApi } from './timecards-api.js';

/** Stops the running timer where the browser is now; its timecard is complete. 409 when none runs. */
export function stopTimer() {
  return apiRequest(`${timecardsApi.base}/timer/stop`, { method: 'POST', body: { zone: browserZone() }, schema: TimecardSchema });
}

/** Stopping from the header and from the page says the same thing, so the hook says it. */
export function useStopTimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    onMutate: () => client.cancelQueries({ queryKey: timerQueryOptions.queryKey }),
    onSuccess: () => notifySuccess(messages.recordSaved),
    onError: (error) => {
      // Another tab or device stopped it first: nothing is lost, the header only has to catch up.
      if (error instanceof ApiError && error.status === 409) notifications.show({ color: 'orange', message: error.message });
      else notifySaveFailed(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
  });
}
