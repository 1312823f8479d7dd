import { signInPageData } from '../features/account/sign-in-page.util';
import { BRAND_NAME } from '../ui/brand.constant';

type SignInRouteParams = Parameters<typeof signInPageData>[0]['params'];

/** Loader of the sign-in routes (standalone and within an order): the validated page from URL and client. */
export function loadSignInPage(params: SignInRouteParams, request: Request) {
  return signInPageData({
    params,
    url: new URL(request.url),
    clientAddress: request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '',
    userAgent: request.headers.get('User-Agent') ?? '',
  });
}

export function signInMeta() {
  return [{ title: `Anmelden | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}
