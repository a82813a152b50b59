import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import nodemailer from 'nodemailer';
import { agencyText, mail, railTimetableText, tripItIcs } from '../../src/server/modules/imports/testing/samples.js';
import { messages } from '../../src/shared/messages.js';
import { chooseZone } from './support/pickers.js';
import { signUpAndSignIn } from './support/session.js';

test.use({ timezoneId: 'America/Chicago' });
test.setTimeout(90_000);

// A hotel's confirmation says nothing of where the hotel is in the world: its zone is the one
// field the import cannot read.
const CONFIRMATION = `Your stay at the Harbour Inn, Portsmouth
Confirmation: HX44120
Check-in: 12.05.2026 from 15:00
Check-out: 14.05.2026 until 11:00
`;

/** Signs up, makes a trip and drops a mail with `text` on its import dialog, which it returns. */
async function droppedOnNewTrip(page: Page, title: string, subject: string, text: string) {
  await signUpAndSignIn(page);
  const res = await page.request.post('/api/v1/trips', { data: { title } });
  expect(res.status()).toBe(201);
  const trip = ((await res.json()) as { id: string }).id;

  await page.goto(`/protected/trips/${trip}`);
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await page.getByRole('button', { name: 'Import confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import confirmation' });
  const eml = await mail({ subject, text });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'booking.eml', mimeType: 'message/rfc822', buffer: eml });
  return dialog;
}

