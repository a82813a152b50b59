import { z } from 'zod';
import { BUILD_CHECK_FIRST_MS, BUILD_CHECK_INTERVAL_MS, buildPaths, type BuildInfo } from '../../shared/build-info.js';

// Checked at run time: the file comes from whichever build is deployed now.
const BuildInfoSchema = z.object({ id: z.string().min(1), timestamp: z.number().int() }) satisfies z.ZodType<BuildInfo>;

/** The id of the newest deployed build, read past every cache. */
export async function fetchLatestBuildId(): Promise<string> {
  const response = await fetch(buildPaths.latest, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${buildPaths.latest} answered ${response.status}`);
  return BuildInfoSchema.parse(await response.json()).id;
}

/**
 * Polls for a build other than `currentId` and calls `onNewBuild` once when one is deployed.
 * A failed check is only logged: the next one may succeed, and the user cannot act on it.
 * Returns a function that stops polling.
 */
export function watchForNewBuild(currentId: string, onNewBuild: () => void): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
  };
  const check = async () => {
    try {
      const latestId = await fetchLatestBuildId();
      if (stopped || latestId === currentId) return;
      stop();
      onNewBuild();
    } catch (error) {
      console.warn('New-build check failed', error);
    }
  };
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  }, BUILD_CHECK_FIRST_MS);
  return stop;
}
