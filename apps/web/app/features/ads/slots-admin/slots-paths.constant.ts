/** The back office's ad slots (issue #17), relative to the site root. */
export const SLOTS_PATH = '/support/slots';
/** The `{slotId}` of the form for a new slot. */
export const NEW_SLOT_ID = 'create';

export function slotPath(id: number | typeof NEW_SLOT_ID): string {
  return `${SLOTS_PATH}/${id}`;
}

/** What was just done (post/redirect/get carries it in the address). */
export const SLOT_DONE_QUERY = 'erledigt';
export const SLOT_DONE_TEXTS = {
  saved: 'Werbeplatz gespeichert.',
  deleted: 'Werbeplatz gelöscht.',
} as const;
