// Untrusted files, mails and text are read in worker threads, never on the event loop that answers
// requests: each job has a time and a memory limit, and one that overruns either ends its worker
// and is answered as a file that could not be read ('Error running process' with the reason).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Extraction } from './extract.js';
import type { ExtractJob } from './extract-worker.js';

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

const failed = (problem: string): Extraction => ({ reservations: [], problems: [problem], subject: '' });

/**
 * A pool of reader threads running `workerFile` (a module whose default export reads an
 * ExtractJob). From the sources (tsx, tests) the worker is a .ts file loaded through tsx.
 */
export function readerPool(workerFile: URL, limits: Limits = READ_LIMITS) {
  const problems = readProblems(limits);
  let pool: Piscina<ExtractJob, Extraction> | undefined;
  const workers = () =>
    (pool ??= new Piscina<ExtractJob, Extraction>({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 30_000,
      // Below the event loop's priority: a busy reader never slows the answers to requests.
      niceIncrement: 10,
      ...(workerFile.pathname.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    }));
  return {
    /** `extract` in a worker: a read that runs out of time or memory is answered with why, nothing found. */
    extract: async (data: Uint8Array, { name = '', reference = new Date() } = {}): Promise<Extraction> => {
      const signal = AbortSignal.timeout(limits.timeMs);
      try {
        return await workers().run({ data, name, reference }, { signal });
      } catch (error) {
        if (signal.aborted) return failed(problems.time);
        if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return failed(problems.memory);
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

// In the build, esbuild emits the worker as extract-worker.js beside the bundle (scripts/build.mjs).
const readers = readerPool(new URL(import.meta.url.endsWith('.ts') ? './extract-worker.ts' : './extract-worker.js', import.meta.url));

/** The server's readers: what a file, mail or pasted text holds, read off the event loop. */
export const extractInWorker = readers.extract;
export const closeReaders = readers.close;
