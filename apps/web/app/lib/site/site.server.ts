import { LOCALE_COOKIE_NAME, operatorContacts } from '@fuel/domain';
import { type MiddlewareFunction, redirect } from 'react-router';
import { readCookie } from './cookie.util';
import { siteContext } from './site.context';
import {
  type SiteConfig,
  localeCookieHeader,
  parseDomainMap,
  parsePublicOrigin,
  resolveSiteRequest,
} from './site-resolution.util';

let cachedConfig: SiteConfig | undefined;

/** Site configuration from the environment, read once per process. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    domainMap: parseDomainMap(env.SITE_DOMAINS),
    operators: operatorContacts(env),
    publicOrigin: parsePublicOrigin(env.PUBLIC_BASE_URL),
  };
}

/** Resolves the site of every request, redirects where needed and remembers the site in the locale cookie. */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  cachedConfig ??= siteConfigFromEnv();
  const cookieHeader = request.headers.get('cookie');
  const resolution = resolveSiteRequest(
    { url, cookieHeader, sameOriginNavigation: request.headers.get('sec-fetch-site') === 'same-origin' },
    cachedConfig,
  );
  if (resolution.kind === 'redirect') {
    throw redirect(resolution.location, { headers: { Vary: 'Cookie' } });
  }

  const { site } = resolution;
  context.set(siteContext, site);
  const response = await next();
  if (url.pathname === '/') response.headers.append('Vary', 'Cookie');
  if (readCookie(cookieHeader, LOCALE_COOKIE_NAME) !== site.code) {
    response.headers.append('Set-Cookie', localeCookieHeader(site.code, url.protocol === 'https:'));
  }
  return response;
};
