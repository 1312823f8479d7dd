import { CancellationsPage } from '../features/cancellations';
import { cancellationsAction, loadCancellationsPage } from '../features/cancellations/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/stornomanagement';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCancellationsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return cancellationsAction(request, context);
}

export function meta() {
  return [{ title: `Stornomanagement | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Stornomanagement({ loaderData, actionData }: Route.ComponentProps) {
  return <CancellationsPage {...loaderData} error={actionData?.error} />;
}
