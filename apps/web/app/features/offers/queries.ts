import { calculateOffersMutation, getCalculatorInitOptions, getUpsellingMutation } from '@fuel/api-client';
import {
  CACHE_TTL_SECONDS,
  type CalculatorConfiguration,
  type CountryId,
  type ProductGroupId,
  type UpsellingKey,
} from '@fuel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPostQueryOptions, apiQueryOptions } from '../../lib/query/api-query.util';
import { SERVER_RENDERED_ERROR } from '../../lib/query/prefetch.util';

const PRICES_STALE_MS = CACHE_TTL_SECONDS.prices * 1000;
const CATALOGUE_STALE_MS = CACHE_TTL_SECONDS.referenceData * 1000;

/** Option groups, products and choices of the calculator of a site and product group. */
export function calculatorInitQuery(countryId: CountryId, productGroupId: ProductGroupId) {
  return queryOptions({
    ...apiQueryOptions(getCalculatorInitOptions, { path: { countryId, productGroupId } }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The ranked offers of a configuration (POST /api/kalkulation/berechnen). */
export function calculateOffersQuery(config: CalculatorConfiguration) {
  return queryOptions({
    ...apiPostQueryOptions('calculateOffers', calculateOffersMutation, { body: toRequestBody(config) }),
    staleTime: PRICES_STALE_MS,
    // A failed calculation is part of the page: shown without JavaScript, not retried as a spinner.
    ...SERVER_RENDERED_ERROR,
  });
}

/** What each alternative of one upsell kind would cost (POST /api/kalkulation/upselling). */
export function upsellingQuery(config: CalculatorConfiguration, upsellingKey: UpsellingKey) {
  return queryOptions({
    ...apiPostQueryOptions('getUpselling', getUpsellingMutation, {
      body: toRequestBody(config),
      query: { upsellingKey },
    }),
    staleTime: PRICES_STALE_MS,
  });
}

/** The wire form: the domain configuration minus client-only fields (Key). */
function toRequestBody(config: CalculatorConfiguration) {
  return {
    ZipCode: config.ZipCode,
    Amount: config.Amount,
    Stations: config.Stations,
    ProductGroupId: config.ProductGroupId,
    Product: { Id: config.Product.Id, ClimateNeutral: config.Product.ClimateNeutral },
    Parameters: config.Parameters.map(({ Id, Modifier, DesiredDate }) => ({
      Id,
      ...(Modifier !== undefined && { Modifier }),
      ...(DesiredDate !== undefined && { DesiredDate }),
    })),
    CountryId: config.CountryId,
    Cn: config.Cn,
    Ap: config.Ap,
  };
}
