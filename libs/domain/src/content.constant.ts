export const NEWS_DEFAULT_PAGE = 1;
export const NEWS_PAGE_SIZE = 3;
/** One article is preloaded; a second one stands by when the featured call fails. */
export const NEWS_PRELOAD_COUNT = 1;
