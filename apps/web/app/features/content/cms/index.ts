// The CMS's back-office screens (issue #16): the list of pages and news, their editors and the page preview.
export { CmsListPage } from './components/cms-list-page';
export { CmsNewsEditPage } from './components/cms-news-edit-page';
export { CmsPageEditPage } from './components/cms-page-edit-page';
export { CmsPagePreviewPage } from './components/cms-page-preview-page';
export { CMS_LIST_PATH, CMS_MEDIA_PATH } from './cms-paths.constant';
// Form plumbing other back-office screens share (the ads screens, issue #17).
export { formText } from './cms-form.util';
export { siteNames } from './cms-format.util';
export { fromSiteLocalInput, toSiteLocalInput } from './site-time.util';
