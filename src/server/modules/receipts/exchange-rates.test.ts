import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRateDays } from '../../db/schema/receipts.js';
import { testDatabase } from '../../test/harness.js';
import { recordedRates, startRatesServer } from '../../test/rates-server.js';
import { referenceRate } from './exchange-rates.js';

let server: Awaited<ReturnType<typeof startRatesServer>>;
/** Only the business days: a weekend day answers 404, as some compatible servers do. */
let strict: Awaited<ReturnType<typeof startRatesServer>>;
beforeAll(async () => {
  server = await startRatesServer();
  strict = await startRatesServer({ '2024-01-12': recordedRates['2024-01-12'] as (typeof recordedRates)[string] });
});
afterAll(async () => Promise.all([server.close(), strict.close()]));

/** Each test on an empty cache, so that what it asks reaches the server. */
async function freshDb() {
  const { db } = await testDatabase();
  await db.delete(exchangeRateDays);
  return db;
}
const config = (baseUrl: string | undefined, timeoutMs = 2000) => ({ baseUrl, timeoutMs });

describe('exchange rates (ECB reference rates, Frankfurter-compatible service)', () => {
  it('gives the rate of a day, crossed through the euro, and asks the service once per day', async () => {
    const db = await freshDb();
    const before = server.state.requests;
    expect(await referenceRate(db, config(server.baseUrl), '2024-01-12', 'EUR', 'USD')).toEqual({ rate: '1.0945', rateDate: '2024-01-12' });
    const cross = await referenceRate(db, config(server.baseUrl), '2024-01-12', 'GBP', 'USD');
    expect(Number(cross?.rate)).toBeCloseTo(1.0945 / 0.85925, 11);
    expect(server.state.requests - before).toBe(1);
    // Cached for good: the service is not asked again, even when it is down.
    server.state.mode = 'fail';
    try {
      expect(await referenceRate(db, config(server.baseUrl), '2024-01-12', 'USD', 'JPY')).toMatchObject({ rateDate: '2024-01-12' });
    } finally {
      server.state.mode = 'ok';
    }
  });

  it("takes a weekend day's rate from the business day before it, from the answer or by stepping back past 404s", async () => {
    const db = await freshDb();
    expect(await referenceRate(db, config(server.baseUrl), '2024-01-14', 'EUR', 'USD')).toEqual({ rate: '1.0945', rateDate: '2024-01-12' });
    await db.delete(exchangeRateDays);
    const before = strict.state.requests;
    expect(await referenceRate(db, config(strict.baseUrl), '2024-01-14', 'EUR', 'USD')).toEqual({ rate: '1.0945', rateDate: '2024-01-12' });
    expect(strict.state.requests - before).toBe(3); // Sunday, Saturday, Friday
  });

  it('has no rate, and caches nothing, on a timeout, a 500 or a malformed answer; it answers again once the service does', async () => {
    const db = await freshDb();
    for (const mode of ['hang', 'fail', 'malformed'] as const) {
      server.state.mode = mode;
      try {
        expect(await referenceRate(db, config(server.baseUrl, 200), '2024-01-15', 'EUR', 'USD'), mode).toBeNull();
      } finally {
        server.state.mode = 'ok';
      }
    }
    expect(await db.$count(exchangeRateDays)).toBe(0);
    expect(await referenceRate(db, config(server.baseUrl), '2024-01-15', 'EUR', 'USD')).toEqual({ rate: '1.095', rateDate: '2024-01-15' });
  });

  it('never invents a rate: no service, a currency it does not quote, a day to come; the same currency is 1', async () => {
    const db = await freshDb();
    const before = server.state.requests;
    expect(await referenceRate(db, config(undefined), '2024-01-12', 'EUR', 'USD')).toBeNull();
    expect(await referenceRate(db, config(server.baseUrl), '2099-01-01', 'EUR', 'USD')).toBeNull();
    expect(await referenceRate(db, config(server.baseUrl), '2024-01-12', 'USD', 'USD')).toEqual({ rate: '1', rateDate: '2024-01-12' });
    expect(server.state.requests).toBe(before);
    expect(await referenceRate(db, config(server.baseUrl), '2024-01-12', 'KWD', 'USD')).toBeNull();
  });
});
