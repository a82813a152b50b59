import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { signUpAndSignIn } from './support/session.js';

// The browser sits in the user's home zone (signUpAndSignIn makes it America/Chicago), so the
// timer's entry counts toward today there and its times show without a zone name.
const HOME = 'America/Chicago';
test.use({ timezoneId: HOME });

const dayIn = (zone: string, offsetDays = 0) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(new Date(Date.now() + offsetDays * 86_400_000));
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const daySection = (page: Page, iso: string) => page.getByRole('region', { name: new RegExp(`${mdy(iso)}$`) });

async function createProject(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/v1/projects', { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('timecards: the timer survives a reload, its entry shows in the week and summaries, duplicates, exports CSV and PDF', async ({ page }, testInfo) => {
  // A story of many steps: it ran past 60 s in a CI run where the whole suite took 31.6 minutes (11.5 the run before).
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await createProject(page, { projectNumber: 'P-7', name: 'Audit' });
  await page.goto('/protected/timecards');
  await expect(page.getByRole('heading', { name: 'Timecards' })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To the next day' }).click();
  await expect(page.getByText(messages.selectOneOrMore)).toBeVisible();

  await page.getByRole('button', { name: 'Start timer' }).click();
  const chip = page.getByRole('button', { name: /^Stop timer \(running \d+:\d\d:\d\d\)$/ });
  await expect(chip).toBeVisible();
  await page.reload();
  await expect(chip).toBeVisible();
  await expect(page).toHaveTitle(/^⏱ 0:00:\d\d · /);
  await page.screenshot({ path: testInfo.outputPath('timecards-timer-running.png') });
  const today = dayIn(HOME);
  await expect(daySection(page, today).getByText('Running', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Stop timer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveTitle(/⏱/);

  // The stopped entry is in today's list; the editor gives it the project (found by the server's
  // search) and an earlier start, midnight, so that it has hours to show.
  await daySection(page, today).getByRole('button', { name: /^\d\d:\d\d – \d\d:\d\d Labor No project/ }).click();
  const editor = page.getByRole('dialog', { name: 'Time entry' });
  await editor.getByRole('combobox', { name: 'Project' }).fill('P-7');
  await page.getByRole('option', { name: 'P-7 Audit' }).click();
  await editor.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByLabel('Start hours').fill('00');
  await page.getByLabel('Start minutes').fill('00');
  await page.getByRole('button', { name: 'Set start' }).click();
  await expect(editor.getByText(/^At home \(America\/Chicago\): \d\d\/\d\d\/\d{4} 00:00 – /)).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(daySection(page, today).getByText('P-7 Audit')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Project summary' }).getByRole('row', { name: /^P-7 Audit/ })).toContainText(/\dh \d\dm/);
  await expect(page.getByRole('table', { name: 'Daily summary' }).getByRole('row', { name: /^Week/ })).toBeVisible();

  await daySection(page, today).getByRole('checkbox', { name: /^Select entry/ }).check();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To a chosen day…' }).click();
  await expect(page.getByRole('dialog', { name: 'Duplicate to a chosen day' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To the next day' }).click();
  await expect(page.getByText(messages.recordSaved).first()).toBeVisible();
  const tomorrow = dayIn(HOME, 1);
  await page.goto(`/protected/timecards?date=${tomorrow}`);
  await expect(daySection(page, tomorrow).getByText('P-7 Audit')).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export timecards' });
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('link', { name: 'Download CSV' }).click()]);
  const [header = '', ...rows] = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toContain('Date,Type,Customer,Project');
  expect(rows.some((row) => row.startsWith(tomorrow) && row.includes('P-7 Audit'))).toBe(true);

  const pdfHref = (await exportDialog.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(pdfHref);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The server sends the timesheet as a download; shown inline instead, Chromium's viewer must open it cleanly.
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.route('**/api/v1/timecards/export.pdf?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-disposition': 'inline' } });
  });
  const viewed = await page.goto(pdfHref);
  expect(viewed?.status()).toBe(200);
  expect(viewed?.headers()['content-type']).toBe('application/pdf');
  expect(await page.evaluate(() => document.contentType)).toBe('application/pdf');
  expect(failures).toEqual([]);
});

test('timecards: a week across zones and midnight, in entries, summaries and the chart', async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  const customer = ((await (await page.request.post('/api/v1/customers', { data: { name: 'Acme Travel Corp' } })).json()) as { id: string }).id;
  const audit = await createProject(page, { projectNumber: 'P-7', name: 'Audit', customerId: customer });
  const rollout = await createProject(page, { projectNumber: 'Q-2', name: 'Rollout' });
  const at = (local: string, zone = HOME) => ({ local, zone });
  for (const data of [
    { type: 'labor', projectId: audit, start: at('2026-06-15T09:00'), end: at('2026-06-15T17:30'), startLocation: 'Chicago' },
    { type: 'travel', projectId: audit, start: at('2026-06-16T07:00'), end: at('2026-06-16T11:00', 'America/New_York') },
    { type: 'labor', projectId: audit, start: at('2026-06-16T12:00', 'America/New_York'), end: at('2026-06-16T18:15', 'America/New_York') },
    { type: 'labor', projectId: rollout, start: at('2026-06-17T22:00'), end: at('2026-06-18T02:00') },
    { type: 'labor', projectId: rollout, start: at('2026-06-18T09:00', 'Europe/London'), end: at('2026-06-18T12:00', 'Europe/London') },
    { type: 'travel', start: at('2026-06-19T08:00'), end: at('2026-06-19T10:45') },
  ]) {
    expect((await page.request.post('/api/v1/timecards', { data })).status()).toBe(201);
  }
  await page.goto('/protected/timecards?date=2026-06-17');
  await expect(page.getByText('06/14/2026 – 06/20/2026')).toBeVisible();
  // 22:00 to 02:00 counts toward Wednesday, and London's 09:00 names its zone.
  await expect(daySection(page, '2026-06-17').getByRole('button', { name: /^22:00 – 06\/18 02:00/ })).toBeVisible();
  await expect(daySection(page, '2026-06-18').getByRole('button', { name: /^09:00 BST – 12:00 BST/ })).toBeVisible();
  const daily = page.getByRole('table', { name: 'Daily summary' });
  await expect(daily.getByRole('row', { name: /^Tue 06\/16/ })).toContainText('6h 15m');
  await expect(daily.getByRole('row', { name: /^Week/ })).toContainText('27.50 h');
  const projects = page.getByRole('table', { name: 'Project summary' });
  await expect(projects.getByRole('row', { name: /^P-7 Audit/ })).toContainText('17.75 h');
  await expect(projects.getByRole('row', { name: /^Q-2 Rollout/ })).toContainText('7h 00m');
  await page.screenshot({ path: testInfo.outputPath('timecards-week-data.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByRole('heading', { name: 'Hours per day' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Chart' }).locator('svg.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timecards-week-chart.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Data' }).click();
  await daySection(page, '2026-06-16').getByRole('button', { name: /^07:00 – 11:00 EDT/ }).click();
  const editor = page.getByRole('dialog', { name: 'Time entry' });
  await expect(editor.getByText('Hours worked')).toBeVisible();
  await expect(editor.getByText('3h 00m (3.00 h)')).toBeVisible();
  await expect(editor.getByText(`At home (${HOME}): 06/16/2026 07:00 – 10:00 CDT`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timecards-editor.png'), fullPage: true });
});
