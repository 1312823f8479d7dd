import { useEffect, useState } from 'react';

export type ProgressState = 'idle' | 'running' | 'done';

/** How long the finished bar stays to run out and fade (matches the CSS). */
const DONE_MS = 400;

/**
 * 'running' once `busy` has lasted `delayMs` (quick work shows nothing), then 'done' for a moment after it
 * ends, then 'idle'.
 */
export function useDelayedBusy(busy: boolean, delayMs: number): ProgressState {
  // Whether the bar is up; only timers change it, 'done' is derived (up but no longer busy).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (busy === shown) return;
    const timer = setTimeout(() => setShown(busy), busy ? delayMs : DONE_MS);
    return () => clearTimeout(timer);
  }, [busy, shown, delayMs]);
  if (!shown) return 'idle';
  return busy ? 'running' : 'done';
}
