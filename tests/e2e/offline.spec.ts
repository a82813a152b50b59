import { messages } from '../../src/shared/messages.js';
import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type ConsoleGuard, type Page } from './support/test.js';
import { signIn, signUpAndSignIn } from './support/session.js';

test('offline: the app is installable, and starts with no network after one visit, its service worker keeping no answer of the API', { tag: '@phone' }, async ({ page, context, consoleGuard }) => {
  await signUpAndSignIn(page);
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Installable: a manifest with its icons, and a service worker that controls the page once it is active.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { display: string; start_url: string; icons: { sizes: string; type: string }[] }) : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // No network: the app's shell starts from the worker's cache and says it is offline.
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/);
  await context.setOffline(true);
  await page.goto('/protected/timecards');
  await expect(page.getByText('Travel & Work Tracker').first()).toBeVisible();
  await expect(page.getByText(messages.connectionOffline).first()).toBeVisible();

  // What the worker keeps is the app's own files, never an answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/builds/'))).toEqual([]);

  // Back online; signing out forgets who was signed in, so the next person does not start as them.
  await context.setOffline(false);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('last-session-user'))).toContain('@');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('last-session-user'))).toBeNull();
});

const utcIn = (hours: number) => ({ local: new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16), zone: 'UTC' });

/** The names of the browser's IndexedDB databases that hold an offline copy. */
const offlineDatabases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('offline-')));

/** What an offline copy holds, as saved (read only once the database exists, so as not to make it). */
const offlineCopy = (page: Page, name: string) =>
  page.evaluate(
    (database) =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('queries').objectStore('queries').get('queries');
          read.onsuccess = () => {
            db.close();
            resolve(String(read.result ?? ''));
          };
        };
      }),
    name,
  );

/**
 * After one online visit: the service worker is ready and the user's offline copy holds `kept`;
 * then the network goes. The copy's database name.
 */
async function readyForTheRoad(page: Page, context: BrowserContext, consoleGuard: ConsoleGuard, kept: string): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => offlineDatabases(page)).toHaveLength(1);
  const [database = ''] = await offlineDatabases(page);
  await expect.poll(() => offlineCopy(page, database), { timeout: 20_000 }).toContain(kept);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/);
  await context.setOffline(true);
  return database;
}

