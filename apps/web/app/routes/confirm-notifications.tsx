import { ConfirmationPage } from '../features/accounts/components/confirmation-page';
import { CONFIRMATION_PROMPTS } from '../features/accounts/confirmation-prompts.constant';
import { confirmToken, linkProblem } from '../features/accounts/confirmation.server';
import { skipRevalidationAfterConfirming } from '../features/accounts/confirmation-revalidation.util';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-notifications';

export function loader({ params }: Route.LoaderArgs) {
  return linkProblem('notifications', params.token);
}

export function action({ params }: Route.ActionArgs) {
  return confirmToken('notifications', params.token);
}

export const shouldRevalidate = skipRevalidationAfterConfirming;

export function meta() {
  return [
    { title: `${CONFIRMATION_PROMPTS.notifications.title} | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage kind="notifications" result={actionData ?? loaderData} />;
}
