import { HydrationBoundary } from '@tanstack/react-query';
import { UserPage } from '../features/accounts';
import {
  dehydratedAddressOptions,
  loadSupportUser,
  supportUserAction,
} from '../features/accounts/index.server';
import { loadBackOfficePermissions } from '../features/back-office/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-user-edit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [user, dehydratedState, { permissions }] = await Promise.all([
    loadSupportUser(request, context, params.id),
    dehydratedAddressOptions(context),
    loadBackOfficePermissions(request, context),
  ]);
  // Only an admin sees the roles form; the API checks `users.roles` again.
  return { user, dehydratedState, mayChangeRoles: permissions.includes('users.roles') };
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
      <UserPage user={loaderData.user} result={actionData} mayChangeRoles={loaderData.mayChangeRoles} />
    </HydrationBoundary>
  );
}
