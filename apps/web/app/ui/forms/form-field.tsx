import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field/field';
import { TextInput } from './text-input';

interface FormFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  readonly name: string;
  readonly error?: string;
  readonly hint?: ReactNode;
}

/** A labelled text input with its German error message: Field with a TextInput, for the forms written before them. */
export function FormField({ label, error, hint, required, ...input }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      <TextInput {...input} />
    </Field>
  );
}
