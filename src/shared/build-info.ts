/** The build manifest served at `/builds/latest.json` and `/builds/meta/{id}.json`. */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

export const buildPaths = {
  latest: '/builds/latest.json',
  meta: (id: string) => `/builds/meta/${id}.json`,
} as const;

/** First check for a newer build after load, then the interval between checks. */
export const BUILD_CHECK_FIRST_MS = 1_000;
export const BUILD_CHECK_INTERVAL_MS = 10 * 60_000;
/** A failed code-chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
