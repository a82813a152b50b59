import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';
import { TOKEN_SHAPE } from '../security/tokens.js';
import type { AppEnv } from './context.js';

/**
 * The path as logged: a segment shaped like a token (a public link's) is masked, so that the log
 * opens nothing. The query string, which carries reset and sign-in tokens, is never logged.
 */
export const loggedPath = (path: string) =>
  path
    .split('/')
    .map((segment) => (TOKEN_SHAPE.test(segment) ? '[token]' : segment))
    .join('/');

/** One structured log line per request, tagged with the request id the client also receives. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
