import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
import styles from './choice.module.css';

export interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type' | 'title'> {
  readonly name: string;
  readonly value: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Right-aligned, e.g. the price of the choice. */
  readonly aside?: ReactNode;
  /** 'card' (default): a bordered card that is the label; 'plain': a radio with its label (RadioGroup's list). */
  readonly variant?: 'card' | 'plain';
}

/** One native radio button as a selectable card; put several with the same name in a RadioGroup or fieldset. */
export function RadioCard({
  title,
  description,
  aside,
  variant = 'card',
  id,
  className,
  ...props
}: RadioCardProps) {
  const generated = useId().replace(/:/g, '');
  const inputId = id ?? `radio${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const input = (
    <input type="radio" id={inputId} aria-describedby={descriptionId} {...props} className={styles.box} />
  );
  if (variant === 'plain') {
    return (
      <div className={cx(styles.choice, className)}>
        {input}
        <label htmlFor={inputId} className={styles.label}>
          {title}
        </label>
        {description && (
          <p id={descriptionId} className={styles.hint}>
            {description}
          </p>
        )}
      </div>
    );
  }
  return (
    <label htmlFor={inputId} className={cx(styles.card, className)}>
      {input}
      <span className={styles.cardTitle}>{title}</span>
      {aside ? <span className={styles.cardAside}>{aside}</span> : <span />}
      {description && (
        <span id={descriptionId} className={styles.cardDescription}>
          {description}
        </span>
      )}
    </label>
  );
}
