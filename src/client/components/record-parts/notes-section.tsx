import { ActionIcon, Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotes, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { ApiError } from '../../lib/api-error.js';
import { formatDate, formatFileSize } from '../../lib/format.js';
import { notifyDeleteFailed, notifySuccess } from '../../lib/notify.js';
import { confirmDestructive } from '../confirm.js';
import { useDeleteNote } from './api/delete-note.js';
import { useNotes } from './api/list-notes.js';
import type { RecordArea } from './api/record-area.js';
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
 * record's form.
 */
export function NotesSection({ area, recordId }: RecordPartProps) {
  const notes = useNotes(area, recordId);
  const remove = useDeleteNote(area, recordId);
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
  if (notes.data?.length === 0) body = <Text c="dimmed" size="sm">No notes yet.</Text>;
  else if (notes.data) {
    body = (
      <PartList label="Notes">
        {notes.data.map((note) => (
          <PartRow
            key={note.id}
            leading={<IconNotes size={22} aria-hidden />}
            title={
              <Anchor component="button" type="button" fw={500} ta="left" onClick={() => setEditing(note.id)}>
                {note.name}
              </Anchor>
            }
            meta={[`Created ${formatDate(note.createdAt)}`, formatFileSize(note.size)]}
            actions={
              <>
                <ActionIcon variant="subtle" size="lg" aria-label={`Edit note ${note.name}`} onClick={() => setEditing(note.id)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete note ${note.name}`} onClick={() => confirmDelete(note.id)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </>
            }
          />
        ))}
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
