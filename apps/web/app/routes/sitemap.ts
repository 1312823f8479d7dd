import { sitemapResponse } from '../features/seo/sitemap.server';
import type { Route } from './+types/sitemap';

export function loader(args: Route.LoaderArgs) {
  return sitemapResponse(args);
}
