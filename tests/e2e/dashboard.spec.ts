import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.js';
import { signUpAndSignIn } from './support/session.js';

// signUpAndSignIn's user lives in Chicago, and so does the browser.
test.use({ timezoneId: 'America/Chicago' });
// The menu walk opens every entry's page, each loading its own code.
test.setTimeout(180_000);

const TRIP = 'Lisbon client workshop';
const REWARD = 'TAP Miles&Go';

async function created(page: Page, area: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/${area}`, { data });
  expect(res.status(), `POST /api/v1/${area}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The wall-clock time in UTC `hours` from now, as the API takes a local time ('YYYY-MM-DDTHH:mm'). */
const utcIn = (hours: number) => ({ local: new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16), zone: 'UTC' });

test('dashboard: a favorite reward and the trip under way show on the signed-in home, which keeps the en locale cookie', { tag: '@phone' }, async ({ page, context }) => {
  await signUpAndSignIn(page);
  // Under way: it started yesterday and ends the day after tomorrow.
  const trip = await created(page, 'trips', { title: TRIP, start: utcIn(-24), end: utcIn(48) });
  const reward = await created(page, 'rewards', { company: REWARD, memberNumber: 'TP-20931', points: 12_500, status: 'Gold', favorite: true });
  await created(page, 'rewards', { company: 'Not a favorite', points: 10, status: 'Blue', favorite: false });

  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const underWay = page.getByRole('region', { name: 'Trip under way' });
  await expect(underWay.getByRole('link', { name: TRIP })).toHaveAttribute('href', `/protected/trips/${trip}`);

  const rewards = page.getByRole('region', { name: 'Favorite rewards' });
  const favorite = rewards.getByRole('listitem').filter({ hasText: REWARD });
  await expect(favorite.getByRole('link', { name: REWARD })).toHaveAttribute('href', `/protected/rewards/${reward}`);
  await expect(favorite).toContainText('Gold · TP-20931');
  await expect(favorite).toContainText('12,500 points');
  await expect(rewards).not.toContainText('Not a favorite');

  // Every card links to its area.
  for (const name of ['This week', 'Upcoming trips', 'Upcoming assignments', 'Tasks', 'Favorite rewards', 'Unpaid trips', 'Imports']) {
    await expect(page.getByRole('region', { name }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Upcoming trips' }).getByText('No trips ahead.')).toBeVisible();

  // The only locale, kept for 365 days.
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('dual view: on a phone the trip and the timecards are two tabs', async ({ page }) => {
  await signUpAndSignIn(page);
  await created(page, 'trips', { title: TRIP, start: utcIn(-24), end: utcIn(48) });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/protected/dual');
  await expect(page.getByRole('heading', { name: 'Dual view', level: 1 })).toBeVisible();
  const tripTab = page.getByRole('tab', { name: 'Trip', exact: true });
  const timecardsTab = page.getByRole('tab', { name: 'Timecards', exact: true });
  await expect(tripTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: TRIP })).toBeVisible();
  await expect(page.getByText('Under way')).toBeVisible();

  await timecardsTab.click();
  await expect(timecardsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Week totals' })).toBeVisible();
  await expect(page.getByRole('link', { name: TRIP })).toHaveCount(0);

  await tripTab.click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: TRIP })).toBeVisible();

  // On a desktop the same two are panes side by side, without tabs.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Trip' }).getByRole('link', { name: TRIP })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timecards' }).getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('the side menu holds every entry of the spec, each with its icon, and each opens its page on desktop and phone', { tag: '@phone' }, async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  const entries: [string[], RegExp][] = [
    [['Dashboard'], /\/protected\/dashboard$/],
    [['Assignments'], /\/protected\/assignments$/],
    [['Charts'], /\/protected\/charts$/],
    [['Contacts'], /\/protected\/contacts$/],
    [['Customers'], /\/protected\/customers$/],
    [['Projects'], /\/protected\/projects$/],
    [['Rewards'], /\/protected\/rewards$/],
    [['Tasks'], /\/protected\/tasks$/],
    [['Timecards'], /\/protected\/timecards$/],
    [['Trips'], /\/protected\/trips$/],
    [['Settings', 'Payment types'], /\/protected\/settings\/payments$/],
    [['Settings', 'Receipt types'], /\/protected\/settings\/receipts$/],
  ];
  for (const [labels, url] of entries) {
    // On a phone the menu is a drawer behind the burger, and closes once an entry is chosen.
    if (await burger.isVisible()) await burger.click();
    const [group, child] = labels;
    if (child) {
      const settings = menu.getByRole('button', { name: group });
      if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    }
    const link = menu.getByRole('link', { name: child ?? group, exact: true });
    await expect(link.locator('svg')).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
});

/** Every page of the spec's table for a new user, with the records the pages of one record show. */
async function routeTable(page: Page): Promise<string[]> {
  const customer = await created(page, 'customers', { name: 'Acme Travel Corp' });
  const contact = await created(page, 'contacts', { firstName: 'Grace', lastName: 'Hopper' });
  const project = await created(page, 'projects', { projectNumber: 'P-15', name: 'Route sweep', customerId: customer });
  const assignment = await created(page, 'assignments', { name: 'Kick-off', projectId: project, start: utcIn(72) });
  const trip = await created(page, 'trips', { title: TRIP, start: utcIn(-24), end: utcIn(48) });
  const receipt = await created(page, 'receipts', { receiptAt: utcIn(-2), payment: 'F', currency: 'USD', amount: '12.50', tripId: trip });
  const reward = await created(page, 'rewards', { company: REWARD, points: 100, status: 'Blue' });
  const paymentType = await created(page, 'payment-types', { ccName: 'Company Visa', lastFour: '4242' });
  const receiptType = await created(page, 'receipt-types', { name: `E2E type ${Date.now()}`, icon: 'receipt' });
  return [
    '/protected/assignments', `/protected/assignments/${assignment}`,
    '/protected/contacts', `/protected/contacts/${contact}`,
    '/protected/customers', `/protected/customers/${customer}`,
    '/protected/projects', `/protected/projects/${project}`,
    `/protected/receipts/${receipt}`,
    '/protected/rewards', `/protected/rewards/${reward}`,
    '/protected/trips', `/protected/trips/${trip}`, '/protected/trips/reservations', '/protected/trips/widgets/activetrip',
    '/protected/charts', '/protected/dashboard', '/protected/dual', '/protected/profile', '/protected/tasks', '/protected/timecards',
    '/protected/settings/payments', `/protected/settings/payments/${paymentType}`,
    '/protected/settings/receipts', `/protected/settings/receipts/${receiptType}`,
  ];
}

// The table's 25 pages, each checked by axe once drawn, in three walks of their own: one walk of all
// took 4.8 minutes in CI on a loaded two-core machine; three run beside each other, each with room.
const WALKS = 3;
for (let walk = 0; walk < WALKS; walk++) {
  test(`every route of the spec's table answers for a signed-in user and passes axe, walk ${walk + 1} of ${WALKS}`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(240_000);
    await signUpAndSignIn(page);
    const paths = (await routeTable(page)).filter((_, index) => index % WALKS === walk);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Page Not Found/ }), path).toHaveCount(0);
      await expect(page.getByText('Internal Server Error'), path).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'User menu' }), path).toBeVisible();
      // WCAG 2.1 A and AA, as axe reads the page once it has drawn (phone and desktop: the two projects).
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), path).toEqual([]);
    }
  });
}

test("a path of no route shows a signed-in user 'Page Not Found'", async ({ page, consoleGuard }) => {
  await signUpAndSignIn(page);
  // The server answers 404 for a path with no page, the honest answer. The page itself, once the
  // service worker controls the app, comes from the shell it keeps, which says so in the page.
  const missing = await page.request.get('/protected/no-such-page');
  expect(missing.status()).toBe(404);
  // Before the worker has installed, the document's 404 comes from the server, and the browser logs it.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404 \([^)]*\) \([^)]*\/protected\/no-such-page\)$/);
  await page.goto('/protected/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /protected/no-such-page' })).toBeVisible();
});
