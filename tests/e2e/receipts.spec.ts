import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { messages } from '../../src/shared/messages.js';
import { chooseZone, pickDateTime } from './support/pickers.js';
import { signUpAndSignIn } from './support/session.js';
import { expect, test, type Page } from './support/test.js';

const run = promisify(execFile);
test.use({ timezoneId: 'America/Chicago' });
// Three receipts, a public link, a PDF, a drive and the report: one story.
// Over two and a half minutes once beside the other tests on CI's two cores.
test.setTimeout(240_000);

/** Adds a receipt to the trip from its Receipts tab; `date` (Tokyo time) leaves the default (now) when absent. */
async function addReceipt(page: Page, tripId: string, r: { currency: string; amount: string; vendor: string; date?: string; rate?: string; photo?: Buffer }) {
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await page.getByRole('link', { name: 'Add receipt' }).click();
  await expect(page.getByRole('heading', { name: 'New receipt' })).toBeVisible();
  if (r.date) {
    await chooseZone(page, page, 'Receipt date', 'Asia/Tokyo');
    await pickDateTime(page, page, 'Receipt date', r.date);
  }
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.fill(r.currency);
  await page.getByRole('option', { name: r.currency, exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(r.amount);
  await page.getByRole('textbox', { name: 'Vendor' }).fill(r.vendor);
  await page.getByText('Cash', { exact: true }).click();
  if (r.rate) await page.getByRole('textbox', { name: /^Exchange rate/ }).fill(r.rate);
  if (r.photo) await page.locator('input[type="file"][capture]').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: r.photo });
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, and its photo uploaded and prepared on the server: on CI's two cores, beside another
  // test's photos read by OCR, that took over 15 s once.
  await expect(page.getByText(messages.recordSaved)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: r.vendor })).toBeVisible();
  return page.url().split('/').pop()?.split('?')[0] ?? '';
}

test('receipts: three in two currencies with a photo, tabs with totals, a public link opened signed out, its PDF, a drive, and the expense report', async ({ page, browser }, testInfo) => {
  await signUpAndSignIn(page);
  const res = await page.request.post('/api/v1/trips', { data: { title: 'Tokyo offsite' } });
  const tripId = ((await res.json()) as { id: string }).id;
  const photo = await sharp({ create: { width: 900, height: 1400, channels: 3, background: '#f7f3ea' } })
    .composite([{ input: Buffer.from('<svg width="900" height="1400"><text x="80" y="200" font-size="90">ICHIRAN</text></svg>') }])
    .jpeg()
    .toBuffer();

  // A Saturday in Tokyo: converted at Friday's ECB reference rate (the recorded rates service).
  const ramen = await addReceipt(page, tripId, { currency: 'JPY', amount: '1200', vendor: 'Ichiran Shibuya', date: '2024-01-13T12:30', photo });
  await expect(page.getByLabel('Conversion')).toContainText('ECB reference rate of 01/12/2024');
  await expect(page.getByRole('img', { name: 'Receipt Ichiran Shibuya' })).toBeVisible();
  // Today has no recorded rate: the rate is typed, never invented.
  await addReceipt(page, tripId, { currency: 'JPY', amount: '34800', vendor: 'Hotel Gracery', rate: '0.0069' });
  await expect(page.getByLabel('Conversion')).toContainText('rate entered');
  await addReceipt(page, tripId, { currency: 'USD', amount: '19.99', vendor: 'Airport food' });

  // The trip's receipts: one tab per currency, each with its total.
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await expect(page.getByRole('tab', { name: 'JPY · 2' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'USD · 1' })).toBeVisible();
  await expect(page.getByLabel('Total JPY')).toHaveText('Total ¥36,000');
  await page.getByRole('tab', { name: 'USD · 1' }).click();
  await expect(page.getByLabel('Total USD')).toHaveText('Total $19.99');

  // A drive at the default rate per mile (0.70): 12.5 miles are $8.75.
  await page.getByRole('button', { name: 'Add mileage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add mileage' });
  await dialog.getByRole('textbox', { name: 'From' }).fill('Office');
  await dialog.getByRole('textbox', { name: 'To' }).fill('Narita');
  await dialog.getByRole('textbox', { name: 'Miles' }).fill('12.5');
  await expect(dialog.getByLabel('Mileage amount')).toHaveText('Amount: $8.75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Office → Narita' })).toBeVisible();

  // Public: the link opens without signing in; 'Make private' ends it.
  await page.goto(`/protected/receipts/${ramen}`);
  await page.getByRole('button', { name: 'Make public' }).click();
  const publicUrl = await page.getByRole('textbox', { name: 'Public URL' }).inputValue();
  expect(publicUrl).toMatch(/\/public\/receipts\/[\w-]{43}$/);
  await page.getByRole('button', { name: 'Copy public URL' }).click();
  await expect(page.getByText(messages.copiedToClipboard)).toBeVisible();
  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  await anonymous.goto(publicUrl);
  await expect(anonymous.getByRole('heading', { name: 'Ichiran Shibuya' })).toBeVisible();
  await expect(anonymous.getByText('¥1,200')).toBeVisible();
  await expect(anonymous.getByRole('img', { name: 'Receipt Ichiran Shibuya' })).toBeVisible();

  // 'Create PDF', then 'View PDF' shows it in the page.
  await page.getByRole('button', { name: 'Create PDF' }).click();
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(page.getByTitle('Receipt PDF')).toBeVisible();
  await expect(page.getByText(messages.couldNotLoadPdf)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Make private' }).click();
  await expect(page.getByRole('button', { name: 'Make public' })).toBeVisible();
  const gone = await anonymous.request.get(publicUrl.replace('/public/receipts/', '/api/public/receipts/'));
  expect(gone.status()).toBe(404);
  await stranger.close();

  // The expense report: a PDF with the receipts and the drive, which pdftoppm renders.
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await page.getByRole('button', { name: 'Expense report' }).first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF' }).click()]);
  const file = testInfo.outputPath('expense-report.pdf');
  await download.saveAs(file);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  expect(text).toContain('Expense report: Tokyo offsite');
  expect(text).toContain('Ichiran Shibuya');
  expect(text).toContain('Office – Narita');
  await run('pdftoppm', ['-r', '30', '-png', file, testInfo.outputPath('page')]);
  expect((await run('pdfinfo', [file])).stdout).toMatch(/Pages:\s+[2-9]/);
});

