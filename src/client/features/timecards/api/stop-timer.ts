import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import { TimecardSchema } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { outboxKey, outboxRetry, outboxRetryDelay, outboxScope, pressedAt } from '../../../lib/outbox.js';
import { browserZone } from '../../../lib/profile.js';
import { timerQueryOptions } from './get-timer.js';
import { timecardsApi } from './timecards-api.js';

/** A press of stop: where and when. */
export interface TimerStop {
  zone: string;
  at: string;
}

/** Stop pressed now, where the browser is. */
export const stopPressed = (): TimerStop => ({ zone: browserZone(), at: new Date().toISOString() });

/** Stops the running timer (at the press's time where it waited for a network); its timecard is complete. 409 when none runs. */
export function stopTimer({ zone, at }: TimerStop) {
  return apiRequest(`${timecardsApi.base}/timer/stop`, { method: 'POST', body: { zone, at: pressedAt(at) }, schema: TimecardSchema });
}

/** A stop as an outbox write: the header stops ticking at once, and stopping from the header and from the page says the same thing. */
export const stopTimerWrite = (client: QueryClient) => ({
  mutationKey: outboxKey('timer-stop'),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  mutationFn: stopTimer,
  onMutate: async () => {
    await client.cancelQueries({ queryKey: timerQueryOptions.queryKey });
    client.setQueryData(timerQueryOptions.queryKey, null);
  },
  onSuccess: () => notifySuccess(messages.recordSaved),
  onError: (error: Error) => {
    // Another tab or device stopped it first (or this stop was sent twice): nothing is lost, the header only has to catch up.
    if (error instanceof ApiError && error.status === 409) notifications.show({ color: 'orange', message: error.message });
    else notifySaveFailed(error);
  },
  onSettled: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
});

export function useStopTimer() {
  return useMutation(stopTimerWrite(useQueryClient()));
}
