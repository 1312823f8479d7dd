import { redirect } from 'react-router';
import { bearerHeaders } from '../../lib/session/bearer-headers.util';
import { siteHref } from '../../lib/site/site-links.util';
import { ACCOUNT_PATHS } from './account-paths.constant';

/**
 * The bearer headers, or a redirect to the sign-in that comes back here: within an order the order sign-in
 * of the product group (login, registration or guest), elsewhere the normal one.
 */
export function requireBearerHeaders(
  request: Request,
  basePath: string,
  productGroup?: string,
): { Authorization: string } {
  const headers = bearerHeaders(request);
  if (headers) return headers;
  throw signInRedirect(request, basePath, productGroup);
}

/**
 * The sign-in that leads back to the current page (its ReturnUrl is this location): also for a session the
 * API no longer accepts, so an order whose session ended resumes where it was (spec 2 §2).
 */
export function signInRedirect(request: Request, basePath: string, productGroup?: string): Response {
  const signIn = productGroup ? `${ACCOUNT_PATHS.orderSignIn}/${productGroup}` : ACCOUNT_PATHS.signIn;
  return redirect(
    `${siteHref({ basePath }, signIn)}?ReturnUrl=${encodeURIComponent(pageAddressOf(request))}`,
  );
}

/**
 * The page a request is for: a client navigation or revalidation asks for `/kunde/startseite.data?_routes=…`
 * (`/_.data` for `/`), and React Router hands loaders that URL, but the visitor should come back to the page.
 */
export function pageAddressOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.slice(0, -'_.data'.length)
    : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return `${pathname}${url.search}`;
}
