import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.util';
import styles from './card.module.css';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title' | 'ref'> {
  /** A heading at the top; pass `headingLevel` to fit the page outline. */
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  /** Right of the title, e.g. a 'Ändern' link. */
  readonly actions?: ReactNode;
  /** 'raised' (shadow), 'outlined' (border only), 'muted' (grey, for summaries beside a form). */
  readonly tone?: 'raised' | 'outlined' | 'muted';
  /** The element: a section (default, named by its title), an article or a plain div. */
  readonly as?: 'section' | 'article' | 'div';
}

/** A white box that groups one topic: an order, a summary, a form section. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  tone = 'raised',
  as: Element = 'section',
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element {...props} className={cx(styles.card, styles[tone], className)}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
