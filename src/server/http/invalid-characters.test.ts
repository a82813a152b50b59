import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/errors.js';
import { browser, signedInUser, TEST_PASSWORD } from '../test/factories.js';
import { hasInvalidCharacters } from './invalid-characters.js';

const refusal = (field: string): ErrorBody => ({
  error: { code: 'VALIDATION_FAILED', message: 'Invalid characters', issues: [{ path: field, message: 'Invalid characters' }] },
});

describe('invalid characters', () => {
  it('are NUL and lone surrogates; paired surrogates, U+FFFF and other controls are text', () => {
    expect(['A\u0000B', '\ud800', 'x\udc00', '\udc00\ud800', '\ud83d'].map(hasInvalidCharacters)).toEqual([true, true, true, true, true]);
    expect(['😀', '\uffff', '\u0001\u001f', 'Zürich', ''].map(hasInvalidCharacters)).toEqual([false, false, false, false, false]);
    const pairs = '😀'.repeat(100_000);
    expect([pairs, `${pairs}\ud800`, `\udc00${pairs}`].map(hasInvalidCharacters)).toEqual([false, true, true]);
  });

  it('in a JSON body are refused naming the field, nested fields and keys included, and change nothing', async () => {
    const { b } = await signedInUser();
    const before = (await (await b.request('/api/v1/customers')).json()) as { total: number };
    const cases: [unknown, string][] = [
      [{ name: 'A\u0000B' }, 'name'],
      [{ name: 'Acme', info: 'x\ud800' }, 'info'],
      [{ name: 'Acme', tags: [{ key: 'ok', value: 'fine' }, { key: 'k', value: '\udc00' }] }, 'tags.1.value'],
      [{ name: 'Acme', ['bad\u0000key']: 1 }, 'bad\u0000key'],
    ];
    for (const [body, field] of cases) {
      const res = await b.json('/api/v1/customers', 'POST', body);
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual(refusal(field));
    }
    const after = (await (await b.request('/api/v1/customers')).json()) as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('in a profile change leave the profile as it was', async () => {
    const { b } = await signedInUser();
    const res = await b.json('/api/v1/account/profile', 'PATCH', { lastName: '\u0000\uffff' });
    expect(await res.json()).toEqual(refusal('lastName'));
    expect(await (await b.request('/api/v1/account/profile')).json()).toMatchObject({ lastName: 'Lovelace' });
  });

  it('in the query and the path are refused naming the parameter', async () => {
    const { b } = await signedInUser();
    expect(await (await b.request('/api/v1/customers?search=%00')).json()).toEqual(refusal('search'));
    expect(await (await b.request('/api/v1/customers?%00=1')).json()).toEqual(refusal('\u0000'));
    const id = crypto.randomUUID();
    const res = await b.request(`/api/v1/customers/${id}/notes/%00`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusal('noteId'));
    expect(await (await b.request('/api/public/files/ab%00cd')).json()).toEqual(refusal('token'));
  });

  it('in a multipart field or a file name are refused before anything is stored', async () => {
    const { b } = await signedInUser();
    const { id } = (await (await b.json('/api/v1/customers', 'POST', { name: 'Host' })).json()) as { id: string };
    const form = new FormData();
    form.append('files', new File(['hello'], 'a\u0000.txt', { type: 'text/plain' }));
    const res = await b.request(`/api/v1/customers/${id}/documents`, { method: 'POST', body: form });
    expect(await res.json()).toEqual(refusal('files'));
    expect(await (await b.request(`/api/v1/customers/${id}/documents`)).json()).toEqual([]);
    const good = new FormData();
    good.append('files', new File(['%PDF-1.4\n%%EOF\n'], 'fine.pdf', { type: 'application/pdf' }));
    expect((await b.request(`/api/v1/customers/${id}/documents`, { method: 'POST', body: good })).status).toBe(201);
  });

  it('in a sign-in form are refused; the same form without them still signs in', async () => {
    const { app, user } = await signedInUser();
    const b = browser(app);
    const csrfToken = await b.csrfToken();
    const fields = { csrfToken, email: `${user.email}\u0000`, password: TEST_PASSWORD, callbackUrl: '/', json: 'true' };
    const res = await b.form('/api/auth/callback/credentials', fields);
    expect(await res.json()).toEqual(refusal('email'));
    const url = await b.signIn(user.email, TEST_PASSWORD);
    expect(url.searchParams.get('error')).toBeNull();
    expect(await b.session()).toMatchObject({ user: { email: user.email } });
  });
});
