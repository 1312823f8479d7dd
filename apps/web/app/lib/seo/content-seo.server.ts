import type { DealerBranchOutput, DealerOutput, NewsArticleOutput } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { dealerBranchQuery, dealerQuery } from '../../features/dealers/queries';
import { newsArticleQuery } from '../../features/news/queries';
import { queryClientContext } from '../query/query-client.context';
import { siteContext } from '../site/site.context';
import { localBusinessLd, newsArticleLd } from './json-ld.util';
import { type PageSeo, type SeoCrumb, pageSeo } from './page-seo.util';
import { absoluteSiteUrl } from './site-url.util';

/**
 * The heads of the directory and news pages: their loaders say title and description and load the data;
 * these add canonical URL, hreflang and structured data from the data in the request's query cache.
 */
interface HeadArgs {
  readonly url: URL;
  readonly context: Readonly<RouterContextProvider>;
}

/** What a directory or news loader says about its page. */
export interface TitleAndDescription {
  readonly title: string;
  readonly description: string;
}

function cached<T>(args: HeadArgs, queryKey: readonly unknown[]): T | undefined {
  return args.context.get(queryClientContext).getQueryData<T>(queryKey) ?? undefined;
}

function absolute(args: HeadArgs, path: string): string {
  return absoluteSiteUrl({ site: args.context.get(siteContext) }, path);
}

/** A page every site has at the same path (news list, info center, the directory's start). */
export function sharedPageHead(
  args: HeadArgs,
  seo: TitleAndDescription,
  path: string,
  breadcrumbs: readonly SeoCrumb[],
): PageSeo {
  return pageSeo(args, { ...seo, path, onAllSites: true, breadcrumbs });
}

export function newsArticleHead(args: HeadArgs, seo: TitleAndDescription, slug: string): PageSeo {
  const { countryId, origin } = args.context.get(siteContext);
  const article = cached<NewsArticleOutput | null>(args, newsArticleQuery(countryId, slug).queryKey);
  const path = `/news/artikel/${slug}`;
  return pageSeo(args, {
    ...seo,
    path,
    breadcrumbs: [{ label: 'News', path: '/news' }, { label: seo.title }],
    jsonLd: article
      ? [
          newsArticleLd({
            headline: article.Title,
            description: article.Teaser,
            url: absolute(args, path),
            ...(article.FilePath && { imageUrl: `${origin}${article.FilePath}` }),
            datePublished: article.PublishedAt,
            dateModified: article.UpdatedAt,
            publisherUrl: absolute(args, '/'),
            logoUrl: `${origin}/favicon.svg`,
          }),
        ]
      : [],
  });
}

/** The dealer list of a state or postal code (one site only). */
export function dealerListHead(args: HeadArgs, seo: TitleAndDescription, path: string): PageSeo {
  if (path === '/heizoelhaendler') return sharedPageHead(args, seo, path, [{ label: 'Heizölhändler' }]);
  return pageSeo(args, {
    ...seo,
    path,
    breadcrumbs: [{ label: 'Heizölhändler', path: '/heizoelhaendler' }, { label: seo.title }],
  });
}

type PlacedBusiness = Pick<DealerOutput, 'Name' | 'Street' | 'ZipCode' | 'City' | 'Link' | 'State'>;

function businessHead(
  args: HeadArgs,
  seo: TitleAndDescription,
  business: PlacedBusiness | null | undefined,
  extra: Partial<Parameters<typeof localBusinessLd>[0]>,
): PageSeo {
  const site = args.context.get(siteContext);
  if (!business) return pageSeo(args, { ...seo, path: args.url.pathname });
  const state = business.State;
  return pageSeo(args, {
    ...seo,
    path: business.Link,
    breadcrumbs: [
      { label: 'Heizölhändler', path: '/heizoelhaendler' },
      { label: state.Name || state.FriendlyName, path: `/heizoelhaendler/${state.FriendlyName}` },
      {
        label: `${business.ZipCode} ${business.City}`,
        path: `/heizoelhaendler/${state.FriendlyName}/${business.ZipCode}`,
      },
      { label: business.Name },
    ],
    jsonLd: [
      localBusinessLd({
        name: business.Name,
        url: absolute(args, business.Link),
        street: business.Street,
        zipCode: business.ZipCode,
        city: business.City,
        countryCode: site.code,
        ...extra,
      }),
    ],
  });
}

export function dealerHead(args: HeadArgs, seo: TitleAndDescription, id: string): PageSeo {
  const { countryId } = args.context.get(siteContext);
  const dealer = cached<DealerOutput | null>(args, dealerQuery(countryId, id).queryKey);
  return businessHead(args, seo, dealer, {
    ...(dealer?.Phone && { telephone: dealer.Phone }),
    ...(dealer && { rating: { value: dealer.Rating.Average, count: dealer.Rating.Count } }),
  });
}

export function dealerBranchHead(
  args: HeadArgs,
  seo: TitleAndDescription,
  id: string,
  branchId: string,
): PageSeo {
  const { countryId } = args.context.get(siteContext);
  const branch = cached<DealerBranchOutput | null>(args, dealerBranchQuery(countryId, id, branchId).queryKey);
  return businessHead(
    args,
    seo,
    branch && { ...branch, Name: `${branch.Dealer.Name} – ${branch.Name}` },
    branch ? { latitude: branch.Latitude, longitude: branch.Longitude } : {},
  );
}
