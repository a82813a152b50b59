import { expect, type Page } from '@playwright/test';
import { linkFrom, waitForMail } from './mail.js';

/**
 * A new user, confirmed through the real mail, signed in in this page's browser context. The
 * account story (accounts.spec.ts) walks these steps through the screens; other stories start here.
 */
export async function signUpAndSignIn(page: Page) {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Analytical1';
  const signup = await page.request.post('/api/v1/account/signup', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password, timeZone: 'America/Chicago' },
  });
  expect(signup.status()).toBe(201);
  const token = new URL(linkFrom(await waitForMail(email, { subject: /confirm your email/i }), '/confirm-email'), 'http://x').searchParams.get('token');
  expect((await page.request.post('/api/v1/account/confirm-email', { data: { token } })).status()).toBe(200);
  await signIn(page, { email, password });
  return { email, password };
}

/** Signs `email` in in this page's browser context (another device of the same user). */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, callbackUrl: '/protected/profile', json: 'true' },
  });
  const { url } = (await answer.json()) as { url: string };
  expect(new URL(url).searchParams.get('error')).toBeNull();
}
