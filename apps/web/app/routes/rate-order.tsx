import { RatingPage } from '../features/orders';
import { loadRatingPage, submitRating } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/rate-order';
import { apiClientContext } from '../lib/api/api-client.context';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadRatingPage(context.get(apiClientContext), params);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return submitRating(context.get(apiClientContext), params, await request.formData());
}

export function meta() {
  return [{ title: `Bestellung bewerten | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function RateOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <RatingPage data={loaderData} result={actionData} />;
}
