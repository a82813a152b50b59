import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, MailImport } from '../../shared/imports.js';
import { startJobQueue, type JobQueue } from '../jobs/queue.js';
import { createLogger } from '../logger.js';
import { startMailReading } from '../modules/imports/mail-inbox.js';
import { agencyText } from '../modules/imports/testing/samples.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { testApp, testFilesDir } from '../test/harness.js';
import { localStore } from '../storage/local-store.js';
import { startInboundSmtp } from './inbound-smtp.js';

const DOMAIN = 'in.tracker.test';
const LIMITS = { perSenderPerHour: 5, perAddressPerHour: 8, maxClients: 3 };
const read = async <T>(res: Response) => (await res.json()) as T;
const logger = createLogger(process.env.MAIL_DEBUG ? 'debug' : 'silent');
const store = localStore(testFilesDir());

let listener: Awaited<ReturnType<typeof startInboundSmtp>>;
let ctx: Awaited<ReturnType<typeof testApp>>;
let queue: JobQueue;
/** Starts the queue as the server does at start (fast polling and retries for the tests). */
async function startQueue() {
  queue = await startJobQueue({ database: ctx.database, logger, pollSeconds: 0.5, stopTimeoutMs: 500 });
  const receipts = { db: ctx.database.db, store, secret: 'test', rates: { baseUrl: undefined, timeoutMs: 1000 }, origin: '' };
  await startMailReading({ db: ctx.database.db, store, logger, queue, receipts }, { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 });
}
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  ctx = await testApp({ importMailDomain: DOMAIN });
  await startQueue();
  listener = await startInboundSmtp({
    db: ctx.database.db,
    store,
    logger,
    // The queue of the moment: a test restarts it under the running listener.
    queue: { send: (...args) => queue.send(...args) },
    host: '127.0.0.1',
    port: 0,
    domain: DOMAIN,
    maxBytes: 1024 * 1024,
    limits: LIMITS,
  });
});
/** The store and database as the listener and the queue see them, made to fail or hang in a test. */
const spies: { mockRestore(): void }[] = [];
const restored = <T extends { mockRestore(): void }>(spy: T) => {
  spies.push(spy);
  return spy;
};
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  expect(unhandled).toEqual([]);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await listener.close();
  await queue.stop();
});

interface Mail {
  subject?: string;
  from?: string;
  messageId?: string;
}
/** A real SMTP client on loopback, as a mail server forwarding to us would be (each test its own sender, for the quotas). */
const send = (to: string, text: string, { subject = 'Fwd: Chicago itinerary', from = 'jane@example.com', messageId }: Mail = {}) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ from, to, subject, text, messageId, date: new Date('2026-02-20T15:00:00Z') });
const answerOf = (to: string, text: string, mail?: Mail) =>
  send(to, text, mail).then(
    (info) => Number(info.response.slice(0, 3)),
    (error: unknown) => (error as { responseCode?: number }).responseCode,
  );
const newSender = () => `sender-${randomUUID().slice(0, 8)}@example.com`;

async function signedIn() {
  const { user } = await createUser(ctx.database.db);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  const { address } = await read<{ address: string }>(await b.request('/api/v1/imports/address'));
  return { b, address, userId: user.id };
}

const list = async (b: ReturnType<typeof browser>) => (await read<{ items: MailImport[] }>(await b.request('/api/v1/imports'))).items;

