import { createHmac } from 'node:crypto';
import { decode, type JWT } from '@auth/core/jwt';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { endedSessions } from '../db/schema/auth.js';
import { users } from '../db/schema/users.js';

/**
 * How long an instance trusts what it last read about a session (user row, signed out or not).
 * Other instances see a revocation or profile change within this plus one query; the instance
 * that makes the change forgets at once. See docs/decisions/014-session-checks.md.
 */
export const SESSION_STATE_TTL_MS = 2_000;
/** Entries kept per instance: about one per active browser; the least recently used go first. */
const MAX_ENTRIES = 5_000;
/** Sign-outs also remove ended sessions whose tokens have all expired, at most this often per instance. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/** What a session check reads from the user row: the request's user and the version to compare. */
export type SessionRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'settings' | 'sessionVersion' | 'passwordChangedBySession' | 'passwordChangeGraceUntil'
>;

/**
 * Whether `claims` carry the user's session version, or are of the session that changed the
 * password, with the version before, within the few seconds after (its requests sent before the
 * new cookie came). Any other older token, another browser's among them, no longer passes.
 */
function currentVersion(row: SessionRow, claims: JWT, sessionId: string): boolean {
  if (row.sessionVersion === claims.ver) return true;
  const graceUntil = row.passwordChangeGraceUntil?.getTime() ?? 0;
  return claims.ver === row.sessionVersion - 1 && sessionId === row.passwordChangedBySession && Date.now() < graceUntil;
}

interface SessionState {
  userId: string;
  /** Undefined when the user no longer exists. */
  row: SessionRow | undefined;
  ended: boolean;
  readAt: number;
}

/** A Map used as a least-recently-used cache: a hit moves the entry to the back, overflow drops the front. */
class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }
}

/**
 * The session a token belongs to: the `sid` we set at sign-in and carry through every renewal, or
 * for tokens signed before there was one, the token's own `jti`. Revoking it ends every cookie
 * Auth.js renewed from that sign-in, not just the last one.
 */
export function sessionIdOf(claims: JWT): string | undefined {
  if (typeof claims.sid === 'string') return claims.sid;
  return typeof claims.jti === 'string' ? claims.jti : undefined;
}

const expired = (claims: JWT) => typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now();

/**
 * One instance's memory of session tokens and of the sessions they belong to, shared by every
 * route of the app built on the same database handle (one per process).
 */
export class SessionChecks {
  /** Decrypted claims by a keyed hash of the token (raw tokens are not kept); valid until `exp`. */
  private readonly tokens = new Lru<string, JWT>(MAX_ENTRIES);
  /** What the database said about each session id, trusted for SESSION_STATE_TTL_MS. */
  private readonly states = new Lru<string, SessionState>(MAX_ENTRIES);
  /** Raised by every forget: a read that started before it must not be remembered after it. */
  private generation = 0;
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /**
   * The claims of a session token, or null when it does not decrypt with `secret` or has expired.
   * Decryption (HKDF key derivation and AES in the thread pool) happens once per token string;
   * `exp` is checked on every use. @auth/core's `decode` takes no precomputed key, hence a cache
   * of results rather than of keys.
   */
  async decode(token: string, secret: string, salt: string): Promise<JWT | null> {
    const key = createHmac('sha256', secret).update(salt).update('\0').update(token).digest('base64url');
    const cached = this.tokens.get(key);
    if (cached) {
      if (!expired(cached)) return cached;
      this.tokens.delete(key);
      return null;
    }
    const claims = await decode({ token, secret, salt }).catch(() => null);
    if (!claims || expired(claims)) return null;
    this.tokens.set(key, claims);
    return claims;
  }

  /** The user whose live session `claims` belong to; undefined when signed out, stale (password changed) or gone. */
  async user(claims: JWT): Promise<SessionRow | undefined> {
    const userId = claims.sub;
    const sessionId = sessionIdOf(claims);
    if (!userId || !sessionId) return undefined;
    let state = this.states.get(sessionId);
    if (!state || state.userId !== userId || Date.now() - state.readAt >= SESSION_STATE_TTL_MS) {
      state = await this.read(userId, sessionId);
    }
    const { row, ended } = state;
    return row && !ended && currentVersion(row, claims, sessionId) ? row : undefined;
  }

  /** Forgets what this instance knows of a user's sessions, after a change to the row (password, profile, email). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [sessionId, state] of this.states.entries()) {
      if (state.userId === userId) this.states.delete(sessionId);
    }
  }

  /**
   * Ends the session `claims` belong to, for every instance: recorded until the last token it can
   * have issued has expired (a renewal restarts the full lifetime, so counted from now).
   */
  async end(claims: JWT, maxAgeS: number): Promise<void> {
    const sessionId = sessionIdOf(claims);
    if (!claims.sub || !sessionId) return;
    await this.db
      .insert(endedSessions)
      .select(
        this.db
          .select({
            sessionId: sql<string>`${sessionId}`.as('session_id'),
            userId: users.id,
            expiresAt: sql<Date>`now() + make_interval(secs => ${maxAgeS + 60})`.as('expires_at'),
          })
          .from(users)
          .where(eq(users.id, claims.sub)),
      )
      .onConflictDoNothing();
    this.generation++;
    this.states.delete(sessionId);
    if (Date.now() - this.lastPurge >= PURGE_INTERVAL_MS) {
      this.lastPurge = Date.now();
      await this.db.delete(endedSessions).where(lt(endedSessions.expiresAt, sql`now()`));
    }
  }

  /** One query for the user row and whether the session was signed out; remembered unless a forget came in between. */
  private async read(userId: string, sessionId: string): Promise<SessionState> {
    const generation = this.generation;
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        settings: users.settings,
        sessionVersion: users.sessionVersion,
        passwordChangedBySession: users.passwordChangedBySession,
        passwordChangeGraceUntil: users.passwordChangeGraceUntil,
        ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.sessionId} = ${sessionId})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    let state: SessionState = { userId, row: undefined, ended: false, readAt: Date.now() };
    if (row) {
      const { ended, ...user } = row;
      state = { ...state, row: user, ended };
    }
    if (generation === this.generation) this.states.set(sessionId, state);
    return state;
  }
}

const byDatabase = new WeakMap<Db, SessionChecks>();

/** This instance's session checks over `db` (routes, Auth.js callbacks and account changes share them). */
export function sessionChecks(db: Db): SessionChecks {
  let checks = byDatabase.get(db);
  if (!checks) {
    checks = new SessionChecks(db);
    byDatabase.set(db, checks);
  }
  return checks;
}

/** Tells this instance that a user's row changed, so its next request reads it again. */
export function forgetSessionUser(db: Db, userId: string): void {
  byDatabase.get(db)?.forgetUser(userId);
}
