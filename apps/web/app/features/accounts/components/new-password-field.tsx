import { PASSWORD_MAX_LENGTH, passwordStrength } from '../password-strength.util';
import { FormField } from '../../../ui/forms/form-field';

interface NewPasswordFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** The hint while nothing is typed; then the field shows the password's strength. */
  readonly emptyHint?: string;
}

/** A new password with a live strength hint. */
export function NewPasswordField({
  label,
  name,
  value,
  onChange,
  error,
  emptyHint = 'Mindestens 8 Zeichen.',
}: NewPasswordFieldProps) {
  return (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={value ? `Kennwortstärke: ${passwordStrength(value)}` : emptyHint}
    />
  );
}
