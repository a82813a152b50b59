import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { messages } from '../shared/messages.js';
import type { Database } from './db/client.js';
import { AppError, errorResponse } from './errors.js';
import { mountApiDocs } from './http/api-docs.js';
import { mountClientApp } from './http/client-app.js';
import { createRouter, type AppEnv } from './http/context.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security.js';
import type { Logger } from './logger.js';
import { healthRoutes } from './modules/health/health.routes.js';

export interface AppDeps {
  database: Database;
  logger: Logger;
  /** Built client to serve; API-only when absent (as in API tests). */
  clientDir?: string | undefined;
}

/** Builds the whole HTTP application; the Node entry and the tests share it. */
export function createApp({ database, logger, clientDir }: AppDeps): Hono<AppEnv> {
  const app = createRouter();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders());

  const api = createRouter();
  api.use(compress());
  api.route('/', healthRoutes(database));
  mountApiDocs(api);
  api.all('*', (c) => {
    throw new AppError('NOT_FOUND', messages.apiPathNotFound(c.req.path));
  });
  app.route('/api', api);

  if (clientDir) mountClientApp(app, clientDir);
  app.onError((error, c) => errorResponse(c, error, logger));
  return app;
}
