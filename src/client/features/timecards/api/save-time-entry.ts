import { notifications } from '@mantine/notifications';
import { MutationObserver, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TimecardSavedSchema, type Timecard, type TimecardSaved, type Week } from '../../../../shared/timecards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { confirmKeepMine } from '../../../components/confirm.js';
import { formatDate } from '../../../lib/format.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { changedElsewhere, outboxKey, outboxRetry, outboxRetryDelay, outboxScope } from '../../../lib/outbox.js';
import { timecardsApi } from './timecards-api.js';

/** A time entry written: a new one, or a change of the entry `shown.id` begun from `version`. */
export interface TimeEntryWrite {
  body: unknown;
  /** The entry changed and its version then; none for a new entry. */
  change?: { id: string; version: string } | undefined;
  /** A new entry's Idempotency-Key. */
  key: string;
  /** The entry as the week shows it until the server has it. */
  shown: Timecard;
}

/** Adds a time entry, or changes one if it is still the version the change began from (else 412). */
export function saveTimeEntry({ body, change, key }: TimeEntryWrite) {
  return change
    ? apiRequest(`${timecardsApi.base}/${encodeURIComponent(change.id)}`, { method: 'PATCH', body, schema: TimecardSavedSchema, ifMatch: change.version })
    : apiRequest(timecardsApi.base, { method: 'POST', body, schema: TimecardSavedSchema, idempotencyKey: key });
}

/**
 * A week as the user wrote it: its entries with those written that wait to be sent (new ones of
 * its days added, changed ones in their place), and which those are. Its sums stay the server's.
 */
export function withWaitingEntries(week: Week, writes: readonly TimeEntryWrite[]): { week: Week; waiting: Set<string> } {
  const shown = new Map(writes.map((write) => [write.shown.id, write.shown]));
  const kept = week.entries.map((entry) => shown.get(entry.id) ?? entry);
  const added = writes.filter((write) => !write.change && week.days.includes(write.shown.day)).map((write) => write.shown);
  return {
    week: { ...week, entries: [...kept, ...added].sort((a, b) => a.start.at.localeCompare(b.start.at)) },
    waiting: new Set(shown.keys()),
  };
}

/**
 * A time entry as an outbox write: the week shows it at once, also with no network, and the
 * server has it when it can, with its warnings (too long, overlapping) said then. A change that
 * finds the entry changed elsewhere meanwhile asks: keep mine or keep theirs.
 */
export const saveTimeEntryWrite = (client: QueryClient) => ({
  mutationKey: outboxKey('time-entry-save'),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  mutationFn: saveTimeEntry,
  // Allowed, but worth a second look: orange, and the entry is saved all the same.
  onSuccess: (saved: TimecardSaved) => {
    for (const warning of saved.warnings) notifications.show({ color: 'orange', message: warning });
  },
  onError: (error: Error, write: TimeEntryWrite) => {
    const { change, shown } = write;
    if (!(change && changedElsewhere(error))) {
      notifySaveFailed(error);
      return;
    }
    confirmKeepMine({
      what: `Time entry of ${formatDate(shown.day)}`,
      theirs: async () => (await client.query({ ...timecardsApi.one(change.id), staleTime: 0 })).updatedAt,
      keepMine: (version) => void new MutationObserver(client, saveTimeEntryWrite(client)).mutate({ ...write, change: { ...change, version } }),
      // The week loaded again once the change was refused: it shows theirs already.
      keepTheirs: () => undefined,
    });
  },
  onSettled: () => client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
});

export function useSaveTimeEntry() {
  return useMutation(saveTimeEntryWrite(useQueryClient()));
}
