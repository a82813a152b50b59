import { useSyncExternalStore } from 'react';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network, as it says from the first render on and whenever that
 * changes. A page rendered ahead of time (at build) was rendered online; the browser's state
 * follows once the app has taken it over.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);
}
