import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceCache } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { cached } from './cache.js';
import { ServiceError } from './http.js';

const SERVICE = 'cache-test';
async function db() {
  return (await testDatabase()).db;
}
beforeEach(async () => {
  await (await db()).delete(serviceCache).where(eq(serviceCache.service, SERVICE));
});
const rowOf = async (key: string) =>
  (await (await db()).select().from(serviceCache).where(and(eq(serviceCache.service, SERVICE), eq(serviceCache.key, key))))[0];

describe('cached', () => {
  it('keeps an answer: a fresh one is given without asking again', async () => {
    const load = vi.fn(() => Promise.resolve({ temperature: 21 }));
    const first = await cached(await db(), { service: SERVICE, key: 'fresh', ttlMs: 60_000 }, load);
    const second = await cached(await db(), { service: SERVICE, key: 'fresh', ttlMs: 60_000 }, load);
    expect(first).toMatchObject({ value: { temperature: 21 }, stale: false });
    expect(second).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer for good when ttl is null, empty answers too', async () => {
    const load = vi.fn(() => Promise.resolve(null));
    expect((await cached(await db(), { service: SERVICE, key: 'nothing', ttlMs: null }, load)).value).toBeNull();
    expect((await cached(await db(), { service: SERVICE, key: 'nothing', ttlMs: null }, load)).value).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await rowOf('nothing'))?.expiresAt).toBeNull();
  });

  it('asks again once the answer is past its freshness', async () => {
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    expect((await cached(await db(), { service: SERVICE, key: 'ttl', ttlMs: 100 }, load)).value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await cached(await db(), { service: SERVICE, key: 'ttl', ttlMs: 100 }, load)).value).toBe(2);
    expect((await cached(await db(), { service: SERVICE, key: 'ttl', ttlMs: 100 }, load)).value).toBe(2);
  });

  it('gives the last answer, marked stale, when the service fails past freshness', async () => {
    await cached(await db(), { service: SERVICE, key: 'stale', ttlMs: 1 }, () => Promise.resolve('sunny'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await cached(await db(), { service: SERVICE, key: 'stale', ttlMs: 1 }, () => Promise.reject(new ServiceError('timeout')));
    expect(answer).toMatchObject({ value: 'sunny', stale: true });
  });

  it('keeps no failure: with nothing kept the error goes on, and the next ask reaches the service', async () => {
    const failing = () => Promise.reject(new ServiceError('unavailable', 500));
    await expect(cached(await db(), { service: SERVICE, key: 'failed', ttlMs: null }, failing)).rejects.toMatchObject({ reason: 'unavailable' });
    expect(await rowOf('failed')).toBeUndefined();
    const load = vi.fn(() => Promise.resolve('answer'));
    expect((await cached(await db(), { service: SERVICE, key: 'failed', ttlMs: null }, load)).value).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not hide a programming error behind a stale answer', async () => {
    await cached(await db(), { service: SERVICE, key: 'bug', ttlMs: 1 }, () => Promise.resolve('old'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      cached(await db(), { service: SERVICE, key: 'bug', ttlMs: 1 }, () => Promise.reject(new TypeError('bug'))),
    ).rejects.toThrow(TypeError);
  });
});
