// Background work that survives a restart: jobs in a PostgreSQL-backed queue (pg-boss), in the
// app's own database on either engine (its SQL runs through `Database.executeSql`, so PGlite in
// embedded mode too). pg-boss keeps the jobs, their retries with backoff, the expiry of a job whose
// process died and the dead-letter queue; the loop that takes and runs the jobs is ours, so that
// every step of it is awaited and an error anywhere in it is logged, never an unhandled rejection.
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { queryRows, type Database, type Db } from '../db/client.js';
import type { Logger } from '../logger.js';

export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface QueueOptions {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each later one. */
  retryDelaySeconds: number;
  /** A job still running after this long is taken to be lost with its process and tried again. */
  expireInSeconds: number;
}

export interface JobQueueOptions {
  database: Database;
  logger: Logger;
  /** How often an idle worker asks for a job (pg-boss's minimum is 0.5 s). */
  pollSeconds?: number;
  /** How long `stop` waits for running jobs before failing them (they are tried again later). */
  stopTimeoutMs?: number;
  /**
   * This process is the database's only one (embedded mode holds DATA_DIR locked): a job found
   * running at start was cut off by a crash, so it is failed at once and tried again after its
   * retry delay, not after its expiry. With PostgreSQL another instance may be running it.
   */
  sole?: boolean;
}

/** A message that says why, whatever was thrown (even a value whose `message` throws). */
export function reasonOf(error: unknown): string {
  try {
    const text = error instanceof Error ? error.message : String(error);
    return text.slice(0, 500) || 'unknown error';
  } catch {
    return 'unknown error';
  }
}

const deadLetterOf = (name: string) => `${name}-dead`;

/**
 * pg-boss's `db` adapter over a Drizzle transaction: its SQL text, whose parameters are numbered
 * (`$1`, each of which may appear more than once), as one Drizzle query with those values bound.
 */
function sqlIn(tx: Db): PgBoss.Db {
  return {
    executeSql: (text, values) => {
      // Drizzle leaves out a value that is undefined; pg-boss means null by it.
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      return queryRows(tx, sql.join(chunks)).then((rows) => ({ rows }));
    },
  };
}

export async function startJobQueue({ database, logger, pollSeconds = 2, stopTimeoutMs = 10_000, sole = false }: JobQueueOptions) {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, pollingIntervalSeconds: pollSeconds });
  boss.on('error', (error) => logger.error({ reason: reasonOf(error) }, 'job queue error'));
  await boss.start();
  if (sole) {
    const { rows } = await database.executeSql("SELECT name, id FROM pgboss.job WHERE state = 'active'", []);
    for (const { name, id } of rows as { name: string; id: string }[]) await boss.fail(name, id, { message: 'the server stopped while this ran' });
    if (rows.length) logger.warn({ jobs: rows.length }, 'jobs cut off when the server last stopped are tried again');
  }

  let stopping = false;
  const wakers = new Set<() => void>();
  const running = new Map<string, { name: string; done: Promise<void> }>();
  const loops: Promise<void>[] = [];
  const pause = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollSeconds * 1000);
      wakers.add(wake);
    });

  /** Takes one job and runs it; false when there was none. Never throws. */
  async function runOne<T>(name: string, handler: (job: Job<T>) => Promise<void>) {
    let job: Job<T> | undefined;
    try {
      [job] = await boss.fetch<T>(name, { batchSize: 1, includeMetadata: true });
    } catch (error) {
      logger.error({ queue: name, reason: reasonOf(error) }, 'could not take a job');
      return false;
    }
    if (!job) return false;
    const { id } = job;
    const done = (async () => {
      try {
        await handler(job);
      } catch (error) {
        await boss.fail(name, id, { message: reasonOf(error) }).catch((failed: unknown) => logger.error({ queue: name, jobId: id, reason: reasonOf(failed) }, 'could not record a failed job'));
        return;
      }
      await boss.complete(name, id).catch((failed: unknown) => logger.error({ queue: name, jobId: id, reason: reasonOf(failed) }, 'could not record a finished job'));
    })();
    running.set(id, { name, done });
    await done;
    running.delete(id);
    return true;
  }

  return {
    /** Creates or updates the queue and its dead-letter queue. */
    async define(name: string, options: QueueOptions) {
      const settings = { retryLimit: options.retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: true, expireInSeconds: options.expireInSeconds };
      const queues: PgBoss.Queue[] = [{ name: deadLetterOf(name) }, { name, ...settings, deadLetter: deadLetterOf(name) }];
      for (const queue of queues) {
        if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
        else await boss.createQueue(queue.name, queue);
      }
    },
    /**
     * Queues a job; with `id`, once: a job of that id already there is left as it is. With `tx`, in
     * that transaction: the job is queued if and only if the transaction commits.
     */
    async send(name: string, data: object, { id, tx }: { id?: string; tx?: Db } = {}) {
      await boss.send(name, data, { ...(id ? { id } : {}), ...(tx ? { db: sqlIn(tx) } : {}) });
    },
    /** Runs the queue's jobs, `concurrency` at a time, until `stop`. */
    work<T>(name: string, handler: (job: Job<T>) => Promise<void>, concurrency = 1) {
      for (let i = 0; i < concurrency; i++) {
        loops.push(
          (async () => {
            while (!stopping) if (!(await runOne(name, handler)) && !stopping) await pause();
          })(),
        );
      }
    },
    /** Stops taking jobs and waits for the running ones; those still running after the timeout fail and are tried again later. */
    async stop() {
      stopping = true;
      for (const wake of wakers) wake();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), stopTimeoutMs)));
      const finished = await Promise.race([Promise.all(loops).then(() => 'finished' as const), timedOut]);
      clearTimeout(timer);
      if (finished === 'timeout') {
        for (const [id, job] of running) await boss.fail(job.name, id, { message: 'the server stopped while this ran' });
      }
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;
