import { type ErrorCode, GENERIC_ERROR_CODES, isErrorCode } from '@fuel/domain';
import { ERROR_TEXTS } from './error-texts.constant';

const GENERIC: ReadonlySet<ErrorCode> = new Set(GENERIC_ERROR_CODES);

/** The code of an API error body ({ error }), if it is one the API documents. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!error || typeof error !== 'object' || !('error' in error)) return undefined;
  return isErrorCode(error.error) ? error.error : undefined;
}

/**
 * The German text a page shows for a failed API call. The rule: the API's own message when the body carries a
 * documented code whose messages the API writes in German for the user (all but GENERIC_ERROR_CODES; the
 * API's test sweep holds it to that); else `fallback` (the page knows best what failed), else the web's text
 * for the code (ERROR_TEXTS). A network failure or a body of no documented code never shows its text.
 */
export function errorText(error: unknown, fallback?: string): string {
  const code = errorCodeOf(error);
  if (code && !GENERIC.has(code)) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback ?? ERROR_TEXTS[code ?? 'INTERNAL_ERROR'];
}

/** The first message the API gave for one field of an error body (e.g. why a password was refused). */
export function fieldMessageOf(error: unknown, field: string): string | undefined {
  if (!error || typeof error !== 'object' || !('fieldErrors' in error) || !Array.isArray(error.fieldErrors)) {
    return undefined;
  }
  const entries = error.fieldErrors as { field?: unknown; messages?: unknown }[];
  const messages = entries.find((entry) => entry.field === field)?.messages;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}
