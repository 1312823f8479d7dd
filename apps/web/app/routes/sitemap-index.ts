import { sitemapIndexResponse } from '../lib/seo/sitemap.server';
import type { Route } from './+types/sitemap-index';

export function loader(args: Route.LoaderArgs) {
  return sitemapIndexResponse(args);
}
