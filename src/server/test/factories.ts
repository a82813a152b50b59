import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { addStartingReceiptTypes } from '../modules/receipts/receipt-types.service.js';
import { hashPassword } from '../security/passwords.js';
import { testApp } from './harness.js';

export const TEST_PASSWORD = 'Secret123';

/** An address no other test uses. */
export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** A confirmed user who can sign in with `password`. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
      settings: { timeZone: 'America/Chicago', currency: 'USD', firstDayOfWeek: 1 },
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await addStartingReceiptTypes(db, user.id);
  return { user, password };
}

/** Cookies as a browser keeps them across requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

type App = Hono<never> | { request: Hono['request'] };

/** A browser-like client of `app`: keeps cookies, speaks JSON and Auth.js's form posts. */
export function browser(app: App, ip = `198.51.100.${String(Math.floor(Math.random() * 250) + 1)}`) {
  const jar = new CookieJar();
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.header) headers.set('Cookie', jar.header);
    headers.set('X-Forwarded-For', ip);
    // What a browser sends with every request that is not a GET; the CSRF guard checks it.
    if (init.method && init.method !== 'GET') headers.set('Origin', 'http://localhost');
    return jar.take(await app.request(path, { ...init, headers }));
  };
  const csrfToken = async () => ((await (await request('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const form = (path: string, fields: Record<string, string>) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    jar,
    request,
    csrfToken,
    form,
    json: (path: string, method: string, body: unknown) =>
      request(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    /** Signs in with a password; returns the `url` Auth.js answers (with `error` on failure). */
    async signIn(email: string, password: string, callbackUrl = '/protected/profile') {
      const res = await form('/api/auth/callback/credentials', {
        csrfToken: await csrfToken(),
        email,
        password,
        callbackUrl,
        json: 'true',
      });
      return new URL(((await res.json()) as { url: string }).url, 'http://localhost');
    },
    async session() {
      return (await (await request('/api/auth/session')).json()) as Record<string, unknown> | null;
    },
  };
}

/** This file's app, a new confirmed user, and a browser signed in as that user. */
export async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const ctx = await testApp();
  const { user } = await createUser(ctx.database.db, overrides);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { ...ctx, user, b };
}
