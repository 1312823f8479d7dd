import { getPeriodStatistic, getStatisticProducts } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText, fieldMessageOf } from '../../lib/errors/api-error.util';
import { siteContext } from '../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../back-office/index.server';
import { type StatisticFilter, statisticFilterOf, statisticInputOf } from './statistic-filter.util';
import type { StatisticsPageData } from './statistics-page.type';

/** API field → form field, for the messages beside the fields. */
const FORM_FIELDS = {
  from: 'from',
  to: 'to',
  countryId: 'countryId',
  ProductId: 'productId',
  ZipCode: 'zipCode',
  grouping: 'grouping',
} as const satisfies Record<string, keyof StatisticFilter>;

/** The statistics page: the filter from the query, the site's products and the statistic. */
export async function loadStatistics(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StatisticsPageData> {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const filter = statisticFilterOf(new URL(request.url).searchParams, context.get(siteContext).countryId);
  const [products, statistic] = await Promise.all([
    getStatisticProducts({ client, headers, query: { countryId: filter.countryId } }),
    getPeriodStatistic({ client, headers, body: statisticInputOf(filter) }),
  ]);
  const status = statistic.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  // Spec 2 §8: a 404 from a statistics call is an empty list or null; other failures are the error page.
  if (products.error !== undefined && products.response?.status !== 404) {
    throw new Error(`getProducts answered ${products.response?.status}`);
  }
  if (statistic.error !== undefined && status !== 404 && status !== 400) {
    throw new Error(`getStatistic answered ${status}`);
  }
  return {
    filter,
    products: products.data ?? [],
    statistic: statistic.data ?? null,
    error:
      status === 400
        ? {
            message: errorText(statistic.error, 'Bitte prüfen Sie den Filter.'),
            fields: Object.fromEntries(
              Object.entries(FORM_FIELDS).flatMap(([apiField, formField]) => {
                const message = fieldMessageOf(statistic.error, apiField);
                return message ? [[formField, message]] : [];
              }),
            ),
          }
        : null,
  };
}
