import { type CountryId, countryById, dealerListPath, isValidZipCode } from '@fuel/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import { apiClientContext } from '../../lib/api/api-client.context';
import type { TitleAndDescription } from '../../lib/seo/page-head.server';
import { crossLinksQuery } from '../content';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { queryClientContext } from '../../lib/query/query-client.context';
import { siteHref } from '../../lib/site/site-links.util';
import { siteContext } from '../../lib/site/site.context';
import { ZIP_SEARCH_PARAM } from './dealer-search.constant';
import { dealerBranchQuery, dealerListQuery, dealerQuery, dealerStatesQuery } from './queries';
import { type PageLoaderArgs, notFoundPage } from '../../lib/errors/error-status.util';

/** Loads a query the page cannot do without; null (the API's 404) becomes the 404 page. */
async function required<T>(load: Promise<T | null>): Promise<T> {
  const result = await load;
  return result ?? notFoundPage();
}

/** A page lives at one address: other spellings of it redirect there (permanently, for search engines). */
function ensureCanonical(url: URL, basePath: string, canonicalPath: string): void {
  const canonical = siteHref({ basePath }, canonicalPath);
  if (url.pathname !== canonical) throw redirect(canonical, 301);
}

/**
 * `/heizoelhaendler/{state?}/{zipCode?}`: the states and the search form, the dealers of a state, or the
 * dealers of a postal code. The search form sends `?plz=` here and is redirected to the code's list.
 */
export async function loadDealerList({ url, params, context }: PageLoaderArgs) {
  const site = context.get(siteContext);
  const queryClient = context.get(queryClientContext);
  const { stateName, zipCode } = params;
  const searched = url.searchParams.get(ZIP_SEARCH_PARAM)?.trim();
  if (searched !== undefined && !stateName) {
    const target = await searchTarget(queryClient, context.get(apiClientContext), site.countryId, searched);
    if (target) throw redirect(siteHref(site, target));
  }
  if (zipCode !== undefined && !isValidZipCode(zipCode, site.countryId)) notFoundPage();
  const where = stateName ? { state: stateName, ...(zipCode && { zipCode }) } : undefined;
  const country = countryById(site.countryId);
  let seo: TitleAndDescription = {
    title: `Heizölhändler ${country.nameInSentence} – regional vergleichen`,
    description: `Heizölhändler ${country.nameInSentence} nach Region und Postleitzahl: Bewertungen, Liefergebiete, Zahlungsarten und aktuelle Preise im Vergleich.`,
  };
  const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
    if (!where) return client.prefetchQuery(dealerStatesQuery(api, site.countryId));
    const list = await required(client.fetchQuery(dealerListQuery(api, site.countryId, where)));
    const area = list.ZipCode ? `${list.ZipCode} ${list.Place ?? ''}`.trim() : list.State.Name;
    seo = {
      title: `Heizölhändler ${list.ZipCode ? 'für' : 'in'} ${area}`,
      description: `${list.Total} Heizölhändler liefern ${list.ZipCode ? `an ${area}` : `nach ${area}`}: Bewertungen, Standorte und Zahlungsarten – jetzt Preise vergleichen.`,
    };
    await client.prefetchQuery(
      crossLinksQuery(api, site.countryId, dealerListPath(list.State.FriendlyName, zipCode)),
    );
  });
  return {
    seo,
    where: where ?? null,
    searched: searched ?? null,
    path: dealerListPath(stateName, zipCode),
    dehydratedState,
  };
}

/** Where a searched postal code's dealers are listed; undefined for an invalid or unknown code. */
async function searchTarget(queryClient: QueryClient, api: ApiClient, countryId: CountryId, zipCode: string) {
  if (!isValidZipCode(zipCode, countryId)) return undefined;
  const list = await queryClient.fetchQuery(dealerListQuery(api, countryId, { zipCode }));
  return list ? dealerListPath(list.State.FriendlyName, zipCode) : undefined;
}

/** `/heizoelhaendler/{state}/{zipCode}/{dealerId}`. */
export async function loadDealer({ url, params, context }: PageLoaderArgs) {
  const site = context.get(siteContext);
  const id = params['dealerId'] ?? '';
  let seo: TitleAndDescription = { title: '', description: '' };
  const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
    const dealer = await required(client.fetchQuery(dealerQuery(api, site.countryId, id)));
    ensureCanonical(url, site.basePath, dealer.Link);
    seo = {
      title: `${dealer.Name} – Heizölhändler in ${dealer.City}`,
      description: `${dealer.Name} aus ${dealer.ZipCode} ${dealer.City}: Liefergebiet, Produkte, Zahlungsarten und Kundenbewertungen. Heizölpreise direkt vergleichen.`,
    };
    await client.prefetchQuery(crossLinksQuery(api, site.countryId, dealer.Link));
  });
  return { seo, id, dehydratedState };
}

/** `/heizoelhaendler/{state}/{zipCode}/{branchId}/{dealerId}`. */
export async function loadDealerBranch({ url, params, context }: PageLoaderArgs) {
  const site = context.get(siteContext);
  const id = params['dealerId'] ?? '';
  const branchId = params['branchId'] ?? '';
  let seo: TitleAndDescription = { title: '', description: '' };
  const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
    const branch = await required(client.fetchQuery(dealerBranchQuery(api, site.countryId, id, branchId)));
    ensureCanonical(url, site.basePath, branch.Link);
    seo = {
      title: `${branch.Dealer.Name} – Standort ${branch.City}`,
      description: `Standort ${branch.Name} von ${branch.Dealer.Name} in ${branch.ZipCode} ${branch.City}: Liefertage, Liefergebiet und Produkte.`,
    };
    await client.prefetchQuery(crossLinksQuery(api, site.countryId, branch.Link));
  });
  return { seo, id, branchId, dehydratedState };
}
