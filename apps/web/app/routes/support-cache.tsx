import { CachePage } from '../features/operations';
import { cacheAction, loadCachePage } from '../features/operations/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cache';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCachePage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return cacheAction(request, context);
}

export function meta() {
  return [{ title: `Cache | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCache({ loaderData, actionData }: Route.ComponentProps) {
  return <CachePage status={loaderData.status} notice={loaderData.notice} error={actionData?.error} />;
}
