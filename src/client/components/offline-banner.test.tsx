import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import { renderRoutes } from '../test/render-routes.js';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['/', '/no-such-page'])('shows on %s while the connection is offline', async (path) => {
    renderRoutes(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(messages.connectionOffline)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(messages.connectionOffline);

    goOffline(false);
    expect(screen.queryByText(messages.connectionOffline)).not.toBeInTheDocument();
  });
});
