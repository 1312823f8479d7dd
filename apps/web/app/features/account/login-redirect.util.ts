import { ACCOUNT_PATHS } from './account-paths.constant';

/** C0 controls and DEL: URL parsing drops tab and newlines, so '/\t/evil.example' would become '//evil.example'. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://return-url.invalid';

/**
 * Only same-site paths: '/x' but neither '//host', '/\\host' nor 'https://host', and no control
 * characters (no open redirect); the path must also resolve to this origin as a browser parses it.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (CONTROL_CHARACTER.test(value)) return false;
  return URL.canParse(value, PROBE_ORIGIN) && new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

export interface LoginRedirectInput {
  /** The site's path prefix ('' for de). */
  readonly basePath: string;
  /** Set when signing in within an order. */
  readonly productGroup?: string;
  readonly returnUrl?: string | null;
  readonly redirectUrl?: string | null;
}

/**
 * Where a sign-in leads (spec 2 §4): within an order back to ReturnUrl or the order page of the product
 * group; otherwise RedirectUrl (then ReturnUrl) or the customer homepage. Unsafe targets are ignored.
 */
export function redirectAfterLogin({
  basePath,
  productGroup,
  returnUrl,
  redirectUrl,
}: LoginRedirectInput): string {
  if (productGroup) {
    return isSafeRedirectPath(returnUrl) ? returnUrl : `${basePath}/${productGroup}/bestellung`;
  }
  if (isSafeRedirectPath(redirectUrl)) return redirectUrl;
  // Pages that need a login send their own address as ReturnUrl.
  return isSafeRedirectPath(returnUrl) ? returnUrl : `${basePath}${ACCOUNT_PATHS.customerHome}`;
}
