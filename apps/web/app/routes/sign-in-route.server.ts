import { getRegistrationData } from '@fuel/api-client';
import { isSiteReturnPath } from '@fuel/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../lib/api/api-client.context';
import { siteContext } from '../lib/site/site.context';
import { type SignInPageData, signInPageData } from '../features/accounts';
import { dehydratedAddressOptions, signInAction, visitorAddress } from '../features/accounts/index.server';

type SignInRouteParams = Parameters<typeof signInPageData>[0]['params'];

interface SignInRouteArgs {
  readonly params: SignInRouteParams;
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/** The validated page of the request's URL and client, without targets that could leave the site. */
function pageOf({ params, request }: Pick<SignInRouteArgs, 'params' | 'request'>): SignInPageData {
  return withSafeTargets(
    signInPageData({
      params,
      url: new URL(request.url),
      clientAddress: visitorAddress(request),
      userAgent: request.headers.get('User-Agent') ?? '',
    }),
  );
}

/**
 * Loader of the sign-in routes (standalone and within an order): the validated page from URL and client,
 * the salutations and titles of the registration form (rendered without JavaScript too); within an order
 * also the registration form this browser left half-filled. A ReturnUrl or RedirectUrl that is not a
 * same-site path (another host, control characters) is dropped here already.
 */
export async function loadSignInPage({ params, request, context }: SignInRouteArgs) {
  const page = pageOf({ params, request });
  const api = context.get(apiClientContext);
  const cookie = request.headers.get('Cookie');
  const [dehydratedState, registration] = await Promise.all([
    dehydratedAddressOptions(context),
    page.productGroup
      ? getRegistrationData({ client: api, headers: cookie ? { Cookie: cookie } : {} }).then(
          ({ data }) => data?.Data ?? null,
        )
      : undefined,
  ]);
  return { page: registration === undefined ? page : { ...page, registration }, dehydratedState };
}

/** Action of the sign-in routes: the page's forms post here (sign-in, registration, guest, reset link). */
export function signInRouteAction({ params, request, context }: SignInRouteArgs) {
  const site = context.get(siteContext);
  return signInAction({
    api: context.get(apiClientContext),
    request,
    page: pageOf({ params, request }),
    site,
  });
}

/** The page without redirect targets that could leave the site. */
export function withSafeTargets(page: SignInPageData): SignInPageData {
  return {
    ...page,
    returnUrl: isSiteReturnPath(page.returnUrl) ? page.returnUrl : null,
    redirectUrl: isSiteReturnPath(page.redirectUrl) ? page.redirectUrl : null,
  };
}
