import type { AppDeps } from '../app.js';
import { requireUser } from '../auth/session.js';
import { createRouter } from './context.js';

/** A router whose every route needs a session, to mount at its own path. */
export function signedInRouter(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps.database.db, deps.auth));
  return router;
}
