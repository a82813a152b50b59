import { QueryClient } from '@tanstack/react-query';
import { createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetOffline, keepOffline, offlineDatabaseName, stopOffline } from './offline-cache.js';

const TRIP = { id: 't1', title: 'Chicago', confirmation: 'QX7P2L' };

/** What the device holds for `userId`, once a save has reached it. */
async function saved(userId: string, includes: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const store = createStore(offlineDatabaseName(userId), 'queries');
    const value = await get<string>('queries', store);
    await store('readonly', (objects) => objects.transaction.db.close());
    if (value?.includes(includes)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing with ${includes} saved for ${userId}`);
}

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
});
