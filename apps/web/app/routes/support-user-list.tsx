import { UserSearchPage } from '../features/accounts';
import { loadUserSearch } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-user-list';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadUserSearch(request, context);
}

export function meta() {
  return [{ title: `Benutzer | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportUserList({ loaderData }: Route.ComponentProps) {
  return <UserSearchPage {...loaderData} />;
}
