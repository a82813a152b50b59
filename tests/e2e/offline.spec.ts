import { messages } from '../../src/shared/messages.js';
import { expect, test } from './support/test.js';
import { signUpAndSignIn } from './support/session.js';

test('offline: the app is installable, and starts with no network after one visit, its service worker keeping no answer of the API', async ({ page, context, consoleGuard }) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Installable: a manifest with its icons, and a service worker that controls the page once it is active.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { display: string; start_url: string; icons: { sizes: string; type: string }[] }) : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // No network: the app's shell starts from the worker's cache and says it is offline.
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/);
  await context.setOffline(true);
  await page.goto('/protected/timecards');
  await expect(page.getByText('Travel & Work Tracker').first()).toBeVisible();
  await expect(page.getByText(messages.connectionOffline).first()).toBeVisible();

  // What the worker keeps is the app's own files, never an answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/builds/'))).toEqual([]);

  // Back online; signing out forgets who was signed in, so the next person does not start as them.
  await context.setOffline(false);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('last-session-user'))).toContain('@');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('last-session-user'))).toBeNull();
});
