import { openConfirmModal } from '@mantine/modals';

interface ConfirmOptions {
  /** The spec's question, e.g. 'Delete record?'. */
  question: string;
  confirmLabel?: string;
  onConfirm: () => void;
}

/** The one confirmation dialog: the question as its title and a red confirm button. */
export function confirmDestructive({ question, confirmLabel = 'Delete', onConfirm }: ConfirmOptions): void {
  openConfirmModal({
    title: question,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The question before unsaved changes are thrown away (an editor page left, an editor dialog closed). */
export function confirmLeave({ onLeave, onStay }: { onLeave: () => void; onStay?: () => void }): void {
  openConfirmModal({
    title: 'Leave without saving?',
    children: 'Your changes are not saved yet.',
    labels: { confirm: 'Leave', cancel: 'Stay' },
    confirmProps: { color: 'red' },
    onConfirm: onLeave,
    onCancel: onStay,
  });
}
