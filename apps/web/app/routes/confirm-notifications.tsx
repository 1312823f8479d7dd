import {
  CONFIRMATION_PROMPTS,
  ConfirmationPage,
  skipRevalidationAfterConfirming,
} from '../features/accounts';
import { confirmToken, linkProblem } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-notifications';
import { apiClientContext } from '../lib/api/api-client.context';

export function loader({ params, context }: Route.LoaderArgs) {
  return linkProblem(context.get(apiClientContext), 'notifications', params.token);
}

export function action({ params, context }: Route.ActionArgs) {
  return confirmToken(context.get(apiClientContext), 'notifications', params.token);
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
