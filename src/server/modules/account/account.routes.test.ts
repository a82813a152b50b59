import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STATE_TTL_MS } from '../../auth/session-checks.js';
import { userTokens } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';
import { browser, createUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { linkIn } from '../../test/mailbox.js';
import { PASSWORD_CHANGE_GRACE_MS } from './account.service.js';
import { messages } from '../../../shared/messages.js';

const signup = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'Analytic1',
  confirmPassword: 'Analytic1',
  timeZone: 'Europe/London',
  ...overrides,
});

const issuesOf = async (res: Response) =>
  ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;

const countUsers = async (db: Awaited<ReturnType<typeof testApp>>['database']['db'], email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)).length;

describe('POST /api/v1/account/signup', () => {
  it('creates an unconfirmed account, mails a confirmation link, and the link lets the user sign in', async () => {
    const { app, mailbox } = await testApp();
    const email = uniqueEmail('new');
    const b = browser(app);
    const res = await b.json('/api/v1/account/signup', 'POST', signup(email));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Signup successful' });

    const before = await b.signIn(email, 'Analytic1');
    expect(before.searchParams.get('error')).toBe('CredentialsSignin');
    expect(before.searchParams.get('code')).toBe('email_not_confirmed');

    const link = linkIn(await mailbox.waitFor(email), '/confirm-email');
    expect(link.origin).toBe('http://app.test');
    const token = link.searchParams.get('token') ?? '';
    const confirm = await b.json('/api/v1/account/confirm-email', 'POST', { token });
    expect(confirm.status).toBe(200);

    const after = await b.signIn(email, 'Analytic1');
    expect(after.searchParams.get('error')).toBeNull();
    const profile = await b.request('/api/v1/account/profile');
    expect(await profile.json()).toMatchObject({
      email,
      firstName: 'Ada',
      settings: { timeZone: 'Europe/London', currency: 'USD', firstDayOfWeek: 0 },
    });

    const reused = await b.json('/api/v1/account/confirm-email', 'POST', { token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { message: 'This link is invalid or has expired.' } });
  });

  it('refuses bad input with the spec messages and creates nothing', async () => {
    const { app, database } = await testApp();
    const b = browser(app);
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: undefined }, 'firstName', 'This field is required'],
      [{ firstName: '   ' }, 'firstName', 'This field is required'],
      [{ lastName: 42 }, 'lastName', 'Must be text'],
      [{ email: 'not-an-email' }, 'email', 'Email not valid'],
      [{ password: 'Ab1cd', confirmPassword: 'Ab1cd' }, 'password', 'Password length 5 less then 7 characters'],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', 'Password is not strong or valid'],
      [{ confirmPassword: 'Analytic2' }, 'confirmPassword', 'Passwords do not match'],
      [{ firstName: 'x'.repeat(10_000) }, 'firstName', 'At most 100 characters'],
      [{ email: `${'x'.repeat(10_000)}@example.com` }, 'email', 'Email not valid'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Time zone not valid'],
    ];
    for (const [override, path, message] of cases) {
      const res = await b.json('/api/v1/account/signup', 'POST', signup(email, override));
      expect(res.status, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(await issuesOf(res)).toContainEqual({ path, message });
    }
    expect(await countUsers(database.db, email)).toBe(0);
  });

  it('answers a malformed or empty body with 400, not 500', async () => {
    const { app } = await testApp();
    for (const body of ['{', '', 'null']) {
      const res = await app.request('/api/v1/account/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
    }
  });

  it('answers a second sign-up for a registered address exactly like the first and mails the owner', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    const fresh = await b.json('/api/v1/account/signup', 'POST', signup(uniqueEmail()));
    const again = await b.json('/api/v1/account/signup', 'POST', signup(user.email.toUpperCase()));
    expect([again.status, await again.json()]).toEqual([fresh.status, await fresh.json()]);
    expect(await countUsers(database.db, user.email)).toBe(1);
    const mail = await mailbox.waitFor(user.email);
    expect(mail.subject).toMatch(/already have/);
    // The existing password still works: nothing about the account changed.
    expect((await b.signIn(user.email, TEST_PASSWORD)).searchParams.get('error')).toBeNull();
  });
});

