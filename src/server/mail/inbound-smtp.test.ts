import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, MailImport } from '../../shared/imports.js';
import { createLogger } from '../logger.js';
import { agencyText } from '../modules/imports/testing/samples.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { testApp, testFilesDir } from '../test/harness.js';
import { localStore } from '../storage/local-store.js';
import { startInboundSmtp } from './inbound-smtp.js';

const DOMAIN = 'in.tracker.test';
const read = async <T>(res: Response) => (await res.json()) as T;

let listener: Awaited<ReturnType<typeof startInboundSmtp>>;
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ importMailDomain: DOMAIN });
  listener = await startInboundSmtp({
    db: ctx.database.db,
    store: localStore(testFilesDir()),
    logger: createLogger('silent'),
    host: '127.0.0.1',
    port: 0,
    domain: DOMAIN,
    maxBytes: 1024 * 1024,
  });
});
afterAll(() => listener.close());

/** A real SMTP client on loopback, as a mail server forwarding to us would be. */
const send = (to: string, text: string, subject = 'Fwd: Chicago itinerary') =>
  nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ from: 'jane@example.com', to, subject, text, date: new Date('2026-02-20T15:00:00Z') });

async function signedIn() {
  const { user } = await createUser(ctx.database.db);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  const { address } = await read<{ address: string }>(await b.request('/api/v1/imports/address'));
  return { b, address };
}

async function settled(b: ReturnType<typeof browser>) {
  for (let i = 0; i < 100; i++) {
    const { items } = await read<{ items: MailImport[] }>(await b.request('/api/v1/imports'));
    if (items.length > 0 && items.every((m) => m.status !== 'processing')) return items;
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
    expect(mail?.preview?.reservations.map((r) => r.type)).toEqual(['flight', 'flight', 'lodging', 'rentalCar']);
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
    await send(address, 'Lunch on Friday?', 'Hello');
    const [mail] = await settled(b);
    expect(mail).toMatchObject({ status: 'failed', error: 'no reservation could be read from it' });
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
