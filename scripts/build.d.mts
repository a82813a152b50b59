/** Builds the client and the server into dist/. */
export function buildAll(): Promise<void>;
/** Builds when there is no build or a source is newer than it. */
export function buildIfStale(): Promise<void>;
