// The attacks of issue 21 on receipts' files: a crafted photo or PDF uploaded while others use the
// server. A photo's metadata and a PDF's parse run in the reader pool, a photo's pixels in sharp on
// libuv's threads, so the event loop keeps answering health checks.
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../shared/receipts.js';
import { signedInUser } from '../../test/factories.js';
import { jpegWithEmptySegments } from '../../test/images.js';

const PAUSE_MS = 10;

/** The upload's body as a browser sends it, written beforehand: writing it is the browser's work, not the server's. */
async function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { method: 'PUT', body: await request.arrayBuffer(), headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } };
}

/**
 * Uploads the file as a new receipt's while GET /api/health is asked every PAUSE_MS, each check
 * timed from when it was due (a loop held during the pause counts too). The first check waits for
 * the multipart body's parse, the same for any upload this big (not these tests' subject); every
 * later one overlaps the file's reads.
 */
async function uploadedWhileChecked(bytes: Uint8Array, name: string, type: string) {
  const { b } = await signedInUser();
  const receipt = (await (await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, payment: 'T', currency: 'USD', amount: '5' })).json()) as Receipt;
  const upload = await multipart(bytes, name, type);
  let done = false;
  const started = performance.now();
  const uploading = b.request(`/api/v1/receipts/${receipt.id}/image`, upload).finally(() => {
    done = true;
  });
  const health: number[] = [];
  while (!done || health.length === 0) {
    const due = performance.now() + PAUSE_MS;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const res = await b.request('/api/health');
    health.push(performance.now() - due);
    expect(res.status).toBe(200);
  }
  const res = await uploading;
  const took = performance.now() - started;
  const [whileParsed = 0, ...whileRead] = health;
  const longest = Math.max(...whileRead);
  console.log(`${name}: upload answered in ${took.toFixed(0)} ms; first health check ${whileParsed.toFixed(0)} ms, then ${whileRead.length} more, the longest ${longest.toFixed(1)} ms`);
  return { res, took, whileParsed, whileRead, longest };
}

// No bound in milliseconds (a loaded machine would trip it): a read on the event loop held it for
// most of the upload (the photo's metadata 3.2 s of 4), and must now hold it for a small part of it.
describe('a hostile file uploaded as a receipt', () => {
  it('stores a 24 MB JPEG of 6,000,000 empty segments while GET /api/health keeps answering once the body is parsed', { timeout: 60_000 }, async () => {
    const { res, took, whileParsed, whileRead, longest } = await uploadedWhileChecked(await jpegWithEmptySegments(6_000_000), 'receipt.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Receipt).location).toBeNull();
    expect(whileRead.length).toBeGreaterThan(0);
    expect(longest).toBeLessThan((took - whileParsed) / 4);
  });

  it('checks a 6 MB PDF of one flat array of numbers while GET /api/health keeps answering once the body is parsed', { timeout: 60_000 }, async () => {
    const pdf = new TextEncoder().encode(`%PDF-1.7\n1 0 obj\n[${'0 '.repeat(3_000_000)}]\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
    const { res, took, whileParsed, whileRead, longest } = await uploadedWhileChecked(pdf, 'receipt.pdf', 'application/pdf');
    // pdf-lib takes it for a document without pages: stored as the PDF it is.
    expect(res.status).toBe(200);
    expect(((await res.json()) as Receipt).image?.contentType).toBe('application/pdf');
    // Parsed on the event loop, it held the first check for the whole parse and left two or three
    // after it; parsed in the pool, the checks go on all along (hundreds).
    expect(whileRead.length).toBeGreaterThan(20);
    expect(longest).toBeLessThan((took - whileParsed) / 4);
  });
});
