import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorResponse, toAppError } from './errors.js';
import { createLogger } from './logger.js';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = AppError.notFound('Trip');
    expect(toAppError(error)).toBe(error);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Trip not found');
  });

  it("lets an HTTPException's own status through (a malformed JSON body is a 400, not a 500)", () => {
    const error = toAppError(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Malformed JSON in request body');
  });

  it('translates Postgres constraint errors, also when wrapped', () => {
    expect(toAppError({ code: '23505' }).status).toBe(409);
    expect(toAppError(new Error('query failed', { cause: { code: '23503' } })).status).toBe(400);
  });

  it("answers a zone the database does not know (22023) with a 400 naming the request's field that holds it", () => {
    // As PGlite and PostgreSQL both word it; a zone that slipped past validation must not be a 500.
    const error = new Error('query failed', { cause: { code: '22023', message: 'time zone "US/Pacific-New" not recognized' } });
    const appError = toAppError(error, { type: 'labor', start: { zone: 'America/Chicago' }, end: { zone: 'us/pacific-new' } });
    expect(appError.status).toBe(400);
    expect(appError.issues).toEqual([{ path: 'end.zone', message: 'Time zone not valid' }]);
    expect(toAppError({ code: '22023', message: 'another invalid parameter' }).status).toBe(500);
  });

  it("answers 503 'Error connecting' when the database, the object store or a service cannot be reached, also when wrapped", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(toAppError(refused)).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: 'Error connecting' });
    expect(toAppError(new Error('Failed query', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })).status).toBe(503);
    // Other failures with a code stay what they are.
    expect(toAppError(Object.assign(new Error('no such file'), { code: 'ENOENT' })).status).toBe(500);
  });

  it("answers 503 with what happened when the server's disk is full, from a file write or from the database", () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(toAppError(enospc)).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: "Not saved: the server's disk is full" });
    const database = new Error('Failed query', { cause: { code: '53100', message: 'could not extend file "base/5/17514": No space left on device' } });
    expect(toAppError(database)).toMatchObject({ status: 503, message: "Not saved: the server's disk is full" });
  });

  it('hides everything about an unknown error', () => {
    const error = toAppError(new Error('password=hunter2 at /srv/app.js:12'));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Internal Server Error');
  });

  it('turns a zod failure into field issues with their messages', () => {
    const result = z.object({ name: z.string({ error: 'This field is required' }) }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    const error = AppError.fromZod(result.error);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'name', message: 'This field is required' }]);
  });
});

describe('errorResponse', () => {
  it('answers 500 in the error shape without internals', async () => {
    const app = new Hono();
    app.get('/boom', () => {
      throw new Error('secret stack detail');
    });
    app.onError((error, c) => errorResponse(c, error, createLogger('silent')));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Internal Server Error', issues: [] } });
    expect(text).not.toContain('secret');
  });
});
