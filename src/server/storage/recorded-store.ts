import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFiles } from '../db/schema/stored-files.js';
import type { BlobStore } from './blob-store.js';

/**
 * `store`, with each key it writes recorded in `stored_files` first (so that a crash after the
 * write still leaves a record) and the record removed once the file is. Only recorded keys are
 * ever swept (see sweepOrphanFiles). Not for use inside a transaction: on PGlite the record's own
 * statement would wait for it.
 */
export function recordedStore(db: Db, store: BlobStore): BlobStore {
  return {
    async put(key, data) {
      await db
        .insert(storedFiles)
        .values({ key })
        .onConflictDoUpdate({ target: storedFiles.key, set: { writtenAt: sql`now()` } });
      await store.put(key, data);
    },
    get: (key) => store.get(key),
    async delete(key) {
      await store.delete(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
