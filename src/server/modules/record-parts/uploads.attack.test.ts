import { readdir } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentInfo } from '../../../shared/record-parts.js';
import type { Receipt } from '../../../shared/receipts.js';
import { browser, signedInUser } from '../../test/factories.js';
import { testFilesDir } from '../../test/harness.js';
import { hugeJpeg, hugePng, photoWithGps } from '../../test/images.js';

type Browser = ReturnType<typeof browser>;
const tooLarge = 'This image is too large: at most 100 megapixels';
const storedFiles = async (userId: string) => (await readdir(path.join(testFilesDir(), userId)).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The metadata blocks sharp finds in an image (any format; exifr reads no WebP). */
const metadataBlocks = async (bytes: Buffer) => {
  const { exif, xmp, iptc } = await sharp(bytes).metadata();
  return { exif, xmp, iptc };
};
const none = { exif: undefined, xmp: undefined, iptc: undefined };

async function customerOf(b: Browser) {
  const customer = (await (await b.json('/api/v1/customers', 'POST', { name: 'Host' })).json()) as { id: string };
  return `/api/v1/customers/${customer.id}/documents`;
}
const uploadDocument = (b: Browser, url: string, name: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return b.request(url, { method: 'POST', body: form });
};
async function newReceipt(b: Browser) {
  const res = await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, payment: 'T', currency: 'USD', amount: '5' });
  return (await res.json()) as Receipt;
}
const uploadReceiptImage = (b: Browser, id: string, name: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return b.request(`/api/v1/receipts/${id}/image`, { method: 'PUT', body: form });
};

describe('image pixel limit, the same for every upload', () => {
  // 144 and 400 megapixels: over the limit; the first is under sharp's own default of 268.
  const bombs: [string, () => Promise<Buffer>][] = [
    ['flood-144mp.png', () => hugePng(12_000, 12_000)],
    ['flood-400mp.png', () => hugePng(20_000, 20_000)],
    ['flood-144mp.jpg', () => hugeJpeg(12_000, 12_000)],
  ];

  it.each(bombs)('refuses %s (a small file whose header claims a huge image) as a document and as a receipt, storing nothing', async (name, make) => {
    const { b, user } = await signedInUser();
    const bomb = await make();
    expect(bomb.length).toBeLessThan(1000);

    const documents = await customerOf(b);
    const asDocument = await uploadDocument(b, documents, name, bomb);
    expect(asDocument.status).toBe(400);
    expect(await asDocument.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: tooLarge, issues: [{ path: 'files', message: `${tooLarge}: ${name}` }] } });
    expect(await (await b.request(documents)).json()).toEqual([]);

    const receipt = await newReceipt(b);
    const asReceipt = await uploadReceiptImage(b, receipt.id, name, bomb);
    expect(asReceipt.status).toBe(400);
    expect(await asReceipt.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: tooLarge, issues: [{ path: 'file', message: tooLarge }] } });
    expect(await storedFiles(user.id)).toEqual([]);
  });
});

describe('public links serve no EXIF', () => {
  it('a public document link serves the photo upright without its GPS or camera; the owner still downloads the original', async () => {
    const { app, b, user } = await signedInUser();
    // Held sideways: stored 1200 × 900 with "rotate 90°" in its EXIF.
    const photo = await sharp(await photoWithGps()).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(52.52, 2) as number });
    const documents = await customerOf(b);
    const [doc] = (await (await uploadDocument(b, documents, 'IMG_0001.jpg', photo)).json()) as DocumentInfo[];
    const made = (await (await b.request(`${documents}/${doc?.id ?? ''}/public`, { method: 'POST' })).json()) as DocumentInfo;

    const anonymous = await app.request(new URL(made.publicUrl ?? '').pathname);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/jpeg');
    const served = await bytesOf(anonymous);
    expect(await exifr.gps(served)).toBeUndefined();
    expect(await metadataBlocks(served)).toEqual(none);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });

    const original = await bytesOf(await b.request(`${documents}/${doc?.id ?? ''}/content`));
    expect(original.equals(photo)).toBe(true);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(52.52, 2) as number });

    // The copy goes with the link: original, thumbnail and copy; then the first two; then none.
    expect(await storedFiles(user.id)).toHaveLength(3);
    await b.request(`${documents}/${doc?.id ?? ''}/public`, { method: 'DELETE' });
    expect(await storedFiles(user.id)).toHaveLength(2);
    await b.request(`${documents}/${doc?.id ?? ''}/public`, { method: 'POST' });
    await b.request(`${documents}/${doc?.id ?? ''}`, { method: 'DELETE' });
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('refuses to make public an image whose metadata cannot be removed (one sharp cannot read again)', async () => {
    const { app, b } = await signedInUser();
    const photo = await photoWithGps();
    const damaged = photo.subarray(0, Math.floor(photo.length * 0.6));
    const documents = await customerOf(b);
    const [doc] = (await (await uploadDocument(b, documents, 'IMG_0003.jpg', damaged)).json()) as DocumentInfo[];
    expect(doc?.contentType).toBe('image/jpeg');
    const res = await b.request(`${documents}/${doc?.id ?? ''}/public`, { method: 'POST' });
    const message = 'This image cannot be made public: its metadata, such as where it was taken, cannot be removed';
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message, issues: [{ path: 'files', message: `${message}: IMG_0003.jpg` }] } });
    const [listed] = (await (await b.request(documents)).json()) as DocumentInfo[];
    expect(listed).toMatchObject({ isPublic: false, publicUrl: null });
    expect((await app.request('/api/public/files/' + 'x'.repeat(43))).status).toBe(404);
  });

  it('a public receipt serves its view without GPS; the owner still has the original with it', async () => {
    const { app, b } = await signedInUser();
    const receipt = await newReceipt(b);
    const photo = await photoWithGps();
    expect((await uploadReceiptImage(b, receipt.id, 'IMG_0002.jpg', photo)).status).toBe(200);
    const made = (await (await b.request(`/api/v1/receipts/${receipt.id}/public`, { method: 'POST' })).json()) as Receipt;
    const token = new URL(made.publicUrl ?? '').pathname.split('/').pop() ?? '';

    const served = await bytesOf(await app.request(`/api/public/receipts/${token}/image`));
    expect(await metadataBlocks(served)).toEqual(none);
    const original = await bytesOf(await b.request(`/api/v1/receipts/${receipt.id}/image`));
    expect(await exifr.gps(original)).toMatchObject({ longitude: expect.closeTo(13.41, 2) as number });
  });
});
