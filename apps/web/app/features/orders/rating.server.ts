import { type RatingRequestOutput, getRatingRequest, rateOrder } from '@fuel/api-client';
import type { ApiClient } from '../../lib/api/api-client';
import { errorText } from '../../lib/errors/api-error.util';

export type RatingPageData =
  | { readonly state: 'open'; readonly request: RatingRequestOutput }
  | { readonly state: 'closed'; readonly message: string };

const BROKEN_LINK = 'Dieser Bewertungslink ist ungültig.';

/** `/bewerten-sie-uns/{token}/{orderId}`: the order the link is for, or why it cannot be rated. */
export async function loadRatingPage(
  api: ApiClient,
  params: { token?: string; orderId?: string },
): Promise<RatingPageData> {
  const orderId = Number(params.orderId);
  if (!params.token || !Number.isInteger(orderId) || orderId < 1)
    return { state: 'closed', message: BROKEN_LINK };
  const { data, error } = await getRatingRequest({
    client: api,
    path: { orderId },
    query: { token: params.token },
  });
  return data
    ? { state: 'open', request: data }
    : { state: 'closed', message: errorText(error, BROKEN_LINK) };
}

export type RatingResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The form's post: works without JavaScript, since the page posts to its own route. */
export async function submitRating(
  api: ApiClient,
  params: { token?: string; orderId?: string },
  form: FormData,
): Promise<RatingResult> {
  const stars = Number(form.get('stars'));
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
    return { ok: false, message: 'Bitte vergeben Sie 1 bis 5 Sterne.' };
  }
  const { error } = await rateOrder({
    client: api,
    path: { orderId: Number(params.orderId) },
    body: { Token: params.token ?? '', Stars: stars, Text: String(form.get('text') ?? '') },
  });
  return error === undefined
    ? { ok: true }
    : { ok: false, message: errorText(error, 'Die Bewertung konnte nicht gespeichert werden.') };
}
