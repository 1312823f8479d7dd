import { LEAD_CONFIRM_PROMPT, LeadConfirmPage } from '../features/leads/lead-form';
import { leadConfirmAction, loadLeadConfirm } from '../features/leads/lead-form/index.server';
import { skipRevalidationAfterConfirming } from '../features/accounts';
import { PRIVATE_CACHE_CONTROL } from '../lib/seo/page-cache.util';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/lead-confirm';

export function loader({ request }: Route.LoaderArgs) {
  return loadLeadConfirm({ request });
}

export function action({ request, context }: Route.ActionArgs) {
  return leadConfirmAction({ request, context });
}

export const shouldRevalidate = skipRevalidationAfterConfirming;

/** The token is in the address: the page is nobody else's. */
export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL };
}

export function meta() {
  return [{ title: `${LEAD_CONFIRM_PROMPT.title} | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function LeadConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadConfirmPage result={actionData ?? loaderData} />;
}