test('offline: the next trip is readable with no network though never opened, and nothing of one user is left for the next', { tag: '@phone' }, async ({ page, context, consoleGuard }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  const trip = await page.request.post('/api/v1/trips', { data: { title: 'Edinburgh visit', start: utcIn(24 * 5), end: utcIn(24 * 8) } });
  expect(trip.status()).toBe(201);
  const tripId = ((await trip.json()) as { id: string }).id;
  const stay = await page.request.post('/api/v1/reservations', {
    data: { tripId, type: 'lodging', provider: 'Balmoral Lodge', reservationNumber: 'HX-40917', start: utcIn(24 * 5 + 2), end: utcIn(24 * 8) },
  });
  expect(stay.status()).toBe(201);

  // One online visit of the dashboard: the trip's page is never opened.
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const database = await readyForTheRoad(page, context, consoleGuard, 'HX-40917');

  // No network: the trip opens with its stay's confirmation number, and again after a reload.
  await page.goto(`/protected/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Edinburgh visit', level: 1 })).toBeVisible();
  await expect(page.getByText(messages.connectionOffline).first()).toBeVisible();
  await expect(page.getByText('HX-40917').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('HX-40917').first()).toBeVisible();

  // Signing out deletes the copy; the next user on this browser finds none of the first one's data.
  await context.setOffline(false);
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The page's reads (and the offline copy's) finish first: one still under way when the session
  // ends is answered 401, which the browser logs (seen on CI; what remains of it is in the issue).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => offlineDatabases(page)).toEqual([]);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  await signUpAndSignIn(page);
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => offlineDatabases(page)).toHaveLength(1);
  const [second = ''] = await offlineDatabases(page);
  expect(second).not.toBe(database);
  await expect(page.getByText('Edinburgh visit')).toHaveCount(0);
  await expect.poll(() => offlineCopy(page, second), { timeout: 20_000 }).toContain('"timer"');
  expect(await offlineCopy(page, second)).not.toContain('HX-40917');
});

test('offline: the timer started and stopped with no network keeps its times through a reload, and is sent once, in order, when the network returns', { tag: '@phone' }, async ({ page, context, consoleGuard }, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  await page.goto('/protected/timecards');
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  const database = await readyForTheRoad(page, context, consoleGuard, '"timer"');
  // The entry belongs to the day the browser reads where it runs, which may not be today at home.
  const startDay = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE').format(new Date()));
  // When the press happened, between these two (a loaded machine can take seconds over a click).
  const started = { from: Date.now(), by: 0 };
  await page.getByRole('button', { name: 'Start timer' }).click();
  started.by = Date.now();
  const banner = page.getByRole('status').filter({ hasText: messages.connectionOffline });
  await expect(banner).toContainText('1 change waiting to be sent');
  // The chip says its start has not reached the server yet.
  await expect(page.getByRole('button', { name: /^Stop timer \(running .*, waiting to be sent\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start timer' })).toHaveCount(0);

  // A reload with no network loses nothing: the timer still ticks from the press, the change still waits.
  await expect.poll(() => offlineCopy(page, database)).toContain('timer-start');
  await page.waitForTimeout(6_000);
  await page.reload();
  await expect(banner).toContainText('1 change waiting to be sent');
  // It shows the time since the press, not since the reload (however long the reload took).
  const chip = page.getByRole('button', { name: /^Stop timer \(running \d+:\d\d:\d\d, waiting to be sent\)$/ });
  await expect(chip).toBeVisible();
  const [, h = '', m = '', sec = ''] = /running (\d+):(\d\d):(\d\d)/.exec((await chip.getAttribute('aria-label')) ?? '') ?? [];
  const shown = Number(h) * 3600 + Number(m) * 60 + Number(sec);
  const readAt = Date.now();
  expect(shown).toBeGreaterThanOrEqual(6);
  // Counted from the press: one counted from the reload would be 6 s or more behind the time since the
  // click. The chip's label may lag a loaded machine's clock by a few seconds (CI read it 2 s behind).
  expect(shown).toBeGreaterThan((readAt - started.by) / 1000 - 5);
  expect(shown).toBeLessThanOrEqual(Math.ceil((readAt - started.from) / 1000) + 1);
  const stopped = { from: Date.now(), by: 0 };
  await chip.click();
  stopped.by = Date.now();
  await expect(banner).toContainText('2 changes waiting to be sent');
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('changes-waiting.png') });
  await page.waitForTimeout(6_000);

  // The network returns: both are sent, the start before the stop, each at the time it was pressed.
  const sentAfter = Date.now();
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  const week = (await (await page.request.get(`/api/v1/timecards/week?date=${startDay}`)).json()) as { entries: { start: { at: string }; end: { at: string } | null }[] };
  expect(week.entries).toHaveLength(1);
  const [entry] = week.entries;
  const within = (at: string | undefined, press: { from: number; by: number }) => {
    expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(press.from - 1_000);
    expect(Date.parse(at ?? '')).toBeLessThanOrEqual(press.by + 1_000);
  };
  within(entry?.start.at, started);
  within(entry?.end?.at, stopped);
  expect(Date.parse(entry?.end?.at ?? '')).toBeLessThan(sentAfter);
  expect(await (await page.request.get('/api/v1/timecards/timer')).json()).toBeNull();
  await expect.poll(() => offlineCopy(page, database)).not.toContain('timer-start');
});

test('offline: notes and a task ticked with no network wait through a reload, are sent once each, and a note changed elsewhere meanwhile asks keep mine or keep theirs', { tag: '@phone' }, async ({ page, context, browser, consoleGuard }, testInfo) => {
  test.setTimeout(120_000);
  const account = await signUpAndSignIn(page);
  const trip = await page.request.post('/api/v1/trips', { data: { title: 'Porto workshop', start: utcIn(24 * 3), end: utcIn(24 * 6) } });
  const tripId = ((await trip.json()) as { id: string }).id;
  const notesUrl = `/api/v1/trips/${tripId}/notes`;
  const packing = await page.request.post(notesUrl, { data: { name: 'Packing list', html: '<p>Passport</p>' } });
  const packingId = ((await packing.json()) as { id: string }).id;
  const fieldNotes = await page.request.post(notesUrl, { data: { name: 'Field notes', html: '<p>Pump 4 leaks</p>' } });
  const fieldNotesId = ((await fieldNotes.json()) as { id: string }).id;
  const task = await page.request.post('/api/v1/tasks', { data: { title: 'Book the pump fitter', tripId } });
  const taskId = ((await task.json()) as { id: string }).id;

  // One online visit keeps the trip's notes with their text; then the network goes.
  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await readyForTheRoad(page, context, consoleGuard, 'Pump 4 leaks');

  await page.goto(`/protected/trips/${tripId}?tab=notes`);
  const notes = page.getByRole('list', { name: 'Notes' });
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Add note' }).click();
  await dialog.getByLabel('Name').fill('Taxi to the hotel');
  await dialog.locator('.ProseMirror').fill('Driver waits at door 3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Note Taxi to the hotel waiting to be sent' })).toBeVisible();

  // Two notes changed offline: another device changes one of them meanwhile.
  for (const [name, text] of [['Packing list', 'Passport, charger'], ['Field notes', 'Pump 4 leaks at the flange']] as const) {
    await notes.getByRole('button', { name: `Edit note ${name}` }).click();
    await dialog.locator('.ProseMirror').fill(text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  }
  const banner = page.getByRole('status').filter({ hasText: messages.connectionOffline });
  await expect(banner).toContainText('3 changes waiting to be sent');
  await page.screenshot({ path: testInfo.outputPath('notes-waiting.png') });

  // A task of the trip ticked done.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  // The box follows the list's data, which the tick changes on the next render: click, then see it ticked.
  await page.getByRole('checkbox', { name: 'Done: Book the pump fitter' }).click();
  await expect(page.getByRole('checkbox', { name: 'Done: Book the pump fitter' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Task Book the pump fitter waiting to be sent' })).toBeVisible();
  await expect(banner).toContainText('4 changes waiting to be sent');

  await page.reload();
  await expect(banner).toContainText('4 changes waiting to be sent');
  await expect(page.getByRole('checkbox', { name: 'Done: Book the pump fitter' })).toBeChecked();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(notes.getByText('Waiting to be sent')).toHaveCount(3);

  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const deskPage = await desk.newPage();
  await signIn(deskPage, account);
  expect((await deskPage.request.patch(`${notesUrl}/${packingId}`, { data: { html: '<p>Passport, visa</p>' } })).status()).toBe(200);
  expect((await deskPage.request.patch(`${notesUrl}/${fieldNotesId}`, { data: { html: '<p>Pump 4 replaced</p>' } })).status()).toBe(200);

  // The network returns: the new note is made once, the task ticked; the changed notes ask, one at a time.
  consoleGuard.allow(/status of 412 \(Precondition Failed\)/);
  await context.setOffline(false);
  // One question at a time, in the order the changes were made.
  const first = page.getByRole('dialog', { name: "Note 'Packing list' changed elsewhere" });
  await expect(first).toContainText('while your change waited to be sent');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('keep-mine-or-theirs.png') });
  await first.getByRole('button', { name: 'Keep mine' }).click();
  await page.getByRole('dialog', { name: "Note 'Field notes' changed elsewhere" }).getByRole('button', { name: 'Keep theirs' }).click();
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });

  const kept = async (id: string) => ((await (await deskPage.request.get(`${notesUrl}/${id}`)).json()) as { html: string }).html;
  await expect.poll(() => kept(packingId)).toBe('<p>Passport, charger</p>');
  expect(await kept(fieldNotesId)).toBe('<p>Pump 4 replaced</p>');
  const all = (await (await deskPage.request.get(notesUrl)).json()) as { name: string }[];
  expect(all.map((n) => n.name).sort()).toEqual(['Field notes', 'Packing list', 'Taxi to the hotel']);
  await expect(notes.getByText('Waiting to be sent')).toHaveCount(0);
  expect(((await (await deskPage.request.get(`/api/v1/tasks/${taskId}`)).json()) as { status: string }).status).toBe('done');
  await desk.close();
});

test('offline: time entries added and changed with no network show in the week at once, wait through a reload, and are sent once; one changed elsewhere asks keep mine or keep theirs', { tag: '@phone' }, async ({ page, context, browser, consoleGuard }, testInfo) => {
  test.setTimeout(120_000);
  const account = await signUpAndSignIn(page);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Chicago' }).format(new Date());
  const at = (time: string) => ({ local: `${today}T${time}`, zone: 'America/Chicago' });
  const early = await page.request.post('/api/v1/timecards', { data: { type: 'labor', start: at('07:00'), end: at('08:00'), startLocation: 'Home' } });
  const earlyId = ((await early.json()) as { id: string }).id;

  await page.goto('/protected/timecards');
  await expect(page.getByRole('button', { name: /^07:00 – 08:00/ })).toBeVisible();
  await readyForTheRoad(page, context, consoleGuard, earlyId);

  // A new entry (today 09:00–17:00 at home, as the editor proposes) and a change of the early one.
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Add time entry' }).first().click();
  await dialog.getByLabel('Start location').fill('Airport lounge');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /^07:00 – 08:00/ }).click();
  await dialog.getByLabel('Start location').fill('Taxi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const waiting = page.getByRole('img', { name: /^Entry .* waiting to be sent$/ });
  await expect(waiting).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^09:00 – 17:00/ })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: messages.connectionOffline });
  await expect(banner).toContainText('2 changes waiting to be sent');
  await page.reload();
  await expect(waiting).toHaveCount(2);
  await expect(banner).toContainText('2 changes waiting to be sent');
  await page.screenshot({ path: testInfo.outputPath('entries-waiting.png') });

  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const deskPage = await desk.newPage();
  await signIn(deskPage, account);
  expect((await deskPage.request.patch(`/api/v1/timecards/${earlyId}`, { data: { startLocation: 'Desk' } })).status()).toBe(200);

  consoleGuard.allow(/status of 412 \(Precondition Failed\)/);
  await context.setOffline(false);
  await page.getByRole('dialog', { name: /^Time entry of .* changed elsewhere$/ }).getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  await expect(waiting).toHaveCount(0);

  const week = async () => ((await (await deskPage.request.get(`/api/v1/timecards/week?date=${today}`)).json()) as { entries: { id: string; startLocation: string }[] }).entries;
  await expect.poll(async () => (await week()).find((e) => e.id === earlyId)?.startLocation).toBe('Taxi');
  expect((await week()).map((e) => e.startLocation).sort()).toEqual(['Airport lounge', 'Taxi']);
  await desk.close();
});

test('offline: a receipt captured with its photo with no network shows on its trip at once, waits through a reload, and reaches the server once, photo and all', { tag: '@phone' }, async ({ page, context, consoleGuard }, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const trip = await page.request.post('/api/v1/trips', { data: { title: 'Lisbon audit', start: utcIn(-24), end: utcIn(24 * 3) } });
  const tripId = ((await trip.json()) as { id: string }).id;
  const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#fbfaf5' } })
    .composite([{ input: Buffer.from('<svg width="600" height="900"><text x="40" y="120" font-size="60">TAXI 18.40</text></svg>') }])
    .jpeg()
    .toBuffer();

  await page.goto('/protected/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The trip under way is kept with its receipts.
  const database = await readyForTheRoad(page, context, consoleGuard, `"receipts","${tripId}"`);

  // At the taxi rank, with no network: the receipt and its photo.
  await page.goto(`/protected/trips/${tripId}?tab=receipts`);
  await page.getByRole('link', { name: 'Add receipt' }).click();
  await expect(page.getByRole('heading', { name: 'New receipt' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('18.40');
  await page.getByRole('textbox', { name: 'Vendor' }).fill('Taxi Aeroporto');
  await page.getByText('Cash', { exact: true }).click();
  await page.locator('input[type="file"][capture]').setInputFiles({ name: 'taxi.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.keptOnDevice)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/protected/trips/${tripId}\\?tab=receipts$`));
  const waiting = page.getByRole('list', { name: 'Receipts waiting to be sent' });
  await expect(waiting.getByRole('img', { name: 'Receipt Taxi Aeroporto waiting to be sent' })).toBeVisible();
  await expect(waiting).toContainText('$18.40');
  await expect(waiting.getByRole('img', { name: 'With its photo' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: messages.connectionOffline });
  await expect(banner).toContainText('1 change waiting to be sent');
  await page.screenshot({ path: testInfo.outputPath('receipt-waiting.png') });

  // A reload with no network: the receipt and its photo are still on the device.
  await expect.poll(() => offlineCopy(page, database)).toContain('receipt-capture');
  await page.reload();
  await expect(waiting.getByRole('img', { name: 'Receipt Taxi Aeroporto waiting to be sent' })).toBeVisible();
  await expect(banner).toContainText('1 change waiting to be sent');

  // The network returns: one receipt on the server, with the photo taken.
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Taxi Aeroporto' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const receipts = (await (await page.request.get('/api/v1/receipts')).json()) as { items: { id: string; vendor: string; amountMinor: number; hasImage: boolean }[] };
  expect(receipts.items.map((r) => [r.vendor, r.amountMinor, r.hasImage])).toEqual([['Taxi Aeroporto', 1840, true]]);
  const image = await page.request.get(`/api/v1/receipts/${receipts.items[0]?.id ?? ''}/image`);
  expect(Buffer.compare(await image.body(), photo)).toBe(0);
});

