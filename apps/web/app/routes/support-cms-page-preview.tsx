import { CmsPagePreviewPage } from '../features/content/cms';
import { cmsPagePreviewAction, loadCmsPagePreview } from '../features/content/cms/index.server';
import { PRIVATE_CACHE_CONTROL } from '../lib/seo/page-cache.util';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-page-preview';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCmsPagePreview(request, context, params.pageId);
}

/** Creates the private, expiring preview link. */
export function action({ request, context, params }: Route.ActionArgs) {
  return cmsPagePreviewAction(request, context, params.pageId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Vorschau: ${loaderData?.page.draft.title ?? ''} | Backoffice | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** A draft is nobody's but the editors': never stored by a cache. */
export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL };
}

export default function SupportCmsPagePreview({ loaderData, actionData }: Route.ComponentProps) {
  return <CmsPagePreviewPage page={loaderData.page} link={actionData ?? null} />;
}
