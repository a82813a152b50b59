import { encode } from '@auth/core/jwt';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { endedSessions } from '../db/schema/auth.js';
import type { AppEnv } from '../http/context.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { TEST_AUTH_SECRET, testApp, testDatabase, testDatabaseUrl } from '../test/harness.js';
import { SESSION_MAX_AGE_S, requireUser, sessionClaims, sessionCookieName } from './session.js';
import { SessionChecks } from './session-checks.js';

const auth = { secret: TEST_AUTH_SECRET, secureCookies: false };
const COOKIE = sessionCookieName(false);
/** What the decision record promises: another instance refuses a revoked session within this. */
const CROSS_INSTANCE_DEADLINE_MS = 5_000;

/** The session token a browser holds (the jar's cookie header). */
const tokenIn = (cookieHeader: string) => {
  const match = new RegExp(`(?:^|; )${COOKIE.replaceAll('.', '\\.')}=([^;]+)`).exec(cookieHeader);
  if (!match?.[1]) throw new Error('no session cookie');
  return match[1];
};

/** A request to `app` carrying only this session token, as a replayed cookie would. */
const replay = (app: { request: Hono['request'] }, token: string, path = '/api/v1/account/profile') =>
  app.request(path, { headers: { Cookie: `${COOKIE}=${token}` } });

/** `c.get('user')` as a route behind `requireUser` on this database handle sees it. */
const userProbe = (db: Db) =>
  new Hono<AppEnv>().use(requireUser(db, auth)).get('/me', (c) => c.json(c.get('user')));

