import type { CSSProperties } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from './progress-bar.constant';
import styles from './progress-bar.module.css';
import { useDelayedBusy } from './use-delayed-busy';

/**
 * The thin bar at the top of the window while a page loads or a form or fetcher request runs longer than
 * 200 ms; it fills over 5 s (spec 1 §9) and runs out when the work ends. Mounted once in root.tsx.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const state = useDelayedBusy(busy, PROGRESS_BAR_THROTTLE_MS);
  if (state === 'idle') return null;
  return (
    <div
      className={styles.track}
      data-state={state}
      role="progressbar"
      aria-label="Seite wird geladen"
      style={{ '--progress-duration': `${PROGRESS_BAR_DURATION_MS}ms` } as CSSProperties}
    >
      <div className={styles.bar} />
    </div>
  );
}
