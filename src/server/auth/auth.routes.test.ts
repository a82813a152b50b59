import { describe, expect, it } from 'vitest';
import { browser, createUser, TEST_PASSWORD, uniqueEmail } from '../test/factories.js';
import { linkIn } from '../test/mailbox.js';
import { testApp } from '../test/harness.js';

describe('Auth.js calls under /api/auth', () => {
  it('GET csrf answers a token and GET providers lists credentials and email', async () => {
    const { app } = await testApp();
    const csrf = (await (await app.request('/api/auth/csrf')).json()) as { csrfToken: string };
    expect(csrf.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const providers = (await (await app.request('/api/auth/providers')).json()) as Record<string, { type: string }>;
    expect(Object.keys(providers).sort()).toEqual(['credentials', 'email']);
    expect(providers.email?.type).toBe('email');
  });

  it('GET session is empty without a session and carries the user after signing in', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db, { firstName: 'Grace', lastName: 'Hopper' });
    const b = browser(app);
    expect(await b.session()).toBeNull();
    const url = await b.signIn(user.email, TEST_PASSWORD);
    expect(url.searchParams.get('error')).toBeNull();
    expect(url.pathname).toBe('/protected/profile');
    const session = await b.session();
    expect(session).toMatchObject({
      user: { id: user.id, email: user.email, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(new Date(String(session?.expires)).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('a wrong password answers url with error=CredentialsSignin and no session', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const url = await b.signIn(user.email, 'Wrong123');
    expect(url.searchParams.get('error')).toBe('CredentialsSignin');
    expect(await b.session()).toBeNull();
  });

  it('an unknown email gets the same answer as a wrong password', async () => {
    const { app } = await testApp();
    const url = await browser(app).signIn(uniqueEmail(), TEST_PASSWORD);
    expect(url.searchParams.get('error')).toBe('CredentialsSignin');
    expect(url.searchParams.get('code')).toBe('credentials');
  });

  it('a sign-in without the CSRF token is refused', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const res = await b.form('/api/auth/callback/credentials', {
      csrfToken: 'forged',
      email: user.email,
      password: TEST_PASSWORD,
      json: 'true',
    });
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url).searchParams.get('error')).toBe('MissingCSRF');
    expect(await b.session()).toBeNull();
  });

  it('never sends the browser to another site after signing in', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const url = await browser(app).signIn(user.email, TEST_PASSWORD, 'https://evil.example/steal');
    expect(url.hostname).not.toBe('evil.example');
  });

  it('limits password attempts per email address', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const codes: (string | null)[] = [];
    for (let i = 0; i < 11; i++) {
      // A new client address each time: the per-email limit must hold on its own.
      const url = await browser(app).signIn(user.email, 'Wrong123');
      codes.push(url.searchParams.get('code'));
    }
    expect(codes.slice(0, 10).every((c) => c === 'credentials')).toBe(true);
    expect(codes[10]).toBe('rate_limited');
    // Even the right password waits out the window.
    const url = await browser(app).signIn(user.email, TEST_PASSWORD);
    expect(url.searchParams.get('code')).toBe('rate_limited');
  });

  it('signout without a CSRF token answers 400 with the spec message and keeps the session', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const res = await b.form('/api/auth/signout', { callbackUrl: '/', json: 'true' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'Could not fetch CSRF Token for signing out' } });
    expect(res.headers.get('clear-site-data')).toBeNull();
    expect(await b.session()).not.toBeNull();
  });

  it('signout with the CSRF token ends the session and asks the browser to delete what it keeps', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const res = await b.form('/api/auth/signout', { csrfToken: await b.csrfToken(), callbackUrl: '/', json: 'true' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe('http://app.test/');
    expect(res.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect(await b.session()).toBeNull();
  });
});

describe('email sign-in links', () => {
  it('mails a single-use link to an existing account that signs the browser in', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const res = await b.form('/api/auth/signin/email', {
      csrfToken: await b.csrfToken(),
      email: user.email,
      callbackUrl: '/protected/profile',
      json: 'true',
    });
    expect(res.status).toBe(200);
    const mail = await mailbox.waitFor(user.email);
    const link = linkIn(mail, '/api/auth/callback/email');
    const follow = await b.request(`${link.pathname}${link.search}`);
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('http://app.test/protected/profile');
    expect(await b.session()).toMatchObject({ user: { id: user.id } });
    // The same link a second time does not sign anyone in.
    const again = browser(app);
    const reuse = await again.request(`${link.pathname}${link.search}`);
    expect(reuse.headers.get('location')).toContain('error=Verification');
    expect(await again.session()).toBeNull();
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const answer = async (email: string) => {
      const b = browser(app);
      const res = await b.form('/api/auth/signin/email', { csrfToken: await b.csrfToken(), email, json: 'true' });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const stranger = uniqueEmail('stranger');
    expect(await answer(stranger)).toEqual(await answer(user.email));
    await mailbox.waitFor(user.email);
    expect(mailbox.to(stranger)).toHaveLength(0);
  });
});
