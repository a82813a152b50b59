import { act, screen, waitFor } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { mayReloadForChunkError, reloadOnceForChunkError } from '../../lib/chunk-reload.js';
import { renderRoutes } from '../../test/render-routes.js';
import { ErrorPage } from './error-page.js';

vi.mock('../../lib/chunk-reload.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/chunk-reload.js')>()),
  mayReloadForChunkError: vi.fn(),
  reloadOnceForChunkError: vi.fn(),
}));

// Loader errors reach the error page without React logging them as uncaught render errors.
const renderFailing = (failure: unknown) =>
  renderRoutes('/', [
    {
      path: '/',
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorPage,
      loader: () => {
        throw failure;
      },
    },
  ]);

describe('error page', () => {
  afterEach(() => {
    vi.mocked(mayReloadForChunkError).mockReset();
    vi.mocked(reloadOnceForChunkError).mockReset();
  });

  it('shows "Internal Server Error" with status 500 for an unexpected error', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: messages.internalServerError })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("shows an error answer's own status", async () => {
    renderFailing(data('Unavailable', { status: 503 }));
    expect(await screen.findByRole('heading', { name: messages.internalServerError })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
  });

  it('reloads instead when a code chunk failed to load', async () => {
    vi.mocked(mayReloadForChunkError).mockReturnValue(true);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'));
    // The loader's own fallback also says 'System loading', so wait for the reload itself.
    await waitFor(() => expect(reloadOnceForChunkError).toHaveBeenCalled());
    expect(screen.getByText(messages.systemLoading)).toBeInTheDocument();
    expect(screen.queryByText(messages.internalServerError)).not.toBeInTheDocument();
  });

  it('shows the error when the reload guard has just reloaded', async () => {
    vi.mocked(mayReloadForChunkError).mockReturnValue(false);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'));
    expect(await screen.findByRole('heading', { name: messages.internalServerError })).toBeInTheDocument();
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
  });

  it('with no network, says so and waits, then reloads once the network is back', async () => {
    vi.mocked(mayReloadForChunkError).mockReturnValue(true);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'));
      expect(await screen.findByText(messages.connectionOffline)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: messages.internalServerError })).toBeInTheDocument();
      expect(reloadOnceForChunkError).not.toHaveBeenCalled();

      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1));
    } finally {
      online.mockRestore();
    }
  });
});
