import { HydrationBoundary } from '@tanstack/react-query';
import { PersonalDataPage, accountsStylesHref } from '../features/accounts';
import {
  dehydratedAddressOptions,
  loadAccountUser,
  personalDataAction,
} from '../features/accounts/index.server';
import { apiClientContext } from '../lib/api/api-client.context';
import { siteContext } from '../lib/site/site.context';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/personal-data';

/** The account and the salutations and titles of its forms (complete without JavaScript too). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, dehydratedState] = await Promise.all([
    loadAccountUser(context.get(apiClientContext), request, context.get(siteContext).basePath),
    dehydratedAddressOptions(context),
  ]);
  return { user, dehydratedState };
}

/** The page's forms (base data, address book, e-mail, password) post here. */
export function action({ request, context }: Route.ActionArgs) {
  return personalDataAction({
    api: context.get(apiClientContext),
    request,
    basePath: context.get(siteContext).basePath,
  });
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountsStylesHref }];

export function meta() {
  return [{ title: `Persönliche Daten | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PersonalDataPage user={loaderData.user} />
    </HydrationBoundary>
  );
}
