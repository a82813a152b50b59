// Reads that tolerate a little lag (lists, charts, the dashboard) go to the streaming replica when
// there is one (DATABASE_REPLICA_URL). Everything else stays on the primary: writes, sessions, a
// record's page, and every read of a browser that wrote in the last PIN_SECONDS, so that what a
// user has just saved is in the list they return to, whichever instance answers (the mark is a
// cookie, not memory). See docs/decisions/042-read-replica.md.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database, Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

const PIN_COOKIE = 'twt_primary';
/** Far longer than a healthy replica's lag (milliseconds), short enough to spread reads again soon. */
const PIN_SECONDS = 10;
/** A failing replica is logged at most this often, not on every read it fails. */
const WARN_EVERY_MS = 60_000;
let warnedAt = 0;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks a browser whose change succeeded, so its reads stay on the primary for PIN_SECONDS. */
export function pinReadsAfterWrites(database: Pick<Database, 'replica'>, secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (database.replica && !READS.has(c.req.method) && c.res.status < 400) {
      setCookie(c, PIN_COOKIE, '1', { path: '/api', httpOnly: true, sameSite: 'Lax', secure, maxAge: PIN_SECONDS });
    }
  };
}

/**
 * Runs `read` on the replica, or on the primary when there is none, the browser has just written,
 * or the replica fails (down, too slow to connect, a query cancelled by recovery): a read is safe to
 * run again, and the primary's answer or error is then the one given. The replica's failure is
 * logged as a warning, once a minute at most.
 */
export async function reading<T>(
  c: Context,
  { database, logger }: { database: Pick<Database, 'db' | 'replica'>; logger: Logger },
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const { replica } = database;
  if (!replica || getCookie(c, PIN_COOKIE) !== undefined) return read(database.db);
  try {
    return await read(replica);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (Date.now() - warnedAt >= WARN_EVERY_MS) {
      warnedAt = Date.now();
      logger.warn({ err: error }, 'the read replica failed a read; reading from the primary');
    }
    return read(database.db);
  }
}
