import { isSiteReturnPath } from '@fuel/domain';
import { ACCOUNT_PATHS } from './account-paths.constant';

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
    return isSiteReturnPath(returnUrl) ? returnUrl : `${basePath}/${productGroup}/bestellung`;
  }
  if (isSiteReturnPath(redirectUrl)) return redirectUrl;
  // Pages that need a login send their own address as ReturnUrl.
  return isSiteReturnPath(returnUrl) ? returnUrl : `${basePath}${ACCOUNT_PATHS.customerHome}`;
}
