// CMS pages on the public site (issue #16): the legal pages, the info center, FAQ and landing pages, previews.
export { PreviewBanner } from './components/preview-banner';
export { SitePageArticle } from './components/site-page-article';
export { SitePageView } from './components/site-page-view';
export { prefixInternalLinks } from './site-links-in-html.util';
export { type CmsPreview, type SitePage, type SitePageSummary, sitePagesQuery } from './queries';
