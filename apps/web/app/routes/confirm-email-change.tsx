import { ConfirmationPage } from '../features/accounts/components/confirmation-page';
import { CONFIRMATION_PROMPTS } from '../features/accounts/confirmation-prompts.constant';
import { confirmToken, linkProblem, queryToken } from '../features/accounts/confirmation.server';
import { skipRevalidationAfterConfirming } from '../features/accounts/confirmation-revalidation.util';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-email-change';
import { apiClientContext } from '../lib/api/api-client.context';

export function loader({ request, context }: Route.LoaderArgs) {
  return linkProblem(context.get(apiClientContext), 'emailChange', queryToken(request));
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmToken(context.get(apiClientContext), 'emailChange', queryToken(request));
}

export const shouldRevalidate = skipRevalidationAfterConfirming;

export function meta() {
  return [
    { title: `${CONFIRMATION_PROMPTS.emailChange.title} | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage kind="emailChange" result={actionData ?? loaderData} />;
}
