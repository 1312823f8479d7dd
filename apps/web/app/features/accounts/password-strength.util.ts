export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordStrength = 'zu kurz' | 'schwach' | 'mittel' | 'stark';

/** A hint only; the API decides (length 8–128, not a common password). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'zu kurz';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && classes >= 3) return 'stark';
  return classes >= 2 ? 'mittel' : 'schwach';
}

/** German message for a password that breaks the length rule, else undefined. */
export function passwordLengthError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Das Kennwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Das Kennwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`;
  }
  return undefined;
}

/** The errors of a new password and its repetition, as every form that sets a password checks them. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  return {
    password: passwordLengthError(password),
    repeat: repeat === password ? undefined : 'Die Kennwörter stimmen nicht überein.',
  };
}
