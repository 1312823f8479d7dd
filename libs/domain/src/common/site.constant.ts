/** The cookie that remembers the site a visitor chose (de, at, ch). */
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
