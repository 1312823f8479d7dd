import {
  CONFIRMATION_PROMPTS,
  ConfirmationPage,
  skipRevalidationAfterConfirming,
} from '../features/accounts';
import { confirmToken, linkProblem, queryToken } from '../features/accounts/index.server';
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
