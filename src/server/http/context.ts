import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../errors.js';
import { messages } from '../../shared/messages.js';

/** Variables a request carries through the middleware chain; `user` only behind `requireUser`. */
export type AppEnv = { Variables: RequestIdVariables & { user?: SessionUser } };

/**
 * A router whose request validation failures answer in the one error shape with the spec's texts.
 * A malformed id in the path is a record that does not exist: 404 with the schema's message.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'param') {
        throw new AppError('NOT_FOUND', result.error.issues[0]?.message ?? messages.notFound('Record'));
      }
      throw AppError.fromZod(result.error);
    },
  });
}

/** The signed-in user of a route mounted behind `requireUser`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', messages.sessionRequired);
  return user;
}
