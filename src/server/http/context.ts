import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { requireUser, type AuthSettings, type SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { messages } from '../../shared/messages.js';
import { needsSession } from './openapi.js';

/** A create's Idempotency-Key as taken for it (http/idempotency.ts). */
export interface IdempotencyClaim {
  userId: string;
  route: string;
  key: string;
  requestHash: string;
}

/**
 * Variables a request carries through the middleware chain; `user` only on routes that declare
 * `signedIn`, `idempotencyClaim` only on a create sent with an Idempotency-Key, and
 * `idempotencyKept` once its answer is kept with its records.
 */
export type AppEnv = { Variables: RequestIdVariables & { user?: SessionUser; idempotencyClaim?: IdempotencyClaim; idempotencyKept?: true } };

/** What a router needs to check sessions: the database and the session cookie's settings. */
export interface SessionDeps {
  database: { db: Db };
  auth: AuthSettings;
}

/**
 * A router whose request validation failures answer in the one error shape with the spec's texts
 * (a malformed id in the path is a record that does not exist: 404 with the schema's message), and
 * whose routes are guarded as they declare. Every route states `...signedIn` or `...openToAnyone`
 * (http/openapi.ts), which is also its `security` in the API document; a `signedIn` route gets the
 * session check (`requireUser`, with `sessions`) before its validators. A route that states neither
 * is refused when it is registered, so that none is open by omission.
 */
export function createRouter(sessions?: SessionDeps): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'param') {
        throw new AppError('NOT_FOUND', result.error.issues[0]?.message ?? messages.notFound('Record'));
      }
      throw AppError.fromZod(result.error);
    },
  });
  const register = router.openapi;
  let sessionCheck: MiddlewareHandler<AppEnv> | undefined;
  router.openapi = (route, handler, hook) => {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (!route.security) throw new Error(`${name} declares neither signedIn nor openToAnyone`);
    if (!needsSession(route.security)) return register(route, handler, hook);
    if (!sessions) throw new Error(`${name} needs a session, but its router was made without the means to check one`);
    sessionCheck ??= requireUser(sessions.database.db, sessions.auth);
    return register({ ...route, middleware: [sessionCheck, ...[route.middleware ?? []].flat()] }, handler, hook);
  };
  return router;
}

/** The signed-in user of a route that declares `signedIn`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', messages.sessionRequired);
  return user;
}
