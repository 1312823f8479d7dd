export const NEWS_DEFAULT_PAGE = 1;
export const NEWS_PAGE_SIZE = 3;
