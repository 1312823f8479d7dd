import { HydrationBoundary } from '@tanstack/react-query';
import { UserPage } from '../features/accounts';
import {
  dehydratedAddressOptions,
  loadSupportUser,
  supportUserAction,
} from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-user-edit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [user, dehydratedState] = await Promise.all([
    loadSupportUser(request, context, params.id),
    dehydratedAddressOptions(context),
  ]);
  return { user, dehydratedState };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return supportUserAction(request, context, params.id);
}

export function meta() {
  return [
    { title: `Benutzer bearbeiten | Backoffice | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SupportUserEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UserPage user={loaderData.user} result={actionData} />
    </HydrationBoundary>
  );
}
