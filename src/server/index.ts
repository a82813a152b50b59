import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from './app.js';
import { embeddedAuthSecret } from './auth/secret.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { appOrigin, EnvError, loadEnv, servicesOf } from './env.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { scheduleMaintenance } from './maintenance.js';
import { closeReaders } from './workers/reader-pool.js';
import { localStore } from './storage/local-store.js';
import { recordedStore } from './storage/recorded-store.js';
import { s3Store } from './storage/s3-store.js';
import { startInboundSmtp } from './mail/inbound-smtp.js';
import { startJobQueue } from './jobs/queue.js';
import { startBackupWork } from './modules/backups/backups.service.js';
import { startReceiptReading } from './modules/receipts/receipt-reading.js';
import { closeOcr } from './modules/receipts/receipt-ocr.js';
import { receiptDeps } from './modules/receipts/receipts.routes.js';
import { startMailReading } from './modules/imports/mail-inbox.js';
import { sealPlainFlightKeys } from './modules/account/flight-service.service.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Two processes on one embedded database would corrupt it; PostgreSQL needs no help.
  const lock = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: path.join(env.DATA_DIR, 'db'),
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; reconnecting'),
  });
  const files = env.S3_BUCKET
    ? s3Store({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        prefix: env.S3_PREFIX,
      })
    : localStore(path.join(env.DATA_DIR, 'files'));
  const store = recordedStore(database.db, files);
  const secret = env.AUTH_SECRET ?? (await embeddedAuthSecret(env.DATA_DIR));
  const sealed = await sealPlainFlightKeys(database.db, secret);
  if (sealed > 0) logger.info({ sealed }, 'flight-status keys kept in plain text are now sealed');
  const importDomain = env.IMPORT_MAIL_DOMAIN ?? (env.APP_URL ? new URL(env.APP_URL).hostname : 'localhost');
  const services = servicesOf(env);
  const queue = await startJobQueue({ database, logger, stopTimeoutMs: env.SHUTDOWN_TIMEOUT_S * 1000, sole: Boolean(lock) });
  const deps: AppDeps = {
    database,
    queue,
    maxBackupBytes: env.BACKUP_MAX_MB * 1024 * 1024,
    logger,
    clientDir: env.CLIENT_DIR,
    appUrl: appOrigin(env),
    trustProxy: env.TRUST_PROXY,
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    store,
    exchangeRates: { baseUrl: env.EXCHANGE_RATES_URL, timeoutMs: env.EXCHANGE_RATES_TIMEOUT_MS },
    services,
    importMailDomain: env.IMPORT_SMTP_PORT === undefined ? undefined : importDomain,
    auth: {
      secret,
      secureCookies: env.APP_URL?.startsWith('https://') ?? false,
    },
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox'),
      logger,
    }),
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `listening on http://localhost:${info.port}`);
  });

  scheduleMaintenance({ database, store, logger });
  await startMailReading({ db: database.db, store, logger, queue, services, receipts: receiptDeps(deps) });
  await startBackupWork({ db: database.db, store, logger, queue });
  await startReceiptReading({ ...receiptDeps(deps), logger, queue });
  const inbound =
    env.IMPORT_SMTP_PORT === undefined
      ? undefined
      : await startInboundSmtp({
          db: database.db,
          store,
          logger,
          queue,
          host: env.IMPORT_SMTP_HOST ?? env.HOST,
          port: env.IMPORT_SMTP_PORT,
          domain: importDomain,
          maxBytes: env.IMPORT_MAX_MB * 1024 * 1024,
        });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_S * 1000);
    force.unref();
    server.close(() => {
      Promise.resolve(inbound?.close())
        .then(() => queue.stop())
        .then(() => closeReaders())
        .then(() => closeOcr())
        .then(() => database.close())
        .then(() => lock?.release())
        .then(
          () => {
            logger.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'stopping the job queue, closing the database or releasing DATA_DIR failed');
            process.exit(1);
          },
        );
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
