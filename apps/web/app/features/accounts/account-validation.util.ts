import type { FieldErrors } from '../../ui/forms/field-errors.type';
import { passwordLengthError } from './password-strength.util';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
  return EMAIL.test(email.trim()) ? undefined : 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
}

export function requiredError(value: string, label: string): string | undefined {
  return value.trim() === '' ? `Bitte geben Sie ${label} ein.` : undefined;
}

export interface RegistrationValues {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** German messages per field; the password is optional (password-less registration). */
export function registrationErrors(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {
    email: emailError(values.email),
    password: values.password === '' ? undefined : passwordLengthError(values.password),
    firstName: requiredError(values.firstName, 'Ihren Vornamen'),
    lastName: requiredError(values.lastName, 'Ihren Nachnamen'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
