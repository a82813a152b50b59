import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { reloadToNewBuild } from '../lib/service-worker.js';

const NOTICE_ID = 'new-build';

function showNewBuildNotice(): void {
  notifications.show({
    id: NOTICE_ID,
    title: 'A new version is available',
    message: (
      <Button size="xs" mt="xs" onClick={() => void reloadToNewBuild()}>
        Reload
      </Button>
    ),
    autoClose: false,
  });
}

/** Offers a reload once a build other than `currentBuildId` is deployed. */
export function useNewBuildNotice(currentBuildId: string | undefined): void {
  useEffect(() => {
    // The dev server has no build id and replaces modules in place instead.
    if (!currentBuildId) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Kept out of the first page's bundle: the check waits a second anyway, and it brings zod.
    const start = () =>
      void import('../lib/build-check.js').then(
        // No module when a chunk's failure made the page reload (Vite's preload error, prevented in main.tsx).
        (module: typeof import('../lib/build-check.js') | undefined) => {
          if (module && !unmounted) stop = module.watchForNewBuild(currentBuildId, showNewBuildNotice);
        },
        (error: unknown) => {
          // The network went before the check's code came: it is fetched again once it is back.
          if (unmounted) return;
          if (navigator.onLine) console.warn('New-build check could not load', error);
          else window.addEventListener('online', start, { once: true });
        },
      );
    start();
    return () => {
      unmounted = true;
      window.removeEventListener('online', start);
      stop?.();
    };
  }, [currentBuildId]);
}
