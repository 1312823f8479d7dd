import type { ReactNode } from 'react';
import { cx } from '../cx.util';
import { FieldContext } from './field-context';
import { FieldMessages, useFieldMessageIds } from './field-messages';
import styles from './field.module.css';

export interface FieldProps {
  readonly label: ReactNode;
  /** Help shown under the label's control, linked by aria-describedby. */
  readonly hint?: ReactNode;
  /** The German message of a failed check; marks the control aria-invalid and is linked to it. */
  readonly error?: string;
  /** Adds the required mark and `required` on the control. */
  readonly required?: boolean;
  /** Control id; generated when left out. */
  readonly id?: string;
  readonly className?: string;
  /** One control: TextInput, NumberInput, Select (they take the field's id and aria wiring). */
  readonly children: ReactNode;
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const ids = useFieldMessageIds('field', id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldContext
        value={{
          id: ids.controlId,
          'aria-describedby': ids.describedBy,
          'aria-invalid': error ? true : undefined,
          required,
        }}
      >
        {children}
      </FieldContext>
      <FieldMessages ids={ids} hint={hint} error={error} classNames={styles} />
    </div>
  );
}

/** The asterisk after a required field's label; read out as 'Pflichtfeld'. */
export function RequiredMark() {
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> (Pflichtfeld)</span>
    </span>
  );
}
