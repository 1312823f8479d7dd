/** The back office's adverts (issue #17), relative to the site root. */
export const ADVERTS_PATH = '/support/adverts';
export const NEW_ADVERT_PATH = `${ADVERTS_PATH}/create`;

export function advertPath(id: number): string {
  return `${ADVERTS_PATH}/${id}`;
}

/** What was just done (post/redirect/get carries it in the address). */
export const ADVERT_DONE_QUERY = 'erledigt';
export const ADVERT_DONE_TEXTS = {
  saved: 'Anzeige gespeichert.',
  deleted: 'Anzeige gelöscht.',
  stylesheetRemoved: 'Das Stylesheet der Anzeige ist entfernt.',
  // A new advert is saved, its stylesheet was refused: the edit page asks for it again.
  stylesheetRefused:
    'Anzeige angelegt, das Stylesheet aber nicht übernommen (es ließ sich nicht lesen). Bitte laden Sie es erneut hoch.',
} as const;
export type AdvertDone = keyof typeof ADVERT_DONE_TEXTS;

/** The save changed the HTML (script, event handlers, foreign images … removed): said beside the notice. */
export const ADVERT_ADJUSTED_QUERY = 'bereinigt';

/** The library image picker's search and page in the editor's address. */
export const IMAGE_SEARCH_QUERY = 'bildsuche';
export const IMAGE_PAGE_QUERY = 'bildseite';

/** Where the delivery serves an advert's stylesheet (spec 2 §7, getAdvertStylesheet), on the site's origin. */
export function advertStylesheetUrl(fileName: string): string {
  return `/api/iam/content/css/${encodeURIComponent(fileName)}`;
}
