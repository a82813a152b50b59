import { describe, expect, it } from 'vitest';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const NOT_FOUND = "Customer not found or you don't have privileges";

const signedIn = () => signedInUser();

const readJson = async <T>(res: Response) => (await res.json()) as T;
type Customer = { id: string; name: string; tags: { key: string; value: string }[]; contacts: { id: string }[]; addresses: { zip: string }[] };

describe('customers API', () => {
  it('needs a session (401) on every route', async () => {
    const { app } = await testApp();
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ['GET', '/api/v1/customers'],
      ['POST', '/api/v1/customers'],
      ['GET', `/api/v1/customers/${id}`],
      ['PATCH', `/api/v1/customers/${id}`],
      ['DELETE', `/api/v1/customers/${id}`],
      ['POST', '/api/v1/customers/bulk-delete'],
      ['GET', `/api/v1/customers/${id}/notes`],
      ['GET', `/api/v1/customers/${id}/documents`],
    ] as const) {
      const res = await browser(app).json(path, method, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates a customer with addresses, contacts, tags and properties, and reads it back', async () => {
    const { b } = await signedIn();
    const contact = await readJson<{ id: string }>(
      await b.json('/api/v1/contacts', 'POST', { firstName: 'Jane', lastName: 'Doe' }),
    );
    const res = await b.json('/api/v1/customers', 'POST', {
      name: 'Acme Corp',
      info: 'Main client',
      addresses: [{ street: '1 Main St', city: 'Springfield', region: 'IL', zip: '62701', country: 'USA' }],
      contactIds: [contact.id],
      tags: [{ key: 'Industry', value: 'Manufacturing' }],
      properties: [{ key: 'Payment terms', value: 'Net 30' }],
    });
    expect(res.status).toBe(201);
    const created = await readJson<Customer>(res);
    const read = await readJson<Customer>(await b.request(`/api/v1/customers/${created.id}`));
    expect(read).toMatchObject({
      name: 'Acme Corp',
      info: 'Main client',
      addresses: [{ street: '1 Main St', zip: '62701' }],
      contacts: [{ id: contact.id, firstName: 'Jane', lastName: 'Doe' }],
      tags: [{ key: 'Industry', value: 'Manufacturing' }],
      properties: [{ key: 'Payment terms', value: 'Net 30' }],
    });
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const { b } = await signedIn();
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'This field is required'],
      [{ name: '  ' }, 'name', 'This field is required'],
      [{ name: 'x'.repeat(10_000) }, 'name', 'At most 200 characters'],
      [{ name: 'A', tags: [{ key: 'Email', value: 'a@x.io' }, { key: 'email', value: 'b@x.io' }] }, 'tags.1.key', 'The key email is already used'],
      [{ name: 'A', tags: [{ key: '', value: 'v' }] }, 'tags.0.key', 'This field is required'],
      [{ name: 'A', contactIds: ['not-a-uuid'] }, 'contactIds.0', 'Invalid UUID'],
    ];
    for (const [body, path, message] of cases) {
      const res = await b.json('/api/v1/customers', 'POST', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { error } = await readJson<{ error: { issues: { path: string; message: string }[] } }>(res);
      expect(error.issues).toContainEqual({ path, message });
    }
    const page = await readJson<{ total: number }>(await b.request('/api/v1/customers'));
    expect(page.total).toBe(0);
  });

  it("answers 404 for another user's customer, on read, change and delete, and changes nothing", async () => {
    const { app, b: owner } = await signedIn();
    const created = await readJson<Customer>(await owner.json('/api/v1/customers', 'POST', { name: 'Private Co' }));
    const { database } = await testApp();
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'Hacked' }], ['DELETE', undefined]] as const) {
      const res = await intruder.json(`/api/v1/customers/${created.id}`, method, body);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: NOT_FOUND } });
    }
    expect((await intruder.json('/api/v1/customers/bulk-delete', 'POST', { ids: [created.id] })).status).toBe(404);
    expect((await intruder.json(`/api/v1/customers/${created.id}/notes`, 'POST', { name: 'x' })).status).toBe(404);
    const still = await readJson<Customer>(await owner.request(`/api/v1/customers/${created.id}`));
    expect(still.name).toBe('Private Co');
    // Nor can a customer link another user's contact.
    const theirContact = await readJson<{ id: string }>(await intruder.json('/api/v1/contacts', 'POST', { firstName: 'Eve' }));
    const link = await owner.json(`/api/v1/customers/${created.id}`, 'PATCH', { contactIds: [theirContact.id] });
    expect(link.status).toBe(404);
  });

  it('answers a malformed id with the same 404', async () => {
    const { b } = await signedIn();
    const res = await b.request('/api/v1/customers/not-an-id');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: NOT_FOUND } });
  });

  it('changes only the given fields; a tag key differing only in case replaces nothing twice', async () => {
    const { b } = await signedIn();
    const created = await readJson<Customer>(
      await b.json('/api/v1/customers', 'POST', {
        name: 'Globex',
        info: 'Keep me',
        addresses: [{ city: 'Cypress Creek', zip: '12345' }],
        properties: [{ key: 'Tier', value: 'Gold' }],
        tags: [{ key: 'Email', value: 'old@globex.com' }],
      }),
    );
    const res = await b.json(`/api/v1/customers/${created.id}`, 'PATCH', { tags: [{ key: 'email', value: 'new@globex.com' }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Globex',
      info: 'Keep me',
      addresses: [{ city: 'Cypress Creek', zip: '12345' }],
      properties: [{ key: 'Tier', value: 'Gold' }],
      tags: [{ key: 'email', value: 'new@globex.com' }],
    });
  });

  it('lists with search (name, info, tag values), sort and pages', async () => {
    const { b } = await signedIn();
    for (const [name, info, tag] of [
      ['Beta Ltd', 'rail', 'north'],
      ['alpha GmbH', 'air', 'south'],
      ['Gamma Inc', 'sea', 'north'],
      ['delta 100%_off', '', ''],
    ]) {
      await b.json('/api/v1/customers', 'POST', { name, info, tags: tag ? [{ key: 'Region', value: tag }] : [] });
    }
    const page = async (query: string) =>
      readJson<{ items: { name: string; tags: unknown[] }[]; total: number }>(await b.request(`/api/v1/customers?${query}`));
    expect((await page('')).items.map((i) => i.name)).toEqual(['alpha GmbH', 'Beta Ltd', 'delta 100%_off', 'Gamma Inc']);
    expect((await page('order=desc')).items.map((i) => i.name)[0]).toBe('Gamma Inc');
    expect((await page('search=NORTH')).items.map((i) => i.name)).toEqual(['Beta Ltd', 'Gamma Inc']);
    expect((await page('search=air')).items.map((i) => i.name)).toEqual(['alpha GmbH']);
    expect((await page('search=%25_')).items.map((i) => i.name)).toEqual(['delta 100%_off']);
    const second = await page('pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, items: [{ name: 'Gamma Inc' }] });
    expect((await page('pageSize=3&page=5')).total).toBe(4);
    expect((await b.request('/api/v1/customers?page=abc')).status).toBe(400);
    expect((await b.request('/api/v1/customers?sort=password')).status).toBe(400);
  });

  it('bulk-deletes all or nothing', async () => {
    const { b } = await signedIn();
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await readJson<Customer>(await b.json('/api/v1/customers', 'POST', { name }))).id);
    }
    const missing = await b.json('/api/v1/customers/bulk-delete', 'POST', { ids: [ids[0], crypto.randomUUID()] });
    expect(missing.status).toBe(404);
    expect((await readJson<{ total: number }>(await b.request('/api/v1/customers'))).total).toBe(3);
    const empty = await b.json('/api/v1/customers/bulk-delete', 'POST', { ids: [] });
    expect(await empty.json()).toMatchObject({ error: { issues: [{ path: 'ids', message: 'Select one or more records' }] } });
    const res = await b.json('/api/v1/customers/bulk-delete', 'POST', { ids: ids.slice(0, 2) });
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await readJson<{ items: { name: string }[] }>(await b.request('/api/v1/customers'))).items.map((i) => i.name)).toEqual(['Three']);
  });
});
