import type { AppErrorCode, ErrorBody } from '../../shared/errors.js';

export type ApiIssue = ErrorBody['error']['issues'][number];

/**
 * A failed API call: the HTTP status (0 when the server could not be reached), the error code,
 * the message and the field issues of the API's error body. Kept apart from the API client so
 * that code in the first bundle can recognise it without loading zod.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: AppErrorCode,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(message);
  }
}
