import { FormField } from '../../../ui/forms/form-field';
import { NewPasswordField } from './new-password-field';

/** A new password and its repetition, as every form that sets a password asks for them. */
export function NewPasswordPair({
  password,
  onPasswordChange,
  errors,
}: {
  password: string;
  onPasswordChange: (value: string) => void;
  errors: { password?: string; repeat?: string };
}) {
  return (
    <>
      <NewPasswordField
        label="Neues Kennwort"
        name="password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
      />
      <FormField
        label="Kennwort wiederholen"
        name="repeat"
        type="password"
        autoComplete="new-password"
        error={errors.repeat}
      />
    </>
  );
}
