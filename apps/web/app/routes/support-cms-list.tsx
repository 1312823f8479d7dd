import { CmsListPage } from '../features/content/cms';
import { loadCmsList } from '../features/content/cms/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-list';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCmsList(request, context);
}

export function meta() {
  return [{ title: `Inhalte | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsList({ loaderData }: Route.ComponentProps) {
  return <CmsListPage {...loaderData} />;
}
