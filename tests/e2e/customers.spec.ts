import { expect, test } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { signUpAndSignIn } from './support/session.js';

// A story of many pages: it took 45 s of the default minute in CI on a loaded two-core machine.
test.setTimeout(120_000);

test('customers: create with a tag, a note and a document, find it, share the document, bulk delete', async ({ page, browser }) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Add customer' }).first().click();

  await page.getByLabel('Name').fill('Acme Travel Corp');
  await page.getByLabel('Info').fill('Key account');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('Zip').fill('62701');
  await page.getByRole('button', { name: 'Add tag' }).click();
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByLabel('Key').fill('Industry');
  await tags.getByLabel('Value').fill('Aerospace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/customers\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Add note' }).click();
  const noteDialog = page.getByRole('dialog');
  await noteDialog.getByLabel('Name').fill('Kick-off');
  await noteDialog.locator('.ProseMirror').fill('Bring the signed contract');
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Notes' }).getByText('Kick-off')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'itinerary.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByText('itinerary.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Make public: itinerary.pdf' }).click();
  const publicUrl = (await page.getByLabel('Public URL of itinerary.pdf').textContent()) ?? '';
  expect(publicUrl).toMatch(/\/api\/public\/files\/[\w-]{43}$/);

  const stranger = await browser.newContext();
  const anonymous = await stranger.request.get(publicUrl);
  expect(anonymous.status()).toBe(200);
  expect((await anonymous.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Make private: itinerary.pdf' }).click();
  await expect(page.getByLabel('Public URL of itinerary.pdf')).toHaveCount(0);
  expect((await stranger.request.get(publicUrl)).status()).toBe(404);
  await stranger.close();

  await page.goto('/protected/customers');
  for (const name of ['Globex', 'Initech']) {
    await page.request.post('/api/v1/customers', { data: { name } });
  }
  await page.reload();
  await page.getByLabel('Search').fill('aerospace');
  await expect(page.getByText('Acme Travel Corp')).toBeVisible();
  await expect(page.getByText('Globex')).toHaveCount(0);
  await page.getByLabel('Search').fill('');
  await expect(page.getByText('Globex')).toBeVisible();
  for (const checkbox of await page.getByRole('checkbox', { name: 'Select row' }).all()) await checkbox.check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText(messages.proceedDeleting(3))).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(messages.recordDeleted)).toBeVisible();
  await expect(page.getByText('No customers yet.', { exact: false })).toBeVisible();
});
