import { togglExport } from '../../src/server/modules/timecards/testing/time-exports.js';
import { timeImportMessages } from '../../src/shared/time-imports.js';
import { expect, test } from './support/test.js';
import { signUpAndSignIn } from './support/session.js';

test('time entries from a Toggl Track export: previewed with what it will make and leave out, imported once, and a second import adds nothing', async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/timecards');
  const file = { name: 'Toggl_Track_detailed_report.csv', mimeType: 'text/csv', buffer: Buffer.from(togglExport) };
  const dialog = page.getByRole('dialog', { name: timeImportMessages.action });

  const preview = async () => {
    await page.getByRole('button', { name: timeImportMessages.action }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'CSV export' }).click();
    await (await chooser).setFiles(file);
    const zone = dialog.getByRole('combobox', { name: "Time zone of the file's times" });
    await zone.click();
    await zone.fill('America/New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    return dialog.getByRole('region', { name: 'Preview' });
  };

  const first = await preview();
  await expect(first).toContainText('Toggl Track export');
  await expect(first).toContainText('5 entries to import');
  await expect(first).toContainText('0 entries already imported');
  await expect(first).toContainText('2 new customers');
  await expect(first).toContainText('Row 7:');
  await page.screenshot({ path: testInfo.outputPath(`preview-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(timeImportMessages.imported(5))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const entries = async () => ((await (await page.request.get('/api/v1/timecards?pageSize=100')).json()) as { total: number }).total;
  expect(await entries()).toBe(5);
  const customers = (await (await page.request.get('/api/v1/customers?sort=name')).json()) as { items: { name: string }[] };
  expect(customers.items.map((c) => c.name)).toEqual(['Acme, Inc.', 'Globex']);

  // The same file again: everything is already there, and Import has nothing to do.
  const again = await preview();
  await expect(again).toContainText('0 entries to import');
  await expect(again).toContainText('5 entries already imported');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(await entries()).toBe(5);
});
