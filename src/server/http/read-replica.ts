// Reads that tolerate a little lag (lists, charts, the dashboard) go to the streaming replica when
// there is one (DATABASE_REPLICA_URL) and it is no more than MAX_LAG_MS behind the primary.
// Everything else stays on the primary: writes, sessions, a record's page, and every read of a
// browser that wrote in the last PIN_SECONDS, so that what a user has just saved is in the list
// they return to, whichever instance answers (the mark is a cookie, not memory). See
// docs/decisions/042-read-replica.md.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

const PIN_COOKIE = 'twt_primary';
/** Far longer than a healthy replica's lag (milliseconds), short enough to spread reads again soon. */
const PIN_SECONDS = 10;
/** How far behind the primary the replica may be before reads leave it. */
export const MAX_LAG_MS = 5_000;
/** How often the replica's lag is checked. */
const CHECK_EVERY_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Replicated = Pick<Database, 'db' | 'replica'>;

/** Marks a browser whose change succeeded, so its reads stay on the primary for PIN_SECONDS. */
export function pinReadsAfterWrites(database: Pick<Database, 'replica'>, secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (database.replica && !READS.has(c.req.method) && c.res.status < 400) {
      setCookie(c, PIN_COOKIE, '1', { path: '/api', httpOnly: true, sameSite: 'Lax', secure, maxAge: PIN_SECONDS });
    }
  };
}

/** A WAL position (`16/B374D848`) as a number, to compare. */
const positionOf = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

const walPosition = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ lsn: string | null }>(db, query))[0]?.lsn ?? null;

/**
 * Whether the replica may serve reads: it answers, and it has replayed everything the primary had
 * written MAX_LAG_MS ago. Every second the primary's WAL position is noted and the replica asked
 * how far it has replayed; until there is a note MAX_LAG_MS old, after the guard starts, the
 * replica serves nothing. A change of state is logged once: the replica left (a warning, with why)
 * or back. The checks run on a timer that does not keep the process alive.
 */
function replicaGuard(database: Replicated, replica: Db, logger: Logger) {
  let usable = false;
  const notes: { at: number; position: bigint }[] = [];

  const set = (now: boolean, why?: unknown) => {
    if (now === usable) return;
    usable = now;
    if (now) logger.info('the read replica is caught up; reading lists from it');
    else logger.warn({ err: why }, 'the read replica is behind or failing; reading from the primary');
  };

  async function check() {
    const at = Date.now();
    const primaryAt = await walPosition(database.db, sql`select pg_current_wal_lsn()::text as lsn`).catch(() => null);
    // The primary's trouble is not the replica's: without its position the state stays as it was.
    if (primaryAt === null) return;
    notes.push({ at, position: positionOf(primaryAt) });
    // The first note is kept the newest of those MAX_LAG_MS old.
    while ((notes[1]?.at ?? at) <= at - MAX_LAG_MS) notes.shift();
    let replayed: string | null;
    try {
      replayed = await walPosition(replica, sql`select pg_last_wal_replay_lsn()::text as lsn`);
    } catch (error) {
      set(false, error);
      return;
    }
    const due = notes[0];
    if (replayed === null) set(false, new Error('DATABASE_REPLICA_URL is not a standby: it replays no WAL'));
    else if (!due || due.at > at - MAX_LAG_MS) return;
    else if (positionOf(replayed) < due.position) set(false, new Error(`more than ${String(MAX_LAG_MS / 1000)} s behind the primary`));
    else set(true);
  }

  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    void check().finally(() => (running = false));
  }, CHECK_EVERY_MS).unref();
  return {
    usable: () => usable,
    failed: (error: unknown) => set(false, error),
  };
}

const guards = new WeakMap<Replicated, ReturnType<typeof replicaGuard>>();

/**
 * Runs `read` on the replica, or on the primary when there is none, the browser has just written,
 * or the replica is behind or fails (down, too slow to connect, a query cancelled by recovery): a
 * read is safe to run again, and the primary's answer or error is then the one given.
 */
export async function reading<T>(c: Context, { database, logger }: { database: Replicated; logger: Logger }, read: (db: Db) => Promise<T>): Promise<T> {
  const { replica } = database;
  if (!replica || getCookie(c, PIN_COOKIE) !== undefined) return read(database.db);
  let guard = guards.get(database);
  if (!guard) guards.set(database, (guard = replicaGuard(database, replica, logger)));
  if (!guard.usable()) return read(database.db);
  try {
    return await read(replica);
  } catch (error) {
    if (error instanceof AppError) throw error;
    guard.failed(error);
    return read(database.db);
  }
}
