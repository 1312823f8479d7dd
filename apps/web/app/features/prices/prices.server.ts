import type { LocalPriceRangeOutput } from '@fuel/api-client';
import { countryById, formatPricePer100Units, formatQuantity } from '@fuel/domain';
import { redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { crossLinksQuery } from '../content';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { queryClientContext } from '../../lib/query/query-client.context';
import { productAggregateOfferLd } from '../../lib/seo/json-ld.util';
import { type PageSeo, pageSeo } from '../../lib/seo/page-seo.util';
import { absoluteSiteUrl } from '../../lib/seo/site-url.util';
import { siteHref } from '../../lib/site/site-links.util';
import { siteContext } from '../../lib/site/site.context';
import { priceAreaOf } from './price-area.util';
import { priceCrumbs, priceHeading } from './price-crumbs.util';
import { DEFAULT_PRICE_RANGE, PRICE_RANGE_PARAM, parsePriceRange } from './price-range.constant';
import { priceSpan } from './price-table.util';
import { localPriceRangeQuery, priceFactorsQuery, priceFaqQuery } from './queries';
import { type PageLoaderArgs, notFoundPage } from '../../lib/errors/error-status.util';

/**
 * `/heizoelpreise` and `/heizoelpreise/{state}/{county or zip?}/{zip?}`: chart (range from `?zeitraum=`),
 * table one level down, price factors and FAQ. Other spellings of a place (a zip code without its county,
 * an unknown range) redirect permanently to the page's one address.
 */
export async function loadPricePage(args: PageLoaderArgs) {
  const { url, params, context } = args;
  const site = context.get(siteContext);
  const area = priceAreaOf(params) ?? notFoundPage();
  const rawRange = url.searchParams.get(PRICE_RANGE_PARAM);
  const range = parsePriceRange(rawRange);
  const client = context.get(queryClientContext);
  const api = context.get(apiClientContext);
  const page =
    (await client.fetchQuery(
      localPriceRangeQuery(api, site.countryId, area, range ?? DEFAULT_PRICE_RANGE),
    )) ?? notFoundPage();
  const canonical = siteHref(site, page.Link);
  if (url.pathname !== canonical || range === undefined) {
    const keep = range && rawRange ? `?${PRICE_RANGE_PARAM}=${range}` : '';
    throw redirect(`${canonical}${keep}`, 301);
  }
  const dehydratedState = await prefetchAndDehydrate(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(priceFactorsQuery(api, site.countryId)),
      queryClient.prefetchQuery(priceFaqQuery(api, site.countryId, area)),
      queryClient.prefetchQuery(crossLinksQuery(api, site.countryId, page.Link)),
    ]),
  );
  return { area, range, path: page.Link, seo: priceSeo(args, page), dehydratedState };
}

/**
 * A county or place without a price on the newest day (no rows: nobody serves it) says "no prices yet":
 * followed, not indexed, and the API's sitemap leaves it out by the same rule.
 */
export function withoutTodaysPrice(page: Pick<LocalPriceRangeOutput, 'Level' | 'Rows'>): boolean {
  return (page.Level === 'county' || page.Level === 'city') && page.Rows.length === 0;
}

function priceSeo(args: PageLoaderArgs, page: LocalPriceRangeOutput): PageSeo {
  const site = args.context.get(siteContext);
  const country = countryById(site.countryId);
  const where = priceHeading(page, country.nameInSentence);
  const amount = `${formatQuantity(page.Amount, site.code)} l`;
  const today = page.Current
    ? `: ${formatPricePer100Units(page.Current.Price, site.code)} bei ${amount}`
    : '';
  const down = { country: 'Bundesland', state: 'Kreis', county: 'Ort', city: 'Ort' }[page.Level] ?? 'Region';
  const span = priceSpan(page.Rows);
  // Sites and states have years of daily prices; a county or place only the days priced there since.
  const longHistory = page.Level === 'country' || page.Level === 'state';
  const description = longHistory
    ? `Aktueller Heizölpreis ${where}${today}. Preisentwicklung über 1 Monat bis 10 Jahre, ` +
      `Preise je ${down}, Einflussfaktoren und Tiefst- und Höchststand der letzten drei Jahre.`
    : `Aktueller Heizölpreis ${where}${today}. Preisentwicklung aus echten Händlerangeboten, ` +
      `Preise je ${down} und Einflussfaktoren.`;
  return pageSeo(args, {
    title: page.Level === 'country' ? `Heizölpreise heute ${where}` : `Heizölpreise ${page.Title}`,
    description,
    path: page.Link,
    onAllSites: page.Level === 'country',
    noIndex: withoutTodaysPrice(page),
    breadcrumbs: priceCrumbs(page),
    jsonLd: span
      ? [
          productAggregateOfferLd({
            name: `Heizöl ${where}`,
            description: `Durchschnittspreise für Heizöl bei ${amount} ${where}, je 100 l inkl. MwSt.`,
            url: absoluteSiteUrl({ site }, page.Link),
            currency: country.currencyCode,
            lowPrice: span.low,
            highPrice: span.high,
            offerCount: span.count,
          }),
        ]
      : [],
  });
}
