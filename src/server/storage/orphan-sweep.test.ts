import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client.js';
import { sweepOrphanFiles } from '../modules/record-parts/records.service.js';
import { testDatabase } from '../test/harness.js';
import type { BlobStore } from './blob-store.js';
import { localStore } from './local-store.js';
import { recordedStore } from './recorded-store.js';
import { s3Store } from './s3-store.js';

let dir: string;
let s3: S3rver;
let s3Port: number;
/** The other installation: a database of its own, sharing this file's store. */
let other: Database;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'twt-shared-store-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'shared', configs: [] }] });
  s3Port = (await s3.run()).port;
  other = await openPglite({});
});
afterAll(async () => {
  await Promise.all([s3.close(), other.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** The shared store as one installation sees it: the whole local directory, or the bucket under its S3_PREFIX. */
const sharedStore: Record<string, (prefix?: string) => BlobStore> = {
  local: () => localStore(path.join(dir, 'local')),
  s3: (prefix) =>
    s3Store({ bucket: 'shared', region: 'us-east-1', endpoint: `http://127.0.0.1:${s3Port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix }),
};

const bytes = new TextEncoder().encode('a file');
const textOf = async (store: BlobStore, key: string) => {
  const found = await store.get(key);
  return found && new TextDecoder().decode(found);
};

describe.each(['local', 's3'])('two installations sharing one %s store', (kind) => {
  it("each sweep removes only its own unreferenced files: never the other's, nor a file under its prefix it did not write", async () => {
    const open = sharedStore[kind];
    if (!open) throw new Error(`no ${kind} store`);
    const mine = recordedStore((await testDatabase()).db, open());
    const theirs = recordedStore(other.db, open(`other-${kind}`));
    await theirs.put('u1/their-leftover', bytes);
    await mine.put('u1/my-leftover', bytes);
    // Put there by someone else (a backup tool, a third installation, a person): not this one's to judge.
    await open().put('u1/not-written-here', bytes);

    expect(await sweepOrphanFiles({ db: (await testDatabase()).db, store: mine }, 0)).toBe(1);
    expect(await open().get('u1/my-leftover')).toBeUndefined();
    expect(await textOf(open(), 'u1/not-written-here')).toBe('a file');
    expect(await textOf(open(`other-${kind}`), 'u1/their-leftover')).toBe('a file');

    expect(await sweepOrphanFiles({ db: other.db, store: theirs }, 0)).toBe(1);
    expect(await open(`other-${kind}`).get('u1/their-leftover')).toBeUndefined();
    expect(await textOf(open(), 'u1/not-written-here')).toBe('a file');
  });
});