describe('POST /api/v1/account/resend-confirmation', () => {
  it('sends a new link to an unconfirmed account and the same answer to anyone', async () => {
    const { app, mailbox } = await testApp();
    const b = browser(app);
    const email = uniqueEmail('pending');
    await b.json('/api/v1/account/signup', 'POST', signup(email));
    const first = linkIn(await mailbox.waitFor(email, 1), '/confirm-email').searchParams.get('token');
    const res = await b.json('/api/v1/account/resend-confirmation', 'POST', { email });
    const stranger = await b.json('/api/v1/account/resend-confirmation', 'POST', { email: uniqueEmail() });
    expect(res.status).toBe(202);
    expect([stranger.status, await stranger.json()]).toEqual([202, await res.json()]);
    const second = linkIn(await mailbox.waitFor(email, 2), '/confirm-email').searchParams.get('token');
    // A link sent again carries no sign-up: whoever asked for it cannot have chosen the password.
    const confirmed = await b.json('/api/v1/account/confirm-email', 'POST', { token: second });
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { message: messages.emailConfirmedNoPassword }]);
    expect((await b.signIn(email, 'Analytic1')).searchParams.get('error')).toBe('CredentialsSignin');
    // Confirmed once, every other sign-up's link is gone.
    expect((await b.json('/api/v1/account/confirm-email', 'POST', { token: first })).status).toBe(400);
  });

  it('uses the sign-in form wording for a bad address', async () => {
    const { app } = await testApp();
    const res = await browser(app).json('/api/v1/account/resend-confirmation', 'POST', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([{ path: 'email', message: 'E-mail must be valid' }]);
  });
});

describe('account pre-hijacking: the one who reads the mail owns the account', () => {
  const tokenOf = async (mailbox: Awaited<ReturnType<typeof testApp>>['mailbox'], email: string, n: number) =>
    linkIn(await mailbox.waitFor(email, n), '/confirm-email').searchParams.get('token') ?? '';

  it("an attacker's earlier sign-up for the owner's address leaves no password that works once the owner confirms", async () => {
    const { app, database, mailbox } = await testApp();
    const victim = uniqueEmail('victim');
    const attacker = browser(app, '203.0.113.66');
    const owner = browser(app, '198.51.100.7');
    expect((await attacker.json('/api/v1/account/signup', 'POST', signup(victim, { password: 'Attacker1', confirmPassword: 'Attacker1', firstName: 'Mallory' }))).status).toBe(201);
    // Each link taken before the next sign-up: the two mails are alike and are sent in the background, so they may arrive in either order.
    const attackersLink = await tokenOf(mailbox, victim, 1);
    expect((await owner.json('/api/v1/account/signup', 'POST', signup(victim))).status).toBe(201);
    expect(await countUsers(database.db, victim)).toBe(1);
    // Neither password is the account's yet: each waits on its own link.
    const [row] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${victim.toLowerCase()}`);
    expect(row?.passwordHash).toBeNull();
    expect((await attacker.signIn(victim, 'Attacker1')).searchParams.get('code')).toBe('email_not_confirmed');

    const ownersLink = await tokenOf(mailbox, victim, 2);
    expect((await owner.json('/api/v1/account/confirm-email', 'POST', { token: ownersLink })).status).toBe(200);

    expect((await attacker.signIn(victim, 'Attacker1')).searchParams.get('error')).toBe('CredentialsSignin');
    expect((await attacker.json('/api/v1/account/confirm-email', 'POST', { token: attackersLink })).status).toBe(400);
    expect((await owner.signIn(victim, 'Analytic1')).searchParams.get('error')).toBeNull();
    const profile = (await (await owner.request('/api/v1/account/profile')).json()) as { firstName: string };
    expect(profile.firstName).toBe('Ada');
  });

  it('a mailed sign-in link confirms the account with no password: the earlier sign-up\'s password never works', async () => {
    const { app, database, mailbox } = await testApp();
    const victim = uniqueEmail('victim');
    const attacker = browser(app, '203.0.113.67');
    await attacker.json('/api/v1/account/signup', 'POST', signup(victim, { password: 'Attacker1', confirmPassword: 'Attacker1' }));
    const attackersLink = await tokenOf(mailbox, victim, 1);

    const owner = browser(app, '198.51.100.8');
    await owner.form('/api/auth/signin/email', { csrfToken: await owner.csrfToken(), email: victim, json: 'true' });
    const link = linkIn(await mailbox.waitFor(victim, 2), '/api/auth/callback/email');
    expect((await owner.request(`${link.pathname}${link.search}`)).status).toBe(302);
    expect(await owner.session()).toMatchObject({ user: { email: victim } });

    const [row] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${victim.toLowerCase()}`);
    expect(row?.emailConfirmedAt).not.toBeNull();
    expect(row?.passwordHash).toBeNull();
    expect((await attacker.signIn(victim, 'Attacker1')).searchParams.get('error')).toBe('CredentialsSignin');
    expect((await attacker.json('/api/v1/account/confirm-email', 'POST', { token: attackersLink })).status).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const signedIn = browser(app);
    await signedIn.signIn(user.email, TEST_PASSWORD);
    const b = browser(app);
    const known = await b.json('/api/v1/account/forgot-password', 'POST', { email: user.email });
    const unknown = await b.json('/api/v1/account/forgot-password', 'POST', { email: uniqueEmail() });
    expect(known.status).toBe(202);
    expect([unknown.status, await unknown.json()]).toEqual([202, await known.json()]);

    const token = linkIn(await mailbox.waitFor(user.email), '/reset-password').searchParams.get('token') ?? '';
    const weak = await b.json('/api/v1/account/reset-password', 'POST', { token, password: 'short', confirmPassword: 'short' });
    expect(await issuesOf(weak)).toContainEqual({ path: 'password', message: 'Password length 5 less then 7 characters' });

    const reset = await b.json('/api/v1/account/reset-password', 'POST', { token, password: 'NewPass99', confirmPassword: 'NewPass99' });
    expect(reset.status).toBe(200);
    expect(await signedIn.session()).toBeNull();
    expect((await b.signIn(user.email, TEST_PASSWORD)).searchParams.get('error')).toBe('CredentialsSignin');
    expect((await b.signIn(user.email, 'NewPass99')).searchParams.get('error')).toBeNull();

    const reused = await b.json('/api/v1/account/reset-password', 'POST', { token, password: 'Other999', confirmPassword: 'Other999' });
    expect(reused.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.json('/api/v1/account/forgot-password', 'POST', { email: user.email });
    const token = linkIn(await mailbox.waitFor(user.email), '/reset-password').searchParams.get('token') ?? '';
    await database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userTokens.userId, user.id));
    const res = await b.json('/api/v1/account/reset-password', 'POST', { token, password: 'NewPass99', confirmPassword: 'NewPass99' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'This link is invalid or has expired.' } });
  });
});

