/** The search parameter of an order's page after its withdrawal: the page confirms it, also after a reload. */
export const WITHDRAWN_PARAM = 'widerrufen';

/** What the withdrawal form gets back when the order could not be withdrawn (a German text). */
export interface WithdrawOrderResult {
  readonly error: string;
}
