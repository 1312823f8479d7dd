import { type OrderQuoteOutput, calculateOrder } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { ORDER_QUERY_KEYS, productGroupFromParam, readCalculatorSearch } from '../offers';
import { siteContext } from '../../lib/site/site.context';

export type OrderParametersData =
  | { readonly ok: true; readonly quote: OrderQuoteOutput; readonly productGroup: string }
  | { readonly ok: false; readonly message: string; readonly productGroup: string };

/**
 * `/{productGroup}/bestellparameter-bestaetigen`: the chosen offer (order variant of the query string plus
 * dealerId) priced again on the server and held; what the page shows is what the order will cost.
 */
export async function loadOrderParameters(
  url: URL,
  productGroupParam: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<OrderParametersData> {
  const group = productGroupFromParam(productGroupParam);
  const site = context.get(siteContext);
  const { configuration } = readCalculatorSearch(url.searchParams, site.countryId, group.id);
  const dealerId = Number(url.searchParams.get(ORDER_QUERY_KEYS.dealerId));
  if (!Number.isInteger(dealerId) || dealerId < 1) {
    return {
      ok: false,
      productGroup: group.urlName,
      message: 'Bitte wählen Sie zuerst ein Angebot aus der Angebotsliste.',
    };
  }
  const { data, error } = await calculateOrder({
    client: context.get(apiClientContext),
    body: { ...configuration, Parameters: [...configuration.Parameters], DealerId: dealerId },
  });
  if (!data) {
    return {
      ok: false,
      productGroup: group.urlName,
      message: errorText(error, 'Das Angebot konnte nicht berechnet werden. Bitte versuchen Sie es erneut.'),
    };
  }
  return { ok: true, quote: data, productGroup: group.urlName };
}
