import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import type { Receipt, ReceiptType, TripReceipts } from '../../../shared/receipts.js';
import type { Trip } from '../../../shared/trips.js';
import { queryRows } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/idempotency.js';
import { receipts } from '../../db/schema/receipts.js';
import { startJobQueue, type Job, type JobQueue } from '../../jobs/queue.js';
import { createLogger } from '../../logger.js';
import { localStore } from '../../storage/local-store.js';
import { recordedStore } from '../../storage/recorded-store.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp, testFilesDir } from '../../test/harness.js';
import { closeOcr } from './receipt-ocr.js';
import { mailImports } from '../../db/schema/imports.js';
import { readMailImport, receiveMail } from '../imports/mail-inbox.js';
import { READING_QUEUE, receiptFromMail, runReceiptReading, startReceiptReading, type ReadingDeps } from './receipt-reading.js';

// A photographed restaurant receipt, tilted and dim (made by rendering the receipt's text and
// turning, blurring and darkening it): HARBOR LIGHT CAFE, 11/24/2026 12:41 PM, subtotal 45.25,
// tax 2.49, tip 8.00, TOTAL USD 55.74.
const photoPath = fileURLToPath(new URL('../../test/recorded/receipt-photo.jpg', import.meta.url));
let photo: Uint8Array;

type App = Awaited<ReturnType<typeof testApp>>;
let app: App;
let deps: ReadingDeps & { logger: ReturnType<typeof createLogger> };
let queue: JobQueue;

beforeAll(async () => {
  photo = new Uint8Array(await readFile(photoPath));
  // No queue for the app: each test runs the job itself, at the moment it chooses.
  app = await testApp();
  const store = recordedStore(app.database.db, localStore(testFilesDir()));
  deps = { db: app.database.db, store, secret: 'test', rates: { baseUrl: undefined, timeoutMs: 1000 }, origin: '', logger: createLogger('silent') };
});
afterAll(async () => {
  await queue?.stop();
  await closeOcr();
});

