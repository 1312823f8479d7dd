import {
  ConfirmationMessage,
  resetLinkResult,
  SetPasswordForm,
  skipRevalidationAfterConfirming,
} from '../features/accounts';
import { setPasswordAction, tokenProblem } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/set-password';
import { apiClientContext } from '../lib/api/api-client.context';

/** A used, expired or unknown reset link says so at once instead of asking for a password first. */
export function loader({ params, context }: Route.LoaderArgs) {
  return tokenProblem(context.get(apiClientContext), 'reset-password', params.token);
}

/** The new password posted by the form (without JavaScript too). */
export function action({ params, request, context }: Route.ActionArgs) {
  return setPasswordAction({ api: context.get(apiClientContext), request, token: params.token });
}

export function meta() {
  return [{ title: `Neues Kennwort setzen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * After the post the page shows the action's answer; the link is used by then, so checking it again would only
 * cost an API call.
 */
export const shouldRevalidate = skipRevalidationAfterConfirming;

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the loader runs after the action in the same request and finds the link just used: the
  // action's answer (success or a problem) wins over the loader's.
  if (!loaderData || actionData) return <SetPasswordForm />;
  return <ConfirmationMessage result={resetLinkResult(loaderData)} />;
}