test('offline: a document marked available offline opens with no network, from the copy on the device, which sign-out deletes', { tag: '@phone' }, async ({ page, context, consoleGuard }, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  const trip = await page.request.post('/api/v1/trips', { data: { title: 'Oslo audit', start: utcIn(24 * 3), end: utcIn(24 * 6) } });
  expect(trip.status()).toBe(201);
  const tripId = ((await trip.json()) as { id: string }).id;
  await page.goto(`/protected/trips/${tripId}?tab=files`);
  const upload = await page.request.post(`/api/v1/trips/${tripId}/documents`, {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { files: { name: 'hotel-voucher.txt', mimeType: 'text/plain', buffer: Buffer.from('Voucher HX-55120: Hotel Continental, 3 nights') } },
  });
  expect(upload.status()).toBe(201);
  await page.reload();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents).toContainText('hotel-voucher.txt');
  const keep = documents.getByRole('button', { name: 'Available offline: hotel-voucher.txt' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await keep.click();
  await expect(page.getByText('Available offline on this device')).toBeVisible();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await documents.screenshot({ path: testInfo.outputPath(`document-kept-offline-${testInfo.project.name}.png`) });

  // No network, a new start of the page: the list comes from the offline copy, the file from the device.
  await readyForTheRoad(page, context, consoleGuard, 'hotel-voucher.txt');
  await page.reload();
  await expect(page.getByText(messages.connectionOffline).first()).toBeVisible();
  const link = page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: 'hotel-voucher.txt', exact: true });
  await expect(link).toHaveAttribute('href', /^blob:/);
  const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(opened.locator('body')).toContainText('Voucher HX-55120: Hotel Continental, 3 nights');
  await opened.close();

  // Signing out deletes it with the rest of the user's copy.
  await context.setOffline(false);
  await page.goto('/protected/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => offlineDatabases(page)).toEqual([]);
});
