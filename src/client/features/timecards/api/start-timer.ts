import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { localOf } from '../../../../shared/time.js';
import { TimecardSchema, type Timecard } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { outboxKey, outboxRetry, outboxRetryDelay, outboxScope, pressedAt, uuidv7 } from '../../../lib/outbox.js';
import { browserZone } from '../../../lib/profile.js';
import { timerQueryOptions } from './get-timer.js';
import { timecardsApi } from './timecards-api.js';

/** A press of start: what, for which trip (and its project), where and when, and the key it is sent with. */
export interface TimerStart {
  type: Timecard['type'];
  tripId?: string | undefined;
  zone: string;
  at: string;
  key: string;
}

/** Start pressed now, where the browser is. */
export const startPressed = (type: Timecard['type'], tripId?: string): TimerStart => ({ type, tripId, zone: browserZone(), at: new Date().toISOString(), key: uuidv7() });

/** Starts the timer (at the press's time where it waited for a network); when one already runs (another tab), answers that one. */
export function startTimer({ type, tripId, zone, at, key }: TimerStart) {
  return apiRequest(`${timecardsApi.base}/timer/start`, {
    method: 'POST',
    body: { type, zone, tripId, at: pressedAt(at) },
    schema: TimecardSchema,
    idempotencyKey: key,
  });
}

/** The timer as it shows until the server has it: started at the press, nothing linked yet. */
function provisionalTimer({ type, zone, at, key }: TimerStart): Timecard {
  const local = localOf(new Date(at), zone);
  return {
    id: key,
    type,
    project: null,
    assignment: null,
    customer: null,
    trip: null,
    start: { at, zone, local },
    end: null,
    home: { zone, start: local, end: null },
    day: local.slice(0, 10),
    hours: 0,
    startLocation: '',
    endLocation: '',
    tags: [],
    properties: [],
    updatedAt: at,
  };
}

/** A start as an outbox write: the header ticks at once, also with no network, and the server hears of it when it can. */
export const startTimerWrite = (client: QueryClient) => ({
  mutationKey: outboxKey('timer-start'),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  mutationFn: startTimer,
  onMutate: async (press: TimerStart) => {
    await client.cancelQueries({ queryKey: timerQueryOptions.queryKey });
    if (!client.getQueryData(timerQueryOptions.queryKey)) client.setQueryData(timerQueryOptions.queryKey, provisionalTimer(press));
  },
  onSuccess: (timer: Timecard) => client.setQueryData(timerQueryOptions.queryKey, timer),
  onError: notifySaveFailed,
  onSettled: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
});

export function useStartTimer() {
  return useMutation(startTimerWrite(useQueryClient()));
}
