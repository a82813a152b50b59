import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentInfo } from '../../shared/record-parts.js';
import type { Receipt } from '../../shared/receipts.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { testApp } from '../test/harness.js';

describe('request log', () => {
  it('masks the tokens of public links and never logs a query string (reset and sign-in tokens)', async () => {
    const lines: string[] = [];
    const { app, database } = await testApp({ logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) });
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);

    const customer = (await (await b.json('/api/v1/customers', 'POST', { name: 'Host' })).json()) as { id: string };
    const form = new FormData();
    form.append('files', new File([new TextEncoder().encode('boarding pass')], 'pass.txt', { type: 'text/plain' }));
    const [doc] = (await (await b.request(`/api/v1/customers/${customer.id}/documents`, { method: 'POST', body: form })).json()) as DocumentInfo[];
    const madeDoc = (await (await b.request(`/api/v1/customers/${customer.id}/documents/${doc?.id ?? ''}/public`, { method: 'POST' })).json()) as DocumentInfo;
    const fileToken = new URL(madeDoc.publicUrl ?? '').pathname.split('/').pop() ?? '';

    const receipt = (await (await b.json('/api/v1/receipts', 'POST', { receiptAt: { local: '2024-01-13T12:30', zone: 'Asia/Tokyo' }, payment: 'T', currency: 'USD', amount: '5' })).json()) as Receipt;
    const image = new FormData();
    image.append('file', new File([await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).jpeg().toBuffer()], 'r.jpg', { type: 'image/jpeg' }));
    await b.request(`/api/v1/receipts/${receipt.id}/image`, { method: 'PUT', body: image });
    const madeReceipt = (await (await b.request(`/api/v1/receipts/${receipt.id}/public`, { method: 'POST' })).json()) as Receipt;
    const receiptToken = new URL(madeReceipt.publicUrl ?? '').pathname.split('/').pop() ?? '';
    const queryToken = 'reset-token-in-a-query-string-0123456789abcd';

    lines.length = 0;
    const visited = [
      `/api/public/files/${fileToken}`,
      `/api/public/receipts/${receiptToken}`,
      `/api/public/receipts/${receiptToken}/image`,
      `/public/receipts/${receiptToken}`,
      `/reset-password?token=${queryToken}`,
      `/api/auth/callback/email?token=${queryToken}&email=${encodeURIComponent(user.email)}`,
    ];
    for (const url of visited) await app.request(url);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; path: string; status: number }).filter((line) => line.msg === 'request');
    expect(logged.map((line) => line.path)).toEqual([
      '/api/public/files/[token]',
      '/api/public/receipts/[token]',
      '/api/public/receipts/[token]/image',
      '/public/receipts/[token]',
      '/reset-password',
      '/api/auth/callback/email',
    ]);
    expect(logged.slice(0, 3).map((line) => line.status)).toEqual([200, 200, 200]);
    const text = lines.join('\n');
    for (const token of [fileToken, receiptToken, queryToken]) expect(text).not.toContain(token);
    // Record ids stay in the log: they open nothing without a session.
    await b.request(`/api/v1/receipts/${receipt.id}`);
    expect(lines.at(-1)).toContain(receipt.id);
  });
});
