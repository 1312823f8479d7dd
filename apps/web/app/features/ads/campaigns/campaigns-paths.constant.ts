/** The back office's campaigns (issue #17), relative to the site root. */
export const CAMPAIGNS_PATH = '/support/campaigns';
/** The `{campaignId}` of the form for a new campaign. */
export const NEW_CAMPAIGN_ID = 'create';

export function campaignPath(id: number | typeof NEW_CAMPAIGN_ID): string {
  return `${CAMPAIGNS_PATH}/${id}`;
}

/** What was just done (post/redirect/get carries it in the address). */
export const CAMPAIGN_DONE_QUERY = 'erledigt';
export const CAMPAIGN_DONE_TEXTS = {
  saved: 'Kampagne gespeichert: Die Werbeplätze liefern sie ab sofort so aus.',
  deleted: 'Kampagne gelöscht.',
} as const;
