import { z } from 'zod';
import { ErrorBodySchema } from '../../shared/errors.js';
import { messages } from '../../shared/messages.js';
import { ApiError } from './api-error.js';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Calls `listener` whenever an API call answers 401, i.e. the session is gone. Returns an unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

interface Payload {
  contentType: string;
  data: string | URLSearchParams;
}

/** Waits before each new attempt of a request that may create a record, when the server could not be reached. */
const RETRY_DELAYS_MS = [500, 2000];

/**
 * The headers of a request that may create a record (every POST of the API): an
 * `Idempotency-Key` of its own, sent again with each retry of it, so the server makes it once.
 */
function idempotencyHeaders(method: string, key?: string): Record<string, string> {
  if (method !== 'POST') return {};
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { 'Idempotency-Key': key ?? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') };
}

/** Runs `attempt`; a request with an Idempotency-Key that could not reach the server is tried again. */
async function withRetries<T>(headers: Record<string, string>, attempt: () => Promise<T>): Promise<T> {
  const delays = headers['Idempotency-Key'] ? RETRY_DELAYS_MS : [];
  for (const delay of delays) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}

/** A request as every call of the API makes it: the page's preloads (below) are matched to it by these same options. */
const request = (path: string, method: string, headers: Record<string, string>, body?: Payload['data']) =>
  fetch(path, { method, credentials: 'same-origin', headers, body });

const ACCEPT_JSON = { Accept: 'application/json' };

/** Reads asked for as the app starts, by path, each waiting for the first GET of its path. */
const startedReads = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * How long such an answer stands for the first GET of its path: the page's parts read it within
 * seconds (the offline copy holds them at most 5 s); one not read by then, as when the page went
 * elsewhere first, is asked for anew when it is.
 */
const FIRST_READ_KEPT_MS = 30_000;

/**
 * Asks at once for what the page asked the server for with itself (`<link rel="preload" as="fetch">`,
 * its first reads: src/shared/routes.ts), so that the browser hands those answers over as the app
 * starts, whether or not its parts that read them have mounted yet; the first GET of each path takes
 * its answer from here. Called once, before the first render. A page whose parts mount seconds
 * later on a slow phone would otherwise leave the preloads unused, and the browser drops them.
 */
export function startFirstReads(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const path = link.getAttribute('href');
    if (!path?.startsWith('/api/') || startedReads.has(path)) continue;
    const answer = request(path, 'GET', ACCEPT_JSON);
    // A failure is the taker's to report; one never taken is not an unhandled rejection.
    answer.catch(() => undefined);
    startedReads.set(path, { answer, at: Date.now() });
  }
}

/** The reads asked of the server and not answered yet. */
const readsUnderWay = new Set<Promise<unknown>>();

/** The longest a change that ends the session waits for the reads under way: one the server never answers does not hold it. */
const READS_WAIT_MS = 5_000;

/**
 * Resolves once no read is under way, or after READS_WAIT_MS: a change that ends the session (signing
 * out) waits for them, as one the server answers after it would be refused (a 401, and the
 * session-expired dialog).
 */
export async function readsAnswered(): Promise<void> {
  const deadline = Date.now() + READS_WAIT_MS;
  while (readsUnderWay.size > 0 && Date.now() < deadline) {
    await Promise.race([Promise.allSettled(readsUnderWay), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
  }
}

/** `answer`, counted among the reads under way until it settles. */
function underWay(answer: Promise<Response>): Promise<Response> {
  readsUnderWay.add(answer);
  const settled = () => readsUnderWay.delete(answer);
  answer.then(settled, settled);
  return answer;
}

async function send(path: string, method: string, payload?: Payload, extra: Record<string, string> = {}): Promise<Response> {
  const first = method === 'GET' ? startedReads.get(path) : undefined;
  const started = first && Date.now() - first.at <= FIRST_READ_KEPT_MS ? first.answer : undefined;
  // What the page started with describes the server before this page changed anything: any change
  // sent (signing in as someone else among them) drops the answers not yet taken.
  if (method === 'GET') startedReads.delete(path);
  else startedReads.clear();
  const headers: Record<string, string> = { ...ACCEPT_JSON, ...extra };
  if (payload) headers['Content-Type'] = payload.contentType;
  return withRetries(extra, async () => {
    try {
      const answer = started ?? request(path, method, headers, payload?.data);
      return await (method === 'GET' ? underWay(answer) : answer);
    } catch {
      throw new ApiError(0, 'INTERNAL', messages.errorConnecting);
    }
  });
}

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null);

export function errorFrom(status: number, body: unknown): ApiError {
  if (status === 401) for (const listener of unauthorizedListeners) listener();
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    return new ApiError(status, code, message, issues);
  }
  // A proxy in front of the server may refuse a large upload with a body of its own.
  if (status === 413) return new ApiError(status, 'PAYLOAD_TOO_LARGE', messages.fileTooLarge);
  return status === 429
    ? new ApiError(status, 'RATE_LIMITED', messages.rateLimited)
    : new ApiError(status, 'INTERNAL', messages.internalServerError);
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; the server's CSRF guard only accepts JSON for changes. */
  body?: unknown;
  /** Checks the answer. */
  schema: z.ZodType<T>;
  /** A POST's Idempotency-Key, where the caller keeps it to send the same write again later (the outbox); else one of its own. */
  idempotencyKey?: string;
  /** The version of the record a change began from (its `updatedAt`): the server refuses it with 412 if the record changed since. */
  ifMatch?: string;
}

