import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import classes from './modal-editor-footer.module.css';

interface ModalEditorFooterProps {
  /** The form the Save button submits. */
  formId: string;
  saving: boolean;
  onCancel: () => void;
  /** Present once the record exists. */
  onDelete?: (() => void) | undefined;
  /** Stays in view while a long dialog scrolls (past notes and documents). */
  sticky?: boolean;
  /** The submit button's label ('Save' unless the dialog only hands its values back). */
  saveLabel?: string;
}

/** The foot of every editor in a dialog: Delete on the left once the record exists, Cancel and Save on the right. */
export function ModalEditorFooter({ formId, saving, onCancel, onDelete, sticky = false, saveLabel = 'Save' }: ModalEditorFooterProps) {
  return (
    <Group justify="space-between" className={sticky ? classes.footer : undefined}>
      {onDelete ? (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
