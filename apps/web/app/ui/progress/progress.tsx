import { Progress as RadixProgress } from 'radix-ui';
import { cx } from '../cx.util';
import styles from './progress.module.css';

export interface ProgressProps {
  /** 0 to `max`. */
  readonly value: number;
  readonly max?: number;
  /** What progresses, read out as the bar's name: 'Fortschritt des Vergleichs'. */
  readonly label: string;
  /** What a screen reader says for the value; '40 %' when left out. */
  readonly valueText?: string;
  readonly className?: string;
}

/**
 * A bar that shows how far something has come inside the page (a questionnaire's answers, a countdown): a
 * labelled progressbar (Radix Progress) with its value for assistive technology. Plain markup, so it is
 * complete without JavaScript. The page's loading bar at the top is ProgressBar.
 */
export function Progress({ value, max = 100, label, valueText, className }: ProgressProps) {
  const clamped = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? (clamped * 100) / max : 0;
  return (
    <RadixProgress.Root
      className={cx(styles.track, className)}
      value={clamped}
      max={max}
      aria-label={label}
      getValueLabel={() => valueText ?? `${Math.round(percent)} %`}
    >
      <RadixProgress.Indicator className={styles.indicator} style={{ width: `${percent}%` }} />
    </RadixProgress.Root>
  );
}
