import { randomUUID } from 'node:crypto';
import { encode, getToken, type JWT } from '@auth/core/jwt';
import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { defaultSettings, type UserSettings } from '../../shared/account.js';
import { messages } from '../../shared/messages.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { AppEnv } from '../http/context.js';
import { sessionChecks, sessionIdOf, type SessionRow } from './session-checks.js';

/** Thirty days, renewed while the user keeps coming back (Auth.js's default). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AuthSettings {
  secret: string;
  /** Cookies get the Secure flag and `__Secure-` prefix when the app is served over HTTPS. */
  secureCookies: boolean;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Home zone, currency and first day of week, defaults filled in. */
  settings: UserSettings;
  /** The sign-in the request's cookie belongs to (session-checks.ts, `sessionIdOf`). */
  sessionId: string;
}

export const sessionCookieName = (secure: boolean) =>
  secure ? '__Secure-authjs.session-token' : 'authjs.session-token';

/** The claims a session token carries; `ver` must equal the user's session version to be valid. */
export function sessionClaims(user: SessionRow): JWT {
  return {
    sub: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ver: user.sessionVersion,
  };
}

/** Claims for a new session: its own `sid`, which every renewal keeps and a sign-out ends. */
export function newSessionClaims(user: SessionRow): JWT {
  return { ...sessionClaims(user), sid: randomUUID() };
}

/** Claims for a renewed token of the same session, with the user's current names. */
export function renewedSessionClaims(token: JWT, user: SessionRow): JWT {
  return { ...token, ...sessionClaims(user), sid: sessionIdOf(token) };
}

/** The user a session token belongs to, or undefined when the token is gone, stale, signed out or revoked. */
export async function userForToken(db: Db, token: JWT | null): Promise<SessionRow | undefined> {
  return token ? sessionChecks(db).user(token) : undefined;
}

/** The user whose valid session a request carries, with the session's id, or undefined (no cookie, stale, signed out, revoked). */
export function sessionUserOf(db: Db, auth: AuthSettings): (req: Request) => Promise<{ user: SessionRow; sessionId: string } | undefined> {
  const checks = sessionChecks(db);
  const salt = sessionCookieName(auth.secureCookies);
  return async (req) => {
    const token: string | null = await getToken({ req, secret: auth.secret, secureCookie: auth.secureCookies, raw: true });
    const claims = token ? await checks.decode(token, auth.secret, salt) : null;
    const user = claims ? await checks.user(claims) : undefined;
    const sessionId = claims && sessionIdOf(claims);
    return user && sessionId ? { user, sessionId } : undefined;
  };
}

/**
 * The session check: 401 without a valid session. `createRouter` puts it before every route that
 * declares `signedIn` (http/context.ts); no route attaches it itself. Decrypted
 * tokens and session lookups are remembered briefly (see session-checks.ts), so most requests
 * cost neither a decryption nor a query.
 */
export function requireUser(db: Db, auth: AuthSettings): MiddlewareHandler<AppEnv> {
  const userOf = sessionUserOf(db, auth);
  return async (c, next) => {
    const session = await userOf(c.req.raw);
    if (!session) throw new AppError('UNAUTHORIZED', messages.sessionRequired);
    const { user, sessionId } = session;
    c.set('user', {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      settings: { ...defaultSettings, ...user.settings },
      sessionId,
    });
    await next();
  };
}

/** Gives this browser a new session, e.g. after a password change ended all older ones. */
export async function issueSessionCookie(c: Context, auth: AuthSettings, user: SessionRow) {
  const name = sessionCookieName(auth.secureCookies);
  const value = await encode({ token: newSessionClaims(user), secret: auth.secret, salt: name, maxAge: SESSION_MAX_AGE_S });
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: auth.secureCookies,
    maxAge: SESSION_MAX_AGE_S,
  });
}
