/**
 * A path on this site to go back to after a mail link (e.g. the order page): one leading slash, no scheme,
 * no host (`//evil.example`, `/\evil.example`), no whitespace or control characters. Limited to 500 characters.
 */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

export const RETURN_PATH_MAX_LENGTH = 500;

/** The value when it is such a path, else null (payloads of old tokens, tampered data). */
export function returnPathOrNull(value: unknown): string | null {
  return typeof value === 'string' &&
    value.length <= RETURN_PATH_MAX_LENGTH &&
    RETURN_PATH_PATTERN.test(value)
    ? value
    : null;
}
