import { ConfirmationMessage } from '../features/account/components/confirmation-message';
import { confirmToken } from '../features/account/confirmation.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/confirm-notifications';

export function loader({ params }: Route.LoaderArgs) {
  return confirmToken('notifications', params.token);
}

export function meta() {
  return [{ title: `Benachrichtigungen bestätigen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationMessage result={loaderData} />;
}
