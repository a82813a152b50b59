import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/auth.js';
import { AppError } from '../errors.js';
import { messages } from '../../shared/messages.js';

export interface Limit {
  /** What is counted, e.g. `signin:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one attempt against each limit (in the database, so every instance shares the counts); true if all allow it. */
export async function consume(db: Db, limits: Limit[]): Promise<boolean> {
  let allowed = true;
  for (const { key, max, windowSeconds } of limits) {
    const resetAt = sql`now() + make_interval(secs => ${windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > max) allowed = false;
  }
  return allowed;
}

/** Deletes the counters whose window has ended (a new attempt starts a new one anyway). */
export async function pruneRateLimits(db: Db): Promise<number> {
  const removed = await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key });
  return removed.length;
}

/** Like `consume`, but throws 429 when a limit is exceeded. */
export async function enforce(db: Db, limits: Limit[]): Promise<void> {
  if (!(await consume(db, limits))) throw new AppError('RATE_LIMITED', messages.rateLimited);
}

/** The limits for one kind of attempt, per client address and per email address. */
export function attemptLimits(action: string, ip: string, email?: string): Limit[] {
  const limits: Limit[] = [{ key: `${action}:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }];
  if (email) limits.push({ key: `${action}:email:${email.toLowerCase()}`, max: 10, windowSeconds: 15 * 60 });
  return limits;
}
