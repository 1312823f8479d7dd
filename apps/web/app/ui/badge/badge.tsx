import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface BadgeProps extends ComponentProps<'span'> {
  readonly tone?: BadgeTone;
}

/** A short status word or count: 'Bestätigt', 'Neu', '3'. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge, styles[tone], className)} />;
}
