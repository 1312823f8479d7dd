/** The back office's lead screens (paths relative to the site root, as the back office's others). */
export const SUPPORT_LEADS_PATH = '/support/leads';

export function supportLeadPath(leadId: string): string {
  return `${SUPPORT_LEADS_PATH}/${leadId}`;
}

/** The CSV of a period's leads (`from`, `to`, optionally `countryId` in the query). */
export const SUPPORT_LEADS_EXPORT_PATH = `${SUPPORT_LEADS_PATH}/export`;

/** The detail page's query that asks to confirm the deletion (a page of its own: works without JavaScript). */
export const DELETE_STEP_QUERY = 'loeschen';

/** The list's query after a deletion (post/redirect/get): its notice. */
export const DELETED_QUERY = 'geloescht';
