import { resolveSite, stripSitePrefix } from '@fuel/domain';
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { ContentBlocksContext } from '../features/content/blocks';
import { loadSiteContentBlocks } from '../features/content/blocks/index.server';
import { SiteNotices, noticePlacementOf, sitePathOf } from '../features/content/notices';
import { loadSiteNotices } from '../features/content/notices/index.server';
import { reviewSummaryQuery } from '../features/dealers';
import { apiClientContext } from '../lib/api/api-client.context';
import { queryClientContext } from '../lib/query/query-client.context';
import { siteContext } from '../lib/site/site.context';
import { DefaultChrome } from './default-chrome';
import { DefaultErrorPage } from './default-error-page';
import type { Route } from './+types/default-layout';

/**
 * The footer's review seal, the site's content blocks (hero, trust section, offer-list hints, footer) and the
 * page's site notices; a failed load only leaves the seal and the notices out and shows the blocks' defaults.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { countryId, basePath } = context.get(siteContext);
  const placement = noticePlacementOf(sitePathOf(new URL(request.url).pathname, basePath));
  const [reviewSummary, blocks, notices] = await Promise.all([
    context
      .get(queryClientContext)
      .fetchQuery(reviewSummaryQuery(context.get(apiClientContext), countryId))
      .catch((error: unknown) => {
        console.error('review summary failed to load', error);
        return null;
      }),
    loadSiteContentBlocks(context),
    loadSiteNotices(context, placement),
  ]);
  return { reviewSummary, blocks, notices };
}

/**
 * The seal and blocks change rarely: loaded again when the site changes, or when the page's notice placement
 * does (home, offer list, prices, news, every other page).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    resolveSite({ pathname: currentUrl.pathname }) !== resolveSite({ pathname: nextUrl.pathname }) ||
    noticePlacementOf(stripSitePrefix(currentUrl.pathname)) !==
      noticePlacementOf(stripSitePrefix(nextUrl.pathname))
  );
}

export default function DefaultLayout() {
  // Undefined where no loader ran (tests with a route stub).
  const data = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  return (
    <ContentBlocksContext value={data?.blocks ?? null}>
      <DefaultChrome reviewSummary={data?.reviewSummary}>
        <SiteNotices notices={data?.notices ?? []} />
        <Outlet />
      </DefaultChrome>
    </ContentBlocksContext>
  );
}

/** Errors of pages in this layout keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DefaultErrorPage error={error} />;
}
