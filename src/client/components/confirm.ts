import { openConfirmModal } from '@mantine/modals';
import { notifySaveFailed } from '../lib/notify.js';

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

/** A change that found its record changed elsewhere, and how to settle it either way. */
/** The questions asked one after another, in the order their changes were made. */
let asking = Promise.resolve();

export interface ChangedElsewhere {
  /** What changed, as the question names it: "Note 'Packing list'". */
  what: string;
  /** The record's version now (theirs), read when mine is kept. */
  theirs: () => Promise<string>;
  /** Sends mine again, over that version. */
  keepMine: (version: string) => void;
  /** Drops mine and shows theirs. */
  keepTheirs: () => void;
}

/**
 * The choice when a change written from an older version (offline, sent later) finds the record
 * changed elsewhere meanwhile: keep mine (sent again over theirs) or keep theirs (mine dropped).
 * One of the two must be chosen: the dialog has no other way out.
 */
export function confirmKeepMine({ what, theirs, keepMine, keepTheirs }: ChangedElsewhere): void {
  asking = asking.then(
    () =>
      new Promise<void>((answered) =>
        openConfirmModal({
          title: `${what} changed elsewhere`,
          children: 'It was changed on another device while your change waited to be sent. Keep mine puts yours over theirs; keep theirs drops yours.',
          labels: { confirm: 'Keep mine', cancel: 'Keep theirs' },
          closeOnClickOutside: false,
          closeOnEscape: false,
          withCloseButton: false,
          onConfirm: () => {
            void theirs().then(keepMine, notifySaveFailed);
            answered();
          },
          onCancel: () => {
            keepTheirs();
            answered();
          },
        }),
      ),
  );
}
