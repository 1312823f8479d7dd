/**
 * How long an order export is kept after it was asked for: the API's `orders.export-cleanup` job then deletes
 * its file and row, and the back office's export page says so, so both read the one number.
 */
export const ORDER_EXPORT_RETENTION_DAYS = 7;
