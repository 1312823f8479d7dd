import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.util';
import { describedBy, FieldMessages, useFieldMessageIds } from '../field/field-messages';
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
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldMessageIds('checkbox', id, hint, error);
  return (
    <div className={cx(styles.choice, className)}>
      <input
        type="checkbox"
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.describedBy, ownDescribedBy)}
        {...props}
        className={styles.box}
      />
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} classNames={styles} />
    </div>
  );
}
