import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, notes } from '../../db/schema/record-parts.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { localStore } from '../../storage/local-store.js';
import { browser, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const uploadForm = () => {
  const form = new FormData();
  form.append('files', new File([pdf], 'visa.pdf', { type: 'application/pdf' }));
  return form;
};

/** A signed-in user with a customer, on an app whose store runs `beforePut` before each write. */
async function customerWithStore(beforePut: () => Promise<void> = () => Promise.resolve()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'twt-race-'));
  const files = localStore(dir);
  const store: BlobStore = { ...files, put: async (key, data) => { await beforePut(); await files.put(key, data); } };
  const ctx = await testApp({ store });
  const { user } = await createUser(ctx.database.db);
  const b = browser(ctx.app);
  await b.signIn(user.email, TEST_PASSWORD);
  const customer = (await (await b.json('/api/v1/customers', 'POST', { name: 'Host' })).json()) as { id: string };
  const storedFiles = async () => (await readdir(path.join(dir, user.id)).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
  return { ...ctx, b, customerId: customer.id, base: `/api/v1/customers/${customer.id}`, storedFiles };
}

describe('a part written while its record is deleted', () => {
  it('an upload whose record is deleted between its check and its row: 404, and no row and no file remain', async () => {
    let deleteRecord = () => Promise.resolve();
    const ctx = await customerWithStore(() => deleteRecord());
    // The deletion runs once, while the upload writes its file: after the route found the record.
    deleteRecord = async () => {
      deleteRecord = () => Promise.resolve();
      expect((await ctx.b.request(ctx.base, { method: 'DELETE' })).status).toBe(204);
    };
    const res = await ctx.b.request(`${ctx.base}/documents`, { method: 'POST', body: uploadForm() });
    expect(res.status).toBe(404);
    expect(await ctx.database.db.select().from(documents).where(eq(documents.recordId, ctx.customerId))).toEqual([]);
    expect(await ctx.storedFiles()).toEqual([]);
  });

  it('uploads, notes and a deletion at once: whatever order they run in, nothing is left of the record', async () => {
    const ctx = await customerWithStore();
    const answers = await Promise.all([
      ctx.b.request(`${ctx.base}/documents`, { method: 'POST', body: uploadForm() }),
      ctx.b.json(`${ctx.base}/notes`, 'POST', { name: 'Visit', html: '<p>x</p>' }),
      ctx.b.request(ctx.base, { method: 'DELETE' }),
      ctx.b.request(`${ctx.base}/documents`, { method: 'POST', body: uploadForm() }),
      ctx.b.json(`${ctx.base}/notes`, 'POST', { name: 'Visit', html: '<p>y</p>' }),
    ]);
    expect(answers[2]?.status).toBe(204);
    for (const res of answers) expect([201, 204, 404]).toContain(res.status);
    expect(await ctx.database.db.select().from(documents).where(eq(documents.recordId, ctx.customerId))).toEqual([]);
    expect(await ctx.database.db.select().from(notes).where(eq(notes.recordId, ctx.customerId))).toEqual([]);
    expect(await ctx.storedFiles()).toEqual([]);
  });
});
