import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { messages } from '../shared/messages.js';
import { authConfig } from './auth/config.js';
import { authRoutes } from './auth/auth.routes.js';
import { type AuthSettings, sessionUserOf } from './auth/session.js';
import type { Database } from './db/client.js';
import { AppError, errorResponse } from './errors.js';
import { mountApiDocs } from './http/api-docs.js';
import { mountClientApp } from './http/client-app.js';
import { rejectInvalidCharacters } from './http/invalid-characters.js';
import { pinReadsAfterWrites } from './http/read-replica.js';
import { refuseOtherHosts } from './http/allowed-host.js';
import type { TrustProxy } from './http/client-ip.js';
import { createRouter, type AppEnv } from './http/context.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { BlobStore } from './storage/blob-store.js';
import type { JobQueue } from './jobs/queue.js';
import { RESTORE_PATH } from './modules/backups/backups.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { assignmentRoutes } from './modules/assignments/assignments.routes.js';
import { contactRoutes } from './modules/contacts/contacts.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { publicRoutes } from './modules/record-parts/public.routes.js';
import { exchangeRateRoutes, expenseReportRoutes, paymentTypeRoutes, receiptRoutes, receiptTypeRoutes } from './modules/receipts/receipts.routes.js';
import type { RatesConfig } from './modules/receipts/exchange-rates.js';
import type { ServicesConfig } from './integrations/config.js';
import { placeRoutes, serviceInfoRoutes } from './modules/places/places.routes.js';
import { timecardRoutes } from './modules/timecards/timecards.routes.js';
import { airportRoutes, reservationRoutes, tripRoutes } from './modules/trips/trips.routes.js';
import { importRoutes } from './modules/imports/imports.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { chartRoutes } from './modules/charts/charts.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { rewardRoutes } from './modules/rewards/rewards.routes.js';
import { taskRoutes } from './modules/tasks/tasks.routes.js';

export interface AppDeps {
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: AuthSettings;
  /**
   * The app's public origin (APP_URL, else the local one it was started for): the only base of
   * links it sends or shows, and with the loopback names the only Host it answers.
   */
  appUrl: string;
  /** Which proxies in front of the app say who the client is (X-Forwarded-For); none when absent. */
  trustProxy?: TrustProxy | undefined;
  /** Where uploaded files are kept. */
  store: BlobStore;
  /** The largest request body accepted (uploads included); larger ones get 413. */
  maxUploadBytes: number;
  /** The largest backup a restore takes (its upload is streamed, not held): 10 GB when absent. */
  maxBackupBytes?: number | undefined;
  /** The durable job queue, for work done after the answer (backups); such work waits for a worker when absent. */
  queue?: Pick<JobQueue, 'send'> | undefined;
  /** The exchange-rates service (ECB reference rates); without it, rates are asked of the user. */
  exchangeRates?: RatesConfig | undefined;
  /** The external services (map tiles, geocoding, weather, routing, flight status); all off when absent. */
  services?: ServicesConfig | undefined;
  /** The domain of import addresses, when the inbound SMTP listener runs; without it, none is shown. */
  importMailDomain?: string | undefined;
  /** Built client to serve; API-only when absent (as in API tests). */
  clientDir?: string | undefined;
}

/** Builds the whole HTTP application; the Node entry and the tests share it. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { database, logger, clientDir } = deps;
  const app = createRouter();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(refuseOtherHosts(deps.appUrl));
  app.use(securityHeaders({ tilesUrl: deps.services?.tiles?.url }));

  const api = createRouter();
  api.use(compress());
  const uploadLimit = bodyLimit({
    maxSize: deps.maxUploadBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge);
    },
  });
  // A backup being restored streams to the file store under its own, larger limit.
  api.use((c, next) => (c.req.path === RESTORE_PATH ? next() : uploadLimit(c, next)));
  api.use(rejectInvalidCharacters());
  api.use('/v1/*', csrf());
  api.use('/v1/*', pinReadsAfterWrites(database, deps.auth.secureCookies));
  api.route('/auth', authRoutes({ db: database.db, config: authConfig({ ...deps, db: database.db }), appUrl: deps.appUrl, trustProxy: deps.trustProxy }));
  api.route('/', healthRoutes(database));
  api.route('/v1/account', accountRoutes(deps));
  api.route('/v1/customers', customerRoutes(deps));
  api.route('/v1/contacts', contactRoutes(deps));
  api.route('/v1/projects', projectRoutes(deps));
  api.route('/v1/assignments', assignmentRoutes(deps));
  api.route('/v1/timecards', timecardRoutes(deps));
  api.route('/v1/trips', tripRoutes(deps));
  api.route('/v1/reservations', reservationRoutes(deps));
  api.route('/v1/airports', airportRoutes(deps));
  api.route('/v1/receipts', receiptRoutes(deps));
  api.route('/v1/payment-types', paymentTypeRoutes(deps));
  api.route('/v1/receipt-types', receiptTypeRoutes(deps));
  api.route('/v1/exchange-rates', exchangeRateRoutes(deps));
  api.route('/v1/expense-reports', expenseReportRoutes(deps));
  api.route('/v1/imports', importRoutes(deps));
  api.route('/v1/dashboard', dashboardRoutes(deps));
  api.route('/v1/charts', chartRoutes(deps));
  api.route('/v1/rewards', rewardRoutes(deps));
  api.route('/v1/tasks', taskRoutes(deps));
  api.route('/v1/places', placeRoutes(deps));
  api.route('/v1/services', serviceInfoRoutes(deps));
  api.route('/public', publicRoutes(deps));
  mountApiDocs(api);
  api.all('*', (c) => {
    throw new AppError('NOT_FOUND', messages.apiPathNotFound(c.req.path));
  });
  app.route('/api', api);

  if (clientDir) {
    const userOf = sessionUserOf(database.db, deps.auth);
    mountClientApp(app, clientDir, async (req) => !!(await userOf(req)));
  }
  app.onError((error, c) => errorResponse(c, error, logger));
  return app;
}
