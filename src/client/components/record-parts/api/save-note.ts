import { MutationObserver, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Note, type NoteInput, NoteSchema, type NoteSummary } from '../../../../shared/record-parts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { changedElsewhere, outboxKey, outboxRetry, outboxRetryDelay, outboxScope, uuidv7 } from '../../../lib/outbox.js';
import { confirmKeepMine } from '../../confirm.js';
import { noteQueryOptions } from './get-note.js';
import { type RecordArea, recordPartKey, recordPath } from './record-area.js';

/** A note written: a new one, or a change of `note` begun from its version then. */
export interface NoteWrite {
  area: RecordArea;
  recordId: string;
  input: NoteInput;
  note?: { id: string; version: string } | undefined;
  /** A new note's Idempotency-Key, and its id in the list until the server has it. */
  key: string;
  at: string;
}

/** A note written now, as `input`, over `note` (its version as read) or as a new one. */
export const noteWritten = (area: RecordArea, recordId: string, input: NoteInput, note?: Note): NoteWrite => ({
  area,
  recordId,
  input,
  note: note && { id: note.id, version: note.updatedAt },
  key: uuidv7(),
  at: new Date().toISOString(),
});

/** Adds a note, or changes one if it is still the version the change began from (else 412). */
export function saveNote({ area, recordId, input, note, key }: NoteWrite) {
  const base = `${recordPath(area, recordId)}/notes`;
  return note === undefined
    ? apiRequest(base, { method: 'POST', body: input, schema: NoteSchema, idempotencyKey: key })
    : apiRequest(`${base}/${encodeURIComponent(note.id)}`, { method: 'PATCH', body: input, schema: NoteSchema, ifMatch: note.version });
}

const sizeOf = (html = '') => new TextEncoder().encode(html).length;

/**
 * A record's notes as the user wrote them: the server's list with the notes written that wait to
 * be sent (new ones first, changed ones under their new name), each marked as waiting. The cached
 * list stays the server's own, so nothing reads a note the server does not have.
 */
export function withWaiting(notes: readonly NoteSummary[], writes: readonly NoteWrite[]): (NoteSummary & { waiting: boolean })[] {
  const changed = new Map(writes.flatMap((write) => (write.note ? [[write.note.id, write] as const] : [])));
  const added = writes.filter((write) => !write.note).reverse();
  return [
    ...added.map(({ key, input, at }) => ({ id: key, name: input.name, size: sizeOf(input.html), createdAt: at, updatedAt: at, waiting: true })),
    ...notes.map((note) => {
      const write = changed.get(note.id);
      return write ? { ...note, name: write.input.name, size: sizeOf(write.input.html), waiting: true } : { ...note, waiting: false };
    }),
  ];
}

/**
 * A note as an outbox write: its record's list shows it at once, also with no network (withWaiting),
 * and the server has it when it can. A change that finds the note changed elsewhere meanwhile asks:
 * keep mine (sent again over theirs) or keep theirs.
 */
export const saveNoteWrite = (client: QueryClient) => ({
  mutationKey: outboxKey('note-save'),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  mutationFn: saveNote,
  onSuccess: (saved: Note, { area, recordId }: NoteWrite) => {
    client.setQueryData(noteQueryOptions(area, recordId, saved.id).queryKey, saved);
    // In the list at once, where the waiting write showed it, until the list loads again.
    const summary = { id: saved.id, name: saved.name, size: saved.size, createdAt: saved.createdAt, updatedAt: saved.updatedAt };
    client.setQueryData<NoteSummary[]>(recordPartKey(area, recordId, 'notes'), (notes = []) =>
      notes.some((n) => n.id === saved.id) ? notes.map((n) => (n.id === saved.id ? summary : n)) : [summary, ...notes],
    );
  },
  onError: (error: Error, write: NoteWrite) => {
    const { area, recordId, input, note } = write;
    if (!(note && changedElsewhere(error))) {
      notifySaveFailed(error);
      return;
    }
    confirmKeepMine({
      what: `Note '${input.name}'`,
      theirs: async () => (await client.query({ ...noteQueryOptions(area, recordId, note.id), staleTime: 0 })).updatedAt,
      keepMine: (version) => void new MutationObserver(client, saveNoteWrite(client)).mutate({ ...write, note: { ...note, version } }),
      keepTheirs: () => void client.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'notes') }),
    });
  },
  // Not awaited: the write is done once onSuccess has put the saved note in the list, so that the
  // list never shows it twice (saved, and still waiting) while it loads again.
  onSettled: (_note: Note | undefined, _error: Error | null, { area, recordId }: NoteWrite) => {
    void client.invalidateQueries({ queryKey: recordPartKey(area, recordId, 'notes'), exact: true });
  },
});

export function useSaveNote() {
  return useMutation(saveNoteWrite(useQueryClient()));
}
