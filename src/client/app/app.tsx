import { StrictMode, useEffect } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider.js';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around `router`: the same tree in the browser (main.tsx) and where a public page
 * is rendered ahead of time at build (prerender.tsx), so that the browser can take over that
 * page's HTML as it is (hydration) rather than draw it again. `onShown` is called once that first
 * render is on the page.
 */
export function App({ router, onShown }: { router: AppRouter; onShown?: () => void }) {
  // Parents' effects run after their children's: the whole first render is on the page by then.
  useEffect(() => onShown?.(), [onShown]);
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/** Resolves once `router` has what its first page needs (the page's lazily loaded module). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
