import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { exchangeRateDays } from '../../db/schema/receipts.js';
import { fetchJson, ServiceError } from '../../integrations/http.js';
import { trimDecimal } from './conversion.js';

/**
 * The exchange-rates adapter: the ECB's daily reference rates through a Frankfurter-compatible
 * API. `GET {baseUrl}/{YYYY-MM-DD}` answers `{ amount, base: 'EUR', date, rates: { USD: 1.0945, … } }`
 * with the rates of that business day, or of the one before it for a weekend or holiday (its
 * `date` then says which). A server that answers 404 for a day without rates instead is stepped
 * back one day at a time. A day's answer is cached in the database for good (past rates do not
 * change); failures are not cached, so the next save asks again.
 */
export interface RatesConfig {
  /** Undefined: no service (rates are asked of the user). */
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** Units of the target currency for one unit of the source, and the business day the rate is of. */
export type RateAnswer = { rate: string; rateDate: string } | null;

const MAX_BODY_BYTES = 1_000_000;
const RATES_USER_AGENT = 'TravelWorkTracker/1.0';
/** Weekends and the ECB's holidays (Easter, Christmas) are never longer than this. */
const MAX_STEPS_BACK = 7;

const AnswerSchema = z.object({
  base: z.string().regex(/^[A-Z]{3}$/),
  date: z.iso.date(),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});
type Day = z.infer<typeof AnswerSchema>;

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** One day's rates from the service: the answer, 'none' for a day it has no rates for (404), or null on failure. */
async function fetchDay(config: RatesConfig & { baseUrl: string }, day: string): Promise<Day | 'none' | null> {
  try {
    const answer = await fetchJson({
      url: new URL(`${config.baseUrl}/${day}`),
      schema: AnswerSchema,
      timeoutMs: config.timeoutMs,
      userAgent: RATES_USER_AGENT,
      maxBytes: MAX_BODY_BYTES,
    });
    if (answer.date > day) return null;
    return { ...answer, rates: { ...answer.rates, [answer.base]: 1 } };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return 'none';
    return null;
  }
}

/** The rates of `day` (its business day's), from the cache or the service; null when they cannot be had. */
async function ratesOf(db: Db, config: RatesConfig, day: string): Promise<Day | null> {
  const [cached] = await db.select().from(exchangeRateDays).where(eq(exchangeRateDays.day, day));
  if (cached) return { base: cached.base, date: cached.rateDate, rates: cached.rates };
  if (!config.baseUrl) return null;
  let asked = day;
  for (let step = 0; step <= MAX_STEPS_BACK; step++) {
    const answer = await fetchDay({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs }, asked);
    if (answer === null) return null;
    if (answer !== 'none') {
      await db
        .insert(exchangeRateDays)
        .values({ day, rateDate: answer.date, base: answer.base, rates: answer.rates })
        .onConflictDoNothing();
      return answer;
    }
    asked = previousDay(asked);
  }
  return null;
}

/**
 * Units of `to` for one unit of `from` on `day` (YYYY-MM-DD), crossed through the service's base
 * currency; null when no rate can be had (no service, a timeout, an error, a malformed answer, a
 * currency the service does not quote, a day still to come). Never a made-up rate.
 */
export async function referenceRate(db: Db, config: RatesConfig, day: string, from: string, to: string): Promise<RateAnswer> {
  if (from === to) return { rate: '1', rateDate: day };
  if (day > new Date().toISOString().slice(0, 10)) return null;
  const rates = await ratesOf(db, config, day);
  const fromRate = rates?.rates[from];
  const toRate = rates?.rates[to];
  if (!rates || !fromRate || !toRate) return null;
  return { rate: trimDecimal((toRate / fromRate).toFixed(12)), rateDate: rates.date };
}
