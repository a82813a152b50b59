import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_FIRST_MS, BUILD_CHECK_INTERVAL_MS, buildPaths } from '../../shared/build-info.js';
import { reloadPage } from '../lib/page-load.js';
import { AppProvider } from './provider.js';
import { useNewBuildNotice } from './use-new-build-notice.js';

vi.mock('../lib/page-load.js', () => ({ reloadPage: vi.fn() }));

const NOTICE = 'A new version is available';

function Probe({ buildId }: { buildId: string | undefined }) {
  useNewBuildNotice(buildId);
  return null;
}

function serveLatest(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const latest = (id: string) => () => Promise.resolve(Response.json({ id, timestamp: 1 }));

async function renderAndWait(buildId: string | undefined, ms = BUILD_CHECK_FIRST_MS) {
  render(
    <AppProvider>
      <Probe buildId={buildId} />
    </AppProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('new-build notice', () => {
  // Loaded ahead, so that the hook's lazy import resolves within the faked first second.
  beforeAll(() => import('../lib/build-check.js'));
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    notifications.clean();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers a reload when a different build is deployed', async () => {
    const fetchMock = serveLatest(latest('build-b'));
    await renderAndWait('build-a');

    expect(fetchMock).toHaveBeenCalledWith(buildPaths.latest, { cache: 'no-store' });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    // One notice that stays until used; no more polling once a new build is known.
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('stays quiet while the deployed build is this one, and checks again later', async () => {
    const fetchMock = serveLatest(latest('build-a'));
    await renderAndWait('build-a');
    expect(fetchMock).toHaveBeenCalledOnce();

    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('only logs a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveLatest(() => Promise.resolve(new Response('Not found', { status: 404 })));
    await renderAndWait('build-a');

    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('when its code could not come for want of a network, fetches it again once the network is back', async () => {
    const fetchMock = serveLatest(latest('build-b'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.doMock('../lib/build-check.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/build-check.js');
    });
    try {
      await renderAndWait('build-a');
      await vi.dynamicImportSettled();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('../lib/build-check.js');
    }

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(BUILD_CHECK_FIRST_MS);
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('does not check without a build id (the dev server)', async () => {
    const fetchMock = serveLatest(latest('build-b'));
    await renderAndWait(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
