import { robotsResponse } from '../features/seo/sitemap.server';
import type { Route } from './+types/robots';

export function loader(args: Route.LoaderArgs) {
  return robotsResponse(args);
}
