import type { z } from 'zod';

/** Why a service gave no usable answer; each adapter turns it into what the user is told. */
export type ServiceFailure = 'off' | 'timeout' | 'unavailable' | 'rate-limited' | 'malformed' | 'too-large' | 'refused';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly reason: ServiceFailure,
    /** The HTTP status the service answered, when it answered. */
    readonly status?: number,
  ) {
    super(`external service: ${reason}${status ? ` (${status})` : ''}`);
  }
}

export interface FetchJsonOptions<T> {
  url: URL;
  schema: z.ZodType<T>;
  /** The whole call, retries included, ends by then. */
  timeoutMs: number;
  userAgent: string;
  headers?: Record<string, string>;
  /** A JSON body: the call is a POST. */
  body?: unknown;
  /** Bodies past this are not read (default 2 MB). */
  maxBytes?: number;
  /** Tries after the first on 429 or 503 (default 2). */
  retries?: number;
  /** Error statuses whose body is still the service's answer (OSRM says 'NoRoute' with a 400). */
  answerStatuses?: number[];
}

const DEFAULT_MAX_BYTES = 2_000_000;
const FIRST_BACKOFF_MS = 250;

/** The wait a 429 or 503 asks for in Retry-After (seconds or an HTTP date), else exponential backoff. */
function retryDelayMs(res: Response, attempt: number): number {
  const header = res.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  return FIRST_BACKOFF_MS * 2 ** attempt;
}

/** Reads at most `maxBytes` of a body; a longer one is cut off and refused. */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new ServiceError('too-large', res.status);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ServiceError('too-large', res.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET a JSON answer from an external service (POST with `body`), checked against `schema`. The call as a whole,
 * retries included, ends within `timeoutMs`: a 429 or 503 is tried again after its Retry-After (or
 * a growing backoff) only when that wait still fits, so a slow or busy service never holds a page.
 * Throws a ServiceError saying why there is no answer.
 */
export async function fetchJson<T>(options: FetchJsonOptions<T>): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new ServiceError('timeout');
    let res: Response;
    try {
      const posted = options.body === undefined ? {} : { method: 'POST', body: JSON.stringify(options.body) };
      res = await fetch(options.url, {
        ...posted,
        signal: AbortSignal.timeout(left),
        headers: { accept: 'application/json', 'user-agent': options.userAgent, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      });
    } catch (error) {
      throw new ServiceError(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unavailable');
    }
    if (res.status === 429 || res.status === 503) {
      await res.body?.cancel();
      const wait = retryDelayMs(res, attempt);
      if (attempt >= retries || Date.now() + wait >= deadline) throw new ServiceError(res.status === 429 ? 'rate-limited' : 'unavailable', res.status);
      await sleep(wait);
      continue;
    }
    if (!res.ok && !options.answerStatuses?.includes(res.status)) {
      await res.body?.cancel();
      throw new ServiceError(res.status === 401 || res.status === 403 ? 'refused' : 'unavailable', res.status);
    }
    let text: string;
    try {
      text = await readCapped(res, options.maxBytes ?? DEFAULT_MAX_BYTES);
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      throw new ServiceError('timeout');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ServiceError('malformed', res.status);
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) throw new ServiceError('malformed', res.status);
    return parsed.data;
  }
}
