import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceSlots } from '../db/schema/services.js';
import { testDatabase } from '../test/harness.js';
import { ServiceError } from './http.js';
import { takeTurn } from './throttle.js';

const SERVICE = 'throttle-test';
beforeEach(async () => {
  await (await testDatabase()).db.delete(serviceSlots).where(eq(serviceSlots.service, SERVICE));
});

describe('takeTurn', () => {
  it('spaces turns at one a second: the first goes at once, the next about a second later', async () => {
    const { db } = await testDatabase();
    const started = Date.now();
    await takeTurn(db, SERVICE, 1000, 5000);
    const first = Date.now();
    await takeTurn(db, SERVICE, 1000, 5000);
    const second = Date.now();
    expect(first - started).toBeLessThan(500);
    // The second turn is a second after the first one's statement, which ran after `started`.
    expect(second - started).toBeGreaterThanOrEqual(950);
  });

  it('spaces turns taken at the same moment too, as other instances would take them', async () => {
    const { db } = await testDatabase();
    const started = Date.now();
    const done: number[] = [];
    await Promise.all([0, 1, 2].map(() => takeTurn(db, SERVICE, 300, 5000).then(() => done.push(Date.now() - started))));
    done.sort((a, b) => a - b);
    expect(done[1]).toBeGreaterThanOrEqual(280);
    expect(done[2]).toBeGreaterThanOrEqual(580);
  });

  it('gives up at once, as rate-limited, when the wait is past maxWait, and does not take the slot', async () => {
    const { db } = await testDatabase();
    await takeTurn(db, SERVICE, 1000, 5000);
    await takeTurn(db, SERVICE, 1000, 5000);
    const started = Date.now();
    const error = await takeTurn(db, SERVICE, 1000, 500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).reason).toBe('rate-limited');
    expect(Date.now() - started).toBeLessThan(400);
    // The refused turn moved nothing on: the next one still waits under a second.
    const next = Date.now();
    await takeTurn(db, SERVICE, 1000, 5000);
    expect(Date.now() - next).toBeLessThan(1300);
  });
});
