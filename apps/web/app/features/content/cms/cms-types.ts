import type {
  GetCmsNewsResponse,
  GetCmsPageResponse,
  ListCmsNewsResponse,
  ListCmsPageRevisionsResponse,
  ListCmsPagesResponse,
} from '@fuel/api-client';

/** The CMS's back-office records as the API gives them (named by operation, so DTO renames do not matter). */
export type CmsPageRow = ListCmsPagesResponse['items'][number];
export type CmsPage = GetCmsPageResponse;
export type CmsRevision = ListCmsPageRevisionsResponse['items'][number];
export type CmsNewsList = ListCmsNewsResponse;
export type CmsNewsRow = ListCmsNewsResponse['items'][number];
export type CmsNews = GetCmsNewsResponse;