describe('the profile', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    for (const [path, method] of [
      ['/api/v1/account/profile', 'GET'],
      ['/api/v1/account/profile', 'PATCH'],
      ['/api/v1/account/change-password', 'POST'],
      ['/api/v1/account/change-email', 'POST'],
    ] as const) {
      const res = await browser(app).json(path, method, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("shows and changes only the signed-in user's own profile", async () => {
    const { app, database } = await testApp();
    const { user: ada } = await createUser(database.db);
    const { user: bob } = await createUser(database.db, { firstName: 'Bob' });
    const b = browser(app);
    await b.signIn(bob.email, TEST_PASSWORD);
    const res = await b.json('/api/v1/account/profile', 'PATCH', {
      firstName: 'Robert',
      settings: { currency: 'EUR', firstDayOfWeek: 6 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: bob.id,
      firstName: 'Robert',
      lastName: 'Lovelace',
      settings: { timeZone: 'America/Chicago', currency: 'EUR', firstDayOfWeek: 6 },
    });
    const [adaNow] = await database.db.select().from(users).where(eq(users.id, ada.id));
    expect(adaNow?.firstName).toBe('Ada');
    expect(await b.session()).toMatchObject({ user: { firstName: 'Robert' } });
  });

  it('refuses bad settings and changes nothing', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    for (const [settings, path, message] of [
      [{ currency: 'XYZ' }, 'settings.currency', 'Currency not valid'],
      [{ timeZone: 'Nowhere/City' }, 'settings.timeZone', 'Time zone not valid'],
      // ICU knows it, the week view's Temporal does not: refused here rather than a 500 there.
      [{ timeZone: 'IST' }, 'settings.timeZone', 'Time zone not valid'],
    ] as const) {
      const res = await b.json('/api/v1/account/profile', 'PATCH', { firstName: 'Changed', settings });
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toContainEqual({ path, message });
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Ada');
  });
});

describe('POST /api/v1/account/change-password', () => {
  /** A user signed in in two browsers: this one, which changes the password, and another. */
  const signedInTwice = async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const [here, elsewhere] = [browser(app), browser(app)];
    await here.signIn(user.email, TEST_PASSWORD);
    await elsewhere.signIn(user.email, TEST_PASSWORD);
    return { app, user, here, elsewhere };
  };

  it('checks the current password, then ends the other sessions but keeps this one', async () => {
    const { app, user, here, elsewhere } = await signedInTwice();

    const wrong = await here.json('/api/v1/account/change-password', 'POST', {
      currentPassword: 'Nope1234',
      password: 'Changed12',
      confirmPassword: 'Changed12',
    });
    expect(wrong.status).toBe(400);
    expect(await issuesOf(wrong)).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);

    const mismatch = await here.json('/api/v1/account/change-password', 'POST', {
      currentPassword: TEST_PASSWORD,
      password: 'Changed12',
      confirmPassword: 'Changed13',
    });
    expect(await issuesOf(mismatch)).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);

    const ok = await here.json('/api/v1/account/change-password', 'POST', {
      currentPassword: TEST_PASSWORD,
      password: 'Changed12',
      confirmPassword: 'Changed12',
    });
    expect(ok.status).toBe(200);
    expect((await here.request('/api/v1/account/profile')).status).toBe(200);
    expect(await here.session()).toMatchObject({ user: { id: user.id } });
    expect((await elsewhere.request('/api/v1/account/profile')).status).toBe(401);
    expect(await elsewhere.session()).toBeNull();
    expect((await browser(app).signIn(user.email, 'Changed12')).searchParams.get('error')).toBeNull();
  });

  it("lets this browser's requests already on their way pass for a few seconds, and no other's", async () => {
    const { app, here, elsewhere } = await signedInTwice();
    const cookieBefore = here.jar.header;
    const sentBefore = () => app.request('/api/v1/account/profile', { headers: { Cookie: cookieBefore } });
    const change = (currentPassword: string, password: string) =>
      here.json('/api/v1/account/change-password', 'POST', { currentPassword, password, confirmPassword: password });

    expect((await change(TEST_PASSWORD, 'Changed12')).status).toBe(200);
    expect(here.jar.header).not.toBe(cookieBefore);
    // A read the page sent before the answer came: it arrives with the cookie this browser had.
    expect((await sentBefore()).status).toBe(200);
    expect((await elsewhere.request('/api/v1/account/profile')).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PASSWORD_CHANGE_GRACE_MS + SESSION_STATE_TTL_MS });
    try {
      expect((await sentBefore()).status).toBe(401);
      expect((await here.request('/api/v1/account/profile')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }

    // Two changes in a row: the cookie from before both is one version too old, even at once.
    const cookieOfFirst = here.jar.header;
    expect((await change('Changed12', 'Changed34')).status).toBe(200);
    expect((await change('Changed34', 'Changed56')).status).toBe(200);
    expect((await sentBefore()).status).toBe(401);
    expect((await app.request('/api/v1/account/profile', { headers: { Cookie: cookieOfFirst } })).status).toBe(401);
    expect((await here.request('/api/v1/account/profile')).status).toBe(200);
  });
});

