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
