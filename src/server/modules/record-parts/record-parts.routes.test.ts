import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp, testFilesDir } from '../../test/harness.js';
import { documents, notes, tags } from '../../db/schema/record-parts.js';
import { storedFiles as storedFileKeys } from '../../db/schema/stored-files.js';
import { localStore } from '../../storage/local-store.js';
import { recordedStore } from '../../storage/recorded-store.js';
import { sweepOrphanFiles } from './records.service.js';

async function customerOfNewUser() {
  const ctx = await testApp();
  const { user } = await createUser(ctx.database.db);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  const customer = (await (await b.json('/api/v1/customers', 'POST', { name: 'Host' })).json()) as { id: string };
  return { ...ctx, user, b, base: `/api/v1/customers/${customer.id}`, customerId: customer.id };
}

const upload = (b: ReturnType<typeof browser>, url: string, files: { name: string; bytes: Uint8Array; type?: string }[]) => {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'application/pdf' }));
  return b.request(url, { method: 'POST', body: form });
};

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Doc = { id: string; fileName: string; contentType: string; size: number; isPublic: boolean; publicUrl: string | null; hasThumbnail: boolean };

async function storedFiles(userId: string) {
  return (await readdir(path.join(testFilesDir(), userId)).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
}

describe('notes', () => {
  it('keeps sanitised HTML: pasted script and event handlers never survive', async () => {
    const { b, base } = await customerOfNewUser();
    const html =
      '<h2>Visit</h2><p onclick="alert(1)">Bring <strong>badge</strong> <a href="javascript:alert(2)">x</a> <a href="https://example.com">site</a></p><script>alert(3)</script><img src=x onerror=alert(4)><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked></label><div><p>Done</p></div></li></ul>';
    const res = await b.json(`${base}/notes`, 'POST', { name: 'Meeting', html });
    expect(res.status).toBe(201);
    const note = (await res.json()) as { id: string; html: string; size: number };
    expect(note.html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(note.html).toContain('<h2>Visit</h2>');
    expect(note.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>');
    expect(note.html).toContain('data-checked="true"');
    expect(note.size).toBe(new TextEncoder().encode(note.html).byteLength);
  });

  it('lists without bodies, reads, changes and deletes', async () => {
    const { b, base } = await customerOfNewUser();
    const { id } = (await (await b.json(`${base}/notes`, 'POST', { name: 'First', html: '<p>Body</p>' })).json()) as { id: string };
    const list = (await (await b.request(`${base}/notes`)).json()) as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, name: 'First', size: 11 });
    expect(list[0]).not.toHaveProperty('html');
    const patched = await b.json(`${base}/notes/${id}`, 'PATCH', { name: 'Renamed' });
    expect(await patched.json()).toMatchObject({ name: 'Renamed', html: '<p>Body</p>' });
    expect((await b.json(`${base}/notes`, 'POST', { name: '', html: '' })).status).toBe(400);
    expect((await b.request(`${base}/notes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await b.request(`${base}/notes/${id}`)).status).toBe(404);
  });

  it('changes a note begun from an older version only if nothing changed it meanwhile (If-Match): else 412, and nothing changes', async () => {
    const { b, base } = await customerOfNewUser();
    const first = (await (await b.json(`${base}/notes`, 'POST', { name: 'Plan', html: '<p>A</p>' })).json()) as { id: string; updatedAt: string };
    const patch = (body: object, ifMatch?: string) =>
      b.request(`${base}/notes/${first.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) },
        body: JSON.stringify(body),
      });
    // Another device changes it: the version this edit began from is no longer the note's.
    const theirs = (await (await patch({ html: '<p>Theirs</p>' }, `"${first.updatedAt}"`)).json()) as { updatedAt: string; html: string };
    expect(theirs.html).toBe('<p>Theirs</p>');
    const stale = await patch({ html: '<p>Mine</p>' }, `"${first.updatedAt}"`);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ error: { code: 'PRECONDITION_FAILED' } });
    expect(((await (await b.request(`${base}/notes/${first.id}`)).json()) as { html: string }).html).toBe('<p>Theirs</p>');
    // A version that is no date, or not quoted, is refused as bad input; a note that is not there is 404 whatever the version.
    expect((await patch({ html: '<p>Mine</p>' }, first.updatedAt)).status).toBe(400);
    expect((await patch({ html: '<p>Mine</p>' }, '"x" OR 1=1')).status).toBe(400);
    expect((await b.request(`${base}/notes/${crypto.randomUUID()}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'If-Match': `"${theirs.updatedAt}"` }, body: '{}' })).status).toBe(404);
    // Keep mine: sent again from their version, it is made.
    const mine = await patch({ html: '<p>Mine</p>' }, `"${theirs.updatedAt}"`);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { html: string }).html).toBe('<p>Mine</p>');
  });
});

describe('documents', () => {
  it('uploads several files at once, detects their type from the content and makes image thumbnails', async () => {
    const { b, base } = await customerOfNewUser();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e3a8a' } }).png().toBuffer();
    const res = await upload(b, `${base}/documents`, [
      { name: 'ticket.pdf', bytes: pdf },
      { name: 'photo.txt', bytes: png, type: 'text/plain' },
      { name: 'notes.pdf', bytes: new TextEncoder().encode('just words'), type: 'application/pdf' },
    ]);
    expect(res.status).toBe(201);
    const docs = (await res.json()) as Doc[];
    expect(docs.map((d) => [d.fileName, d.contentType, d.hasThumbnail])).toEqual([
      ['ticket.pdf', 'application/pdf', false],
      ['photo.txt', 'image/png', true],
      ['notes.pdf', 'text/plain', false],
    ]);
    const photo = docs[1];
    const thumb = await b.request(`${base}/documents/${photo?.id ?? ''}/thumbnail`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    const download = await b.request(`${base}/documents/${docs[0]?.id ?? ''}/content`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="ticket.pdf"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('refuses a program posing as a PDF and stores nothing', async () => {
    const { b, base, user } = await customerOfNewUser();
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(56).fill(0)]);
    const res = await upload(b, `${base}/documents`, [{ name: 'fine.pdf', bytes: pdf }, { name: 'invoice.pdf', bytes: elf }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'File type not allowed' } });
    expect(await (await b.request(`${base}/documents`)).json()).toEqual([]);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('refuses a 26 MB upload with 413 and stores nothing', async () => {
    const { b, base, user } = await customerOfNewUser();
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(pdf);
    const res = await upload(b, `${base}/documents`, [{ name: 'huge.pdf', bytes: big }]);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: 'File too large' } });
    expect(await (await b.request(`${base}/documents`)).json()).toEqual([]);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('opens a public link without a session; after Make private the link answers 404', async () => {
    const { app, b, base } = await customerOfNewUser();
    const [doc] = (await (await upload(b, `${base}/documents`, [{ name: 'itinerary.pdf', bytes: pdf }])).json()) as Doc[];
    const made = (await (await b.request(`${base}/documents/${doc?.id ?? ''}/public`, { method: 'POST' })).json()) as Doc;
    expect(made.isPublic).toBe(true);
    const url = new URL(made.publicUrl ?? '');
    expect(url.origin).toBe('http://app.test');
    expect(url.pathname).toMatch(/^\/api\/public\/files\/[\w-]{43}$/);
    // The link is shown again on later reads.
    const listed = (await (await b.request(`${base}/documents`)).json()) as Doc[];
    expect(listed[0]?.publicUrl).toBe(made.publicUrl);

    const anonymous = await app.request(url.pathname);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('application/pdf');
    expect(anonymous.headers.get('content-security-policy')).toContain('sandbox');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await anonymous.arrayBuffer())).toEqual(pdf);

    await b.request(`${base}/documents/${doc?.id ?? ''}/public`, { method: 'DELETE' });
    expect((await app.request(url.pathname)).status).toBe(404);
    expect((await app.request('/api/public/files/guess')).status).toBe(404);
  });

  it("keeps another user's documents out of reach", async () => {
    const { app, b, base } = await customerOfNewUser();
    const [doc] = (await (await upload(b, `${base}/documents`, [{ name: 'a.pdf', bytes: pdf }])).json()) as Doc[];
    const { database } = await testApp();
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    for (const [method, suffix] of [['GET', '/content'], ['POST', '/public'], ['DELETE', '']] as const) {
      const res = await intruder.request(`${base}/documents/${doc?.id ?? ''}${suffix}`, { method });
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await b.request(`${base}/documents/${doc?.id ?? ''}/content`)).status).toBe(200);
  });

  it('deleting the customer deletes its parts and, after the commit, its files', async () => {
    const { b, base, user, customerId, database } = await customerOfNewUser();
    await upload(b, `${base}/documents`, [{ name: 'a.pdf', bytes: pdf }]);
    await b.json(`${base}/notes`, 'POST', { name: 'n', html: '<p>x</p>' });
    await b.json(base, 'PATCH', { tags: [{ key: 'k', value: 'v' }] });
    expect(await storedFiles(user.id)).toHaveLength(1);
    expect((await b.request(`/api/v1/customers/${customerId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await storedFiles(user.id)).toEqual([]);
    for (const part of [notes, documents, tags]) {
      expect(await database.db.$count(part, eq(part.recordId, customerId))).toBe(0);
    }
  });

  it('the orphan sweep removes old unreferenced files and keeps referenced and recent ones', async () => {
    const { b, base, user, database } = await customerOfNewUser();
    await upload(b, `${base}/documents`, [{ name: 'kept.pdf', bytes: pdf }]);
    const store = recordedStore(database.db, localStore(testFilesDir()));
    await store.put(`${user.id}/crash-leftover`, pdf);
    // The leftover's age is set on the clock that stamps written keys (the database's), not the machine's.
    const leftoverAt = (minutesAgo: number) =>
      database.db.update(storedFileKeys).set({ writtenAt: sql`now() - make_interval(mins => ${minutesAgo})` }).where(eq(storedFileKeys.key, `${user.id}/crash-leftover`));
    await leftoverAt(59);
    expect(await sweepOrphanFiles({ db: database.db, store })).toBe(0); // too recent to judge
    await leftoverAt(61);
    expect(await sweepOrphanFiles({ db: database.db, store })).toBe(1);
    const left = await storedFiles(user.id);
    expect(left).toHaveLength(1);
    expect(left[0]).not.toBe('crash-leftover');
  });
});
