import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, routerReady } from './app/app.js';
import { routes } from './app/router.js';
import { startFirstReads } from './lib/api-client.js';
import { reloadOnceForChunkError } from './lib/chunk-reload.js';
import { initLocale } from './lib/locale.js';
import { registerServiceWorker } from './lib/service-worker.js';

// Vite fires this when a chunk's preloaded dependency fails to load, usually because a deployment
// replaced it; a reload fetches the current build. Prevented only when reloading, so a chunk that
// stays missing reaches the error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// en-US is the only locale; the cookie keeps it (see lib/locale.ts).
initLocale();

// What the server sent the page's first reads ahead for is asked for now, before anything is drawn.
startFirstReads();

// A build's shell kept for starting offline (the dev server has no build id, and no worker),
// registered once the page has loaded (which may already be the case when this module runs).
const register = () => registerServiceWorker(import.meta.env.VITE_BUILD_ID);
if (document.readyState === 'complete') register();
else window.addEventListener('load', register, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
// A page the build rendered ahead of time (home, sign-in, sign-up) is shown before this code has run,
// inert, so that nothing is typed into it that the app would not know of; the app takes that HTML
// over as it is once the page's module is here, and then it answers. Any other page is drawn.
if (container.dataset.prerendered === window.location.pathname) {
  const shown = () => container.removeAttribute('inert');
  // Hydrated as a transition too, so that taking the page over yields to the browser every few milliseconds.
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(container, <App router={router} onShown={shown} />);
    }),
  );
} else {
  container.removeAttribute('inert');
  const root = createRoot(container);
  // Rendered as a transition, so the first render yields to the browser every few milliseconds.
  startTransition(() => root.render(<App router={router} />));
}
