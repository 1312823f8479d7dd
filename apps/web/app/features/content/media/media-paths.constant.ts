/** The library screen (also at `/medienverwaltung`, spec 2 §2). */
export const MEDIA_LIBRARY_PATH = '/support/cms/media';
export const MEDIA_LIBRARY_ALIAS_PATH = '/medienverwaltung';
