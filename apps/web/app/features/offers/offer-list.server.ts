import {
  CALCULATOR_QUERY_ERROR_MESSAGE,
  type CalculatorConfiguration,
  type CountryId,
  type ProductGroup,
  canCalculate,
  isValidZipCode,
  normalizeConfiguration,
} from '@fuel/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client';
import { type RouterContextProvider, redirect } from 'react-router';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { siteContext } from '../../lib/site/site.context';
import { readCalculatorSearch } from './calculator-search.util';
import { canonicalCalculatorSearch } from './offer-list-request.util';
import { productGroupFromParam } from './product-group-param.util';
import { calculateOffersQuery, calculatorInitQuery, zipCodeCheckQuery } from './queries';

interface CalculatorPageArgs {
  readonly url: URL;
  readonly params: { readonly productGroup?: string };
  readonly context: Readonly<RouterContextProvider>;
}

/** The configuration a product-group page was opened with; a broken link is logged and falls back to the defaults. */
function configurationFromUrl(url: URL, countryId: CountryId, group: ProductGroup) {
  const { configuration, failure } = readCalculatorSearch(url.searchParams, countryId, group.id);
  if (failure !== undefined) console.error(CALCULATOR_QUERY_ERROR_MESSAGE, failure);
  return { configuration, queryFailed: failure !== undefined };
}

async function prefetchOffers(
  queryClient: QueryClient,
  api: ApiClient,
  config: CalculatorConfiguration,
): Promise<void> {
  const catalogue = await queryClient.fetchQuery(
    calculatorInitQuery(api, config.CountryId, config.ProductGroupId),
  );
  const normalized = normalizeConfiguration(config, catalogue);
  await Promise.all([
    canCalculate(normalized) && queryClient.prefetchQuery(calculateOffersQuery(api, normalized)),
    isValidZipCode(normalized.ZipCode, normalized.CountryId) &&
      queryClient.prefetchQuery(zipCodeCheckQuery(api, normalized.ZipCode, normalized.CountryId)),
  ]);
}

/**
 * Offer list: reads the query string and fetches calculator data and offers on the server, so the
 * first result page arrives complete (also without JavaScript) and hydrates without a refetch.
 */
export async function loadOfferList({ url, params, context }: CalculatorPageArgs) {
  const group = productGroupFromParam(params.productGroup);
  const canonical = canonicalCalculatorSearch(url.searchParams);
  if (canonical !== undefined) throw redirect(`${url.pathname}?${canonical}`);

  const site = context.get(siteContext);
  const { configuration, queryFailed } = configurationFromUrl(url, site.countryId, group);
  const dehydratedState = await prefetchAndDehydrate(context, (queryClient, api) =>
    // Without calculator data the page still renders; the browser retries.
    prefetchOffers(queryClient, api, configuration).catch(() => undefined),
  );
  return { productGroupId: group.id, queryFailed, dehydratedState };
}

/** Pages that only need the calculator data of their product group (assistant, order parameters). */
export async function loadCalculatorPage({ url, params, context }: CalculatorPageArgs) {
  const group = productGroupFromParam(params.productGroup);
  const site = context.get(siteContext);
  const { queryFailed } = configurationFromUrl(url, site.countryId, group);
  const dehydratedState = await prefetchAndDehydrate(context, (queryClient, api) =>
    queryClient.prefetchQuery(calculatorInitQuery(api, site.countryId, group.id)),
  );
  return { productGroupId: group.id, queryFailed, dehydratedState };
}
