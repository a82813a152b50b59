import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../shared/errors.js';

/** A JSON answer or body of `schema`, as route definitions declare it. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** An error answer: always the one error shape. */
export const fail = (description: string) => ({ description, ...json(ErrorBodySchema) });

/**
 * What a route that needs a signed-in user declares: the session cookie scheme. The declaration is
 * the check: `createRouter` puts the session check before such a route, and the API document
 * shows it (docs/decisions/014-session-checks.md).
 */
export const signedIn = { security: [{ session: [] }] };

/** What a route open to anyone declares (sign-up, health, public links): no security scheme. */
export const openToAnyone = { security: [] };

/** Whether a route's `security` asks for the session. */
export const needsSession = (security: readonly Record<string, unknown>[]) => security.some((scheme) => 'session' in scheme);

/** The refusals every route behind a session can give. */
export const signedInFailures = {
  400: fail('Invalid input; `issues` name the fields'),
  401: fail('No valid session'),
  404: fail('Not found or not yours'),
};
