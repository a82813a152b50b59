import { expect, type Page, test } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { linkFrom, waitForMail } from './support/mail.js';

// A story of many pages: it took 39 s of the default minute in CI on a loaded two-core machine.
test.setTimeout(120_000);

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('a new user signs up, confirms the address, changes the password, signs out and signs in again', { tag: '@phone' }, async ({
  page,
}) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Analytical1';
  const newPassword = 'Difference2';

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: messages.signupSuccessful })).toBeVisible();
  await expect(page.getByText(messages.checkEmailForConfirmation)).toBeVisible();

  const confirmation = await waitForMail(email, { subject: /confirm your email/i });
  await page.goto(linkFrom(confirmation, '/confirm-email'));
  await expect(page.getByText(messages.emailConfirmed)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // Signing in without a return address lands on the dashboard.
  await expect(page).toHaveURL(/\/protected\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/protected/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(messages.passwordWontBeUpdated)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await expect(page.getByText(messages.passwordWillBeUpdated)).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/protected/profile');
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Fprotected%2Fprofile$/);
  await expect(page.getByText(messages.sessionRequired)).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/protected\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
