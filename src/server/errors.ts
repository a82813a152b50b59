import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { AppErrorCode, ErrorBody } from '../shared/errors.js';
import { messages } from '../shared/messages.js';
import type { Logger } from './logger.js';

const statusByCode = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<AppErrorCode, ContentfulStatusCode>;

type Issue = ErrorBody['error']['issues'][number];

/** The one error type services throw; `onError` turns it into the JSON error shape. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }

  static notFound(type: string): AppError {
    return new AppError('NOT_FOUND', messages.notFound(type));
  }

  static fromZod(error: ZodError): AppError {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', issues);
  }
}

const codeByStatus: Partial<Record<number, AppErrorCode>> = Object.fromEntries(
  Object.entries(statusByCode).map(([code, status]) => [status, code as AppErrorCode]),
);

/** Where in `value` the string `wanted` is (`a.b`), compared as PostgreSQL compares zone names. */
function pathOf(value: unknown, wanted: string, at: string[] = []): string | undefined {
  if (typeof value === 'string') return value.toLowerCase() === wanted.toLowerCase() ? at.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOf(inner, wanted, [...at, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** PostgreSQL's 22023 for a zone its zone database lacks, as a 400 naming the field of `input` that holds it. */
function zoneError(error: { message?: unknown }, input: unknown): AppError | undefined {
  const zone = /^time zone "(.*)" not recognized$/.exec(String(error.message))?.[1];
  if (zone === undefined) return undefined;
  const path = pathOf(input, zone) ?? '';
  return new AppError('VALIDATION_FAILED', messages.timeZoneNotValid, [{ path, message: messages.timeZoneNotValid }]);
}

/** Postgres SQLSTATEs a caller can act on, mapped to what they mean for the caller (`input`: the request's validated input). */
function fromPostgres(error: unknown, input: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (typeof code !== 'string') return cause ? fromPostgres(cause, input) : undefined;
  switch (code) {
    case '22023':
      return zoneError(error as { message?: unknown }, input) ?? (cause ? fromPostgres(cause, input) : undefined);
    case '23505':
      return new AppError('CONFLICT', 'The record already exists');
    case '23503':
      return new AppError('VALIDATION_FAILED', 'A linked record does not exist');
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
      return new AppError('VALIDATION_FAILED', 'Invalid value');
    default:
      return cause ? fromPostgres(cause, input) : undefined;
  }
}

/** Node's codes for a connection that could not be made or was lost (the database, the object store, a service). */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** A full disk: Node's ENOSPC (a file being written) and PostgreSQL's disk_full (the embedded database's files). */
const DISK_FULL = new Set(['ENOSPC', '53100']);

/** Whether `error`, or what caused it, has one of `codes`. */
function hasCode(error: unknown, codes: Set<string>, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === 'string' && codes.has(code)) || hasCode(cause, codes, depth + 1);
}

/**
 * Turns anything thrown into an AppError; unknown errors become INTERNAL with no details. `input`
 * is the request's validated input, to name the field a database error is about.
 */
export function toAppError(error: unknown, input?: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code = codeByStatus[error.status] ?? (error.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
    return new AppError(code, code === 'INTERNAL' ? messages.internalServerError : error.message || 'Bad request');
  }
  // Both pass once the operator acts: 503, which clients (the outbox) try again later.
  if (hasCode(error, CONNECTION_FAILURES)) return new AppError('UNAVAILABLE', messages.errorConnecting);
  if (hasCode(error, DISK_FULL)) return new AppError('UNAVAILABLE', messages.diskFull);
  return fromPostgres(error, input) ?? new AppError('INTERNAL', messages.internalServerError);
}

/** Answers `error` in the one JSON error shape; only internal errors are logged with their stack. */
export function errorResponse(c: Context, error: unknown, logger: Logger): Response {
  // The validator keeps what it checked on the request; its targets are not typed on a plain Context.
  const validated = c.req as unknown as { valid(target: string): unknown };
  const appError = toAppError(error, { ...(validated.valid('query') ?? {}), ...(validated.valid('json') ?? {}) });
  if (appError.code === 'INTERNAL' || appError.code === 'UNAVAILABLE') logger.error({ err: error, requestId: c.get('requestId') }, 'request failed');
  const body: ErrorBody = { error: { code: appError.code, message: appError.message, issues: appError.issues } };
  return c.json(body, appError.status);
}
