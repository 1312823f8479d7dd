import { AdvertEditPage } from '../features/ads/adverts';
import { advertAction, loadAdvertEdit } from '../features/ads/adverts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-adverts-edit';

// Registered twice: `support/adverts/create` (no advertId) and `support/adverts/:advertId`.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAdvertEdit(request, context, params.advertId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return advertAction(request, context, params.advertId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.advert ? `Anzeige „${loaderData.advert.name}“` : 'Neue Anzeige';
  return [{ title: `${title} | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportAdvertsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdvertEditPage
      advert={loaderData.advert}
      values={actionData?.values ?? loaderData.values}
      images={loaderData.images}
      imageSearch={loaderData.imageSearch}
      notice={actionData ? null : loaderData.notice}
      htmlAdjusted={actionData ? false : loaderData.htmlAdjusted}
      error={actionData?.error ?? null}
      fieldErrors={actionData?.fieldErrors ?? {}}
    />
  );
}
