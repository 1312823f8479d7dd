import { CACHE_TTL_SECONDS, type OperatorContact } from '@fuel/domain';
import type { RouterContextProvider } from 'react-router';
import { publicPageHeaders } from '../../lib/seo/page-cache.util';
import { type PageSeo, type PageSeoInput, pageSeo } from '../../lib/seo/page-seo.util';
import { siteContext } from '../../lib/site/site.context';
import { siteOperator } from '../../lib/site/site.server';

/** What every legal page (Impressum, Datenschutz, AGB and its print view) loads: its head and the operator. */
export interface LegalPageData {
  readonly head: PageSeo;
  readonly operator: OperatorContact;
}

/** A legal page's loader data: the same path on every site, naming that site's configured operator. */
export function legalPageData(
  args: { readonly context: Readonly<RouterContextProvider>; readonly url: URL },
  seo: Omit<PageSeoInput, 'onAllSites'>,
): LegalPageData {
  return {
    head: pageSeo(args, { ...seo, onAllSites: true }),
    operator: siteOperator(args.context.get(siteContext).code),
  };
}

/** Changes only with a deployment's configuration: cached like the editorial pages (3600 s). */
export const legalPageHeaders = publicPageHeaders(CACHE_TTL_SECONDS.news);
