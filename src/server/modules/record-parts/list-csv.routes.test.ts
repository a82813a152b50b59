import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';

type Browser = ReturnType<typeof browser>;

async function create<T>(b: Browser, path: string, body: unknown): Promise<T> {
  const res = await b.json(path, 'POST', body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function csvAt(b: Browser, path: string) {
  const res = await b.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The UTF-8 byte order mark, by which a spreadsheet knows the encoding.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  return { disposition: res.headers.get('content-disposition'), rows: parse<Record<string, string>>(text, { bom: true, columns: true }) };
}

describe('a list as CSV', () => {
  it('has every page of the list with its search and sort, a column per field, linked records by name, moments at their wall clock and zone', async () => {
    const { b } = await signedInUser();
    const acme = await create<{ id: string }>(b, '/api/v1/customers', { name: 'Acme Pumps' });
    for (let i = 1; i <= 130; i += 1) await create(b, '/api/v1/customers', { name: `Customer ${String(i).padStart(3, '0')}` });
    const all = await csvAt(b, '/api/v1/customers/list.csv?sort=name&order=desc');
    expect(all.disposition).toBe('attachment; filename="customers.csv"');
    expect(all.rows).toHaveLength(131);
    expect(all.rows[0]?.name).toBe('Customer 130');
    expect(Object.keys(all.rows[0] ?? {})).toContain('id');
    const searched = await csvAt(b, '/api/v1/customers/list.csv?search=acme');
    expect(searched.rows.map((r) => [r.id, r.name])).toEqual([[acme.id, 'Acme Pumps']]);

    await create(b, '/api/v1/trips', {
      title: 'Plant audit', customerId: acme.id, start: { local: '2026-03-07T06:00', zone: 'America/New_York' }, end: { local: '2026-03-10T22:00', zone: 'America/Chicago' },
    });
    const trips = await csvAt(b, `/api/v1/trips/list.csv?customerId=${acme.id}`);
    expect(trips.rows).toHaveLength(1);
    expect(trips.rows[0]).toMatchObject({ title: 'Plant audit', customer: 'Acme Pumps', start: '2026-03-07 06:00 America/New_York', end: '2026-03-10 22:00 America/Chicago' });
  });

  it('writes text that starts like a formula as text, and an empty list as its header row alone', async () => {
    const { b } = await signedInUser();
    const empty = await (await b.request('/api/v1/rewards/list.csv')).text();
    expect(empty.replace('\uFEFF', '').trim().split(',').length).toBeGreaterThan(2);
    expect(empty.trim().split('\n')).toHaveLength(1);
    await create(b, '/api/v1/customers', { name: '=HYPERLINK("http://evil.example","Open")', info: '+1 555 0100' });
    const { rows } = await csvAt(b, '/api/v1/customers/list.csv');
    expect(rows[0]?.name).toBe('\'=HYPERLINK("http://evil.example","Open")');
    expect(rows[0]?.info).toBe("'+1 555 0100");
  });

  it("never has another user's records, and needs a session", async () => {
    const { app, database, b } = await signedInUser();
    await create(b, '/api/v1/customers', { name: 'Mine' });
    const { user } = await createUser(database.db);
    const other = browser(app);
    await other.signIn(user.email, TEST_PASSWORD);
    expect((await csvAt(other, '/api/v1/customers/list.csv')).rows).toEqual([]);
    expect((await app.request('/api/v1/customers/list.csv')).status).toBe(401);
    // The list's own query rules: a column it cannot sort by is refused, naming the field.
    const bad = await b.request('/api/v1/customers/list.csv?sort=password');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([{ path: 'sort', message: 'Invalid option: expected one of "name"|"info"|"updatedAt"' }]);
  });
});
