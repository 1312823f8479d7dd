import { COMMON_PASSWORDS } from './common-passwords.constant.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The German reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Das Kennwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Das Kennwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower))
    return 'Dieses Kennwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.';
  if (email && lower === email.toLowerCase()) return 'Das Kennwort darf nicht Ihre E-Mail-Adresse sein.';
  return null;
}
