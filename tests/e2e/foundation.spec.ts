import { expect, test } from './support/test.js';

test('the home page says what the product does and offers sign in and sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('System loading')).toHaveCount(0);
});

test('an unknown path shows the not-found page with its path', async ({ page, consoleGuard }) => {
  // The browser itself logs the document's 404 status: the honest answer for a path with no page.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404 \([^)]*\) \([^)]*\/no-such-page\)$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no-such-page' })).toBeVisible();
});

test('the offline banner shows while the browser is offline', async ({ page, context, consoleGuard }) => {
  // A request the page makes while the browser is offline (the session check on regaining focus)
  // fails in the browser's own words: the state this test puts it in.
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Connection offline')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText('Connection offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Connection offline')).toHaveCount(0);
});

test('the API answers unknown paths as JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Page not found: /api/no-such-thing' } });
});
