import {
  calculateOffersMutation,
  checkZipCodeMutation,
  checkZipCodesMutation,
  getCalculatorInitOptions,
  getUpsellingMutation,
} from '@fuel/api-client';
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
import type { ApiClient } from '../../lib/api/api-client';

const PRICES_STALE_MS = CACHE_TTL_SECONDS.prices * 1000;
const CATALOGUE_STALE_MS = CACHE_TTL_SECONDS.referenceData * 1000;
/** A checked postal code does not change for days. */
const CHECKED_ZIP_CODE_STALE_MS = CACHE_TTL_SECONDS.checkedZipCode * 1000;

/** Option groups, products and choices of the calculator of a site and product group. */
export function calculatorInitQuery(api: ApiClient, countryId: CountryId, productGroupId: ProductGroupId) {
  return queryOptions({
    ...apiQueryOptions(api, getCalculatorInitOptions, { path: { countryId, productGroupId } }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The ranked offers of a configuration (POST /api/kalkulation/berechnen). */
export function calculateOffersQuery(api: ApiClient, config: CalculatorConfiguration) {
  return queryOptions({
    ...apiPostQueryOptions(api, 'calculateOffers', calculateOffersMutation, { body: toRequestBody(config) }),
    staleTime: PRICES_STALE_MS,
    // A failed calculation is part of the page: shown without JavaScript, not retried as a spinner.
    ...SERVER_RENDERED_ERROR,
  });
}

/** What each alternative of one upsell kind would cost (POST /api/kalkulation/upselling). */
export function upsellingQuery(api: ApiClient, config: CalculatorConfiguration, upsellingKey: UpsellingKey) {
  return queryOptions({
    ...apiPostQueryOptions(api, 'getUpselling', getUpsellingMutation, {
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

/** Whether a postal code exists on a site, with its places (ZIPCODE_NXT). */
export function zipCodeCheckQuery(api: ApiClient, zipCode: string, countryId: CountryId) {
  return queryOptions({
    ...apiPostQueryOptions(api, 'checkZipCode', checkZipCodeMutation, {
      body: { ZipCode: zipCode, CountryId: countryId },
    }),
    staleTime: CHECKED_ZIP_CODE_STALE_MS,
    gcTime: CHECKED_ZIP_CODE_STALE_MS,
  });
}

/** Of the given sites, those where the postal code exists (the other-country hint). */
export function zipCodeCountriesQuery(api: ApiClient, zipCode: string, countryIds: readonly CountryId[]) {
  return queryOptions({
    ...apiPostQueryOptions(api, 'checkZipCodes', checkZipCodesMutation, {
      body: countryIds.map((CountryId) => ({ ZipCode: zipCode, CountryId })),
    }),
    staleTime: CHECKED_ZIP_CODE_STALE_MS,
    gcTime: CHECKED_ZIP_CODE_STALE_MS,
  });
}
