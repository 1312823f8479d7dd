import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.util';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  readonly tone?: AlertTone;
  readonly title?: ReactNode;
  /**
   * Announce it when it appears (role alert for errors, status otherwise). Leave off for notices that are
   * part of the page from the start.
   */
  readonly live?: boolean;
}

const TONE_NAMES: Record<AlertTone, string> = {
  info: 'Hinweis',
  success: 'Erfolg',
  warning: 'Achtung',
  error: 'Fehler',
};

/** A boxed message in the page: info, success, warning or error, with an optional title. */
export function Alert({ tone = 'info', title, live = false, className, children, ...props }: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} {...props} className={cx(styles.alert, styles[tone], className)}>
      {title ? (
        <p className={styles.title}>
          <span className="visually-hidden">{TONE_NAMES[tone]}: </span>
          {title}
        </p>
      ) : (
        <span className="visually-hidden">{TONE_NAMES[tone]}: </span>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
