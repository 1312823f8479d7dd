import { RatingPage } from '../features/orders/components/rating-page';
import { loadRatingPage, submitRating } from '../features/orders/rating.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/rate-order';

export function loader({ params }: Route.LoaderArgs) {
  return loadRatingPage(params);
}

export async function action({ params, request }: Route.ActionArgs) {
  return submitRating(params, await request.formData());
}

export function meta() {
  return [{ title: `Bestellung bewerten | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function RateOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <RatingPage data={loaderData} result={actionData} />;
}
