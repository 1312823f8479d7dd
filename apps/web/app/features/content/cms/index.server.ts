export { loadCmsList } from './cms-list.server';
export { type CmsNewsActionData, cmsNewsEditAction, loadCmsNewsEdit } from './cms-news-edit.server';
export { type CmsPageActionData, cmsPageEditAction, loadCmsPageEdit } from './cms-page-edit.server';
export { type PreviewLinkData, cmsPagePreviewAction, loadCmsPagePreview } from './cms-page-preview.server';
