// Rate limits keyed by a client address the client writes are no limits: behind a proxy the address
// is read from the right of X-Forwarded-For, past the trusted proxies, over a real socket.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/auth.js';
import { consume, pruneRateLimits } from '../security/rate-limit.js';
import { testDatabase } from '../test/harness.js';
import { clientIp, parseTrustProxy } from './client-ip.js';

const trusts = {
  none: parseTrustProxy('false'),
  oneHop: parseTrustProxy('true'),
  twoHops: parseTrustProxy('2'),
  proxies: parseTrustProxy('10.0.0.0/8, 127.0.0.1, ::1'),
};
const app = new Hono();
app.get('/:trust', (c) => c.text(clientIp(c, trusts[c.req.param('trust') as keyof typeof trusts])));
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the app takes for the client's address when the request carries `forwarded`. */
const seen = (trust: keyof typeof trusts, forwarded?: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/${trust}`, headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });

describe('the client address', () => {
  it('is the socket peer without a trusted proxy, whatever X-Forwarded-For says', async () => {
    expect(await seen('none', '203.0.113.1')).toBe('127.0.0.1');
  });

  it("never takes an entry the client wrote: one hop is the proxy's own entry, the rightmost", async () => {
    // The proxy appended the real client (198.51.100.4) to what the client sent.
    expect(await seen('oneHop', '203.0.113.1, 198.51.100.4')).toBe('198.51.100.4');
    const rotating = await Promise.all(['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((fake) => seen('oneHop', `${fake}, 198.51.100.4`)));
    expect(new Set(rotating)).toEqual(new Set(['198.51.100.4']));
    expect(await seen('twoHops', '203.0.113.1, 198.51.100.4, 10.1.2.3')).toBe('198.51.100.4');
  });

  it('with a list of proxies, skips their entries from the right and stops at the first other one', async () => {
    expect(await seen('proxies', '203.0.113.1, 198.51.100.4, 10.1.2.3')).toBe('198.51.100.4');
    expect(await seen('proxies')).toBe('127.0.0.1');
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not an address or network/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not an address or network/);
    expect(parseTrustProxy('0')).toBeUndefined();
  });
});

describe('rate-limit counters', () => {
  it('are pruned once their window has ended; live ones stay', async () => {
    const { db } = await testDatabase();
    await consume(db, [{ key: 'prune:live', max: 5, windowSeconds: 600 }]);
    await db.insert(rateLimits).values({ key: 'prune:ended', count: 3, resetAt: sql`now() - interval '1 minute'` });
    expect(await pruneRateLimits(db)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('prune:live');
    expect(keys).not.toContain('prune:ended');
  });
});