/** One JSON call to the server: an error answer is thrown as an ApiError, a good one is checked by `schema`. */
export async function apiRequest<T>(path: string, { method = 'GET', body, schema, idempotencyKey, ifMatch }: ApiRequest<T>): Promise<T> {
  const payload = body === undefined ? undefined : { contentType: 'application/json', data: JSON.stringify(body) };
  const headers = { ...idempotencyHeaders(method, idempotencyKey), ...(ifMatch ? { 'If-Match': `"${ifMatch}"` } : {}) };
  const response = await send(path, method, payload, headers);
  const answer = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, answer);
  return schema.parse(answer);
}

export interface UploadRequest<T> {
  /** The multipart field every file goes in. */
  field: string;
  files: readonly File[];
  /** Checks the answer. */
  schema: z.ZodType<T>;
  /** Called with the share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** POST adds files; PUT replaces the one a record has. */
  method?: 'POST' | 'PUT';
  /** Text fields sent beside the files (a zone the file is read in). */
  fields?: Record<string, string>;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Sends `files` as multipart form data, with errors thrown as by `apiRequest` ('File too large'
 * for a 413). XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function uploadFiles<T>(path: string, { field, files, schema, onProgress, method = 'POST', fields = {} }: UploadRequest<T>): Promise<T> {
  const data = new FormData();
  for (const file of files) data.append(field, file);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const headers = idempotencyHeaders(method);
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, path);
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onerror = () => reject(new ApiError(0, 'INTERNAL', messages.errorConnecting));
      request.onload = () => {
        const answer = parseJson(request.responseText);
        if (request.status < 200 || request.status >= 300) {
          reject(errorFrom(request.status, answer));
          return;
        }
        const parsed = schema.safeParse(answer);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'INTERNAL', messages.internalServerError));
      };
      request.send(data);
    });
  return withRetries(headers, attempt);
}

const AUTH_BASE = '/api/auth';
const CsrfSchema = z.object({ csrfToken: z.string() });
const AuthAnswerSchema = z.object({ url: z.string() });

/** The outcome Auth.js reports in the query of the URL it answers with; both are null on success. */
export interface AuthOutcome {
  error: string | null;
  code: string | null;
}

/**
 * Posts an Auth.js form (`/api/auth/<action>`) with a fresh CSRF token, asking for a JSON answer
 * instead of a redirect. Auth.js reports failures in the answer URL's query, even with a 429;
 * an answer without a URL is thrown as an ApiError.
 */
export async function authPost(action: string, fields: Record<string, string>): Promise<AuthOutcome> {
  const { csrfToken } = await apiRequest(`${AUTH_BASE}/csrf`, { schema: CsrfSchema });
  const response = await send(`${AUTH_BASE}/${action}`, 'POST', {
    contentType: 'application/x-www-form-urlencoded',
    data: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
  });
  const body = await readJson(response);
  const answer = AuthAnswerSchema.safeParse(body);
  if (!answer.success) throw errorFrom(response.status, body);
  const { searchParams } = new URL(answer.data.url, window.location.origin);
  return { error: searchParams.get('error'), code: searchParams.get('code') };
}
