import { openConfirmModal } from '@mantine/modals';
import { messages } from '../../shared/messages.js';
import { confirmDestructive } from '../components/confirm.js';
import { ApiError } from './api-error.js';
import { notifyDeleteFailed, notifySuccess } from './notify.js';

/**
 * Asks `question`, deletes; when the server refuses because timecards are linked (409), explains
 * and offers to detach them (they are kept, without this record) — hours are never deleted silently.
 */
export function confirmDeleteWithLinked(
  question: string,
  remove: (linked?: 'detach') => Promise<unknown>,
  onDeleted: () => void,
): void {
  const run = (linked?: 'detach') =>
    remove(linked).then(
      () => {
        notifySuccess(messages.recordDeleted);
        onDeleted();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409 && !linked) {
          openConfirmModal({
            title: messages.errorDeleting,
            children: error.message,
            labels: { confirm: 'Detach timecards and delete', cancel: 'Keep it' },
            confirmProps: { color: 'red' },
            onConfirm: () => void run('detach'),
          });
        } else notifyDeleteFailed(error);
      },
    );
  confirmDestructive({ question, onConfirm: () => void run() });
}
