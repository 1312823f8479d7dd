/** The back office's notices (spec 2 §2: `/support/cms/prompts/{id?}`), relative to the site root. */
export const NOTICES_PATH = '/support/cms/prompts';
/** The `{id}` of the form for a new notice. */
export const NEW_NOTICE_ID = 'neu';

export function noticePath(id: number | typeof NEW_NOTICE_ID): string {
  return `${NOTICES_PATH}/${id}`;
}

/** What was just done (post/redirect/get carries it in the address). */
export const NOTICE_DONE_QUERY = 'erledigt';
export const NOTICE_DONE_TEXTS = {
  saved: 'Hinweis gespeichert: Die Websites zeigen ihn in seinem Zeitraum.',
  deleted: 'Hinweis gelöscht.',
} as const;

export const NOTICE_STATUS_NAMES = {
  live: 'Sichtbar',
  scheduled: 'Geplant',
  ended: 'Abgelaufen',
  off: 'Ausgeschaltet',
} as const;
