/** Articles per page of /news (the API's default of 3 serves the home page). */
export const NEWS_LIST_PAGE_SIZE = 6;

/** Shown for articles without FilePath (spec 2 §3). */
export const NEWS_FALLBACK_IMAGE = '/images/news/news-fallback.svg';
