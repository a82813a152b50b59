import type { QueryClient } from '@tanstack/react-query';
import { startTimerWrite } from '../../features/timecards/api/start-timer.js';
import { stopTimerWrite } from '../../features/timecards/api/stop-timer.js';

/**
 * How each kind of outbox write is sent, known before the offline copy brings back the writes
 * that wait: a write kept from an earlier start has only its key and its variables.
 */
export function registerOutboxWrites(client: QueryClient): void {
  for (const write of [startTimerWrite(client), stopTimerWrite(client)]) client.setMutationDefaults(write.mutationKey, write);
}
