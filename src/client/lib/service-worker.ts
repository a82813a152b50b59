import { reloadPage } from './page-load.js';

/** The worker's registration, once the browser has it. */
let registration: ServiceWorkerRegistration | undefined;

/** How long 'Reload' waits for a newer build's worker to install before reloading anyway. */
const INSTALL_WAIT_MS = 10_000;

/**
 * Registers the service worker of a production build (`/sw.js`), which keeps the app's shell and
 * static files for starting with no network. The dev server has no build id, and no worker.
 */
export function registerServiceWorker(buildId: string | undefined): void {
  if (!buildId || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').then(
    (registered) => (registration = registered),
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}

/** The worker of a newer build once it has installed (asked for now: the browser looks only now and then), if any. */
async function newerWorker(): Promise<ServiceWorker | null> {
  if (!registration) return null;
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (installing) {
    await new Promise<void>((done) => {
      const timer = setTimeout(done, INSTALL_WAIT_MS);
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'installing') {
          clearTimeout(timer);
          done();
        }
      });
    });
  }
  return registration.waiting;
}

/**
 * Reloads into the newest build. A newer build's worker otherwise waits until every tab of the
 * app is closed, and a reload alone would start the old build again from its cache: it is asked
 * to take over first, and the page reloads once it has.
 */
export async function reloadToNewBuild(): Promise<void> {
  const waiting = await newerWorker();
  if (!waiting) return reloadPage();
  navigator.serviceWorker.addEventListener('controllerchange', reloadPage, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
