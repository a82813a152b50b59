/** Builds the client and the server into dist/. */
export function buildAll(): Promise<void>;
