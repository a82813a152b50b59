import { notifications } from '@mantine/notifications';
import { messages } from '../../shared/messages.js';
import { ApiError } from './api-error.js';

// A 401 says nothing here: the session guard asks to sign in again.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;
const detail = (error: unknown) => (error instanceof ApiError ? error.message : messages.internalServerError);

/** A green notification with one of the spec's success texts ('Record saved', 'Record deleted', ...). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** 'Error saving {message}' for a change that failed outside a form's fields. */
export function notifySaveFailed(error: unknown): void {
  if (!isSessionEnd(error)) notifications.show({ color: 'red', message: messages.errorSaving(detail(error)) });
}

/** 'Error deleting', with the server's reason under it. */
export function notifyDeleteFailed(error: unknown): void {
  if (!isSessionEnd(error)) notifications.show({ color: 'red', title: messages.errorDeleting, message: detail(error) });
}
