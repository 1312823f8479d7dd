/** The CMS's back-office screens (issue #16, spec 2 §2), relative to the site root like every back-office path. */
export const CMS_LIST_PATH = '/support/cms/list';
/** A new page: the edit screen without a page id. */
export const CMS_NEW_PAGE_PATH = '/support/cms/edit';
export const CMS_MEDIA_PATH = '/support/cms/media';
/** The news edit screen of a new article. */
export const CMS_NEW_NEWS_ID = 'neu';

/** The news list's notice after a deletion (`?ansicht=news&artikel-geloescht=1`). */
export const CMS_NEWS_DELETED_QUERY = 'artikel-geloescht';

/** The list's tabs, as its address names them (`?ansicht=news`). */
export const CMS_LIST_VIEWS = ['seiten', 'news'] as const;
export type CmsListView = (typeof CMS_LIST_VIEWS)[number];

export function cmsPageEditPath(pageId: number | string): string {
  return `/support/cms/${pageId}/edit`;
}

export function cmsPagePreviewPath(pageId: number | string): string {
  return `/support/cms/${pageId}/preview`;
}

export function cmsNewsPath(newsId: number | string): string {
  return `/support/cms/news/${newsId}`;
}

export function cmsListPath(view: CmsListView): string {
  return view === 'news' ? `${CMS_LIST_PATH}?ansicht=news` : CMS_LIST_PATH;
}
