import { describe, expect, it } from 'vitest';
import { browser, createUser, signedInUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const signedIn = () => signedInUser();

type Contact = { id: string; firstName: string; systemUserRegistered: boolean; customers: { id: string; name: string }[] };

describe('contacts API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/contacts')).status).toBe(401);
    expect((await browser(app).json('/api/v1/contacts', 'POST', { firstName: 'A' })).status).toBe(401);
  });

  it('creates a contact with tags and links its system user when that email is registered', async () => {
    const { b, database } = await signedIn();
    const { user: colleague } = await createUser(database.db);
    const res = await b.json('/api/v1/contacts', 'POST', {
      firstName: 'Sam',
      lastName: 'Lee',
      systemUserEmail: colleague.email.toUpperCase(),
      tags: [{ key: 'Mobile', value: '+1 555 0100' }, { key: 'Email', value: 'sam@lee.dev' }],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      firstName: 'Sam',
      lastName: 'Lee',
      systemUserRegistered: true,
      tags: [{ key: 'Mobile', value: '+1 555 0100' }, { key: 'Email', value: 'sam@lee.dev' }],
    });
    const unknown = await b.json('/api/v1/contacts', 'POST', { firstName: 'Kim', systemUserEmail: uniqueEmail() });
    expect(await unknown.json()).toMatchObject({ systemUserRegistered: false });
  });

  it('refuses bad input with the spec messages', async () => {
    const { b } = await signedIn();
    for (const [body, path, message] of [
      [{ lastName: 'Only' }, 'firstName', 'This field is required'],
      [{ firstName: 'A', systemUserEmail: 'nope' }, 'systemUserEmail', 'Email not valid'],
      [{ firstName: 'A', tags: [{ key: 'Phone', value: '1' }, { key: 'PHONE', value: '2' }] }, 'tags.1.key', 'The key PHONE is already used'],
    ] as const) {
      const res = await b.json('/api/v1/contacts', 'POST', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual({ path, message });
    }
  });

  it('finds contacts by name or tag value and shows the customers they belong to', async () => {
    const { b } = await signedIn();
    const jane = (await (await b.json('/api/v1/contacts', 'POST', { firstName: 'Jane', lastName: 'Roe', tags: [{ key: 'Mobile', value: '+44 7700 900123' }] })).json()) as Contact;
    await b.json('/api/v1/contacts', 'POST', { firstName: 'John', lastName: 'Smith' });
    await b.json('/api/v1/customers', 'POST', { name: 'Initech', contactIds: [jane.id] });
    const search = async (q: string) =>
      ((await (await b.request(`/api/v1/contacts?search=${encodeURIComponent(q)}`)).json()) as { items: { firstName: string }[] }).items.map((i) => i.firstName);
    expect(await search('jane roe')).toEqual(['Jane']);
    expect(await search('7700')).toEqual(['Jane']);
    expect(await search('nobody')).toEqual([]);
    const read = (await (await b.request(`/api/v1/contacts/${jane.id}`)).json()) as Contact;
    expect(read.customers.map((c) => c.name)).toEqual(['Initech']);
  });

  it("answers 404 for another user's contact and keeps it", async () => {
    const { app, b } = await signedIn();
    const mine = (await (await b.json('/api/v1/contacts', 'POST', { firstName: 'Mine' })).json()) as Contact;
    const { database } = await testApp();
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await intruder.json(`/api/v1/contacts/${mine.id}`, method, method === 'PATCH' ? { firstName: 'X' } : undefined);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'Contact not found' } });
    }
    expect((await intruder.request('/api/v1/contacts')).status).toBe(200);
    expect(((await (await intruder.request('/api/v1/contacts')).json()) as { total: number }).total).toBe(0);
    expect(((await (await b.request(`/api/v1/contacts/${mine.id}`)).json()) as Contact).firstName).toBe('Mine');
  });

  it('deleting a contact unlinks it from customers', async () => {
    const { b } = await signedIn();
    const c = (await (await b.json('/api/v1/contacts', 'POST', { firstName: 'Gone' })).json()) as Contact;
    const customer = (await (await b.json('/api/v1/customers', 'POST', { name: 'Keeps', contactIds: [c.id] })).json()) as { id: string };
    expect((await b.request(`/api/v1/contacts/${c.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await b.request(`/api/v1/customers/${customer.id}`)).json()).toMatchObject({ name: 'Keeps', contacts: [] });
  });
});