let queued: Promise<App> | undefined;
/** The app with the job queue, whose readings run on their own. */
function queuedApp() {
  queued ??= (async () => {
    queue = await startJobQueue({ database: app.database, logger: createLogger('silent'), pollSeconds: 0.5, stopTimeoutMs: 500 });
    await startReceiptReading({ ...deps, queue }, { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    return testApp({ queue });
  })();
  return queued;
}

async function signedIn(ctx: App = app) {
  const { user } = await createUser(ctx.database.db, { settings: { timeZone: 'America/New_York', currency: 'USD', firstDayOfWeek: 1 } });
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { user, b };
}
type Client = Awaited<ReturnType<typeof signedIn>>['b'];

const read = async <T>(res: Response) => (await res.json()) as T;
const scan = (b: Client, bytes: Uint8Array, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return b.request('/api/v1/receipts/scans', { method: 'POST', body: form, headers });
};
const scanned = async (res: Response) => (await read<{ items: Receipt[] }>(res)).items;
const fail = (): never => {
  throw new Error('no receipt was made');
};
const receiptCount = async (userId: string) => app.database.db.$count(receipts, eq(receipts.userId, userId));
/** The reading jobs queued, in any state: for one receipt, or all. */
const readingJobs = async (receiptId?: string) =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from pgboss.job where name = ${READING_QUEUE} ${receiptId ? sql`and id = ${receiptId}` : sql``}`))[0]?.n;
/** The files stored for the user. */
const filesOf = (userId: string) => readdir(path.join(testFilesDir(), userId)).catch(() => []);
/** A job as the queue hands it over: `tries` made before this one, of `limit` retries. */
const job = (receiptId: string, retryCount = 0, retryLimit = 2) => ({ data: { receiptId }, retryCount, retryLimit }) as Job<{ receiptId: string }>;
const receiptOf = async (b: Client, id: string) => read<Receipt>(await b.request(`/api/v1/receipts/${id}`));

describe('scanning a receipt', () => {
  it('makes the receipt at once with its photo, then reads its date, total, currency, vendor and type, each unconfirmed until the user saves', async () => {
    const { user, b } = await signedIn();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Portland', start: { local: '2026-11-23T08:00', zone: 'America/New_York' }, end: { local: '2026-11-26T18:00', zone: 'America/New_York' } }));
    const res = await scan(b, photo);
    expect(res.status).toBe(201);
    const [made = fail()] = await scanned(res);
    expect(made).toMatchObject({ amountMinor: 0, currency: 'USD', hasImage: true, reading: { status: 'queued', found: [], error: '' }, trip: null });
    expect(made.unconfirmed.sort()).toEqual(['amount', 'currency', 'receiptAt', 'receiptTypeId', 'vendor']);

    await runReceiptReading(deps, job(made.id));
    const done = await receiptOf(b, made.id);
    expect(done.reading).toMatchObject({ status: 'done', error: '' });
    expect(done.reading?.found.sort()).toEqual(['amount', 'currency', 'receiptAt', 'receiptTypeId', 'vendor']);
    expect(done).toMatchObject({ amountMinor: 5574, currency: 'USD', vendor: 'HARBOR LIGHT CAFE', receiptType: { name: 'Meals' }, receiptAt: { local: '2026-11-24T12:41', zone: 'America/New_York' } });
    // Its day falls in the one trip that spans it.
    expect(done.trip?.id).toBe(trip.id);
    expect(done.unconfirmed).toHaveLength(5);

    // Unconfirmed, it is listed on the trip but counts in no total.
    const spentOf = async () => (await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`))).spentMinor;
    const tab = async () => (await read<TripReceipts>(await b.request(`/api/v1/trips/${trip.id}/receipts`))).tabs[0];
    expect(await spentOf()).toBe(0);
    expect(await tab()).toMatchObject({ count: 1, totalMinor: 0 });

    // Saving the editor's fields confirms them; a field left out of the change stays unconfirmed.
    const partly = await read<Receipt>(await b.json(`/api/v1/receipts/${made.id}`, 'PATCH', { amount: '55.74', vendor: 'Harbor Light Cafe' }));
    expect(partly.unconfirmed.sort()).toEqual(['currency', 'receiptAt', 'receiptTypeId']);
    const confirmed = await read<Receipt>(
      await b.json(`/api/v1/receipts/${made.id}`, 'PATCH', { receiptAt: { local: '2026-11-24T12:41', zone: 'America/New_York' }, currency: 'USD', receiptTypeId: done.receiptType?.id }),
    );
    expect(confirmed.unconfirmed).toEqual([]);
    expect(await spentOf()).toBe(5574);
    expect(await tab()).toMatchObject({ count: 1, totalMinor: 5574 });
    expect(await receiptCount(user.id)).toBe(1);
  }, 60_000);

  it('leaves what the user set while it was being read as the user set it', async () => {
    const { b } = await signedIn();
    const [made = fail()] = await scanned(await scan(b, photo));
    const types = (await read<{ items: ReceiptType[] }>(await b.request('/api/v1/receipt-types?pageSize=100'))).items;
    const other = types.find((t) => t.name === 'Other');
    await b.json(`/api/v1/receipts/${made.id}`, 'PATCH', { amount: '60.00', receiptTypeId: other?.id });
    await runReceiptReading(deps, job(made.id));
    const done = await receiptOf(b, made.id);
    expect(done).toMatchObject({ amountMinor: 6000, receiptType: { name: 'Other' }, vendor: 'HARBOR LIGHT CAFE' });
    expect(done.unconfirmed.sort()).toEqual(['currency', 'receiptAt', 'vendor']);
  }, 60_000);

  it('tries again when reading fails, then says why with the photo and the receipt kept', async () => {
    const { b } = await signedIn();
    const [made = fail()] = await scanned(await scan(b, photo));
    const [row] = await app.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.id, made.id));
    const original = row?.image?.originalKey ?? '';
    const bytes = await deps.store.get(original);
    await deps.store.delete(original);
    // A try that is not the last: the job fails for the queue to retry, and the receipt waits.
    await expect(runReceiptReading(deps, job(made.id, 0))).rejects.toThrow('the stored photo is missing');
    expect((await receiptOf(b, made.id)).reading).toMatchObject({ status: 'queued' });
    // The last try: the receipt says why, and keeps its file.
    await expect(runReceiptReading(deps, job(made.id, 2))).rejects.toThrow();
    const failed = await receiptOf(b, made.id);
    expect(failed.reading).toEqual({ status: 'failed', found: [], error: 'Error running process: the stored photo is missing' });
    expect(failed).toMatchObject({ hasImage: true, amountMinor: 0 });
    if (bytes) await deps.store.put(original, bytes);
    // A job for a receipt already read, or deleted, does nothing.
    await expect(runReceiptReading(deps, job(crypto.randomUUID()))).resolves.toBeUndefined();
  }, 60_000);

  it('is read by the queue on its own', async () => {
    const { b } = await signedIn(await queuedApp());
    // Three sent at once (a page of photos dropped together): each read, one after another.
    const made = (await Promise.all([1, 2, 3].map(async () => scanned(await scan(b, photo))))).flat();
    for (const { id } of made) {
      let reading;
      for (let i = 0; i < 300 && (!reading || reading.status === 'queued' || reading.status === 'running'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        reading = (await receiptOf(b, id)).reading;
      }
      expect(reading?.status).toBe('done');
      expect(await receiptOf(b, id)).toMatchObject({ amountMinor: 5574, vendor: 'HARBOR LIGHT CAFE' });
    }
  }, 60_000);
});

