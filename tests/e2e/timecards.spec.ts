import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages.js';
import { signUpAndSignIn } from './support/session.js';

test('timecards: the timer survives a reload, its entry shows in the week and summaries, duplicates, exports', async ({ page }) => {
  await signUpAndSignIn(page);
  const project = (await (await page.request.post('/api/v1/projects', { data: { projectNumber: 'P-7', name: 'Audit' } })).json()) as { id: string };
  await page.goto('/protected/timecards');
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To the next day' }).click();
  await expect(page.getByText(messages.selectOneOrMore)).toBeVisible();

  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('button', { name: /^Stop timer \(running 0:00:0\d\)$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Stop timer \(running / })).toBeVisible();
  await expect(page).toHaveTitle(/⏱ 0:00:\d\d/);
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop timer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stop timer \(running / })).toHaveCount(0);

  // A finished entry with a project, added through the API to keep the story short; the running one above is listed too.
  const today = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Chicago' }).format(new Date()));
  await page.request.post('/api/v1/timecards', {
    data: { type: 'labor', projectId: project.id, start: { local: `${today}T08:00`, zone: 'America/Chicago' }, end: { local: `${today}T09:30`, zone: 'America/Chicago' } },
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Project summary' }).getByText('P-7')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daily summary' }).getByText(/1h 3\dm/).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select entry 08:00' }).check();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To the next day' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page.getByRole('button', { name: '08:00 – 09:30' })).toHaveCount(2);
  for (const box of await page.getByRole('checkbox', { name: 'Select entry 08:00' }).all()) await box.check();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('menuitem', { name: 'To a day…' }).click();
  await expect(page.getByText(messages.selectOne)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const csvHref = (await page.getByRole('menuitem', { name: 'This week as CSV' }).getAttribute('href')) ?? '';
  const csv = await page.request.get(csvHref);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\n')[0]).toContain('Date,Type,Customer,Project');
  expect(text).toContain('P-7 Audit');
  const pdfHref = (await page.getByRole('menuitem', { name: 'This week as PDF timesheet' }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(pdfHref);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('menuitem', { name: 'Dates, customer or project…' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export timecards' });
  const filtered = (await exportDialog.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '';
  expect(filtered).toMatch(/\/api\/v1\/timecards\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByText('Hours per day')).toBeVisible();
});
