import { expect, test, type Page } from './support/test.js';
import { signUpAndSignIn } from './support/session.js';

// A story of many pages: it took 35 s of the default minute in CI on a loaded two-core machine.
test.setTimeout(120_000);

/** The first weekday heading of the open calendar (in its popover, not the page's tables), as Mantine abbreviates it. */
const firstWeekday = (page: Page) => page.locator('.mantine-Popover-dropdown table thead th').first();

/** Opens each date picker of the app in turn and reads the day its weeks start on. */
async function pickerWeekStarts(page: Page): Promise<Record<string, string>> {
  const starts: Record<string, string> = {};

  await page.goto('/protected/assignments/new');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  starts.assignment = (await firstWeekday(page).textContent()) ?? '';
  await page.keyboard.press('Escape');

  await page.goto('/protected/timecards');
  await page.getByRole('button', { name: 'Week of' }).click();
  starts.timecard = (await firstWeekday(page).textContent()) ?? '';
  await page.keyboard.press('Escape');

  await page.goto('/protected/projects/new');
  await page.getByRole('button', { name: 'Start date' }).click();
  starts.project = (await firstWeekday(page).textContent()) ?? '';
  return starts;
}

test('every date picker starts its weeks on the day the user chose', async ({ page }) => {
  await signUpAndSignIn(page);
  const profile = (await (await page.request.get('/api/v1/account/profile')).json()) as { settings: { firstDayOfWeek: number } };
  expect(profile.settings.firstDayOfWeek).toBe(0);
  expect(await pickerWeekStarts(page)).toEqual({ assignment: 'Su', timecard: 'Su', project: 'Su' });

  const monday = await page.request.patch('/api/v1/account/profile', { data: { settings: { firstDayOfWeek: 1 } } });
  expect(monday.status()).toBe(200);
  expect(await pickerWeekStarts(page)).toEqual({ assignment: 'Mo', timecard: 'Mo', project: 'Mo' });
});
