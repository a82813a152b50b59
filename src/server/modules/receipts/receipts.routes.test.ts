import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentType, PublicReceipt, Receipt, ReceiptType, TripReceipts } from '../../../shared/receipts.js';
import type { Trip } from '../../../shared/trips.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp, testFilesDir } from '../../test/harness.js';
import { hugePng } from '../../test/images.js';
import { startRatesServer } from '../../test/rates-server.js';
import { localStore } from '../../storage/local-store.js';
import { sweepOrphanFiles } from '../record-parts/records.service.js';

const run = promisify(execFile);
type Browser = ReturnType<typeof browser>;
const read = async <T>(res: Response) => (await res.json()) as T;

let rates: Awaited<ReturnType<typeof startRatesServer>>;
beforeAll(async () => {
  rates = await startRatesServer();
});
afterAll(async () => rates.close());

/** A new user (home currency USD) signed in to an app whose rates service is the recorded one. */
async function signedIn() {
  const ctx = await testApp({ exchangeRates: { baseUrl: rates.baseUrl, timeoutMs: 2000 } });
  const { user } = await createUser(ctx.database.db, { settings: { timeZone: 'America/Chicago', currency: 'USD', firstDayOfWeek: 1 } });
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  return { ...ctx, user, b };
}

const receiptTypesOf = async (b: Browser) => (await read<{ items: ReceiptType[] }>(await b.request('/api/v1/receipt-types?pageSize=100'))).items;
const newTrip = async (b: Browser, title = 'Tokyo and Kuwait') => read<Trip>(await b.json('/api/v1/trips', 'POST', { title }));
const addReceipt = async (b: Browser, body: Record<string, unknown>) => {
  const res = await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, payment: 'T', ...body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return read<Receipt>(res);
};
const uploadImage = (b: Browser, id: string, bytes: Uint8Array, name: string, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return b.request(`/api/v1/receipts/${id}/image`, { method: 'PUT', body: form });
};
const storedFiles = async (userId: string) => (await readdir(path.join(testFilesDir(), userId)).catch(() => [])).filter((f) => !f.endsWith('.tmp'));

