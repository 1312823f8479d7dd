import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@fuel/domain';

/** sessionStorage key holding the time (ms since epoch) of the last reload after a failed chunk load. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

// Messages of failed dynamic imports and preloads in Chromium, Firefox and Safari, and of Vite's preloader.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

/**
 * A reload is allowed when none happened yet in this tab, or the last one is at least the minimum
 * interval ago (a timestamp from the future, e.g. after a clock change, counts as stale).
 */
export function shouldReloadAfterChunkError(
  lastReloadAt: number | null,
  now: number,
  minIntervalMs: number = CHUNK_RELOAD_MIN_INTERVAL_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= minIntervalMs;
}

function readLastReload(storage: Storage | undefined): number | null {
  const raw = storage?.getItem(CHUNK_RELOAD_STORAGE_KEY);
  if (raw == null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); then no reload is remembered.
    return undefined;
  }
}

/** Reloads the page after a failed chunk load unless that already happened within the last minute. */
export function reloadAfterChunkError(win: Window = window, now: number = Date.now()): boolean {
  const storage = sessionStorageOf(win);
  if (!shouldReloadAfterChunkError(readLastReload(storage), now)) return false;
  if (!storage) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/** Reloads on failed chunk loads that no error boundary sees: Vite preload errors and stray rejections. */
export function installChunkReloadRecovery(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError(win)) event.preventDefault();
  });
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError(win);
  });
}
