/** Where file contents live; rows in `documents` point at keys here. */
export interface BlobStore {
  /** Stores `data` under `key` so that a reader sees either nothing or the whole file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}