// A photographed restaurant receipt, tilted and dim: HARBOR LIGHT CAFE, 11/24/2026 12:41 PM, TOTAL USD 55.74.
const receiptPhoto = 'src/server/test/recorded/receipt-photo.jpg';

test('receipts: a photo scanned fills in its fields for review, and counts only once saved; two scanned at once wait on the trip', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  const at = (local: string) => ({ local, zone: 'America/Chicago' });
  const res = await page.request.post('/api/v1/trips', { data: { title: 'Portland', start: at('2026-11-23T08:00'), end: at('2026-11-26T18:00') } });
  const tripId = ((await res.json()) as { id: string }).id;

  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await page.locator('input[type="file"][multiple]').setInputFiles(receiptPhoto);
  // The receipt opens at once with its photo; its fields fill in as they are read.
  await expect(page).toHaveURL(/\/protected\/receipts\/[\w-]+$/);
  await expect(page.getByText('Check what was read, then save')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Read from the receipt: date, amount, currency, vendor, type\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vendor' })).toHaveValue('HARBOR LIGHT CAFE');
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('55.74');
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveAccessibleDescription('Read from the receipt: check it');
  await expect(page.getByRole('combobox', { name: 'Receipt type' })).toHaveValue('Meals');
  await page.screenshot({ path: testInfo.outputPath(`scanned-receipt-${testInfo.project.name}.png`) });

  // Saved: confirmed, and counted in the trip's total.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Check what was read, then save')).toHaveCount(0);
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await expect(page.getByLabel('Total USD')).toHaveText('Total $55.74', { timeout: 15_000 });

  // Two photos at once: one receipt each, listed on the trip to be looked at, not yet counted.
  await page.locator('input[type="file"][multiple]').setInputFiles([receiptPhoto, receiptPhoto]);
  await expect(page.getByText('2 receipts are being read: check each, then save it')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'USD · 3' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Needs a look')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByLabel('Total USD')).toHaveText('Total $55.74');
  await page.screenshot({ path: testInfo.outputPath(`scanned-receipts-on-trip-${testInfo.project.name}.png`), fullPage: true });
});
