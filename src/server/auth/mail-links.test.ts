// Account takeover through the Host header: every link the app mails points at the configured
// origin, whatever Host or X-Forwarded-Host a stranger sends, and a request for a host the app
// does not serve is refused before anything is mailed.
import { describe, expect, it } from 'vitest';
import { browser, createUser, TEST_PASSWORD, uniqueEmail } from '../test/factories.js';
import { testApp } from '../test/harness.js';
import { linkIn } from '../test/mailbox.js';

const EVIL = 'http://evil.example';
const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
const signup = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'Analytic1', confirmPassword: 'Analytic1' });

describe('links in mail come only from the configured origin', () => {
  it('refuses a request naming another Host and mails the victim nothing', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const res = await app.request(`${EVIL}/api/v1/account/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', issues: [{ path: 'Host' }] } });
    const signIn = await app.request(`${EVIL}/api/auth/signin/email`, { method: 'POST', headers: { Origin: EVIL } });
    expect(signIn.status).toBe(400);
    // The health check answers any host: load balancers probe instances by address.
    expect((await app.request(`${EVIL}/api/health`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.to(user.email)).toHaveLength(0);
  });

  it('builds reset, confirmation and email-change links from APP_URL, not from X-Forwarded-Host', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const post = (path: string, body: unknown) =>
      b.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...forged }, body: JSON.stringify(body) });

    expect((await post('/api/v1/account/forgot-password', { email: user.email })).status).toBe(202);
    expect(linkIn(await mailbox.waitFor(user.email), '/reset-password').origin).toBe('http://app.test');

    const newcomer = uniqueEmail('newcomer');
    expect((await post('/api/v1/account/signup', signup(newcomer))).status).toBe(201);
    expect(linkIn(await mailbox.waitFor(newcomer), '/confirm-email').origin).toBe('http://app.test');

    await b.signIn(user.email, TEST_PASSWORD);
    const moved = uniqueEmail('moved');
    expect((await post('/api/v1/account/change-email', { email: moved, currentPassword: TEST_PASSWORD })).status).toBe(202);
    expect(linkIn(await mailbox.waitFor(moved), '/confirm-email-change').origin).toBe('http://app.test');
  });

  it("gives Auth.js the configured origin: the mailed sign-in link and its redirects stay on the app's host", async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const res = await b.request('/api/auth/signin/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...forged },
      body: new URLSearchParams({ csrfToken: await b.csrfToken(), email: user.email, callbackUrl: '/protected/profile', json: 'true' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(new URL(((await res.json()) as { url: string }).url).origin).toBe('http://app.test');
    const link = linkIn(await mailbox.waitFor(user.email), '/api/auth/callback/email');
    expect(link.origin).toBe('http://app.test');
    expect(new URL(link.searchParams.get('callbackUrl') ?? '').origin).toBe('http://app.test');
  });
});