test('import: a mail dropped on a trip is read, its missing zone chosen in the preview, and saved into the timeline', async ({ page }, testInfo) => {
  const dialog = await droppedOnNewTrip(page, 'Portsmouth', 'Your booking at the Harbour Inn', CONFIRMATION);

  const row = dialog.getByRole('group', { name: 'Harbour Inn, Portsmouth' });
  await expect(row).toContainText('2026-05-12 15:00');
  await expect(row).toContainText('Confirmation HX44120');
  await dialog.getByRole('button', { name: 'Save to trip' }).click();
  await expect(row.getByRole('alert')).toContainText('This field is required');
  await page.screenshot({ path: testInfo.outputPath('import-preview.png'), fullPage: true });

  // The one field that could not be read, chosen; the rest as read.
  await row.getByRole('button', { name: 'Check Harbour Inn, Portsmouth' }).click();
  const editor = page.getByRole('dialog', { name: 'Harbour Inn, Portsmouth' });
  await expect(editor.getByText('This field is required').first()).toBeVisible();
  await chooseZone(page, editor, 'Check-in', 'Europe/London');
  await chooseZone(page, editor, 'Check-out', 'Europe/London');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(row.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save to trip' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('list', { name: 'Reservations' }).getByRole('listitem')).toContainText('05/12/2026 15:00 BST');
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  const checkIn = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Harbour Inn' }).first();
  await expect(checkIn).toContainText(/15:00 (BST|GMT\+1)/);
  await expect(checkIn).toContainText('Check-in');
});

test('import: a rail mail dropped on a trip gives its legs in time order, each in its stations\' zone (a guessed one confirmed), saved into the trip', async ({ page }) => {
  const dialog = await droppedOnNewTrip(page, 'Engadin', 'Your e-ticket', railTimetableText);

  const legs = dialog.getByRole('group');
  await expect(legs).toHaveCount(3);
  await expect(legs.nth(0)).toContainText('2026-12-30 22:02 Europe/Zurich');
  await expect(legs.nth(1)).toContainText('2026-12-30 23:25 Europe/Zurich');
  await expect(legs.nth(2)).toContainText('2027-01-02 16:02 Europe/Zurich');
  await expect(legs.nth(0)).toContainText('Confirmation ARX48213');
  await expect(legs.nth(0).getByText('All read')).toBeVisible();
  // St. Moritz is in no city list: its zone, Chur's, is a guess to confirm before saving.
  for (const leg of [legs.nth(1), legs.nth(2)]) {
    await expect(leg.getByText('Guessed')).toBeVisible();
    await leg.getByRole('checkbox', { name: 'Looks right' }).check();
  }
  await dialog.getByRole('button', { name: 'Save to trip' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Reservations' }).getByRole('listitem')).toHaveCount(3);
});

test('import: a mail forwarded to the import address over SMTP waits under Imports, and reviewing it (its guesses confirmed) makes the trip', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/profile');
  const address = (await page.getByLabel('Import address').textContent()) ?? '';
  expect(address).toMatch(/^trips\+[0-9a-f]{16}@in\.tracker\.test$/);

  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.E2E_IMPORT_SMTP_PORT), secure: false, ignoreTLS: true });
  const info = await smtp.sendMail({ from: 'desk@agency.example', to: address, subject: 'Fwd: Chicago workshop', text: agencyText, date: new Date('2026-02-20T15:00:00Z') });
  expect(info.response).toContain('The process will run in background');

  await page.goto('/protected/trips');
  await page.getByRole('link', { name: 'Imports' }).click();
  const mail = page.getByRole('listitem', { name: 'Fwd: Chicago workshop' });
  await expect(mail).toContainText('4 reservations found');
  await mail.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import confirmation' });
  // Named by where and when; the year only when it is not this year.
  await expect(dialog.getByRole('textbox', { name: /Trip title/ })).toHaveValue(/^Chicago, Mar 16–19(?:, 2026)?$/);
  // In time order, whatever the order read; the hotel's hours and the zones taken from the flights are marked as guessed.
  const rows = dialog.getByRole('group');
  await expect(rows).toHaveText([/UA 1143 EWR → ORD/, /Hertz/, /Hilton Chicago/, /UA 2210 ORD → EWR/]);
  await expect(rows.nth(0)).toContainText('All read');
  const hotel = dialog.getByRole('group', { name: 'Hilton Chicago' });
  await expect(hotel.getByText('Guessed', { exact: true })).toBeVisible();
  await expect(hotel).toContainText('Check-in time 15:00 · Check-out time 11:00 · Check-in time zone America/Chicago');
  await page.screenshot({ path: testInfo.outputPath('import-preview-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 1400 });
  await page.screenshot({ path: testInfo.outputPath('import-preview-390.png'), fullPage: true });

  // Nothing guessed is saved unseen: Create trip asks for the guesses to be confirmed first.
  await dialog.getByRole('button', { name: 'Create trip' }).click();
  await expect(hotel.getByRole('alert')).toContainText('Check the guessed fields');
  await expect(dialog).toContainText('2 reservations to check before saving');
  await page.screenshot({ path: testInfo.outputPath('import-preview-390-to-check.png'), fullPage: true });
  await hotel.getByRole('checkbox', { name: 'Looks right' }).check();
  await dialog.getByRole('group', { name: 'Hertz' }).getByRole('checkbox', { name: 'Looks right' }).check();
  await dialog.getByRole('button', { name: 'Create trip' }).click();
  await expect(page.getByRole('heading', { name: /^Chicago, Mar 16–19/ })).toBeVisible();
  // On a phone the imported trip opens on its itinerary: the first event is above the fold at 390 × 844.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const firstEvent = page.getByRole('list', { name: /^Events on / }).first().getByRole('listitem').first();
  await expect(firstEvent).toContainText('UA 1143');
  const box = await firstEvent.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: testInfo.outputPath('imported-trip-390.png') });
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await expect(page.getByRole('list', { name: 'Reservations' }).getByRole('listitem')).toHaveCount(4);
});

test('import: a file nothing can be read from says so plainly and stays with the trip as a document', async ({ page }) => {
  await signUpAndSignIn(page);
  const res = await page.request.post('/api/v1/trips', { data: { title: 'Lisbon' } });
  const trip = ((await res.json()) as { id: string }).id;
  await page.goto(`/protected/trips/${trip}`);
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await page.getByRole('button', { name: 'Import confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import confirmation' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('See you at the conference, Jane') });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Error running process');
  await expect(alert).toContainText('No reservation could be read from it.');
  await expect(alert).toContainText("The file is kept with the trip's documents.");
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('note.txt');
});

