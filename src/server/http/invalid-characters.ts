import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { messages } from '../../shared/messages.js';
import { AppError } from '../errors.js';
import type { AppEnv } from './context.js';

/**
 * U+0000 (PostgreSQL text cannot hold it) and UTF-16 surrogates without their pair (no UTF-8
 * encoding exists for them; JSON's `\ud800` escapes make them).
 */
const INVALID = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a character that no stored text may hold. */
export const hasInvalidCharacters = (text: string) => INVALID.test(text);

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;
const decoder = new TextDecoder();

/** The first string in a parsed JSON value (keys included) with invalid characters, as a field path. */
function findInJson(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return hasInvalidCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacters(key)) return [...path, key];
    const found = findInJson(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The path's segments, each named by the route parameter it fills where the route has one. */
function findInPath(c: Context): string | undefined {
  const segments = c.req.path.split('/');
  const pattern = matchedRoutes(c).findLast((route) => route.path.includes('/:'))?.path.split('/') ?? [];
  for (const [index, segment] of segments.entries()) {
    if (!hasInvalidCharacters(tryDecodeURIComponent(segment))) continue;
    // A parameter with a pattern (':id{[0-9]+}') is named by what stands before the pattern.
    return /^:([^{]*)/.exec(pattern[index] ?? '')?.[1] ?? 'path';
  }
  return undefined;
}

function findInQuery(c: Context): string | undefined {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasInvalidCharacters(name) || values.some(hasInvalidCharacters)) return name;
  }
  return undefined;
}

/**
 * Reads the body once into Hono's request cache, where the route's validator (and Auth.js, given
 * the same bytes) find it again. Multipart file names count as fields. A body that does not parse
 * is left to the route's validator to refuse.
 */
async function findInBody(c: Context): Promise<string | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const contentType = c.req.header('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson = JSON_TYPE.test(type);
  if (!isJson && type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return undefined;
  const bytes = await c.req.arrayBuffer();
  if (isJson) {
    try {
      return findInJson(JSON.parse(decoder.decode(bytes)))?.join('.');
    } catch {
      return undefined;
    }
  }
  const fields =
    type === 'multipart/form-data'
      ? await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => undefined)
      : new URLSearchParams(decoder.decode(bytes));
  if (fields instanceof FormData) c.req.bodyCache.formData = fields; // as the validator keeps it
  for (const [name, value] of fields ?? []) {
    const text = typeof value === 'string' ? value : value.name;
    if (hasInvalidCharacters(name) || hasInvalidCharacters(text)) return name;
  }
  return undefined;
}

/**
 * One rule for every string the API takes, in the path, the query and the body: U+0000 and
 * unpaired surrogates are refused with a 400 that names the field ('Invalid characters'), so
 * they never reach a schema, a service or the database.
 */
export function rejectInvalidCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const field = findInPath(c) ?? findInQuery(c) ?? (await findInBody(c));
    if (field !== undefined) {
      throw new AppError('VALIDATION_FAILED', messages.invalidCharacters, [{ path: field, message: messages.invalidCharacters }]);
    }
    await next();
  };
}
