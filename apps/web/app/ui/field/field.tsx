import { type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
import { FieldContext } from './field-context';
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
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldContext
        value={{
          id: controlId,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          required,
        }}
      >
        {children}
      </FieldContext>
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

/** The asterisk after a required field's label; read out as 'Pflichtfeld'. */
export function RequiredMark() {
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> (Pflichtfeld)</span>
    </span>
  );
}
