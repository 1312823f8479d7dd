import { data, redirect } from 'react-router';
import { errorText } from '../../lib/errors/api-error.util';
import { setCookiesOf } from '../../lib/session/set-cookie.util';
import type { FieldErrors } from '../../ui/forms/field-errors.type';
import type { AccountActionData } from './account-action.type';

/** The generated client's answer, as a route action looks at it. */
export interface ApiResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/** A trimmed text field of a posted form ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password field as typed (spaces count). */
export function formSecret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's own errors: a 400 answer that re-renders the form with its messages and values. */
export function invalid(intent: string, errors: FieldErrors, values?: Record<string, string>) {
  return data<AccountActionData>({ intent, errors, values }, { status: 400 });
}

/** A failed API call: the API's German message (or `fallback`) under the form, with the API's status. */
export function failed(
  intent: string,
  result: ApiResult<unknown>,
  fallback: string,
  values?: Record<string, string>,
) {
  const status = result.response?.status ?? 502;
  return data<AccountActionData>(
    { intent, formError: errorText(result.error, fallback), values },
    { status: status >= 400 ? status : 502 },
  );
}

/** A redirect that hands the API's session cookies (sign-in, guest checkout) to the browser. */
export function redirectWithSession(to: string, result: ApiResult<unknown>): Response {
  const headers = new Headers();
  for (const line of setCookiesOf(result.response)) headers.append('Set-Cookie', line);
  return redirect(to, { headers });
}

/**
 * The visitor's address: server.ts puts the one `trust proxy` resolved into X-Forwarded-For; the first entry
 * is taken all the same, so a list written by anyone else still yields one address.
 */
export function visitorAddress(request: Request): string {
  return request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '';
}

/**
 * Headers of an API call made for the visitor by a route action: the client's address, so the API's
 * per-address limits (sign-in, registration) count the visitor and not the web server.
 */
export function visitorHeaders(request: Request): Record<string, string> {
  const address = visitorAddress(request);
  return address ? { 'X-Forwarded-For': address } : {};
}

/** Only errors that are set: `{ email: undefined }` is no error. */
export function presentErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
