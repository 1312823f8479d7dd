/**
 * How long a confirmed price holds for the order: the API holds each quote this long, and the confirm page
 * says so before the customer continues, so both read the one number.
 */
export const PRICE_HOLD_MINUTES = 30;
