import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@fuel/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReloadAfterChunkError,
} from './chunk-reload.util';

const NOW = 1_750_000_000_000;

describe('shouldReloadAfterChunkError', () => {
  it('reloads when no reload happened yet in this tab', () => {
    expect(shouldReloadAfterChunkError(null, NOW)).toBe(true);
  });

  it('does not reload again within 60 seconds', () => {
    expect(CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(NOW, NOW)).toBe(false);
    expect(shouldReloadAfterChunkError(NOW - 59_999, NOW)).toBe(false);
  });

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReloadAfterChunkError(NOW - 60_000, NOW)).toBe(true);
    expect(shouldReloadAfterChunkError(NOW - 3_600_000, NOW)).toBe(true);
  });

  it('treats a timestamp from the future or garbage as stale', () => {
    expect(shouldReloadAfterChunkError(NOW + 5_000, NOW)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, NOW)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/home-abc.js',
    'error loading dynamically imported module: https://x/assets/home-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/home-abc.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  function fakeWindow() {
    const reload = vi.fn();
    const win = { sessionStorage: window.sessionStorage, location: { reload } } as unknown as Window;
    return { win, reload };
  }

  it('reloads once, remembers the time in sessionStorage and refuses a second reload within a minute', () => {
    window.sessionStorage.clear();
    const { win, reload } = fakeWindow();

    expect(reloadAfterChunkError(win, NOW)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(NOW));
    expect(reloadAfterChunkError(win, NOW + 30_000)).toBe(false);
    expect(reloadAfterChunkError(win, NOW + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