/** The user's imports once none is being read (or `until` holds). */
async function settled(b: ReturnType<typeof browser>, until = (items: MailImport[]) => items.length > 0 && items.every((m) => m.status !== 'processing')) {
  for (let i = 0; i < 300; i++) {
    const items = await list(b);
    if (until(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import was not read in time');
}

describe('the import address', () => {
  it('takes a forwarded mail over SMTP, reads it in the background, and offers it for review and saving', async () => {
    const { b, address } = await signedIn();
    expect(address).toMatch(/^trips\+[0-9a-f]{16}@in\.tracker\.test$/);
    const info = await send(address, agencyText);
    expect(info.response).toContain('The process will run in background');

    const [mail] = await settled(b);
    expect(mail).toMatchObject({ status: 'ready', sender: 'jane@example.com', subject: 'Fwd: Chicago itinerary', tripId: null });
    expect(mail?.preview?.reservations.map((r) => r.type)).toEqual(['flight', 'rentalCar', 'lodging', 'flight']);
    const original = await b.request(`/api/v1/imports/${mail?.id}/original`);
    expect(original.status).toBe(200);
    expect(await original.text()).toContain('Flight UA 1143');

    // Saved from the list: the trip is made and the mail marked saved into it.
    const preview = mail?.preview as ImportPreview;
    const reservations = preview.reservations.map((r) => ({ type: r.type, provider: r.provider, reservationNumber: r.reservationNumber, start: r.start, end: r.end, startPlace: r.startPlace, endPlace: r.endPlace, flight: r.flight }));
    const saved = await b.json('/api/v1/imports', 'POST', { importId: mail?.id, title: preview.title, reservations });
    expect(saved.status).toBe(201);
    const { tripId } = await read<{ tripId: string }>(saved);
    expect(await read<MailImport>(await b.request(`/api/v1/imports/${mail?.id}`))).toMatchObject({ status: 'saved', tripId });
  });

  it('keeps a mail nothing can be read from, saying so, and refuses unknown, rotated and oversized mail', async () => {
    const { b, address } = await signedIn();
    await send(address, 'Lunch on Friday?', { subject: 'Hello', from: newSender() });
    const [mail] = await settled(b);
    expect(mail).toMatchObject({ status: 'failed', error: 'no reservation or receipt could be read from it' });
    expect((await b.request(`/api/v1/imports/${mail?.id}/original`)).status).toBe(200);

    await expect(send(`trips+0000000000000000@${DOMAIN}`, agencyText)).rejects.toMatchObject({ responseCode: 550 });
    await expect(send(address.replace(DOMAIN, 'elsewhere.test'), agencyText)).rejects.toMatchObject({ responseCode: 550 });
    const { address: rotated } = await read<{ address: string }>(await b.request('/api/v1/imports/address', { method: 'POST' }));
    expect(rotated).not.toBe(address);
    await expect(send(address, agencyText)).rejects.toMatchObject({ responseCode: 550 });
    await expect(send(rotated, 'x'.repeat(2 * 1024 * 1024))).rejects.toMatchObject({ responseCode: 552 });
    expect((await read<{ items: MailImport[] }>(await b.request('/api/v1/imports'))).items).toHaveLength(1);
  });

  it("never shows or deletes another user's mail", async () => {
    const mine = await signedIn();
    await send(mine.address, agencyText);
    const [mail] = await settled(mine.b);
    const other = await signedIn();
    expect((await other.b.request(`/api/v1/imports/${mail?.id}`)).status).toBe(404);
    expect((await other.b.request(`/api/v1/imports/${mail?.id}/original`)).status).toBe(404);
    expect((await other.b.request(`/api/v1/imports/${mail?.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await read<{ items: MailImport[] }>(await other.b.request('/api/v1/imports'))).items).toEqual([]);
    expect((await mine.b.request(`/api/v1/imports/${mail?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await mine.b.request(`/api/v1/imports/${mail?.id}`)).status).toBe(404);
  });
});

describe('mail from strangers', () => {
  it('refuses a flood from one sender after its quota, and a flood to one address after its quota, with temporary errors', async () => {
    const { b, address } = await signedIn();
    const from = newSender();
    const answers = [];
    for (let i = 0; i < LIMITS.perSenderPerHour + 3; i++) answers.push(await answerOf(address, `note ${i}`, { from }));
    expect(answers).toEqual([...Array<number>(LIMITS.perSenderPerHour).fill(250), 450, 450, 450]);
    // The same sender in upper case is the same sender.
    expect(await answerOf(address, 'again', { from: from.toUpperCase() })).toBe(450);

    const more = [];
    for (let i = 0; i < 5; i++) more.push(await answerOf(address, `other ${i}`, { from: newSender() }));
    expect(more).toEqual([250, 250, 250, 452, 452]);
    expect(await list(b)).toHaveLength(LIMITS.perAddressPerHour);
  });

  it('takes no more connections at once than its cap', async () => {
    const greeting = () =>
      new Promise<{ socket: net.Socket; line: string }>((resolve, reject) => {
        const socket = net.connect(listener.port, '127.0.0.1');
        socket.once('data', (data) => resolve({ socket, line: data.toString() }));
        socket.once('error', reject);
      });
    const open = [];
    for (let i = 0; i < LIMITS.maxClients; i++) open.push(await greeting());
    const extra = await greeting();
    try {
      expect(open.map((c) => c.line.slice(0, 3))).toEqual(Array<string>(LIMITS.maxClients).fill('220'));
      expect(extra.line).toMatch(/^421 /);
    } finally {
      for (const c of [...open, extra]) c.socket.destroy();
    }
  });

  it('imports a mail once however often it arrives with the same Message-ID', async () => {
    const { b, address } = await signedIn();
    const from = newSender();
    const messageId = `<${randomUUID()}@agency.example>`;
    expect(await answerOf(address, agencyText, { from, messageId })).toBe(250);
    // The sender's retry after a lost answer: OK again, nothing new.
    expect(await answerOf(address, agencyText, { from, messageId })).toBe(250);
    expect(await answerOf(address, 'another text, same Message-ID', { from, messageId })).toBe(250);
    const items = await settled(b);
    expect(items).toHaveLength(1);
    expect(items[0]?.status).toBe('ready');

    // Another user may receive the same mail.
    const other = await signedIn();
    expect(await answerOf(other.address, agencyText, { from, messageId })).toBe(250);
    expect(await settled(other.b)).toHaveLength(1);
  });

  it('shows an encoded subject decoded', async () => {
    const { b, address } = await signedIn();
    await send(address, agencyText, { subject: 'Réservation confirmée ✈ Chicago', from: newSender() });
    const [mail] = await settled(b);
    expect(mail?.subject).toBe('Réservation confirmée ✈ Chicago');
  });

  it('answers a temporary error when the mail cannot be kept, and leaves neither row nor file', async () => {
    const { b, address, userId } = await signedIn();
    const from = newSender();
    const filesOf = async () => (await readdir(path.join(testFilesDir(), userId), { recursive: true }).catch(() => [])).filter((name) => name.endsWith('.eml'));
    restored(vi.spyOn(store, 'put')).mockRejectedValueOnce(new Error('disk full'));
    expect(await answerOf(address, agencyText, { from })).toBe(451);
    expect(await list(b)).toEqual([]);

    restored(vi.spyOn(ctx.database.db, 'insert')).mockImplementationOnce(() => {
      throw new Error('database gone');
    });
    expect(await answerOf(address, agencyText, { from })).toBe(451);
    expect(await list(b)).toEqual([]);
    expect(await filesOf()).toEqual([]);

    // The sender's retry is kept, once.
    expect(await answerOf(address, agencyText, { from })).toBe(250);
    expect(await settled(b)).toHaveLength(1);
    expect(await filesOf()).toHaveLength(1);
  });
});

describe('reading mail in the queue', () => {
  it('finishes a reading the server stopped in the middle of, once started again', async () => {
    const { b, address } = await signedIn();
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    // The reading hangs on the stored mail until the server stops.
    restored(vi.spyOn(store, 'get')).mockImplementationOnce(() => {
      started();
      return new Promise((_resolve, reject) => (release = () => reject(new Error('released after the test'))));
    });
    expect(await answerOf(address, agencyText, { from: newSender() })).toBe(250);
    await reading;
    await queue.stop();
    expect((await list(b))[0]?.status).toBe('processing');

    await startQueue();
    const [mail] = await settled(b);
    expect(mail).toMatchObject({ status: 'ready', error: '' });
    expect(mail?.preview?.reservations).toHaveLength(4);
    release();
  });

  it('notes a reading that throws, tries again with backoff, then gives it up with the reason (the dead-letter state)', async () => {
    const { b, address } = await signedIn();
    const get = restored(vi.spyOn(store, 'get')).mockRejectedValue(new Error('the disk is unreadable'));
    expect(await answerOf(address, agencyText, { from: newSender() })).toBe(250);

    const [retrying] = await settled(b, (items) => items[0]?.error !== '' && items[0]?.error !== undefined);
    expect(retrying).toMatchObject({ status: 'processing', error: 'Try 1 failed (the disk is unreadable); trying again' });
    const [given] = await settled(b);
    expect(given).toMatchObject({ status: 'deadLetter', error: 'Tried 3 times: the disk is unreadable' });
    expect(get).toHaveBeenCalledTimes(3);
    // The job itself waits in the dead-letter queue.
    const { rows } = await ctx.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'mail-import-dead' and data->>'importId' = $1`, [given?.id]);
    expect(rows).toEqual([{ n: 1 }]);
  }, 30_000);

  it('survives a reading whose error handling throws too: no unhandled rejection, and the next try reads it', async () => {
    const { b, address } = await signedIn();
    const hostile = Object.defineProperty(new Error(), 'message', {
      get() {
        throw new Error('a message that cannot be read');
      },
    });
    restored(vi.spyOn(store, 'get')).mockRejectedValueOnce(hostile);
    // Noting the failure on the import fails as well.
    restored(vi.spyOn(ctx.database.db, 'update')).mockImplementationOnce(() => {
      throw new Error('database gone');
    });
    expect(await answerOf(address, agencyText, { from: newSender() })).toBe(250);
    const [mail] = await settled(b);
    expect(mail).toMatchObject({ status: 'ready', error: '' });
    expect(unhandled).toEqual([]);
  }, 30_000);
});
