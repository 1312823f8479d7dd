import { type ComponentProps, type ReactNode, useId } from 'react';

interface FormFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  readonly name: string;
  readonly error?: string;
  readonly hint?: ReactNode;
}

/** A labelled input with its German error message (ids unique, as two forms of a page share names). */
export function FormField({ label, name, error, hint, ...input }: FormFieldProps) {
  const id = `field-${name}-${useId()}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {hint && <span className="form-field__hint">{hint}</span>}
      {error && (
        <span id={`${id}-error`} className="form-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
