import { sitemapResponse } from '../lib/seo/sitemap.server';
import type { Route } from './+types/sitemap';

export function loader(args: Route.LoaderArgs) {
  return sitemapResponse(args);
}
