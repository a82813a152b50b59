import type { QueryClient } from '@tanstack/react-query';
import { saveNoteWrite } from '../../components/record-parts/api/save-note.js';
import { captureReceiptWrite } from '../../features/receipts/api/capture-receipt.js';
import { taskStatusWrite } from '../../features/tasks/api/tasks-api.js';
import { saveTimeEntryWrite } from '../../features/timecards/api/save-time-entry.js';
import { startTimerWrite } from '../../features/timecards/api/start-timer.js';
import { stopTimerWrite } from '../../features/timecards/api/stop-timer.js';

/**
 * How each kind of outbox write is sent, known before the offline copy brings back the writes
 * that wait: a write kept from an earlier start has only its key and its variables.
 */
export function registerOutboxWrites(client: QueryClient): void {
  const start = startTimerWrite(client);
  client.setMutationDefaults(start.mutationKey, start);
  const stop = stopTimerWrite(client);
  client.setMutationDefaults(stop.mutationKey, stop);
  const note = saveNoteWrite(client);
  client.setMutationDefaults(note.mutationKey, note);
  const tick = taskStatusWrite(client);
  client.setMutationDefaults(tick.mutationKey, tick);
  const entry = saveTimeEntryWrite(client);
  client.setMutationDefaults(entry.mutationKey, entry);
  const receipt = captureReceiptWrite(client);
  client.setMutationDefaults(receipt.mutationKey, receipt);
}
