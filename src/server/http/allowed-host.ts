import type { MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages.js';
import { AppError } from '../errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Answers only for the app's own host (APP_URL's, with its port) and the loopback names (a local
 * proxy's default Host, the embedded app opened at 127.0.0.1). Nothing the app makes depends on the
 * Host header any more; refusing others also stops DNS rebinding against a local app. Health
 * answers any host, for load balancers that probe instances by address.
 */
export function refuseOtherHosts(appUrl: string): MiddlewareHandler {
  const own = new URL(appUrl).host.toLowerCase();
  return async (c, next) => {
    const url = new URL(c.req.url);
    const host = url.host.toLowerCase();
    if (host !== own && !LOOPBACK.has(url.hostname.toLowerCase()) && url.pathname !== '/api/health') {
      throw new AppError('VALIDATION_FAILED', messages.unknownHost, [{ path: 'Host', message: messages.unknownHost }]);
    }
    await next();
  };
}
