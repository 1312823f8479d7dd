import { SetPasswordForm } from '../features/account/components/set-password-form';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/set-password';

export function meta() {
  return [{ title: `Neues Kennwort setzen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SetPassword({ params }: Route.ComponentProps) {
  return <SetPasswordForm token={params.token} />;
}
