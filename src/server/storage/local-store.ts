import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
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

  async function* walk(dir: string): AsyncIterable<string> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else yield full;
    }
  }

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
    async *list() {
      for await (const file of walk(root)) {
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}
