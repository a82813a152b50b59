// Untrusted files, mails, text and image metadata are read in worker threads, never on the event
// loop that answers requests: each job has a time and a memory limit, and one that overruns either
// ends its worker and is refused with the reason (ReadLimitError).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type * as tasks from './reader-worker.js';

interface Limits {
  /** How long one read may take, from its request on (waiting for a free worker included). */
  timeMs: number;
  /** The heap one read may use. */
  memoryMb: number;
}

/** The server's limits: a real confirmation is read in well under a second, pdf.js on a 25 MB PDF in well under this heap. */
export const READ_LIMITS: Limits = { timeMs: 15_000, memoryMb: 384 };

export const readProblems = (limits: Limits) => ({
  time: `reading it took longer than ${limits.timeMs / 1000} seconds`,
  memory: `reading it needed more than ${limits.memoryMb} MB of memory`,
});

/** A read ended at its time or memory limit; the message says which. */
export class ReadLimitError extends Error {}

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/**
 * A pool of reader threads running `workerFile`, a module whose named exports are the tasks (those
 * of reader-worker.ts). From the sources (tsx, tests) the worker is a .ts file loaded through tsx.
 */
export function readerPool(workerFile: URL, limits: Limits = READ_LIMITS) {
  const problems = readProblems(limits);
  let pool: Piscina<unknown, unknown> | undefined;
  const workers = () =>
    (pool ??= new Piscina<unknown, unknown>({
      filename: workerFile.href,
      // The export a new worker loads first: one every worker module has (from the sources only
      // require(), which tsx hooks in a worker, finds a .ts module; a missing name falls back to import()).
      name: 'extract' satisfies TaskName,
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 30_000,
      // Below the event loop's priority: a busy reader never slows the answers to requests.
      niceIncrement: 10,
      ...(workerFile.pathname.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    }));
  return {
    /** Runs the task in a worker; a read that runs out of time or memory throws a ReadLimitError saying which. */
    run: async <T extends TaskName>(task: T, job: Parameters<Tasks[T]>[0]): Promise<Awaited<ReturnType<Tasks[T]>>> => {
      const signal = AbortSignal.timeout(limits.timeMs);
      try {
        return (await workers().run(job, { name: task, signal })) as Awaited<ReturnType<Tasks[T]>>;
      } catch (error) {
        if (signal.aborted) throw new ReadLimitError(problems.time);
        if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ReadLimitError(problems.memory);
        throw error;
      }
    },
    /** Ends the pool's workers (the server's shutdown); a later read starts new ones. */
    close: async () => {
      const ending = pool;
      pool = undefined;
      await ending?.destroy();
    },
  };
}

// In the build, esbuild emits the worker as reader-worker.js beside the bundle (scripts/build.mjs).
const readers = readerPool(new URL(import.meta.url.endsWith('.ts') ? './reader-worker.ts' : './reader-worker.js', import.meta.url));

/** The server's one reader pool: runs a task of reader-worker.ts off the event loop. */
export const runReader = readers.run;
export const closeReaders = readers.close;
