/**
 * What replaces personal data in a stored error: the kind stays readable ("an e-mail address was here"), the
 * value is gone.
 */
export const SCRUBBED = {
  email: '[E-Mail]',
  iban: '[IBAN]',
  token: '[Token]',
  value: '[entfernt]',
} as const;

/**
 * Names of parameters whose values are secrets or identify a person: link tokens, keys, one-time codes,
 * passwords, e-mail addresses, sessions. Matched anywhere in the name (`ZipCode`, `refresh_token`, `user[email]`).
 */
const SENSITIVE_NAME =
  /token|key|code|pass|pwd|secret|mail|session|^sid$|auth|iban|signature|^sig$|credential/i;

// Each pattern starts only where its run starts (a lookbehind), so a long text costs one pass, not one pass
// per position.
const EMAIL =
  /(?<![\p{L}\p{N}_.%+-])[\p{L}\p{N}_.%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
/** Written in one piece or in groups of four (`DE89 3704 0044 0532 0130 00`). */
const IBAN =
  /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?:[a-z0-9]{11,30}|(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?)(?![\p{L}\p{N}])/giu;
const JWT = /\beyJ[\w-]{2,}\.[\w-]{2,}\.[\w-]*/g;
const AUTHORIZATION = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** `https://karla:geheim@host`: the user and password of a URL. */
const URL_USER_INFO = /\b([a-z][\w+.-]*:\/\/)[^/\s?#@]+@/gi;
/** `token=…` in a query, a fragment or a text. */
const PARAMETER = /(?<=^|[?&#;\s])([\w.[\]-]{1,64})(=|%3D)([^&#\s"'<>]*)/gi;
/** `"password":"…"` in a JSON text quoted by a message. */
const JSON_MEMBER = /"([\w.-]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*"/g;
/** Long runs of letters, digits, `_` and `-`: tokens when they look random (see isToken). */
const LONG_RUN = /(?<![\w-])[\w-]{32,}(?![\w-])/g;

/**
 * Random tokens (the API's 43-character base64url secrets, session ids, hashes) mix upper and lower case and
 * digits, or are long hex; a slug (`baden-wuerttemberg-stuttgart-70173`), a UUID or an identifier does not.
 */
function isToken(run: string): boolean {
  const digits = /\d/.test(run);
  if (/^[0-9a-f]+$/i.test(run)) return digits && /[a-f]/i.test(run);
  return digits && /[A-Z]/.test(run) && /[a-z]/.test(run);
}

/**
 * A text (an error message, a stack, a URL) without the personal data it may carry: e-mail addresses, IBANs,
 * JWTs and bearer tokens, long random tokens, the user and password of a URL, and the values of parameters
 * named like secrets or contact data (`?token=…`, `email=…`, `"password":"…"`). Over-eager by design: a
 * replaced value costs a little context, a kept one a person's data in the error trace.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(URL_USER_INFO, `$1${SCRUBBED.value}@`)
    .replace(PARAMETER, (whole: string, name: string, equals: string, value: string) =>
      value !== '' && SENSITIVE_NAME.test(name) ? `${name}${equals}${SCRUBBED.value}` : whole,
    )
    .replace(JSON_MEMBER, (whole: string, name: string, colon: string) =>
      SENSITIVE_NAME.test(name) ? `"${name}"${colon}"${SCRUBBED.value}"` : whole,
    )
    .replace(JWT, SCRUBBED.token)
    .replace(AUTHORIZATION, `$1 ${SCRUBBED.token}`)
    .replace(EMAIL, SCRUBBED.email)
    .replace(LONG_RUN, (run) => (isToken(run) ? SCRUBBED.token : run))
    .replace(IBAN, SCRUBBED.iban);
}