describe('settings: payment types and receipt types', () => {
  it('gives a new user the starting receipt types, editable, with names unique in any case', async () => {
    const { b } = await signedIn();
    const types = await receiptTypesOf(b);
    expect(types.map((t) => t.name).sort()).toEqual(
      ['Airfare', 'Car rental', 'Fuel', 'Lodging', 'Meals', 'Mileage', 'Other', 'Parking', 'Taxi and rideshare', 'Train'].sort(),
    );
    const meals = types.find((t) => t.name === 'Meals');
    const renamed = await b.json(`/api/v1/receipt-types/${meals?.id ?? ''}`, 'PATCH', { name: 'Meals and drinks', icon: 'coffee' });
    expect(await read<ReceiptType>(renamed)).toMatchObject({ name: 'Meals and drinks', icon: 'coffee', receipts: 0 });
    const duplicate = await b.json('/api/v1/receipt-types', 'POST', { name: 'fuel' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: { issues: [{ path: 'name', message: 'This name is already used' }] } });
  });

  it("keeps exactly one default card: the first, then the one marked, then another when it is deleted; four digits or 'Numbers only'", async () => {
    const { b } = await signedIn();
    for (const lastFour of ['12a4', '123', '12345']) {
      const bad = await b.json('/api/v1/payment-types', 'POST', { ccName: 'Visa', lastFour });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { issues: [{ path: 'lastFour', message: 'Numbers only' }] } });
    }
    const visa = await read<PaymentType>(await b.json('/api/v1/payment-types', 'POST', { ccName: 'Visa', lastFour: '4242' }));
    expect(visa.isDefault).toBe(true);
    const amex = await read<PaymentType>(await b.json('/api/v1/payment-types', 'POST', { ccName: 'Amex', lastFour: '0005', isDefault: true }));
    const defaults = async () => (await read<{ items: PaymentType[] }>(await b.request('/api/v1/payment-types'))).items.filter((p) => p.isDefault).map((p) => p.ccName);
    expect(await defaults()).toEqual(['Amex']);
    const unset = await b.json(`/api/v1/payment-types/${amex.id}`, 'PATCH', { isDefault: false });
    expect(unset.status).toBe(400);
    expect(await unset.json()).toMatchObject({ error: { issues: [{ path: 'isDefault', message: 'Mark another payment type as the default instead' }] } });
    expect((await b.request(`/api/v1/payment-types/${amex.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await defaults()).toEqual(['Visa']);
    expect((await b.request(`/api/v1/payment-types/${visa.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await defaults()).toEqual([]);
  });
});

describe('receipts', () => {
  it('keeps amounts exact per currency (JPY, KWD, USD) and totals each tab against hand sums; spent is the home total plus mileage', async () => {
    const { b } = await signedIn();
    const trip = await newTrip(b);
    const card = await read<PaymentType>(await b.json('/api/v1/payment-types', 'POST', { ccName: 'Visa', lastFour: '4242' }));
    const meals = (await receiptTypesOf(b)).find((t) => t.name === 'Meals');
    // JPY has no minor unit: 'Numbers only' for decimals.
    const decimals = await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, currency: 'JPY', amount: '1200.5', tripId: trip.id });
    expect(decimals.status).toBe(400);
    expect(await decimals.json()).toMatchObject({ error: { issues: [{ path: 'amount', message: 'Numbers only' }] } });

    const ramen = await addReceipt(b, { currency: 'JPY', amount: '1,200', vendor: 'Ichiran', tripId: trip.id, receiptTypeId: meals?.id, payment: 'F' });
    await addReceipt(b, { currency: 'JPY', amount: '34800', vendor: 'Hotel Gracery', tripId: trip.id });
    // A Saturday: the reference rate is Friday's. USD per JPY = 1.0945 / 159.01.
    expect(ramen.conversion).toMatchObject({ source: 'reference', rateDate: '2024-01-12', homeCurrency: 'USD' });
    expect(Number(ramen.conversion.rate)).toBeCloseTo(1.0945 / 159.01, 10);
    expect(ramen.conversion.homeAmountMinor).toBe(Math.round(1200 * (1.0945 / 159.01) * 100)); // 826 cents
    expect(ramen).toMatchObject({ amountMinor: 1200, payment: 'F', paymentType: { id: card.id, lastFour: '4242' }, receiptType: { name: 'Meals', icon: 'tools-kitchen' } });

    // KWD has three decimals and no ECB rate: missing until a rate is typed, never taken as 1.
    const taxi = await addReceipt(b, { receiptAt: { local: '2024-01-15T09:00', zone: 'Asia/Kuwait' }, currency: 'KWD', amount: '4.125', vendor: 'Taxi', tripId: trip.id });
    expect(taxi).toMatchObject({ amountMinor: 4125, conversion: { source: 'missing', homeAmountMinor: null, rate: null } });
    const dinner = await addReceipt(b, { receiptAt: { local: '2024-01-15T20:00', zone: 'Asia/Kuwait' }, currency: 'KWD', amount: '12.5', vendor: 'Dinner', tripId: trip.id, rate: '3.2458' });
    expect(dinner).toMatchObject({ amountMinor: 12_500, conversion: { source: 'user', rate: '3.2458', homeAmountMinor: 4057 } }); // 12.500 × 3.2458 = 40.5725
    await addReceipt(b, { receiptAt: { local: '2024-01-16T07:00', zone: 'America/Chicago' }, currency: 'USD', amount: '19.99', vendor: 'Airport food', tripId: trip.id });

    const mileage = await b.json(`/api/v1/trips/${trip.id}/mileage`, 'POST', { date: '2024-01-16', fromPlace: 'ORD', toPlace: 'Home', miles: '12.5', purpose: 'Drive home' });
    expect(mileage.status).toBe(201);
    expect(await mileage.json()).toMatchObject({ miles: '12.5', ratePerMile: '0.7', amountMinor: 875, currency: 'USD' });

    const tabs = await read<TripReceipts>(await b.request(`/api/v1/trips/${trip.id}/receipts`));
    const byCurrency = Object.fromEntries(tabs.tabs.map((t) => [t.currency, t]));
    const jpyHome = Math.round(1200 * (1.0945 / 159.01) * 100) + Math.round(34800 * (1.0945 / 159.01) * 100);
    expect(byCurrency.JPY).toMatchObject({ count: 2, totalMinor: 36_000, homeTotalMinor: jpyHome, unconverted: 0 });
    expect(byCurrency.KWD).toMatchObject({ count: 2, totalMinor: 16_625, homeTotalMinor: 4057, unconverted: 1 });
    expect(byCurrency.USD).toMatchObject({ count: 1, totalMinor: 1999, homeTotalMinor: 1999 });

    const figures = await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`));
    expect(figures).toMatchObject({ homeCurrency: 'USD', spentMinor: jpyHome + 4057 + 1999 + 875, unconvertedReceipts: 1 });

    // The taxi's card was charged 13.45 USD: that amount counts from now on.
    const charged = await read<Receipt>(await b.json(`/api/v1/receipts/${taxi.id}`, 'PATCH', { homeAmount: '13.45' }));
    expect(charged.conversion).toMatchObject({ source: 'charged', homeAmountMinor: 1345 });
    expect(Number(charged.conversion.rate)).toBeCloseTo(13.45 / 4.125, 8);
    // A change that is not about the money keeps what the user gave.
    const renamed = await read<Receipt>(await b.json(`/api/v1/receipts/${taxi.id}`, 'PATCH', { vendor: 'Taxi to hotel' }));
    expect(renamed.conversion).toMatchObject({ source: 'charged', homeAmountMinor: 1345 });
    const after = await read<Trip>(await b.request(`/api/v1/trips/${trip.id}`));
    expect(after).toMatchObject({ spentMinor: jpyHome + 4057 + 1999 + 875 + 1345, unconvertedReceipts: 0 });
  });

  it('says the rate is missing when the service fails, and fetches it on the next save once it answers', async () => {
    const { b } = await signedIn();
    rates.state.mode = 'fail';
    try {
      // A day no other test has asked for, so it is not in the cache.
      const receipt = await addReceipt(b, { receiptAt: { local: '2024-01-16T10:00', zone: 'Europe/London' }, currency: 'GBP', amount: '10' });
      expect(receipt.conversion).toMatchObject({ source: 'missing', homeAmountMinor: null });
      rates.state.mode = 'ok';
      const saved = await read<Receipt>(await b.json(`/api/v1/receipts/${receipt.id}`, 'PATCH', { vendor: 'Pret' }));
      expect(saved.conversion).toMatchObject({ source: 'reference', rateDate: '2024-01-16', homeAmountMinor: Math.round(1000 * (1.0882 / 0.8597)) });
    } finally {
      rates.state.mode = 'ok';
    }
  });

  it('refuses bad files with a clear message and stores nothing', async () => {
    const { b, user } = await signedIn();
    const receipt = await addReceipt(b, { currency: 'USD', amount: '5' });
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d0d0d0' } }).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const zip = Buffer.from('UEsDBAoAAAAAAAAAIQAAAAAAAAAAAAAAAAAFAAAAYS50eHRQSwECFAAKAAAAAAAAACEAAAAAAAAAAAAAAAAABQAAAAAAAAAAAAAAAAAAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAIwAAAAAA', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const cases: [string, Uint8Array, string][] = [
      ['truncated.jpg', truncated, 'This image could not be read: it may be damaged or cut short'],
      ['huge.png', await hugePng(20_000, 20_000), 'This image is too large: at most 100 megapixels'],
      ['archive.jpg', zip, 'A receipt image must be a JPEG, PNG, WebP or HEIC photo, or a PDF'],
      ['drawing.svg', svg, 'A receipt image must be a JPEG, PNG, WebP or HEIC photo, or a PDF'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await uploadImage(b, receipt.id, bytes, name);
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toMatchObject({ error: { message, issues: [{ path: 'file', message }] } });
    }
    expect((await read<Receipt>(await b.request(`/api/v1/receipts/${receipt.id}`))).image).toBeNull();
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('keeps the original photo, shows it upright and downscaled, and keeps where it was taken', async () => {
    const { b, user, database } = await signedIn();
    const receipt = await addReceipt(b, { currency: 'USD', amount: '5' });
    // A phone photo held sideways: stored 2400 × 1200 with "rotate 90°" in its EXIF, taken in Berlin.
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#eeeeee' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' } })
      .jpeg()
      .toBuffer();
    const res = await uploadImage(b, receipt.id, photo, 'IMG_0001.jpg');
    expect(res.status).toBe(200);
    const saved = await read<Receipt>(res);
    expect(saved.image).toMatchObject({ fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', size: photo.length, hasView: true, width: 800, height: 1600 });
    expect(saved.location?.latitude).toBeCloseTo(52.52, 2);
    expect(saved.location?.longitude).toBeCloseTo(13.41, 2);
    const original = await b.request(`/api/v1/receipts/${receipt.id}/image`);
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
    // The orphan sweep leaves a receipt's files alone, however old.
    expect(await sweepOrphanFiles({ db: database.db, store: localStore(testFilesDir()) }, 0)).toBe(0);
    expect(await storedFiles(user.id)).toHaveLength(2);
    const view = await b.request(`/api/v1/receipts/${receipt.id}/image?view=1`);
    expect(view.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await view.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 1600 });
    // Replacing the image removes the old files; removing it leaves none.
    await uploadImage(b, receipt.id, await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } }).png().toBuffer(), 'b.png', 'image/png');
    expect(await storedFiles(user.id)).toHaveLength(2);
    await b.request(`/api/v1/receipts/${receipt.id}/image`, { method: 'DELETE' });
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('opens a public receipt without a session, with only its public fields; after Make private it answers 404', async () => {
    const { app, b } = await signedIn();
    const receipt = await addReceipt(b, { currency: 'EUR', amount: '42.10', vendor: 'Café Einstein', homeAmount: '46.00' });
    await uploadImage(b, receipt.id, await sharp({ create: { width: 300, height: 500, channels: 3, background: '#fafafa' } }).jpeg().toBuffer(), 'r.jpg');
    const made = await read<Receipt>(await b.request(`/api/v1/receipts/${receipt.id}/public`, { method: 'POST' }));
    const url = new URL(made.publicUrl ?? '');
    expect(url.origin).toBe('http://app.test');
    const token = /^\/public\/receipts\/([\w-]{43})$/.exec(url.pathname)?.[1] ?? '';
    expect(token).not.toBe('');
    const anonymous = await app.request(`/api/public/receipts/${token}`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual<PublicReceipt>({
      receiptAt: { at: '2024-01-13T03:30:00.000Z', zone: 'Asia/Tokyo', local: '2024-01-13T12:30' },
      receiptType: null,
      vendor: 'Café Einstein',
      currency: 'EUR',
      amountMinor: 4210,
      hasImage: true,
      imageIsPdf: false,
    });
    const image = await app.request(`/api/public/receipts/${token}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    await b.request(`/api/v1/receipts/${receipt.id}/public`, { method: 'DELETE' });
    expect((await app.request(`/api/public/receipts/${token}`)).status).toBe(404);
    expect((await app.request(`/api/public/receipts/${token}/image`)).status).toBe(404);
  });

  it("makes the receipt's one-page PDF ('Create PDF'), which pdftotext reads", async () => {
    const { b } = await signedIn();
    const receipt = await addReceipt(b, { currency: 'USD', amount: '1,234.50', vendor: 'Hotel Adlon' });
    expect((await b.request(`/api/v1/receipts/${receipt.id}/pdf`)).status).toBe(404);
    await uploadImage(b, receipt.id, await sharp({ create: { width: 600, height: 900, channels: 3, background: '#ffffff' } }).jpeg().toBuffer(), 'r.jpg');
    const made = await read<Receipt>(await b.request(`/api/v1/receipts/${receipt.id}/pdf`, { method: 'POST' }));
    expect(made.pdfCreatedAt).not.toBeNull();
    const res = await b.request(`/api/v1/receipts/${receipt.id}/pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = await pdfFile(new Uint8Array(await res.arrayBuffer()));
    expect((await run('pdfinfo', [file])).stdout).toMatch(/Pages:\s+1\n/);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    expect(text).toContain('Hotel Adlon');
    expect(text).toContain('$1,234.50');
  });

  it('writes the expense report of a trip as CSV and as a PDF with a page per receipt image; marking the trip paid records what was received', async () => {
    const { b } = await signedIn();
    const trip = await newTrip(b, 'Berlin workshop');
    const a = await addReceipt(b, { currency: 'USD', amount: '120', vendor: 'Hotel', tripId: trip.id });
    await addReceipt(b, { currency: 'JPY', amount: '3000', vendor: 'Sushi', tripId: trip.id });
    await uploadImage(b, a.id, await sharp({ create: { width: 500, height: 700, channels: 3, background: '#ffffff' } }).jpeg().toBuffer(), 'hotel.jpg');
    await b.json(`/api/v1/trips/${trip.id}/mileage`, 'POST', { date: '2024-01-12', fromPlace: 'Home', toPlace: 'Airport', miles: '20', ratePerMile: '0.655' });

    const csv = await b.request(`/api/v1/expense-reports?tripId=${trip.id}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="expense-report-Berlin-workshop\.csv"/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4); // header, two receipts, one drive
    expect(lines.join('\n')).toContain('Sushi');
    expect(lines.join('\n')).toContain('13.10'); // 20 miles × 0.655

    const pdf = await b.request(`/api/v1/expense-reports?tripId=${trip.id}&format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const file = await pdfFile(new Uint8Array(await pdf.arrayBuffer()));
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    expect(text).toContain('Expense report: Berlin workshop');
    expect(text).toContain('Hotel');
    await run('pdftoppm', ['-r', '20', '-png', '-f', '1', '-l', '1', file, `${file}-page`]);

    const unpaid = async () => (await read<{ items: Trip[] }>(await b.request('/api/v1/trips?view=unpaid'))).items.map((t) => t.id);
    expect(await unpaid()).toContain(trip.id);
    const paid = await read<Trip>(await b.json(`/api/v1/trips/${trip.id}`, 'PATCH', { paid: true, received: '150.00' }));
    expect(paid).toMatchObject({ paid: true, receivedMinor: 15_000, homeCurrency: 'USD' });
    expect(await unpaid()).not.toContain(trip.id);
  });

  it("keeps another user's receipts, trips, types and cards out of reach", async () => {
    const owner = await signedIn();
    const trip = await newTrip(owner.b);
    const receipt = await addReceipt(owner.b, { currency: 'USD', amount: '5', tripId: trip.id });
    const ownerType = (await receiptTypesOf(owner.b))[0];
    const intruder = await signedIn();
    for (const url of [`/api/v1/receipts/${receipt.id}`, `/api/v1/receipts/${receipt.id}/image`, `/api/v1/receipts/${receipt.id}/pdf`, `/api/v1/trips/${trip.id}/receipts`, `/api/v1/trips/${trip.id}/mileage`, `/api/v1/expense-reports?tripId=${trip.id}&format=csv`]) {
      expect((await intruder.b.request(url)).status, url).toBe(404);
    }
    expect((await intruder.b.request(`/api/v1/receipts/${receipt.id}/public`, { method: 'POST' })).status).toBe(404);
    const onTheirTrip = await intruder.b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, currency: 'USD', amount: '1', tripId: trip.id });
    expect(onTheirTrip.status).toBe(400);
    const withTheirType = await intruder.b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, currency: 'USD', amount: '1', receiptTypeId: ownerType?.id });
    expect(withTheirType.status).toBe(400);
    expect((await intruder.b.request(`/api/v1/receipt-types/${ownerType?.id ?? ''}`)).status).toBe(404);
    const list = await read<{ items: Receipt[] }>(await intruder.b.request('/api/v1/receipts'));
    expect(list.items).toEqual([]);
  });
});

async function pdfFile(bytes: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), 'receipt-pdf-'));
  const file = path.join(dir, 'file.pdf');
  await writeFile(file, bytes);
  return file;
}
