import { QueryClient } from '@tanstack/react-query';
import { File as NodeFile } from 'node:buffer';
import { createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { forgetFile, forgetOffline, keepFile, keepOffline, keptFile, offlineDatabaseName, stopOffline } from './offline-cache.js';
import { outboxKey, outboxScope } from './outbox.js';

const TRIP = { id: 't1', title: 'Chicago', confirmation: 'QX7P2L' };

/** What the device holds for `userId`, once a save has reached it (within `attempts` tenths of a second). */
async function saved(userId: string, includes: string, attempts = 50): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const store = createStore(offlineDatabaseName(userId), 'queries');
    const value = await get<string>('queries', store);
    await store('readonly', (objects) => objects.transaction.db.close());
    if (value?.includes(includes)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing with ${includes} saved for ${userId}`);
}

/** A file's bytes, read as a page reads them. */
const bytesOf = (file: File | undefined) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    if (!file) throw new Error('no file');
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });

async function databases(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

afterEach(() => {
  stopOffline();
});

describe('the offline copy', () => {
  it('brings back a user’s kept answers in a new start, and never searches, previews or failures', async () => {
    const first = new QueryClient();
    await keepOffline(first, 'ada');
    first.setQueryData(['trips', 'one', 't1'], TRIP);
    first.setQueryData(['timecards', 'timer'], null);
    first.setQueryData(['places', 'chicago'], [{ name: 'Chicago Loop' }]);
    await first.query({ queryKey: ['trips', 'one', 'broken'], queryFn: () => Promise.reject(new Error('down')), retry: false }).catch(() => undefined);
    const stored = await saved('ada', 'QX7P2L');
    expect(stored).not.toContain('Chicago Loop');
    expect(stored).not.toContain('broken');
    stopOffline('ada');

    const next = new QueryClient();
    await keepOffline(next, 'ada');
    expect(next.getQueryData(['trips', 'one', 't1'])).toEqual(TRIP);
    expect(next.getQueryState(['timecards', 'timer'])?.status).toBe('success');
    expect(next.getQueryData(['places', 'chicago'])).toBeUndefined();
  });

  it('keeps the writes made with no network, and sends them in a new start in the order made, once each', async () => {
    onlineManager.setOnline(false);
    const sent: string[] = [];
    const defaults = (client: QueryClient) => {
      for (const write of ['timer-start', 'timer-stop']) {
        client.setMutationDefaults(outboxKey(write), { scope: outboxScope, mutationFn: (v: { n: number }) => Promise.resolve(void sent.push(`${write} ${v.n}`)) });
      }
    };
    const first = new QueryClient();
    defaults(first);
    await keepOffline(first, 'ada');
    const mutate = (write: string, n: number) =>
      first.getMutationCache().build(first, { mutationKey: outboxKey(write) }).execute({ n }).catch(() => undefined);
    void mutate('timer-start', 1);
    void mutate('timer-stop', 2);
    // A write that is no outbox's (a sign-out, a search) is never kept.
    void first.getMutationCache().build(first, { mutationKey: ['sign-out'], mutationFn: () => Promise.resolve() }).execute(undefined).catch(() => undefined);
    await saved('ada', 'timer-stop');
    expect(sent).toEqual([]);
    stopOffline('ada');

    // A reload: the writes come back paused, and go when the network is back, one after the other.
    const next = new QueryClient();
    defaults(next);
    await keepOffline(next, 'ada');
    const kept = next.getMutationCache().getAll();
    expect(kept.map((m) => [m.options.mutationKey?.[1], m.state.isPaused, m.state.variables])).toEqual([
      ['timer-start', true, { n: 1 }],
      ['timer-stop', true, { n: 2 }],
    ]);
    onlineManager.setOnline(true);
    await next.resumePausedMutations();
    expect(sent).toEqual(['timer-start 1', 'timer-stop 2']);
    await saved('ada', '"mutations":[]');
  });

  it('has a write on the device at once, not when the next throttled save comes: a reload right after it loses none', async () => {
    onlineManager.setOnline(false);
    const first = new QueryClient();
    await keepOffline(first, 'ada');
    first.setQueryData(['trips', 'one', 't1'], TRIP);
    await saved('ada', 'QX7P2L');
    void first.getMutationCache().build(first, { mutationKey: outboxKey('note-save'), scope: outboxScope, mutationFn: () => Promise.resolve() }).execute({ n: 7 }).catch(() => undefined);
    // The persister saves at most once a second: the write is there in a third of that.
    await saved('ada', 'note-save', 3);
    stopOffline('ada');
    onlineManager.setOnline(true);
  });

  it('sends again at the next start a write whose answer never came (the tab closed while it was sent)', async () => {
    const first = new QueryClient();
    await keepOffline(first, 'ada');
    const hanging = first.getMutationCache().build(first, { mutationKey: outboxKey('timer-start'), scope: outboxScope, mutationFn: () => new Promise<void>(() => undefined) });
    void hanging.execute({ n: 1 });
    await saved('ada', 'timer-start');
    stopOffline('ada');

    const next = new QueryClient();
    await keepOffline(next, 'ada');
    expect(next.getMutationCache().getAll().map((m) => [m.state.status, m.state.isPaused])).toEqual([['pending', true]]);
  });

  it('keeps each user’s answers in a database of their own', async () => {
    const client = new QueryClient();
    await keepOffline(client, 'ada');
    client.setQueryData(['trips', 'one', 't1'], TRIP);
    await saved('ada', 'QX7P2L');

    const other = new QueryClient();
    await keepOffline(other, 'grace');
    expect(other.getQueryData(['trips', 'one', 't1'])).toBeUndefined();
    other.setQueryData(['trips', 'one', 't2'], { id: 't2', title: 'Oslo' });
    expect(await saved('grace', 'Oslo')).not.toContain('QX7P2L');
  });

  it('deletes a user’s copy at sign-out, and a change after it brings nothing back', async () => {
    const client = new QueryClient();
    await keepOffline(client, 'ada');
    client.setQueryData(['trips', 'one', 't1'], TRIP);
    await saved('ada', 'QX7P2L');
    expect(await databases()).toContain('offline-ada');

    await forgetOffline('ada');
    client.setQueryData(['trips', 'one', 't3'], { id: 't3', title: 'Lima' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await databases()).not.toContain('offline-ada');

    const next = new QueryClient();
    await keepOffline(next, 'ada');
    expect(next.getQueryData(['trips', 'one', 't1'])).toBeUndefined();
    expect(next.getQueryData(['trips', 'one', 't3'])).toBeUndefined();
  });

  it('keeps a photo with the write that waits to send it, for that user only, until it is sent or the user signs out', async () => {
    // Node's File, which has arrayBuffer() as a browser's has (jsdom's has not).
    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'taxi.jpg', { type: 'image/jpeg' }) as unknown as File;
    await keepOffline(new QueryClient(), 'ada');
    await keepFile('w1', photo);
    await keepFile('w2', photo);
    stopOffline('ada');
    // Nobody signed in: nothing to keep a photo in, and none to read.
    await expect(keepFile('w3', photo)).rejects.toThrow('nobody is signed in');
    expect(await keptFile('w1')).toBeUndefined();

    await keepOffline(new QueryClient(), 'bob');
    expect(await keptFile('w1')).toBeUndefined();
    stopOffline('bob');

    // A new start of the same user: the photo is back with its name, type and bytes.
    await keepOffline(new QueryClient(), 'ada');
    const back = await keptFile('w1');
    expect(back?.name).toBe('taxi.jpg');
    expect(back?.type).toBe('image/jpeg');
    expect(new Uint8Array(await bytesOf(back))).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await forgetFile('w1');
    expect(await keptFile('w1')).toBeUndefined();

    await forgetOffline('ada');
    await keepOffline(new QueryClient(), 'ada');
    expect(await keptFile('w2')).toBeUndefined();
  });
});
