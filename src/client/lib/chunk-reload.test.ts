import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/build-info.js';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.js';
import { reloadPage } from './page-load.js';

vi.mock('./page-load.js', () => ({ reloadPage: vi.fn() }));

describe('reloadOnceForChunkError', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(reloadPage).mockClear();
  });

  it('reloads once, not again within the guard window, and again after it', () => {
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadOnceForChunkError()).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it("never reloads with no network: the page would be the browser's own offline page", () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(reloadOnceForChunkError()).toBe(false);
      expect(reloadPage).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
    expect(reloadOnceForChunkError()).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://x/assets/a-1.js'),
    Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }),
    new Error('Unable to preload CSS for /assets/editor-page-1.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
