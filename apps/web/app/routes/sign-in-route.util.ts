import { getRegistrationData } from '@fuel/api-client';
import { isSiteReturnPath } from '@fuel/domain';
import type { ApiClient } from '../lib/api/api-client';
import { type SignInPageData, signInPageData } from '../features/accounts';
import { BRAND_NAME } from '../ui/brand.constant';

type SignInRouteParams = Parameters<typeof signInPageData>[0]['params'];

/**
 * Loader of the sign-in routes (standalone and within an order): the validated page from URL and client;
 * within an order also the registration form this browser left half-filled. A ReturnUrl or RedirectUrl
 * that is not a same-site path (another host, control characters) is dropped here already.
 */
export async function loadSignInPage(
  api: ApiClient,
  params: SignInRouteParams,
  request: Request,
): Promise<SignInPageData> {
  const page = withSafeTargets(
    signInPageData({
      params,
      url: new URL(request.url),
      clientAddress: request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '',
      userAgent: request.headers.get('User-Agent') ?? '',
    }),
  );
  if (!page.productGroup) return page;
  const cookie = request.headers.get('Cookie');
  const { data } = await getRegistrationData({
    client: api,
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { ...page, registration: data?.Data ?? null };
}

/** The page without redirect targets that could leave the site. */
export function withSafeTargets(page: SignInPageData): SignInPageData {
  return {
    ...page,
    returnUrl: isSiteReturnPath(page.returnUrl) ? page.returnUrl : null,
    redirectUrl: isSiteReturnPath(page.redirectUrl) ? page.redirectUrl : null,
  };
}

export function signInMeta() {
  return [{ title: `Anmelden | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}
