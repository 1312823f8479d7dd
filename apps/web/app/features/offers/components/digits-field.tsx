import type { Ref } from 'react';
import { TextInput } from '../../../ui';
import styles from './calculator-field.module.css';

interface DigitsFieldProps {
  readonly id: string;
  /** The query-string key, so the form also works as a plain GET form. */
  readonly name: 'zipCode' | 'amount';
  readonly label: string;
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A calculator text field for digits (postal code, amount); the numeric keyboard on phones. */
export function DigitsField({
  id,
  name,
  label,
  autoComplete,
  value,
  onChange,
  invalid,
  describedBy,
  inputRef,
}: DigitsFieldProps) {
  return (
    <div className={name === 'zipCode' ? `${styles.field} ${styles.zipCode}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <TextInput
        ref={inputRef}
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
