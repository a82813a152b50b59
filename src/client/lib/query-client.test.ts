import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, JUST_READ_MS } from './query-client.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A query whose answers are counted: the nth read answers n. */
function counted() {
  let reads = 0;
  const options = { queryKey: ['trip'], queryFn: () => Promise.resolve(++reads) };
  return { options, reads: () => reads };
}

/** A part of a page reading the query, mounted into `client`'s cache as a page's would be. */
function mount(client: QueryClient, options: ReturnType<typeof counted>['options']) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useQuery(options), { wrapper });
}

describe('createQueryClient', () => {
  it('lets a part mounting after another take the answer the page was just given, not ask again', async () => {
    const client = createQueryClient();
    const trip = counted();
    const header = mount(client, trip.options);
    await waitFor(() => expect(header.result.current.data).toBe(1));
    // The timeline, then a card under the tabs, mount as their code arrives.
    const timeline = mount(client, trip.options);
    const card = mount(client, trip.options);
    expect(timeline.result.current.data).toBe(1);
    expect(card.result.current.data).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trip.reads()).toBe(1);
  });

  it('asks again for an answer older than a few seconds, one a change made stale, and one kept from an earlier visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = createQueryClient();
    const trip = counted();
    const first = mount(client, trip.options);
    await waitFor(() => expect(first.result.current.data).toBe(1));
    first.unmount();

    // Seconds later, a page showing it again asks again.
    act(() => void vi.advanceTimersByTime(JUST_READ_MS + 1));
    const later = mount(client, trip.options);
    await waitFor(() => expect(later.result.current.data).toBe(2));
    later.unmount();

    // A change saved makes it stale at once, however recent.
    await act(() => client.invalidateQueries({ queryKey: ['trip'] }));
    const changed = mount(client, trip.options);
    await waitFor(() => expect(changed.result.current.data).toBe(3));
    changed.unmount();

    // The device's copy, restored at start, was read before this page was loaded.
    const restored = createQueryClient(Date.now());
    restored.setQueryData(['trip'], 0, { updatedAt: Date.now() - 1 });
    const shown = mount(restored, trip.options);
    expect(shown.result.current.data).toBe(0);
    await waitFor(() => expect(shown.result.current.data).toBe(4));
  });
});
