import { ActionIcon, Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconNotes, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { ApiError } from '../../lib/api-error.js';
import { formatDate, formatFileSize } from '../../lib/format.js';
import { notifyDeleteFailed, notifySuccess } from '../../lib/notify.js';
import { useWaitingWrites } from '../../lib/outbox.js';
import { confirmDestructive } from '../confirm.js';
import { useDeleteNote } from './api/delete-note.js';
import { useNotes } from './api/list-notes.js';
import type { RecordArea } from './api/record-area.js';
import { type NoteWrite, withWaiting } from './api/save-note.js';
import { NoteEditorModal } from './note-editor-modal.js';
import { PartList, PartRow } from './part-row.js';
import { RecordSection } from './record-section.js';

export interface RecordPartProps {
  area: RecordArea;
  /** The saved record's id; a record not saved yet has no notes or documents. */
  recordId: string;
}

/**
 * The 'Notes' section of an editor: the record's notes (name, created, size), each opened in the
 * rich-text editor; add, change and delete ('Delete record?'). Saved on their own, not with the
 * record's form. A note written with no network shows at once, marked as waiting to be sent, and
 * can be opened again once the server has it.
 */
export function NotesSection({ area, recordId }: RecordPartProps) {
  const notes = useNotes(area, recordId);
  const remove = useDeleteNote(area, recordId);
  const writes = useWaitingWrites<NoteWrite>('note-save').filter((write) => write.area === area && write.recordId === recordId);
  const rows = notes.data && withWaiting(notes.data, writes);
  // undefined: closed; null: a new note; a string: that note.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  const confirmDelete = (noteId: string) =>
    confirmDestructive({
      question: messages.deleteRecord,
      onConfirm: () =>
        remove.mutate(noteId, { onSuccess: () => notifySuccess(messages.recordDeleted), onError: notifyDeleteFailed }),
    });

  let body = (
    <Stack gap="xs" aria-hidden>
      <Skeleton h={40} />
      <Skeleton h={40} />
    </Stack>
  );
  if (rows?.length === 0) body = <Text c="dimmed" size="sm">No notes yet.</Text>;
  else if (rows) {
    body = (
      <PartList label="Notes">
        {rows.map((note) => {
          const unsent = note.waiting;
          return (
            <PartRow
              key={note.id}
              leading={<IconNotes size={22} aria-hidden />}
              title={
                <Anchor component="button" type="button" fw={500} ta="left" disabled={unsent} onClick={() => setEditing(note.id)}>
                  {note.name}
                </Anchor>
              }
              meta={[`Created ${formatDate(note.createdAt)}`, formatFileSize(note.size), ...(unsent ? ['Waiting to be sent'] : [])]}
              actions={
                unsent ? (
                  <IconCloudUpload size={18} aria-label={`Note ${note.name} waiting to be sent`} role="img" />
                ) : (
                  <>
                    <ActionIcon variant="subtle" size="lg" aria-label={`Edit note ${note.name}`} onClick={() => setEditing(note.id)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete note ${note.name}`} onClick={() => confirmDelete(note.id)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </>
                )
              }
            />
          );
        })}
      </PartList>
    );
  } else if (notes.error) {
    body = <Alert color="red">{notes.error instanceof ApiError ? notes.error.message : messages.internalServerError}</Alert>;
  }

  return (
    <RecordSection
      title="Notes"
      action={
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          Add note
        </Button>
      }
    >
      {body}
      <NoteEditorModal area={area} recordId={recordId} noteId={editing} onClose={() => setEditing(undefined)} />
    </RecordSection>
  );
}
