import { openConfirmModal } from '@mantine/modals';
import { messages } from '../../shared/messages.js';
import { confirmDestructive } from '../components/confirm.js';
import { ApiError } from './api-error.js';
import { notifyDeleteFailed, notifySuccess } from './notify.js';

export interface DeleteWithLinkedOptions {
  /** Deletes; with 'detach', linked timecards are kept without the record. */
  remove: (linked?: 'detach') => Promise<unknown>;
  /** The choice that leaves everything as it is, e.g. 'Keep project'. */
  keepLabel: string;
  onDeleted?: () => void;
}

/**
 * Deletes; when the server refuses because timecards are linked (409, '{n} timecard(s) are
 * linked…'), explains and lets the user detach them (they keep their hours, without this record)
 * or keep the record. Hours are never deleted, and nothing is detached without being asked.
 */
export function deleteOrOfferDetach({ remove, keepLabel, onDeleted }: DeleteWithLinkedOptions): Promise<void> {
  const run = (linked?: 'detach'): Promise<void> =>
    remove(linked).then(
      () => {
        notifySuccess(messages.recordDeleted);
        onDeleted?.();
      },
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409 && !linked)) return notifyDeleteFailed(error);
        openConfirmModal({
          title: 'Timecards are linked',
          children: `${error.message} Detached timecards keep their hours.`,
          labels: { confirm: 'Detach timecards and delete', cancel: keepLabel },
          confirmProps: { color: 'red' },
          onConfirm: () => void run('detach'),
        });
      },
    );
  return run();
}

/** Asks `question` ('Delete project?'), then deletes as `deleteOrOfferDetach` does. */
export function confirmDeleteWithLinked(question: string, options: DeleteWithLinkedOptions): void {
  confirmDestructive({ question, onConfirm: () => void deleteOrOfferDetach(options) });
}

/** Asks 'Delete record?', then deletes: 'Record deleted' and `onDeleted` when done, the failure said otherwise. */
export function confirmDeleteRecord(remove: () => Promise<unknown>, onDeleted: () => void): void {
  confirmDestructive({
    question: messages.deleteRecord,
    onConfirm: () =>
      void remove().then(() => {
        notifySuccess(messages.recordDeleted);
        onDeleted();
      }, notifyDeleteFailed),
  });
}
