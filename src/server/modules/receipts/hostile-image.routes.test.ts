// The attack of issue 21 on images: a crafted photo uploaded as a receipt while others use the
// server. Its metadata is read in a worker thread and its pixels by sharp on libuv's threads, so
// the event loop keeps answering health checks.
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../shared/receipts.js';
import { signedInUser } from '../../test/factories.js';
import { jpegWithEmptySegments } from '../../test/images.js';

const PAUSE_MS = 10;

/** The upload's body as a browser sends it, written beforehand: writing it is the browser's work, not the server's. */
async function multipart(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'receipt.jpg', { type: 'image/jpeg' }));
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { method: 'PUT', body: await request.arrayBuffer(), headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } };
}

describe('a hostile image uploaded as a receipt', () => {
  // No bound in milliseconds (a loaded machine would trip it): the read of the metadata held the
  // loop for most of the upload (3.2 s of 4), and must now hold it for a small part of it.
  it('stores a 24 MB JPEG of 6,000,000 empty segments while GET /api/health keeps answering once the body is parsed', { timeout: 60_000 }, async () => {
    const { b } = await signedInUser();
    const receipt = (await (await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, payment: 'T', currency: 'USD', amount: '5' })).json()) as Receipt;
    const upload = await multipart(await jpegWithEmptySegments(6_000_000));
    let done = false;
    const started = performance.now();
    const uploading = b.request(`/api/v1/receipts/${receipt.id}/image`, upload).finally(() => {
      done = true;
    });
    // Each check is timed from when it was due, so that a loop held during the pause counts too.
    const health: number[] = [];
    while (!done || health.length === 0) {
      const due = performance.now() + PAUSE_MS;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const res = await b.request('/api/health');
      health.push(performance.now() - due);
      expect(res.status).toBe(200);
    }
    const res = await uploading;
    // The first check waits for the multipart body's parse, the same for any 24 MB upload (about a
    // second, not this test's subject); every later one overlaps the image's reads.
    const [whileParsed = 0, ...whileRead] = health;
    const longest = Math.max(...whileRead);
    const took = performance.now() - started;
    console.log(`upload answered in ${took.toFixed(0)} ms; first health check ${whileParsed.toFixed(0)} ms, then ${whileRead.length} more, the longest ${longest.toFixed(1)} ms`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Receipt).location).toBeNull();
    expect(whileRead.length).toBeGreaterThan(0);
    expect(longest).toBeLessThan((took - whileParsed) / 4);
  });
});
