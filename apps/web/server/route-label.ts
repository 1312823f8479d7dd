import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The `route` label of the web server's metrics: one of a few fixed names, or the path template of the
 * React Router route that answered (`/at/:productGroup/angebotsliste`), never the raw path, so the number of
 * series stays bounded however many postal codes and ids are requested.
 */
export const ROUTE_LABELS = {
  apiProxy: 'api-proxy',
  sessionProxy: 'session-proxy',
  mediaProxy: 'media-proxy',
  assets: 'assets',
  static: 'static',
  /** React Router's route manifest (lazy route discovery). */
  manifest: 'manifest',
  /** A page or data request in development, where the route table changes while the server runs. */
  page: 'page',
  unmatched: 'unmatched',
} as const;

const PROXIED = [
  { prefix: '/api', label: ROUTE_LABELS.apiProxy },
  { prefix: '/session', label: ROUTE_LABELS.sessionProxy },
  { prefix: '/media', label: ROUTE_LABELS.mediaProxy },
] as const;

/**
 * Whether the request goes to the API unchanged (the browser's same-origin API), judged on the normalised
 * path (`/api/../metrics` is `/metrics`), the same path the proxy's filter is given.
 */
export function proxyLabel(pathname: string): string | undefined {
  return PROXIED.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.label;
}

/** A route of the server build's manifest: flat, each naming its parent. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly index?: boolean;
  readonly caseSensitive?: boolean;
}

/** What the labeller needs of the server build (`ServerBuild` has it). */
export interface RoutedBuild {
  readonly routes: Readonly<Record<string, ManifestRoute | undefined>>;
  readonly routeDiscovery: { readonly manifestPath: string };
}

/** The manifest as the tree matchRoutes walks. */
function routeTree(manifest: RoutedBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return route.index
      ? [{ id, path, caseSensitive, index: true }]
      : [{ id, path, caseSensitive, children: routeTree(manifest, id) }];
  });
}

/** The page a data request (`/heizoelpreise.data`, `/_.data` for the home page) loads, as React Router reads it. */
export function dataRequestPage(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Labels pages and data requests by the template of the deepest route they match. Without a build (the Vite
 * development server, whose routes change while it runs) every such request is `page`.
 */
export function createPageLabeller(build: RoutedBuild | undefined): (pathname: string) => string {
  if (!build) return () => ROUTE_LABELS.page;
  const routes = routeTree(build.routes);
  const { manifestPath } = build.routeDiscovery;
  return (pathname) => {
    if (pathname === manifestPath) return ROUTE_LABELS.manifest;
    const matches = matchRoutes(routes, dataRequestPage(pathname));
    if (!matches) return ROUTE_LABELS.unmatched;
    const template = matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join('/');
    return `/${template}`.replace(/\/{2,}/g, '/');
  };
}
