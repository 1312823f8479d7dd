import { ErrorGroupPage } from '../features/errors/back-office';
import { errorGroupAction, loadErrorGroup } from '../features/errors/back-office/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-error-group';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadErrorGroup(request, context, params.groupId);
}

/** Resolve or reopen the group. */
export function action({ request, context, params }: Route.ActionArgs) {
  return errorGroupAction(request, context, params.groupId);
}

export function meta() {
  return [{ title: `Fehlergruppe | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportErrorGroup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ErrorGroupPage
      group={loaderData.group}
      occurrences={loaderData.occurrences}
      after={loaderData.after}
      notice={loaderData.notice}
      error={actionData?.error ?? loaderData.error}
    />
  );
}
