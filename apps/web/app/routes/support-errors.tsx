import { ErrorGroupsPage } from '../features/errors/back-office';
import { loadErrorGroups } from '../features/errors/back-office/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-errors';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadErrorGroups(request, context);
}

export function meta() {
  return [{ title: `Fehler | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportErrors({ loaderData }: Route.ComponentProps) {
  return <ErrorGroupsPage filters={loaderData.filters} page={loaderData.page} error={loaderData.error} />;
}
