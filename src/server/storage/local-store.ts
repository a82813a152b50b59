import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob-store.js';

const TMP_SUFFIX = '.tmp';

/** Files in a local directory. Writes go to a temporary name, are flushed, then renamed into place. */
export function localStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`key outside the store: ${key}`);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}${TMP_SUFFIX}`;
      const handle = await open(tmp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, file);
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
