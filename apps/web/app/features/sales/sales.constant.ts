/** What the action tells the page after post/redirect/get (in the address, so it works without JavaScript). */
export const SALES_NOTICE_PARAM = 'gespeichert';
export const SALES_RATE_SAVED = 'Der Provisionssatz ist gespeichert. Er gilt für Bestellungen ab jetzt.';

export interface SalesActionResult {
  readonly error: string;
  readonly dealerId: number;
}

export const SALES_LIST_PATH = '/admin/verkaufsliste';

/** A dealer's commission-rate history (relative to the site root), linked from the dealer's name in the list. */
export function commissionHistoryPath(dealerId: number | string): string {
  return `${SALES_LIST_PATH}/haendler/${dealerId}`;
}
