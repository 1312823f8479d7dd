import { resolveSite } from '@fuel/domain';
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { reviewSummaryQuery } from '../features/dealers';
import { apiClientContext } from '../lib/api/api-client.context';
import { queryClientContext } from '../lib/query/query-client.context';
import { siteContext } from '../lib/site/site.context';
import { DefaultChrome } from './default-chrome';
import { DefaultErrorPage } from './default-error-page';
import type { Route } from './+types/default-layout';

/** The footer's review seal; a failed load only leaves it out. */
export async function loader({ context }: Route.LoaderArgs) {
  const { countryId } = context.get(siteContext);
  const reviewSummary = await context
    .get(queryClientContext)
    .fetchQuery(reviewSummaryQuery(context.get(apiClientContext), countryId))
    .catch((error: unknown) => {
      console.error('review summary failed to load', error);
      return null;
    });
  return { reviewSummary };
}

/** The seal changes hourly at most: loaded again only when the site changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return resolveSite({ pathname: currentUrl.pathname }) !== resolveSite({ pathname: nextUrl.pathname });
}

export default function DefaultLayout() {
  // Undefined where no loader ran (tests with a route stub).
  const data = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  return (
    <DefaultChrome reviewSummary={data?.reviewSummary}>
      <Outlet />
    </DefaultChrome>
  );
}

/** Errors of pages in this layout keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DefaultErrorPage error={error} />;
}
