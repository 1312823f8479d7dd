import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
import styles from './choice.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string;
}

/**
 * A native checkbox with its label beside it (the whole line is the hit area) and room below the box, so it
 * never sits glued to the next button. Native, so it posts `name=value` without JavaScript.
 */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generated = useId().replace(/:/g, '');
  const inputId = id ?? `checkbox${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(styles.choice, className)}>
      <input
        type="checkbox"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined}
        {...props}
        className={styles.box}
      />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