test('import: a TripIt calendar of two trips, dropped on the trips list, makes two trips; dropped again, it updates them and makes none', async ({ page }) => {
  await signUpAndSignIn(page);
  const dropCalendar = async () => {
    await page.goto('/protected/trips');
    await page.getByRole('button', { name: 'Import confirmation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import confirmation' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'tripit.ics', mimeType: 'text/calendar', buffer: Buffer.from(tripItIcs) });
    return dialog;
  };
  let dialog = await dropCalendar();
  await expect(dialog.getByRole('textbox', { name: /Trip 1 title/ })).toHaveValue('Hamburg, Germany, July 2026');
  await expect(dialog.getByRole('textbox', { name: /Trip 2 title/ })).toHaveValue('Newark, NJ, July 2026');
  await expect(dialog.getByRole('region', { name: 'Reservations of trip 1' }).getByRole('group')).toHaveCount(4);
  await expect(dialog.getByRole('region', { name: 'Reservations of trip 2' }).getByRole('group')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save trips' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/protected\/trips$/);
  const titles = async () => ((await (await page.request.get('/api/v1/trips')).json()) as { items: { title: string }[] }).items.map((t) => t.title).sort();
  expect(await titles()).toEqual(['Hamburg, Germany, July 2026', 'Newark, NJ, July 2026']);

  dialog = await dropCalendar();
  await expect(dialog.getByText('Already in your trip Hamburg, Germany, July 2026: saving updates it')).toBeVisible();
  await expect(dialog.getByText('Already in your trip Newark, NJ, July 2026: saving updates it')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save trips' }).click();
  await expect(dialog).toBeHidden();
  expect(await titles()).toEqual(['Hamburg, Germany, July 2026', 'Newark, NJ, July 2026']);
  // The flight, train, stay, museum visit and car, each once.
  const reservations = (await (await page.request.get('/api/v1/reservations')).json()) as { total: number };
  expect(reservations.total).toBe(5);
});

test('import: an e-receipt forwarded to the import address becomes a receipt on the trip of its day, waiting under Imports until it is checked and saved', async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  const at = (local: string) => ({ local, zone: 'America/New_York' });
  const res = await page.request.post('/api/v1/trips', { data: { title: 'Portland', start: at('2026-11-23T08:00'), end: at('2026-11-26T18:00') } });
  const tripId = ((await res.json()) as { id: string }).id;
  await page.goto('/protected/profile');
  const address = (await page.getByLabel('Import address').textContent()) ?? '';

  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.E2E_IMPORT_SMTP_PORT), secure: false, ignoreTLS: true });
  const html = [
    '<h1>Thanks for riding with Lyft</h1><p>November 24, 2026 at 6:41 PM</p>',
    '<table><tr><td>Lyft fare (7.2 mi)</td><td>$24.18</td></tr><tr><td>Service fee</td><td>$2.95</td></tr>',
    '<tr><td>Tip</td><td>$5.00</td></tr><tr><td><b>Total charged</b></td><td><b>$32.13</b></td></tr></table>',
  ].join('');
  await smtp.sendMail({ from: 'receipts@lyftmail.example', to: address, subject: 'Your ride with Lyft on November 24', html });

  await page.goto('/protected/trips/imports');
  const mail = page.getByRole('listitem', { name: 'Your ride with Lyft on November 24' });
  await expect(mail).toContainText('A receipt', { timeout: 30_000 });
  await mail.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByText('Check what was read, then save')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('32.13');
  await expect(page.getByRole('combobox', { name: 'Receipt type' })).toHaveValue('Taxi and rideshare');
  await expect(page.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute('href', `/protected/trips/${tripId}`);
  await page.screenshot({ path: testInfo.outputPath(`mailed-receipt-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible({ timeout: 15_000 });

  await page.goto('/protected/trips/imports');
  await expect(page.getByRole('listitem', { name: 'Your ride with Lyft on November 24' })).toContainText('Saved');
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await expect(page.getByLabel('Total USD')).toHaveText('Total $32.13', { timeout: 15_000 });
});
