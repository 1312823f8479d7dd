import { ConfirmationMessage, resetLinkResult, SetPasswordForm } from '../features/accounts';
import { tokenProblem } from '../features/accounts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/set-password';
import { apiClientContext } from '../lib/api/api-client.context';

/** A used, expired or unknown reset link says so at once instead of asking for a password first. */
export function loader({ params, context }: Route.LoaderArgs) {
  return tokenProblem(context.get(apiClientContext), 'reset-password', params.token);
}

export function meta() {
  return [{ title: `Neues Kennwort setzen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SetPassword({ params, loaderData }: Route.ComponentProps) {
  if (!loaderData) return <SetPasswordForm token={params.token} />;
  return <ConfirmationMessage result={resetLinkResult(loaderData)} />;
}
