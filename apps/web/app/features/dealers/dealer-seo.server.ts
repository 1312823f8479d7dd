import type { DealerBranchOutput, DealerOutput } from '@fuel/api-client';
import { apiClientContext } from '../../lib/api/api-client.context';
import {
  type HeadArgs,
  type TitleAndDescription,
  absoluteUrl,
  cachedQueryData,
  sharedPageHead,
} from '../../lib/seo/page-head.server';
import { localBusinessLd } from '../../lib/seo/json-ld.util';
import { type PageSeo, pageSeo } from '../../lib/seo/page-seo.util';
import { siteContext } from '../../lib/site/site.context';
import { dealerBranchQuery, dealerQuery } from './queries';

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
        url: absoluteUrl(args, business.Link),
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
  const dealer = cachedQueryData<DealerOutput | null>(
    args,
    dealerQuery(args.context.get(apiClientContext), countryId, id).queryKey,
  );
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
  const branch = cachedQueryData<DealerBranchOutput | null>(
    args,
    dealerBranchQuery(args.context.get(apiClientContext), countryId, id, branchId).queryKey,
  );
  return businessHead(
    args,
    seo,
    branch && { ...branch, Name: `${branch.Dealer.Name} – ${branch.Name}` },
    branch ? { latitude: branch.Latitude, longitude: branch.Longitude } : {},
  );
}
