import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.js';
import { localStore } from './local-store.js';
import { s3Store } from './s3-store.js';

let dir: string;
let s3: S3rver;
const stores: Record<string, () => BlobStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'twt-blobs-'));
  // A local S3-compatible server, so the S3 driver is tested against the protocol, not a mock.
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'files', configs: [] }] });
  const { port } = await s3.run();
  stores.local = () => localStore(path.join(dir, 'local'));
  stores.s3 = () =>
    s3Store({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'tracker',
    });
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s blob store', (name) => {
  it('puts, gets and deletes; a missing key is undefined', async () => {
    const store = stores[name]?.();
    if (!store) throw new Error(`no ${name} store`);
    const bytes = new TextEncoder().encode(`contents of ${name}`);
    await store.put('user-1/a', bytes);
    await store.put('user-1/b.thumb.webp', new Uint8Array([1, 2, 3]));
    expect(new TextDecoder().decode(await store.get('user-1/a'))).toBe(`contents of ${name}`);
    expect(await store.get('user-1/missing')).toBeUndefined();
    expect([...((await store.get('user-1/b.thumb.webp')) ?? [])]).toEqual([1, 2, 3]);
    await store.delete('user-1/a');
    await store.delete('user-1/never-there');
    expect(await store.get('user-1/a')).toBeUndefined();
  });
});

describe('the local blob store', () => {
  it('leaves no temporary file behind and refuses keys outside its directory', async () => {
    const store = localStore(path.join(dir, 'local2'));
    await store.put('u/x', new Uint8Array([9]));
    expect(await readdir(path.join(dir, 'local2', 'u'))).toEqual(['x']);
    await expect(store.put('../escape', new Uint8Array([1]))).rejects.toThrow(/outside the store/);
  });
});
