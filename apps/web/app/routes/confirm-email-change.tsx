import { ConfirmationMessage } from '../features/account/components/confirmation-message';
import { confirmToken } from '../features/account/confirmation.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-email-change';

export function loader({ request }: Route.LoaderArgs) {
  return confirmToken('emailChange', new URL(request.url).searchParams.get('token'));
}

export function meta() {
  return [{ title: `E-Mail-Adresse bestätigen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationMessage result={loaderData} />;
}