describe('changing the email address', () => {
  it('keeps the old address until the link mailed to the new one is used', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const next = uniqueEmail('next');
    const res = await b.json('/api/v1/account/change-email', 'POST', { email: next, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(202);
    expect(await (await b.request('/api/v1/account/profile')).json()).toMatchObject({ email: user.email, pendingEmail: next });

    const token = linkIn(await mailbox.waitFor(next), '/confirm-email-change').searchParams.get('token');
    const confirm = await browser(app).json('/api/v1/account/confirm-email-change', 'POST', { token });
    expect(confirm.status).toBe(200);
    expect(await (await b.request('/api/v1/account/profile')).json()).toMatchObject({ email: next, pendingEmail: null });
    expect((await browser(app).signIn(next, TEST_PASSWORD)).searchParams.get('error')).toBeNull();
  });

  it('does not let a link take an address another account has meanwhile', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const next = uniqueEmail('contested');
    await b.json('/api/v1/account/change-email', 'POST', { email: next, currentPassword: TEST_PASSWORD });
    const token = linkIn(await mailbox.waitFor(next), '/confirm-email-change').searchParams.get('token');
    await createUser(database.db, { email: next });
    const res = await b.json('/api/v1/account/confirm-email-change', 'POST', { token });
    expect(res.status).toBe(409);
    expect(await (await b.request('/api/v1/account/profile')).json()).toMatchObject({ email: user.email });
  });

  it('needs the current password', async () => {
    const { app, database, mailbox } = await testApp();
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const next = uniqueEmail();
    const res = await b.json('/api/v1/account/change-email', 'POST', { email: next, currentPassword: 'Wrong1234' });
    expect(res.status).toBe(400);
    expect(mailbox.to(next)).toHaveLength(0);
  });
});

describe('rate limits on account mail', () => {
  it('limits forgot-password requests per email address', async () => {
    const { app, database } = await testApp();
    const { user } = await createUser(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await browser(app).json('/api/v1/account/forgot-password', 'POST', { email: user.email })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
