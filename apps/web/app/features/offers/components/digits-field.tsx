import type { Ref } from 'react';

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
    <div className={`field field--${name}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
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
