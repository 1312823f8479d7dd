import { robotsResponse } from '../lib/seo/sitemap.server';
import type { Route } from './+types/robots';

export function loader(args: Route.LoaderArgs) {
  return robotsResponse(args);
}