/** Polls until `check` holds; returns how long that took, or throws after `deadlineMs`. */
async function within(deadlineMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > deadlineMs) throw new Error(`still not true after ${String(deadlineMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A second app instance on the same database with its own handle, so its own session memory: on
 * PostgreSQL a second connection pool, as another process would have; PGlite is one in-process
 * engine, so there the second handle shares the engine (the caches are still separate).
 */
async function secondInstance(): Promise<{ database: Database; app: Awaited<ReturnType<typeof testApp>>['app'] }> {
  const first = await testDatabase();
  const databaseUrl = testDatabaseUrl();
  let database: Database;
  if (databaseUrl) {
    database = await openDatabase({ databaseUrl, timeZone: 'Asia/Kolkata' });
  } else {
    if (!('client' in first)) throw new Error('expected the PGlite test database');
    const db = drizzle({ client: first.client as never }) as unknown as Db;
    database = { ...first, db, close: () => Promise.resolve() };
  }
  const { app } = await testApp({ database });
  return { database, app };
}

describe('session tokens', () => {
  it('refuses a token changed in any one character, even while the genuine one is cached', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const token = tokenIn(b.jar.header);
    expect((await replay(app, token)).status).toBe(200);

    // A compact JWE: header, (empty) key, iv, ciphertext, tag. One character in the middle of each
    // part; the last character of a part can carry only padding bits, so it is left alone.
    const parts = token.split('.');
    expect(parts).toHaveLength(5);
    let offset = 0;
    for (const part of parts) {
      if (part.length > 2) {
        const at = offset + Math.floor(part.length / 2);
        const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
        expect((await replay(app, tampered)).status, `character ${String(at)}`).toBe(401);
      }
      offset += part.length + 1;
    }
    expect((await replay(app, token)).status).toBe(200);
  });

  it('refuses a token once it has expired, although it was cached while valid', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    // Auth.js would still decrypt it for 15 s after expiry (clock tolerance); we must not.
    const token = await encode({
      token: { ...sessionClaims(user), sid: crypto.randomUUID() },
      secret: TEST_AUTH_SECRET,
      salt: COOKIE,
      maxAge: 3,
    });
    expect((await replay(app, token)).status).toBe(200);
    const exp = Math.floor(Date.now() / 1000) + 3;
    await within(6_000, async () => (await replay(app, token)).status === 401);
    expect(Date.now()).toBeLessThan(exp * 1000 + 1_000);
    expect((await replay(app, token)).status).toBe(401);
  });

  it('after sign-out refuses that session\'s cookies if replayed, including ones renewed before it, but not other sessions', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const other = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    await other.signIn(user.email, TEST_PASSWORD);
    const first = tokenIn(b.jar.header);
    // Every session read renews the cookie with a new token (new `jti`) for the same session.
    expect(await b.session()).toMatchObject({ user: { id: user.id } });
    const renewed = tokenIn(b.jar.header);
    expect(renewed).not.toBe(first);
    expect((await replay(app, first)).status).toBe(200);
    expect((await replay(app, renewed)).status).toBe(200);

    const out = await b.form('/api/auth/signout', { csrfToken: await b.csrfToken(), callbackUrl: '/', json: 'true' });
    expect(out.status).toBe(200);

    for (const token of [first, renewed]) {
      expect((await replay(app, token)).status).toBe(401);
      expect(await (await replay(app, token, '/api/auth/session')).json()).toBeNull();
    }
    expect((await other.request('/api/v1/account/profile')).status).toBe(200);
  });

  it('remembers an ended session until its last token has expired, then a sign-out purges it', async () => {
    const { database } = await testApp();
    const { user } = await createUser(database.db);
    await database.db.insert(endedSessions).values({
      sessionId: 'long-gone',
      userId: user.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const checks = new SessionChecks(database.db);
    const sid = crypto.randomUUID();
    await checks.end({ sub: user.id, sid }, SESSION_MAX_AGE_S);
    const rows = await database.db.select().from(endedSessions).where(eq(endedSessions.userId, user.id));
    expect(rows.map((r) => r.sessionId)).toEqual([sid]);
    const [{ days } = { days: '0' }] = await database.db
      .select({ days: sql<string>`extract(epoch from ${endedSessions.expiresAt} - now()) / 86400` })
      .from(endedSessions)
      .where(eq(endedSessions.sessionId, sid));
    expect(Number(days)).toBeGreaterThan(30);
  });
});

describe('two app instances on one database (PostgreSQL: two pools; PGlite: two handles on its one in-process engine)', () => {
  it('sign-out on A: A refuses the old cookie at once, B within 5 s', async () => {
    const { app: a, database } = await testApp();
    const { app: b, database: second } = await secondInstance();
    try {
      const { user } = await createUser(database.db);
      const onA = browser(a);
      await onA.signIn(user.email, TEST_PASSWORD);
      const token = tokenIn(onA.jar.header);
      // Both instances have checked the session recently, so both remember it as valid.
      expect((await replay(a, token)).status).toBe(200);
      expect((await replay(b, token)).status).toBe(200);

      await onA.form('/api/auth/signout', { csrfToken: await onA.csrfToken(), callbackUrl: '/', json: 'true' });
      expect((await replay(a, token)).status).toBe(401);
      const waited = await within(CROSS_INSTANCE_DEADLINE_MS, async () => (await replay(b, token)).status === 401);
      expect(waited).toBeLessThan(CROSS_INSTANCE_DEADLINE_MS);
      expect(await (await replay(b, token, '/api/auth/session')).json()).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('password change on A: A refuses the other sessions at once, B within 5 s; the new cookie works on both', async () => {
    const { app: a, database } = await testApp();
    const { app: b, database: second } = await secondInstance();
    try {
      const { user } = await createUser(database.db);
      const here = browser(a);
      const elsewhere = browser(a);
      await here.signIn(user.email, TEST_PASSWORD);
      await elsewhere.signIn(user.email, TEST_PASSWORD);
      const old = tokenIn(elsewhere.jar.header);
      expect((await replay(a, old)).status).toBe(200);
      expect((await replay(b, old)).status).toBe(200);

      const changed = await here.json('/api/v1/account/change-password', 'POST', {
        currentPassword: TEST_PASSWORD,
        password: 'Changed12',
        confirmPassword: 'Changed12',
      });
      expect(changed.status).toBe(200);
      expect((await replay(a, old)).status).toBe(401);
      const waited = await within(CROSS_INSTANCE_DEADLINE_MS, async () => (await replay(b, old)).status === 401);
      expect(waited).toBeLessThan(CROSS_INSTANCE_DEADLINE_MS);

      const fresh = tokenIn(here.jar.header);
      expect((await replay(a, fresh)).status).toBe(200);
      expect((await replay(b, fresh)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('profile change on A: the request user on A has it at once, on B within 5 s', async () => {
    const { app: a, database } = await testApp();
    const { database: second } = await secondInstance();
    try {
      const { user } = await createUser(database.db);
      const onA = browser(a);
      await onA.signIn(user.email, TEST_PASSWORD);
      const token = tokenIn(onA.jar.header);
      const probeA = userProbe(database.db);
      const probeB = userProbe(second.db);
      const seen = async (probe: ReturnType<typeof userProbe>) =>
        (await (await replay(probe, token, '/me')).json()) as { firstName: string; settings: { currency: string } };
      expect(await seen(probeA)).toMatchObject({ firstName: 'Ada', settings: { currency: 'USD' } });
      expect(await seen(probeB)).toMatchObject({ firstName: 'Ada', settings: { currency: 'USD' } });

      const res = await onA.json('/api/v1/account/profile', 'PATCH', { firstName: 'Augusta', settings: { currency: 'EUR' } });
      expect(res.status).toBe(200);
      expect(await seen(probeA)).toMatchObject({ firstName: 'Augusta', settings: { currency: 'EUR' } });
      const waited = await within(CROSS_INSTANCE_DEADLINE_MS, async () => (await seen(probeB)).firstName === 'Augusta');
      expect(waited).toBeLessThan(CROSS_INSTANCE_DEADLINE_MS);
      expect(await seen(probeB)).toMatchObject({ settings: { currency: 'EUR' } });
    } finally {
      await second.close();
    }
  });
});
