import {
  CONFIRMATION_PROMPTS,
  ConfirmationPage,
  skipRevalidationAfterConfirming,
} from '../features/accounts';
import { data } from 'react-router';
import { confirmRequestSigningIn, linkProblem, queryToken } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-request';
import { apiClientContext } from '../lib/api/api-client.context';

export function loader({ request, context }: Route.LoaderArgs) {
  return linkProblem(context.get(apiClientContext), 'request', queryToken(request));
}

/** The confirmation signs the account in: the API's session cookies are passed on to the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, headers } = await confirmRequestSigningIn(
    context.get(apiClientContext),
    queryToken(request),
  );
  return data(result, { headers });
}

export const shouldRevalidate = skipRevalidationAfterConfirming;

export function meta() {
  return [
    { title: `${CONFIRMATION_PROMPTS.request.title} | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage kind="request" result={actionData ?? loaderData} />;
}
