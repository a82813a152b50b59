import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.js';
import { AppRouter } from './app/router.js';
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

// A build's shell kept for starting offline (the dev server has no build id, and no worker),
// registered once the page has loaded (which may already be the case when this module runs).
const register = () => registerServiceWorker(import.meta.env.VITE_BUILD_ID);
if (document.readyState === 'complete') register();
else window.addEventListener('load', register, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
