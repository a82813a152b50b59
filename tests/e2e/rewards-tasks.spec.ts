import { expect, test, type Page } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { pickDateTime } from './support/pickers.js';
import { signUpAndSignIn } from './support/session.js';

// signUpAndSignIn's user lives in Chicago, and so does the browser: 'tomorrow' is Chicago's.
const HOME = 'America/Chicago';
test.use({ timezoneId: HOME });
test.setTimeout(120_000);

const TRIP = 'Denver site visit';
const REWARD = 'Hilton Honors';
const NUMBER = 'HH-4411-2290';
const TASK = 'Print the boarding pass';

async function created(page: Page, area: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/${area}`, { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Tomorrow in Chicago as 'YYYY-MM-DD'. */
function tomorrow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: HOME, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const next = new Date(`${parts}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

test.describe('on a desktop', () => {
  // The lists as tables (on a phone they are cards): this story reads rows and selects them.
  test.use({ viewport: { width: 1280, height: 900 } });

  test('rewards and tasks: a favorite reward, its number copied; a task due tomorrow on a trip, done and folded away; bulk delete', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpAndSignIn(page);
    const tripId = await created(page, 'trips', { title: TRIP });

    // A favorite reward through the editor.
    await page.goto('/protected/rewards');
    await page.getByRole('link', { name: 'Add reward' }).first().click();
    await expect(page.getByRole('heading', { name: 'New reward' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Company' }).fill(REWARD);
    await page.getByRole('textbox', { name: 'Member number' }).fill(NUMBER);
    await page.getByRole('textbox', { name: 'Points' }).fill('12x');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.numbersOnly)).toBeVisible();
    await page.getByRole('textbox', { name: 'Points' }).fill('84500');
    await page.getByRole('combobox', { name: 'Status' }).fill('Gold');
    // The status suggestions close before the switch under them is reached.
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Favorite' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.recordSaved)).toBeVisible();
    await expect(page.getByRole('heading', { name: REWARD })).toBeVisible();
    await expect(page.getByRole('table', { name: 'History' })).toContainText('84,500');

    // The member number copies.
    await page.getByRole('button', { name: 'Copy member number' }).click();
    await expect(page.getByText(messages.copiedToClipboard)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NUMBER);

    // In the list: starred, with its points; the favorites filter keeps it.
    await page.goto('/protected/rewards');
    const rewards = page.getByRole('table', { name: 'Rewards' });
    const row = rewards.getByRole('row').filter({ hasText: REWARD });
    await expect(row).toContainText('84,500');
    await expect(row).toContainText('Gold');
    await expect(row.getByRole('button', { name: `Favorite: ${REWARD}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByText('Favorites', { exact: true }).click();
    await expect(page).toHaveURL(/favorite=true/);
    await expect(row).toBeVisible();

    // A task due tomorrow at 09:00, about the trip.
    await page.goto('/protected/tasks');
    await page.getByRole('link', { name: 'Add task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(messages.fieldRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TASK);
    const due = tomorrow();
    await pickDateTime(page, dialog, 'Due', `${due}T09:00`);
    await expect(dialog.getByRole('combobox', { name: 'Due time zone' })).toHaveValue(HOME);
    await dialog.getByRole('combobox', { name: 'Trip', exact: true }).click();
    await page.getByRole('option', { name: TRIP }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(messages.recordSaved)).toBeVisible();
    const open = page.getByRole('table', { name: 'Open tasks' });
    const taskRow = open.getByRole('row').filter({ hasText: TASK });
    await expect(taskRow).toContainText(`${due.slice(5, 7)}/${due.slice(8, 10)}/${due.slice(0, 4)} 09:00`);
    await expect(taskRow.getByRole('link', { name: `Trip: ${TRIP}` })).toBeVisible();
    await expect(taskRow.getByText('Overdue')).toHaveCount(0);

    // On the trip's page, under its Tasks tab; done there in one click.
    await page.goto(`/protected/trips/${tripId}`);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const tripTasks = page.getByRole('region', { name: 'Tasks' });
    await expect(tripTasks.getByText(TASK)).toBeVisible();
    // A click, not check(): the ticked task leaves the open list, so its box may be gone before
    // Playwright reads it back; what the click did shows in the list and under 'Done (1)' below.
    await tripTasks.getByRole('checkbox', { name: `Done: ${TASK}` }).click();
    await expect(tripTasks.getByText('No open tasks.')).toBeVisible();

    // Folded away under 'Done (1)' on the tasks page.
    await page.goto('/protected/tasks');
    const doneToggle = page.getByRole('button', { name: 'Done (1)' });
    await expect(doneToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(TASK)).toBeHidden();
    await doneToggle.click();
    const doneTable = page.getByRole('table', { name: 'Done tasks' });
    await expect(doneTable.getByRole('checkbox', { name: `Done: ${TASK}` })).toBeChecked();

    // Bulk delete: both rewards at once, after the spec's question.
    await created(page, 'rewards', { company: 'Delta SkyMiles', memberNumber: '9001', points: 1200, status: 'Silver' });
    await page.goto('/protected/rewards');
    await expect(rewards.getByRole('row')).toHaveCount(3);
    await rewards.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: messages.proceedDeleting(2) });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(messages.recordDeleted)).toBeVisible();
    await expect(page.getByText(/No rewards yet/)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('rewards and tasks on a phone: a card each, with the figures, the star and the done box', async ({ page }) => {
    await signUpAndSignIn(page);
    const tripId = await created(page, 'trips', { title: TRIP });
    const rewardId = await created(page, 'rewards', { company: REWARD, memberNumber: NUMBER, points: 84_500, status: 'Gold', favorite: true });
    await created(page, 'tasks', { title: TASK, due: { local: `${tomorrow()}T09:00`, zone: HOME }, tripId });

    await page.goto('/protected/rewards');
    const card = page.getByRole('list', { name: 'Rewards' }).getByRole('listitem').filter({ hasText: REWARD });
    await expect(card).toContainText('84,500');
    await expect(card).toContainText('Gold');
    await expect(card).toContainText(NUMBER);
    const star = card.getByRole('button', { name: `Favorite: ${REWARD}` });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await star.tap();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // Shown at once, saved just after.
    await expect.poll(async () => ((await (await page.request.get(`/api/v1/rewards/${rewardId}`)).json()) as { favorite: boolean }).favorite).toBe(false);
    await card.getByRole('link', { name: REWARD }).tap();
    await expect(page.getByRole('heading', { name: REWARD, level: 1 })).toBeVisible();

    await page.goto('/protected/tasks');
    const task = page.getByRole('list', { name: 'Open tasks' }).getByRole('listitem').filter({ hasText: TASK });
    await expect(task.getByRole('link', { name: `Trip: ${TRIP}` })).toBeVisible();
    await task.getByRole('checkbox', { name: `Done: ${TASK}` }).tap();
    await expect(page.getByText('No open tasks.')).toBeVisible();
    await page.getByRole('button', { name: 'Done (1)' }).tap();
    await expect(page.getByRole('list', { name: 'Done tasks' }).getByRole('checkbox', { name: `Done: ${TASK}` })).toBeChecked();
  });
});
