import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/test.js';
import { shoot } from './support/shoot.js';
import { signUpAndSignIn } from './support/session.js';

const TRIP = 'Oslo audit';

test('your data: a backup is made with its progress, downloaded, and restored into another account, where the trip and its document are back', async ({ page, browser }, testInfo) => {
  // Two accounts, a backup and two restores: over a minute beside the other tests on CI's two cores.
  test.setTimeout(150_000);
  await signUpAndSignIn(page);
  const made = await page.request.post('/api/v1/trips', { data: { title: TRIP } });
  expect(made.status()).toBe(201);
  const tripId = ((await made.json()) as { id: string }).id;
  // As the page's own form sends it: the CSRF guard wants the app's origin on a form post.
  const upload = await page.request.post(`/api/v1/trips/${tripId}/documents`, {
    headers: { Origin: new URL(page.url() === 'about:blank' ? (testInfo.project.use.baseURL ?? '') : page.url()).origin },
    multipart: { files: { name: 'itinerary.txt', mimeType: 'text/plain', buffer: Buffer.from('Oslo, 3 nights') } },
  });
  expect(upload.status()).toBe(201);

  await page.goto('/protected/profile');
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Download my data' }).click();
  const link = card.getByRole('link', { name: /^Download travel-work-tracker-backup-\d{4}-\d\d-\d\d\.zip/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await shoot(page, card, testInfo, 'backup-ready');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = testInfo.outputPath('backup.zip');
  await download.saveAs(file);
  const zip = unzipSync(new Uint8Array(await readFile(file)));
  const manifest = JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())) as { records: Record<string, { count: number }>; files: Record<string, unknown> };
  expect(manifest.records.trips?.count).toBe(1);
  expect(manifest.records.documents?.count).toBe(1);
  expect(Object.keys(manifest.files)).toHaveLength(1);

  // Another account, on another browser: the restore brings the trip and its document.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const second = await other.newPage();
  await signUpAndSignIn(second);
  await second.goto('/protected/profile');
  const restoreCard = second.getByRole('region', { name: 'Your data' });
  const chooser = second.waitForEvent('filechooser');
  await restoreCard.getByRole('button', { name: 'Restore from a backup' }).click();
  await (await chooser).setFiles(file);
  await expect(restoreCard.getByText(/records? and 1 file added/)).toBeVisible({ timeout: 30_000 });
  await shoot(second, restoreCard, testInfo, 'restore-done');
  await second.goto('/protected/trips');
  await expect(second.getByText(TRIP)).toBeVisible();
  const trips = (await (await second.request.get('/api/v1/trips')).json()) as { items: { id: string }[] };
  const docs = (await (await second.request.get(`/api/v1/trips/${trips.items[0]?.id ?? ''}/documents`)).json()) as { fileName: string }[] | { items: { fileName: string }[] };
  expect(JSON.stringify(docs)).toContain('itinerary.txt');

  // The same file again: nothing added.
  const again = second.waitForEvent('filechooser');
  await restoreCard.page().goto('/protected/profile');
  await second.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Restore from a backup' }).click();
  await (await again).setFiles(file);
  await expect(second.getByRole('region', { name: 'Your data' }).getByText(/0 records and 0 files added; \d+ already here/)).toBeVisible({ timeout: 30_000 });
  await other.close();
});
