import { CHUNK_RELOAD_GUARD_MS } from '../../shared/build-info.js';
import { reloadPage } from './page-load.js';

const GUARD_KEY = 'chunk-reload-at';

// Chromium, WebKit and Firefox word a failed dynamic import differently; webpack-style loaders
// name it ChunkLoadError; Vite says so of a chunk's stylesheet.
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

/** True when `error` says a code chunk could not be loaded, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

/**
 * True when the browser has a network and no chunk-error reload happened within the guard window.
 * With no network a reload would show only the browser's own offline page, in place of a page of
 * the app that says it is offline.
 */
export function mayReloadForChunkError(): boolean {
  if (!navigator.onLine) return false;
  try {
    const elapsed = Date.now() - Number(sessionStorage.getItem(GUARD_KEY));
    return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
  } catch {
    // Without storage there is no guard, and without a guard a reload could loop.
    return false;
  }
}

/**
 * Reloads the page to pick up the current build's chunks, at most once per guard window so that
 * a chunk that is really missing cannot put the page into a reload loop. Returns whether it
 * reloaded.
 */
export function reloadOnceForChunkError(): boolean {
  if (!mayReloadForChunkError()) return false;
  try {
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
