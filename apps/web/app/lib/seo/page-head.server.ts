import type { RouterContextProvider } from 'react-router';
import { queryClientContext } from '../query/query-client.context';
import { siteContext } from '../site/site.context';
import { type PageSeo, type SeoCrumb, pageSeo } from './page-seo.util';
import { absoluteSiteUrl } from './site-url.util';

/**
 * The heads of the directory and news pages: their loaders say title and description and load the data;
 * the heads add canonical URL, hreflang and structured data from the data in the request's query cache.
 */
export interface HeadArgs {
  readonly url: URL;
  readonly context: Readonly<RouterContextProvider>;
}

/** What a directory or news loader says about its page. */
export interface TitleAndDescription {
  readonly title: string;
  readonly description: string;
}

/** Data a loader of this request put into its query cache. */
export function cachedQueryData<T>(args: HeadArgs, queryKey: readonly unknown[]): T | undefined {
  return args.context.get(queryClientContext).getQueryData<T>(queryKey) ?? undefined;
}

/** An absolute URL of a path of the request's site. */
export function absoluteUrl(args: HeadArgs, path: string): string {
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
