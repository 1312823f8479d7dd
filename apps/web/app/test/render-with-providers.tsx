import { createClient } from '@fuel/api-client';
import { countryByCode, type CountryCode } from '@fuel/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterContextProvider, createRoutesStub, useLocation } from 'react-router';
import { apiClientContext } from '../lib/api/api-client.context';
import { FALLBACK_SITE, SiteProvider } from '../lib/site/site-provider';
import type { SiteData } from '../lib/site/site.type';

/** The site data of a country on the shared host. */
export function testSite(code: CountryCode): SiteData {
  const country = countryByCode(code);
  return {
    ...FALLBACK_SITE,
    code,
    countryId: country.id,
    iso: country.iso,
    currencyCode: country.currencyCode,
    basePath: country.pathPrefix,
  };
}

/** The router context of a server request as the root middleware leaves it: its API client (the stub API). */
export function testRouterContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiClientContext, createClient({ baseUrl: 'http://api.test' }));
  return context;
}

/** Where a navigation ended: path and query, for assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

interface RenderRouteOptions {
  readonly path?: string;
  readonly site?: SiteData;
}

/** Renders a component as the page at `path`, with a query client, the site and a catch-all probe route. */
export function renderRoute(
  Component: ComponentType,
  { path = '/', site = FALLBACK_SITE }: RenderRouteOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    { path: new URL(path, 'http://x').pathname, Component },
    { path: '*', Component: LocationProbe },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteProvider site={site}>
        <Stub initialEntries={[path]} />
      </SiteProvider>
    </QueryClientProvider>,
  );
}

type Route = (body: unknown, url: URL) => unknown;

/** A fetch stub answering JSON per API path; unknown paths answer 404. */
export function stubApi(routes: Readonly<Record<string, Route>>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = routes[url.pathname];
    if (!route) return new Response('{}', { status: 404 });
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    return new Response(JSON.stringify(route(body, url)), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
