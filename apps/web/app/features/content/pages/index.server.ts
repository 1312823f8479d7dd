export { type CmsPreviewData, cmsPreviewHeaders, loadCmsPreview } from './preview.server';
export {
  type SitePageData,
  cmsPathOf,
  findSitePage,
  gonePage,
  loadSitePage,
  loadSitePageOrNull,
  sitePageHead,
  sitePageHeaders,
} from './site-page.server';
