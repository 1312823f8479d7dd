/**
 * A path on this site to go back to after signing in or after a mail link (e.g. the order page): one leading
 * slash, no scheme, no host (`//evil.example`, `/\evil.example`), no whitespace or control characters (URL
 * parsing drops tab and newlines, so `/\t/evil.example` would become `//evil.example`), at most 500
 * characters. The API validates ReturnUrl with it and the web every redirect target: one rule for both.
 */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

export const RETURN_PATH_MAX_LENGTH = 500;

const PROBE_ORIGIN = 'http://return-path.invalid';

/** Whether `value` is such a path; it must also resolve to this origin as a browser parses it. */
export function isSiteReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= RETURN_PATH_MAX_LENGTH &&
    RETURN_PATH_PATTERN.test(value) &&
    URL.canParse(value, PROBE_ORIGIN) &&
    new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
  );
}

/** The value when it is such a path, else null (a token's payload from before, tampered data). */
export function siteReturnPathOrNull(value: unknown): string | null {
  return isSiteReturnPath(value) ? value : null;
}
