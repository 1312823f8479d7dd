import { resolveSite } from '@fuel/domain';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { apiClientMiddleware } from './lib/api/api-client.server';
import { sessionRefreshMiddleware } from './lib/session/session-refresh.server';
import { validAccessToken } from './lib/session/session-cookies.util';
import { SessionProvider } from './lib/session/session-provider';
import { sessionUserOfToken } from './lib/session/token-claims.util';
import { queryClientMiddleware } from './lib/query/query-client.context';
import { QueryProvider } from './lib/query/query-provider';
import { siteContext } from './lib/site/site.context';
import { siteMiddleware } from './lib/site/site.server';
import { FALLBACK_SITE, SiteProvider } from './lib/site/site-provider';
import { ErrorReportProvider } from './lib/errors/error-report-provider';
import { ConsentBanner, FraudWarningNotice } from './features/content';
import { ErrorReportNavigation, reportDisplayedError } from './features/errors';
import { readLegalChoices } from './features/content/index.server';
import { DefaultErrorPage } from './layouts/default-error-page';
import stylesHref from './ui/styles.css?url';
import { ProgressBar } from './ui/progress-bar/progress-bar';
import { Toaster } from './ui/toast/toaster';
import type { Route } from './+types/root';

// The API client first: the error page's render needs it even when resolving the site failed.
export const middleware: Route.MiddlewareFunction[] = [
  apiClientMiddleware,
  // Before any loader reads the session: an expired access token is renewed from the refresh cookie.
  sessionRefreshMiddleware,
  siteMiddleware,
  queryClientMiddleware,
];

export function loader({ context, request }: Route.LoaderArgs) {
  const token = validAccessToken(request.headers.get('Cookie'), Math.floor(Date.now() / 1000));
  const site = context.get(siteContext);
  // The cookie choice and the dismissed fraud warning, known to the server render so neither flashes.
  const legal = readLegalChoices(request.headers.get('Cookie'), site.code);
  return { site, user: sessionUserOfToken(token), legal };
}

/** Site data changes only when a navigation crosses to another site's path prefix. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const crossesSites =
    resolveSite({ pathname: currentUrl.pathname }) !== resolveSite({ pathname: nextUrl.pathname });
  return crossesSites || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const site = data?.site ?? FALLBACK_SITE;
  return (
    <html lang={site.iso}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
      </head>
      <body>
        <ProgressBar />
        <ErrorReportNavigation />
        <SiteProvider site={site}>
          <QueryProvider>
            <SessionProvider user={data?.user}>
              {data && <ConsentBanner consent={data.legal.consent} />}
              {data && <FraudWarningNotice dismissed={data.legal.fraudWarningDismissed} />}
              <ErrorReportProvider report={reportDisplayedError}>{children}</ErrorReportProvider>
              <Toaster />
            </SessionProvider>
          </QueryProvider>
        </SiteProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DefaultErrorPage error={error} />;
}