describe('scanning a photo of several receipts', () => {
  it('makes one receipt for each receipt laid apart on it, each read from its own part of the photo', async () => {
    const { user, b } = await signedIn();
    const { width, height } = await sharp(photo).metadata();
    const table = await sharp({ create: { width: width * 2 + 120, height: height + 100, channels: 3, background: '#3a2e26' } })
      .composite([{ input: Buffer.from(photo), left: 40, top: 50 }, { input: Buffer.from(photo), left: width + 80, top: 50 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const res = await scan(b, new Uint8Array(table));
    expect(res.status).toBe(201);
    const made = await scanned(res);
    expect(made).toHaveLength(2);
    for (const receipt of made) {
      expect(receipt.image?.width).toBeLessThan(width + 40);
      await runReceiptReading(deps, job(receipt.id));
      expect(await receiptOf(b, receipt.id)).toMatchObject({ amountMinor: 5574, vendor: 'HARBOR LIGHT CAFE' });
    }
    expect(await receiptCount(user.id)).toBe(2);
    // A photo of one receipt stays one receipt; so does a crafted one of many light stripes.
    expect(await scanned(await scan(b, photo))).toHaveLength(1);
    const stripes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000000' } })
      .composite(Array.from({ length: 12 }, (_, i) => ({ input: { create: { width: 50, height: 800, channels: 3 as const, background: '#ffffff' } }, left: i * 100, top: 0 })))
      .png()
      .toBuffer();
    expect(await scanned(await scan(b, new Uint8Array(stripes)))).toHaveLength(1);
    expect(await receiptCount(user.id)).toBe(4);
  }, 60_000);
});

describe('scanning: what a stranger can send', () => {
  it('refuses no session, no file, a file that is no photo or PDF, and another user’s trip, making nothing', async () => {
    const { user, b } = await signedIn();
    const anonymous = browser(app.app);
    expect((await scan(anonymous, photo)).status).toBe(401);

    const empty = await b.request('/api/v1/receipts/scans', { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);

    const text = await scan(b, new TextEncoder().encode('a'.repeat(2 * 1024 * 1024)));
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: { issues: [{ path: 'file', message: messages.receiptImageType }] } });

    const { b: other } = await signedIn();
    const theirs = await read<Trip>(await other.json('/api/v1/trips', 'POST', { title: 'Not yours' }));
    const foreign = await scan(b, photo, { tripId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { issues: [{ path: 'tripId', message: 'Trip not found' }] } });
    expect(await receiptCount(user.id)).toBe(0);
  }, 60_000);

  it('makes one receipt of a scan sent twice with its Idempotency-Key', async () => {
    const { user, b } = await signedIn();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([scan(b, photo, {}, { 'Idempotency-Key': key }), scan(b, photo, {}, { 'Idempotency-Key': key })]);
    const statuses = [first.status, second.status].sort();
    // The second either waits for the first's answer and repeats it, or is told the first still runs.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const again = await scan(b, photo, {}, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(await receiptCount(user.id)).toBe(1);
  }, 60_000);

  it('a scan cut off before its answer made nothing: its retry makes the receipt and queues its reading, once each', async () => {
    const { user, b } = await signedIn(await queuedApp());
    const key = crypto.randomUUID();
    // What a process killed mid-scan leaves: the key taken, no answer, not renewed since.
    const requestHash = createHash('sha256').update('file\0').update('IMG_2041.jpg\0image/jpeg\0').update(photo).update('\0').digest('hex');
    await app.database.db.insert(idempotencyKeys).values({ userId: user.id, route: 'POST /api/v1/receipts/scans', key, requestHash, aliveAt: sql`now() - interval '1 minute'` });
    const retry = await scan(b, photo, {}, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    const made = await scanned(retry);
    const again = await scan(b, photo, {}, { 'Idempotency-Key': key });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await scanned(again)).map((r) => r.id)).toEqual(made.map((r) => r.id));
    expect(await receiptCount(user.id)).toBe(1);
    expect(await readingJobs(made[0]?.id)).toBe(1);
    expect(await filesOf(user.id)).toHaveLength(2); // the photo and its upright view
  }, 60_000);

  it('a scan that fails after queueing its reading leaves no receipt, no job and no file', async () => {
    const { user, b } = await signedIn(await queuedApp());
    const jobsBefore = await readingJobs();
    // The scan's answer cannot be kept (the last step of its transaction): nothing of it is kept either.
    await app.database.db.execute(sql`create or replace function twt_test_refuse_scan() returns trigger language plpgsql as $$
      begin if new.status is not null and new.key = 'key-refused-scan' then raise exception 'answer refused'; end if; return new; end $$`);
    await app.database.db.execute(sql`create trigger twt_test_refuse_scan before update on idempotency_keys for each row execute function twt_test_refuse_scan()`);
    try {
      expect((await scan(b, photo, {}, { 'Idempotency-Key': 'key-refused-scan' })).status).toBe(500);
    } finally {
      await app.database.db.execute(sql`drop trigger twt_test_refuse_scan on idempotency_keys`);
    }
    expect(await receiptCount(user.id)).toBe(0);
    expect(await readingJobs()).toBe(jobsBefore);
    expect(await filesOf(user.id)).toEqual([]);
  }, 60_000);
});

/** A ride's e-receipt as a rideshare company mails it: HTML only, no attachment. */
const rideMail = [
  'From: Lyft Receipts <no-reply@lyftmail.example>',
  'To: me@in.tracker.test',
  'Subject: Your ride with Lyft on March 2',
  'Date: Mon, 2 Mar 2026 19:02:11 -0500',
  'Message-ID: <ride-8842@lyftmail.example>',
  'MIME-Version: 1.0',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<html><body><h1>Thanks for riding with Lyft</h1><p>March 2, 2026 at 6:41 PM</p>',
  '<table><tr><td>Lyft fare (7.2 mi, 21m 4s)</td><td>$24.18</td></tr><tr><td>Service fee</td><td>$2.95</td></tr>',
  '<tr><td>Tip</td><td>$5.00</td></tr><tr><td><b>Total charged</b></td><td><b>$32.13</b></td></tr></table>',
  '<p>Pickup: 42 Pier Road, Portland, ME. Drop-off: Portland International Jetport (PWM)</p><p>Visa ****4242</p></body></html>',
].join('\r\n');

// Dated before both the real clock and CI's set one (8 March 2026): a receipt is of the past.
describe('a receipt forwarded by mail', () => {
  it('becomes a receipt with a PDF of the mail, read, on the trip of its day, waiting under Imports until it is confirmed; a retry makes no second one', async () => {
    const { user, b } = await signedIn();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Portland', start: { local: '2026-03-01T08:00', zone: 'America/New_York' }, end: { local: '2026-03-04T18:00', zone: 'America/New_York' } }));
    const inbox = { db: app.database.db, store: deps.store, logger: deps.logger, queue: { send: () => Promise.resolve() }, receipts: deps };
    const { id: importId } = await receiveMail(inbox, user.id, new TextEncoder().encode(rideMail), 'me@example.com');
    await readMailImport(inbox, { data: { importId }, retryCount: 0, retryLimit: 2 } as Job<{ importId: string }>);

    const imports = (await read<{ items: { id: string; status: string; receiptId: string | null }[] }>(await b.request('/api/v1/imports'))).items;
    const mail = imports.find((i) => i.id === importId);
    expect(mail).toMatchObject({ status: 'ready' });
    const receiptId = mail?.receiptId ?? '';
    const receipt = await receiptOf(b, receiptId);
    expect(receipt).toMatchObject({ amountMinor: 3213, currency: 'USD', receiptAt: { local: '2026-03-02T18:41', zone: 'America/New_York' }, trip: { id: trip.id }, hasImage: true, image: { contentType: 'application/pdf' } });
    expect(receipt.vendor).toMatch(/lyft/i);
    expect(receipt.receiptType?.name).toBe('Taxi and rideshare');
    expect(receipt.reading).toMatchObject({ status: 'done' });
    expect(receipt.unconfirmed).toHaveLength(5);

    // The job tried again (its answer lost): the same receipt, not a second, and no second file.
    const files = await filesOf(user.id);
    expect(await receiptFromMail(deps, user.id, importId, new TextEncoder().encode(rideMail))).toBe(receiptId);
    expect(await receiptCount(user.id)).toBe(1);
    expect(await filesOf(user.id)).toEqual(files);

    // Confirmed on its page: the mail is done with.
    await b.json(`/api/v1/receipts/${receiptId}`, 'PATCH', {
      receiptAt: { local: '2026-03-02T18:41', zone: 'America/New_York' }, amount: '32.13', currency: 'USD', vendor: 'Lyft', receiptTypeId: receipt.receiptType?.id,
    });
    const [row] = await app.database.db.select({ status: mailImports.status, tripId: mailImports.tripId }).from(mailImports).where(eq(mailImports.id, importId));
    expect(row).toEqual({ status: 'saved', tripId: trip.id });
  }, 60_000);

  it('says a mail that is neither a booking nor a receipt could not be read', async () => {
    const { user, b } = await signedIn();
    const inbox = { db: app.database.db, store: deps.store, logger: deps.logger, queue: { send: () => Promise.resolve() }, receipts: deps };
    const note = ['From: a@example.com', 'Subject: Lunch?', 'Message-ID: <lunch-1@example.com>', '', 'Are you free for lunch next week?'].join('\r\n');
    const { id } = await receiveMail(inbox, user.id, new TextEncoder().encode(note), 'a@example.com');
    await readMailImport(inbox, { data: { importId: id }, retryCount: 0, retryLimit: 2 } as Job<{ importId: string }>);
    const mail = (await read<{ items: { id: string; status: string; error: string; receiptId: string | null }[] }>(await b.request('/api/v1/imports'))).items[0];
    expect(mail).toMatchObject({ status: 'failed', error: 'no reservation or receipt could be read from it', receiptId: null });
    expect(await receiptCount(user.id)).toBe(0);
  }, 60_000);
});
