// The pages wait for the device's copy before they show, but a copy that never comes back (the
// browser's storage stalled) does not hold them on 'System loading' for good.
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { keepOffline } from '../../lib/offline-cache.js';
import { OfflineCopy, RESTORE_WAIT_MS } from './offline-copy.js';

vi.mock('../../lib/session.js', () => ({ useSession: () => ({ status: 'authenticated', user: { id: 'u-1', email: 'a@example.com', firstName: 'A', lastName: 'B' } }) }));
vi.mock('../../lib/offline-cache.js', () => ({ keepOffline: vi.fn(), stopOffline: vi.fn() }));
vi.mock('../../lib/outbox.js', () => ({ sendWaitingWrites: vi.fn() }));
vi.mock('./outbox-writes.js', () => ({ registerOutboxWrites: vi.fn() }));

const renderCopy = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <OfflineCopy>
          <p>The pages</p>
        </OfflineCopy>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('OfflineCopy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the pages once the copy is back', async () => {
    vi.mocked(keepOffline).mockResolvedValue(undefined);
    renderCopy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('The pages')).toBeTruthy();
  });

  it('shows the pages after a while when the copy never comes back', async () => {
    vi.mocked(keepOffline).mockReturnValue(new Promise(() => undefined));
    renderCopy();
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_WAIT_MS - 100));
    expect(screen.getByText(messages.systemLoading)).toBeTruthy();
    expect(screen.queryByText('The pages')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('The pages')).toBeTruthy();
  });
});
