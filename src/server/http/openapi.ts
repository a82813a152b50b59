import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../shared/errors.js';

/** A JSON answer or body of `schema`, as route definitions declare it. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** An error answer: always the one error shape. */
export const fail = (description: string) => ({ description, ...json(ErrorBodySchema) });

/** What every route behind a session declares: the session cookie scheme. */
export const signedIn = { security: [{ session: [] }] };

/** The refusals every route behind a session can give. */
export const signedInFailures = {
  400: fail('Invalid input; `issues` name the fields'),
  401: fail('No valid session'),
  404: fail('Not found or not yours'),
};
