import { encode, getToken, type JWT } from '@auth/core/jwt';
import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { defaultSettings, type UserSettings } from '../../shared/account.js';
import { messages } from '../../shared/messages.js';
import type { Db } from '../db/client.js';
import type { users } from '../db/schema/users.js';
import { AppError } from '../errors.js';
import type { AppEnv } from '../http/context.js';
import { findUserById } from '../modules/account/account.service.js';

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
}

export const sessionCookieName = (secure: boolean) =>
  secure ? '__Secure-authjs.session-token' : 'authjs.session-token';

/** The claims a session token carries; `ver` must equal the user's session version to be valid. */
export function sessionClaims(user: typeof users.$inferSelect): JWT {
  return {
    sub: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ver: user.sessionVersion,
  };
}

/** The user a session token belongs to, or undefined when the token is gone, stale or revoked. */
export async function userForToken(db: Db, token: JWT | null): Promise<typeof users.$inferSelect | undefined> {
  if (!token?.sub) return undefined;
  const user = await findUserById(db, token.sub);
  return user && user.sessionVersion === token.ver ? user : undefined;
}

/** Middleware for API routes that need a signed-in user: 401 without a valid session. */
export function requireUser(db: Db, auth: AuthSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = await getToken({ req: c.req.raw, secret: auth.secret, secureCookie: auth.secureCookies });
    const user = await userForToken(db, token);
    if (!user) throw new AppError('UNAUTHORIZED', messages.sessionRequired);
    c.set('user', {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      settings: { ...defaultSettings, ...user.settings },
    });
    await next();
  };
}

/** Replaces this browser's session cookie, e.g. after a password change ended all older sessions. */
export async function issueSessionCookie(c: Context, auth: AuthSettings, user: typeof users.$inferSelect) {
  const name = sessionCookieName(auth.secureCookies);
  const value = await encode({ token: sessionClaims(user), secret: auth.secret, salt: name, maxAge: SESSION_MAX_AGE_S });
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: auth.secureCookies,
    maxAge: SESSION_MAX_AGE_S,
  });
}
