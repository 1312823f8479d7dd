import { ParametersPage } from '../features/offers';
import { loadParametersPage, parametersAction } from '../features/offers/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-parameter-requirement';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadParametersPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return parametersAction(request, context);
}

export function meta() {
  return [{ title: `Rechnerparameter | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportParameterRequirement({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ParametersPage
      selection={loaderData.selection}
      catalogue={loaderData.catalogue}
      notice={loaderData.notice}
      errors={actionData?.errors}
    />
  );
}
