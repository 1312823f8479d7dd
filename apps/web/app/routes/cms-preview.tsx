import { NewsArticleView } from '../features/content';
import { PreviewBanner, SitePageView } from '../features/content/pages';
import { cmsPreviewHeaders, loadCmsPreview } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/cms-preview';

/** `/vorschau/{token}`: a draft page or article behind a private, expiring link, in the site's real layout. */
export function loader(args: Route.LoaderArgs) {
  return loadCmsPreview(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CmsPreviewPage({ loaderData }: Route.ComponentProps) {
  const { page, news } = loaderData.preview;
  return (
    <>
      <PreviewBanner />
      {page && <SitePageView page={page} crumbs={[{ label: page.title }]} />}
      {news && <NewsArticleView article={news} />}
    </>
  );
}

export const headers = cmsPreviewHeaders;
