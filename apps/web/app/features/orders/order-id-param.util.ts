import { notFoundPage } from '../../lib/errors/error-status.util';

/** The order id of an order page's URL; anything but a positive integer is the 404 page. */
export function orderIdParam(params: { readonly orderId?: string }): number {
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1) notFoundPage();
  return orderId;
}
