import type { ReactNode } from 'react';
import { cx } from '../cx.util';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** What to do next, e.g. a Button. */
  readonly action?: ReactNode;
  /** A decorative sign above the title (hidden from assistive technology). */
  readonly icon?: ReactNode;
  readonly headingLevel?: 2 | 3;
  readonly className?: string;
}

/** What a list shows when it has nothing yet: a title, a sentence, and the way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
