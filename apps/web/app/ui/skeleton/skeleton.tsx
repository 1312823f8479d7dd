import type { CSSProperties } from 'react';
import { cx } from '../cx.util';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or '12rem'; full width by default. */
  readonly width?: CSSProperties['width'];
  readonly height?: CSSProperties['height'];
  /** Several text lines, the last one shorter. */
  readonly lines?: number;
  readonly shape?: 'text' | 'block' | 'circle';
  readonly className?: string;
}

/**
 * A grey placeholder while content loads. Hidden from assistive technology: the region that loads says
 * `aria-busy="true"` instead.
 */
export function Skeleton({ width, height, lines = 1, shape = 'text', className }: SkeletonProps) {
  if (lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.text)}
            style={{ width: index === lines - 1 ? '60%' : width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[shape], className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
