import { data } from 'react-router';
import {
  ClaimGuestOrdersForm,
  ConfirmationMessage,
  skipRevalidationAfterConfirming,
} from '../features/accounts';
import { claimGuestOrdersWith, tokenProblem } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/claim-guest-orders';
import { apiClientContext } from '../lib/api/api-client.context';

/** A used, expired or unknown claim link says so at once instead of asking for a password first. */
export function loader({ params, context }: Route.LoaderArgs) {
  return tokenProblem(context.get(apiClientContext), 'claim-guest', params.token);
}

/** The form posts here, so it works without JavaScript; the session the claim starts goes to the browser. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { outcome, headers } = await claimGuestOrdersWith(
    context.get(apiClientContext),
    params.token,
    await request.formData(),
  );
  return data(outcome, { headers });
}

export const shouldRevalidate = skipRevalidationAfterConfirming;

export function meta() {
  return [{ title: `Gastbestellungen übernehmen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClaimGuestOrders({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.kind === 'result') return <ConfirmationMessage result={actionData.result} />;
  if (loaderData) return <ConfirmationMessage result={loaderData} />;
  return <ClaimGuestOrdersForm errors={actionData?.kind === 'form' ? actionData.errors : {}} />;
}
