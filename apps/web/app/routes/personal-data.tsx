import { PersonalDataPage } from '../features/accounts';
import { loadAccountUser } from '../features/accounts/index.server';
import { siteContext } from '../lib/site/site.context';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/personal-data';
import { apiClientContext } from '../lib/api/api-client.context';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    user: await loadAccountUser(context.get(apiClientContext), request, context.get(siteContext).basePath),
  };
}

export function meta() {
  return [{ title: `Persönliche Daten | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage user={loaderData.user} />;
}
